"""A manager approving an action in the real till window: the PIN typed, then Enter, once."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timedelta
from decimal import Decimal
from typing import TypeVar

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QMenu
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.core.names import TRAINING_MANAGER
from app.desk.accounts.widgets import AccountsDialog
from app.desk.manager.gate import TRAINING_PIN
from app.desk.manager.widgets.audit_log import AuditLogDialog
from app.desk.manager.widgets.pin import PinDialog
from app.desk.manager.widgets.setup import SetupDialog
from app.desk.manager.widgets.shift_report import ShiftReportDialog
from app.desk.manager.widgets.unconfirmed import UnconfirmedDialog
from app.shell.main_window import MainWindow
from helpers.till import service_balance

D = TypeVar("D", bound=QDialog)

__all__ = ["TRAINING_MANAGER", "TRAINING_PIN", "add_manager", "enter_pin", "pin_prompt", "read_in"]


def pin_prompt(qtbot: QtBot, window: MainWindow) -> PinDialog:
    """The PIN prompt the till shows now (it waits for the check before the PIN to end)."""

    def shown() -> bool:
        dialog = window.manager_actions.pin_dialog
        return dialog is not None and dialog.isVisible()

    qtbot.waitUntil(shown)
    dialog = window.manager_actions.pin_dialog
    assert dialog is not None
    return dialog


def redemption_refused_at_the_pin(
    qtbot: QtBot, window: MainWindow, till: Till, balance_before: Decimal
) -> None:
    """The PIN prompt a redemption over the dual-control limit asked for, cancelled: nothing was
    sent, audited or written in the journal, and the service still holds ``balance_before``."""
    pin_prompt(qtbot, window).reject()
    qtbot.waitUntil(lambda: window.manager_actions.pin_dialog is None)
    assert not till.redeem.busy
    assert till.audit.entries(action="redeem") == []
    now = datetime.now()
    assert till.journal.between(now - timedelta(hours=1), now + timedelta(hours=1)) == []
    assert service_balance(qtbot, till) == balance_before, "the service holds no redemption"


def enter_pin(qtbot: QtBot, window: MainWindow, pin: str = TRAINING_PIN) -> PinDialog:
    """Type the PIN and press Enter as a manager does; returns the prompt (closed once approved)."""
    dialog = pin_prompt(qtbot, window)
    qtbot.keyClicks(dialog.pin, pin)
    qtbot.keyClick(dialog.pin, Qt.Key.Key_Return)
    return dialog


def add_manager(qtbot: QtBot, dialog: SetupDialog, name: str, pin: str, again: str | None = None) -> str:
    """In setup: type a manager's name and PIN twice, then Enter; returns what the dialog says."""
    dialog.manager_status.clear()
    dialog.manager_name.clear()
    qtbot.keyClicks(dialog.manager_name, name)
    qtbot.keyClicks(dialog.manager_pin, pin)
    qtbot.keyClicks(dialog.manager_again, pin if again is None else again)
    qtbot.keyClick(dialog.manager_again, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(dialog.manager_status.text()))
    return dialog.manager_status.text()


def manager_entry(window: MainWindow, text: str) -> QAction:
    """The Manager menu's entry that reads ``text``, at its top or in one of its submenus."""

    def entries(menu: QMenu) -> list[QAction]:
        found = []
        for action in menu.actions():
            found.append(action)
            submenu = action.menu()
            if isinstance(submenu, QMenu):
                found += entries(submenu)
        return found

    [entry] = [action for action in entries(window.manager_menu) if action.text() == text]
    return entry


def read_in(dialog: QDialog) -> bool:
    """What a manager's dialog reads as it opens is on screen: the audit log's check of its chain,
    the shift report's figures. A reverse and a refund read theirs before the PIN is asked; the
    others read nothing from the service."""
    if isinstance(dialog, AuditLogDialog):
        return bool(dialog.check.property("kind") != "checking")
    if isinstance(dialog, ShiftReportDialog):
        return dialog.report is not None
    return True


def opened_dialog(qtbot: QtBot, window: MainWindow, kind: type[D], timeout: int = 5_000) -> D:
    """The manager's dialog of ``kind``, once it is open (for most, once the PIN has opened it)."""
    qtbot.waitUntil(lambda: isinstance(window.manager_actions.dialog, kind), timeout=timeout)
    dialog = window.manager_actions.dialog
    assert isinstance(dialog, kind)
    return dialog


def unconfirmed_dialog(qtbot: QtBot, window: MainWindow) -> UnconfirmedDialog:
    """The manager's dialog for an unconfirmed movement, once the PIN has opened it."""
    return opened_dialog(qtbot, window, UnconfirmedDialog)


def manager_dialog(qtbot: QtBot, window: MainWindow, ask: Callable[[], object], kind: type[D]) -> D:
    """The manager's dialog of ``kind`` that ``ask`` opens, once the PIN prompt was answered."""
    ask()
    enter_pin(qtbot, window)
    return opened_dialog(qtbot, window, kind)


def manager_dialog_closed(qtbot: QtBot, window: MainWindow, dialog: QDialog) -> None:
    """Close the manager's dialog and wait until the till holds no manager's dialog open."""
    dialog.done(0)
    qtbot.waitUntil(lambda: window.manager_actions.dialog is None)


def accounts_read(qtbot: QtBot, window: MainWindow) -> AccountsDialog:
    """Manager → Voucher accounts and VAT… with the default period read; closed by the caller."""
    window.manager_actions.accounts()
    enter_pin(qtbot, window)
    dialog = opened_dialog(qtbot, window, AccountsDialog)
    qtbot.waitUntil(lambda: dialog.report is not None and dialog.classes.rowCount() > 0, timeout=20_000)
    return dialog


def shift_report_read(qtbot: QtBot, window: MainWindow) -> ShiftReportDialog:
    """Manager → Shift report…, the PIN, and the report of the shift so far read."""
    window.manager_actions.shift_report()
    enter_pin(qtbot, window)
    dialog = opened_dialog(qtbot, window, ShiftReportDialog)
    qtbot.waitUntil(lambda: dialog.report is not None)
    return dialog


def report_rows(dialog: ShiftReportDialog | AccountsDialog) -> list[list[str]]:
    """The report's table (the shift's, or the accounts' movements) as it is on screen, row by row."""
    model = dialog.table.model()
    return [
        [str(model.index(row, column).data()) for column in range(model.columnCount())]
        for row in range(model.rowCount())
    ]
