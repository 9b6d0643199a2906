"""F12 with no review open is said, never swallowed: a cashier who typed an amount and pressed F12
without Enter is told to press Enter first, the amount kept where they typed it; with nothing on
the counter the till says F12 has nothing to work on. Nothing is sent either way."""

from __future__ import annotations

from datetime import datetime, timedelta

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers.till import scan


def nothing_journalled(till: Till) -> bool:
    now = datetime.now()
    return till.journal.between(now - timedelta(days=1), now + timedelta(days=1)) == []


def test_f12_after_an_amount_without_enter_says_to_press_enter_and_sends_nothing(
    qtbot: QtBot, till_window: tuple[MainWindow, Till]
) -> None:
    window, till = till_window
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window.code, Qt.Key.Key_F12)
    assert window.message.isVisible()
    assert window.message.text() == "Nothing on screen for F12 now: scan or type a voucher's code to use it."

    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    qtbot.waitUntil(lambda: not till.tasks.running("lookup") and window.redeem.amount.isEnabled())
    window.redeem.amount.setFocus()
    qtbot.keyClicks(window.redeem.amount, "5")
    qtbot.keyClick(window.redeem.amount, Qt.Key.Key_F12)
    assert window.message.isVisible()
    assert window.message.text() == "F12 confirms what a review shows: type the amount and press Enter first."
    assert window.redeem.amount.hasFocus()
    assert window.redeem.amount.text() == "5"
    assert not window.redeem.review_box.isVisible()
    assert nothing_journalled(till)

    # Enter then F12, as the hint says: the review opens and F12 confirms it.
    qtbot.keyClick(window.redeem.amount, Qt.Key.Key_Return)
    qtbot.waitUntil(window.redeem.review_box.isVisible)
    assert not window.message.isVisible(), "the hint is done with once the review opens"
    with qtbot.waitSignal(till.redeem.finished, timeout=10_000):
        qtbot.keyClick(window.redeem.amount, Qt.Key.Key_F12)
    assert window.redeem_status.text().startswith("Redeemed £5.00")
