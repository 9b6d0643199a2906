"""A redemption: money taken off a voucher at this till's location.

The amount is always sent, even for the whole balance: without it the service takes whatever the
balance is when the request arrives, which another till may have changed. Its answer is a
``Redeemed`` event on the code, for the amount, at this location, starting from the balance the till
read; a lost one is settled from the service's events (``app.core.reconcile``: the rules of every
balance kind).
"""

from __future__ import annotations

from decimal import Decimal

from app.api.client import VoucherClient
from app.api.models import Voucher
from app.api.sent import OnSent
from app.core.intent import Intent
from app.core.movement import MovementKind
from app.services.money.kind import Kind, Sending


class Redeem(Kind):
    kind = MovementKind.REDEEM
    noun = "redemption"


def redeem(
    client: VoucherClient, location_id: int, voucher: Voucher, amount: Decimal, on_sent: OnSent | None
) -> Sending:
    """Redeem exactly ``amount`` of ``voucher``; ``on_sent`` is told once it is on the wire."""
    code = voucher.redeem_code
    return Sending(
        MovementKind.REDEEM,
        Intent(code=code, amount=amount, currency=voucher.currency_code, balance_before=voucher.balance),
        (code,),
        lambda: client.redeem(code, location_id, amount, on_sent=on_sent),
        location_id,
    )
