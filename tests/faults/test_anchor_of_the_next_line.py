"""A bill's next voucher leaves as soon as the last one is settled. On a till alone at its desk the
next line follows the last one (``follow``): nothing is read beside the last request, and its own
proven answer stands as the next anchor; when that answer was lost, the newest events are read
before the next request leaves. A read of the newest events still out when the answer comes (a
review's, ``prepare``) is not waited for alone at the desk. On a shared desk the read is always
waited for, and read again: another till's identical movement, answered from a proxy's cache, must
not pass."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from app.api.timeline import Anchor
from app.core.movement import MovementState
from app.sandbox.seed import DemoCodes
from helpers import logs
from helpers.service_till import STAFF, TEN, Till, run
from sandbox_harness.server import SandboxServer

pytestmark = [pytest.mark.both_shapes, pytest.mark.anyio, pytest.mark.logs(*logs.FAULTS)]

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
        assert (done.outcome, then.outcome) == (MovementState.DONE, MovementState.DONE)
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
    reads = counted_reads(till)

    async def scenario() -> None:
        first, second = await till.voucher(FIRST), await till.voucher(SECOND)
        done = await till.service.redeem(first, TEN, STAFF, on_sent=till.service.follow)
        before = len(reads)
        then = await till.service.redeem(second, TEN, STAFF)

        assert (done.outcome, then.outcome) == (MovementState.DONE, MovementState.DONE)
        assert len(reads) == before + 1, "the next line did not read the newest events on Confirm"

    await run([till], scenario())


def counted_reads(till: Till) -> list[int]:
    """Each read of the newest events the till makes, counted (its client, observed)."""
    reads: list[int] = []
    read_events = till.client.balance_events

    async def counted(**options: object) -> object:
        reads.append(1)
        return await read_events(**options)  # type: ignore[arg-type]

    till.client.balance_events = counted  # type: ignore[assignment]
    return reads


async def test_alone_a_line_that_follows_reads_nothing_beside_the_last_one(
    sandbox: SandboxServer, tmp_path: Path
) -> None:
    """A bill's next voucher (``follow``): no read of the newest events runs beside the request it
    follows, to slow it; the last voucher's own proven answer is the anchor."""
    till = Till(sandbox, tmp_path, "Till A", only_till_here=True)
    reads = counted_reads(till)

    async def scenario() -> None:
        first, second = await till.voucher(FIRST), await till.voucher(SECOND)
        read = till.service.prepare()  # the review's read
        assert read is not None
        await read
        before = len(reads)

        done = await till.service.redeem(first, TEN, STAFF, on_sent=till.service.follow)
        then = await till.service.redeem(second, TEN, STAFF)

        assert (done.outcome, then.outcome) == (MovementState.DONE, MovementState.DONE)
        assert len(reads) == before, "a read of the newest events went out beside the bill's requests"
        assert done.event is not None
        assert then.movement.anchor is not None
        assert then.movement.anchor.event_id == done.event.event_id

    await run([till], scenario())


async def test_a_line_that_follows_a_lost_answer_reads_the_newest_events_first(
    sandbox: SandboxServer, tmp_path: Path
) -> None:
    """The last voucher's answer was lost after the service applied it: the next one's anchor is
    read from the service before it is sent, so it is no older than the event the lost one made."""
    till = Till(sandbox, tmp_path, "Till A", only_till_here=True)
    reads = counted_reads(till)

    async def scenario() -> None:
        first, second = await till.voucher(FIRST), await till.voucher(SECOND)
        read = till.service.prepare()
        assert read is not None
        await read
        sandbox.faults.set(path=f"/codes/{FIRST}/redeem/$", method="POST", drop={"when": "after"}, times=1)
        lost = await till.service.redeem(first, TEN, STAFF, on_sent=till.service.follow)
        assert lost.outcome is MovementState.UNKNOWN
        before = len(reads)

        then = await till.service.redeem(second, TEN, STAFF)

        assert then.outcome is MovementState.DONE
        assert len(reads) == before + 1, "the next line was sent without reading the newest events"
        applied = [e for e in await till.client.balance_events() if e.code == FIRST and e.amount == TEN]
        assert then.movement.anchor is not None
        assert then.movement.anchor.event_id >= max(e.event_id for e in applied)

    await run([till], scenario())
