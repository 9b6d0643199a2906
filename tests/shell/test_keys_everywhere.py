"""The till's keys work wherever the focus is in its window, as a cashier presses them: F12 confirms
the review open now from any widget (never under a dialog, never without a review) and Tab reaches
it, the feed's walking keys select the row they land on and its types read in till words, whole,
and lines about the last thing go when the cashier moves on. (The window's keys after a dialog
closed, on X11 with no window manager: tests/e2e/test_keys_under_x11.py.)"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QStyle, QWidget
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.desk.feed.widgets.activity_panel import TYPE_COLUMN
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers.manager import pin_prompt
from helpers.till import counter_settled, scan
from sandbox_harness.server import SandboxServer

TillWindow = tuple[MainWindow, Till]


def review(qtbot: QtBot, window: MainWindow, amount: str) -> None:
    """Type an amount and Enter: the confirm step shows what confirming will do."""
    till = window.till
    qtbot.waitUntil(lambda: window.redeem.amount.isEnabled() and not till.tasks.running("lookup"))
    window.redeem.amount.setFocus()
    window.redeem.amount.clear()
    qtbot.keyClicks(window.redeem.amount, amount)
    qtbot.keyClick(window.redeem.amount, Qt.Key.Key_Return)
    assert window.redeem.review_box.isVisible()


@pytest.mark.parametrize("place", ["feed", "filter", "code", "history", "look_up"])
def test_f12_confirms_the_review_from_any_widget_of_the_window(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer, place: str
) -> None:
    window, till = till_window
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    review(qtbot, window, "5")
    widget: QWidget = {
        "feed": window.activity.table,
        "filter": window.activity.filter,
        "code": window.code,
        "history": window.voucher.history_view,
        "look_up": window.look_up,
    }[place]
    widget.setFocus()
    assert QApplication.focusWidget() is widget
    qtbot.keyClick(widget, Qt.Key.Key_F12)
    qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Redeemed £5.00 from SPA50PART."))
    counter_settled(qtbot, till)
    assert sandbox.state.balance_of(DemoCodes.VALID_PARTIAL) == 4500


def test_f12_moves_nothing_without_a_review_nor_under_a_dialog(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer
) -> None:
    window, till = till_window
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    counter_settled(qtbot, till)
    window.redeem.amount.setText("5")  # typed, but no review shown: a scan alone never moves money
    for widget in (window.activity.table, window.code, window.redeem.amount):
        widget.setFocus()
        qtbot.keyClick(widget, Qt.Key.Key_F12)
    review(qtbot, window, "5")
    window.manager_actions.audit_log()  # a dialog over the till, its review still showing
    prompt = pin_prompt(qtbot, window)
    qtbot.keyClick(prompt.pin, Qt.Key.Key_F12)
    prompt.reject()
    counter_settled(qtbot, till)
    assert not window.redeem_status.text().startswith("Redeemed")
    assert sandbox.state.balance_of(DemoCodes.VALID_PARTIAL) == 5000
    assert till.audit.entries(action="redeem") == []


def selected_rows(window: MainWindow) -> list[int]:
    return [index.row() for index in window.activity.table.selectionModel().selectedRows()]


@pytest.mark.parametrize("key", [Qt.Key.Key_Home, Qt.Key.Key_End, Qt.Key.Key_Up, Qt.Key.Key_Down])
def test_a_walking_key_selects_the_row_it_lands_on_even_the_current_one(
    qtbot: QtBot, till_window: TillWindow, key: Qt.Key
) -> None:
    """Home on the first row when it is already the current row (after a refresh, at the start)
    once selected nothing, and Reverse stayed off with no reason shown."""
    window, till = till_window
    qtbot.waitUntil(lambda: till.activity.model.rowCount() > 5)
    table = window.activity.table
    model = table.model()
    edge = model.rowCount() - 1 if key in (Qt.Key.Key_End, Qt.Key.Key_Down) else 0
    table.setFocus()
    table.setCurrentIndex(model.index(edge, 0))
    table.clearSelection()
    assert selected_rows(window) == []
    qtbot.keyClick(table, key)
    assert selected_rows(window) == [edge]
    event = window.activity.selected_event()
    assert event is not None
    # Reverse is offered, or the reason it is not is shown: either way the cashier sees the row chosen.
    assert window.activity.reverse.isEnabled() or window.activity.why_not.isVisible()


def test_every_event_type_in_the_feed_reads_in_till_words_and_whole_at_1024(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    window, till = till_window
    window.resize(1024, 768)
    qtbot.waitUntil(lambda: till.activity.model.rowCount() > 5)
    table = window.activity.table
    model = table.model()
    column = TYPE_COLUMN
    texts = {str(model.index(row, column).data()) for row in range(model.rowCount())}
    assert {"New card", "Redeemed", "Reversed", "Refund", "Chargeback"} <= texts
    assert not texts & {"Activation", "Unredeemed", "Topup", "Reverse chargeback"}, "a service word"
    # Each text is whole in its column (nothing elided), and the column fits the feed when scrolled to.
    room = table.columnWidth(column) - 2 * table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin)
    for text in texts | {"Reversed chargeback · Online", "Top-up · Online", "Code change · Online"}:
        assert table.fontMetrics().horizontalAdvance(text) <= room, f"{text!r} is cut off"
    assert table.columnWidth(column) <= table.viewport().width()


def test_tab_reaches_confirm_and_cancel_and_a_scan_typed_into_confirm_presses_nothing(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer
) -> None:
    window, till = till_window
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    review(qtbot, window, "5")
    confirm, cancel = window.redeem.confirm_button, window.redeem.cancel_button
    reached: list[QWidget] = []
    for _ in range(8):
        focus = QApplication.focusWidget()
        assert focus is not None
        qtbot.keyClick(focus, Qt.Key.Key_Tab)
        reached.append(QApplication.focusWidget())  # type: ignore[arg-type]
    assert confirm in reached
    assert cancel in reached
    assert reached.index(cancel) == reached.index(confirm) + 1
    confirm.setFocus()
    qtbot.keyClicks(confirm, "SPA 50PART")  # a scan that lands on Confirm, space and all
    qtbot.keyClick(confirm, Qt.Key.Key_Return)
    counter_settled(qtbot, till)
    assert sandbox.state.balance_of(DemoCodes.VALID_PARTIAL) == 5000
    assert window.redeem.review_box.isVisible()
    window.code.setFocus()
    qtbot.keyClick(window.code, Qt.Key.Key_Tab)  # out and back: the focus arrives afresh
    confirm.setFocus()
    qtbot.keyClick(confirm, Qt.Key.Key_Space)  # a cashier who tabbed there and pressed Space
    qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Redeemed £5.00 from SPA50PART."))
    counter_settled(qtbot, till)
    assert sandbox.state.balance_of(DemoCodes.VALID_PARTIAL) == 4500


def test_messages_about_the_last_thing_go_when_the_cashier_moves_on(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    window, till = till_window
    scan(qtbot, window, "NOSUCHCODE1")
    qtbot.waitUntil(lambda: window.message.text().startswith("No voucher with that code"))
    window.code.setFocus()
    window.code.selectAll()
    qtbot.keyClick(window.code, Qt.Key.Key_Backspace)
    assert window.code.text() == ""
    assert not window.message.isVisible(), "the line outlived the code it was about"

    qtbot.waitUntil(lambda: till.activity.model.rowCount() > 5)
    table = window.activity.table
    new_card = next(
        row
        for row in range(table.model().rowCount())
        if table.model().index(row, TYPE_COLUMN).data() == "New card"
    )
    table.setFocus()
    table.selectRow(new_card)
    assert window.activity.why_not.isVisible()
    assert window.activity.why_not.text() == "New card events cannot be reversed."
    window.code.setFocus()
    qtbot.keyClicks(window.code, DemoCodes.VALID_PARTIAL)  # the next guest's voucher, scanned
    assert not window.activity.why_not.isVisible()
    assert not window.activity.reverse.isEnabled()


def test_alt_t_shows_and_hides_the_terms_every_time(qtbot: QtBot, till_window: TillWindow) -> None:
    """Alt+T once worked only the first time: the button's new label took its key away."""
    window, till = till_window
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    qtbot.waitUntil(lambda: window.voucher.isVisible() and not till.tasks.running("lookup"))
    window.code.setFocus()
    terms = window.voucher.terms
    for shown in (True, False, True):
        qtbot.keySequence(window.code, QKeySequence("Alt+T"))
        qtbot.waitUntil(lambda: terms.isVisible() is shown)  # noqa: B023 (waited for at once)
