"""What the store tests write most: a cashier's redemption, in the audit log and in the journal, and
a search of the orders in the audit log."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from app.core.audit_line import AuditLine
from app.core.intent import Intent, Origin
from app.core.movement import Movement, MovementKind
from app.store.journal import Journal


def redeemed(
    code: str, amount: str, event_id: int, *, staff: str = "Alice", till: str = "Front desk", **more: Any
) -> AuditLine:
    """``staff`` redeemed ``amount`` GBP of ``code`` at ``till``, the service's event ``event_id``;
    ``more`` is any other field of the line (a reason)."""
    return AuditLine(
        action="redeem",
        till=till,
        staff=staff,
        outcome="done",
        code=code,
        amount=Decimal(amount),
        currency="GBP",
        service_event_id=event_id,
        **more,
    )


def searched(outcome: str, reason: str, *, staff: str = "Alice", till: str = "Front desk") -> AuditLine:
    """``staff`` searched the orders at ``till``: what was found (``outcome``) and what for (``reason``)."""
    return AuditLine(action="find", till=till, staff=staff, outcome=outcome, reason=reason)


def journalled(
    journal: Journal, code: str, amount: str, *, staff: str = "Alice", till: str = "Front desk", **intent: Any
) -> Movement:
    """``staff``'s redemption of ``amount`` GBP of ``code`` at ``till`` (location 1), its intent
    recorded in ``journal`` and not yet sent; ``intent`` is any other field of it (a bill)."""
    return journal.record_intent(
        MovementKind.REDEEM,
        Intent(code=code, amount=Decimal(amount), currency="GBP", **intent),
        Origin(1, staff, till),
    )
