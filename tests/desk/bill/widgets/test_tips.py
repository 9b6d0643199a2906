"""A tip paid by voucher in bill mode, through the real window against the sandbox: a £40.00 bill
with a £10.00 tip paid by SPA50PART (£50.00); the journal keeps the one redemption with the bill's
tip so it splits into £40.00 of bill and £10.00 of tip, and the slip says "Tip paid by voucher"."""

from __future__ import annotations

import csv
from collections.abc import Iterator
from datetime import datetime, timedelta
from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.core.movement import MovementKind
from app.core.shift_lines import BILL
from app.core.slip import slip_text
from app.core.tips import split
from app.desk.accounts.widgets import OwnTipsDialog
from app.desk.manager.widgets.shift_report import ShiftReportDialog
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers.billing import (
    confirm,
    forty_with_a_tip_of_ten,
    open_bill,
    review,
    scan_onto,
    till_for_bills,
    tipped_bill_paid,
)
from helpers.manager import TRAINING_MANAGER, accounts_read
from helpers.till import close_till, open_till
from sandbox_harness.server import SandboxServer


@pytest.fixture
def tips_till(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> Iterator[tuple[MainWindow, Till]]:
    with till_for_bills(qtbot, sandbox, tmp_path / "home") as opened:
        yield opened


def test_a_tip_the_voucher_covers_is_split_from_the_bill_and_said_on_the_slip(
    qtbot: QtBot, tips_till: tuple[MainWindow, Till], tmp_path: Path
) -> None:
    window, till = tips_till
    dialog = open_bill(qtbot, window, touch=False)
    assert dialog.tip.isVisible()  # England and Wales: the Tips Act applies
    forty_with_a_tip_of_ten(qtbot, dialog)
    assert review(qtbot, dialog, touch=False) == "Redeem 1 voucher: £50.00 — nothing left to pay"
    confirm(qtbot, dialog, touch=False)
    qtbot.waitUntil(lambda: till.slips.last is not None)
    slip = till.slips.last
    assert slip is not None
    assert "Tip paid by voucher £10.00" in slip_text(slip)
    now = datetime.now()
    held = till.journal.between(now - timedelta(days=1), now + timedelta(days=1))
    (movement,) = [m for m in held if m.kind is MovementKind.REDEEM and m.bill]
    assert movement.bill is not None
    assert movement.bill.tip == Decimal("10.00")
    assert split(movement.bill.total, movement.bill.tip, [Decimal("50.00")]) == [
        (Decimal("40.00"), Decimal("10.00"))
    ]
    dialog.reject()
    qtbot.waitUntil(lambda: window.bill.dialog is None)

    # The troncmaster's record: Manager → Voucher accounts and VAT…, The law here.
    accounts = accounts_read(qtbot, window)
    assert accounts.export_tips.isEnabled()
    accounts.export_tips_to(tmp_path / "tips.csv")
    with (tmp_path / "tips.csv").open(encoding="utf-8-sig") as out:
        rows = list(csv.DictReader(out))
    assert [(row["staff"], row["tip"], row["currency"]) for row in rows] == [("Sam Till", "10.00", "GBP")]
    assert DemoCodes.VALID_PARTIAL not in (tmp_path / "tips.csv").read_text(encoding="utf-8-sig")
    accounts.reject()
    qtbot.waitUntil(lambda: window.manager_actions.dialog is None)

    # The shift report splits the redemption into its bill and its tip, in its lines and its totals.
    shift = till.desk.shift_report(TRAINING_MANAGER)
    report = ShiftReportDialog(shift, till.session.place, window)
    qtbot.addWidget(report)
    report.show()
    qtbot.waitUntil(lambda: report.report is not None, timeout=20_000)
    notes = [line.note for line in shift.lines.records if line.section == BILL]
    assert notes == [
        "1 voucher: £50.00 of £50.00; £0.00 left to pay on the POS; bill £40.00 + tip paid by voucher £10.00",
        "bill £40.00 + tip paid by voucher £10.00",
    ]
    # At 1024 px the note wraps (it says what is left to pay on the POS), whole in its tooltip too.
    report.resize(1000, 700)
    qtbot.waitUntil(lambda: report.width() == 1000)
    lines = report.table.model()
    assert notes[0] in [lines.index(row, 7).data() for row in range(lines.rowCount())]
    shown_notes = [lines.index(row, 7).data(Qt.ItemDataRole.ToolTipRole) for row in range(lines.rowCount())]
    assert notes[0] in shown_notes
    nets = report.nets.text().splitlines()
    assert "This till: of it, bills £40.00 and tips paid by voucher £10.00" in nets
    assert "Staff: Sam Till: of it, bills £40.00 and tips paid by voucher £10.00" in nets
    report.reject()


def test_enter_in_the_tip_starts_the_bill_and_a_scan_there_is_no_tip(
    qtbot: QtBot, tips_till: tuple[MainWindow, Till]
) -> None:
    """A cashier types the tip and presses Enter, then scans: the codes went into the tip field
    ("5SPA50PART"), whole, with the bill never begun."""
    window, _till = tips_till
    dialog = open_bill(qtbot, window, touch=False)
    qtbot.keyClicks(dialog.total, "40")
    dialog.tip.setFocus()
    qtbot.keyClicks(dialog.tip, "5" + DemoCodes.VALID_PARTIAL)
    assert dialog.tip.text() == ""  # emptied at each of the code's letters
    assert dialog.status.text().startswith("A code was scanned into the tip")
    dialog.tip.clear()
    qtbot.keyClicks(dialog.tip, "5")
    qtbot.keyClick(dialog.tip, Qt.Key.Key_Return)
    qtbot.waitUntil(dialog.code.isEnabled)
    scan_onto(qtbot, dialog, DemoCodes.VALID_PARTIAL)
    assert dialog.vm.lines.rowCount() == 1
    dialog.reject()
    qtbot.waitUntil(lambda: window.bill.dialog is None)


def test_any_member_of_staff_prints_their_own_tips_record_from_the_shift_menu(
    qtbot: QtBot, tips_till: tuple[MainWindow, Till], tmp_path: Path
) -> None:
    window, till = tips_till
    tipped_bill_paid(qtbot, window)

    # Shift → My tips record…: no PIN asked, the signed-in member's own tips only.
    shift_menu = window.menuBar().actions()[0].menu()
    assert isinstance(shift_menu, QMenu)
    shift_menu.aboutToShow.emit()
    assert window.tips.action in shift_menu.actions()
    assert window.tips.action.isVisible()
    window.tips.action.trigger()
    tips = window.tips.dialog
    assert isinstance(tips, OwnTipsDialog)
    assert tips.vm.table.rowCount() == 1
    assert tips.total.text() == "Tips paid by voucher on your bills: 1 bill, £10.00"
    tips.save_pdf_to(tmp_path / "my-tips.pdf")
    assert (tmp_path / "my-tips.pdf").read_bytes().startswith(b"%PDF")
    page = tips.vm.page(till.session.place)
    assert "Sam Till" in page
    assert DemoCodes.VALID_PARTIAL not in page
    tips.reject()
    qtbot.waitUntil(lambda: window.tips.dialog is None)

    # Another member signed in sees their own record, which has nothing of Sam's.
    till.session.sign_in("Alex Bar")
    window.tips.action.trigger()
    tips = window.tips.dialog
    assert isinstance(tips, OwnTipsDialog)
    assert tips.vm.table.rowCount() == 0
    assert tips.total.text() == "No tips paid by voucher on your bills in this period."
    tips.reject()
    qtbot.waitUntil(lambda: window.tips.dialog is None)


def test_no_tip_field_where_the_tips_act_does_not_apply(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> None:
    window, till = open_till(qtbot, sandbox, tmp_path / "home", rule_pack="germany")
    shift_menu = window.menuBar().actions()[0].menu()
    assert isinstance(shift_menu, QMenu)
    shift_menu.aboutToShow.emit()
    assert not window.tips.action.isVisible()  # no tips record where the law has none
    dialog = open_bill(qtbot, window, touch=False)
    assert not dialog.tip.isVisible()
    dialog.reject()
    qtbot.waitUntil(lambda: window.bill.dialog is None)
    close_till(qtbot, window, till)
