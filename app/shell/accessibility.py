"""What a screen reader is told without anyone moving focus: the outcome of a money movement.

Qt's announcements (``QAccessibleAnnouncementEvent``, Qt 6.8, the oldest the till runs on): a
screen reader reads the text as it is shown, politely, or at once for what must be acted on (a
refusal, a movement not confirmed).
"""

from __future__ import annotations

from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QWidget

from app.core.notice import Kind, Notice

#: Outcomes read out at once, interrupting: something went wrong or is not known.
URGENT = {Kind.PROBLEM, Kind.REFUSED, Kind.UNKNOWN, Kind.ALERT, Kind.PAUSED}


def announce(widget: QWidget, notice: Notice) -> None:
    """Have screen readers read ``notice`` as ``widget`` shows it."""
    if not notice.text:
        return
    event = QAccessibleAnnouncementEvent(widget, notice.text)
    politeness = QAccessible.AnnouncementPoliteness
    event.setPoliteness(politeness.Assertive if notice.kind in URGENT else politeness.Polite)
    QAccessible.updateAccessibility(event)
