"""The Slips menu and the glue between slip view-models and the printer: print, preview, PDF, options.

Its messages go to the hand-off banner's message line, under the redemption they are about.
"""

from __future__ import annotations

import asyncio
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

from app.core.i18n import QT_TRANSLATE_NOOP, translate
from app.core.slip import Slip
from app.desk.common.widgets.files import ask_save_path
from app.desk.common.widgets.language import LANGUAGES, live, load_for_writing
from app.desk.common.widgets.slip_print import PrintJob, SlipLayout, SlipPrinter, save_pdf
from app.desk.handoff import HandoffViewModel
from app.desk.handoff.widgets import COPY_KEY, PRINT_KEY, TICK_KEY, HandoffBanner
from app.desk.slip import SlipViewModel
from app.desk.slip.widgets import SlipOptionsDialog


class SlipActions(QObject):
    """Attributes: ``printer`` (the ``SlipPrinter``), ``dialog`` (the options dialog now open)."""

    def __init__(
        self,
        window: QWidget,
        banner: HandoffBanner,
        *,
        slips: SlipViewModel,
        handoff: HandoffViewModel,
        translations_cache: Path | None,
    ) -> None:
        super().__init__(window)
        self._window = window
        self._slips = slips
        self._handoff = handoff
        self._translations_cache = translations_cache
        self._banner = banner
        self.printer = SlipPrinter(self)
        self.dialog: SlipOptionsDialog | None = None
        #: Slips being printed (kept referenced until each is done).
        self.jobs: set[asyncio.Future[bool]] = set()
        slips.print_requested.connect(self.print_slip)
        self.printer.said.connect(self._said)
        banner.print_slip.clicked.connect(slips.print_last)
        #: The last slip the printer could not print: *Save as PDF…* beside the problem saves it.
        self.unprinted: Slip | None = None
        banner.save_pdf.clicked.connect(self._ask_unprinted_pdf)
        # The property's language for slips is loaded once, off the loop, before the first slip.
        self._language_ready = asyncio.ensure_future(self.ready(slips.settings.slip_language))
        self.jobs.add(self._language_ready)
        self._language_ready.add_done_callback(self.jobs.discard)

    async def ready(self, language: str) -> bool:
        """Have the slip's language loaded for writing (its words, whatever the screen speaks)."""
        cache = self._translations_cache
        return cache is not None and await load_for_writing(language, cache)

    @property
    def layout(self) -> SlipLayout:
        return SlipLayout(self._slips.settings.slip_layout)

    def fill_menu(self, menu: QMenu) -> None:
        handoff = self._handoff
        named: list[tuple[QAction, str]] = []
        for text, key, slot in (
            (QT_TRANSLATE_NOOP("SlipMenu", "Keyed on POS"), TICK_KEY, handoff.tick_current),
            (
                QT_TRANSLATE_NOOP("SlipMenu", "Copy amount and reference"),
                COPY_KEY,
                self._banner.copy_to_clipboard,
            ),
            (QT_TRANSLATE_NOOP("SlipMenu", "Print the last slip"), PRINT_KEY, self._slips.print_last),
            (QT_TRANSLATE_NOOP("SlipMenu", "Preview the last slip…"), None, self.preview_last),
            (QT_TRANSLATE_NOOP("SlipMenu", "Save the last slip as PDF…"), None, self._ask_pdf),
            (QT_TRANSLATE_NOOP("SlipMenu", "Slip printer and options…"), None, self.options),
        ):
            action = QAction(text, self._window)
            if key:
                action.setShortcut(key)
            action.triggered.connect(slot)
            menu.addAction(action)
            named.append((action, text))
        # The guest's choice at the slip prompt: the last slip in the language they read.
        guest = menu.addMenu("")
        for language in LANGUAGES:
            action = guest.addAction(language.name)  # each in its own words
            action.triggered.connect(lambda _checked=False, code=language.code: self.print_last_in(code))

        def words() -> None:
            for action, text in named:
                action.setText(translate("SlipMenu", text))
            guest.setTitle(translate("SlipMenu", "Print the last slip in the guest's language"))

        live(menu, words)

    def print_last_in(self, language: str) -> None:
        """Print the last slip in the language the guest chose, whatever the property's setting."""
        last = self._slips.last
        if last is None:
            self._slips.print_last()  # says there is no slip yet
            return
        self.print_slip(replace(last, language=language), False)

    def print_slip(self, slip: Slip, _automatic: bool) -> None:
        settings = self._slips.settings
        job = PrintJob(slip, settings.slip_printer, self.layout, settings.slip_merchant_copy)
        task = asyncio.ensure_future(self._print(job))
        self.jobs.add(task)
        task.add_done_callback(lambda done: self._printed(done, slip))

    async def _print(self, job: PrintJob) -> bool:
        await self.ready(job.slip.written_in)
        return await self.printer.print_slip(job)

    def _printed(self, task: asyncio.Future[bool], slip: Slip) -> None:
        self.jobs.discard(task)
        if not task.cancelled() and task.exception() is None and task.result():
            self._slips.printed(slip)
        elif not task.cancelled():
            self.unprinted = slip

    def _said(self, text: str, kind: str, short: str) -> None:
        """How a print went; a slip not printed (no printer, a fault) is offered as a PDF. Where the
        whole line does not fit, its short form still says why and what to do (it wraps under the
        hand-off's keys): a cashier at a touch screen never sees a tooltip.
        The outcome line above already says the redemption stands."""
        self._banner.say(text, kind, offer_pdf=kind == "problem", short=short)

    def preview_last(self) -> None:
        slip = self._slips.last
        if slip is None:
            self._banner.say_problem(
                translate("SlipMenu", "No slip yet: redeem a voucher first, or reprint one from its history.")
            )
            return
        settings = self._slips.settings
        self.printer.open_preview(
            self._window, slip, settings.slip_printer, self.layout, settings.slip_merchant_copy
        )

    def save_last_pdf(self, path: Path) -> bool:
        slip = self._slips.last
        if slip is None:
            self._banner.say_problem(translate("SlipMenu", "No slip yet: redeem a voucher first."))
            return False
        return self.save_pdf_of(slip, path)

    def save_pdf_of(self, slip: Slip, path: Path) -> bool:
        try:
            save_pdf(path, slip, self.layout, self._slips.settings.slip_merchant_copy)
        except OSError as exc:
            self._banner.say_problem(
                translate("SlipMenu", "The slip could not be saved: {problem}.").format(
                    problem=exc.strerror or exc
                )
            )
            return False
        self._banner.say(translate("SlipMenu", "Slip saved to {path}.").format(path=path), "done")
        return True

    def options(self) -> None:
        dialog = SlipOptionsDialog(self._slips, self._window)
        self.dialog = dialog
        dialog.finished.connect(lambda _result: self._forget(dialog))
        dialog.accepted.connect(lambda: self._load(self._slips.settings.slip_language))
        dialog.open()

    def _load(self, language: str) -> None:
        task = asyncio.ensure_future(self.ready(language))
        self.jobs.add(task)
        task.add_done_callback(self.jobs.discard)

    def _forget(self, dialog: SlipOptionsDialog) -> None:
        if self.dialog is dialog:
            self.dialog = None
        dialog.deleteLater()

    def _ask_unprinted_pdf(self) -> None:
        slip = self.unprinted or self._slips.last
        title = translate("SlipMenu", "Save the slip")
        suggested = f"{slip.file_stem()}.pdf" if slip is not None else "slip.pdf"
        if slip is not None and (path := ask_save_path(self._window, title, suggested, "PDF (*.pdf)")):
            self.save_pdf_of(slip, path)

    def _ask_pdf(self) -> None:
        slip = self._slips.last
        suggested = f"{slip.file_stem()}.pdf" if slip is not None else "slip.pdf"
        title = translate("SlipMenu", "Save the slip")
        if (path := ask_save_path(self._window, title, suggested, "PDF (*.pdf)")) is not None:
            self.save_last_pdf(path)
