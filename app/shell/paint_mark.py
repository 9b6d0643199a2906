"""The start-up benchmark's probe: a line on stdout at the moment a widget has first been painted.

Started with ``VOUCHER_DESK_EXIT_AFTER_FIRST_PAINT=1``, the till prints ``scan-ready <Unix time>``
once its first window is painted (``app.shell.early``) and ``first-paint <Unix time>`` once its till
page is, then closes as a user would; ``benchmarks/startup.py`` subtracts the moment it started the
process.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

#: Set by the start-up benchmark.
REPORT_PAINT = "VOUCHER_DESK_EXIT_AFTER_FIRST_PAINT"


class AfterFirstPaint(QObject):
    """Calls ``then`` once ``widget``'s first paint pass is done."""

    def __init__(self, widget: QWidget, then: Callable[[], object]) -> None:
        super().__init__(widget)
        self._then = then
        self._seen = False
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and not self._seen:
            self._seen = True
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self._then)
        return False


def paint_mark(widget: QWidget, name: str, then: Callable[[], object] | None = None) -> AfterFirstPaint:
    """Prints ``<name> <Unix time>`` once ``widget``'s first paint pass is done, then calls ``then``."""

    def report() -> None:
        sys.stdout.write(f"{name} {time.time():.6f}\n")
        sys.stdout.flush()
        if then is not None:
            then()

    return AfterFirstPaint(widget, report)
