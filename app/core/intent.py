"""A movement as the till asks for it, before anything is sent: the three parts the journal writes
down first (``app.store.journal.Journal.record_intent``).

- ``Intent``: what the movement's kind moves (its code, order or event, the amount, the balance the
  till read, the bill it belongs to). Each kind fills only its own fields.
- ``Origin``: where and by whom (the till's location, the till, the staff member, the manager whose
  PIN allowed it) and where the service is expected to record it.
- ``Timing``: what the till knew of the service's timeline just before sending, which is what lets
  a lost answer be found again among the service's records later.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from app.api.timeline import Anchor
from app.core.bill_tag import BillTag


@dataclass(frozen=True)
class Intent:
    """The kind's own fields; which of code, order and event it needs is the kind's rule
    (``app.store.journal_schema.REQUIRED_TARGET``)."""

    code: str | None = None
    order_id: int | None = None
    event_id: int | None = None
    amount: Decimal | None = None
    currency: str | None = None
    balance_before: Decimal | None = None
    bill: BillTag | None = None


@dataclass(frozen=True)
class Origin:
    """Who asked, at which till and location. ``expected_location_id`` is where the service will
    record it: the till's location, or the original event's for a reverse."""

    location_id: int
    staff: str
    till: str
    approved_by: str | None = None
    expected_location_id: int | None = None


@dataclass(frozen=True)
class Timing:
    """The newest service event the till had seen (``anchor``), the offset it had measured between
    its clock and the service's, and its own UTC seconds at sending (a DST change does not move
    them)."""

    anchor: Anchor | None = None
    clock_offset_s: float | None = None
    sent_epoch: float | None = None
