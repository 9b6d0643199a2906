"""Did a movement happen, and is the event found this till's? Decided from the service's own records.

The service keeps no idempotency key and does not record which till acted: the only evidence is its
balance events (and, for a refund, the order; for a reverse, the original's redeem-history line).

**Evidence trusted, and why.**

- *Event ids* grow on the service ([DECIDE]: the sandbox's do, and every list the service
  documents is ordered as if they did; a real account that showed otherwise would break this
  rule, which is why it lives here only). With each intent the journal keeps its **anchor**, the newest
  event the till had seen before sending (``app.api.timeline``): an event with an id at or below it
  existed before the request left, so it is never this movement's. This needs no clock at all.
  Except that a service restored from a backup or failed over hands out ids again from below the
  anchor: so an event stamped after the intent by the service's clock (the intent's time moved by
  the offset the till had measured, ``after_intent``) counts as after it too, whatever its id. A
  stale anchor can then make a movement unconfirmed, never "not applied" while the money was taken.
- *The service's own stamps* only bound how much history is read: from a day
  (``NO_ANCHOR_SLACK``) before the anchor's ``created``. A service whose clock is moved back hours
  after the anchor (a DST change, an operator correcting it, a restored server) stamps this till's
  event hours *before* the anchor; a bound of two hours missed it, called the movement not applied,
  and the cashier's retry took the money twice. The cost: a reconciliation reads a day of the
  account's events (a few pages on a busy property) instead of two hours; it happens only for an
  answer that was lost, and while such a movement is re-checked. Reading until ids fall below the
  anchor would be cheaper, but pages come newest *stamp* first, so after the same clock change the
  event sought would sit below older ones.
- *The till's clock* is never compared with the service's. It only measures how long the till has
  waited (the settle period) and, in the journal, when the till acted. The measured clock offset is
  journalled and shown, not used to decide.
- *A redeem-history line* of the original event says whether a reverse took effect: a
  ``Redeemed`` event is reversed once at most, so "Unredeemed" there proves it (and, after an
  answer, that the event reversed was this one, not another: ``app.services.movements``).
- *The order's* ``refunded`` flag proves a refund: an order is refunded once at most.
- *An answer proven this request's* whose write the till never finished (stopped between the
  cashier's screen and the journal's mark, ``Journal.note_answer``): the journal holds the event
  the answer named on the still pending intent. That event among the candidates is this
  movement's, on any desk: the answer was checked against the request when it came.
- *The setting* ``only_till_here`` (the manager's word that this till is the only one at its
  location, and the built-in training sandbox's): nothing in the service's records tells two tills
  apart, so only this says that an identical event after the anchor cannot be another till's.

**The rules.** A *candidate* is an event after the anchor, not claimed by another journal entry, of
the expected type, code (any spelling), amount and location (the till's for a redemption or topup;
the original event's for a reverse, which the service records where the original happened).

- The candidate the journal noted from a proven answer: **found**, whatever else the records hold.
- Exactly one candidate, on a till that is the only one at its location: **found**.
- Exactly one candidate anywhere else: **ambiguous** — another till's identical movement at the
  same location could be the one found while this one is the one missing (two tills redeeming £5
  from one voucher at once, one request lost before it was applied). The candidate goes to a manager.
- Several candidates: **ambiguous**, all of them go to a manager. Never a guess.
- No candidate, but *related* events (``related_events``): unclaimed events after the anchor on the
  same code of the expected type with another amount or location, or one of the expected type, at
  the till's location, for the same amount, on another code. A service that recorded the request
  otherwise than asked and lost its answer leaves exactly these: **ambiguous**, with them as the
  candidates, never "not applied", because a cashier's retry would take the money again.
- Nothing at all: nothing the service holds could be this movement (after the settle period, "not
  applied").

A reverse whose original's history line still says "Redeemed" did not happen as asked; another
reversal on the same code after the anchor makes it ambiguous (the service may have reversed another
event), none makes it not applied. One whose line says "Unredeemed" was reversed, once (a second
reversal of the same original is refused), but not necessarily by this till: another till's manager
may have reversed the same mistaken event while this till's answer was lost. So its single reversal
after the intent is this till's only on a till that is the only one at its location, and goes to a
manager anywhere else ("possibly by another till"); a reversal only before the intent was another's
(ELSEWHERE: this till's request did not do it, and nothing more is to be done).

A refund follows the same rule (``app.services.movements``): the order's ``refunded`` flag proves a
refund, not whose. Refund events after the intent are this till's only on the only till at its
location; otherwise a manager decides; refund events only before the intent mean another till (or
the back office) refunded it first, and the cashier is told not to refund the payment again.

The cost of the rules: on a till not marked the only one, every lost answer whose event is found
waits for a manager; and a lost answer on a voucher another till used after the anchor, or beside
another till's same-amount redemption on another code, is never called not applied by itself.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterator, Mapping, Sequence, Set
from dataclasses import dataclass
from datetime import datetime, timedelta
from decimal import Decimal
from enum import StrEnum
from typing import Generic, Protocol, TypeVar

from app.core.i18n import translate
from app.core.movement import Movement, MovementKind, ServiceEvent, code_key

#: How far before the anchor's stamp (or, with no anchor, the intent's) the search starts: a day
#: and a DST hour, because a service's clock can be moved back hours after the anchor (see above).
NO_ANCHOR_SLACK = timedelta(hours=26)
#: How much earlier than the intent (by the measured offset) the service may have stamped its event.
#: The offset is an event's stamp less the till's time the answer came, so a slow round trip only
#: makes the estimate earlier (safer); the slack covers the one-second stamps and the clocks' drift
#: since the offset was measured.
STAMP_SLACK = timedelta(seconds=30)

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
    MovementKind.SALE: frozenset({"Activation"}),
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


E = TypeVar("E", bound=EventLike)


class Verdict(StrEnum):
    """FOUND: this till's event, proven. AMBIGUOUS: a manager must decide between the candidates.
    NONE: nothing yet (after the settle period: not applied). ELSEWHERE: done before this till's
    request left, so by another till or the back office: this till's request did not do it, and
    waiting changes nothing (an order is refunded, an event reversed, once at most)."""

    FOUND = "found"
    AMBIGUOUS = "ambiguous"
    NONE = "none"
    ELSEWHERE = "elsewhere"


@dataclass(frozen=True)
class Judgement(Generic[E]):
    verdict: Verdict
    event: E | None = None
    candidates: tuple[E, ...] = ()
    #: Why the candidates could not be told apart, in till words ("" unless ambiguous).
    why: str = ""


def possibly_elsewhere(what: str, when: datetime | None) -> str:
    """The reason a manager reads when the service shows the movement done, but not by whom:
    "order #5087 was refunded at 14:02, possibly by another till" (``movement_text`` asks the
    manager whether this till's request went through)."""
    if when is None:
        return translate("Reconcile", "{what}, possibly by another till").format(what=what)
    return translate("Reconcile", "{what} at {time}, possibly by another till").format(
        what=what, time=f"{when:%H:%M}"
    )


def expected_types(movement: Movement, original_type: str | None = None) -> frozenset[str]:
    """The event types that may be this movement, when searching the service's events for it.

    Both top-up types stay candidates here: a new card's activation that another till beat is
    applied by the service as a ``Topup``, and calling that "not applied" would hide money that
    moved. The direct answer is held to the one type (``app.core.answers.answer_types``).
    """
    if movement.kind is MovementKind.REVERSE:
        reversal = REVERSAL_TYPE.get(original_type or "")
        return frozenset({reversal}) if reversal else frozenset(REVERSAL_TYPE.values())
    return _TYPES_FOR_KIND[movement.kind]


def search_since(movement: Movement) -> datetime:
    """Where, on the service's clock, the search for this movement's event starts."""
    if movement.anchor is not None:
        return movement.anchor.created - NO_ANCHOR_SLACK
    return movement.created - NO_ANCHOR_SLACK


def intent_on_service_clock(movement: Movement) -> datetime | None:
    """The earliest the service's clock can have stamped this movement's event, or None if unknown.

    The intent's time on the till's clock moved by the offset the till had measured when it sent,
    less ``STAMP_SLACK``; with no offset measured yet, just after the anchor's own stamp.
    """
    if movement.clock_offset_s is not None:
        return movement.created + timedelta(seconds=movement.clock_offset_s) - STAMP_SLACK
    if movement.anchor is not None:
        return movement.anchor.created + timedelta(seconds=1)
    return None


def after_intent(movement: Movement, event: EventLike) -> bool:
    """Whether ``event`` may have been created after this movement was sent.

    Above the anchor by id, or stamped after the intent by the service's own clock: a service
    restored from a backup, or failed over, hands out ids again from below the anchor, and a
    till that trusted ids alone called its own event (700245, below an anchor of 700249) not
    applied while the money was taken.
    """
    if movement.anchor is None or event.event_id > movement.anchor.event_id:
        return True
    earliest = intent_on_service_clock(movement)
    return earliest is not None and event.created >= earliest


def claimed_ids(claims: Mapping[int, ServiceEvent | None], events: Sequence[EventLike]) -> set[int]:
    """The ids of ``events`` the journal accounts for, and every claimed id not among them.

    A claimed id on an event with other figures (code, type, amount, stamp) than the journal kept
    is not the claimed event: a service restored from a backup hands the same id to a new event,
    which may be the very movement sought.
    """
    seen = {event.event_id: event for event in events}
    return {
        event_id
        for event_id, kept in claims.items()
        if kept is None or event_id not in seen or _same_event(kept, seen[event_id])
    }


def _same_event(kept: ServiceEvent, event: EventLike) -> bool:
    return (
        code_key(kept.code or "") == code_key(event.code or "")
        and kept.type == event.type
        and kept.amount == abs(event.amount)
        and kept.created == event.created
    )


def _unclaimed_after_intent(
    movement: Movement, events: Sequence[E], claimed: Set[int], original_type: str | None
) -> Iterator[E]:
    """Events of the expected type on some code, after the intent and claimed by no other movement."""
    types = expected_types(movement, original_type)
    for event in events:
        if (
            after_intent(movement, event)
            and event.event_id not in claimed
            and event.event_id != movement.event_id
            and event.type in types
            and event.code is not None
        ):
            yield event


@dataclass(frozen=True)
class _Asked:
    """What a movement asked of the service, to hold its events against: the code (as a key), the
    location and the amount."""

    key: str
    location: int | None
    amount: Decimal

    def on_code(self, event: EventLike) -> bool:
        return event.code is not None and code_key(event.code) == self.key

    def here_for_amount(self, event: EventLike) -> bool:
        return event.location_id == self.location and abs(event.amount) == self.amount

    def exactly(self, event: EventLike) -> bool:
        """The event is what was asked: on the code, at the location, for the amount."""
        return self.here_for_amount(event) and self.on_code(event)

    def partly(self, event: EventLike) -> bool:
        """The event could be what was asked recorded otherwise: on the code, or here for the amount."""
        return self.on_code(event) or self.here_for_amount(event)


def _asked(movement: Movement) -> _Asked | None:
    """None for a movement with no code or no amount to match (nothing can be its event)."""
    expected = movement.expected_amount
    if movement.code is None or expected is None:
        return None
    return _Asked(code_key(movement.code), movement.expected_location_id or movement.location_id, expected)


def candidates_for(
    movement: Movement, events: Sequence[E], *, claimed: Set[int], original_type: str | None = None
) -> list[E]:
    """Events that could be this movement's, oldest first (see the module's rules)."""
    return _fitting(movement, events, claimed, original_type, _Asked.exactly)


def related_events(
    movement: Movement, events: Sequence[E], *, claimed: Set[int], original_type: str | None = None
) -> list[E]:
    """Unclaimed events after the anchor that could be this movement recorded otherwise than asked.

    Of the expected type, either on the same code (any amount or location), or at the till's
    location for the same amount on another code. Oldest first; empty for a refund.
    """
    if movement.kind is MovementKind.REFUND:
        return []
    return _fitting(movement, events, claimed, original_type, _Asked.partly)


def _fitting(
    movement: Movement,
    events: Sequence[E],
    claimed: Set[int],
    original_type: str | None,
    fits: Callable[[_Asked, E], bool],
) -> list[E]:
    """The unclaimed events after the intent that ``fits`` what the movement asked, oldest first."""
    asked = _asked(movement)
    if asked is None:
        return []
    found = [
        event
        for event in _unclaimed_after_intent(movement, events, claimed, original_type)
        if fits(asked, event)
    ]
    return sorted(found, key=lambda event: event.event_id)


def judge(
    movement: Movement,
    events: Sequence[E],
    *,
    claimed: Set[int],
    only_till: bool,
    original_type: str | None = None,
    original_reversed: bool | None = None,
) -> Judgement[E]:
    """The verdict on a redemption, topup or reverse whose answer was lost (see the module's rules).

    ``events`` are the service's events since ``search_since(movement)``; ``claimed`` the ids this
    till's journal already accounts for; ``only_till`` whether this till is known to be the only
    one at its location. For a reverse, ``original_reversed`` is what the original's redeem-history
    line says (None when there is no such line).
    """
    candidates = candidates_for(movement, events, claimed=claimed, original_type=original_type)
    if movement.kind is MovementKind.REVERSE and original_reversed is not None:
        if original_reversed:
            return _judge_reversed(movement, candidates, only_till=only_till)
        candidates = []
    proven = next((event for event in candidates if event.event_id == movement.result_event_id), None)
    if proven is not None:
        return Judgement(Verdict.FOUND, proven, (proven,))
    if len(candidates) > 1:
        return Judgement(
            Verdict.AMBIGUOUS,
            candidates=tuple(candidates),
            why=translate("Reconcile", "the service shows more than one identical movement on this voucher"),
        )
    if len(candidates) == 1:
        return _one_candidate(
            candidates,
            only_till=only_till,
            why=translate(
                "Reconcile",
                "another till at this location could have made it; the service does not say which till did",
            ),
        )
    related = related_events(movement, events, claimed=claimed, original_type=original_type)
    if related:
        return Judgement(
            Verdict.AMBIGUOUS,
            candidates=tuple(related),
            why=translate(
                "Reconcile",
                "it may have been recorded otherwise than asked (another amount, place or voucher)",
            ),
        )
    return Judgement(Verdict.NONE)


def _judge_reversed(movement: Movement, candidates: Sequence[E], *, only_till: bool) -> Judgement[E]:
    """A lost reverse whose original the redeem history shows reversed: by this request, or another's."""
    if len(candidates) == 1:
        return _one_candidate(
            candidates,
            only_till=only_till,
            why=possibly_elsewhere(
                translate("Reconcile", "event {event} was reversed").format(event=movement.event_id),
                candidates[0].created,
            ),
        )
    if candidates:
        return Judgement(
            Verdict.AMBIGUOUS,
            candidates=tuple(candidates),
            why=translate("Reconcile", "several reversals of that amount on this voucher could be this one"),
        )
    return Judgement(
        Verdict.ELSEWHERE,
        why=translate(
            "Reconcile", "event {event} was already reversed by another till before this one asked"
        ).format(event=movement.event_id),
    )


def _one_candidate(candidates: Sequence[E], *, only_till: bool, why: str) -> Judgement[E]:
    """One event that could be this request's: found when no other till works here, else a
    manager's to decide (``why``), since the service does not say which till made it."""
    if only_till:
        return Judgement(Verdict.FOUND, candidates[0], tuple(candidates))
    return Judgement(Verdict.AMBIGUOUS, candidates=tuple(candidates), why=why)


def refund_events(
    movement: Movement, events: Sequence[E], *, order_codes: Collection[str], after: int | None = None
) -> list[E]:
    """The Refund events of the order's vouchers after ``after`` (an id), or by default after the
    intent (``after_intent``: above the anchor, or stamped after the intent), oldest first."""
    keys = {code_key(code) for code in order_codes} or (
        {code_key(movement.code)} if movement.code is not None else set()
    )
    return sorted(
        (
            event
            for event in events
            if event.type == "Refund"
            and (after_intent(movement, event) if after is None else event.event_id > after)
            and event.code is not None
            and code_key(event.code) in keys
        ),
        key=lambda event: event.event_id,
    )
