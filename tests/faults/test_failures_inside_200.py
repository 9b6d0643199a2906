"""A failure written inside a success answer, in each form PHP frameworks and proxies write it
(``{"status": "error", "data": []}``, ``{"success": false, ...}``, ``{"error": "Lock wait timeout
exceeded", "data": {}}``), never becomes "none": not an empty list of the service's records, so a
redemption whose answer was lost is never settled as not taken while the service took it."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest

from app.api.errors import FailedUnder2xx
from app.store.journal import MovementState
from helpers import logs
from helpers.service_till import CODE, Till, run
from sandbox_harness.forms import FAILED_BODIES
from sandbox_harness.server import SandboxServer

pytestmark = [
    pytest.mark.both_shapes,
    pytest.mark.logs(*logs.FAULTS, r"met an unreadable answer"),
    pytest.mark.anyio,
]

SHAPES = sorted(FAILED_BODIES)
REDEEM = f"/codes/{CODE}/redeem/$"


@pytest.fixture
def till(sandbox: SandboxServer, tmp_path: Path) -> Till:
    return Till(sandbox, tmp_path, "Till 1", only_till_here=True)


@pytest.mark.parametrize("shape", SHAPES)
async def test_a_taken_redemption_answered_with_a_failure_is_never_settled_as_not_taken(
    shape: str, till: Till, sandbox: SandboxServer
) -> None:
    async def scenario() -> None:
        sandbox.forms.set(shape, method="POST", path=REDEEM, times=1)
        sent = await till.send_redeem(Decimal("10.00"))
        assert sent.outcome is MovementState.UNKNOWN, (
            "an undocumented failure after the send is settled from records"
        )
        assert sandbox.state.balance_of(CODE) == 4000, "the service took it"

        sandbox.forms.set(shape, method="GET", path="/balance_events/")
        # Waits out the late-apply window: an empty list would now be "not taken".
        with pytest.raises(FailedUnder2xx):
            await till.service.reconcile(sent.movement)
        assert till.journal.get(sent.movement.id).state is not MovementState.NOT_APPLIED

        sandbox.forms.clear()
        proven = await till.service.recheck(sent.movement)
        assert proven.outcome is MovementState.DONE, proven.text

    await run([till], scenario())


@pytest.mark.parametrize("shape", SHAPES)
async def test_every_read_answered_with_a_failure_inside_fails_instead_of_reading_none(
    shape: str, till: Till, sandbox: SandboxServer
) -> None:
    async def scenario() -> None:
        client = till.client
        sandbox.forms.set(shape, method="GET")
        reads = {
            "lookup": till.voucher(),
            "events": client.balance_events(),
            "products": client.products(),
            "locations": client.locations(),
            "order rows": client.order_rows(1),
        }
        for read in reads.values():
            with pytest.raises(FailedUnder2xx):
                await read

    await run([till], scenario())
