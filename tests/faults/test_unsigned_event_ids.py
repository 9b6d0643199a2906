"""Event ids in the top half of an unsigned 64-bit integer (2^63 and above), as a service whose id
column is ``BIGINT UNSIGNED`` writes them: read, journalled, and carried through a lost answer's
reconciliation and a reverse, the journal keeping each id exactly as the service sent it."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.core.movement import MovementState
from helpers import logs
from helpers.service_till import CODE, STAFF, Till, run
from sandbox_harness.forms import HIGH_ID_OFFSET
from sandbox_harness.server import SandboxServer

pytestmark = [pytest.mark.both_shapes, pytest.mark.logs(*logs.FAULTS), pytest.mark.anyio]


async def test_a_lost_answer_is_settled_and_reversed_on_an_event_id_above_2_to_the_63(
    sandbox: SandboxServer, tmp_path: Path
) -> None:
    till = Till(sandbox, tmp_path, "Till 1", only_till_here=True)

    async def scenario() -> None:
        sandbox.forms.set("high_ids")
        sandbox.faults.set(path=f"/codes/{CODE}/redeem/$", method="POST", drop={"when": "after"}, times=1)
        result = await till.settle(await till.redeem())
        assert result.outcome is MovementState.DONE, result.text
        assert result.event is not None
        assert HIGH_ID_OFFSET < result.event.event_id < 2**64
        kept = till.journal.get(result.movement.id)
        assert kept.result_event_id == result.event.event_id
        undone = await till.settle(await till.service.reverse(result.event, STAFF, "typo"))
        assert undone.outcome is MovementState.DONE, undone.text
        assert till.journal.reversals_of(result.event.event_id)

    await run([till], scenario())
    assert sandbox.state.balance_of(CODE) == 5000, "taken once, then given back"
