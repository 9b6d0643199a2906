"""What a line of the audit log says, as the till hands it to the log (``app.store.audit``): a
plain record, so the rules and view-models that write one need not know the store."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal


@dataclass(frozen=True)
class AuditLine:
    """One line to add to the audit log: who did what (``action``, ``outcome``), at which till,
    on which voucher, order or event, for how much, and why. The log adds the time and the chain."""

    action: str
    till: str
    staff: str
    outcome: str
    manager: str | None = None
    code: str | None = None
    order_id: int | None = None
    event_id: int | None = None
    amount: Decimal | None = None
    currency: str | None = None
    service_event_id: int | None = None
    reason: str | None = None
