"""A voucher from an order e-mailed a short while ago is flagged in the review, with its age in words."""

from __future__ import annotations

from datetime import timedelta

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.desk.common.young_order import age_words
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers.till import scan

TillWindow = tuple[MainWindow, Till]


def reviewed(qtbot: QtBot, window: MainWindow, code: str) -> str:
    till = window.till
    scan(qtbot, window, code)
    qtbot.waitUntil(lambda: till.lookup.order is not None and not till.tasks.running("lookup"))
    window.redeem.amount.clear()
    qtbot.keyClicks(window.redeem.amount, "5")
    qtbot.keyClick(window.redeem.amount, Qt.Key.Key_Return)
    qtbot.waitUntil(window.redeem.review_box.isVisible)
    return window.redeem.review_text.text()


def test_a_voucher_of_a_young_e_mailed_order_shows_its_warning(qtbot: QtBot, till_window: TillWindow) -> None:
    window, till = till_window
    # The demo's afternoon tea was e-mailed 21 days ago: young on a till that looks back 30 days.
    till.settings.young_order_hours = 30 * 24
    text = reviewed(qtbot, window, DemoCodes.PART_USED)
    assert "Sold 21 days ago by e-mail — check the guest's identity." in text, text


def test_an_older_or_posted_order_shows_none(qtbot: QtBot, till_window: TillWindow) -> None:
    window, till = till_window
    assert till.settings.young_order_hours == 24
    assert "check the guest's identity" not in reviewed(qtbot, window, DemoCodes.PART_USED)
    till.settings.young_order_hours = 60 * 24
    # The spa day was posted (Royal Mail): never a young e-mailed order, however recent.
    assert "check the guest's identity" not in reviewed(qtbot, window, DemoCodes.VALID_PARTIAL)


@pytest.mark.parametrize(
    ("age", "words"),
    [
        (timedelta(seconds=20), "just now"),
        (timedelta(minutes=1, seconds=30), "1 minute ago"),
        (timedelta(minutes=40, seconds=10), "40 minutes ago"),
        (timedelta(hours=1, minutes=59), "1 hour ago"),
        (timedelta(hours=23), "23 hours ago"),
        (timedelta(days=3, hours=2), "3 days ago"),
    ],
)
def test_the_age_in_words(age: timedelta, words: str) -> None:
    assert age_words(age) == words
