"""A bill under Irish law through the real window against the sandbox: the whole-only DINNER75
(£75.00) on a £60.00 bill is taken for the bill's amount, redeemed whole through the money path,
and the warning, the review, the POS hand-off and the shift report say the £15.00 remainder is
refunded to the guest."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.desk.manager.widgets.shift_report import ShiftReportDialog
from app.sandbox.seed import HISTORY_CODES, DemoCodes
from app.shell.main_window import MainWindow
from helpers.billing import cell, confirm, open_bill, review, scan_onto, start, till_for_bills
from helpers.manager import TRAINING_MANAGER
from helpers.words import REFERENCE_LABEL
from sandbox_harness.server import SandboxServer


@pytest.fixture
def irish_till(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> Iterator[tuple[MainWindow, Till]]:
    with till_for_bills(qtbot, sandbox, tmp_path / "home", rule_pack="ireland") as opened:
        yield opened


def test_a_whole_only_voucher_larger_than_the_bill_is_taken_with_its_remainder_refunded(
    qtbot: QtBot, irish_till: tuple[MainWindow, Till], sandbox: SandboxServer
) -> None:
    window, till = irish_till
    dialog = open_bill(qtbot, window, touch=False)
    start(qtbot, dialog, "60", "Table 3", touch=False)
    qtbot.keyClicks(dialog.code, DemoCodes.FULL_ONLY)
    qtbot.keyClick(dialog.code, Qt.Key.Key_Return)
    qtbot.waitUntil(dialog.loss.isVisible)
    assert dialog.loss_text.text() == (
        "DINNER75 must be used in full: £75.00 for the £60.00 left — refund £15.00 remainder to the guest"
    )
    qtbot.keyClick(dialog.accept_loss, Qt.Key.Key_Space)
    assert review(qtbot, dialog, touch=False) == (
        "Redeem 1 voucher: £75.00 — nothing left to pay (refund £15.00 remainder to the guest)"
    )
    confirm(qtbot, dialog, touch=False)
    ref = int(cell(dialog, 0, 4).rsplit("ref\u00a0", 1)[1])
    assert sandbox.state.balance_of(DemoCodes.FULL_ONLY) == 0  # redeemed whole: the service allows no less
    qtbot.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.bill.dialog is None)
    qtbot.waitUntil(window.handoff.isVisible)
    assert window.handoff.instruction.text() == (
        f"Key £75.00 as Gift voucher (1 voucher) {REFERENCE_LABEL}{ref}; nothing left to pay; "
        "refund £15.00 remainder to the guest"
    )
    shift = till.desk.shift_report(TRAINING_MANAGER)
    report = ShiftReportDialog(shift, till.session.place, window)
    qtbot.addWidget(report)
    report.show()
    qtbot.waitUntil(lambda: report.report is not None, timeout=20_000)
    notes = [line.note for line in shift.lines.records if line.type == "Bill"]
    assert notes == [
        "1 voucher: £75.00 of £60.00; £0.00 left to pay on the POS; refund £15.00 remainder to the guest"
    ]
    report.reject()


def test_under_irish_law_a_bill_takes_more_than_ten_vouchers(
    qtbot: QtBot, irish_till: tuple[MainWindow, Till], sandbox: SandboxServer
) -> None:
    window, _till = irish_till
    codes = [f"HIST{n:04}" for n in range(1, HISTORY_CODES + 1)]
    with_money = [code for code in codes if sandbox.state.balance_of(code) > 0][:11]
    assert len(with_money) == 11
    dialog = open_bill(qtbot, window, touch=False)
    start(qtbot, dialog, "1000", touch=False)
    for code in with_money:
        scan_onto(qtbot, dialog, code)
    assert dialog.vm.lines.rowCount() == 11
    assert not dialog.status.text().startswith("A bill takes at most")
