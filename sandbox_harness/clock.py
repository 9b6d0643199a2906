"""A clock the tests steer, so they reach ``Grace Period`` or ``Expired`` without waiting for them.

It keeps ticking after ``set`` (it holds an offset from the real time, not a frozen instant) so that
events created one after another still get increasing timestamps, as they would on the real service.
"""

from __future__ import annotations

import threading
from datetime import datetime, timedelta


class SteeredClock:
    """Naive local time (the service has no zones), shifted by an offset that tests control."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._offset = timedelta(0)

    def now(self) -> datetime:
        with self._lock:
            offset = self._offset
        return (datetime.now() + offset).replace(microsecond=0)

    def set(self, moment: datetime) -> None:
        with self._lock:
            self._offset = moment.replace(tzinfo=None) - datetime.now()

    def advance(self, delta: timedelta) -> None:
        with self._lock:
            self._offset += delta

    def reset(self) -> None:
        with self._lock:
            self._offset = timedelta(0)
