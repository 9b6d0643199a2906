"""A clock the tests steer, so they reach ``Grace Period`` or ``Expired`` without waiting for them.

It keeps ticking after ``set`` (it holds an offset from the real time, not a frozen instant) so that
events created one after another still get increasing timestamps, as they would on the real service.
A step (``set``, ``advance``) moves the service's clock, its stamps and its ``Date`` header alike, as
a wrong or corrected clock on a real server does; ``in_zone`` only says in which zone the property
stamps, as a London hotel's service seen from a till set to Tokyo, with both clocks right.
"""

from __future__ import annotations

import threading
from datetime import UTC, datetime, timedelta, tzinfo


class SteeredClock:
    """Naive local time (the service has no zones), shifted by an offset that tests control."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._offset = timedelta(0)
        #: The property's zone; None for this machine's, as a training till's service keeps.
        self._zone: tzinfo | None = None

    def _wall(self) -> datetime:
        return datetime.now(self._zone).replace(tzinfo=None)

    def now(self) -> datetime:
        with self._lock:
            offset = self._offset
        return (self._wall() + offset).replace(microsecond=0)

    def instant(self) -> datetime:
        with self._lock:
            offset = self._offset
        return (datetime.now(UTC) + offset).replace(microsecond=0)

    def set(self, moment: datetime) -> None:
        with self._lock:
            self._offset = moment.replace(tzinfo=None) - self._wall()

    def advance(self, delta: timedelta) -> None:
        with self._lock:
            self._offset += delta

    def in_zone(self, zone: tzinfo | None) -> None:
        """Stamp in ``zone``'s wall time from now on; what the clock was set or advanced by stays."""
        with self._lock:
            self._zone = zone

    def reset(self) -> None:
        with self._lock:
            self._offset = timedelta(0)
            self._zone = None
