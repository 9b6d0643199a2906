"""In the real window: the shift report opens at the start of the till's shift, the first sign-in
since the last report was closed, not at the latest sign-in (a change of language signs in again)."""

from __future__ import annotations

from datetime import datetime, timedelta

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.core import i18n
from app.desk.common.widgets.language import app_language
from app.desk.manager.widgets.shift_report import ShiftReportDialog
from app.shell.main_window import MainWindow
from helpers.manager import TRAINING_MANAGER, enter_pin, opened_dialog, pin_prompt
from helpers.scanner import by_hand
from helpers.till import redeem_one_pound

TillWindow = tuple[MainWindow, Till]


def open_report(qtbot: QtBot, window: MainWindow) -> ShiftReportDialog:
    window.manager_actions.shift_report()
    pin_prompt(qtbot, window)
    enter_pin(qtbot, window, "2468")
    return opened_dialog(qtbot, window, ShiftReportDialog)


def shown_start(dialog: ShiftReportDialog) -> datetime:
    shown = dialog.period.start.dateTime().toPython()
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


def test_after_a_change_of_language_the_report_opens_at_the_shift_and_its_start_is_typed(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    """Signed in again in Polish mid-shift: the report opens at the morning's start, in Polish
    months; the manager types "06:00" (the shown day) and Enter builds it from there; a start that
    names no moment is refused in words, and no report is built from it."""
    window, till = till_window
    assert till.translations_cache is not None
    switch = app_language(till.translations_cache)
    try:
        walk_the_typed_start(qtbot, window, till)
    finally:
        switch._swap(i18n.SOURCE_LANGUAGE, None)  # the next test on this worker reads English


def walk_the_typed_start(qtbot: QtBot, window: MainWindow, till: Till) -> None:
    till.desk.shift_start = first = till.desk.shift_start - timedelta(hours=3)
    till.session.sign_out()
    till.session.sign_in("Sam Till", "pl_PL")
    report = open_report(qtbot, window)
    qtbot.waitUntil(lambda: report.report is not None, timeout=10_000)
    assert abs(shown_start(report) - first) < timedelta(minutes=1)
    assert report.report is not None
    assert abs(report.report.start - first) < timedelta(minutes=1), "the report lists the whole shift"

    report.period.start.selectAll()
    qtbot.keyClicks(report.period.start, "06:00")
    qtbot.keyClick(report.period.start, Qt.Key.Key_Return)
    typed = first.replace(hour=6, minute=0, second=0, microsecond=0)
    qtbot.waitUntil(lambda: report.report is not None and report.report.start == typed, timeout=10_000)
    assert shown_start(report) == typed
    assert report.period.start.text().endswith(" 06:00")

    report.period.start.selectAll()
    built = report.report
    # Typed by the manager: a word without a space, typed as fast as a scanner, would be a scan.
    by_hand(qtbot, report.period.start, "przedwczoraj", Qt.Key.Key_Return)
    assert report.report is built, "nothing is built from a start that names no moment"
    assert report.summary.text().startswith("Wpisz początek zmiany"), report.summary.text()
    qtbot.keyClick(report.period.start, Qt.Key.Key_Up)  # stepped from the last moment typed whole
    assert shown_start(report) == typed + timedelta(hours=1)
    report.reject()


def test_a_redemption_in_the_shifts_first_second_is_on_its_report(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    """The service stamps its events in whole seconds, so a redemption made in the second the shift
    began is stamped before a start with a fraction: the default period starts at the whole second."""
    window, till = till_window
    redeem_one_pound(qtbot, window, till)
    [movement] = [m for m in till.journal.between(datetime.min, datetime.max) if m.amount == 1]
    till.desk.shift_start = movement.created.replace(microsecond=999_999)
    shift = till.desk.shift_report(TRAINING_MANAGER)
    shift.build(*shift.default_window())
    qtbot.waitUntil(lambda: shift.report is not None, timeout=10_000)
    assert shift.report is not None
    assert [pair.movement.id for pair in shift.report.matched] == [movement.id]
