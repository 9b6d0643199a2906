"""The POS hand-off in the real till window: what to key, the copy, the "Keyed on POS" tick, reminders."""

from __future__ import annotations

import re
from datetime import datetime
from decimal import Decimal
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QStyledItemDelegate, QStyleOptionViewItem
from pytestqt.qtbot import QtBot

from app.api.client import VoucherClient
from app.compose import Till
from app.core.pos_handoff import Handoff
from app.desk.common.widgets.slip_print import SlipLayout, save_pdf
from app.desk.handoff.widgets.pos_handoff import reminder_text
from app.desk.manager.widgets.reverse import ReverseDialog
from app.desk.manager.widgets.shift_report import ShiftReportDialog
from app.sandbox.seed import DemoCodes
from app.sandbox.seed_catalogue import DEMO_KEY
from app.shell.main_window import MainWindow
from app.store.pos_keyed import PosKeyedStore
from helpers import logs
from helpers.manager import TRAINING_MANAGER, enter_pin, opened_dialog
from helpers.till import active, redeem_amount, redeemed_reference, run, scan
from helpers.words import REF_LABEL, REFERENCE_LABEL
from sandbox_harness.server import SandboxServer

pytestmark = pytest.mark.logs(logs.LOST_ANSWER, logs.SLIP_NOT_PRINTED)

TillWindow = tuple[MainWindow, Till]


