"""Bill mode's window as the hostile test found it: Esc twice threw a bill of scanned vouchers away,
*Pay a bill* stayed open while money was paused, and the bill's review key was Sell's F6."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from app.store.db import StorageError
from helpers import logs
from helpers.till import close_till, open_till
from sandbox_harness.server import SandboxServer


@pytest.fixture
def till_window(qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path) -> Iterator[MainWindow]:
    window, till = open_till(qtbot, sandbox, tmp_path / "home")
    window.resize(1024, 768)
    yield window
    dialog = window.bill.dialog
    if dialog is not None:
        qtbot.waitUntil(lambda: not dialog.vm.busy, timeout=20_000)
        dialog.discard()
    close_till(qtbot, window, till)


def bill_with_a_voucher(qtbot: QtBot, window: MainWindow) -> None:
    window.bill.open()
    dialog = window.bill.dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    qtbot.keyClicks(dialog.total, "60")
    qtbot.keyClick(dialog.total, Qt.Key.Key_Return)
    qtbot.keyClicks(dialog.code, DemoCodes.VALID_PARTIAL)
    qtbot.keyClick(dialog.code, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: dialog.vm.lines.rowCount() == 1 and not dialog.vm.busy)


def test_esc_twice_keeps_a_bill_with_vouchers_not_sent_until_the_cashier_says_close(
    qtbot: QtBot, till_window: MainWindow
) -> None:
    window = till_window
    bill_with_a_voucher(qtbot, window)
    dialog = window.bill.dialog
    assert dialog is not None
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    qtbot.keyClick(dialog.code, Qt.Key.Key_F5)  # the bill's review: F5 again, never Sell's F6
    qtbot.waitUntil(dialog.step.isVisible)
    assert window.sale.dialog is None
    qtbot.keyClick(dialog.code, Qt.Key.Key_Escape)  # back out of the review
    qtbot.waitUntil(lambda: not dialog.step.isVisible())
    qtbot.keyClick(dialog.code, Qt.Key.Key_Escape)
    assert dialog.isVisible(), "the bill is still open"
    assert dialog.closing.isVisible()
    assert dialog.closing_text.text() == "Close this bill? 1 voucher on it not sent."
    qtbot.keyClick(dialog.keep_bill, Qt.Key.Key_Escape)  # Esc on the question: back to the bill
    assert not dialog.closing.isVisible()
    assert dialog.vm.lines.rowCount() == 1
    qtbot.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.close_anyway, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.bill.dialog is None)


@pytest.mark.logs(logs.STORAGE_PROBLEM)
def test_pay_a_bill_is_paused_with_the_other_money_actions(qtbot: QtBot, till_window: MainWindow) -> None:
    window = till_window
    till: Till = window.till
    assert window.bill.button.isEnabled()
    till.storage.report(StorageError("The till cannot write its journal: the disk is full"))
    assert not window.bill.button.isEnabled()
    assert not window.bill.action.isEnabled()
    window.bill.open()
    assert window.bill.dialog is None
