"""The shift report's notes as a manager reads them: a bill's note says what was left to pay on the
POS, which is money, and reads whole (on lines of its own where the column is narrow) at 1024×768
and at 1366×768 with 125 %, in Polish and German; the report's lines keep room for four rows."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot
from shell.test_layout_every_language import SCREENS, Screen, billed, fit, screen_as, speaking_on, till

from app.compose import Till
from app.desk.manager.widgets.shift_report import ShiftReportDialog
from app.shell.main_window import MainWindow
from helpers.layout import list_problems
from helpers.manager import enter_pin

__all__ = ["screen_as", "till"]


@pytest.mark.parametrize("screen", [SCREENS[0], SCREENS[1]], ids=["1024", "125%"])
@pytest.mark.parametrize("language", ["pl_PL", "de_DE"])
def test_a_bills_note_in_the_shift_report_reads_whole(
    qtbot: QtBot, till: tuple[MainWindow, Till], screen_as: list[Screen], language: str, screen: Screen
) -> None:
    window, desk = till
    speaking_on(qtbot, desk, screen_as, language, screen)
    bill = billed(qtbot, window, lambda _shown, _what: None)
    bill.done(0)
    qtbot.waitUntil(lambda: window.bill.dialog is None)
    window.manager_actions.shift_report()
    enter_pin(qtbot, window)
    qtbot.waitUntil(lambda: isinstance(window.manager_actions.dialog, QDialog))
    report = window.manager_actions.dialog
    assert isinstance(report, ShiftReportDialog)
    model = report.table.model()
    qtbot.waitUntil(lambda: model.rowCount() > 0)
    fit(report)
    notes = [str(model.index(row, model.columnCount() - 1).data()) for row in range(model.rowCount())]
    assert any("12,00" in note for note in notes), notes  # the bill's note is in the report
    assert list_problems(report) == []
    report.done(0)
