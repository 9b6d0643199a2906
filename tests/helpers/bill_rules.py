"""A bill's vouchers and lines, for the bill's own rules: a voucher as the service reads it, in
pounds, and a line of the bill that takes its whole balance unless an amount is given."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from app.api.models import Voucher
from app.core.bill import BillLine


def voucher(code: str, balance: str, *, part: bool = True, expiry: str | None = None, **more: Any) -> Voucher:
    fields: dict[str, Any] = {
        "rowID": 1,
        "orderID": 1,
        "name": "Gift",
        "redeemCode": code,
        "status": "Valid",
        "currencyCode": "GBP",
        "partiallyRedeemable": part,
        "expiryDate": expiry,
        "balances": {"current": {"GBP": balance}},
    }
    fields.update(more)
    return Voucher.model_validate(fields)


def line(v: Voucher, scanned: int, amount: str | None = None, typed: bool = False) -> BillLine:
    return BillLine(v, Decimal(amount) if amount else v.balance, scanned, typed=typed)
