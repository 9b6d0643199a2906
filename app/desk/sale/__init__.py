"""Selling vouchers (F6), and a sale that went through after its window stopped waiting.

What composition and the shell use of it; its widgets are ``widgets``. Modules named ``_…`` are
its own helpers."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.desk.common.lazy import lazy_package

if TYPE_CHECKING:
    from app.desk.sale.basket import SoldVoucher as SoldVoucher
    from app.desk.sale.basket import voucher_slips as voucher_slips
    from app.desk.sale.late_sales import LateSale as LateSale
    from app.desk.sale.late_sales import LateSalesViewModel as LateSalesViewModel
    from app.desk.sale.sale import SaleScope as SaleScope
    from app.desk.sale.sale import SaleViewModel as SaleViewModel

#: Where each name lives, imported when first used: the till page needs none of them, so the till
#: starts without them and ``MODULES`` load once it is painted (``app.desk.common.lazy``,
#: ``app.shell.later``).
MODULES, __all__ = lazy_package(
    __name__,
    {
        "SoldVoucher": "basket",
        "voucher_slips": "basket",
        "LateSale": "late_sales",
        "LateSalesViewModel": "late_sales",
        "SaleScope": "sale",
        "SaleViewModel": "sale",
    },
)
