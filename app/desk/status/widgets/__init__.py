"""The status feature's widgets: each binds to the feature's view-models and is given what else it
needs (a callable, a task starter), never the ``Till``."""

from app.desk.status.widgets.recheck_line import RecheckLine

__all__ = ["RecheckLine"]
