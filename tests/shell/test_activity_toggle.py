"""On a 1024×768 till at 125 %, the counter and the feed one at a time, as a cashier finds them.

The window there cannot hold the feed beside the counter: the counter fills it, F3 (or the menu
bar's entry) shows the feed in its place, and F3, F2 or a voucher looked up brings the counter
back. With the room back (a wider screen) both are side by side again.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers.layout import laid_out
from helpers.screens import NARROW, SCREENS, ScreenTill, fit
from helpers.till import scan


@pytest.fixture
def narrow(qtbot: QtBot, screen_till: ScreenTill) -> ScreenTill:
    """The till in English on a 1024×768 screen at 125 %: the counter alone in its window."""
    window, _ = screen_till.speaking("en_GB", NARROW)
    fit(window)
    qtbot.waitUntil(lambda: window.code.isVisible() and not window.activity.isVisible())
    return screen_till


def feed_shown(qtbot: QtBot, window: MainWindow) -> None:
    """The menu bar's entry chosen: the feed in the counter's place."""
    window.activity_toggle.action.trigger()
    qtbot.waitUntil(window.activity.isVisible)


def test_f3_shows_the_feed_in_the_counters_place_and_f3_brings_the_counter_back(
    qtbot: QtBot, narrow: ScreenTill
) -> None:
    window = narrow.window
    entry = window.activity_toggle.action
    assert entry.isVisible()
    assert entry.text() == "Activity (F3)"
    assert entry in window.menuBar().actions()

    qtbot.keyClick(window, Qt.Key.Key_F3)
    qtbot.waitUntil(window.activity.isVisible)
    assert not window.code.isVisible()
    assert window.activity.filter.hasFocus()
    assert entry.text() == "Back to the counter (F3)"

    qtbot.keyClick(window, Qt.Key.Key_F3)
    qtbot.waitUntil(window.code.isVisible)
    assert not window.activity.isVisible()
    assert window.code.hasFocus()


def test_f2_or_a_voucher_looked_up_brings_the_counter_back_from_the_feed(
    qtbot: QtBot, narrow: ScreenTill
) -> None:
    window, desk = narrow.window, narrow.desk
    feed_shown(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_F2)
    qtbot.waitUntil(window.code.isVisible)

    feed_shown(qtbot, window)
    # A voucher opened while the feed is in view (a scan, or a row of the feed) is on the counter.
    with qtbot.waitSignal(desk.lookup.voucher_shown):
        desk.lookup.open_unproven(DemoCodes.PART_USED)
    qtbot.waitUntil(lambda: window.voucher.isVisible() and not window.activity.isVisible())


def test_with_room_again_the_feed_is_beside_the_counter_and_f3_goes_to_its_filter(
    qtbot: QtBot, narrow: ScreenTill
) -> None:
    window = narrow.window
    feed_shown(qtbot, window)

    narrow.speaking("en_GB", SCREENS[0])
    fit(window)
    qtbot.waitUntil(lambda: window.code.isVisible() and window.activity.isVisible())
    assert not window.activity_toggle.action.isVisible()
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    qtbot.waitUntil(window.voucher.isVisible)
    laid_out()
    assert window.activity.isVisible()
    qtbot.keyClick(window, Qt.Key.Key_F3)
    qtbot.waitUntil(window.activity.filter.hasFocus)
    assert window.code.isVisible()
