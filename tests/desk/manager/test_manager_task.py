"""A manager's dialog work: a task replaced before its first step leaves nothing half begun."""

from __future__ import annotations

import gc
import inspect
import warnings
from types import SimpleNamespace
from typing import Any, cast

from pytestqt.qtbot import QtBot

from app.core.tasks import TaskSlots
from app.desk.manager.base import ManagerParts, ManagerTask


def test_work_replaced_before_it_began_is_closed_not_left_unawaited(qtbot: QtBot, qloop: object) -> None:
    """The reverse's Confirm replaces the balance read the dialog started as it opened; a read
    that had not begun is closed, and Python has no coroutine "never awaited" to warn about."""
    tasks = TaskSlots()
    model = ManagerTask(cast(ManagerParts, SimpleNamespace(tasks=tasks)))
    ran: list[str] = []

    async def work(name: str) -> None:
        ran.append(name)

    first = work("read")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        model.start(first)
        model.start(work("reverse"))
        qtbot.waitUntil(lambda: not model.busy)
        qtbot.waitUntil(lambda: inspect.getcoroutinestate(first) == inspect.CORO_CLOSED)
        gc.collect()
    assert ran == ["reverse"]
    never: list[Any] = [w for w in caught if "never awaited" in str(w.message)]
    assert never == []
