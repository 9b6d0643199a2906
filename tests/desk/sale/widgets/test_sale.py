"""Selling gift vouchers through the real till window, from the keyboard and by touch, at 1024×768.

Against the sandbox on loopback, as a receptionist would notice it: products by category, the
buyer's e-mail checked beside its field, one review in words, Confirm only by F12 or a tap (Enter
never sells), the hand-off with the till's payment reference, the new codes shown once, a
complimentary sale only with a manager's PIN, and Sell disabled with why when offline.
"""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.core.movement import MovementKind, MovementState
from app.desk.common.outcomes import sent_text
from app.desk.handoff.handoff import ACTION_KEYED
from app.desk.sale.widgets.sale_dialog import SaleDialog
from app.shell.main_window import MainWindow
from helpers import logs
from helpers.layout import laid_out
from helpers.manager import enter_pin
from helpers.sale import buyer, open_sale, orders_with, pick, sold_one
from helpers.till import outcomes_written, scan, till_open
from helpers.words import REFERENCE_LABEL
from sandbox_harness.server import SandboxServer


@pytest.mark.both_shapes
def test_a_sale_e_mailed_to_a_recipient_and_ticked_paid_from_the_keyboard(
    qtbot: QtBot, sale_till: tuple[MainWindow, Till], sandbox: SandboxServer
) -> None:
    window, till = sale_till
    dialog = open_sale(qtbot, window, touch=False)
    assert [dialog.shelf.itemText(i) for i in range(dialog.shelf.count())] == ["All", "Spa Days", "Dining"]
    assert [dialog.method.itemText(i) for i in range(dialog.method.count())] == [
        "E-mail (free)",
        "Printed at the desk (free)",
    ]
    pick(qtbot, dialog, "Spa Day for Two", message="Happy birthday!")
    dialog.name.setFocus()
    buyer(qtbot, dialog, "J. Bloggs", "jo@example", "friend@example.com")
    assert "Not an e-mail address" in dialog.checks["email"].text()
    qtbot.keyClicks(dialog.email, ".com")
    assert dialog.checks["email"].text() == ""

    qtbot.mouseClick(dialog.review_button, Qt.MouseButton.LeftButton)
    review = "Sell 1 x Spa Day for Two £50.00 to J. Bloggs — take £50.00 on the POS"
    qtbot.waitUntil(lambda: dialog.step.text.text() == review)
    qtbot.keyClick(dialog.email, Qt.Key.Key_Return)  # Enter never sells
    assert not any(m.kind is MovementKind.SALE for m in till.journal.unresolved())
    assert dialog.handoff.text() == ""

    qtbot.keyClick(dialog.email, Qt.Key.Key_F12)
    qtbot.waitUntil(
        lambda: dialog.handoff.text().startswith(f"Take £50.00 payment on the POS {REFERENCE_LABEL}VD")
    )
    reference = dialog.vm.reference
    assert dialog.handoff.text().endswith(reference)
    [order] = orders_with(sandbox, reference)
    assert order["recipientEmailAddress"] == "friend@example.com"
    assert order["customerName"] == "J. Bloggs"
    qtbot.waitUntil(lambda: "New codes (shown once" in dialog.codes.text())
    assert " — Spa Day for Two — £50.00 — expires " in dialog.codes.text()
    assert dialog.paid.isVisible()
    qtbot.waitUntil(lambda: till.handoff.current is not None and till.handoff.current.code == reference)
    handoff = till.handoff.current
    assert handoff is not None
    assert handoff.instruction == (
        f"Take £50.00 payment on the POS for a voucher sale {REFERENCE_LABEL}{reference}"
    )
    # F9, the till's "keyed on the POS" key (the README), ticks *Paid on POS* here too.
    qtbot.keyClick(dialog.email, Qt.Key.Key_F9)
    assert dialog.paid.isChecked()
    qtbot.waitUntil(lambda: till.handoff.current is None)
    qtbot.keyClick(dialog.email, Qt.Key.Key_F9)  # a second F9 never unticks it
    assert dialog.paid.isChecked()
    [tick] = till.audit.entries(action=ACTION_KEYED)
    assert (tick.code, tick.amount) == (reference, Decimal("50.00"))
    [sale] = [m for m in till.journal.between(datetime.min, datetime.max) if m.kind is MovementKind.SALE]
    assert (sale.state, sale.code) == (MovementState.DONE, reference)


