"""The sandbox's clock.

Statuses such as ``Not Yet Valid``, ``Grace Period`` and ``Expired`` depend on the time, and tests
must reach those moments without waiting for them. The clock keeps ticking after ``set`` (it holds an
offset from the real time, not a frozen instant) so that events created one after another still get
increasing timestamps, as they would on the real service.
"""

from __future__ import annotations

import threading
from datetime import datetime, timedelta

TIMESTAMP_FORMAT = "%Y-%m-%d %H:%M:%S"


def format_timestamp(moment: datetime) -> str:
    return moment.strftime(TIMESTAMP_FORMAT)


def parse_timestamp(text: str) -> datetime:
    """Read the service's ``YYYY-MM-DD HH:MM:SS``; a bare date means its midnight."""
    if len(text) == 10:
        return datetime.strptime(text, "%Y-%m-%d")
    return datetime.strptime(text, TIMESTAMP_FORMAT)


class SandboxClock:
    """Naive local time (the service has no zones), shifted by an offset that tests control."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._offset = timedelta(0)

    def now(self) -> datetime:
        with self._lock:
            offset = self._offset
        return (datetime.now() + offset).replace(microsecond=0)

    def timestamp(self) -> str:
        return format_timestamp(self.now())

    def set(self, moment: datetime) -> None:
        with self._lock:
            self._offset = moment.replace(tzinfo=None) - datetime.now()

    def advance(self, delta: timedelta) -> None:
        with self._lock:
            self._offset += delta

    def reset(self) -> None:
        with self._lock:
            self._offset = timedelta(0)
