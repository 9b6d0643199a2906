"""Find in the real till window, as its window tests drive it: Ctrl+F, a search typed and ended;
the orders of a guest called Alice found, as the layout walks read them."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.desk.find.widgets.find_dialog import FindDialog
from app.sandbox.demo_orders import history
from app.shell.main_window import MainWindow
from helpers.scanner import by_hand

#: Orders of the history within the default 12-month window (the newest is 3 days old).
WITHIN_A_YEAR = [order for order in history() if order.days_ago < 360]


def open_find(qtbot: QtBot, window: MainWindow) -> FindDialog:
    qtbot.keyClick(window.code, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    dialog = window.finder.dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    return dialog


def search(qtbot: QtBot, dialog: FindDialog, text: str) -> str:
    """Type and press Enter; wait for the search to end; what the dialog said."""
    dialog.query.clear()
    if text.isascii():
        by_hand(qtbot, dialog.query, text)
    else:  # QTest cannot type a letter that no key of its keyboard makes: pasted, as an IME would
        dialog.query.setText(text)
    with qtbot.waitSignal(dialog.vm.finished, timeout=30_000):
        qtbot.keyClick(dialog.query, Qt.Key.Key_Return)
    return dialog.status.text()


def names_shown(dialog: FindDialog) -> dict[int, str]:
    return {
        dialog.vm.results.record(row).order_id: dialog.vm.results.record(row).customer_name
        for row in range(dialog.vm.results.rowCount())
    }


def found_alice(qtbot: QtBot, window: MainWindow) -> FindDialog:
    """Find with the orders of a guest called Alice, the first one chosen and its vouchers listed."""
    window.finder.open()
    finder = window.finder.dialog
    assert finder is not None
    finder.query.setText("alice")
    with qtbot.waitSignal(finder.vm.finished, timeout=10_000):
        finder.search.click()
    finder.results.setCurrentIndex(finder.vm.results.index(0, 0))
    finder.vm.choose_order(0)
    qtbot.waitUntil(lambda: finder.vm.vouchers.rowCount() > 0)
    return finder
