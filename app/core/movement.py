"""The money-movement record shared by the journal (which stores it) and reconciliation (which judges it).

It lives in ``core`` so the pure rules can use it without importing the store; ``app.store.journal``
re-exports every name here.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from enum import StrEnum


class MovementKind(StrEnum):
    REDEEM = "redeem"
    TOPUP = "topup"
    REVERSE = "reverse"
    REFUND = "refund"


class MovementState(StrEnum):
    PENDING = "pending"
    DONE = "done"
    REJECTED = "rejected"
    UNKNOWN = "unknown"
    NOT_APPLIED = "not_applied"


UNRESOLVED_STATES = frozenset({MovementState.PENDING, MovementState.UNKNOWN})


@dataclass(frozen=True)
class Movement:
    """One money movement the till attempted.

    ``amount`` is None for a full redemption (the service takes the whole balance), in which case
    ``balance_before`` is what the till saw and what reconciliation expects the event to carry.
    ``event_id`` is the event a REVERSE undoes; ``result_event_id`` the event the service created.
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

    @property
    def unresolved(self) -> bool:
        """PENDING counts too: found at start it means the app died mid-send and nobody knows."""
        return self.state in UNRESOLVED_STATES


def code_key(code: str) -> str:
    """The comparison form of a voucher code: letters and digits only, case-folded.

    Scanners and the service may differ in case and separators; treating two spellings of one code
    as different would let reconciliation call a redemption "not applied" and invite a second one.
    """
    return "".join(ch for ch in code.casefold() if ch.isalnum())


def to_local_naive(moment: datetime) -> datetime:
    """Local wall-clock time without a zone: the frame of the service's timestamps and of the stores."""
    if moment.tzinfo is None:
        return moment
    return moment.astimezone().replace(tzinfo=None)
