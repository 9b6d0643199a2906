"""The till at 150 % system text scaling on a 1366×768 screen: nothing the cashier needs is cut.

Windows' "Text size" (Settings › Accessibility) makes the system's text larger and leaves the
screen's size and everything else as it was; that is what is reproduced here: every font the till
uses, the application's and each point size in its style sheet, one and a half times as large, in
a window of 1366×768. ``QT_SCALE_FACTOR=1.5`` is another setting: Windows' display scaling, which
enlarges everything (a 1366×768 screen becomes 911×512 logical pixels), and it can only be set
before the application starts, which the tests' shared application has.

Walked as a cashier works: a voucher open, the redeem box and its review, then the top-up box and
its review; each must be whole on the screen (not clipped, not outside the window), every line of
a review shown, and its buttons touch-sized.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.desk.common.widgets.style import apply_style
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers.layout import words_cut
from helpers.till import close_till, counter_settled, open_till, scan
from sandbox_harness.server import SandboxServer

SIZE = (1366, 768)
TEXT_SCALE = 1.5
_POINTS = re.compile(r"(\d+(?:\.\d+)?)pt\b")


@pytest.fixture
def large_text(qapp: QApplication) -> Iterator[QApplication]:
    """The real style with every font 150 % of its size; the plain look after."""
    plain_sheet, plain_font = qapp.styleSheet(), QFont(qapp.font())
    apply_style(qapp)
    larger = QFont(plain_font)
    larger.setPointSizeF(plain_font.pointSizeF() * TEXT_SCALE)
    qapp.setFont(larger)
    qapp.setStyleSheet(_POINTS.sub(lambda m: f"{float(m.group(1)) * TEXT_SCALE:g}pt", qapp.styleSheet()))
    yield qapp
    qapp.setStyleSheet(plain_sheet)
    qapp.setFont(plain_font)


@pytest.fixture
def big_till(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path, large_text: QApplication
) -> Iterator[tuple[MainWindow, Till]]:
    window, till = open_till(qtbot, sandbox, tmp_path / "home")
    window.resize(*SIZE)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == SIZE)
    yield window, till
    close_till(qtbot, window, till)


def test_at_150_percent_text_the_voucher_redeem_and_top_up_boxes_fit_1366x768(
    qtbot: QtBot, big_till: tuple[MainWindow, Till]
) -> None:
    window, till = big_till
    assert window.code.font().pointSizeF() >= 24 * TEXT_SCALE  # the style sheet's text, enlarged
    top = [window.code, window.look_up, window.header.connection, window.header.place]

    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    counter_settled(qtbot, till)
    assert window.voucher.isVisible()
    assert (window.width(), window.height()) == SIZE
    assert window.minimumSizeHint().width() <= SIZE[0]
    box = window.redeem
    voucher = [window.voucher.badge, window.voucher.balance]
    redeem = [box.amount, box.review_button, box.whole]
    qtbot.waitUntil(lambda: words_cut(window, top + voucher + redeem) == [], timeout=2_000)

    qtbot.keyClicks(box.amount, "2")
    qtbot.keyClick(box.amount, Qt.Key.Key_Return)
    qtbot.waitUntil(box.review_box.isVisible)
    review = [box.review_text, box.confirm_button, box.cancel_button]
    qtbot.waitUntil(lambda: words_cut(window, top + review) == [], timeout=2_000)
    assert (window.width(), window.height()) == SIZE
    qtbot.keyClick(box.amount, Qt.Key.Key_Escape)

    topup = window.topup
    topup.offer_button.click()
    qtbot.waitUntil(topup.amount.hasFocus)
    qtbot.keyClicks(topup.amount, "3")
    qtbot.keyClick(topup.amount, Qt.Key.Key_Return)
    qtbot.waitUntil(topup.review_box.isVisible)
    review_box = topup.review_box
    steps = [topup.amount, review_box.text, review_box.confirm_button, review_box.cancel_button]
    qtbot.waitUntil(lambda: words_cut(window, top + steps) == [], timeout=2_000)
    assert (window.width(), window.height()) == SIZE


def test_at_150_percent_text_the_top_bar_keeps_to_one_line_and_the_staffs_name_gives_way_first(
    qtbot: QtBot, big_till: tuple[MainWindow, Till]
) -> None:
    """Where the top bar is short, the staff's line gives way first, to the name alone (the whole
    line in its tooltip), then
    the last contact's time goes to the connection's tooltip, and the place's name gives way only
    when both have given all they can."""
    window, till = big_till
    header = window.header
    place = till.session.place
    staff = "Staff: Sam Till"
    qtbot.waitUntil(lambda: till.connection.last_contact is not None)
    bar = header.place.parentWidget()
    assert bar is not None

    def shown(width: int) -> tuple[str, str, str]:
        window.resize(width, SIZE[1])
        qtbot.waitUntil(lambda: window.width() == width)
        QApplication.processEvents()
        assert header.place.height() == header.staff.height() == header.connection.height(), "one line"
        return header.place.text(), header.staff.text(), header.connection.text()

    assert shown(1900) == (place, staff, till.connection.text)
    assert header.place.toolTip() == header.staff.toolTip() == header.connection.toolTip() == ""
    beside = window.width() - bar.width()  # the window's width that is not the top bar's
    whole = bar.sizeHint().width()
    whole_place, shorter_staff, whole_connection = shown(whole + beside - 10)
    assert whole_place == place, "the place never gives way before the staff's name"
    assert shorter_staff == "Sam Till", "the name alone first, the word before it goes"
    assert header.staff.toolTip() == staff
    assert whole_connection == till.connection.text, "the staff's name gives way before the last contact"
    least_staff = whole - header.staff.sizeHint().width() + header.staff.minimumSizeHint().width()
    still_place, whole_again, state = shown(least_staff + beside - 10)
    assert still_place == place, "nor before the last contact's time"
    assert state == till.connection.state_text == "Online", "the state stays; its time goes to the tooltip"
    assert whole_again == staff, "the room the last contact's time left is the staff's name's again"
    assert header.connection.toolTip() == till.connection.text
    assert shown(1900) == (place, staff, till.connection.text), "all of it again once there is room"
    assert header.place.toolTip() == header.staff.toolTip() == header.connection.toolTip() == ""
