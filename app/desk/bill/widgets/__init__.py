"""The bill feature's widgets: each binds to the feature's view-models and is given what else it
needs (a callable, a task starter), never the ``Till``."""

from app.desk.bill.widgets.bill_dialog import BillDialog

__all__ = ["BillDialog"]
