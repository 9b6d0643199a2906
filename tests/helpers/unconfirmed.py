"""A redemption this till cannot prove, left for a manager: another till redeemed the same £10.00
of ``SPA50PART`` at this desk and this till's answer was lost, so two events could be its own; and
the manager's decision taken in the real till window."""

from __future__ import annotations

from collections.abc import Coroutine
from decimal import Decimal
from pathlib import Path
from typing import Any

from pytestqt.qtbot import QtBot

from app.api.client import VoucherClient
from app.core.masking import mask_code
from app.desk.manager.widgets.unconfirmed import UnconfirmedDialog
from app.sandbox.seed import DemoCodes
from app.sandbox.seed_catalogue import DEMO_KEY, Locations
from app.services.movements import Actor, MovementService, Pace
from app.store.audit import AuditLog
from app.store.journal import Journal, MovementState
from helpers.manager import enter_pin, pin_prompt, unconfirmed_dialog
from helpers.service_till import movement_service
from helpers.till import scan
from sandbox_harness.server import SandboxServer

CODE = DemoCodes.VALID_PARTIAL
STAFF = Actor("Sam Till")


def in_folder(home: Path, scenario: Any) -> Coroutine[Any, Any, Any]:
    """Run ``scenario(service, client)`` on a movement service over the till's own journal."""

    async def go() -> Any:
        data = home / "data" / "training"
        epoch = [1_800_000_000.0]

        async def sleep(seconds: float) -> None:
            epoch[0] += seconds

        async with VoucherClient(scenario.sandbox.url, DEMO_KEY, read_timeout=1.0) as client:
            with Journal(data / "journal.sqlite3") as journal, AuditLog(data / "audit.sqlite3") as audit:
                service = movement_service(
                    client,
                    journal,
                    audit,
                    till="Training till",
                    pace=Pace(epoch=lambda: epoch[0], sleep=sleep),
                )
                return await scenario(service, client)

    return go()


class Unconfirmed:
    """Another till sold at this desk, then redeemed the same £10; this till's answer was lost."""

    def __init__(self, sandbox: SandboxServer) -> None:
        self.sandbox = sandbox

    async def __call__(self, service: MovementService, client: VoucherClient) -> str:
        other = VoucherClient(self.sandbox.url, DEMO_KEY)
        async with other:
            await other.redeem(DemoCodes.GRACE, Locations.RECEPTION, Decimal("1.00"))
            voucher = await client.lookup_code(CODE, Locations.RECEPTION)
            read = service.prepare()  # the review opened: the newest events read then are the anchor
            assert read is not None
            await read
            await other.redeem(CODE, Locations.RECEPTION, Decimal("10.00"))
            self.sandbox.faults.set(
                path=f"/codes/{CODE}/redeem/", method="POST", drop={"when": "after"}, times=1
            )
            sent = await service.redeem(voucher, Decimal("10.00"), STAFF)
            result = await service.reconcile(sent.movement)
            assert result.outcome is MovementState.UNCONFIRMED
            assert len(result.candidates) == 2
            return result.movement.id


def decide_in_window(qtbot: QtBot, window: Any, choose: str) -> UnconfirmedDialog:
    # The scan alone offers the manager's way out: the voucher takes nothing until it is decided.
    scan(qtbot, window, CODE)
    qtbot.waitUntil(window.override.isVisible)
    assert window.redeem.reason.text().startswith("Call a manager: an earlier movement")
    window.override.click()
    assert pin_prompt(qtbot, window).approving.text() == (
        f"Decide whether a redemption of £10.00 on {mask_code(CODE)} went through (2 possible events)"
    )
    enter_pin(qtbot, window)
    dialog = unconfirmed_dialog(qtbot, window)
    assert dialog.table.model().rowCount() == 2
    assert "£10.00" in dialog.table.model().index(0, 2).data()
    if choose == "none":
        dialog.none.click()
    else:
        assert not dialog.confirm.isEnabled()
        dialog.table.selectRow(1)
        dialog.confirm.click()
    qtbot.waitUntil(dialog.status.isVisible)
    return dialog


def decided_not_taken(qtbot: QtBot, window: Any) -> None:
    """The manager's button beside the voucher waiting for a decision, the PIN, and "none of
    these": the dialog closed and the voucher free again."""
    window.override.click()
    enter_pin(qtbot, window)
    dialog = unconfirmed_dialog(qtbot, window)
    dialog.none.click()
    qtbot.waitUntil(dialog.status.isVisible)
    dialog.close_button.click()
    qtbot.waitUntil(lambda: not window.override.isVisible() and window.manager_actions.dialog is None)
