"""Bill mode through the real till window: several vouchers on one bill, from the keyboard and by touch.

Against the sandbox on loopback, at 1024×768 and 1366×768, as a cashier would notice it: what each
voucher pays, what is refused and why, one review, Confirm only by F12 or a tap, and the outcome
line by line with what is left to pay on the POS.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime, timedelta
from decimal import Decimal
from pathlib import Path

import httpx
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.core.masking import mask_code
from app.core.movement import MovementKind, MovementState
from app.core.slip import slip_text
from app.desk.bill.widgets.bill_dialog import BillDialog
from app.desk.manager.widgets.reverse import ReverseDialog
from app.desk.manager.widgets.shift_report import ShiftReportDialog
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers import logs
from helpers.billing import bill_of, cell, confirm, open_bill, review, scan_onto, till_for_bills
from helpers.manager import TRAINING_MANAGER, enter_pin, opened_dialog
from helpers.storage import locked_by_another_program
from helpers.words import REFERENCES_LABEL
from sandbox_harness.server import SandboxServer

SIZES = [(1024, 768), (1366, 768)]


@pytest.fixture(params=SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def bill_till(
    request: pytest.FixtureRequest, qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> Iterator[tuple[MainWindow, Till]]:
    with till_for_bills(qtbot, sandbox, tmp_path / "home", request.param) as opened:
        yield opened


def table_12_sent(qtbot: QtBot, window: MainWindow) -> BillDialog:
    """Table 12's bill of £180 paid by £50, £75 and £25 from three vouchers, reviewed and sent."""
    codes = (DemoCodes.VALID_PARTIAL, DemoCodes.FULL_ONLY, DemoCodes.PART_USED)
    dialog = bill_of(qtbot, window, "180", *codes, reference="Table 12", touch=False)
    review(qtbot, dialog, touch=False)
    confirm(qtbot, dialog, touch=False)
    return dialog


def bill_redemptions(till: Till) -> list[tuple[str | None, Decimal | None, MovementState, str]]:
    """What the journal holds of the bill's redemptions: code, amount, state and the bill's reference."""
    now = datetime.now()
    return [
        (m.code, m.amount, m.state, m.bill.reference)
        for m in till.journal.between(now - timedelta(days=1), now + timedelta(days=1))
        if m.kind is MovementKind.REDEEM and m.bill is not None
    ]


CODES_OF_THE_BILL = (DemoCodes.VALID_PARTIAL, DemoCodes.FULL_ONLY, DemoCodes.GRACE)


def requests_of(till: Till) -> list[tuple[str, str]]:
    """Every request the till sends from now on, as (method, path), in order (httpx's own hook)."""
    sent: list[tuple[str, str]] = []

    async def hook(request: httpx.Request) -> None:
        sent.append((request.method, request.url.path))

    http = till.client._http  # observed, never changed
    http.event_hooks = {**http.event_hooks, "request": [*http.event_hooks["request"], hook]}
    return sent


