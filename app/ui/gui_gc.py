"""Python's cyclic garbage collection, run only on the GUI thread.

A collection runs in whichever thread happens to allocate when a threshold is crossed. In this app
that can be the training sandbox's server thread, and a Qt object destroyed there (a view-model
left in a reference cycle by a finished session) crashes the process. So automatic collection is
switched off and the same generational thresholds are checked on a GUI-thread timer instead (the
approach pyqtgraph's ``GarbageCollector`` takes for the same reason).
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer


class GuiThreadCollector(QObject):
    def __init__(self, interval_ms: int = 1000, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._threshold = gc.get_threshold()
        gc.disable()
        self._timer = QTimer(self)
        self._timer.timeout.connect(self.check)
        self._timer.start(interval_ms)

    def check(self) -> None:
        young, middle, old = gc.get_count()
        if young > self._threshold[0]:
            gc.collect(0)
            if middle > self._threshold[1]:
                gc.collect(1)
                if old > self._threshold[2]:
                    gc.collect(2)

    def stop(self) -> None:
        self._timer.stop()
        gc.enable()
