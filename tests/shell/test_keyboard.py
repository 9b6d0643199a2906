"""The till by keyboard: Tab never traps, the focus ring is plain to see, every manager action has
a key shown in its menu, and the feed is walked with arrows, Home and End so Reverse works."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QLineEdit, QMenu, QTableView, QWidget
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.desk.manager.widgets.pin import PinDialog
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers.manager import pin_prompt
from helpers.till import scan

TillWindow = tuple[MainWindow, Till]


def top_levels() -> list[QWidget]:
    return QApplication.topLevelWidgets()


def focused() -> QWidget | None:
    return QApplication.focusWidget()


def test_tab_leaves_every_table_at_once(qtbot: QtBot, till_window: TillWindow) -> None:
    window, till = till_window
    scan(qtbot, window, DemoCodes.PART_USED)
    qtbot.waitUntil(lambda: not till.tasks.running("lookup") and till.lookup.history.rowCount() > 0)
    qtbot.waitUntil(lambda: till.activity.model.rowCount() > 0)
    tables: list[QTableView] = [window.voucher.history_view, window.voucher.rows_view, window.activity.table]
    for table in tables:
        first_tab = window.voucher.tabs.widget(0)
        assert first_tab is not None
        window.voucher.tabs.setCurrentWidget(
            window.voucher.rows_view if table is window.voucher.rows_view else first_tab
        )
        table.setFocus()
        assert focused() is table
        qtbot.keyClick(table, Qt.Key.Key_Tab)
        assert focused() is not table, f"Tab stayed inside {table.accessibleName()}"


def test_thirty_tabs_from_the_code_field_come_back_to_it(qtbot: QtBot, till_window: TillWindow) -> None:
    window, till = till_window
    scan(qtbot, window, DemoCodes.PART_USED)
    qtbot.waitUntil(lambda: not till.tasks.running("lookup"))
    window.code.setFocus()
    visited: list[QWidget] = []
    for _ in range(30):
        widget = focused()
        assert widget is not None
        qtbot.keyClick(widget, Qt.Key.Key_Tab)
        now = focused()
        assert now is not None
        visited.append(now)
        if now is window.code:
            break
    assert visited[-1] is window.code, "30 Tabs never came back to the code field"
    assert window.activity.table in visited
    assert window.voucher.history_view in visited


def test_every_manager_action_has_a_key_shown_in_its_menu(till_window: TillWindow) -> None:
    """Its submenus' entries too (a submenu's title is no action)."""
    window, _ = till_window
    actions = []
    menus = [window.manager_menu]
    while menus:
        for action in menus.pop().actions():
            submenu = action.menu()
            if isinstance(submenu, QMenu):
                menus.append(submenu)
            elif not action.isSeparator():
                actions.append(action)
    assert actions
    missing = [a.text() for a in actions if a.shortcut().isEmpty()]
    assert missing == []
    keys = [a.shortcut().toString() for a in actions]
    assert len(set(keys)) == len(keys), "two manager actions share a key"


def test_home_end_and_arrows_select_feed_rows_and_the_reverse_key_asks_for_the_pin(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    window, till = till_window
    qtbot.waitUntil(lambda: till.activity.model.rowCount() > 5)
    table = window.activity.table
    table.setFocus()
    last = table.model().rowCount() - 1
    qtbot.keyClick(table, Qt.Key.Key_End)
    assert [i.row() for i in table.selectionModel().selectedRows()] == [last]
    qtbot.keyClick(table, Qt.Key.Key_Home)
    assert [i.row() for i in table.selectionModel().selectedRows()] == [0]
    while window.activity.selected_event() is not None and not window.activity.reverse.isEnabled():
        row = table.selectionModel().selectedRows()[0].row()
        assert row < last, "no reversible event in the demo feed"
        qtbot.keyClick(table, Qt.Key.Key_Down)
        assert [i.row() for i in table.selectionModel().selectedRows()] == [row + 1]
    assert window.activity.reverse.isEnabled()
    qtbot.keySequence(window, QKeySequence("Ctrl+R"))
    qtbot.waitUntil(
        lambda: any(isinstance(w, PinDialog) and w.isVisible() for w in QApplication.topLevelWidgets())
    )
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, PinDialog):
            widget.reject()


def test_the_focus_ring_is_plain_to_see(qtbot: QtBot, till_window: TillWindow, styled: QApplication) -> None:
    window, _ = till_window
    button = window.look_up
    window.code.setFocus()
    QApplication.processEvents()
    before = button.grab().toImage()
    button.setFocus()
    QApplication.processEvents()
    after = button.grab().toImage()
    changed = sum(
        before.pixel(x, y) != after.pixel(x, y)
        for x in range(0, before.width(), 2)
        for y in (1, 2, before.height() - 2, before.height() - 3)
    )
    assert changed > before.width() // 2, "focus barely changes how the button looks"


@pytest.mark.parametrize("field", ["code", "amount", "filter"])
def test_manager_keys_work_while_a_text_field_has_focus(
    qtbot: QtBot, till_window: TillWindow, field: str
) -> None:
    """Ctrl+U and Ctrl+E are a line edit's own keys on X11 (erase the line, go to its end): in the
    till's fields they open the Manager menu's actions instead, and the text stays as it was."""
    window, till = till_window
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    qtbot.waitUntil(lambda: window.redeem.isVisible() and not till.tasks.running("lookup"))
    target = {"code": window.code, "amount": window.redeem.amount, "filter": window.activity.filter}[field]
    target.setText("12")
    target.setFocus()
    target.setCursorPosition(1)
    qtbot.keySequence(target, QKeySequence("Ctrl+U"))
    actions = window.manager_actions
    qtbot.waitUntil(lambda: actions.notice is not None and actions.notice.isVisible())
    notice = actions.notice
    assert notice is not None
    assert notice.text() == "No movement is waiting for a manager's decision."
    notice.close()
    assert target.text() == "12", "Ctrl+U erased the field"
    target.setFocus()
    qtbot.keySequence(target, QKeySequence("Ctrl+E"))
    qtbot.waitUntil(
        lambda: any(isinstance(w, PinDialog) and w.isVisible() for w in QApplication.topLevelWidgets())
    )
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, PinDialog):
            widget.reject()
    assert target.text() == "12"


def test_the_pin_field_keeps_its_height_when_wrong_pin_shows(
    qtbot: QtBot, till_window: TillWindow, styled: QApplication
) -> None:
    window, _ = till_window
    window.resize(1024, 768)
    window.manager_actions.shift_report()
    prompt = pin_prompt(qtbot, window)
    fields = prompt.findChildren(QLineEdit)
    assert fields
    assert all(field.height() >= 40 for field in fields)
    for _ in range(2):
        qtbot.keyClicks(prompt.pin, "1111")
        qtbot.keyClick(prompt.pin, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: prompt.error.isVisible() and prompt.ok.text() == "Approve")
    assert prompt.error.text() == "Wrong PIN. Try again."
    assert [field.height() >= 40 for field in fields] == [True] * len(fields), "a field shrank"
    assert prompt.frameGeometry().height() <= 768
    prompt.reject()
