"""Work that can wait until the window has painted what the cashier is waiting for.

A redemption's answer changes the outcome line and the panel; what follows it (the slip, the guest
screen, the re-read of the voucher, the feed's poll, the POS hand-off) changes nothing the cashier
is looking at yet. Qt posts a window's repaint as a low-priority event, and posted events of one
priority are delivered in order: an event posted after the change, at the same low priority, is
delivered once that repaint is done. A ``QTimer.singleShot(0)`` would run before it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt

_AFTER_PAINT = QEvent.Type(QEvent.registerEventType())


class AfterPaint(QObject):
    """Calls what it is given once the repaints already asked for are done, in the order given."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._waiting: list[Callable[[], object]] = []

    def later(self, then: Callable[[], object]) -> None:
        self._waiting.append(then)
        if len(self._waiting) == 1:
            QCoreApplication.postEvent(self, QEvent(_AFTER_PAINT), Qt.EventPriority.LowEventPriority.value)

    def event(self, event: QEvent) -> bool:
        if event.type() != _AFTER_PAINT:
            return super().event(event)
        waiting, self._waiting = self._waiting, []
        for then in waiting:
            then()
        return True

    def deferred(self, then: Callable[..., object]) -> Callable[..., None]:
        """``then`` as a slot that runs after the paint, with the arguments it was called with."""
        return lambda *args: self.later(lambda: then(*args))
