"""A movement the till could not confirm, settled later by the background re-check, is said to the
cashier, and the status line stops saying something is being checked once nothing is open.

The lost movements are made at the service level in the till's own data folder (the till was closed
while it waited for an answer), then the real window is opened on that folder, as after a restart.
"""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from pathlib import Path

import pytest
import qasync
from pytestqt.qtbot import QtBot

from app.api.client import VoucherClient
from app.sandbox.seed import DemoCodes, Locations
from app.sandbox.server import SandboxServer
from app.services.movements import Actor, MovementService, Outcome
from app.store.journal import MovementState
from helpers import logs
from helpers.till import close_till, open_till, run
from ui.test_open_movements import in_folder

pytestmark = pytest.mark.logs(logs.LOST_ANSWER)

CODE = DemoCodes.PART_USED


class LostBeforeApplied:
    """This till's top-up (or redemption) of £3.00 never reached the service; its answer never came."""

    def __init__(self, sandbox: SandboxServer, kind: str) -> None:
        self.sandbox = sandbox
        self.kind = kind

    async def __call__(self, service: MovementService, client: VoucherClient) -> str:
        voucher = await client.lookup_code(CODE, Locations.RECEPTION)
        self.sandbox.faults.set(path=f"/codes/{CODE}/", method="POST", drop={"when": "before"}, times=1)
        actor = Actor("Sam Till", "Morgan Manager")
        if self.kind == "topup":
            sent = await service.topup(
                CODE, Decimal("3.00"), voucher.currency_code, actor, balance_before=voucher.balance
            )
        else:
            sent = await service.redeem(voucher, Decimal("3.00"), actor)
        assert sent.outcome is Outcome.UNKNOWN
        return sent.movement.id


@pytest.mark.parametrize(
    ("kind", "said"),
    [
        ("topup", f"A top-up of £3.00 on {CODE} did not go through; nothing was added."),
        ("redeem", f"A redemption of £3.00 on {CODE} did not go through; nothing was taken."),
    ],
)
def test_a_lost_movement_settled_as_not_applied_after_a_restart_is_said_and_the_checking_line_goes(
    qtbot: QtBot, qloop: qasync.QEventLoop, sandbox: SandboxServer, tmp_path: Path, kind: str, said: str
) -> None:
    balance = sandbox.state.balance_of(CODE)
    movement_id = run(qtbot, in_folder(tmp_path, LostBeforeApplied(sandbox, kind)))
    window, till = open_till(qtbot, sandbox, tmp_path)
    try:
        # Sent just now, by the till's UTC clock: the service may still be working on it.
        till.journal._db.execute("UPDATE movements SET sent_epoch = ?", (datetime.now().timestamp(),))
        till.recheck.start()
        still = "1 movement is still being checked with the service."
        qtbot.waitUntil(lambda: window.recheck_line.text() == still)
        assert window.statusBar().isVisible()

        # The settle period is over (sent two minutes ago): the next round settles it as not applied.
        till.journal._db.execute("UPDATE movements SET sent_epoch = ?", (datetime.now().timestamp() - 120,))
        till.recheck.check_now()
        qtbot.waitUntil(lambda: window.recheck_line.text() == said)
        assert "still being checked" not in window.recheck_line.text()
        assert window.statusBar().property("kind") == "refused"
        assert till.journal.get(movement_id).state is MovementState.NOT_APPLIED
        assert sandbox.state.balance_of(CODE) == balance

        # Later rounds find nothing open: the line stays the news, never "being checked" again.
        till.recheck.check_now()
        qtbot.waitUntil(lambda: not till.tasks.running("recheck-now"))
        assert window.recheck_line.text() == said
    finally:
        close_till(qtbot, window, till)


@pytest.mark.logs(logs.MANAGER_DECIDED)
def test_the_checking_line_goes_once_a_manager_has_settled_the_last_open_movement(
    qtbot: QtBot, qloop: qasync.QEventLoop, sandbox: SandboxServer, tmp_path: Path
) -> None:
    movement_id = run(qtbot, in_folder(tmp_path, LostBeforeApplied(sandbox, "topup")))
    window, till = open_till(qtbot, sandbox, tmp_path)
    try:
        till.journal._db.execute("UPDATE movements SET sent_epoch = ?", (datetime.now().timestamp(),))
        till.recheck.start()
        qtbot.waitUntil(lambda: "still being checked" in window.recheck_line.text())
        till.movements.override_unknown(movement_id, Actor("Sam Till", "Morgan Manager"))
        qtbot.waitUntil(lambda: not window.statusBar().isVisible())
        assert window.recheck_line.text() == ""
    finally:
        close_till(qtbot, window, till)
