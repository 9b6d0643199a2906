"""*Help → Save a support report…* and the crash dialog's button of the same name.

The report is made off the GUI thread (reading days of log is not quick) by
``app.services.support``, which masks and scans it; the manager sees its files and a preview of
each, and only then chooses where to save the zip. A report the scan refuses is never written: the
dialog says which file held what.
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import logging.handlers
import time
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from app.core.i18n import translate
from app.core.logs import SECRETS
from app.core.movement import Movement
from app.services.support import ReportRefused, ReportSources, SupportReport, build_report, report_name
from app.store.db import StorageError
from app.till import Till

log = logging.getLogger(__name__)

#: Movements called not applied this long ago are still in the report (the re-check's horizon).
OPEN_DAYS = 7


def log_dir() -> Path | None:
    """The folder the till's log file is in (``app.core.logs.setup_logging``), if it has one."""
    for handler in logging.getLogger().handlers:
        if isinstance(handler, logging.handlers.RotatingFileHandler):
            return Path(handler.baseFilename).parent
    return None


def report_sources(till: Till, crashes: Sequence[str]) -> ReportSources:
    """What the report is made of. On the GUI thread: the journal's connection belongs to it (the
    queries of open movements are small); the key store and the log are read with the report."""
    open_ones: dict[str, Movement] = {m.id: m for m in till.journal.unresolved()}
    for movement in till.journal.still_open(time.time() - OPEN_DAYS * 86_400):
        open_ones.setdefault(movement.id, movement)
    secrets, codes = SECRETS.held()
    return ReportSources(
        settings=till.settings,
        log_dir=log_dir(),
        movements=list(open_ones.values()),
        check_lines=till.settings.service_fit.findings,
        crashes=list(crashes),
        codes=codes,
        secrets=secrets,
        training=till.session.training,
    )


def _made(sources: ReportSources, till: Till) -> SupportReport:
    key = till.credentials.get_api_key() if till.credentials is not None else None
    return build_report(dataclasses.replace(sources, key=key or ""))


class SupportReportDialog(QDialog):
    """The report's files on the left, the chosen file's text on the right, then Save…

    ``report`` is None until it is made; ``saved`` is where it went (tests read both)."""

    def __init__(self, till: Till, crashes: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setWindowTitle(translate("Support", "Save a support report"))
        self.resize(760, 520)
        self.report: SupportReport | None = None
        self.saved: Path | None = None
        layout = QVBoxLayout(self)
        self.status = QLabel(translate("Support", "Gathering the report…"))
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        split = QSplitter()
        self.files = QListWidget()
        self.preview = QPlainTextEdit()
        self.preview.setReadOnly(True)
        self.files.setAccessibleName(translate("Support", "Files in the report"))
        self.preview.setAccessibleName(translate("Support", "The chosen file's contents"))
        split.addWidget(self.files)
        split.addWidget(self.preview)
        split.setStretchFactor(1, 3)
        split.setSizes([220, 540])
        layout.addWidget(split, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.save = QPushButton(translate("Support", "Save…"))
        self.save.setEnabled(False)
        buttons.addButton(self.save, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.save.clicked.connect(self._choose_file)
        self.files.currentItemChanged.connect(self._show_file)
        self.task = asyncio.get_event_loop().create_task(self._make(till, crashes), name="support-report")
        # Closed before the report is made: what it would fill in is gone with the dialog.
        self.finished.connect(lambda _result: self.task.cancel())

    async def _make(self, till: Till, crashes: Sequence[str]) -> None:
        try:
            report = await asyncio.to_thread(_made, report_sources(till, crashes), till)
        except ReportRefused as refused:
            log.error("Support report refused: %s", "; ".join(refused.problems))
            self.status.setText(
                translate(
                    "Support",
                    "The report was not made: it would have held what it must never hold ({problems}).",
                ).format(problems="; ".join(refused.problems))
            )
            return
        except StorageError as exc:
            self.status.setText(
                translate("Support", "The report could not be made: {why}").format(why=exc.problem)
            )
            return
        except OSError as exc:
            self.status.setText(
                translate("Support", "The report could not be made: {why}").format(why=exc.strerror or exc)
            )
            return
        self.report = report
        for name, size in report.listing():
            item = QListWidgetItem(f"{name} ({size:,} B)")
            item.setData(Qt.ItemDataRole.UserRole, name)
            self.files.addItem(item)
        self.files.setCurrentRow(0)
        self.status.setText(
            translate(
                "Support",
                "This is everything the report holds: no API key, no whole voucher code and no e-mail "
                "address. Look through it, then save it and send it to support.",
            )
        )
        self.save.setEnabled(True)

    def _show_file(self, item: QListWidgetItem | None) -> None:
        if item is not None and self.report is not None:
            self.preview.setPlainText(self.report.preview(str(item.data(Qt.ItemDataRole.UserRole))))

    def _choose_file(self) -> None:
        chosen, _filter = QFileDialog.getSaveFileName(
            self,
            translate("Support", "Save a support report"),
            str(Path.home() / report_name(datetime.now())),
            translate("Support", "Zip archives (*.zip)"),
        )
        if chosen:
            self.save_to(Path(chosen))

    def save_to(self, path: Path) -> None:
        if self.report is None:
            return
        try:
            path.write_bytes(self.report.zipped())
        except OSError as exc:
            self.status.setText(
                translate("Support", "The report could not be saved: {why}").format(why=exc.strerror or exc)
            )
            return
        self.saved = path
        log.info("Support report saved (%d files)", len(self.report.files))
        self.accept()


def open_support_report(parent: QWidget | None, till: Till, crashes: Sequence[str]) -> SupportReportDialog:
    dialog = SupportReportDialog(till, crashes, parent)
    dialog.open()
    return dialog
