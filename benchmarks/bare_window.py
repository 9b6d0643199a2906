"""The start-up baseline: the least a PySide6 program can do to show a window, one label in it.

It reports its first paint exactly as the till does with ``VOUCHER_DESK_EXIT_AFTER_FIRST_PAINT``
(``first-paint <Unix time>`` on stdout once the label's paint pass is done) and quits. Imports only
what it needs, so it is the floor for "process start to a painted window" on this machine.

    uv run python benchmarks/bare_window.py
"""

from __future__ import annotations

import sys
import time

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel


class FirstPaintQuit(QObject):
    def __init__(self, label: QLabel) -> None:
        super().__init__(label)
        self._seen = False
        label.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and not self._seen:
            self._seen = True
            QTimer.singleShot(0, self._report)
        return False

    def _report(self) -> None:
        sys.stdout.write(f"first-paint {time.time():.6f}\n")
        sys.stdout.flush()
        QApplication.quit()


def main() -> int:
    app = QApplication(sys.argv[:1])
    label = QLabel("Voucher Desk")
    label.resize(1366, 860)
    FirstPaintQuit(label)
    label.show()
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
