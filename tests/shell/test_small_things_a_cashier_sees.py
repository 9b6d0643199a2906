"""Small things a cashier or a manager notices on the real till: arrows, hints, lines that stay."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.desk.feed.activity_table import TIME_COLUMN
from app.desk.manager.widgets.managers import ManagersDialog
from app.desk.topup.topup import Offer
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers.manager import TRAINING_MANAGER, manager_dialog
from helpers.till import scan

TillWindow = tuple[MainWindow, Till]


def test_the_feed_shows_no_oldest_first_arrow_while_it_is_newest_first(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    """Qt draws newest-first as an upward arrow; a click on Time sorts oldest first, with its arrow,
    and a second click brings the feed's own order back, without one."""
    window, till = till_window
    qtbot.waitUntil(lambda: till.activity.model.rowCount() > 1)
    header = window.activity.table.horizontalHeader()
    assert not header.isSortIndicatorShown()
    first = till.activity.proxy.index(0, TIME_COLUMN).data()

    def click_time() -> None:
        x = header.sectionViewportPosition(TIME_COLUMN) + header.sectionSize(TIME_COLUMN) // 2
        qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, header.height() // 2))

    click_time()
    assert header.isSortIndicatorShown()
    assert header.sortIndicatorOrder() == Qt.SortOrder.AscendingOrder
    assert till.activity.proxy.index(0, TIME_COLUMN).data() != first, "oldest first now"
    click_time()
    assert not header.isSortIndicatorShown()
    assert till.activity.proxy.index(0, TIME_COLUMN).data() == first


def test_no_voucher_with_that_code_goes_once_the_code_is_being_sold_as_a_new_card(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    window, till = till_window
    scan(qtbot, window, "NEWCARD7")
    qtbot.waitUntil(lambda: till.topup.offer is Offer.ACTIVATE and not till.tasks.running("lookup"))
    assert window.message.text().startswith("No voucher with that code")
    assert window.message.isVisible(), "said while the card is only offered"
    qtbot.keyClick(window.code, Qt.Key.Key_F4)
    qtbot.waitUntil(window.topup.form.isVisible)
    assert not window.message.isVisible()


def test_a_name_already_taken_sends_the_manager_back_to_the_name(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    window, _till = till_window
    dialog = manager_dialog(qtbot, window, window.manager_actions.managers, ManagersDialog)
    qtbot.keyClicks(dialog.name, TRAINING_MANAGER.lower())
    qtbot.keyClicks(dialog.new_pin, "5820")
    qtbot.keyClicks(dialog.new_again, "5820")
    dialog.new_again.setFocus()
    qtbot.keyClick(dialog.new_again, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: dialog.status.text() == f"{TRAINING_MANAGER.lower()} is already a manager.")
    assert dialog.focusWidget() is dialog.name
    assert dialog.name.selectedText() == TRAINING_MANAGER.lower(), "typing replaces the name"
    dialog.reject()


def test_the_wheel_over_the_history_tabs_scrolls_the_voucher_and_keeps_the_tab(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    window, till = till_window
    scan(qtbot, window, DemoCodes.PART_USED)
    qtbot.waitUntil(lambda: not till.tasks.running("lookup") and till.lookup.history.rowCount() > 0)
    window.voucher.more.setChecked(True)  # the terms open: the details scroll
    window.resize(1024, 600)
    qtbot.waitUntil(lambda: window.details.verticalScrollBar().maximum() > 0)
    bar = window.voucher.tabs.tabBar()
    tab = window.voucher.tabs.currentIndex()
    scroll = window.details.verticalScrollBar()
    scroll.setValue(0)
    for _ in range(3):
        middle = QPointF(bar.rect().center())
        down = QWheelEvent(
            middle,
            QPointF(bar.mapToGlobal(bar.rect().center())),
            QPoint(),
            QPoint(0, -120),
            Qt.MouseButton.NoButton,
            Qt.KeyboardModifier.NoModifier,
            Qt.ScrollPhase.NoScrollPhase,
            False,
        )
        QApplication.sendEvent(bar, down)
    assert window.voucher.tabs.currentIndex() == tab, "the wheel did not switch the tab"
    assert scroll.value() > 0, "it scrolled the voucher's details"


def test_the_top_up_offer_steps_aside_while_a_redemption_is_under_review(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    """On a short screen with a bill's hand-off waiting, the review's Confirm needs the top-up row's
    room: the offer goes while the cashier confirms an amount, and comes back after."""
    window, till = till_window
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    qtbot.waitUntil(lambda: till.topup.offer is Offer.TOPUP and not till.tasks.running("lookup"))
    assert window.topup.isVisible()

    qtbot.keyClicks(window.redeem.amount, "5")
    qtbot.keyClick(window.redeem.amount, Qt.Key.Key_Return)
    qtbot.waitUntil(window.redeem.review_box.isVisible)
    assert not window.topup.isVisible()

    qtbot.keyClick(window.redeem.amount, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.redeem.review_box.isVisible())
    assert window.topup.isVisible()
