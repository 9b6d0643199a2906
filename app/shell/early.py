"""The till's first window: painted as soon as Qt is up, before the rest of the till has loaded.

A till is started at the beginning of a shift, often with a guest already at the desk. Loading the
client, the models, the stores and (in training) the built-in sandbox takes several times as long
as showing a window, so this window comes first: the till's title, the code field with the focus,
and a line saying the till is starting. A code scanned or typed into it (with its Enter or Tab) is
kept and handed to the till's own code field once the till is up, where it is looked up once. It
imports nothing but Qt, so it costs no more to show than a bare window.
"""

from __future__ import annotations

import os

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QCloseEvent, QKeyEvent
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow, QVBoxLayout, QWidget

from app import APP_NAME
from app.core.i18n import translate
from app.desk.common.widgets.hint_edit import BodyHintEdit
from app.shell.geometry import show_till
from app.shell.paint_mark import REPORT_PAINT, paint_mark

#: How long the first window is given to take in keys queued for it before it hands over.
KEYS_SETTLE_S = 0.02


class EarlyWindow(QMainWindow):
    """The code field while the till loads; ``hand_over`` gives what was typed to the till.

    Owned by ``app.main`` (no Qt parent) for the whole run, so it is deleted on the GUI thread.
    """

    def __init__(self, *, taking_codes: bool) -> None:
        super().__init__()
        self.setWindowTitle(APP_NAME)
        self.code = BodyHintEdit()
        self.code.setObjectName("codeEntry")
        self.code.set_hint(
            translate("Startup", "Scan or type a voucher code"), translate("Startup", "Scan a code")
        )
        self.code.setAccessibleName(translate("Startup", "Voucher code"))
        self.code.setVisible(taking_codes)
        #: The last code ended with Enter or Tab: the till looks it up once it is ready, whatever
        #: was typed after it (kept in the till's field, not looked up).
        self.scanned = ""
        #: The user closed this window while the till loaded: the till does not open after all.
        self.closed_by_user = False
        self._handing_over = False
        self.code.returnPressed.connect(self._submit)
        self.code.installEventFilter(self)
        starting = QLabel(
            translate(
                "Startup",
                "Starting the till… A code scanned now is kept and looked up as soon as the till is ready.",
            )
            if taking_codes
            else translate("Startup", "Starting the till…"),
            wordWrap=True,
        )
        starting.setAccessibleName(translate("Startup", "The till is starting"))

        page = QWidget()
        column = QVBoxLayout(page)
        column.setContentsMargins(12, 12, 12, 12)
        column.addWidget(self.code)
        column.addWidget(starting)
        column.addStretch(1)
        self.setCentralWidget(page)
        if os.environ.get(REPORT_PAINT):
            paint_mark(starting, "scan-ready")

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A scanner's Tab ends a code as its Enter does, and keeps the focus here for the next."""
        if (
            watched is self.code
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_Tab
        ):
            self._submit()
            return True
        return super().eventFilter(watched, event)

    def closeEvent(self, event: QCloseEvent) -> None:
        """Closing the first window is closing the till: it is not opened a second later behind
        the user's back (``run_till`` checks ``closed_by_user`` once the till has loaded)."""
        if not self._handing_over:
            self.closed_by_user = True
        super().closeEvent(event)

    def _submit(self) -> None:
        """A second scan replaces the first, as at the till's own code field."""
        if self.code.text().strip():
            self.scanned = self.code.text().strip()
            self.code.selectAll()

    def show_now(self) -> None:
        """Shown and painted before this call returns, with the code field ready for a scan; where
        the till's window will be (``show_till``), so the till takes its place without a jump."""
        show_till(self, remembered=False)
        self.code.setFocus()
        self.activateWindow()
        QApplication.processEvents()

    async def take_keys(self) -> None:
        """Keys a scanner sent while the till's page was being built (the GUI thread busy) wait in
        the queue for this window: taken in now, while it is open, or they would be dropped with it
        (or cut a code short, the rest reaching the till's field). Awaited, so the Qt loop delivers
        them: ``processEvents`` inside a running task would step other tasks inside it. One turn
        of the loop delivers what is queued; only when that brought keys (or some were typed
        before) can a scanner still be sending, and the rest is given ``KEYS_SETTLE_S`` to come."""
        # Here, not with the module: this window is shown before asyncio is loaded, behind it.
        import asyncio  # noqa: PLC0415

        await asyncio.sleep(0)
        if self.code.text():
            await asyncio.sleep(KEYS_SETTLE_S)

    def hand_over(self) -> tuple[str, str]:
        """Close, returning the last code scanned (ended with Enter or Tab), to be looked up, and
        what was typed after it, to be kept in the till's field (``take_keys`` first).
        """
        typed = self.code.text().strip()
        self._handing_over = True
        self.close()
        return self.scanned, "" if typed == self.scanned else typed
