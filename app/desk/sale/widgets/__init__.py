"""The sale feature's widgets: each binds to the feature's view-models and is given what else it
needs (a callable, a task starter), never the ``Till``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.desk.common.lazy import lazy_names, modules_of

if TYPE_CHECKING:
    from app.desk.sale.widgets.late_sales import LateSaleDialog
    from app.desk.sale.widgets.sale_dialog import SaleDialog
    from app.desk.sale.widgets.sale_reset import forget_buyer, forget_sale
    from app.desk.sale.widgets.voucher_slip_print import print_vouchers

#: Where each name lives: imported when first used (``app.desk.common.lazy``).
_HOMES = {
    "LateSaleDialog": "late_sales",
    "SaleDialog": "sale_dialog",
    "forget_buyer": "sale_reset",
    "forget_sale": "sale_reset",
    "print_vouchers": "voucher_slip_print",
}
#: Every module of these widgets, for loading once the till page is painted (``app.shell.later``).
MODULES = modules_of(__name__, _HOMES)
__getattr__ = lazy_names(__name__, _HOMES)

__all__ = [
    "LateSaleDialog",
    "SaleDialog",
    "forget_buyer",
    "forget_sale",
    "print_vouchers",
]
