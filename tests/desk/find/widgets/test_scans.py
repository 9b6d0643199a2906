"""A scanner's burst (code and Enter) while Find is open, and Ctrl+F pressed again in it, in the real
till window on the training sandbox: a voucher's code scanned over the results or into Find's field
is no order's, so it is kept for the counter, masked as the feed masks it, and Find's field keeps
the search it held; it never opens an order's vouchers, and a surname typed by hand over the
results is searched for, as it always was."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.core.find_text import fold
from app.desk.common.widgets.scan_guard import scan_notice
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


def test_a_code_scanned_over_the_orders_found_or_into_finds_field_is_kept_for_the_counter(
    qtbot: QtBot, finder: tuple[MainWindow, Till, SandboxServer]
) -> None:
    window, till, _sandbox = finder
    dialog = found(qtbot, window, "lukasz")
    burst(qtbot, DemoCodes.FULL_ONLY, ENTER)  # over the orders found
    assert dialog.query.text() == "lukasz", "the scan is no search: the field holds the last one"
    assert dialog.vm.vouchers.rowCount() == 0, "no order's vouchers were listed by the scan's Enter"
    dialog.to_query()
    burst(qtbot, DemoCodes.PART_USED, ENTER)  # the second into the field, its text chosen
    assert dialog.query.text() == "lukasz", "not appended to the last search, nor searched for"
    notice = scan_notice(dialog)
    assert notice is not None
    assert notice.isVisible()
    shown = window.till.activity.model.code_beside(DemoCodes.PART_USED)
    assert shown in notice.text()
    assert DemoCodes.PART_USED not in notice.text(), "not at the counter yet: masked"
    assert DemoCodes.PART_USED not in dialog.status.text()
    assert dialog.isVisible()
    assert till.lookup.voucher is None, "nothing opened at the counter while Find is open"

    dialog.close_button.click()
    qtbot.waitUntil(
        lambda: till.lookup.view is not None and till.lookup.view.code == DemoCodes.PART_USED,
        timeout=10_000,
    )


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


def test_a_voucher_opened_from_find_wins_over_a_code_scanned_before_it(
    qtbot: QtBot, finder: tuple[MainWindow, Till, SandboxServer]
) -> None:
    """A surname typed fast is taken for a scan and kept; the cashier then opened a voucher of the
    orders found, and the counter looked up the kept "code" once Find closed: "not found"."""
    window, till, _sandbox = finder
    dialog = found(qtbot, window, "lukasz")
    burst(qtbot, DemoCodes.PART_USED, ENTER)
    assert window.scan_guard.kept == DemoCodes.PART_USED
    dialog.vm.choose_order(0)
    qtbot.waitUntil(lambda: dialog.vm.vouchers.rowCount() > 0, timeout=10_000)
    chosen = dialog.vm.vouchers.record(0).code
    assert chosen != DemoCodes.PART_USED
    dialog.vm.open_voucher(0)

    def opened() -> bool:
        voucher = till.lookup.voucher
        return voucher is not None and voucher.redeem_code == chosen and not till.tasks.running("lookup")

    # Find closed before the voucher was read: a kept code would have been handed on by now.
    qtbot.waitUntil(opened, timeout=10_000)
    assert window.scan_guard.kept == ""
    assert opened()


def test_a_new_search_lets_go_of_a_code_scanned_before_it_and_of_its_notice(
    qtbot: QtBot, finder: tuple[MainWindow, Till, SandboxServer]
) -> None:
    window, till, _sandbox = finder
    dialog = found(qtbot, window, "lukasz")
    burst(qtbot, DemoCodes.PART_USED, ENTER)
    notice = scan_notice(dialog)
    assert notice is not None
    assert notice.isVisible()
    dialog.to_query()
    with qtbot.waitSignal(dialog.vm.finished, timeout=20_000):
        by_hand(qtbot, dialog.query, "nowak", ENTER)
    assert not notice.isVisible(), "the banner goes with the next search"
    assert window.scan_guard.kept == ""
    dialog.close_button.click()
    QApplication.processEvents()  # the closed dialog's turn to hand on a kept code
    assert not till.tasks.running("lookup")
    assert till.lookup.view is None, "nothing scanned before the search is looked up after it"
