"""A scanner's burst (code and Enter) while Find is open, and Ctrl+F pressed again in it, in the real
till window on the training sandbox: the burst is typed into Find's field whatever has the focus,
so it never opens an order's vouchers or a voucher at the counter; a surname typed by hand over the
results is searched for, as it always was."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.core.find_text import fold
from app.desk.find.widgets.find_dialog import FindDialog
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers.scanner import ENTER, burst, by_hand
from sandbox_harness.server import SandboxServer


def found(qtbot: QtBot, window: MainWindow, text: str) -> FindDialog:
    """Ctrl+F, the text and Enter: the search has ended with orders found, the focus on them."""
    qtbot.keyClick(window.code, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    dialog = window.finder.dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    with qtbot.waitSignal(dialog.vm.finished, timeout=20_000):
        by_hand(qtbot, dialog.query, text, ENTER)
    assert dialog.vm.results.rowCount() > 0
    qtbot.waitUntil(dialog.results.hasFocus)
    return dialog


def scanned(qtbot: QtBot, dialog: FindDialog, code: str) -> None:
    """A scanner types into whatever has the focus, then Enter; the search it starts has ended."""
    with qtbot.waitSignal(dialog.vm.finished, timeout=20_000):
        burst(qtbot, code, ENTER)


def test_a_code_scanned_over_the_orders_found_is_searched_for_and_opens_nothing(
    qtbot: QtBot, finder: tuple[MainWindow, Till, SandboxServer]
) -> None:
    window, till, _sandbox = finder
    dialog = found(qtbot, window, "lukasz")
    scanned(qtbot, dialog, DemoCodes.FULL_ONLY)
    assert dialog.query.text() == DemoCodes.FULL_ONLY, "the scan went into Find's field, not the list"
    assert dialog.vm.vouchers.rowCount() == 0, "no order's vouchers were listed by the scan's Enter"
    scanned(qtbot, dialog, DemoCodes.VALID_PARTIAL)
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


def test_a_surname_typed_fast_over_the_orders_found_is_searched_for(
    qtbot: QtBot, finder: tuple[MainWindow, Till, SandboxServer]
) -> None:
    """The receptionist, the last search's orders on screen, types the next guest's surname and
    Enter, as fast as they type: a search for that surname, nothing kept for the counter."""
    window, till, _sandbox = finder
    dialog = found(qtbot, window, "lukasz")
    with qtbot.waitSignal(dialog.vm.finished, timeout=20_000):
        by_hand(qtbot, None, "nowak", ENTER)
    assert dialog.query.text() == "nowak"
    orders = [dialog.vm.results.record(row) for row in range(dialog.vm.results.rowCount())]
    assert orders
    assert all("nowak" in fold(f"{o.customer_name} {o.recipient_name}") for o in orders)
    assert dialog.vm.vouchers.rowCount() == 0, "the Enter opened no order"
    assert window.scan_guard.kept == "", "not taken for a scan"
    assert till.lookup.voucher is None
