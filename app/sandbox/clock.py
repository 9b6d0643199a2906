"""The sandbox's clock.

Statuses such as ``Not Yet Valid``, ``Grace Period`` and ``Expired`` depend on the time, so the
service reads it from a clock it is given: the training till's is the machine's own time, and the test
harness (``sandbox_harness.clock``) passes one it can steer.
"""

from __future__ import annotations

from datetime import UTC, datetime
from email.utils import format_datetime
from typing import Protocol

from starlette.types import ASGIApp, Message, Receive, Scope, Send

TIMESTAMP_FORMAT = "%Y-%m-%d %H:%M:%S"


def format_timestamp(moment: datetime) -> str:
    return moment.strftime(TIMESTAMP_FORMAT)


def parse_timestamp(text: str) -> datetime:
    """Read the service's ``YYYY-MM-DD HH:MM:SS``; a bare date means its midnight."""
    if len(text) == 10:
        return datetime.strptime(text, "%Y-%m-%d")
    return datetime.strptime(text, TIMESTAMP_FORMAT)


class Clock(Protocol):
    """What the service asks of a clock: the naive local time now (the service has no zones), which
    it stamps, and the instant now, which its HTTP ``Date`` header tells."""

    def now(self) -> datetime: ...

    def instant(self) -> datetime: ...


class RealClock:
    """The machine's own time, to the second: the training service's clock."""

    def now(self) -> datetime:
        return datetime.now().replace(microsecond=0)

    def instant(self) -> datetime:
        return datetime.now(UTC).replace(microsecond=0)


class DateHeader:
    """Every answer's ``Date`` header from the service's own clock, as a real server's comes from
    its machine's: a service whose clock is wrong or steps back says so in its ``Date`` too, and
    the till compares that instant with its own (``app.api.timeline``)."""

    def __init__(self, app: ASGIApp, clock: Clock) -> None:
        self._app = app
        self._clock = clock

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self._app(scope, receive, send)
            return

        async def dated(message: Message) -> None:
            if message["type"] == "http.response.start":
                date = format_datetime(self._clock.instant(), usegmt=True).encode("latin-1")
                headers = [(k, v) for k, v in message.get("headers", []) if k.lower() != b"date"]
                message = {**message, "headers": [*headers, (b"date", date)]}
            await send(message)

        await self._app(scope, receive, dated)
