"""A scanner's burst (code and Enter) while Find is open, and Ctrl+F pressed again in it, in the real
till window on the training sandbox: the burst is typed into Find's field whatever has the focus,
so it never opens an order's vouchers or a voucher at the counter."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.desk.find.widgets.find_dialog import FindDialog
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from sandbox_harness.server import SandboxServer


def found(qtbot: QtBot, window: MainWindow, text: str) -> FindDialog:
    """Ctrl+F, the text and Enter: the search has ended with orders found, the focus on them."""
    qtbot.keyClick(window.code, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    dialog = window.finder.dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    qtbot.keyClicks(dialog.query, text)
    with qtbot.waitSignal(dialog.vm.finished, timeout=20_000):
        qtbot.keyClick(dialog.query, Qt.Key.Key_Return)
    assert dialog.vm.results.rowCount() > 0
    qtbot.waitUntil(dialog.results.hasFocus)
    return dialog


def focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


def burst(qtbot: QtBot, dialog: FindDialog, code: str) -> None:
    """A scanner types into whatever has the focus, then Enter; the search it starts has ended."""
    qtbot.keyClicks(focused(), code)
    with qtbot.waitSignal(dialog.vm.finished, timeout=20_000):
        qtbot.keyClick(focused(), Qt.Key.Key_Return)


def test_a_code_scanned_over_the_orders_found_is_searched_for_and_opens_nothing(
    qtbot: QtBot, finder: tuple[MainWindow, Till, SandboxServer]
) -> None:
    window, till, _sandbox = finder
    dialog = found(qtbot, window, "lukasz")
    burst(qtbot, dialog, DemoCodes.FULL_ONLY)
    assert dialog.query.text() == DemoCodes.FULL_ONLY, "the scan went into Find's field, not the list"
    assert dialog.vm.vouchers.rowCount() == 0, "no order's vouchers were listed by the scan's Enter"
    burst(qtbot, dialog, DemoCodes.VALID_PARTIAL)
    assert dialog.query.text().endswith(DemoCodes.VALID_PARTIAL)
    assert dialog.vm.vouchers.rowCount() == 0
    assert dialog.isVisible()
    assert till.lookup.voucher is None, "nothing was opened at the counter"


def test_ctrl_f_again_in_find_goes_back_to_its_field_with_the_text_chosen(
    qtbot: QtBot, finder: tuple[MainWindow, Till, SandboxServer]
) -> None:
    window, _till, _sandbox = finder
    dialog = found(qtbot, window, "nowak")
    qtbot.keyClick(dialog.results, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(dialog.query.hasFocus)
    assert dialog.query.selectedText() == "nowak", "the next scan or word replaces the last"