@pytest.mark.parametrize("touch", [False, True], ids=["keyboard", "touch"])
@pytest.mark.both_shapes
def test_three_vouchers_of_mixed_kinds_pay_a_bill_and_the_rest_is_left_for_the_pos(
    qtbot: QtBot, bill_till: tuple[MainWindow, Till], touch: bool
) -> None:
    window, till = bill_till
    dialog = bill_of(qtbot, window, "200", *CODES_OF_THE_BILL, reference="Table 12", touch=touch)
    QApplication.processEvents()
    assert [cell(dialog, r, 2) for r in range(3)] == ["£50.00", "£75.00", "£45.00"]
    text = review(qtbot, dialog, touch=touch)
    assert text == "Redeem 3 vouchers: £170.00 — £30.00 left to pay on the POS"
    sent = requests_of(till)
    confirm(qtbot, dialog, touch=touch)
    # One request a voucher, one after another: alone at its desk the till reads nothing beside
    # them (each voucher's answer is the next one's anchor).
    assert sent[:3] == [("POST", f"/codes/{code}/redeem/") for code in CODES_OF_THE_BILL]
    assert [cell(dialog, r, 4).split(" ·")[0] for r in range(3)] == ["Redeemed"] * 3
    # The next scan lands in the code field (a tap on Review must not leave the focus on
    # the read-only total once the button is disabled, or a scanner burst goes nowhere).
    assert dialog.focusWidget() is dialog.code
    assert dialog.status.text() == "Bill: 3 vouchers redeemed: £170.00; £30.00 left to pay on the POS."
    qtbot.waitUntil(lambda: till.slips.last is not None)  # made just after the outcome is painted
    slip = till.slips.last
    assert slip is not None
    text = slip_text(slip)
    for code in CODES_OF_THE_BILL:
        assert code not in text  # every voucher on the slip is masked
    body = text.splitlines()
    assert "Bill: Table 12" in body
    assert "Bill total: £200.00" in body
    assert [line.split(" · ")[0] for line in body if line.startswith("Voucher ")] == [
        f"Voucher {mask_code(DemoCodes.VALID_PARTIAL)}: £50.00",
        f"Voucher {mask_code(DemoCodes.FULL_ONLY)}: £75.00",
        f"Voucher {mask_code(DemoCodes.GRACE)}: £45.00",
    ]
    assert "Paid by vouchers: £170.00" in body
    assert "Left to pay: £30.00" in body
    assert sorted(bill_redemptions(till)) == sorted(
        [
            (DemoCodes.VALID_PARTIAL, Decimal("50.00"), MovementState.DONE, "Table 12"),
            (DemoCodes.FULL_ONLY, Decimal("75.00"), MovementState.DONE, "Table 12"),
            (DemoCodes.GRACE, Decimal("45.00"), MovementState.DONE, "Table 12"),
        ]
    )


@pytest.mark.parametrize("touch", [False, True], ids=["keyboard", "touch"])
def test_a_whole_only_voucher_larger_than_what_is_left_joins_only_when_the_cashier_says_so(
    qtbot: QtBot, bill_till: tuple[MainWindow, Till], touch: bool
) -> None:
    window, _till = bill_till
    dialog = bill_of(qtbot, window, "105", DemoCodes.VALID_PARTIAL, touch=touch)
    dialog.table.selectRow(0)
    qtbot.keyClicks(dialog.amount, "50")  # typed by hand: it keeps its amount
    qtbot.keyClick(dialog.amount, Qt.Key.Key_Return)
    qtbot.keyClicks(dialog.code, DemoCodes.FULL_ONLY)
    qtbot.keyClick(dialog.code, Qt.Key.Key_Return)
    qtbot.waitUntil(dialog.loss.isVisible)
    assert dialog.loss_text.text() == (
        "DINNER75 must be used in full: £75.00 for the £55.00 left — the guest loses £20.00"
    )
    assert dialog.vm.lines.rowCount() == 1  # not on the bill until the cashier says so
    qtbot.mouseClick(dialog.decline_loss, Qt.MouseButton.LeftButton)
    assert dialog.vm.lines.rowCount() == 1
    assert dialog.status.text() == "DINNER75 was not added to the bill."
    qtbot.keyClicks(dialog.code, DemoCodes.FULL_ONLY)
    qtbot.keyClick(dialog.code, Qt.Key.Key_Return)
    qtbot.waitUntil(dialog.loss.isVisible)
    if touch:
        qtbot.mouseClick(dialog.accept_loss, Qt.MouseButton.LeftButton)
    else:
        qtbot.keyClick(dialog.accept_loss, Qt.Key.Key_Space)
    assert [cell(dialog, r, 2) for r in range(2)] == ["£50.00", "£75.00"]
    assert review(qtbot, dialog, touch=touch) == (
        "Redeem 2 vouchers: £125.00 — nothing left to pay (the guest loses £20.00)"
    )


def test_a_whole_only_voucher_takes_its_share_from_a_part_use_one_so_the_guest_loses_nothing(
    qtbot: QtBot, bill_till: tuple[MainWindow, Till]
) -> None:
    window, _till = bill_till
    dialog = bill_of(qtbot, window, "105", DemoCodes.VALID_PARTIAL, DemoCodes.FULL_ONLY, touch=False)
    assert not dialog.loss.isVisible()
    assert [cell(dialog, r, 2) for r in range(2)] == ["£30.00", "£75.00"]
    assert [cell(dialog, r, 3) for r in range(2)] == ["£20.00", "£0.00"]


