"""The end-of-shift report of a till whose zone is not the service's, and of one restarted in another.

The service (the sandbox) stamps in London's time throughout; the till first runs in London, then is
restarted in New York, five hours behind, with the rows it wrote in London in its journal.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from decimal import Decimal
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
import qasync
from PySide6.QtCore import QDate, QDateTime, QTime
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from app.core.masking import mask_code, mask_codes
from app.core.shift_lines import MATCHED, UNCONFIRMED
from app.desk.manager.widgets.shift_report import ShiftReportDialog
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers import logs
from helpers.manager import report_rows, shift_report_read
from helpers.till import redeemed_as_said, run, till_open
from helpers.unconfirmed import Unconfirmed, decide_in_window, in_folder
from helpers.words import REF_LABEL, REFERENCE_LABEL
from helpers.zone import in_zone
from sandbox_harness.server import SandboxServer

pytestmark = pytest.mark.logs(logs.LOST_ANSWER)


def _qt(when: datetime) -> QDateTime:
    return QDateTime(QDate(when.year, when.month, when.day), QTime(when.hour, when.minute, when.second))


def _py(when: QDateTime) -> datetime:
    day, clock = when.date(), when.time()
    return datetime(day.year(), day.month(), day.day(), clock.hour(), clock.minute())


def rebuild(qtbot: QtBot, dialog: ShiftReportDialog, start: datetime) -> None:
    before = dialog.report
    dialog.period.start.setDateTime(_qt(start))
    dialog.build.click()
    qtbot.waitUntil(lambda: dialog.report is not before)


def test_a_till_restarted_in_another_zone_reports_every_movement_of_its_shift(
    qtbot: QtBot, qloop: qasync.QEventLoop, sandbox: SandboxServer, tmp_path: Path
) -> None:
    with in_zone("Europe/London"):
        london_start = sandbox.clock.now()
        run(qtbot, in_folder(tmp_path, Unconfirmed(sandbox)))  # £10 on SPA50PART waits for a manager
        with till_open(qtbot, sandbox, tmp_path) as (window, _till):
            redeemed_as_said(qtbot, window, DemoCodes.PART_USED, "5")
            redeemed_as_said(qtbot, window, DemoCodes.GRACE, "3")
    with in_zone("America/New_York"):
        # The service stays on London's clock, its instant (the answers' Date) the true one.
        sandbox.clock.in_zone(ZoneInfo("Europe/London"))
        with till_open(qtbot, sandbox, tmp_path) as (window, _till):
            dialog = shift_report_read(qtbot, window)
            # The default window is this sign-in to now, on the service's clock (London's).
            assert abs(_py(dialog.period.end.dateTime()) - sandbox.clock.now()) < timedelta(minutes=2)
            # The movement waiting for a manager is in every report until it is decided: never green.
            assert "1 unconfirmed" in dialog.summary.text()
            assert "Every movement of this till is accounted for" not in dialog.summary.text()
            assert dialog.summary.property("kind") == "problem"

            # The whole London shift, asked for on the service's clock.
            rebuild(qtbot, dialog, london_start - timedelta(minutes=5))
            report = dialog.report
            assert report is not None
            assert sorted(p.event.code or "" for p in report.matched) == [
                DemoCodes.GRACE,
                DemoCodes.PART_USED,
            ]
            assert all(p.by_id for p in report.matched)
            assert report.only_in_till == ()
            assert [m.code for m in report.unconfirmed] == [DemoCodes.VALID_PARTIAL]
            rows = report_rows(dialog)
            matched = [row for row in rows if row[0] == MATCHED]
            # TEA40PART is told apart from the unconfirmed SPA50PART beside it on the report.
            assert sorted(row[3] for row in matched) == sorted(
                [mask_code(DemoCodes.GRACE), mask_codes([DemoCodes.PART_USED, DemoCodes.VALID_PARTIAL])[0]]
            )
            # Every time on the report is the service's: the unconfirmed movement (made in London)
            # shows at London's time, beside the events of the same minutes.
            [waiting] = [row for row in rows if row[0] == UNCONFIRMED]
            event_times = {pair.event.created.strftime("%d %b %H:%M") for pair in report.matched}
            shown = datetime.strptime(waiting[1], "%d %b %H:%M").replace(year=london_start.year)
            assert abs(shown - london_start.replace(second=0)) <= timedelta(minutes=2)
            assert {row[1] for row in matched} == event_times
            dialog.reject()
            qtbot.waitUntil(lambda: window.manager_actions.dialog is None)

            # A redemption made in New York is in the default report, matched to its event.
            redeemed_as_said(qtbot, window, DemoCodes.PART_USED, "2")
            dialog = shift_report_read(qtbot, window)
            report = dialog.report
            assert report is not None
            newest = max(report.matched, key=lambda pair: pair.event.event_id)
            assert (newest.event.code, newest.event.amount, newest.by_id) == (
                DemoCodes.PART_USED,
                Decimal("2.00"),
                True,
            )
            assert report.only_in_till == ()
            assert "0 only in the till" in dialog.summary.text()
            dialog.reject()


def quit_prompt(window: MainWindow) -> str:
    """Shift → Quit: the reminder's text (the window stays), or "" when it closed at once."""
    shift = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Shift")
    assert isinstance(shift, QMenu)
    next(a for a in shift.actions() if a.text() == "Quit").trigger()
    box = window.leave_reminder.box
    if box is None:
        return ""
    text = box.text()
    next(b for b in box.buttons() if b.text() == "Go back").click()
    assert window.isVisible()
    return text


def test_a_movement_a_manager_confirms_after_a_restart_in_another_zone_is_keyed_at_once(
    qtbot: QtBot, qloop: qasync.QEventLoop, sandbox: SandboxServer, tmp_path: Path
) -> None:
    with in_zone("Europe/London"):
        movement_id = run(qtbot, in_folder(tmp_path, Unconfirmed(sandbox)))
    with in_zone("America/New_York"):
        sandbox.clock.in_zone(ZoneInfo("Europe/London"))
        with till_open(qtbot, sandbox, tmp_path) as (window, till):
            # Nothing to key yet, but a movement waits for a manager: quitting says so.
            text = quit_prompt(window)
            assert text.startswith("1 movement is not settled with the service")
            assert (
                f"a redemption of £10.00 on {mask_code(DemoCodes.VALID_PARTIAL)}: waits for a "
                "manager's decision" in text
            )
            assert "keyed on the POS" not in text

            dialog = decide_in_window(qtbot, window, "second")
            reference = till.journal.get(movement_id).result_event_id
            dialog.close_button.click()
            # The POS hand-off shows it at once, as it shows any completed redemption.
            qtbot.waitUntil(window.handoff.isVisible)
            assert (
                window.handoff.instruction.text()
                == f"Key £10.00 as Gift voucher {REFERENCE_LABEL}{reference}"
            )
            assert [h.reference for h in till.handoff.unticked()] == [reference]
            text = quit_prompt(window)
            assert text.startswith("1 redemption is not ticked as keyed on the POS")
            assert f"£10.00 {REF_LABEL}{reference}" in text
            assert "not settled" not in text
