"""A bill's line news held back while the next voucher's request leaves.

While a bill is sent, each line's news (its outcome, the next one's "Sending…") repaints its row of
the table and re-lays the window: a few milliseconds of the GUI thread each time. Between one
line's answer and the next line's request that work would sit on the money path, and after the last
answer it would delay the outcome line the cashier waits for. So the bill holds the news from a
line's answer until the next request is on the wire, or the outcome line has been said, and then
shows it all at once. A hold never outlasts ``HOLD_MS``: a next request slowed before it leaves (an
earlier movement on its code re-checked with the service) does not keep the table stale.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

#: The longest a line's news waits to be shown (a frame or two of the screen).
HOLD_MS = 40


class HeldNews(QObject):
    """The scans of lines whose news waits; ``show(scans)`` shows it when it is released."""

    def __init__(self, show: Callable[[list[int]], None], parent: QObject) -> None:
        super().__init__(parent)
        self._show = show
        self._held: list[int] = []
        self._holding = False
        self._limit = QTimer(self)
        self._limit.setSingleShot(True)
        self._limit.setInterval(HOLD_MS)
        self._limit.timeout.connect(self.release)

    def hold(self) -> None:
        """News from now on waits for ``release`` (at most ``HOLD_MS``)."""
        self._holding = True
        self._limit.start()

    def keep(self, scanned: int) -> bool:
        """Keep the news of line ``scanned`` back; False when nothing is held (show it now)."""
        if not self._holding:
            return False
        if scanned not in self._held:
            self._held.append(scanned)
        return True

    def release(self) -> None:
        """Show every line's news held, at once."""
        self._holding = False
        self._limit.stop()
        held, self._held = self._held, []
        if held:
            self._show(held)
