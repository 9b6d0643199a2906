"""Bill mode through the real till window: several vouchers on one bill, from the keyboard and by touch.

Against the sandbox on loopback, at 1024×768 and 1366×768, as a cashier would notice it: what each
voucher pays, what is refused and why, one review, Confirm only by F12 or a tap, and the outcome
line by line with what is left to pay on the POS.
"""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.core.movement import MovementKind, MovementState
from app.sandbox.seed import DemoCodes
from app.sandbox.server import SandboxServer
from app.ui.bill_dialog import BillDialog
from app.ui.main_window import MainWindow
from helpers.till import close_till, open_till

SIZES = [(1024, 768), (1366, 768)]


@pytest.fixture(params=SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def bill_till(
    request: pytest.FixtureRequest, qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> Iterator[tuple[MainWindow, Till]]:
    window, till = open_till(qtbot, sandbox, tmp_path / "home")
    window.resize(*request.param)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == request.param)
    yield window, till
    dialog = window.bill.dialog
    if dialog is not None:
        qtbot.waitUntil(lambda: not dialog.vm.busy, timeout=20_000)
        dialog.reject()
    close_till(qtbot, window, till)


def open_bill(qtbot: QtBot, window: MainWindow, *, touch: bool) -> BillDialog:
    if touch:
        qtbot.mouseClick(window.bill.button, Qt.MouseButton.LeftButton)
    else:
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)
        qtbot.keyClick(window.code, Qt.Key.Key_F5)
    qtbot.waitUntil(lambda: window.bill.dialog is not None and window.bill.dialog.isVisible())
    dialog = window.bill.dialog
    assert dialog is not None
    return dialog


def start(qtbot: QtBot, dialog: BillDialog, total: str, reference: str = "", *, touch: bool) -> None:
    qtbot.keyClicks(dialog.total, total)
    if reference:
        dialog.reference.setFocus()
        qtbot.keyClicks(dialog.reference, reference)
    if touch:
        qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    else:
        qtbot.keyClick(dialog.reference if reference else dialog.total, Qt.Key.Key_Return)
    qtbot.waitUntil(dialog.code.isEnabled)


def scan_onto(qtbot: QtBot, dialog: BillDialog, code: str) -> None:
    rows = dialog.vm.lines.rowCount()
    qtbot.keyClicks(dialog.code, code)
    qtbot.keyClick(dialog.code, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dialog.vm.busy and (dialog.vm.lines.rowCount() > rows or dialog.status.isVisible()))


def cell(dialog: BillDialog, row: int, column: int) -> str:
    return str(dialog.vm.lines.index(row, column).data())


def review(qtbot: QtBot, dialog: BillDialog, *, touch: bool) -> str:
    if touch:
        qtbot.mouseClick(dialog.review_button, Qt.MouseButton.LeftButton)
    else:
        qtbot.keyClick(dialog.code, Qt.Key.Key_Return)  # Enter in the empty code field: the review
    qtbot.waitUntil(dialog.step.isVisible)
    return dialog.step.text.text()


def confirm(qtbot: QtBot, dialog: BillDialog, *, touch: bool) -> None:
    if touch:
        qtbot.mouseClick(dialog.step.confirm_button, Qt.MouseButton.LeftButton)
    else:
        qtbot.keyClick(dialog.code, Qt.Key.Key_F12)
    qtbot.waitUntil(lambda: dialog.vm.busy, timeout=5_000)
    qtbot.waitUntil(lambda: not dialog.vm.busy, timeout=20_000)


def bill_movements(till: Till) -> list[tuple[str | None, Decimal | None, MovementState]]:
    return [
        (m.code, m.amount, m.state)
        for m in till.journal.unresolved() + [m for m in _all(till)]
        if m.kind is MovementKind.REDEEM and m.bill is not None
    ]


def _all(till: Till) -> list:  # type: ignore[type-arg]
    from datetime import datetime, timedelta

    now = datetime.now()
    return till.journal.between(now - timedelta(days=1), now + timedelta(days=1))


@pytest.mark.parametrize("touch", [False, True], ids=["keyboard", "touch"])
def test_three_vouchers_of_mixed_kinds_pay_a_bill_and_the_rest_is_left_for_the_pos(
    qtbot: QtBot, bill_till: tuple[MainWindow, Till], touch: bool
) -> None:
    window, till = bill_till
    dialog = open_bill(qtbot, window, touch=touch)
    start(qtbot, dialog, "200", "Table 12", touch=touch)
    for code in (DemoCodes.VALID_PARTIAL, DemoCodes.FULL_ONLY, DemoCodes.GRACE):
        scan_onto(qtbot, dialog, code)
    QApplication.processEvents()
    dialog.grab().save(f"/tmp/bill-{window.width()}-{touch}.png")
    assert [cell(dialog, r, 2) for r in range(3)] == ["£50.00", "£75.00", "£45.00"]
    text = review(qtbot, dialog, touch=touch)
    assert text == "Redeem 3 vouchers: £170.00 — £30.00 left to pay on the POS"
    confirm(qtbot, dialog, touch=touch)
    dialog.grab().save(f"/tmp/bill-done-{window.width()}-{touch}.png")
    assert [cell(dialog, r, 4).split(" ·")[0] for r in range(3)] == ["Redeemed"] * 3
    assert dialog.status.text() == "Bill: 3 vouchers redeemed: £170.00; £30.00 left to pay on the POS."
