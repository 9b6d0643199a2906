"""A scan while one of the till's dialogs is open is never lost and never presses a button.

A wedge scanner types a code and Enter into whatever has focus. In Sell after its review the focus
sat on Close; in a manager's dialog, on its reason; it may sit on a quantity, a day or a note. The
real till window against the sandbox, the scanner and the person at the keyboard driven as
``helpers.scanner`` drives them, each at their own pace.
"""

from __future__ import annotations

from datetime import datetime

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QLineEdit, QWidget
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.core.masking import mask_code
from app.desk.cases.widgets import CaseReportDialog
from app.desk.common.widgets.scan_guard import scan_notice
from app.desk.manager.widgets.audit_log import AuditLogDialog
from app.desk.manager.widgets.reverse import ReverseDialog
from app.desk.sale.widgets.sale_dialog import SaleDialog
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers.manager import TRAINING_PIN, enter_pin, manager_dialog, opened_dialog, pin_prompt
from helpers.sale import open_sale, under_review
from helpers.scanner import ENTER, TAB, burst, by_hand, focused
from helpers.till import newest_event, redeem_amount, scan

TillWindow = tuple[MainWindow, Till]
CODE = DemoCodes.VALID_PARTIAL
#: A code of digits alone, as some cards print: nothing but its pace tells it from a field's text.
DIGITS_CODE = "402611837759"


def back_to_the_buyer(qtbot: QtBot, window: MainWindow) -> SaleDialog:
    """Sell's review for J. Bloggs cancelled: the buyer's fields back, as they were typed."""
    dialog = under_review(qtbot, window)
    dialog.step.cancel_button.click()
    return dialog


def at_the_end_of(qtbot: QtBot, field: QLineEdit) -> None:
    """The cashier back in ``field``, the cursor after what is typed there."""
    focused(qtbot, field)
    field.end(False)