def test_a_voucher_taken_off_the_bill_gives_its_share_to_the_others_and_is_not_sent(
    qtbot: QtBot, bill_till: tuple[MainWindow, Till]
) -> None:
    window, till = bill_till
    dialog = bill_of(qtbot, window, "80", DemoCodes.VALID_PARTIAL, DemoCodes.GRACE, touch=False)
    # Earliest expiry first: GRACE45 is past its expiry (in its grace period), so it pays first.
    assert [cell(dialog, r, 2) for r in range(2)] == ["£35.00", "£45.00"]
    assert cell(dialog, 0, 0) == mask_code(
        DemoCodes.VALID_PARTIAL
    )  # masked: only the one just scanned is shown whole
    assert cell(dialog, 1, 0) == DemoCodes.GRACE
    dialog.table.selectRow(0)
    qtbot.mouseClick(dialog.remove, Qt.MouseButton.LeftButton)
    # Named as its line showed it.
    assert dialog.status.text() == f"{mask_code(DemoCodes.VALID_PARTIAL)} taken off the bill."
    assert [cell(dialog, 0, 2)] == ["£45.00"]
    assert review(qtbot, dialog, touch=False) == "Redeem 1 voucher: £45.00 — £35.00 left to pay on the POS"
    confirm(qtbot, dialog, touch=True)
    assert [(c, a) for c, a, _s, _r in bill_redemptions(till)] == [(DemoCodes.GRACE, Decimal("45.00"))]


def test_two_vouchers_that_end_alike_are_told_apart_and_only_the_one_on_the_counter_is_whole(
    qtbot: QtBot, bill_till: tuple[MainWindow, Till]
) -> None:
    window, _till = bill_till
    dialog = bill_of(qtbot, window, "100", DemoCodes.VALID_PARTIAL, touch=False)
    assert cell(dialog, 0, 0) == DemoCodes.VALID_PARTIAL  # in the cashier's hand: checked whole
    scan_onto(qtbot, dialog, DemoCodes.PART_USED)
    scan_onto(qtbot, dialog, DemoCodes.GRACE)
    # SPA50PART and TEA40PART both end in PART: each shows the tail that tells it from the other.
    codes = {cell(dialog, r, 0) for r in range(3)}
    assert codes == {"••••••50PART", "••••••40PART", DemoCodes.GRACE}
    review(qtbot, dialog, touch=False)
    confirm(qtbot, dialog, touch=False)
    # Sent, no voucher of the bill is on the counter any more: none is shown whole.
    assert {cell(dialog, r, 0) for r in range(3)} == {"••••••50PART", "••••••40PART", "••••••CE45"}
    assert all(code not in dialog.status.text() for code in (*CODES_OF_THE_BILL, DemoCodes.PART_USED))


def test_a_scanner_burst_during_the_review_sends_nothing(
    qtbot: QtBot, bill_till: tuple[MainWindow, Till]
) -> None:
    window, till = bill_till
    dialog = bill_of(qtbot, window, "60", DemoCodes.VALID_PARTIAL, touch=False)
    review(qtbot, dialog, touch=False)
    for _ in range(3):  # a wedge scanner: a code, Enter, again and again, wherever the focus is
        for target in (dialog.code, dialog.step.confirm_button, dialog.amount):
            target.setFocus()
            qtbot.keyClicks(target, f"{DemoCodes.GRACE} 50")
            qtbot.keyClick(target, Qt.Key.Key_Return)
            qtbot.keyClick(target, Qt.Key.Key_Tab)
    QApplication.processEvents()
    assert not dialog.vm.busy
    assert bill_redemptions(till) == []
    assert dialog.step.isVisible()  # the review still stands: only F12 or a tap confirms it
    assert dialog.vm.lines.rowCount() == 1
    dialog.vm.set_amount(0, "5")  # nor does anything on the bill change under the review
    assert cell(dialog, 0, 2) == "£50.00"
    assert not dialog.amount.isEnabled()
    assert dialog.step.text.text() == "Redeem 1 voucher: £50.00 — £10.00 left to pay on the POS"


def test_a_payment_card_number_is_refused_as_the_bill_reference(
    qtbot: QtBot, bill_till: tuple[MainWindow, Till]
) -> None:
    window, _till = bill_till
    dialog = open_bill(qtbot, window, touch=False)
    qtbot.keyClicks(dialog.total, "40")
    dialog.reference.setFocus()
    qtbot.keyClicks(dialog.reference, "4111 1111 1111 1111")
    qtbot.keyClick(dialog.reference, Qt.Key.Key_Return)
    assert not dialog.code.isEnabled()
    assert dialog.status.text() == (
        "That looks like a payment card number: type a room, table or folio number instead"
    )


