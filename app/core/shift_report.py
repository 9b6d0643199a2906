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

One frame: the service's. The report's window (``start``, ``end``) and every time it shows are in
the property's local time, the time the service stamps its events in and filters them by; the
till's own times (a movement's ``created``, on the till's clock in its zone) are moved onto it by
the measured offset (``till_to_service``, see ``service_offset``). A till in another zone than the
service therefore asks the service and its journal for the same stretch of time, and a movement is
shown beside its event at the event's time.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from decimal import Decimal
from typing import Generic, Protocol, TypeVar

from app.core.movement import Movement, MovementKind, MovementState
from app.core.pos_handoff import needs_keying
from app.core.reconcile import EventLike, Verdict, judge


class ReportEvent(EventLike, Protocol):
    """A balance event with its currency, which the totals need (the api's ``BalanceEvent`` fits)."""

    @property
    def currency_code(self) -> str: ...
    @property
    def order_id(self) -> int | None: ...


E = TypeVar("E", bound=ReportEvent)

_NOT_APPLIED = frozenset({MovementState.REJECTED, MovementState.NOT_APPLIED})


@dataclass(frozen=True)
class MatchedPair(Generic[E]):
    movement: Movement
    event: E
    by_id: bool


#: Movements answered by an order, not an event: paired with its vouchers' events of this type.
#: The totals' type of a voucher this till sold: the service calls it an ``Activation``, as it
#: does a new card activated at the counter, but the cashier sold it.
SOLD_TYPE = "Sold"
_BY_ORDER = {MovementKind.REFUND: "Refund", MovementKind.SALE: "Activation"}


@dataclass(frozen=True)
class RefundMatch(Generic[E]):
    """A refund this till made, with the service's Refund events of its order (one per voucher).

    A refund answers with no event of its own, so it is paired by its order; the till read the
    order back as refunded when it was done (``MovementService``), so it stands even when the
    events fall outside the shift's window or this location's list.
    """

    movement: Movement
    events: tuple[E, ...]

    @property
    def total(self) -> Decimal:
        return sum((event.amount for event in self.events), Decimal(0))

    @property
    def currency(self) -> str:
        return self.events[0].currency_code if self.events else (self.movement.currency or "")


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
    refunds: tuple[RefundMatch[E], ...] = ()
    #: The till's share per staff member: (staff, totals), staff in name order.
    staff_totals: tuple[tuple[str, tuple[TypeTotal, ...]], ...] = ()
    #: What moves a time on the till's clock onto the service's (the measured offset).
    till_to_service: timedelta = timedelta(0)
    #: Movements that hold the same service event as another movement of this till: one event is
    #: one movement, so at most one of them is right and a manager must say which.
    claimed_twice: tuple[Movement, ...] = ()
    #: Sales this till made, each with the Activation events of its order (paired as refunds are).
    sales: tuple[RefundMatch[E], ...] = ()

    @property
    def outside_window(self) -> tuple[MatchedPair[E], ...]:
        """This shift's movements whose events the service stamped outside the window: the journal
        holds them for the shift on the till's clock, but the service's clock moved (a service that
        stamps the property's local time, put forward or back an hour). Matched and counted all the
        same, and said to be outside."""
        return tuple(pair for pair in self.matched if not self.start <= pair.event.created <= self.end)

    @property
    def balanced(self) -> bool:
        """True when every movement of the till is accounted for by the service, with no doubt left."""
        return (
            not self.only_in_till and not self.unconfirmed and not self.mismatched and not self.claimed_twice
        )


@dataclass(frozen=True)
class ShiftWindow:
    """Whose shift a report is of: one till at its location, from ``start`` to ``end``."""

    till: str
    location_id: int
    start: datetime
    end: datetime