def test_the_review_puts_the_keyboard_on_confirm_where_enter_still_sells_nothing(
    qtbot: QtBot, sale_till: tuple[MainWindow, Till]
) -> None:
    """Review pressed from the keyboard: the keyboard is on Confirm (F12), not on Close; Enter and a
    scan there sell nothing; Cancel brings it back to the buyer's name."""
    window, till = sale_till
    dialog = open_sale(qtbot, window, touch=False)
    pick(qtbot, dialog, "Spa Day for Two")
    dialog.name.setFocus()
    buyer(qtbot, dialog, "J. Bloggs", "jo@example.com")
    dialog.review_button.setFocus()
    qtbot.keyClick(dialog.review_button, Qt.Key.Key_Space)
    qtbot.waitUntil(dialog.step.isVisible)
    assert dialog.focusWidget() is dialog.step.confirm_button
    qtbot.keyClick(dialog.step.confirm_button, Qt.Key.Key_Return)
    qtbot.keyClicks(dialog.step.confirm_button, "SPA50PART")
    qtbot.keyClick(dialog.step.confirm_button, Qt.Key.Key_Return)
    assert dialog.isVisible()
    assert dialog.step.isVisible()
    assert not any(m.kind is MovementKind.SALE for m in till.journal.unresolved())
    dialog.step.cancel_button.click()
    qtbot.waitUntil(lambda: not dialog.step.isVisible())
    assert dialog.focusWidget() is dialog.name


