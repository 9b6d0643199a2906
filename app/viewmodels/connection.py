"""Whether the till can reach the service, told once by every request's outcome.

Offline, a probe reads the service with growing pauses until it answers, so the till finds the
service again by itself. A service that answers 401 is reachable but refuses the till's key: that
is its own state, never "online", since nothing the till asks will work until a manager fixes the
key.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from datetime import datetime
from enum import StrEnum

from PySide6.QtCore import QObject, Signal

from app.api.errors import Unauthorized
from app.core.errors import UserMessage
from app.core.tasks import TaskSlots


class Link(StrEnum):
    ONLINE = "online"
    CHECKING = "checking"
    OFFLINE = "offline"
    REFUSED = "refused"


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
            Link.REFUSED: f"API key refused — ask a manager{seen}",
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

    def report_refused(self) -> None:
        """The service answered 401: the key is refused. The probe keeps asking, so a key the
        service accepts again (fixed on its side) brings the till back without a restart."""
        if self.state is not Link.REFUSED:
            self._set(Link.REFUSED)
        if not self._tasks.running("reconnect"):
            self._tasks.start("reconnect", self._reconnect())

    def report_failure(self, shown: UserMessage) -> None:
        """A request failed with ``shown``: offline, key refused, or the service answered (online)."""
        if shown.offline:
            self.report_offline()
        elif shown.key_refused:
            self.report_refused()
        else:
            self.report_success()

    def _set(self, state: Link) -> None:
        self.state = state
        self.changed.emit(state.value, self.text)

    async def _reconnect(self) -> None:
        delay = 1.0
        while True:
            await asyncio.sleep(delay)
            try:
                await self._probe()
            except Unauthorized:
                # Reachable, but the key is refused: say so, not "offline", and keep asking.
                if self.state is not Link.REFUSED:
                    self._set(Link.REFUSED)
                delay = min(delay * 2, 30.0)
                continue
            except Exception:  # noqa: BLE001 - any failure means still offline; keep probing
                delay = min(delay * 2, 30.0)
                continue
            self.last_contact = self._clock()
            self._set(Link.ONLINE)
            return
