"""Whether the till can reach the service, told once by every request's outcome.

Offline, a probe reads the service with growing pauses until it answers, so the till finds the
service again by itself.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from datetime import datetime
from enum import StrEnum

from PySide6.QtCore import QObject, Signal

from app.core.tasks import TaskSlots


class Link(StrEnum):
    ONLINE = "online"
    CHECKING = "checking"
    OFFLINE = "offline"


class ConnectionViewModel(QObject):
    """Signals: ``changed(state: str, text: str)`` with a Link value and a line for the top bar."""

    changed = Signal(str, str)

    def __init__(
        self,
        probe: Callable[[], Awaitable[object]],
        tasks: TaskSlots,
        clock: Callable[[], datetime] = datetime.now,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._probe = probe
        self._tasks = tasks
        self._clock = clock
        self.state = Link.CHECKING
        self.last_contact: datetime | None = None

    @property
    def text(self) -> str:
        seen = f" · last contact {self.last_contact:%H:%M:%S}" if self.last_contact else ""
        return {
            Link.ONLINE: f"Online{seen}",
            Link.CHECKING: f"Checking…{seen}",
            Link.OFFLINE: f"Offline{seen}",
        }[self.state]

    def report_success(self) -> None:
        self.last_contact = self._clock()
        self._tasks.cancel("reconnect")
        self._set(Link.ONLINE)

    def report_offline(self) -> None:
        if self.state is not Link.OFFLINE:
            self._set(Link.OFFLINE)
        if not self._tasks.running("reconnect"):
            self._tasks.start("reconnect", self._reconnect())

    def _set(self, state: Link) -> None:
        self.state = state
        self.changed.emit(state.value, self.text)

    async def _reconnect(self) -> None:
        delay = 1.0
        while True:
            await asyncio.sleep(delay)
            try:
                await self._probe()
            except Exception:  # noqa: BLE001 - any failure means still offline; keep probing
                delay = min(delay * 2, 30.0)
                continue
            self.last_contact = self._clock()
            self._set(Link.ONLINE)
            return