def test_a_code_scanned_over_sells_close_is_kept_and_looked_up_once_sell_is_closed(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    window, till = till_window
    dialog = under_review(qtbot, window)
    focused(qtbot, dialog.close_button)

    burst(qtbot, CODE, ENTER)
    assert dialog.isVisible(), "the scan's Enter pressed nothing"
    assert dialog.step.isVisible(), "the review is as it was"
    notice = scan_notice(dialog)
    assert notice is not None
    assert notice.isVisible()
    assert till.activity.model.code_beside(CODE) in notice.text(), "masked as the feed masks it"
    assert CODE not in notice.text(), "not at the counter yet: masked"
    assert "Sell" in notice.text()
    assert till.lookup.view is None, "nothing looked up behind the dialog"

    dialog.close_button.click()
    qtbot.waitUntil(lambda: till.lookup.view is not None and till.lookup.view.code == CODE, timeout=10_000)
    assert window.code.text() == CODE


def test_a_code_scanned_into_the_buyers_name_leaves_the_name_as_typed(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    window, till = till_window
    dialog = back_to_the_buyer(qtbot, window)
    at_the_end_of(qtbot, dialog.name)

    burst(qtbot, CODE, TAB)
    assert dialog.name.text() == "J. Bloggs"
    assert dialog.name.hasFocus(), "Tab did not move on either"
    notice = scan_notice(dialog)
    assert notice is not None
    assert till.activity.model.code_beside(CODE) in notice.text()
    by_hand(qtbot, dialog.name, " Jr")  # typed by a person: the field's, as ever
    assert dialog.name.text() == "J. Bloggs Jr"


def test_enter_pressed_twice_presses_one_button(qtbot: QtBot, till_window: TillWindow) -> None:
    """The PIN's Enter opens the audit log; the same Enter again, straight after it, must not
    press what the log's focus is on."""
    window, _till = till_window
    window.manager_actions.audit_log()
    prompt = pin_prompt(qtbot, window)
    qtbot.keyClicks(prompt.pin, TRAINING_PIN)
    qtbot.keyClick(prompt.pin, ENTER)
    qtbot.waitUntil(lambda: isinstance(window.manager_actions.dialog, AuditLogDialog))
    dialog = window.manager_actions.dialog
    assert dialog is not None

    def focused() -> QWidget | None:
        focus = QApplication.focusWidget()
        return focus if focus is not None and focus.window() is dialog else None

    qtbot.waitUntil(lambda: focused() is not None)
    focus = focused()
    assert focus is not None
    qtbot.keyClick(focus, ENTER)
    assert dialog.isVisible(), "the second Enter closed the log"


def test_a_code_scanned_into_a_reverse_reason_reverses_nothing(qtbot: QtBot, till_window: TillWindow) -> None:
    window, till = till_window
    scan(qtbot, window, CODE)
    redeem_amount(qtbot, window, "5")
    window.manager_actions.reverse(newest_event(qtbot, till, CODE))
    enter_pin(qtbot, window)
    dialog = opened_dialog(qtbot, window, ReverseDialog)
    focused(qtbot, dialog.reason)

    burst(qtbot, DemoCodes.GRACE, ENTER, shift=True)  # as an X11 scanner types: Shift at each capital
    assert dialog.isVisible()
    assert dialog.reason.text() == ""
    assert not dialog.status.isVisible(), "nothing was sent"
    assert till.audit.entries(action="reverse") == []
    dialog.reject()
    qtbot.waitUntil(
        lambda: till.lookup.view is not None and till.lookup.view.code == DemoCodes.GRACE, timeout=10_000
    )


def test_a_code_scanned_anywhere_in_the_bill_is_scanned_onto_the_bill(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    window, _till = till_window
    window.bill.button.click()
    qtbot.waitUntil(lambda: window.bill.dialog is not None and window.bill.dialog.isVisible())
    dialog = window.bill.dialog
    assert dialog is not None
    qtbot.keyClicks(dialog.total, "60")
    dialog.start_button.click()
    qtbot.waitUntil(dialog.code.isEnabled)
    focused(qtbot, dialog.review_button)
    burst(qtbot, CODE, ENTER)
    qtbot.waitUntil(lambda: not dialog.vm.busy and dialog.vm.lines.rowCount() == 1, timeout=10_000)
    assert scan_notice(dialog) is None


def test_a_code_scanned_over_sells_shelf_leaves_the_shelf_as_chosen(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    """The shelf is where Sell opens with the focus: a scan's letters searched it ("S" for Spa Days)."""
    window, _till = till_window
    window.sale.action.trigger()
    qtbot.waitUntil(lambda: window.sale.dialog is not None and window.sale.dialog.isVisible())
    dialog = window.sale.dialog
    assert dialog is not None
    qtbot.waitUntil(lambda: dialog.vm.loaded)
    focused(qtbot, dialog.shelf)
    shelf = dialog.shelf.currentText()

    burst(qtbot, CODE, ENTER)
    assert dialog.shelf.currentText() == shelf
    notice = scan_notice(dialog)
    assert notice is not None
    assert notice.isVisible()
    dialog.reject()


def on_the_counter(qtbot: QtBot, window: MainWindow, till: Till, code: str) -> None:
    """``code`` is in the counter's code field and looked up there, as a scan is; nothing moved."""
    qtbot.waitUntil(lambda: window.code.text() == code and not till.tasks.running("lookup"), timeout=10_000)
    assert till.journal.between(datetime.min, datetime.max) == [], "a scan never moves money"


def kept_notice(dialog: QDialog, code: str) -> None:
    """``dialog`` says it keeps ``code`` for the counter, masked as the feed masks it: it is not at
    the counter yet."""
    owner = dialog.parentWidget()
    window = owner.window() if owner is not None else None
    assert isinstance(window, MainWindow)
    notice = scan_notice(dialog)
    assert notice is not None
    assert notice.isVisible()
    assert window.till.activity.model.code_beside(code) in notice.text()
    assert code not in notice.text()


def test_a_code_scanned_into_sells_quantity_leaves_the_quantity_and_lands_on_the_counter(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    window, till = till_window
    dialog = open_sale(qtbot, window, touch=True)
    dialog.products.selectRow(0)
    dialog.quantity.setValue(2)
    focused(qtbot, dialog.quantity)

    burst(qtbot, CODE, ENTER)  # its digits, 50, would have made the quantity 250
    assert dialog.quantity.value() == 2
    assert dialog.vm.basket.rowCount() == 0, "the scan's Enter added nothing to the sale"
    kept_notice(dialog, CODE)
    dialog.reject()
    on_the_counter(qtbot, window, till, CODE)


def test_a_code_scanned_into_the_audit_logs_date_leaves_the_date_and_lands_on_the_counter(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    window, till = till_window
    dialog = manager_dialog(qtbot, window, window.manager_actions.audit_log, AuditLogDialog)
    start = dialog.start.date()
    focused(qtbot, dialog.start)

    burst(qtbot, DemoCodes.GRACE, ENTER)  # its 45 would have been the day
    assert dialog.start.date() == start
    assert dialog.isVisible(), "the scan's Enter closed nothing"
    kept_notice(dialog, DemoCodes.GRACE)
    dialog.reject()
    on_the_counter(qtbot, window, till, DemoCodes.GRACE)


def test_a_code_scanned_into_a_cases_note_leaves_the_note_as_written(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    window, till = till_window
    scan(qtbot, window, CODE)
    qtbot.waitUntil(lambda: till.lookup.voucher is not None and not till.tasks.running("lookup"))
    dialog = manager_dialog(qtbot, window, window.manager_actions.report_problem, CaseReportDialog)
    focused(qtbot, dialog.note)
    by_hand(qtbot, dialog.note, "Guest says", ENTER)

    burst(qtbot, DemoCodes.GRACE, ENTER)
    assert dialog.note.toPlainText() == "Guest says\n", "neither the code nor its Enter is in the note"
    kept_notice(dialog, DemoCodes.GRACE)
    by_hand(qtbot, dialog.note, "it was a gift")  # the manager writes on where they were
    assert dialog.note.toPlainText() == "Guest says\nit was a gift"
    assert not dialog.sheet.copy.isEnabled(), "no case opened by the scan's Enter"
    dialog.reject()
    on_the_counter(qtbot, window, till, DemoCodes.GRACE)


def test_a_code_of_digits_scanned_into_the_buyers_e_mail_is_caught_by_its_pace(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    window, till = till_window
    dialog = back_to_the_buyer(qtbot, window)
    at_the_end_of(qtbot, dialog.email)

    burst(qtbot, DIGITS_CODE, ENTER)
    assert dialog.email.text() == "jo@example.com"
    assert not dialog.step.isVisible(), "the scan's Enter opened no review"
    kept_notice(dialog, DIGITS_CODE)
    dialog.reject()
    on_the_counter(qtbot, window, till, DIGITS_CODE)


@pytest.mark.parametrize("then", [TAB, ENTER], ids=["tab", "enter"])
def test_a_surname_typed_fast_by_a_person_is_the_fields(
    qtbot: QtBot, till_window: TillWindow, then: Qt.Key
) -> None:
    """A surname has the shape of a code (letters, no space): only its pace says it was typed."""
    window, _till = till_window
    dialog = open_sale(qtbot, window, touch=True)
    focused(qtbot, dialog.name)

    by_hand(qtbot, dialog.name, "Kowalczyk", then)
    assert dialog.name.text() == "Kowalczyk"
    assert scan_notice(dialog) is None, "not taken for a scan"
    if then == TAB:
        assert not dialog.name.hasFocus(), "Tab moved on to the next field"
    dialog.reject()
    assert window.scan_guard.kept == "", "nothing waits for the counter"


def test_a_kept_codes_notice_names_it_as_the_feed_beside_it_does(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    """TEA40PART redeemed, in the feed: SPA50PART scanned in Sell shares its tail, so the notice
    names it by the longer tail the feed would show, never by a mask of its own."""
    window, till = till_window
    scan(qtbot, window, DemoCodes.PART_USED)
    redeem_amount(qtbot, window, "5")
    newest_event(qtbot, till, DemoCodes.PART_USED)
    shown = till.activity.model.code_beside(CODE)
    assert shown != mask_code(CODE), "the feed tells the two apart by a longer tail"
    dialog = under_review(qtbot, window)
    focused(qtbot, dialog.close_button)

    burst(qtbot, CODE, ENTER)
    notice = scan_notice(dialog)
    assert notice is not None
    assert f"Voucher {shown} scanned" in notice.text()
    dialog.close_button.click()
