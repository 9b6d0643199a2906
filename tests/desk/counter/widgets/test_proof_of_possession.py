"""Proof of possession, in the real till window at 1024×768 on the sandbox: a voucher opened from
anywhere but its code at the counter is read-only and masked until its code is scanned or typed."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.core.codes import REASON_MASKED
from app.core.masking import BULLET, mask_code
from app.core.names import REVEAL_REASONS
from app.desk.manager.reveal import ACTION_REVEAL, SHOWN_FOR_MS
from app.desk.manager.widgets.reveal import RevealCodeDialog
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers.manager import enter_pin, opened_dialog
from helpers.notices import NoticeRecorder
from helpers.till import scan

TillWindow = tuple[MainWindow, Till]


def at_counter_size(qtbot: QtBot, window: MainWindow) -> None:
    window.resize(1024, 768)
    qtbot.waitUntil(lambda: window.width() == 1024)


def feed_row_of(qtbot: QtBot, window: MainWindow, code: str) -> None:
    """The feed narrowed to ``code``'s events (the filter finds it; the row still shows it masked,
    with as long a tail as tells it from the feed's other codes)."""
    qtbot.waitUntil(lambda: window.till.activity.model.rowCount() >= 50)
    window.activity.filter.setText(code)
    qtbot.waitUntil(lambda: window.activity.table.model().rowCount() >= 1)
    shown = window.activity.table.model().index(0, 1).data()
    assert shown.startswith(BULLET * 6)
    assert shown.endswith(mask_code(code).lstrip(BULLET))
    assert code not in shown


def opened_read_only(qtbot: QtBot, window: MainWindow, code: str) -> None:
    masked = mask_code(code)
    qtbot.waitUntil(lambda: window.voucher.isVisible() and window.voucher.code.text() == masked)
    assert window.voucher.why_not.text().startswith("Scan or type the code to use this voucher")
    assert not window.redeem.isVisible()
    assert not window.topup.isVisible()
    assert window.code.text() == "", "the code field never completes a code"


def by_selection(_qtbot: QtBot, window: MainWindow) -> None:
    window.activity.select_row(0)


def by_keyboard(qtbot: QtBot, window: MainWindow) -> None:
    window.activity.table.setFocus()
    qtbot.keyClick(window.activity.table, Qt.Key.Key_Home)
    qtbot.keyClick(window.activity.table, Qt.Key.Key_Return)


def by_touch(qtbot: QtBot, window: MainWindow) -> None:
    """A double tap: a press and release, then Qt's double-click on the same row."""
    table = window.activity.table
    where = table.visualRect(table.model().index(0, 1)).center()
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=where)
    qtbot.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=where)


def opened_from_the_feed(
    qtbot: QtBot, window: MainWindow, open_row: Callable[[QtBot, MainWindow], None] = by_selection
) -> None:
    """``PART_USED``'s feed row opened (``open_row``), read only: its code masked on the counter."""
    at_counter_size(qtbot, window)
    feed_row_of(qtbot, window, DemoCodes.PART_USED)
    open_row(qtbot, window)
    opened_read_only(qtbot, window, DemoCodes.PART_USED)


def typed_by_hand(qtbot: QtBot, window: MainWindow, code: str) -> None:
    window.code.setFocus()
    qtbot.keyClicks(window.code, code.lower())
    qtbot.keyClick(window.code, Qt.Key.Key_Return)


@pytest.mark.parametrize(
    ("open_row", "given"),
    [
        pytest.param(by_keyboard, typed_by_hand, id="keyboard-typed"),
        pytest.param(by_touch, scan, id="touch-scanned"),
    ],
)
def test_a_feed_row_opened_is_read_only_until_its_code_is_given_at_the_counter(
    qtbot: QtBot,
    till_window: TillWindow,
    open_row: Callable[[QtBot, MainWindow], None],
    given: Callable[[QtBot, MainWindow, str], None],
) -> None:
    """Opened by keyboard or by touch, the voucher is read only; its code typed by hand or scanned
    at the counter proves the voucher is there."""
    window, _till = till_window
    opened_from_the_feed(qtbot, window, open_row)
    given(qtbot, window, DemoCodes.PART_USED)
    qtbot.waitUntil(lambda: window.voucher.code.text() == DemoCodes.PART_USED)
    qtbot.waitUntil(window.redeem.isVisible)


