"""Selling vouchers (F6), and a sale that went through after its window stopped waiting.

What composition and the shell use of it; its widgets are ``widgets``. Modules named ``_…`` are
its own helpers."""

from app.desk.sale.basket import SoldVoucher, voucher_slips
from app.desk.sale.late_sales import LateSale, LateSalesViewModel
from app.desk.sale.sale import SaleScope, SaleViewModel

__all__ = ["LateSale", "LateSalesViewModel", "SaleScope", "SaleViewModel", "SoldVoucher", "voucher_slips"]
