"""Alt+A while the last redemption's answer is still awaited: the amount is shut until the till knows
what became of it, and the till says so, rather than that nothing on screen takes the key (a cashier
who scanned the next guest's voucher meanwhile sees that voucher, and an amount field that does not
open)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers.scanner import ENTER
from helpers.till import counter_settled, scan
from sandbox_harness.server import SandboxServer


def test_alt_a_while_a_redemption_is_awaited_says_the_amount_waits_for_it(
    qtbot: QtBot, till_window: tuple[MainWindow, Till], sandbox: SandboxServer
) -> None:
    window, till = till_window
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    qtbot.waitUntil(window.redeem.isVisible)
    counter_settled(qtbot, till)
    sandbox.faults.set(latency_ms=1500, path=f"/codes/{DemoCodes.VALID_PARTIAL}/redeem/")
    panel = window.redeem
    panel.amount.setFocus()
    qtbot.keyClicks(panel.amount, "10")
    qtbot.keyClick(panel.amount, ENTER)
    qtbot.keyClick(panel.amount, Qt.Key.Key_F12)
    qtbot.waitUntil(lambda: not panel.amount.isEnabled())  # "Redeeming…": the answer is awaited

    window.code.setFocus()
    qtbot.keyClick(window.code, Qt.Key.Key_A, Qt.KeyboardModifier.AltModifier)
    assert window.message.isVisible()
    assert window.message.text() == (
        "Alt+A waits: the till is still finding out whether the last redemption went through."
    )
    assert window.code.text() == DemoCodes.VALID_PARTIAL, "the key typed nothing over the code"

    qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Redeemed"), timeout=15_000)
    assert sandbox.state.balance_of(DemoCodes.VALID_PARTIAL) == 4000