def test_another_code_scanned_does_not_unlock_the_voucher_opened_from_the_feed(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    """The scan opens the voucher it names, whole; the feed's voucher never becomes usable by it."""
    window, _till = till_window
    opened_from_the_feed(qtbot, window)
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    qtbot.waitUntil(lambda: window.voucher.code.text() == DemoCodes.VALID_PARTIAL)
    assert mask_code(DemoCodes.PART_USED) not in window.voucher.code.text()


def test_a_masked_code_typed_or_pasted_is_refused_in_plain_words(
    qtbot: QtBot, till_window: TillWindow, told: NoticeRecorder
) -> None:
    window, _till = till_window
    at_counter_size(qtbot, window)
    for masked in (mask_code(DemoCodes.VALID_PARTIAL), "****PART"):
        window.code.clear()
        window.code.insert(masked)  # pasted
        window.code.returnPressed.emit()
        qtbot.waitUntil(lambda: REASON_MASKED in told.texts("lookup"))
        assert not window.redeem.isVisible()


def test_an_orders_other_vouchers_are_masked_beside_the_one_scanned(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    window, _till = till_window
    at_counter_size(qtbot, window)
    scan(qtbot, window, DemoCodes.API_UNUSED_1)
    rows = window.voucher.rows_view.model()
    qtbot.waitUntil(lambda: rows.rowCount() == 2)
    codes = {rows.index(r, 0).data() for r in range(2)}
    assert codes == {DemoCodes.API_UNUSED_1, mask_code(DemoCodes.API_UNUSED_2)}


def reveal_asked(qtbot: QtBot, window: MainWindow) -> RevealCodeDialog:
    """A voucher opened from its feed row (its code masked), and the manager's Show the whole code
    behind the PIN: the dialog, no reason chosen yet."""
    opened_from_the_feed(qtbot, window)
    window.manager_actions.reveal_code()
    enter_pin(qtbot, window)
    return opened_dialog(qtbot, window, RevealCodeDialog)


def test_a_manager_reveals_a_masked_code_for_a_reason_and_the_audit_log_keeps_it_masked(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    window, till = till_window
    dialog = reveal_asked(qtbot, window)
    assert not dialog.show_code.isEnabled(), "no code is shown without a reason"
    dialog.reason.setCurrentIndex(1)
    qtbot.mouseClick(dialog.show_code, Qt.MouseButton.LeftButton)
    assert dialog.code.text() == DemoCodes.PART_USED
    assert not window.redeem.isVisible(), "a revealed code is no voucher at the counter"
    dialog.reject()
    qtbot.waitUntil(lambda: window.manager_actions.dialog is None)
    model = till.desk.audit_log("Morgan")
    model.show()
    shown = [
        [model.entries.index(r, c).data() for c in range(model.entries.columnCount())]
        for r in range(model.entries.rowCount())
    ]
    revealed = [row for row in shown if row[4] == ACTION_REVEAL]
    assert len(revealed) == 1
    assert revealed[0][5] == mask_code(DemoCodes.PART_USED)
    assert revealed[0][-1] == REVEAL_REASONS[0]


def test_a_revealed_code_is_hidden_again_and_its_dialog_closed_once_its_time_is_up(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    """The manager may walk away: the whole code is not left on the screen for whoever comes next."""
    window, _till = till_window
    dialog = reveal_asked(qtbot, window)
    dialog.reason.setCurrentIndex(1)
    qtbot.mouseClick(dialog.show_code, Qt.MouseButton.LeftButton)
    assert dialog.code.text() == DemoCodes.PART_USED
    timer = dialog.vm.shown_for
    assert timer.isActive(), "the whole code is shown for a while only"
    assert timer.interval() <= SHOWN_FOR_MS <= 60_000
    left_on_screen: list[str] = []
    dialog.finished.connect(lambda _result: left_on_screen.append(dialog.code.text()))
    timer.start(0)  # its time is up now, rather than in half a minute
    qtbot.waitUntil(lambda: window.manager_actions.dialog is None)
    assert left_on_screen == [""]
    assert window.code.text() == ""
