"""Closing a session's tasks leaves nothing running that could speak through deleted objects."""

from __future__ import annotations

import asyncio

import pytest

from app.core.tasks import TaskSlots

pytestmark = pytest.mark.anyio


async def test_closing_waits_for_a_task_a_newer_one_of_its_name_cancelled() -> None:
    """A lookup replaced by a newer one still unwinds (its ``finally`` says it is no longer busy):
    closing waits for that too, so it has said so before the session's objects are deleted."""
    said: list[str] = []
    release = asyncio.Event()

    async def lookup(name: str) -> None:
        try:
            await asyncio.sleep(3600)
        finally:
            await release.wait()  # unwinding takes a while: an answer arriving, a line to write
            said.append(f"{name} no longer busy")

    slots = TaskSlots()
    slots.start("lookup", lookup("first"))
    await asyncio.sleep(0)
    slots.start("lookup", lookup("second"))
    await asyncio.sleep(0)
    closing = asyncio.ensure_future(slots.close())
    await asyncio.sleep(0)
    assert not closing.done()
    release.set()
    await closing
    assert sorted(said) == ["first no longer busy", "second no longer busy"]


async def test_work_started_while_a_session_closes_never_runs() -> None:
    """A redemption's end asks for a fresh feed; once the session is closing none is read."""
    ran: list[str] = []

    async def poll() -> None:
        ran.append("poll")

    async def redeem(slots: TaskSlots) -> None:
        try:
            await asyncio.sleep(3600)
        finally:
            slots.start("activity-now", poll())

    slots = TaskSlots()
    slots.start("redeem", redeem(slots))
    await asyncio.sleep(0)
    await slots.close()
    late = slots.start("activity-now", poll())
    await asyncio.gather(late, return_exceptions=True)
    await asyncio.sleep(0)
    assert ran == []
    assert late.cancelled()
