"""After a redemption the voucher panel shows the service's answer at once, with the outcome line.

The balance and the new history line come from the balance event the service answered with; the
re-read that confirms them runs after, in the background. Here the re-read is held by the service
(50 s of latency on its lookups): what the cashier sees must not wait for it.
"""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from app.sandbox.seed import DemoCodes
from helpers.till import redeem_amount, scan, till_open
from sandbox_harness.server import SandboxServer

CODE = DemoCodes.VALID_PARTIAL  # £50, part use


def test_the_panel_shows_the_new_balance_and_history_line_before_the_voucher_is_read_again(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> None:
    with till_open(qtbot, sandbox, tmp_path / "home") as (window, till):
        scan(qtbot, window, CODE)
        qtbot.waitUntil(lambda: window.voucher.balance.text() == "£50.00")
        qtbot.waitUntil(lambda: not till.tasks.running("lookup"))
        before = len(till.lookup.history.records)
        sandbox.faults.set(path=f"/codes/{CODE}/$", method="GET", latency_ms=50_000)

        redeem_amount(qtbot, window, "5")
        qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Redeemed £5.00"))

        # The confirming re-read starts once the outcome is painted, and the service holds it.
        qtbot.waitUntil(lambda: till.tasks.running("lookup"))
        assert window.voucher.balance.text() == "£45.00"
        history = till.lookup.history.records
        assert len(history) == before + 1
        assert history[0].redeemed_value == 5
        assert history[0].status == "Redeemed"
        assert str(history[0].event_id) in window.redeem_status.text()