def build_shift_report(
    movements: Sequence[Movement],
    events: Sequence[E],
    window: ShiftWindow,
    *,
    keyed: Collection[str] | None = None,
    only_till: bool = False,
    till_to_service: timedelta = timedelta(0),
) -> ShiftReport[E]:
    """Compare one till's journal for a shift with the location's service events for the same window.

    The window's ``start`` and ``end`` are on the service's clock; ``till_to_service`` moves the
    movements' own times onto it (the caller read the journal for the same window on the till's clock).

    ``keyed`` holds the ids of movements ticked as keyed on the POS; None leaves that check out.
    ``only_till``: this till is the only one at its location (the setting), so a movement still
    unknown may be paired with its single identical event; otherwise that event could be another
    till's and the movement stays "only in the till".
    """
    by_event_id = {event.event_id: event for event in events}
    claimed = {m.result_event_id for m in movements if m.result_event_id is not None}
    twice = _claimed_twice(movements)
    matched: list[MatchedPair[E]] = []
    only_in_till: list[Movement] = []
    not_applied: list[Movement] = []
    unconfirmed = [m for m in movements if m.state is MovementState.UNCONFIRMED]
    refunds: list[RefundMatch[E]] = []
    sales: list[RefundMatch[E]] = []
    for movement in sorted(movements, key=lambda m: m.created):
        if movement.kind in _BY_ORDER and movement.state is MovementState.DONE:
            mine = tuple(
                sorted(
                    (
                        event
                        for event in events
                        if event.type == _BY_ORDER[movement.kind]
                        and event.order_id is not None
                        and event.order_id == movement.order_id
                        and event.event_id not in claimed
                    ),
                    key=lambda event: event.event_id,
                )
            )
            claimed.update(event.event_id for event in mine)
            (refunds if movement.kind is MovementKind.REFUND else sales).append(RefundMatch(movement, mine))
            continue
        if movement.state in _NOT_APPLIED:
            not_applied.append(movement)
            continue
        if movement.state is MovementState.UNCONFIRMED or movement in twice:
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
    sold = frozenset(event.event_id for sale in sales for event in sale.events)
    accounted = {pair.event.event_id for pair in matched}
    accounted.update(event.event_id for refund in (*refunds, *sales) for event in refund.events)
    staffed = [(pair.movement.staff, pair.event) for pair in matched]
    staffed += [(refund.movement.staff, event) for refund in (*refunds, *sales) for event in refund.events]
    only_in_service = sorted(
        (event for event in events if event.event_id not in accounted),
        key=lambda event: (event.created, event.event_id),
    )
    return ShiftReport(
        till=window.till,
        location_id=window.location_id,
        start=window.start,
        end=window.end,
        matched=tuple(matched),
        only_in_till=tuple(only_in_till),
        only_in_service=tuple(only_in_service),
        not_applied=tuple(not_applied),
        totals=_totals(events, sold),
        till_totals=_totals([event for _, event in staffed], sold),
        not_keyed=() if keyed is None else tuple(needs_keying(movements, keyed)),
        unconfirmed=tuple(sorted(unconfirmed, key=lambda m: m.created)),
        mismatched=tuple(
            m for m in sorted(movements, key=lambda m: m.created) if m.state is MovementState.MISMATCH
        ),
        found_late=tuple(m for m in sorted(movements, key=lambda m: m.created) if m.late_found is not None),
        refunds=tuple(refunds),
        sales=tuple(sales),
        staff_totals=tuple(
            (staff, _totals([event for who, event in staffed if who == staff], sold))
            for staff in sorted({who for who, _ in staffed})
        ),
        till_to_service=till_to_service,
        claimed_twice=tuple(sorted(twice, key=lambda m: m.created)),
    )


def _claimed_twice(movements: Sequence[Movement]) -> list[Movement]:
    """Movements whose service event another movement of the journal also holds (a refund's 0,
    "read back as refunded", names no event and is left out)."""
    holders: defaultdict[int, list[Movement]] = defaultdict(list)
    for movement in movements:
        if movement.result_event_id:
            holders[movement.result_event_id].append(movement)
    return [m for held in holders.values() if len(held) > 1 for m in held]


def service_offset(measured_s: float | None, answered: Movement | None) -> timedelta | None:
    """What moves the till's clock onto the service's: the offset measured this session, else the
    one the journal proves, else None (nothing was ever answered: both clocks are taken as one).

    The journal's proof is ``answered``, its newest movement holding the service's event: the
    service's stamp on it less the moment it was sent (``sent_epoch``, UTC, read on the till's clock
    in its zone of today). So a till restarted in another zone knows the offset before it moves money.
    """
    if measured_s is not None:
        return timedelta(seconds=measured_s)
    if answered is None or answered.service is None or answered.sent_epoch is None:
        return None
    seconds = (answered.service.created - datetime.fromtimestamp(answered.sent_epoch)).total_seconds()
    return timedelta(seconds=round(seconds))


def _totals(events: Sequence[ReportEvent], sold: frozenset[int] = frozenset()) -> tuple[TypeTotal, ...]:
    """Each type's sum and count; an ``Activation`` of a voucher this till sold (its event id in
    ``sold``) counts as a sale, not as a card activated at the counter."""
    amounts: defaultdict[tuple[str, str], Decimal] = defaultdict(Decimal)
    counts: defaultdict[tuple[str, str], int] = defaultdict(int)
    for event in events:
        key = (SOLD_TYPE if event.event_id in sold else event.type, event.currency_code)
        amounts[key] += event.amount
        counts[key] += 1
    return tuple(
        TypeTotal(type=kind, currency=currency, amount=amounts[kind, currency], count=counts[kind, currency])
        for kind, currency in sorted(amounts)
    )
