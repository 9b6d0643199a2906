"""A voucher whose last redemption waits for a manager stays on the counter: nothing more can be
taken from it, and the till says so when the cashier types an amount and presses Enter."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.api.client import VoucherClient
from app.sandbox.seed import DemoCodes
from app.sandbox.seed_catalogue import DEMO_KEY, Locations
from helpers.till import close_till, open_till, redeem_amount, run, scan
from sandbox_harness.server import SandboxServer

CODE = DemoCodes.VALID_PARTIAL  # £50, part use


@pytest.mark.logs(r": no answer; reconciling$")
def test_enter_on_an_amount_for_a_voucher_that_waits_for_a_manager_says_why_nothing_opens(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> None:
    window, till = open_till(qtbot, sandbox, tmp_path / "home")
    try:
        scan(qtbot, window, CODE)
        redeem_amount(qtbot, window, "5")
        qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Redeemed"))
        scan(qtbot, window, CODE)
        qtbot.waitUntil(lambda: not till.tasks.running("lookup"))

        async def other_till() -> None:
            async with VoucherClient(sandbox.url, DEMO_KEY) as other:
                await other.redeem(CODE, Locations.RECEPTION, Decimal("5.00"))

        # Another till takes the same £5.00, then this till's answer is lost: it cannot tell whose
        # the service's event is, and the voucher waits for a manager.
        run(qtbot, other_till())
        sandbox.faults.set(path=f"/codes/{CODE}/redeem/", method="POST", drop={"when": "after"}, times=1)
        redeem_amount(qtbot, window, "5")
        qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Not confirmed"), timeout=15_000)
        qtbot.waitUntil(window.override.isVisible)

        window.redeem.amount.clear()
        qtbot.keyClicks(window.redeem.amount, "2")
        qtbot.keyClick(window.redeem.amount, Qt.Key.Key_Return)

        assert window.redeem.reason.isVisible()
        assert window.redeem.reason.text().startswith(
            "An earlier movement on this voucher is not confirmed and waits for a manager."
        )
        assert not till.redeem.reviewing, "no review opens where the counter cannot show it"
        qtbot.keyClick(window, Qt.Key.Key_F12)
        assert not till.redeem.busy, "F12 sends nothing: there was no review to confirm"
    finally:
        sandbox.faults.clear()
        close_till(qtbot, window, till)
