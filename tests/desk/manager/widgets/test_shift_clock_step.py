"""The end-of-shift report after the service's clock stepped mid-shift (a service that stamps the
property's local time, its clocks put forward or back an hour): every movement of the shift is
still counted, matched to its event, and one the service stamped outside the report's window says so.
"""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import pytest
import qasync
from pytestqt.qtbot import QtBot

from app.core.masking import mask_code
from app.core.shift_lines import MATCHED
from app.sandbox.seed import DemoCodes
from helpers.manager import report_rows, shift_report_read
from helpers.till import redeemed_as_said, till_open
from sandbox_harness.server import SandboxServer


@pytest.mark.parametrize("step", [timedelta(hours=1), timedelta(hours=-1)], ids=["forward", "back"])
def test_a_clock_step_mid_shift_leaves_every_movement_of_the_shift_matched(
    qtbot: QtBot, qloop: qasync.QEventLoop, sandbox: SandboxServer, tmp_path: Path, step: timedelta
) -> None:
    with till_open(qtbot, sandbox, tmp_path) as (window, _till):
        redeemed_as_said(qtbot, window, DemoCodes.PART_USED, "5")
        sandbox.clock.advance(step)
        redeemed_as_said(qtbot, window, DemoCodes.GRACE, "3")
        dialog = shift_report_read(qtbot, window)
        report = dialog.report
        assert report is not None
        assert sorted(p.event.code or "" for p in report.matched) == [DemoCodes.GRACE, DemoCodes.PART_USED]
        assert report.only_in_till == ()
        summary = dialog.summary.text()
        assert "Every movement of this till is accounted for" in summary, summary
        # The default window runs on the service's clock as it is now: the redemption made before
        # a step forward was stamped before its start, the one before a step back after its end.
        [outside] = report.outside_window
        assert outside.event.code == DemoCodes.PART_USED
        assert "1 stamped by the service outside this window" in summary
        [line] = [row for row in report_rows(dialog) if row[7]]
        assert (line[0], line[3], line[7]) == (
            MATCHED,
            mask_code(DemoCodes.PART_USED),
            "made in this shift; the service stamped it outside this window (its clock moved)",
        )
        dialog.reject()
