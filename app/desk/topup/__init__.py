"""A top-up: money loaded onto a voucher, or a new card sold, through the money path.

What composition and the shell use of it; its widgets are ``widgets``. Modules named ``_…`` are
its own helpers."""

from app.desk.topup.topup import Offer, TopupViewModel

__all__ = ["Offer", "TopupViewModel"]
