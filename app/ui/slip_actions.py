"""The Slips menu and the glue between slip view-models and the printer: print, preview, PDF, options.

Its messages go to the hand-off banner's message line, under the redemption they are about.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

from app.compose import Till
from app.core.i18n import QT_TRANSLATE_NOOP, translate
from app.core.slip import Slip
from app.ui.dialogs.slip_options import SlipOptionsDialog
from app.ui.files import ask_save_path
from app.ui.language import live
from app.ui.pos_handoff import COPY_KEY, PRINT_KEY, TICK_KEY, HandoffBanner
from app.ui.slip_print import PrintJob, SlipLayout, SlipPrinter, save_pdf


class SlipActions(QObject):
    """Attributes: ``printer`` (the ``SlipPrinter``), ``dialog`` (the options dialog now open)."""

    def __init__(self, window: QWidget, till: Till, banner: HandoffBanner) -> None:
        super().__init__(window)
        self._window = window
        self._till = till
        self._banner = banner
        self.printer = SlipPrinter(self)
        self.dialog: SlipOptionsDialog | None = None
        #: Slips being printed (kept referenced until each is done).
        self.jobs: set[asyncio.Future[bool]] = set()
        slips = till.slips
        slips.print_requested.connect(self.print_slip)
        self.printer.said.connect(banner.say)
        banner.print_slip.clicked.connect(slips.print_last)

    @property
    def layout(self) -> SlipLayout:
        return SlipLayout(self._till.settings.slip_layout)

    def fill_menu(self, menu: QMenu) -> None:
        handoff = self._till.handoff
        actions = []
        for text, key, slot in (
            (QT_TRANSLATE_NOOP("Slips", "Keyed on POS"), TICK_KEY, handoff.tick_current),
            (
                QT_TRANSLATE_NOOP("Slips", "Copy amount and reference"),
                COPY_KEY,
                self._banner.copy_to_clipboard,
            ),
            (QT_TRANSLATE_NOOP("Slips", "Print the last slip"), PRINT_KEY, self._till.slips.print_last),
            (QT_TRANSLATE_NOOP("Slips", "Preview the last slip…"), None, self.preview_last),
            (QT_TRANSLATE_NOOP("Slips", "Save the last slip as PDF…"), None, self._ask_pdf),
            (QT_TRANSLATE_NOOP("Slips", "Slip printer and options…"), None, self.options),
        ):
            action = QAction(text, self._window)
            if key:
                action.setShortcut(key)
            action.triggered.connect(slot)
            menu.addAction(action)
            actions.append((action, text))

        def words() -> None:
            for action, text in actions:
                action.setText(translate("Slips", text))

        live(menu, words)

    def print_slip(self, slip: Slip, _automatic: bool) -> None:
        settings = self._till.settings
        job = PrintJob(slip, settings.slip_printer, self.layout, settings.slip_merchant_copy)
        task = asyncio.ensure_future(self.printer.print_slip(job))
        self.jobs.add(task)
        task.add_done_callback(lambda done: self._printed(done, slip))

    def _printed(self, task: asyncio.Future[bool], slip: Slip) -> None:
        self.jobs.discard(task)
        if not task.cancelled() and task.exception() is None and task.result():
            self._till.slips.printed(slip)

    def preview_last(self) -> None:
        slip = self._till.slips.last
        if slip is None:
            self._banner.say_problem(
                translate("Slips", "No slip yet: redeem a voucher first, or reprint one from its history.")
            )
            return
        settings = self._till.settings
        self.printer.open_preview(
            self._window, slip, settings.slip_printer, self.layout, settings.slip_merchant_copy
        )

    def save_last_pdf(self, path: Path) -> bool:
        slip = self._till.slips.last
        if slip is None:
            self._banner.say_problem(translate("Slips", "No slip yet: redeem a voucher first."))
            return False
        try:
            save_pdf(path, slip, self.layout, self._till.settings.slip_merchant_copy)
        except OSError as exc:
            self._banner.say_problem(
                translate("Slips", "The slip could not be saved: {problem}.").format(
                    problem=exc.strerror or exc
                )
            )
            return False
        self._banner.say(translate("Slips", "Slip saved to {path}.").format(path=path), "done")
        return True

    def options(self) -> None:
        dialog = SlipOptionsDialog(self._till.slips, self._window)
        self.dialog = dialog
        dialog.finished.connect(lambda _result: self._forget(dialog))
        dialog.open()

    def _forget(self, dialog: SlipOptionsDialog) -> None:
        if self.dialog is dialog:
            self.dialog = None
        dialog.deleteLater()

    def _ask_pdf(self) -> None:
        slip = self._till.slips.last
        suggested = f"{slip.file_stem()}.pdf" if slip is not None else "slip.pdf"
        title = translate("Slips", "Save the slip")
        if (
            path := ask_save_path(self._window, title, suggested, translate("Slips", "PDF (*.pdf)"))
        ) is not None:
            self.save_last_pdf(path)
