"""A sale of this till not ticked *Paid on POS* opens every shift report in red, whatever its period.

After a restart the report's default period starts when this session signed in, so a
sale settled at the start (the hand-off still asking for its £50) was outside it and the report
said in green that every movement was accounted for. A crash or a restart mid-sale is exactly when
a payment is forgotten: every unpaid sale of this till the POS hand-off still asks for (the last
``HANDOFF_WINDOW``, a day) is added to the report's "not keyed on POS" lines and its red warning,
without changing the period's figures (its money is counted in the period it was made).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from datetime import datetime, timedelta

from app.core.movement import Movement, MovementKind
from app.core.pos_handoff import HANDOFF_WINDOW, needs_keying
from app.core.shift_report import ShiftReport
from app.desk.manager._shift_events import ReportedEvent
from app.store.journal import Journal
from app.store.pos_keyed import PosKeyedStore

Report = ShiftReport[ReportedEvent]


def unpaid_sales(
    journal: Journal, keyed: PosKeyedStore, till: str, clock: Callable[[], datetime]
) -> list[Movement]:
    """This till's sales done within the hand-off's window that nobody ticked as paid on the POS."""
    now = clock()
    recent = journal.between(now - HANDOFF_WINDOW, now + timedelta(minutes=5), till=till)
    sales = [m for m in recent if m.kind is MovementKind.SALE]
    return needs_keying(sales, keyed.keyed_among([m.id for m in sales]))


def with_unpaid_sales(report: Report, unpaid: Sequence[Movement]) -> Report:
    """``report`` with every unpaid sale among its lines not keyed on the POS (once each)."""
    listed = {m.id for m in report.not_keyed}
    extra = [m for m in unpaid if m.id not in listed]
    if not extra:
        return report
    return replace(report, not_keyed=tuple(sorted((*report.not_keyed, *extra), key=lambda m: m.created)))
