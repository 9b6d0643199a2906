"""In the real window: the shift report opens at the start of the till's shift, the first sign-in
since the last report was closed, not at the latest sign-in (a change of language signs in again)."""

from __future__ import annotations

from datetime import datetime, timedelta

from pytestqt.qtbot import QtBot

from app.compose import Till
from app.desk.manager.widgets.shift_report import ShiftReportDialog
from app.shell.main_window import MainWindow
from helpers.manager import enter_pin, pin_prompt

TillWindow = tuple[MainWindow, Till]


def open_report(qtbot: QtBot, window: MainWindow) -> ShiftReportDialog:
    window.manager_actions.shift_report()
    pin_prompt(qtbot, window)
    enter_pin(qtbot, window, "2468")
    qtbot.waitUntil(lambda: isinstance(window.manager_actions.dialog, ShiftReportDialog))
    dialog = window.manager_actions.dialog
    assert isinstance(dialog, ShiftReportDialog)
    return dialog


def shown_start(dialog: ShiftReportDialog) -> datetime:
    shown = dialog.start.dateTime().toPython()
    assert isinstance(shown, datetime)
    return shown


def test_a_sign_in_again_mid_shift_keeps_the_shift_and_a_closed_report_ends_it(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    window, till = till_window
    first = till.desk.shift_start
    till.desk.shift_start = first = first - timedelta(hours=3)  # the shift began this morning
    till.session.sign_out()
    till.session.sign_in("Sam Till", "pl_PL")  # a change of language is a new sign-in
    assert till.desk.shift_start == first, "the same shift"

    report = open_report(qtbot, window)
    assert abs(shown_start(report) - first) < timedelta(minutes=1), shown_start(report)
    report.reject()
    qtbot.waitUntil(lambda: window.manager_actions.dialog is None)
    qtbot.waitUntil(lambda: not till.desk.shift_open)

    till.session.sign_out()
    till.session.sign_in("Ana Kowalska")
    assert till.desk.shift_start > first + timedelta(hours=2), "the next shift starts at this sign-in"
