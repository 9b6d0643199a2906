"""The sale feature's widgets: each binds to the feature's view-models and is given what else it
needs (a callable, a task starter), never the ``Till``."""

from app.desk.sale.widgets.late_sales import LateSaleDialog
from app.desk.sale.widgets.sale_dialog import SaleDialog
from app.desk.sale.widgets.sale_reset import forget_buyer, forget_sale
from app.desk.sale.widgets.voucher_slip_print import print_vouchers

__all__ = ["LateSaleDialog", "SaleDialog", "forget_buyer", "forget_sale", "print_vouchers"]
