"""The feed feature's widgets: each binds to the feature's view-models and is given what else it
needs (a callable, a task starter), never the ``Till``."""

from app.desk.feed.widgets.activity_panel import ActivityPanel

__all__ = ["ActivityPanel"]
