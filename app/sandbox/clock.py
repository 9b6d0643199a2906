"""The sandbox's clock.

Statuses such as ``Not Yet Valid``, ``Grace Period`` and ``Expired`` depend on the time, so the
service reads it from a clock it is given: the training till's is the machine's own time, and the test
harness (``sandbox_harness.clock``) passes one it can steer.
"""

from __future__ import annotations

from datetime import datetime
from typing import Protocol

TIMESTAMP_FORMAT = "%Y-%m-%d %H:%M:%S"


def format_timestamp(moment: datetime) -> str:
    return moment.strftime(TIMESTAMP_FORMAT)


def parse_timestamp(text: str) -> datetime:
    """Read the service's ``YYYY-MM-DD HH:MM:SS``; a bare date means its midnight."""
    if len(text) == 10:
        return datetime.strptime(text, "%Y-%m-%d")
    return datetime.strptime(text, TIMESTAMP_FORMAT)


class Clock(Protocol):
    """What the service asks of a clock: the naive local time now (the service has no zones)."""

    def now(self) -> datetime: ...


class RealClock:
    """The machine's own time, to the second: the training service's clock."""

    def now(self) -> datetime:
        return datetime.now().replace(microsecond=0)
