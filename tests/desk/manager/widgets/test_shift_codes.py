"""The shift report tells apart two vouchers whose codes end alike: a manager reads which is which."""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path

from pytestqt.qtbot import QtBot

from app.core.masking import mask_code
from app.desk.manager.widgets.shift_report import ShiftReportDialog
from app.sandbox.seed import DemoCodes
from helpers.manager import TRAINING_MANAGER
from helpers.till import redeem_amount, scan, till_open
from sandbox_harness.server import SandboxServer

CODE_COLUMN = 3


def test_two_redemptions_of_codes_that_end_alike_show_tails_that_tell_them_apart(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> None:
    assert mask_code(DemoCodes.VALID_PARTIAL) == mask_code(DemoCodes.PART_USED), "the two look alike"
    with till_open(qtbot, sandbox, tmp_path / "home") as (window, till):
        till.desk.shift_start = datetime.now() - timedelta(minutes=5)
        for code in (DemoCodes.VALID_PARTIAL, DemoCodes.PART_USED):
            scan(qtbot, window, code)
            redeem_amount(qtbot, window, "1")
            qtbot.waitUntil(lambda: not till.redeem.busy and "£1.00" in window.redeem_status.text())
        dialog = ShiftReportDialog(till.desk.shift_report(TRAINING_MANAGER), till.session.place, window)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitUntil(lambda: dialog.report is not None, timeout=30_000)
        model = dialog.table.model()
        codes = {model.index(row, CODE_COLUMN).data() for row in range(model.rowCount())}
        assert {"••••••50PART", "••••••40PART"} <= codes
        assert mask_code(DemoCodes.PART_USED) not in codes
        dialog.close()
