"""Sell's way in: F6, or a tap on *Sell vouchers…* in the Shift menu. [DECIDE] no button beside the
code field: at 1024 px a third button there squeezes the activity list's buttons below touch size.

Each sale has a view-model of its own (``SaleDesk.new_sale``: ``app.wiring.sale_for``), deleted once
its window closes, so nothing of an earlier sale (its buyer, its codes) lingers on the counter.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Coroutine, Sequence
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget

from app.core.i18n import translate
from app.core.settings import Settings
from app.desk import sale as sales
from app.desk.common.session import SessionViewModel
from app.desk.common.widgets.dialog_life import close_up, to_front
from app.desk.common.widgets.language import live
from app.desk.common.widgets.slip_print import SlipLayout
from app.desk.handoff import HandoffViewModel
from app.desk.manager import ManagerGate
from app.desk.manager import widgets as manager_dialogs
from app.desk.sale import widgets as sale_dialogs

if TYPE_CHECKING:
    from app.desk.sale import LateSale, LateSalesViewModel, SaleViewModel, SoldVoucher

SALE_KEY = QKeySequence("F6")
log = logging.getLogger(__name__)


@dataclass(frozen=True)
class SaleDesk:
    """What selling needs of the till: a new sale's view-model, the late sales', who is signed in,
    the manager's gate, the hand-off, the settings (shared, changed in place) and the task slots."""

    new_sale: Callable[[], SaleViewModel]
    late_sales: LateSalesViewModel
    session: SessionViewModel
    manager: ManagerGate
    handoff: HandoffViewModel
    settings: Settings
    start: Callable[[str, Coroutine[Any, Any, None]], object]


class SaleOpener:
    """Opens one sale at a time over ``window``; ``dialog`` is the one open, if any."""

    def __init__(self, window: QWidget, desk: SaleDesk) -> None:
        self._window = window
        self._desk = desk
        self.dialog: sale_dialogs.SaleDialog | None = None
        #: What is open at the till that an update must not interrupt (the updates' own set).
        self.open_work: set[str] = set()
        self.pin_dialog: manager_dialogs.PinDialog | None = None
        self.action = QAction(window)
        self.action.setShortcut(SALE_KEY)
        self.action.triggered.connect(self.open)
        self.late = LateSales(window, desk)  # a sale settled done later: its codes, once

        def words() -> None:
            self.action.setText(translate("Sale", "Sell vouchers…"))
            self.action.setToolTip(translate("Sale", "Sell gift vouchers (F6)"))

        live(window, words)

    def fill_menu(self, menu: QMenu) -> None:
        menu.addAction(self.action)

    def open(self) -> None:
        """A new sale, unless one is open already (then it comes to the front)."""
        if not self._desk.session.staff:
            return  # nobody signed in: nobody to record the sale against
        if to_front(self.dialog):
            return
        model = self._desk.new_sale()
        self.open_work.add("sale")
        self.dialog = sale_dialogs.SaleDialog(model, self._ask_manager, self._print, self._window)
        self.dialog.finished.connect(lambda _result: self._closed(model))
        model.buyer_cleared.connect(partial(sale_dialogs.forget_buyer, self.dialog))
        model.sale_begun.connect(partial(sale_dialogs.forget_sale, self.dialog))
        model.pending.held.connect(self.late.vm.window_holds)
        model.manager_needed.connect(lambda review: self._ask_manager(model.confirm_approved, review))
        model.load()
        self.dialog.open()

    def _print(self, vouchers: Sequence[SoldVoucher], reference: str) -> None:
        """The vouchers just sold on the till's slip printer, on its paper, off the GUI thread."""
        settings = self._desk.settings
        slips = sales.voucher_slips(
            vouchers, settings.property_name, reference, training=self._desk.session.training
        )
        dialog = self.dialog

        async def run() -> None:
            if dialog is not None:
                dialog.say(translate("Sale", "Printing the vouchers…"), "checking")
            printed, text = await sale_dialogs.print_vouchers(
                slips, settings.slip_printer, SlipLayout(settings.slip_layout)
            )
            if not printed:
                log.warning("Vouchers not printed: %s", text)
            if self.dialog is dialog and dialog is not None:
                again = translate("Sale", "{why} The sale stands; print them again from here.")
                dialog.say(text if printed else again.format(why=text), "done" if printed else "problem")

        self._desk.start("voucher-print", run())

    def _ask_manager(self, then: Callable[[str], None], what: str = "") -> None:
        """A manager's PIN for ``what`` (a complimentary sale, or a reviewed sale of an open-value
        voucher); ``then`` hears who approved ("" if cancelled)."""
        asked = what or translate("Sale", "A complimentary sale (no payment taken)")
        dialog = manager_dialogs.PinDialog(self._desk.manager, asked, self.dialog)
        self.pin_dialog = dialog

        def approved() -> None:
            then(dialog.manager)
            self._desk.manager.end_session()

        dialog.accepted.connect(approved)
        dialog.rejected.connect(lambda: then(""))
        dialog.finished.connect(lambda _result: self._forget(dialog))
        dialog.open()

    def _forget(self, dialog: manager_dialogs.PinDialog) -> None:
        if self.pin_dialog is dialog:
            self.pin_dialog = None
        dialog.deleteLater()

    def _closed(self, model: SaleViewModel) -> None:
        self.open_work.discard("sale")
        dialog, self.dialog = self.dialog, None
        model.close()
        close_up(dialog, model)
        self._desk.handoff.refresh()


class LateSales(QObject):
    """Opens a ``sale_dialogs.LateSaleDialog`` over ``window`` for each late sale the till finds.

    Owned by the window, so a late sale found after it closed (a background check still running as
    the till shuts) opens nothing over a window already deleted.
    """

    def __init__(self, window: QWidget, desk: SaleDesk) -> None:
        super().__init__(window)
        self._window = window
        self._desk = desk
        self.vm = desk.late_sales
        self.vm.found.connect(self._show)
        self.dialogs: list[sale_dialogs.LateSaleDialog] = []

    def _show(self, sale: LateSale) -> None:
        desk = self._desk
        dialog = sale_dialogs.LateSaleDialog(
            sale, desk.settings, desk.start, training=desk.session.training, parent=self._window
        )
        self.dialogs.append(dialog)
        dialog.finished.connect(lambda _result: self._closed(dialog))
        dialog.open()

    def _closed(self, dialog: sale_dialogs.LateSaleDialog) -> None:
        if dialog in self.dialogs:
            self.dialogs.remove(dialog)
        dialog.deleteLater()