@pytest.mark.both_shapes
def test_vouchers_not_valid_here_used_up_or_already_on_the_bill_are_refused_with_why(
    qtbot: QtBot, bill_till: tuple[MainWindow, Till]
) -> None:
    window, _till = bill_till
    dialog = bill_of(qtbot, window, "300", DemoCodes.VALID_PARTIAL, touch=False)
    said = []
    for code in (DemoCodes.VALID_PARTIAL, DemoCodes.EUR_VALID, DemoCodes.SPA_ONLY, DemoCodes.REDEEMED):
        dialog.status.clear()
        scan_onto(qtbot, dialog, code)
        qtbot.waitUntil(lambda: bool(dialog.status.text()))
        said.append(dialog.status.text())
    assert dialog.vm.lines.rowCount() == 1
    assert said == [
        f"{DemoCodes.VALID_PARTIAL} is already on this bill",
        f"{DemoCodes.EUR_VALID}: This voucher is not valid at this location.",
        f"{DemoCodes.SPA_ONLY}: This voucher is not valid at this location.",
        f"{DemoCodes.REDEEMED} cannot be used: it is Redeemed",
    ]


def test_the_line_a_scan_left_goes_with_the_next_thing_done_on_the_bill(
    qtbot: QtBot, bill_till: tuple[MainWindow, Till]
) -> None:
    """The line "… is already on this bill" is about that scan: the review opened, the next scan, or a
    line taken off, and it is gone (or replaced by what that did), never read beside the review."""
    window, _till = bill_till
    dialog = bill_of(qtbot, window, "300", DemoCodes.VALID_PARTIAL, touch=False)
    scan_onto(qtbot, dialog, DemoCodes.VALID_PARTIAL)
    assert dialog.status.text() == f"{DemoCodes.VALID_PARTIAL} is already on this bill"
    review(qtbot, dialog, touch=False)
    assert not dialog.status.isVisible()
    qtbot.mouseClick(dialog.step.cancel_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.step.isVisible())

    scan_onto(qtbot, dialog, DemoCodes.VALID_PARTIAL)
    assert dialog.status.isVisible()
    qtbot.keyClicks(dialog.code, DemoCodes.FULL_ONLY)
    qtbot.keyClick(dialog.code, Qt.Key.Key_Return)
    assert not dialog.status.isVisible(), "the next scan took the last one's line away at once"
    qtbot.waitUntil(lambda: dialog.vm.lines.rowCount() == 2 and not dialog.vm.busy)
    assert dialog.status.text().startswith(f"{DemoCodes.FULL_ONLY} added: ")

    scan_onto(qtbot, dialog, DemoCodes.FULL_ONLY)
    assert dialog.status.text() == f"{DemoCodes.FULL_ONLY} is already on this bill"
    dialog.table.selectRow(0)
    qtbot.mouseClick(dialog.remove, Qt.MouseButton.LeftButton)
    assert dialog.status.text() == f"{mask_code(DemoCodes.VALID_PARTIAL)} taken off the bill."


def test_one_hand_off_for_the_bill_f8_copies_it_and_one_tick_keys_every_voucher(
    qtbot: QtBot, bill_till: tuple[MainWindow, Till]
) -> None:
    window, till = bill_till
    dialog = table_12_sent(qtbot, window)
    refs = [int(cell(dialog, r, 4).rsplit("ref\u00a0", 1)[1]) for r in range(3)]
    paid = sum(Decimal(cell(dialog, r, 2).lstrip("£")) for r in range(3))
    left = Decimal(180) - paid
    qtbot.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.bill.dialog is None)
    qtbot.waitUntil(window.handoff.isVisible)
    references = ", ".join(str(r) for r in refs)
    assert window.handoff.instruction.text() == (
        f"Key £{paid:.2f} as Gift voucher (3 vouchers) {REFERENCES_LABEL}{references}; "
        f"£{left:.2f} left to pay"
    )
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_F8)
    assert QGuiApplication.clipboard().text() == f"{paid:.2f} Gift voucher ref {references}"
    assert till.handoff.unticked()[0].detail.startswith("Bill Table 12 redeemed ")
    qtbot.keyClick(window, Qt.Key.Key_F9)  # one tick for the bill
    qtbot.waitUntil(lambda: not window.handoff.isVisible())
    assert till.handoff.unticked() == []


