"""A bill's line: one ordinary redemption that carries the bill it belongs to into the journal.

Not a kind of its own: the request, its answer check and its settling are the redemption's
(``app.services.money.redeem``), sent through ``MovementService.move`` like any other. Only the
intent gains the bill's tag (``app.core.bill_tag``), journalled with it before the request leaves,
so the hand-off, the slip and the shift report can group a bill's redemptions after any crash.
"""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

from app.api.client import VoucherClient
from app.api.models import Voucher
from app.api.sent import OnSent
from app.core.bill_tag import BillTag
from app.services.money.kind import Sending
from app.services.money.redeem import redeem


def bill_line(
    client: VoucherClient,
    location_id: int,
    voucher: Voucher,
    amount: Decimal,
    bill: BillTag,
    on_sent: OnSent | None = None,
) -> Sending:
    """Redeem exactly ``amount`` of ``voucher`` as one line of ``bill``."""
    sending = redeem(client, location_id, voucher, amount, on_sent)
    return replace(sending, intent=replace(sending.intent, bill=bill))
