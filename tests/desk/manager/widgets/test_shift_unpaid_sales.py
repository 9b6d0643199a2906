"""An unpaid sale of this till opens the shift report in red whatever its period, named by its whole
reference and as a sale.

After a restart the report's period starts with the new session, so a sale the hand-off
still asked £50 for was outside it and the report said in green that all was accounted for; and in
the detail the sale showed as a masked code of type "New card", not to be matched with its Sold line.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime, timedelta
from pathlib import Path

from pytestqt.qtbot import QtBot

from app.compose import Till
from app.core.shift_lines import NOT_KEYED, SOLD
from app.desk.manager.shift import ShiftReportViewModel
from app.desk.manager.widgets.shift_report import ShiftReportDialog
from app.shell.main_window import MainWindow
from helpers.clock import past_the_second_of
from helpers.manager import TRAINING_MANAGER
from helpers.sale import sell
from helpers.till import till_open
from sandbox_harness.server import SandboxServer


def shown_report(
    qtbot: QtBot, window: MainWindow, till: Till, shift: ShiftReportViewModel
) -> ShiftReportDialog:
    """The shift report the manager opens, once its first report is built."""
    dialog = ShiftReportDialog(shift, till.session.place, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: dialog.report is not None, timeout=20_000)
    return dialog


def sold_before_a_restart(qtbot: QtBot, sandbox: SandboxServer, home: Path, *, ticked: bool) -> str:
    """A Spa Day sold (its payment ``ticked`` on the POS hand-off, or not), then the till closed;
    the next session starts after the sale, to the second. Returns the sale's reference."""
    with till_open(qtbot, sandbox, home) as (window, till):
        reference = sell(qtbot, window, [("Spa Day for Two", 1)])
        if ticked:
            qtbot.waitUntil(lambda: len(till.handoff.unticked()) == 1)
            till.handoff.tick(till.handoff.unticked()[0].movement_id)
            qtbot.waitUntil(lambda: not till.handoff.unticked())
        sold = datetime.now()
    past_the_second_of(qtbot, sold)
    return reference


@contextmanager
def report_after_a_restart(
    qtbot: QtBot, sandbox: SandboxServer, home: Path
) -> Iterator[tuple[ShiftReportDialog, ShiftReportViewModel]]:
    with till_open(qtbot, sandbox, home) as (window, till):
        window.resize(1024, 768)
        shift = till.desk.shift_report(TRAINING_MANAGER)
        start, _end = shift.default_window()
        made = min(m.created for m in till.journal.between(start.min, start.max))
        assert start > made, "the sale is before it"
        dialog = shown_report(qtbot, window, till, shift)
        yield dialog, shift
        dialog.close()


def test_an_unpaid_sale_before_the_reports_period_still_opens_it_in_red(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> None:
    reference = sold_before_a_restart(qtbot, sandbox, tmp_path / "home", ticked=False)
    with report_after_a_restart(qtbot, sandbox, tmp_path / "home") as (dialog, shift):
        assert dialog.not_keyed.isVisible()
        assert dialog.not_keyed.text().startswith(
            f"1 sale not ticked as paid on the POS: £50.00 (reference\u00a0{reference})."
        )
        assert "#b00020" in dialog.not_keyed.styleSheet()
        [line] = [line for line in shift.lines.records if line.section == NOT_KEYED]
        assert (line.type, line.code, line.amount_text) == ("Sale", f"reference {reference}", "£50.00")
        # Any period after the sale says it too: the red line is not the period's.
        first = dialog.report
        later = datetime.now() + timedelta(minutes=5)
        shift.build(later, later + timedelta(hours=1))
        qtbot.waitUntil(lambda: dialog.report is not first, timeout=20_000)
        assert dialog.not_keyed.isVisible()
        assert reference in dialog.not_keyed.text()
        assert not [line for line in shift.lines.records if line.section == SOLD], "not this period's"


def test_a_sale_ticked_paid_before_the_restart_leaves_the_report_plain(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> None:
    sold_before_a_restart(qtbot, sandbox, tmp_path / "home", ticked=True)
    with report_after_a_restart(qtbot, sandbox, tmp_path / "home") as (dialog, _shift):
        assert not dialog.not_keyed.isVisible()


def test_a_sold_line_reads_sale_with_its_whole_reference(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> None:
    with till_open(qtbot, sandbox, tmp_path / "home") as (window, till):
        reference = sell(qtbot, window, [("Spa Day for Two", 1)])
        shift = till.desk.shift_report(TRAINING_MANAGER)
        dialog = shown_report(qtbot, window, till, shift)
        records = shift.lines.records
        [sold] = [line for line in records if line.section == SOLD]
        [unpaid] = [line for line in records if line.section == NOT_KEYED]
        assert (sold.type, sold.code) == ("Sale", f"reference {reference}")
        assert (unpaid.type, unpaid.code) == ("Sale", f"reference {reference}")
        dialog.close()
