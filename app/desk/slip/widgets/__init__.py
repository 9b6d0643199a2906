"""The slip feature's widgets: each binds to the feature's view-models and is given what else it
needs (a callable, a task starter), never the ``Till``."""

from app.desk.slip.widgets.slip_options import SlipOptionsDialog

__all__ = ["SlipOptionsDialog"]
