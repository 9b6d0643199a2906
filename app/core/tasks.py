"""Named, cancellable background tasks.

A till starts work on the asyncio loop that qasync runs inside Qt: a lookup, a poll, a
reconciliation. Each is held here under a name, so a new lookup cancels the stale one, a strong
reference keeps it alive, and closing the window cancels everything at once. A failure is handed
to ``on_error`` instead of vanishing with the task.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Coroutine
from typing import Any

log = logging.getLogger(__name__)

ErrorHandler = Callable[[str, BaseException], None]


class TaskSlots:
    def __init__(self, on_error: ErrorHandler | None = None) -> None:
        self._tasks: dict[str, asyncio.Task[Any]] = {}
        #: Tasks cancelled by a newer one of their name that have not finished unwinding yet: a
        #: cancelled lookup still runs its ``finally`` (it says it is no longer busy), so closing
        #: the session waits for these too, before the objects they speak through are deleted.
        self._stopping: set[asyncio.Task[Any]] = set()
        #: Set once the session closes: work a task starts while it unwinds (a redemption's end
        #: asks for a fresh feed) would outlive the objects it reports through, so none starts.
        self._closed = False
        self._on_error = on_error

    def start(self, name: str, coro: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]:
        """Run ``coro`` as ``name``, cancelling whatever still runs under that name."""
        task = asyncio.get_event_loop().create_task(coro, name=name)
        if self._closed:
            task.cancel()  # cancelled before its first step: none of its code runs
            return task
        self.cancel(name)
        self._tasks[name] = task
        task.add_done_callback(lambda done: self._finished(name, done))
        return task

    def running(self, name: str) -> bool:
        task = self._tasks.get(name)
        return task is not None and not task.done()

    def cancel(self, name: str) -> None:
        task = self._tasks.pop(name, None)
        if task is not None and not task.done():
            task.cancel()
            self._stopping.add(task)
            task.add_done_callback(self._stopping.discard)

    async def close(self) -> None:
        """Cancel every task and wait for each to unwind; from now on a task started is cancelled at once."""
        self._closed = True
        running = [task for task in self._tasks.values() if not task.done()]
        self._tasks.clear()
        for task in running:
            task.cancel()
        # Those already cancelled are not cancelled again: that would cut their unwinding short.
        await asyncio.gather(*running, *self._stopping, return_exceptions=True)

    def _finished(self, name: str, task: asyncio.Task[Any]) -> None:
        if self._tasks.get(name) is task:
            del self._tasks[name]
        if task.cancelled():
            return
        error = task.exception()
        if error is None:
            return
        if self._on_error is not None:
            self._on_error(name, error)
        else:
            log.error("Background task %s failed", name, exc_info=error)
