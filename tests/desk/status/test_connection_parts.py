"""One part of the service failing on its own (the feed): the till stays online, says which part
is not working, and checks the whole service once before calling it offline."""

from __future__ import annotations

import asyncio

import pytest

from app.api.errors import ConnectFailed, ServiceError
from app.core.errors import describe
from app.core.notice import Notice
from app.core.tasks import TaskSlots
from app.desk.common.connection import ConnectionViewModel, Link

pytestmark = pytest.mark.anyio


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


class Probe:
    """The whole service's probe: answers, or fails with ``error``."""

    def __init__(self) -> None:
        self.error: Exception | None = None
        self.calls = 0

    async def __call__(self) -> None:
        self.calls += 1
        if self.error is not None:
            raise self.error


async def no_wait(_: float) -> None:
    await asyncio.sleep(0)


def failure(error: Exception) -> Notice:
    shown = describe(error, subject="event")
    assert shown is not None
    return shown


async def settle(tasks: TaskSlots) -> None:
    for _ in range(20):
        await asyncio.sleep(0)
        if not tasks.running("part-check"):
            return


async def test_a_failing_feed_with_a_service_that_answers_is_online_but_not_all_well(qapp: object) -> None:
    probe = Probe()
    failed: list[BaseException] = []
    tasks = TaskSlots(lambda _name, error: failed.append(error))
    connection = ConnectionViewModel(probe, tasks, sleep=no_wait)
    connection.report_success()
    connection.report_part("activity", failure(ServiceError("503", status=503)))
    await settle(tasks)
    assert probe.calls == 1
    assert connection.state is Link.ONLINE
    assert connection.state_text == "Online · activity not updating"
    assert connection.look == "trouble"
    connection.report_part("activity", None)
    assert connection.state_text == "Online"
    assert connection.look == "online"
    await tasks.close()
    assert failed == []


async def test_a_failing_feed_with_a_service_that_does_not_answer_is_offline(qapp: object) -> None:
    probe = Probe()
    probe.error = ConnectFailed("no route")
    failed: list[BaseException] = []
    tasks = TaskSlots(lambda _name, error: failed.append(error))
    connection = ConnectionViewModel(probe, tasks, sleep=no_wait)
    connection.report_success()
    connection.report_part("activity", failure(ConnectFailed("no route")))
    await settle(tasks)
    assert connection.state is Link.OFFLINE
    await tasks.close()
    assert failed == []
