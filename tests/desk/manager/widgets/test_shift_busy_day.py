"""A busy location's shift report: thousands of events, made on a worker thread and put into its
table a piece at a time, every line there in the report's order."""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path

from pytestqt.qtbot import QtBot

from app.core.shift_lines import ONLY_IN_SERVICE, report_lines
from app.desk.manager.shift import LINES_AT_ONCE
from app.desk.manager.widgets.shift_report import ShiftReportDialog
from app.sandbox.seed_catalogue import DEMO_KEY, Locations
from app.services.movements import movement_text
from helpers.manager import TRAINING_MANAGER
from helpers.till import till_open
from sandbox_harness.server import SandboxServer

#: Another till's card at the location: its top-ups are the service's events no movement here holds.
OTHER_CARD = "BUSYDAY2026"


def test_a_report_of_more_lines_than_a_piece_shows_every_line_in_order(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> None:
    domains = sandbox.state.authenticate(DEMO_KEY)
    for _ in range(2 * LINES_AT_ONCE + 10):
        sandbox.state.topup(domains, OTHER_CARD, {"locationID": Locations.RECEPTION, "amount": "0.01"})
    with till_open(qtbot, sandbox, tmp_path / "home") as (window, till):
        till.desk.shift_start = datetime.now() - timedelta(minutes=5)
        shift = till.desk.shift_report(TRAINING_MANAGER)
        dialog = ShiftReportDialog(shift, till.session.place, window)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitUntil(lambda: dialog.report is not None, timeout=30_000)
        report = dialog.report
        assert report is not None
        expected = report_lines(report, movement_text)
        assert len(expected) > 2 * LINES_AT_ONCE
        model = dialog.table.model()
        assert model.rowCount() == len(expected)
        shown = [model.index(row, 6).data() for row in range(model.rowCount())]
        assert shown == [line.event for line in expected]
        assert shift.lines.records[-1].section == ONLY_IN_SERVICE
        assert dialog.export_csv.isEnabled()
        dialog.close()
