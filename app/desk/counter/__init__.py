"""The counter: the voucher scanned or typed, shown, and redeemed from.

What composition and the shell use of it; its widgets are ``widgets``. Modules named ``_…`` are
its own helpers."""

from app.desk.counter.lookup import LookupViewModel
from app.desk.counter.redeem import RedeemViewModel

__all__ = ["LookupViewModel", "RedeemViewModel"]
