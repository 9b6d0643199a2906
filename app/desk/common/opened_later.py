"""A store opened on a worker thread at its first use: a slow disk holds no paint, a till that never
uses it never makes its file, and one still opening when the till closes is closed as it opens."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Generic, Protocol, TypeVar


class Closable(Protocol):
    def close(self) -> None: ...


S = TypeVar("S", bound=Closable)


class OpenedLater(Generic[S]):
    def __init__(self, opener: Callable[[], S]) -> None:
        self._opener = opener
        self.store: S | None = None
        self._opening: asyncio.Future[S] | None = None
        self._closed = False

    async def get(self) -> S:
        """The store, opened once; a failure to open is raised here (and tried again next time)."""
        if self.store is None:
            if self._opening is None:
                self._opening = asyncio.ensure_future(asyncio.to_thread(self._opener))
                self._opening.add_done_callback(self._done)
            # Shielded: a search or lookup cancelled meanwhile does not strand a store half-opened.
            await asyncio.shield(self._opening)
        if self.store is None:
            raise RuntimeError("the store was closed while it opened")
        return self.store

    def _done(self, future: asyncio.Future[S]) -> None:
        self._opening = None
        if future.cancelled() or future.exception() is not None:
            return
        self.store = future.result()
        if self._closed:
            self.close()

    def close(self) -> None:
        self._closed = True
        if self.store is not None:
            self.store.close()
            self.store = None
