"""Manager → Staff integrity report…, in the real window: a high balance looked up at the counter and
left is counted under the cashier, and choosing the count shows its audit line, the code masked."""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.desk.common.openings import ACTION_LOOKUP
from app.desk.integrity import Pattern
from app.desk.integrity.report import ACTION_INTEGRITY, FIRST_STAFF_COLUMN
from app.desk.integrity.widgets import IntegrityDialog
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers.manager import TRAINING_MANAGER, enter_pin, manager_entry, opened_dialog
from helpers.till import scan

TillWindow = tuple[MainWindow, Till]


def open_report(qtbot: QtBot, window: MainWindow) -> IntegrityDialog:
    action = manager_entry(window, "Staff integrity report…")
    assert action.shortcut().toString() == "Ctrl+Shift+I"
    action.trigger()
    enter_pin(qtbot, window)
    dialog = opened_dialog(qtbot, window, IntegrityDialog)
    qtbot.waitUntil(lambda: dialog.vm.report is not None and not dialog.vm.busy)
    return dialog


def cell(dialog: IntegrityDialog, row: int, column: int) -> str:
    return str(dialog.vm.counts.index(row, column).data())


def test_a_high_balance_looked_up_and_left_is_counted_and_its_line_shown_masked(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    window, till = till_window
    location = till.settings.location_id
    assert location is not None
    # A balance counts as high from the location's dual-control limit: £40 here, so £50 is high.
    till.settings.dual_control_above = {location: {"GBP": Decimal("40.00")}}
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    qtbot.waitUntil(lambda: any(e.action == ACTION_LOOKUP for e in till.audit.entries()))
    scan(qtbot, window, DemoCodes.PART_USED)  # £25 left: not high
    qtbot.waitUntil(lambda: len([e for e in till.audit.entries() if e.action == ACTION_LOOKUP]) == 2)

    dialog = open_report(qtbot, window)
    header = dialog.vm.counts.headerData(FIRST_STAFF_COLUMN, Qt.Orientation.Horizontal)
    assert header == "Sam Till"
    row = 1 + list(Pattern).index(Pattern.HIGH_LOOKUPS)
    assert cell(dialog, row, 0) == "High balances looked up, not redeemed"
    assert cell(dialog, row, FIRST_STAFF_COLUMN) == "1"
    assert cell(dialog, row, 1) == "1.0"  # the usual figure: one member of staff
    assert "1 member of staff" in dialog.summary.text()

    table = dialog.table
    where = table.visualRect(dialog.vm.counts.index(row, FIRST_STAFF_COLUMN)).center()
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=where)
    assert dialog.vm.lines.rowCount() == 1
    shown = [str(dialog.vm.lines.index(0, c).data()) for c in range(dialog.vm.lines.columnCount())]
    assert "look up" in shown
    assert "£50.00" in shown
    assert "••••••PART" in shown
    assert DemoCodes.VALID_PARTIAL not in " ".join(shown)
    behind = "High balances looked up, not redeemed — Sam Till: 1 line of the audit log."
    assert dialog.behind.text() == behind

    dialog.reject()
    qtbot.waitUntil(lambda: window.manager_actions.dialog is None)
    (seen,) = till.audit.entries(action=ACTION_INTEGRITY)
    assert seen.manager == TRAINING_MANAGER
