"""The topup feature's widgets: each binds to the feature's view-models and is given what else it
needs (a callable, a task starter), never the ``Till``."""

from app.desk.topup.widgets.topup_panel import OPEN_KEY as TOPUP_KEY
from app.desk.topup.widgets.topup_panel import TopupPanel

__all__ = ["TOPUP_KEY", "TopupPanel"]
