"""The sale feature's widgets: each binds to the feature's view-models and is given what else it
needs (a callable, a task starter), never the ``Till``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.desk.common.lazy import lazy_package

if TYPE_CHECKING:
    from app.desk.sale.widgets.late_sales import LateSaleDialog as LateSaleDialog
    from app.desk.sale.widgets.sale_dialog import SaleDialog as SaleDialog
    from app.desk.sale.widgets.sale_reset import forget_buyer as forget_buyer
    from app.desk.sale.widgets.sale_reset import forget_sale as forget_sale
    from app.desk.sale.widgets.voucher_slip_print import print_vouchers as print_vouchers

#: Where each name lives, imported when first used; ``MODULES`` load once the till page is painted
#: (``app.desk.common.lazy``, ``app.shell.later``).
MODULES, __all__ = lazy_package(
    __name__,
    {
        "LateSaleDialog": "late_sales",
        "SaleDialog": "sale_dialog",
        "forget_buyer": "sale_reset",
        "forget_sale": "sale_reset",
        "print_vouchers": "voucher_slip_print",
    },
)