def test_a_line_of_the_bill_reversed_by_a_manager_is_left_to_pay_on_the_pos_again(
    qtbot: QtBot, bill_till: tuple[MainWindow, Till]
) -> None:
    """£180 paid with £50, £75 and £25; the £50 redemption is reversed before the bill is keyed: the
    POS is asked for £100 on two vouchers and £80 by other means, never the £30 of before, and the
    shift report's bill line says the same."""
    window, till = bill_till
    dialog = table_12_sent(qtbot, window)
    first, *rest = [int(cell(dialog, r, 4).rsplit("ref\u00a0", 1)[1]) for r in range(3)]
    qtbot.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.bill.dialog is None)
    qtbot.waitUntil(lambda: till.activity.model.holds(first))
    window.manager_actions.reverse(till.activity.model.event_at_row(till.activity.model.row_of(first) or 0))
    enter_pin(qtbot, window)
    reverse = opened_dialog(qtbot, window, ReverseDialog)
    qtbot.keyClicks(reverse.reason, "wrong voucher scanned")
    with qtbot.waitSignal(till.desk.finished, timeout=10_000):
        reverse.confirm.click()
    reverse.close_button.click()
    references = ", ".join(str(r) for r in rest)
    qtbot.waitUntil(
        lambda: (
            window.handoff.instruction.text()
            == f"Key £100.00 as Gift voucher (2 vouchers) {REFERENCES_LABEL}{references}; £80.00 left to pay"
        )
    )
    shift = till.desk.shift_report(TRAINING_MANAGER)
    report = ShiftReportDialog(shift, till.session.place, window)
    qtbot.addWidget(report)
    qtbot.waitUntil(lambda: report.report is not None)
    notes = [shift.lines.index(r, 7).data() for r in range(shift.lines.rowCount())]
    assert "2 vouchers: £100.00 of £180.00; £80.00 left to pay on the POS" in notes
    report.close()


def test_the_whole_only_question_fits_with_touch_sized_buttons(
    qtbot: QtBot, bill_till: tuple[MainWindow, Till], styled: QApplication
) -> None:
    window, _till = bill_till
    dialog = bill_of(qtbot, window, "50", touch=True)
    qtbot.keyClicks(dialog.code, DemoCodes.FULL_ONLY)
    qtbot.keyClick(dialog.code, Qt.Key.Key_Return)
    qtbot.waitUntil(dialog.loss.isVisible)
    QApplication.processEvents()
    assert dialog.minimumSizeHint().height() <= window.height()
    assert dialog.width() <= window.width()
    for button in (dialog.accept_loss, dialog.decline_loss, dialog.review_button, dialog.close_button):
        assert button.height() >= 40, button.text()
        assert button.visibleRegion().boundingRect() == button.rect(), button.text()
    scan_onto(qtbot, dialog, DemoCodes.VALID_PARTIAL)  # the next scan drops the question
    assert not dialog.loss.isVisible()
    assert [cell(dialog, 0, 0)] == [DemoCodes.VALID_PARTIAL]


@pytest.mark.logs(logs.STORAGE_PROBLEM)
def test_a_journal_that_cannot_be_written_sends_nothing_and_the_bill_is_sent_once_it_can(
    qtbot: QtBot, bill_till: tuple[MainWindow, Till], sandbox: SandboxServer
) -> None:
    window, till = bill_till
    dialog = bill_of(qtbot, window, "100", DemoCodes.VALID_PARTIAL, DemoCodes.GRACE, touch=False)
    review(qtbot, dialog, touch=False)
    with locked_by_another_program(till.journal.path):
        confirm(qtbot, dialog, touch=False)
        assert [cell(dialog, r, 4).startswith("Not sent: ") for r in range(2)] == [True, True]
    assert bill_redemptions(till) == []
    assert sandbox.state.balance_of(DemoCodes.VALID_PARTIAL) == 5000
    review(qtbot, dialog, touch=False)
    confirm(qtbot, dialog, touch=False)
    assert [cell(dialog, r, 4).split(" ·")[0] for r in range(2)] == ["Redeemed"] * 2
