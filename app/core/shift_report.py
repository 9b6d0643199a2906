"""End of shift: what this till says it did, set against what the service recorded at the location.

Pairing is by the event id the service returned (``result_event_id``) first: that is proof. A
movement still PENDING or UNKNOWN has no id, so it is paired by the reconciliation rules instead
(``judge``: only an event that can only be this till's); such pairs are marked ``by_id=False``.
Three lists a manager must read whatever else balances:

- unconfirmed: the till could not single out its event; the candidates are with the movement;
- mismatched: the service recorded other figures than the till asked (the service's stand);
- found late: called not applied, then found to have gone through (also matched by id).

What is left:

- only in the till: DONE movements whose event the service's list does not hold, and unresolved
  movements with no matching event (money may have moved; a manager must look);
- only in the service: the location's events no movement of this till accounts for (other tills,
  the website, or a movement the till lost);
- not applied: REJECTED and NOT_APPLIED movements; no money moved, listed so the shift is complete.
- not keyed on the POS: done redemptions nobody ticked as keyed on the property's POS (listed first:
  the guest's payment is missing from the POS until someone keys them).

Totals are per event type and currency, from the service's events: for the whole location and for
the events this till's movements account for.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from typing import Generic, Protocol, TypeVar

from app.core.csv_text import csv_cell
from app.core.movement import Movement, MovementState
from app.core.pos_handoff import needs_keying
from app.core.reconcile import EventLike, Verdict, judge


class ReportEvent(EventLike, Protocol):
    """A balance event with its currency, which the totals need (the api's ``BalanceEvent`` fits)."""

    @property
    def currency_code(self) -> str: ...


E = TypeVar("E", bound=ReportEvent)

_NOT_APPLIED = frozenset({MovementState.REJECTED, MovementState.NOT_APPLIED})


@dataclass(frozen=True)
class MatchedPair(Generic[E]):
    movement: Movement
    event: E
    by_id: bool


@dataclass(frozen=True)
class TypeTotal:
    type: str
    currency: str
    amount: Decimal
    count: int


@dataclass(frozen=True)
class ShiftReport(Generic[E]):
    till: str
    location_id: int
    start: datetime
    end: datetime
    matched: tuple[MatchedPair[E], ...]
    only_in_till: tuple[Movement, ...]
    only_in_service: tuple[E, ...]
    not_applied: tuple[Movement, ...]
    totals: tuple[TypeTotal, ...]
    till_totals: tuple[TypeTotal, ...]
    not_keyed: tuple[Movement, ...] = ()
    unconfirmed: tuple[Movement, ...] = ()
    mismatched: tuple[Movement, ...] = ()
    found_late: tuple[Movement, ...] = ()

    @property
    def balanced(self) -> bool:
        """True when every movement of the till is accounted for by the service, with no doubt left."""
        return not self.only_in_till and not self.unconfirmed and not self.mismatched


def build_shift_report(
    movements: Sequence[Movement],
    events: Sequence[E],
    *,
    till: str,
    location_id: int,
    start: datetime,
    end: datetime,
    keyed: Collection[str] | None = None,
    only_till: bool = False,
) -> ShiftReport[E]:
    """Compare one till's journal for a shift with the location's service events for the same window.

    ``keyed`` holds the ids of movements ticked as keyed on the POS; None leaves that check out.
    ``only_till``: this till is the only one at its location (the setting), so a movement still
    unknown may be paired with its single identical event; otherwise that event could be another
    till's and the movement stays "only in the till".
    """
    by_event_id = {event.event_id: event for event in events}
    claimed = {m.result_event_id for m in movements if m.result_event_id is not None}
    matched: list[MatchedPair[E]] = []
    only_in_till: list[Movement] = []
    not_applied: list[Movement] = []
    unconfirmed = [m for m in movements if m.state is MovementState.UNCONFIRMED]
    for movement in sorted(movements, key=lambda m: m.created):
        if movement.state in _NOT_APPLIED:
            not_applied.append(movement)
            continue
        if movement.state is MovementState.UNCONFIRMED:
            continue
        if movement.result_event_id is not None:
            event = by_event_id.get(movement.result_event_id)
            if event is None:
                only_in_till.append(movement)
            else:
                matched.append(MatchedPair(movement, event, by_id=True))
            continue
        judgement = (
            judge(movement, events, claimed=claimed, only_till=only_till) if movement.unresolved else None
        )
        found = judgement.event if judgement is not None and judgement.verdict is Verdict.FOUND else None
        if found is None:
            only_in_till.append(movement)
        else:
            claimed.add(found.event_id)
            matched.append(MatchedPair(movement, found, by_id=False))
    accounted = {pair.event.event_id for pair in matched}
    only_in_service = sorted(
        (event for event in events if event.event_id not in accounted),
        key=lambda event: (event.created, event.event_id),
    )
    return ShiftReport(
        till=till,
        location_id=location_id,
        start=start,
        end=end,
        matched=tuple(matched),
        only_in_till=tuple(only_in_till),
        only_in_service=tuple(only_in_service),
        not_applied=tuple(not_applied),
        totals=_totals(events),
        till_totals=_totals([pair.event for pair in matched]),
        not_keyed=() if keyed is None else tuple(needs_keying(movements, keyed)),
        unconfirmed=tuple(sorted(unconfirmed, key=lambda m: m.created)),
        mismatched=tuple(
            m for m in sorted(movements, key=lambda m: m.created) if m.state is MovementState.MISMATCH
        ),
        found_late=tuple(m for m in sorted(movements, key=lambda m: m.created) if m.late_found is not None),
    )


def _totals(events: Sequence[ReportEvent]) -> tuple[TypeTotal, ...]:
    amounts: defaultdict[tuple[str, str], Decimal] = defaultdict(Decimal)
    counts: defaultdict[tuple[str, str], int] = defaultdict(int)
    for event in events:
        key = (event.type, event.currency_code)
        amounts[key] += event.amount
        counts[key] += 1
    return tuple(
        TypeTotal(type=kind, currency=currency, amount=amounts[kind, currency], count=counts[kind, currency])
        for kind, currency in sorted(amounts)
    )


DETAIL_HEADER: list[object] = [
    "section",
    "time",
    "type",
    "code",
    "order",
    "amount",
    "currency",
    "staff",
    "journal id",
    "state",
    "service event id",
    "reason",
]
TOTALS_HEADER: list[object] = ["totals", "scope", "type", "currency", "amount", "count"]


def report_csv_rows(report: ShiftReport[E]) -> list[list[str]]:
    """Rows for a CSV file: a heading, one row per movement or event, a blank row, then the totals."""
    rows: list[list[object]] = [
        ["End of shift", report.till, "location", report.location_id, "from", report.start, "to", report.end],
        [],
        DETAIL_HEADER,
    ]
    rows.extend(_movement_row("not keyed on POS", movement, None) for movement in report.not_keyed)
    for pair in report.matched:
        section = "matched" if pair.by_id else "matched by reconciliation"
        rows.append(_movement_row(section, pair.movement, pair.event))
    rows.extend(_movement_row("only in till", movement, None) for movement in report.only_in_till)
    rows.extend(_event_row(event) for event in report.only_in_service)
    rows.extend(_movement_row("not applied", movement, None) for movement in report.not_applied)
    rows.extend(_movement_row("unconfirmed", movement, None) for movement in report.unconfirmed)
    rows.extend(_movement_row("mismatch", movement, None) for movement in report.mismatched)
    rows.extend(_movement_row("found late", movement, None) for movement in report.found_late)
    rows.extend([[], TOTALS_HEADER])
    for scope, totals in (("location", report.totals), ("this till", report.till_totals)):
        rows.extend(["", scope, t.type, t.currency, t.amount, t.count] for t in totals)
    return [[csv_cell(value) for value in row] for row in rows]


def _movement_row(section: str, movement: Movement, event: ReportEvent | None) -> list[object]:
    if event is not None:
        amount: Decimal | None = event.amount
    elif movement.service is not None:
        amount = movement.service.amount
    else:
        amount = movement.expected_amount
    reason = movement.reason
    if movement.decided_by:
        reason = f"decided by {movement.decided_by}" + (f": {reason}" if reason else "")
    return [
        section,
        event.created if event is not None else movement.created,
        event.type if event is not None else movement.kind,
        movement.code,
        movement.order_id,
        amount,
        event.currency_code if event is not None else movement.currency,
        movement.staff,
        movement.id,
        movement.state,
        event.event_id if event is not None else movement.result_event_id,
        reason,
    ]


def _event_row(event: ReportEvent) -> list[object]:
    return [
        "only in service",
        event.created,
        event.type,
        event.code,
        None,
        event.amount,
        event.currency_code,
        None,
        None,
        None,
        event.event_id,
        None,
    ]
