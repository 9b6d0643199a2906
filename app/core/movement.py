"""The money-movement record shared by the journal (which stores it) and reconciliation (which judges it).

It lives in ``core`` so the pure rules can use it without importing the store; ``app.store.journal``
re-exports every name here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from decimal import Decimal
from enum import StrEnum

from app.api.timeline import Anchor
from app.core.bill_tag import BillTag


class MovementKind(StrEnum):
    REDEEM = "redeem"
    TOPUP = "topup"
    REVERSE = "reverse"
    REFUND = "refund"
    SALE = "sale"


#: The event type a movement of each kind asks the service for: what it is called while no event of
#: its own has come back.
ASKED_EVENT_TYPE = {
    MovementKind.REDEEM: "Redeemed",
    MovementKind.TOPUP: "Topup",
    MovementKind.REVERSE: "Unredeemed",
    MovementKind.REFUND: "Refund",
    MovementKind.SALE: "Activation",
}


class MovementState(StrEnum):
    """Where a movement stands; also how it ended (``MovementResult.outcome``), which is never PENDING.

    MISMATCH: the service answered with other figures than were asked (another amount, code,
    currency or location); its own figures are kept in ``service`` and are what stands, for a
    manager to check. UNCONFIRMED: the answer was lost (or, for a reverse, could not be checked) and
    the service's records cannot single out this till's event (another till's identical movement
    could be it); ``candidates`` holds the events that could be it, for a manager to decide.
    """

    PENDING = "pending"
    DONE = "done"
    REJECTED = "rejected"
    UNKNOWN = "unknown"
    NOT_APPLIED = "not_applied"
    MISMATCH = "mismatch"
    UNCONFIRMED = "unconfirmed"


#: Money may have moved and nobody knows: any of these blocks a new movement on the same code.
UNRESOLVED_STATES = frozenset({MovementState.PENDING, MovementState.UNKNOWN, MovementState.UNCONFIRMED})


@dataclass(frozen=True, slots=True)
class ServiceEvent:
    """A service balance event as the journal keeps it: an answer's figures, or a candidate's.

    ``created`` is the service's own stamp (property-local time, no zone), never converted.
    """

    event_id: int
    type: str
    code: str | None
    location_id: int | None  # None: not made at a till (an online sale)
    amount: Decimal
    currency: str
    starting_balance: Decimal
    balance: Decimal
    created: datetime


@dataclass(frozen=True, slots=True)
class Movement:
    """One money movement the till attempted.

    ``amount`` is None for a full redemption (the service takes the whole balance), in which case
    ``balance_before`` is what the till saw and what reconciliation expects the event to carry.
    ``event_id`` is the event a REVERSE undoes; ``result_event_id`` the event the service created.
    ``anchor`` and ``clock_offset_s`` are what the till knew of the service's timeline when it sent
    (see ``app.core.reconcile``). ``decided_by`` names the manager whose word settled it;
    ``late_found`` is when a movement called not applied turned out to have gone through.
    ``approved_by`` names the manager whose PIN allowed it when it was sent (a top-up, a reverse, a
    refund), kept so that an audit line written later, by reconciliation at start-up or by a
    manager's decision, still says who allowed it.

    Slotted, as its anchor, service event, bill tag and hand-off are: the POS hand-off holds a
    day's movements of this till, each with those, so each is its fields and no dictionary.
    """

    id: str
    kind: MovementKind
    code: str | None
    order_id: int | None
    event_id: int | None
    amount: Decimal | None
    currency: str | None
    location_id: int
    staff: str
    till: str
    created: datetime
    state: MovementState
    result_event_id: int | None
    reason: str | None
    updated: datetime
    balance_before: Decimal | None
    anchor: Anchor | None = None
    clock_offset_s: float | None = None
    sent_epoch: float | None = None
    service: ServiceEvent | None = None
    candidates: tuple[ServiceEvent, ...] = field(default=())
    decided_by: str | None = None
    late_found: datetime | None = None
    #: The location the event must be at: the till's for a redemption, the original's for a reverse.
    expected_location_id: int | None = None
    approved_by: str | None = None
    #: The bill this redemption is one line of (``app.core.bill``), or None for one on its own.
    bill: BillTag | None = None

    @property
    def unresolved(self) -> bool:
        """PENDING counts too: found at start it means the app died mid-send and nobody knows."""
        return self.state in UNRESOLVED_STATES

    @property
    def expected_amount(self) -> Decimal | None:
        return self.amount if self.amount is not None else self.balance_before


def code_key(code: str) -> str:
    """The comparison form of a voucher code: letters and digits only, case-folded.

    Scanners and the service may differ in case and separators; treating two spellings of one code
    as different would let reconciliation call a redemption "not applied" and invite a second one.
    """
    return "".join(ch for ch in code.casefold() if ch.isalnum())


def to_local_naive(moment: datetime) -> datetime:
    """Local wall-clock time without a zone: the frame the stores keep their own times in."""
    if moment.tzinfo is None:
        return moment
    return moment.astimezone().replace(tzinfo=None)
