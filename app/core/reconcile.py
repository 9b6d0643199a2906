"""Did a movement happen, and is the event found this till's? Decided from the service's own records.

The service keeps no idempotency key and does not record which till acted: the only evidence is its
balance events (and, for a refund, the order; for a reverse, the original's redeem-history line).

**Evidence trusted, and why.**

- *Event ids* grow on the service ([DECIDE]: the sandbox's do, and every list the service
  documents is ordered as if they did; a real account that showed otherwise would break this
  rule, which is why it lives here only). With each intent the journal keeps its **anchor**, the newest
  event the till had seen before sending (``app.core.timeline``): an event with an id at or below it
  existed before the request left, so it is never this movement's. This needs no clock at all.
- *The service's own stamps*, compared only with each other: the search for a movement's event
  starts at the anchor's ``created`` less ``DST_SLACK`` (a property that turns its clocks back an
  hour stamps later events earlier), and another till's activity is judged "recent" by the
  distance between two service stamps.
- *The till's clock* is never compared with the service's. It only measures how long the till has
  waited (the settle period) and, in the journal, when the till acted. The measured clock offset is
  journalled and shown, not used to decide.
- *A redeem-history line* of the original event says whether a reverse took effect: a
  ``Redeemed`` event is reversed once at most, so "Unredeemed" there proves it.
- *The order's* ``refunded`` flag proves a refund: an order is refunded once at most.

**The rules.** A *candidate* is an event after the anchor, not claimed by another journal entry, of
the expected type, code (any spelling), amount and location (the till's for a redemption or topup;
the original event's for a reverse, which the service records where the original happened).

- No candidate: nothing the service holds could be this movement (after the settle period, "not
  applied").
- Exactly one candidate, and no other activity at that location within ``RECENT`` of it that this
  till's journal does not account for: it can only be this till's — **found**.
- Otherwise (several candidates, or another till at work at the location, whose identical
  movement could be the one found while this one is the one missing): **ambiguous**, the
  candidates go to a manager. Never a guess.

A reverse whose original's history line still says "Redeemed" did not happen, whatever other
reversals exist; one whose line says "Unredeemed" happened, and its single candidate is the event.

The one case these records cannot separate: a second till, at the same location, with no other
activity within ``RECENT``, making the identical movement on the same voucher between this till's
anchor and its lost answer. It would be taken for this till's.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence, Set
from dataclasses import dataclass
from datetime import datetime, timedelta
from decimal import Decimal
from enum import StrEnum
from typing import Generic, Protocol, TypeVar

from app.core.money import format_money
from app.core.movement import Movement, MovementKind, ServiceEvent, code_key

#: How far before the anchor's stamp the search starts: a DST change turns a clock back an hour.
DST_SLACK = timedelta(hours=2)
#: With no anchor (nothing read from the service before sending), a day either side of the intent.
NO_ANCHOR_SLACK = timedelta(hours=26)
#: Another till's activity this close (on the service's clock) to a candidate makes it ambiguous.
RECENT = timedelta(hours=1)

# [DECIDE] api-reference documents only Redeemed -> Unredeemed; Chargeback -> Reverse chargeback
# follows from the names. Neither source says what undoing a Topup or Activation creates, and the
# sandbox refuses it (not_reversible), so such a reverse is never matched: calling it not applied is
# safe, because the service refuses a second reverse. Change here only.
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
    def location_id(self) -> int | None: ...  # None: not made at a till (an online sale)
    @property
    def amount(self) -> Decimal: ...
    @property
    def type(self) -> str: ...
    @property
    def created(self) -> datetime: ...


class FullEvent(EventLike, Protocol):
    """An event with its currency and balances: what an answer check and a candidate need."""

    @property
    def currency_code(self) -> str: ...
    @property
    def starting_balance(self) -> Decimal: ...
    @property
    def balance(self) -> Decimal: ...


E = TypeVar("E", bound=EventLike)


class Verdict(StrEnum):
    FOUND = "found"
    AMBIGUOUS = "ambiguous"
    NONE = "none"


@dataclass(frozen=True)
class Judgement(Generic[E]):
    verdict: Verdict
    event: E | None = None
    candidates: tuple[E, ...] = ()
    #: Why the candidates could not be told apart, in till words ("" unless ambiguous).
    why: str = ""


def expected_types(movement: Movement, original_type: str | None = None) -> frozenset[str]:
    if movement.kind is MovementKind.REVERSE:
        reversal = REVERSAL_TYPE.get(original_type or "")
        return frozenset({reversal}) if reversal else frozenset(REVERSAL_TYPE.values())
    return _TYPES_FOR_KIND[movement.kind]


def search_since(movement: Movement) -> datetime:
    """Where, on the service's clock, the search for this movement's event starts."""
    if movement.anchor is not None:
        return movement.anchor.created - DST_SLACK
    return movement.created - NO_ANCHOR_SLACK


def candidates_for(
    movement: Movement, events: Sequence[E], *, claimed: Set[int], original_type: str | None = None
) -> list[E]:
    """Events that could be this movement's, oldest first (see the module's rules)."""
    expected = movement.expected_amount
    if movement.code is None or expected is None:
        return []
    key = code_key(movement.code)
    types = expected_types(movement, original_type)
    location = movement.expected_location_id or movement.location_id
    after = movement.anchor.event_id if movement.anchor is not None else 0
    found = [
        event
        for event in events
        if event.event_id > after
        and event.event_id not in claimed
        and event.event_id != movement.event_id
        and event.type in types
        and event.location_id == location
        and abs(event.amount) == expected
        and event.code is not None
        and code_key(event.code) == key
    ]
    return sorted(found, key=lambda event: event.event_id)


def judge(
    movement: Movement,
    events: Sequence[E],
    *,
    claimed: Set[int],
    original_type: str | None = None,
    original_reversed: bool | None = None,
) -> Judgement[E]:
    """The verdict on a redemption, topup or reverse whose answer was lost (see the module's rules).

    ``events`` are the service's events since ``search_since(movement)``; ``claimed`` the ids this
    till's journal already accounts for. For a reverse, ``original_reversed`` is what the original's
    redeem-history line says (None when there is no such line).
    """
    candidates = candidates_for(movement, events, claimed=claimed, original_type=original_type)
    if movement.kind is MovementKind.REVERSE and original_reversed is not None:
        if not original_reversed or not candidates:
            return Judgement(Verdict.NONE)
        if len(candidates) == 1:
            return Judgement(Verdict.FOUND, candidates[0], tuple(candidates))
        return Judgement(
            Verdict.AMBIGUOUS,
            candidates=tuple(candidates),
            why="several reversals of that amount on this voucher could be this one",
        )
    if not candidates:
        return Judgement(Verdict.NONE)
    if len(candidates) > 1:
        return Judgement(
            Verdict.AMBIGUOUS,
            candidates=tuple(candidates),
            why="the service shows more than one identical movement on this voucher",
        )
    [only] = candidates
    location = movement.expected_location_id or movement.location_id
    others = [
        event
        for event in events
        if event.location_id == location
        and event.event_id not in claimed
        and event.event_id != only.event_id
        and abs(event.created - only.created) <= RECENT
    ]
    if others:
        return Judgement(
            Verdict.AMBIGUOUS,
            candidates=(only,),
            why="another till has been at work at this location, so the event found could be its",
        )
    return Judgement(Verdict.FOUND, only, (only,))


def refund_events(
    movement: Movement, events: Sequence[E], *, order_codes: Collection[str], after: int | None = None
) -> list[E]:
    """The Refund events of the order's vouchers after ``after`` (default: the anchor), oldest first."""
    keys = {code_key(code) for code in order_codes} or (
        {code_key(movement.code)} if movement.code is not None else set()
    )
    if after is None:
        after = movement.anchor.event_id if movement.anchor is not None else 0
    return sorted(
        (
            event
            for event in events
            if event.type == "Refund"
            and event.event_id > after
            and event.code is not None
            and code_key(event.code) in keys
        ),
        key=lambda event: event.event_id,
    )


# -- answers --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Difference:
    """One figure the service recorded otherwise than the till asked."""

    field: str
    asked: str
    recorded: str


def answer_differences(
    movement: Movement, event: FullEvent, *, original_type: str | None = None
) -> list[Difference]:
    """What the service's answer records otherwise than ``movement`` asked: [] when it matches.

    Amounts are compared by magnitude (the service may sign them; the type gives the direction).
    """
    found: list[Difference] = []
    types = expected_types(movement, original_type)
    if event.type not in types:
        found.append(Difference("type", " or ".join(sorted(types)), event.type))
    if movement.code is not None and (event.code is None or code_key(event.code) != code_key(movement.code)):
        found.append(Difference("code", movement.code, event.code or "no code"))
    expected = movement.expected_amount
    currency = movement.currency or event.currency_code
    if expected is not None and abs(event.amount) != expected:
        found.append(
            Difference(
                "amount",
                format_money(expected, currency),
                format_money(abs(event.amount), event.currency_code),
            )
        )
    if movement.currency is not None and event.currency_code != movement.currency:
        found.append(Difference("currency", movement.currency, event.currency_code))
    location = movement.expected_location_id or movement.location_id
    if event.location_id != location:
        found.append(Difference("location", f"location {location}", f"location {event.location_id}"))
    return found


def service_event(event: FullEvent) -> ServiceEvent:
    """The journal's copy of a service event's figures."""
    return ServiceEvent(
        event_id=event.event_id,
        type=event.type,
        code=event.code,
        location_id=event.location_id,
        amount=abs(event.amount),
        currency=event.currency_code,
        starting_balance=event.starting_balance,
        balance=event.balance,
        created=event.created,
    )


def mismatch_text(differences: Sequence[Difference]) -> str:
    """Plain words for the cashier: "The service recorded £20.00, not £10.00 — ask a manager."""
    parts = []
    for difference in differences:
        if difference.field == "amount":
            parts.append(f"{difference.recorded}, not {difference.asked}")
        elif difference.field == "code":
            parts.append(f"it on {difference.recorded}, not {difference.asked}")
        elif difference.field == "location":
            parts.append(f"it at {difference.recorded}, not {difference.asked}")
        elif difference.field == "currency":
            parts.append(f"it in {difference.recorded}, not {difference.asked}")
        else:
            parts.append(f"a {difference.recorded} event, not {difference.asked}")
    return f"The service recorded {'; '.join(parts)} — ask a manager."
