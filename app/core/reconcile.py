"""Did a movement whose answer was lost happen? Decided from the service's own balance events.

The service keeps no idempotency key and does not record which till acted, so the only evidence is
an event on the same code, of the expected type and amount, close in time to the intent. The rules:

- REDEEM: a ``Redeemed`` event, same code, same location, same amount (for a full redemption the
  journal's ``balance_before``, the balance the till saw).
- TOPUP: a ``Topup`` or ``Activation`` event, same code, same location, same amount.
- REVERSE: a new event of the reversal type of the original (``REVERSAL_TYPE``), same code, and the
  original's amount (the journal's amount when the original is not among the events). The service
  may record a reversal at the original event's location rather than the till's, so location is
  not compared.
- REFUND: a ``Refund`` event on any voucher of the order. A refund is all-or-nothing, so one such
  event proves it; the earliest is returned. Refund events carry no order in ``EventLike``, so the
  caller passes the order's codes (without them, only the journal's own code is looked for).

Every match must lie within ``window`` of the intent either way (the service stamps local time with
its own clock) and must not be claimed by another journal entry. Of several candidates the one
closest in time wins, so two equal redemptions a minute apart each find their own event.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence, Set
from datetime import datetime, timedelta
from decimal import Decimal
from typing import Protocol, TypeVar

from app.core.movement import Movement, MovementKind, code_key, to_local_naive

DEFAULT_WINDOW = timedelta(minutes=10)

# [DECIDE] api-reference documents only Redeemed -> Unredeemed; Chargeback -> Reverse chargeback
# follows from the names. Neither source says what undoing a Topup or Activation creates, and the
# sandbox refuses it (not_reversible), so such a reverse is never matched: calling it not applied is
# safe, because the service refuses a second reverse. Each value is a type only a reversal creates,
# so it is evidence even when the original event is no longer in sight. Change here only.
REVERSAL_TYPE: dict[str, str] = {
    "Redeemed": "Unredeemed",
    "Chargeback": "Reverse chargeback",
}

_TYPES_FOR_KIND: dict[MovementKind, frozenset[str]] = {
    MovementKind.REDEEM: frozenset({"Redeemed"}),
    MovementKind.TOPUP: frozenset({"Topup", "Activation"}),
    MovementKind.REFUND: frozenset({"Refund"}),
}


class EventLike(Protocol):
    """What reconciliation needs of a service balance event (the api model satisfies it)."""

    @property
    def event_id(self) -> int: ...
    @property
    def code(self) -> str | None: ...
    @property
    def location_id(self) -> int: ...
    @property
    def amount(self) -> Decimal: ...
    @property
    def type(self) -> str: ...
    @property
    def created(self) -> datetime: ...


E = TypeVar("E", bound=EventLike)


def find_matching_event(
    movement: Movement,
    events: Sequence[E],
    *,
    window: timedelta = DEFAULT_WINDOW,
    already_claimed: Set[int],
    order_codes: Collection[str] | None = None,
) -> E | None:
    """The service event that proves ``movement`` happened, or None if these events show none."""
    when = to_local_naive(movement.created)
    in_window = [
        event
        for event in events
        if event.event_id not in already_claimed
        and event.event_id != movement.event_id
        and abs(to_local_naive(event.created) - when) <= window
    ]
    if movement.kind is MovementKind.REFUND:
        return _refund_event(movement, in_window, order_codes)
    if movement.kind is MovementKind.REVERSE:
        candidates = _reversal_candidates(movement, events, in_window)
    else:
        candidates = _movement_candidates(movement, in_window)
    if not candidates:
        return None
    return min(candidates, key=lambda event: (abs(to_local_naive(event.created) - when), event.event_id))


def _movement_candidates(movement: Movement, events: Sequence[E]) -> list[E]:
    expected = movement.amount if movement.amount is not None else movement.balance_before
    if movement.code is None or expected is None:
        return []
    key = code_key(movement.code)
    types = _TYPES_FOR_KIND[movement.kind]
    return [
        event
        for event in events
        if event.type in types
        and event.location_id == movement.location_id
        and event.amount == expected
        and _same_code(event, key)
    ]


def _reversal_candidates(movement: Movement, all_events: Sequence[E], events: Sequence[E]) -> list[E]:
    original = next((event for event in all_events if event.event_id == movement.event_id), None)
    code = movement.code if movement.code is not None else (original.code if original else None)
    if code is None:
        return []
    if original is not None and original.type in REVERSAL_TYPE:
        types = frozenset({REVERSAL_TYPE[original.type]})
    elif original is not None:
        return []
    else:
        types = frozenset(REVERSAL_TYPE.values())
    amount = original.amount if original is not None else movement.amount
    key = code_key(code)
    return [
        event
        for event in events
        if event.type in types and _same_code(event, key) and (amount is None or event.amount == amount)
    ]


def _refund_event(movement: Movement, events: Sequence[E], order_codes: Collection[str] | None) -> E | None:
    codes = list(order_codes or ()) or ([movement.code] if movement.code is not None else [])
    keys = {code_key(code) for code in codes}
    refunds = [
        event
        for event in events
        if event.type == "Refund" and event.code is not None and code_key(event.code) in keys
    ]
    return min(refunds, key=lambda event: (to_local_naive(event.created), event.event_id), default=None)


def _same_code(event: EventLike, key: str) -> bool:
    return event.code is not None and code_key(event.code) == key