def test_after_a_redemption_the_till_says_what_to_key_and_f8_copies_it(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    window, _ = till_window
    assert not window.handoff.isVisible()
    reference = redeemed_reference(qtbot, window, DemoCodes.VALID_PARTIAL, "37.50")
    qtbot.waitUntil(window.handoff.isVisible)
    assert window.handoff.instruction.text() == f"Key £37.50 as Gift voucher {REFERENCE_LABEL}{reference}"
    assert window.handoff.instruction.font().pointSizeF() >= 18
    active(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_F8)
    assert QGuiApplication.clipboard().text() == f"37.50 Gift voucher ref {reference}"
    assert window.handoff.message.whole_text().startswith("Copied")


def test_f9_ticks_keyed_on_pos_with_who_and_when(
    qtbot: QtBot, till_window: TillWindow, tmp_path: Path
) -> None:
    window, till = till_window
    redeemed_reference(qtbot, window, DemoCodes.VALID_PARTIAL, "10")
    qtbot.waitUntil(window.handoff.isVisible)
    movement_id = till.handoff.unticked()[0].movement_id
    active(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_F9)
    qtbot.waitUntil(lambda: not window.handoff.isVisible())
    with PosKeyedStore(tmp_path / "home" / "data" / "training" / "journal.sqlite3") as keyed:
        tick = keyed.get(movement_id)
    assert tick is not None
    assert tick.staff == "Sam Till"
    assert tick.till == "Training till"
    audit = [e for e in till.audit.entries() if e.action == "keyed on POS"]
    assert [(e.staff, e.amount) for e in audit] == [("Sam Till", Decimal(10))]


def test_a_tap_ticks_the_newest_then_the_banner_shows_the_one_before(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    window, till = till_window
    first = redeemed_reference(qtbot, window, DemoCodes.VALID_PARTIAL, "5")
    second = redeemed_reference(qtbot, window, DemoCodes.GRACE, "7.25")
    qtbot.waitUntil(lambda: window.handoff.more.text() == "1 more not keyed")
    assert window.handoff.instruction.text().endswith(f"{REFERENCE_LABEL}{second}")
    assert window.handoff.keyed.height() >= 44
    qtbot.mouseClick(window.handoff.keyed, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.handoff.instruction.text().endswith(f"{REFERENCE_LABEL}{first}"))
    assert window.handoff.instruction.text().startswith("Key £5.00 as Gift voucher")
    assert window.handoff.more.text() == ""
    qtbot.mouseClick(window.handoff.keyed, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not window.handoff.isVisible())
    assert till.handoff.unticked() == []


def test_signing_out_with_an_unticked_redemption_reminds_first(qtbot: QtBot, till_window: TillWindow) -> None:
    window, till = till_window
    redeemed_reference(qtbot, window, DemoCodes.VALID_PARTIAL, "12")
    # The cashier signs out from what the window shows: the redemption's hand-off on screen.
    qtbot.waitUntil(window.handoff.isVisible)
    active(qtbot, window)
    qtbot.keyClick(
        window, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    )
    box = window.leave_reminder.box
    assert box is not None
    assert "1 redemption is not ticked as keyed on the POS" in box.text()
    assert "£12.00" in box.text()
    go_back = next(b for b in box.buttons() if b.text() == "Go back")
    go_back.click()
    assert till.session.staff == "Sam Till"
    window.handoff.keyed.click()
    qtbot.waitUntil(lambda: not till.handoff.unticked())
    window._sign_out()
    assert till.session.staff == ""


def test_sign_out_anyway_and_quit_are_offered(qtbot: QtBot, till_window: TillWindow) -> None:
    window, till = till_window
    redeemed_reference(qtbot, window, DemoCodes.VALID_PARTIAL, "3")
    window._quit()
    box = window.leave_reminder.box
    assert box is not None
    assert window.isVisible()
    next(b for b in box.buttons() if b.text() == "Go back").click()
    assert window.isVisible()
    window._sign_out()
    box = window.leave_reminder.box
    assert box is not None
    next(b for b in box.buttons() if b.text() == "Sign out anyway").click()
    assert till.session.staff == ""


def test_shift_report_lists_unticked_redemptions_first_in_red(qtbot: QtBot, till_window: TillWindow) -> None:
    window, till = till_window
    redeemed_reference(qtbot, window, DemoCodes.VALID_PARTIAL, "20")
    redeemed_reference(qtbot, window, DemoCodes.GRACE, "4.50")
    qtbot.waitUntil(lambda: len(till.handoff.unticked()) == 2)
    window.handoff.keyed.click()  # the newest, £4.50, is keyed
    qtbot.waitUntil(lambda: len(till.handoff.unticked()) == 1)
    shift = till.desk.shift_report(TRAINING_MANAGER)
    dialog = ShiftReportDialog(shift, till.session.place, window)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.report is not None)
    assert dialog.not_keyed.text().startswith("1 redemption is not ticked as keyed on the POS: £20.00")
    assert "#b00020" in dialog.not_keyed.styleSheet()
    model = shift.lines
    first = [model.index(0, c).data() for c in range(model.columnCount())]
    assert first[0] == "Not keyed on POS"
    assert first[4] == "\u2212\u2060£20.00", "taken off the voucher, as the feed shows it"
    others = [model.index(r, 0).data() for r in range(1, model.rowCount())]
    assert "Not keyed on POS" not in others
    page = shift.page(till.session.place)
    assert "<p style='color:#b00020'><b>1 redemption is not ticked as keyed on the POS: £20.00." in page
    painted = dialog.table.itemDelegate()
    assert isinstance(painted, QStyledItemDelegate)
    option = QStyleOptionViewItem()
    painted.initStyleOption(option, model.index(0, 3))
    assert option.palette.color(option.palette.ColorRole.Text).name() == "#b00020"
    dialog.close()


def test_a_long_reminder_names_the_newest_and_counts_the_rest() -> None:
    waiting = [
        Handoff(str(n), "SPA50PART", Decimal(n), "GBP", 700000 + n, "Sam", datetime(2026, 11, 22, 9, n))
        for n in range(1, 21)
    ]
    text = reminder_text(waiting)
    assert text.startswith("20 redemptions are not ticked")
    assert f"£20.00 {REF_LABEL}700020" in text
    assert "£12.00" not in text
    assert "• and 12 earlier" in text


def test_a_tick_that_cannot_be_written_is_said_and_the_redemption_still_waits(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    window, till = till_window
    redeemed_reference(qtbot, window, DemoCodes.VALID_PARTIAL, "8")
    qtbot.waitUntil(window.handoff.isVisible)
    till.handoff._keyed.close()  # the ticks' file is gone from under the till
    window.handoff.keyed.click()
    qtbot.waitUntil(window.handoff.message.isVisible)
    assert window.handoff.message.whole_text().startswith("The till could not record the POS tick")
    assert "try the tick again" in window.handoff.message.whole_text()
    assert window.handoff.isVisible()
    assert window.handoff.instruction.text().startswith("Key £8.00 as Gift voucher")


def test_a_redemption_whose_answer_was_lost_waits_for_its_tick_once_found(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer
) -> None:
    window, till = till_window
    code = DemoCodes.VALID_PARTIAL
    scan(qtbot, window, code)
    qtbot.waitUntil(lambda: window.redeem.isVisible() and window.redeem.amount.isEnabled())
    sandbox.faults.set(path=f"/codes/{code}/redeem/", method="POST", drop={"when": "after"}, times=1)
    with qtbot.waitSignal(till.redeem.finished, timeout=20_000):
        redeem_amount(qtbot, window, "9.99")
    assert window.redeem_status.text().startswith("Redeemed £9.99")
    qtbot.waitUntil(window.handoff.isVisible)
    [waiting] = till.handoff.unticked()
    assert (
        window.handoff.instruction.text() == f"Key £9.99 as Gift voucher {REFERENCE_LABEL}{waiting.reference}"
    )
    assert sandbox.state.balance_of(code) == 4001


def test_a_redemption_reversed_here_no_longer_waits_and_its_reverse_prints_a_slip(
    qtbot: QtBot, till_window: TillWindow, tmp_path: Path
) -> None:
    window, till = till_window
    reference = redeemed_reference(qtbot, window, DemoCodes.VALID_PARTIAL, "10")
    qtbot.waitUntil(window.handoff.isVisible)
    qtbot.waitUntil(lambda: till.activity.model.holds(reference))
    event = till.activity.model.event_at_row(till.activity.model.row_of(reference) or 0)
    window.manager_actions.reverse(event)
    qtbot.waitUntil(lambda: window.manager_actions.pin_dialog is not None)
    enter_pin(qtbot, window)
    dialog = opened_dialog(qtbot, window, ReverseDialog)
    qtbot.keyClicks(dialog.reason, "wrong voucher scanned")
    with qtbot.waitSignal(till.desk.finished, timeout=10_000):
        dialog.confirm.click()
    qtbot.waitUntil(lambda: not window.handoff.isVisible())
    assert till.handoff.unticked() == []
    dialog.close_button.click()

    qtbot.waitUntil(lambda: till.activity.model.event_at_row(0).type == "Unredeemed", timeout=10_000)
    window.activity.table.selectRow(0)
    with qtbot.waitSignal(till.slips.print_requested, timeout=10_000) as requested:
        window.activity.reprint.click()
    save_pdf(tmp_path / "reverse.pdf", requested.args[0], SlipLayout.ROLL_80)
    text = re.sub(r"\s+", " ", PdfReader(tmp_path / "reverse.pdf").pages[0].extract_text())
    assert "Redemption reversed" in text
    assert "Amount returned £10.00" in text
    assert "Balance left £50.00" in text


@pytest.mark.parametrize("seen_in", ["feed", "history"])
@pytest.mark.both_shapes
def test_a_redemption_reversed_by_another_till_says_not_to_key_it(
    seen_in: str, qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer
) -> None:
    """Till A redeems DINNER75; till B (another client on the same service) reverses that event.
    A learns it from its feed's poll, or from the voucher's history read again by a lookup."""
    window, till = till_window
    reference = redeemed_reference(qtbot, window, DemoCodes.FULL_ONLY, "75")
    qtbot.waitUntil(window.handoff.isVisible)
    assert window.handoff.instruction.text() == f"Key £75.00 as Gift voucher {REFERENCE_LABEL}{reference}"

    async def reverse_on_till_b() -> None:
        async with VoucherClient(sandbox.url, DEMO_KEY) as till_b:
            await till_b.reverse_event(reference)

    run(qtbot, reverse_on_till_b())
    if seen_in == "feed":
        till.activity.poll_now()
    else:
        scan(qtbot, window, DemoCodes.FULL_ONLY)
    qtbot.waitUntil(lambda: window.handoff.instruction.text().startswith("Reversed"), timeout=10_000)
    assert (
        window.handoff.instruction.text()
        == f"Reversed elsewhere — do not key £75.00 (reference\u00a0{reference})"
    )
    assert "not by this till" in window.handoff.detail.text()
    assert not window.handoff.copy.isEnabled()
    assert till.handoff.unticked() == [], "closing the till does not ask for it to be keyed"
    window.handoff.keyed.click()
    qtbot.waitUntil(lambda: not window.handoff.isVisible())
    [entry] = till.audit.entries(action="keyed on POS")
    assert (entry.outcome, entry.service_event_id) == ("reversed elsewhere; not keyed", reference)
