"""The "Use whole balance" button fills the amount as the cashier's language writes it: ``50,00`` in German,
the amount they would have typed themselves, and reviewed as that amount."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers.till import scan


def test_the_whole_balance_is_filled_with_the_languages_decimal_comma(
    qtbot: QtBot, german: tuple[MainWindow, Till]
) -> None:
    window, till = german
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    qtbot.waitUntil(lambda: not till.tasks.running("lookup") and window.redeem.whole.isEnabled())
    window.redeem.whole.click()
    assert window.redeem.amount.text() == "50,00"
    qtbot.keyClick(window.redeem.amount, Qt.Key.Key_Return)
    qtbot.waitUntil(window.redeem.review_box.isVisible)
    assert "50,00\N{NO-BREAK SPACE}£" in window.redeem.review_text.text()
