"""The one place an unexpected error reaches the user: logged in full, shown calmly, shown once.

The text shown never holds a traceback; "Copy details" puts the technical part (secrets masked) on
the clipboard for support. The same failure repeating is logged each time but shown only once.
"""

from __future__ import annotations

import logging
import sys
import traceback
from collections.abc import Callable
from types import TracebackType

from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from app.core.i18n import translate
from app.core.logs import SECRETS
from app.store.db import StorageError

log = logging.getLogger(__name__)


class CrashReporter:
    """``storage``: where a ``StorageError`` goes instead (the till's storage health, which says
    in plain words what failed and pauses money actions); it is not a crash."""

    def __init__(self, parent: QWidget | None = None) -> None:
        self.parent = parent
        self.storage: Callable[[StorageError], None] | None = None
        #: Opens *Save a support report…*; offered in the dialog once the window has set it.
        self.support: Callable[[], None] | None = None
        self._seen: set[str] = set()
        self.shown: list[str] = []

    def install(self) -> None:
        sys.excepthook = self.excepthook

    def excepthook(self, kind: type[BaseException], error: BaseException, tb: TracebackType | None) -> None:
        self.report(error, kind, tb)

    def task_failed(self, name: str, error: BaseException) -> None:
        self.report(error, type(error), error.__traceback__, where=name)

    def report(
        self, error: BaseException, kind: type[BaseException], tb: TracebackType | None, where: str = ""
    ) -> None:
        if isinstance(error, StorageError) and self.storage is not None:
            log.warning("%s%s", error.problem, f" (in {where})" if where else "")
            self.storage(error)
            return
        details = SECRETS.mask("".join(traceback.format_exception(kind, error, tb)))
        log.error("Unexpected error%s:\n%s", f" in {where}" if where else "", details)
        fingerprint = "".join(traceback.format_tb(tb)[-3:]) + kind.__name__
        if fingerprint in self._seen or QApplication.instance() is None:
            return
        self._seen.add(fingerprint)
        self.shown.append(details)
        box = QMessageBox(self.parent)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(translate("Crash", "Something went wrong"))
        box.setText(
            translate(
                "Crash", "Something went wrong inside the till. It has been logged, and you can carry on."
            )
        )
        box.setInformativeText(translate("Crash", "If it keeps happening, copy the details for support."))
        copy = box.addButton(translate("Crash", "Copy details"), QMessageBox.ButtonRole.ActionRole)
        box.addButton(QMessageBox.StandardButton.Ok)
        copy.clicked.connect(lambda: QApplication.clipboard().setText(details))
        if self.support is not None:
            report = box.addButton(
                translate("Crash", "Save a support report…"), QMessageBox.ButtonRole.ActionRole
            )
            report.clicked.connect(self.support)
        box.open()