@pytest.mark.logs(r"^Vouchers not printed: ")
def test_a_printed_sale_of_two_items_by_touch(
    qtbot: QtBot, sale_till: tuple[MainWindow, Till], sandbox: SandboxServer
) -> None:
    window, _till = sale_till
    dialog = open_sale(qtbot, window, touch=True)
    dialog.shelf.setCurrentIndex(2)  # Dining
    pick(qtbot, dialog, "Afternoon Tea", quantity=2)
    dialog.shelf.setCurrentIndex(0)
    pick(qtbot, dialog, "Dinner for Two")
    dialog.method.setCurrentIndex(1)  # printed at the desk
    buyer(qtbot, dialog, "A. Guest", "guest@example.com")
    qtbot.mouseClick(dialog.review_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(dialog.step.isVisible)
    assert dialog.step.text.text() == (
        "Sell 2 x Afternoon Tea £40.00, 1 x Dinner for Two £75.00 to A. Guest — take £155.00 on the POS"
    )
    qtbot.mouseClick(dialog.step.confirm_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "Take £155.00 payment on the POS" in dialog.handoff.text())
    assert dialog.codes.text().count("Code ") == 3
    [order] = orders_with(sandbox, dialog.vm.reference)
    assert order["deliveryMethodName"] == "Printed at the desk"
    assert order["total_pence"] == 15500
    assert dialog.print_button.isVisible()
    qtbot.mouseClick(dialog.print_button, Qt.MouseButton.LeftButton)
    # No printer on a test machine: said on the line, and the sale stands.
    qtbot.waitUntil(lambda: "The sale stands" in dialog.status.text() or "printed on" in dialog.status.text())


def test_a_complimentary_sale_needs_a_managers_pin_and_is_audited(
    qtbot: QtBot, sale_till: tuple[MainWindow, Till], sandbox: SandboxServer
) -> None:
    window, till = sale_till
    dialog = open_sale(qtbot, window, touch=True)
    pick(qtbot, dialog, "Spa Day for Two")
    buyer(qtbot, dialog, "V. Important", "vip@example.com")
    qtbot.mouseClick(dialog.complimentary, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.sale.pin_dialog is not None and window.sale.pin_dialog.isVisible())
    assert not dialog.complimentary.isChecked(), "not ticked before the PIN"
    pin = window.sale.pin_dialog
    assert pin is not None
    qtbot.keyClicks(pin.pin, "2468")
    qtbot.keyClick(pin.pin, Qt.Key.Key_Return)
    qtbot.waitUntil(dialog.complimentary.isChecked)
    qtbot.mouseClick(dialog.review_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(dialog.step.isVisible)
    assert (
        dialog.step.text.text()
        == "Give 1 x Spa Day for Two £50.00 to V. Important — complimentary, take no payment"
    )
    qtbot.mouseClick(dialog.step.confirm_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.handoff.text().startswith("Complimentary — take no payment"))
    assert not dialog.paid.isVisible()
    [order] = orders_with(sandbox, dialog.vm.reference)
    assert order["total_pence"] == 0
    assert order["paymentMethod"] == "Complimentary"
    outcomes_written(qtbot, till)
    entries = [e for e in till.audit.entries() if e.action == "sale" and e.outcome == "done"]
    assert entries[-1].manager
    assert entries[-1].code == dialog.vm.reference


def test_offline_the_sale_is_disabled_and_says_why(
    qtbot: QtBot, sale_till: tuple[MainWindow, Till], sandbox: SandboxServer
) -> None:
    window, till = sale_till
    dialog = open_sale(qtbot, window, touch=True)
    till.connection.report_offline()
    qtbot.waitUntil(dialog.why_not.isVisible)
    assert "never kept to send later" in dialog.why_not.text()
    assert not dialog.review_button.isEnabled()


def sell_one_spa_day(qtbot: QtBot, dialog: SaleDialog) -> None:
    pick(qtbot, dialog, "Spa Day for Two")
    buyer(qtbot, dialog, "J. Bloggs", "jo@example.com")
    qtbot.mouseClick(dialog.review_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(dialog.step.isVisible)
    qtbot.mouseClick(dialog.step.confirm_button, Qt.MouseButton.LeftButton)


@pytest.mark.logs(*logs.FAULTS)
@pytest.mark.both_shapes
def test_a_lost_answer_after_the_order_was_made_is_found_by_its_reference(
    qtbot: QtBot, sale_till: tuple[MainWindow, Till], sandbox: SandboxServer
) -> None:
    window, _till = sale_till
    dialog = open_sale(qtbot, window, touch=True)
    sandbox.faults.set(drop={"when": "after"}, path="/orders/$", method="POST", times=1)
    sell_one_spa_day(qtbot, dialog)
    qtbot.waitUntil(lambda: "Take £50.00 payment on the POS" in dialog.handoff.text(), timeout=30_000)
    assert len(orders_with(sandbox, dialog.vm.reference)) == 1
    assert "Code " in dialog.codes.text(), "the codes are read from the order it found"


@pytest.mark.logs(*logs.FAULTS)
def test_a_lost_answer_before_the_order_was_made_counts_down_to_not_sold(
    qtbot: QtBot,
    qloop: object,
    sandbox: SandboxServer,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("VOUCHER_DESK_SETTLE_S", "3")  # a short settle period: the countdown, not a minute
    with till_open(qtbot, sandbox, tmp_path / "home") as (window, _till):
        dialog = open_sale(qtbot, window, touch=True)
        said: list[str] = []
        dialog.vm.message.connect(lambda text, _kind: said.append(text))
        sandbox.faults.set(drop={"when": "before"}, path="/orders/$", method="POST", times=1)
        sell_one_spa_day(qtbot, dialog)
        qtbot.waitUntil(
            lambda: not dialog.vm.busy and bool(said) and "did not go through" in said[-1], timeout=30_000
        )
        assert any(text.endswith(" s") and "Checking with the service" in text for text in said), (
            "a countdown"
        )
        assert "no voucher was sold — take no payment for it" in said[-1]
        assert orders_with(sandbox, dialog.vm.reference) == []
        assert dialog.handoff.text() == ""
        dialog.reject()


def test_a_manager_corrects_a_sold_orders_recipient_read_back_and_audited_masked(
    qtbot: QtBot, sale_till: tuple[MainWindow, Till], sandbox: SandboxServer
) -> None:
    window, till = sale_till
    dialog = open_sale(qtbot, window, touch=True)
    sell_one_spa_day(qtbot, dialog)
    qtbot.waitUntil(lambda: "Code " in dialog.codes.text())
    code = dialog.codes.text().split("Code ")[1].split(" ")[0]
    reference = dialog.vm.reference
    [order] = orders_with(sandbox, reference)
    dialog.paid.setChecked(True)  # taken on the POS: Close asks nothing
    dialog.reject()
    qtbot.waitUntil(lambda: window.sale.dialog is None)
    scan(qtbot, window, code)
    qtbot.waitUntil(lambda: till.lookup.view is not None)

    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(
        window.code, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    )
    enter_pin(qtbot, window)
    qtbot.waitUntil(lambda: window.order_fix.dialog is not None and window.order_fix.dialog.isVisible())
    fix = window.order_fix.dialog
    assert fix is not None
    # The purchaser's address is shown masked, as everywhere: only a reveal shows it whole (audited).
    qtbot.waitUntil(lambda: fix.email.text() == "j•••@example.com")
    assert "jo@example.com" not in (fix.email.text(), fix.email.placeholderText(), fix.email.toolTip())
    for text in ("j•••@example.org", "j•••@example.com"):  # pasted, then a key typed and taken back
        fix.email.setText(text)
        qtbot.keyClick(fix.email, Qt.Key.Key_X)
        qtbot.keyClick(fix.email, Qt.Key.Key_Backspace)
        if text.endswith(".org"):
            assert "Not an e-mail address" in fix.checks["emailAddress"].text(), "a masked one edited"
    assert fix.checks["emailAddress"].text() == "", "left as shown: kept as the service holds it"
    fix.recipient.setFocus()
    qtbot.keyClicks(fix.recipient, "friend@")
    assert "Not an e-mail address" in fix.checks["recipientEmailAddress"].text()
    qtbot.keyClicks(fix.recipient, "example.com")
    qtbot.keyClick(fix.recipient, Qt.Key.Key_Return)  # Enter never sends
    assert orders_with(sandbox, reference)[0]["recipientEmailAddress"] == ""
    qtbot.mouseClick(fix.save, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: fix.status.text().startswith(f"Order #{order['orderID']} corrected"))
    assert orders_with(sandbox, reference)[0]["recipientEmailAddress"] == "friend@example.com"
    assert orders_with(sandbox, reference)[0]["emailAddress"] == "jo@example.com", "only what changed"
    assert fix.recipient.text() == "f•••@example.com", "read back, and shown masked again"
    [entry] = till.audit.entries(action="correct order")
    assert entry.manager
    assert entry.outcome == "corrected"
    assert entry.reason is not None
    assert "friend@example.com" not in entry.reason
    assert "f•••@example.com" in entry.reason
    fix.reject()


def test_twenty_codes_scroll_and_the_window_stays_on_the_screen(
    qtbot: QtBot, sale_till: tuple[MainWindow, Till], sandbox: SandboxServer
) -> None:
    """With twenty codes the window grew to 1048 px (Close and the basket off the
    screen), and an earlier "Nothing was sent" stayed beside a sale on its way."""
    window, _till = sale_till
    dialog = open_sale(qtbot, window, touch=True)
    screen = dialog.screen().availableGeometry()
    pick(qtbot, dialog, "Spa Day for Two", quantity=20)
    buyer(qtbot, dialog, "J. Bloggs", "jo@example.com")
    qtbot.mouseClick(dialog.review_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(dialog.step.isVisible)
    dialog.status.setText("The till cannot write its journal: the disk is full. Nothing was sent.")
    sandbox.faults.set(path="/orders/$", method="POST", latency_ms=800, times=1)
    qtbot.mouseClick(dialog.step.confirm_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.status.text() == sent_text())  # not the earlier refusal
    qtbot.waitUntil(lambda: "Take £1,000.00 payment on the POS" in dialog.handoff.text(), timeout=10_000)
    assert dialog.codes.text().count("Code ") == 20
    laid_out()  # the window's own layout pass after the codes
    assert dialog.frameGeometry().height() <= screen.height(), "the window grew past the screen"
    assert dialog.close_button.isVisible()
    bar = dialog.codes_area.verticalScrollBar()
    # With the buyer's form put away, twenty codes may fit whole; where they do not, they scroll.
    needed = dialog.codes.heightForWidth(dialog.codes_area.viewport().width())
    in_sight = dialog.codes_area.viewport().height() >= needed
    assert in_sight or (bar.isVisible() and bar.maximum() > 0), "the codes are cut and do not scroll"
    assert dialog.codes_area.height() >= 2 * dialog.codes.fontMetrics().lineSpacing()


def test_the_review_stays_with_confirm_busy_while_the_sale_is_on_its_way(
    qtbot: QtBot, sale_till: tuple[MainWindow, Till], sandbox: SandboxServer
) -> None:
    """On its way, the sale keeps its review, Confirm showing it busy: the buyer's form came back
    for that moment before, and the codes put it away again as they came."""
    window, _till = sale_till
    dialog = open_sale(qtbot, window, touch=True)
    pick(qtbot, dialog, "Spa Day for Two")
    buyer(qtbot, dialog, "J. Bloggs", "jo@example.com")
    qtbot.mouseClick(dialog.review_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(dialog.step.isVisible)
    sandbox.faults.set(path="/orders/$", method="POST", latency_ms=800, times=1)
    qtbot.mouseClick(dialog.step.confirm_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.status.text() == sent_text())
    assert dialog.step.isVisible(), "the review went as the sale left"
    assert "J. Bloggs" in dialog.step.text.text()
    assert not dialog.step.confirm_button.isEnabled()
    assert not dialog.buyer_scroll.isVisible(), "the buyer's form came back while the sale was on its way"
    qtbot.waitUntil(lambda: bool(dialog.sold), timeout=10_000)
    assert not dialog.step.isVisible()
    assert not dialog.buying.isVisible()
    assert dialog.codes.text().startswith("New codes")


def test_closing_before_paid_on_pos_asks_and_back_keeps_the_codes(
    qtbot: QtBot, sale_till: tuple[MainWindow, Till]
) -> None:
    """Close (or Esc) before *Paid on POS* is ticked asks first: the codes are not shown again.
    *Back to the sale* keeps them on screen; *Close anyway* closes; once ticked, Close just closes."""
    window, _till = sale_till
    dialog = sold_one(qtbot, window)
    code = dialog.sold[0].code
    qtbot.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.closing_question is not None and dialog.closing_question.isVisible())
    question = dialog.closing_question
    assert question is not None
    assert question.text().startswith("Paid on POS is not ticked. Close the sale window anyway?")
    assert dialog.isVisible()
    back = next(b for b in question.buttons() if b.text() == "Back to the sale")
    qtbot.mouseClick(back, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.closing_question is None)
    assert dialog.isVisible()
    assert code in dialog.codes.text()

    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: dialog.closing_question is not None and dialog.closing_question.isVisible())
    question = dialog.closing_question
    assert question is not None
    anyway = next(b for b in question.buttons() if b.text() == "Close anyway")
    qtbot.mouseClick(anyway, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.sale.dialog is None)

    dialog = sold_one(qtbot, window)
    dialog.paid.setChecked(True)
    qtbot.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.sale.dialog is None)


def test_a_sale_closed_the_instant_it_is_sold_still_waits_on_the_hand_off(
    qtbot: QtBot, sale_till: tuple[MainWindow, Till]
) -> None:
    """The sale's journal mark and the hand-off's read again wait for the codes' paint; a window
    closed before that paint (its view-model deleted with it) must not take them along: the sale
    still waits to be keyed on the POS."""
    window, till = sale_till
    dialog = open_sale(qtbot, window, touch=True)
    pick(qtbot, dialog, "Spa Day for Two")
    buyer(qtbot, dialog, "J. Bloggs", "jo@example.com")
    dialog.vm.sold.connect(lambda *_: dialog.done(0))
    qtbot.mouseClick(dialog.review_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(dialog.step.isVisible)
    qtbot.mouseClick(dialog.step.confirm_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.sale.dialog is None)
    qtbot.waitUntil(lambda: len(till.handoff.unticked()) == 1)
    qtbot.waitUntil(window.handoff.isVisible)
