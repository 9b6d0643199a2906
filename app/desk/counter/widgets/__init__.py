"""The counter feature's widgets: each binds to the feature's view-models and is given what else it
needs (a callable, a task starter), never the ``Till``."""

from app.desk.counter.widgets.redeem_panel import RedeemPanel
from app.desk.counter.widgets.voucher_panel import VoucherPanel

__all__ = ["RedeemPanel", "VoucherPanel"]
