"""The code field and the counter as a cashier meets them: short lines under the field, nothing
jumps, a scan into the amount is looked up (never taken as an amount), a feed row never silently
replaces the voucher on the counter, and no line about the last voucher stays beside the next."""

from __future__ import annotations

from datetime import datetime, timedelta

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.core.masking import mask_code, mask_codes
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers.till import counter_settled, newest_event, scan
from sandbox_harness.server import SandboxServer

TillWindow = tuple[MainWindow, Till]
CODE = DemoCodes.VALID_PARTIAL
#: The feed's voucher that ends as the one on the counter does, as a prompt names it beside that one.
LIKE_IT = mask_codes([CODE, DemoCodes.PART_USED], whole=CODE)[1]


def test_a_code_not_found_and_an_empty_enter_say_so_in_a_short_line_under_the_field(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    window, till = till_window
    qtbot.keyClick(window.code, Qt.Key.Key_Return)  # the sign-in's Enter, pressed twice
    assert not window.message.isVisible(), "a fresh till says nothing of an empty code"
    qtbot.keyClicks(window.code, "X")
    qtbot.keyClick(window.code, Qt.Key.Key_Backspace)
    qtbot.keyClick(window.code, Qt.Key.Key_Return)
    assert window.message.isVisible()
    assert window.message.text() == "Scan or type a voucher code"
    assert window.message.objectName() == "fieldMessage", "a plain line, not a coloured pane"
    scan(qtbot, window, "NOSUCHCODE1")
    counter_settled(qtbot, till)
    assert window.message.isVisible()
    assert window.message.text().startswith("No voucher with that code.")
    below = window.message.mapTo(window, QPoint(0, 0)).y()
    assert below > window.code.mapTo(window, QPoint(0, 0)).y(), "the line is under the field"
    assert not window.voucher.isVisible()
    scan(qtbot, window, CODE)
    qtbot.waitUntil(window.voucher.isVisible)
    assert not window.message.isVisible()


def test_the_code_field_does_not_move_or_resize_during_a_lookup(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    window, till = till_window
    scan(qtbot, window, CODE)
    counter_settled(qtbot, till)

    def where() -> tuple[int, int, int]:
        return window.code.x(), window.code.y(), window.code.width()

    before = where()
    seen: list[tuple[int, int, int]] = []
    till.lookup.busy_changed.connect(lambda _busy: seen.append(where()))
    scan(qtbot, window, DemoCodes.PART_USED)
    counter_settled(qtbot, till)
    QApplication.processEvents()
    assert window.look_up.text() == "Look up"
    assert seen, "the lookup was not seen busy"
    assert {*seen, where()} == {before}


def test_a_click_into_the_code_field_selects_its_text_for_the_next_scan(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    window, till = till_window
    scan(qtbot, window, CODE)
    counter_settled(qtbot, till)
    window.redeem.amount.setFocus()
    assert not window.code.hasFocus()
    qtbot.mouseClick(window.code, Qt.MouseButton.LeftButton)
    assert window.code.hasFocus()
    assert window.code.selectedText() == CODE
    qtbot.keyClicks(window.code, DemoCodes.PART_USED)
    assert window.code.text() == DemoCodes.PART_USED, "the scan replaced the old code"


def test_a_click_into_the_code_field_that_has_focus_selects_its_text_too(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    """The field already has focus (after a lookup): a click anywhere in it, even in the middle of
    the code, leaves the whole code selected, so the next scan replaces it instead of appending."""
    window, till = till_window
    scan(qtbot, window, CODE)
    counter_settled(qtbot, till)
    assert window.code.hasFocus()
    middle = QPoint(window.code.cursorRect().right() // 2, window.code.height() // 2)
    for _ in range(2):
        qtbot.mouseClick(window.code, Qt.MouseButton.LeftButton, pos=middle)
        assert window.code.selectedText() == CODE
    qtbot.keyClicks(window.code, DemoCodes.PART_USED)
    assert window.code.text() == DemoCodes.PART_USED, "the scan replaced the old code"


def test_a_scan_into_the_focused_amount_is_looked_up_never_redeemed(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer
) -> None:
    window, till = till_window
    before = sandbox.state.balance_of(CODE)
    scan(qtbot, window, CODE)
    counter_settled(qtbot, till)
    window.redeem.amount.setFocus()
    qtbot.keyClicks(window.redeem.amount, DemoCodes.PART_USED)
    qtbot.keyClick(window.redeem.amount, Qt.Key.Key_Return)
    counter_settled(qtbot, till)
    qtbot.waitUntil(lambda: window.voucher.code.text() == DemoCodes.PART_USED)
    assert window.redeem.amount.text() == ""
    assert not window.redeem.review_box.isVisible()
    assert window.code.text() == DemoCodes.PART_USED
    assert sandbox.state.balance_of(CODE) == before
    assert till.audit.entries(action="redeem") == []


def test_cancel_is_not_offered_while_redeeming(qtbot: QtBot, till_window: TillWindow) -> None:
    window, till = till_window
    scan(qtbot, window, CODE)
    counter_settled(qtbot, till)
    qtbot.keyClicks(window.redeem.amount, "1")
    qtbot.keyClick(window.redeem.amount, Qt.Key.Key_Return)
    assert window.redeem.cancel_button.isVisible()
    seen: list[tuple[str, bool]] = []
    till.redeem.busy_changed.connect(
        lambda busy: (
            seen.append((window.redeem.confirm_button.text(), window.redeem.cancel_button.isVisible()))
            if busy
            else None
        )
    )
    qtbot.mouseClick(window.redeem.confirm_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Redeemed"))
    assert seen == [("Redeeming…", False)]


def test_a_copied_line_and_a_refusal_go_when_the_next_code_is_looked_up(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    window, till = till_window
    scan(qtbot, window, CODE)
    counter_settled(qtbot, till)
    qtbot.keyClicks(window.redeem.amount, "1")
    qtbot.keyClick(window.redeem.amount, Qt.Key.Key_Return)
    qtbot.mouseClick(window.redeem.confirm_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.handoff.isVisible() and not till.redeem.busy)
    window.handoff.copy.click()
    assert window.handoff.message.whole_text().startswith("Copied")
    scan(qtbot, window, "NOSUCHCODE1")
    counter_settled(qtbot, till)
    scan(qtbot, window, DemoCodes.PART_USED)
    counter_settled(qtbot, till)
    assert not window.handoff.message.isVisible()
    assert not window.redeem_status.isVisible()
    assert not window.message.isVisible()


def test_choosing_a_feed_row_asks_before_it_replaces_the_voucher_on_the_counter(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    window, till = till_window
    qtbot.waitUntil(lambda: till.activity.model.rowCount() > 0)
    scan(qtbot, window, CODE)
    counter_settled(qtbot, till)
    window.activity.filter.setText(DemoCodes.PART_USED)
    qtbot.waitUntil(lambda: window.activity.table.model().rowCount() > 0)
    window.activity.select_row(0)
    ask = window.feed_opening.ask
    assert isinstance(ask, QMessageBox)
    assert ask.isVisible()
    assert ask.text() == f"{CODE} is on the counter. Open {LIKE_IT} instead?"
    keep = next(b for b in ask.buttons() if b.text() == f"Keep {CODE}")
    keep.click()
    counter_settled(qtbot, till)
    assert window.voucher.code.text() == CODE, "the voucher on the counter was replaced"
    window.activity.select_row(0)
    ask = window.feed_opening.ask
    assert isinstance(ask, QMessageBox)
    next(b for b in ask.buttons() if b.text() == f"Open {LIKE_IT}").click()
    qtbot.waitUntil(lambda: window.voucher.code.text() == mask_code(DemoCodes.PART_USED))


def test_a_click_on_a_feed_row_selects_it_and_never_replaces_the_voucher_on_the_counter(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    """A single click picks the event for Reverse or Reprint; the voucher on the counter stays. A
    double-click (or Enter) opens the row's voucher, and asks first."""
    window, till = till_window
    qtbot.waitUntil(lambda: till.activity.model.rowCount() > 0)
    scan(qtbot, window, CODE)
    counter_settled(qtbot, till)
    window.activity.filter.setText(DemoCodes.PART_USED)
    table = window.activity.table
    qtbot.waitUntil(lambda: table.model().rowCount() > 0)
    row = table.visualRect(table.model().index(0, 1)).center()
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=row)
    counter_settled(qtbot, till)
    assert [i.row() for i in table.selectionModel().selectedRows()] == [0]
    assert window.activity.selected_event() is not None
    assert window.feed_opening.ask is None, "a single click asks nothing"
    assert window.voucher.code.text() == CODE, "a single click replaced the voucher on the counter"
    qtbot.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=row)
    ask = window.feed_opening.ask
    assert isinstance(ask, QMessageBox)
    assert ask.text() == f"{CODE} is on the counter. Open {LIKE_IT} instead?"
    next(b for b in ask.buttons() if b.text() == f"Keep {CODE}").click()
    counter_settled(qtbot, till)
    assert window.voucher.code.text() == CODE
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Return)
    ask = window.feed_opening.ask
    assert isinstance(ask, QMessageBox)
    next(b for b in ask.buttons() if b.text() == f"Open {LIKE_IT}").click()
    qtbot.waitUntil(lambda: window.voucher.code.text() == mask_code(DemoCodes.PART_USED))


def test_a_till_in_another_time_zone_shows_the_propertys_time_everywhere(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer
) -> None:
    """The property is five hours ahead of the till's own clock (a till set to New York at a
    London hotel): once the till's own redemption has measured that, the top bar's last contact and
    the feed's last-heard line are in the property's time, the time its events are in."""
    window, till = till_window
    sandbox.clock.advance(timedelta(hours=5))
    scan(qtbot, window, CODE)
    counter_settled(qtbot, till)
    qtbot.keyClicks(window.redeem.amount, "1")
    qtbot.keyClick(window.redeem.amount, Qt.Key.Key_Return)
    qtbot.mouseClick(window.redeem.confirm_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Redeemed"))
    event_time = newest_event(qtbot, till, CODE).created
    scan(qtbot, window, DemoCodes.PART_USED)
    counter_settled(qtbot, till)
    till.activity.poll_now()
    qtbot.waitUntil(lambda: not till.tasks.running("activity-now"))

    def shown(text: str) -> datetime:
        clock = datetime.strptime(text.rsplit(" ", 1)[-1].rstrip("."), "%H:%M:%S")
        return datetime.combine(event_time.date(), clock.time())

    for line in (window.header.connection.text(), window.activity.heard.text()):
        assert abs(shown(line) - event_time) < timedelta(minutes=2), f"{line!r} is not the property's time"


def test_the_line_about_a_code_goes_once_the_field_is_emptied(qtbot: QtBot, till_window: TillWindow) -> None:
    window, till = till_window
    scan(qtbot, window, "NOSUCHCODE1")
    counter_settled(qtbot, till)
    qtbot.waitUntil(window.message.isVisible)
    window.code.selectAll()
    qtbot.keyClick(window.code, Qt.Key.Key_Backspace)
    assert window.code.text() == ""
    assert not window.message.isVisible()
