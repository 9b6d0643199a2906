"""A bill's next voucher leaves as soon as the last one is settled: the service's newest events for
its anchor are read while the last one's request is on the wire, and on a till alone at its desk,
when that read is slower than the answer, the last voucher's own answer (newer than anything the
till knew when the read began) stands as the anchor. On a shared desk the read is always waited
for, and read again: another till's identical movement, answered from a proxy's cache, must not
pass."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from app.api.timeline import Anchor
from app.sandbox.seed import DemoCodes
from app.sandbox.server import SandboxServer
from app.services.movements import Outcome
from helpers import logs
from helpers.service_till import STAFF, TEN, Till, run

pytestmark = [pytest.mark.anyio, pytest.mark.logs(*logs.FAULTS)]

FIRST = DemoCodes.VALID_PARTIAL
SECOND = DemoCodes.PART_USED
#: The read of the newest events, slowed far past any answer: waited for, it fails the test's limit.
SLOW_READ = {"path": "/balance_events/", "method": "GET", "latency_ms": 60_000}


async def test_alone_the_next_line_leaves_on_the_last_lines_own_answer_not_a_slow_read(
    sandbox: SandboxServer, tmp_path: Path
) -> None:
    till = Till(sandbox, tmp_path, "Till A", only_till_here=True)

    async def scenario() -> None:
        first, second = await till.voucher(FIRST), await till.voucher(SECOND)
        till.service.prepare()  # the review's read, answered at once

        slow: list[asyncio.Task[Anchor | None]] = []

        def sent() -> None:  # as a bill does: the next line's read goes out with this request
            sandbox.faults.set(**SLOW_READ)
            read = till.service.prepare()
            assert read is not None
            slow.append(read)

        done = await till.service.redeem(first, TEN, STAFF, on_sent=sent)
        then = await till.service.redeem(second, TEN, STAFF)

        assert not slow[0].done(), "the next line waited for the slow read"
        slow[0].cancel()
        assert (done.outcome, then.outcome) == (Outcome.DONE, Outcome.DONE)
        assert done.event is not None
        assert then.event is not None
        assert then.movement.anchor is not None
        assert then.movement.anchor.event_id == done.event.event_id
        assert then.event.event_id > done.event.event_id
        sandbox.faults.clear()

    await run([till], scenario())


async def test_on_a_shared_desk_the_next_line_reads_the_newest_events_again(
    sandbox: SandboxServer, tmp_path: Path
) -> None:
    till = Till(sandbox, tmp_path, "Till A", only_till_here=False)
    reads: list[int] = []
    read_events = till.client.balance_events

    async def counted(**options: object) -> object:
        reads.append(1)
        return await read_events(**options)  # type: ignore[arg-type]

    till.client.balance_events = counted  # type: ignore[assignment]

    async def scenario() -> None:
        first, second = await till.voucher(FIRST), await till.voucher(SECOND)

        def sent() -> None:  # as a bill does: the next line's read goes out with this request
            till.service.prepare()

        done = await till.service.redeem(first, TEN, STAFF, on_sent=sent)
        before = len(reads)
        then = await till.service.redeem(second, TEN, STAFF)

        assert (done.outcome, then.outcome) == (Outcome.DONE, Outcome.DONE)
        assert len(reads) == before + 1, "the next line did not read the newest events on Confirm"

    await run([till], scenario())
