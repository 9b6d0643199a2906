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
from collections.abc import Callable
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
from app.desk.common.widgets.text_box import text_box
from app.services.support import ReportRefused, ReportSources, SupportReport, build_report, report_name
from app.store.db import StorageError

log = logging.getLogger(__name__)


def _made(sources: ReportSources, key: Callable[[], str]) -> SupportReport:
    return build_report(dataclasses.replace(sources, key=key()))


class SupportReportDialog(QDialog):
    """The report's files on the left, the chosen file's text on the right, then Save…

    ``sources`` gathers what the report is made of (on the GUI thread), ``key`` reads the API key it
    masks (with the report, off it). ``report`` is None until it is made; ``saved`` is where it went
    (tests read both)."""

    def __init__(
        self, sources: Callable[[], ReportSources], key: Callable[[], str], parent: QWidget | None = None
    ) -> None:
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
        self.preview = text_box(QPlainTextEdit())
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
        self.task = asyncio.get_event_loop().create_task(self._make(sources, key), name="support-report")
        # Closed before the report is made: what it would fill in is gone with the dialog.
        self.finished.connect(lambda _result: self.task.cancel())

    async def _make(self, sources: Callable[[], ReportSources], key: Callable[[], str]) -> None:
        try:
            report = await asyncio.to_thread(_made, sources(), key)
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


def open_support_report(
    parent: QWidget | None, sources: Callable[[], ReportSources], key: Callable[[], str]
) -> SupportReportDialog:
    dialog = SupportReportDialog(sources, key, parent)
    dialog.open()
    return dialog
