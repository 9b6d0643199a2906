"""The handoff feature's widgets: each binds to the feature's view-models and is given what else it
needs (a callable, a task starter), never the ``Till``."""

from app.desk.common.widgets.handoff_keys import COPY_KEY, PRINT_KEY, TICK_KEY
from app.desk.handoff.widgets.pos_handoff import HandoffBanner, LeaveReminder

__all__ = ["COPY_KEY", "PRINT_KEY", "TICK_KEY", "HandoffBanner", "LeaveReminder"]
