"""The find feature's widgets: each binds to the feature's view-models and is given what else it
needs (a callable, a task starter), never the ``Till``."""

from app.desk.find.widgets.find_dialog import FindOpener

__all__ = ["FindOpener"]
