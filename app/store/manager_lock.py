"""Wrong manager PINs lock manager actions for a growing delay, across restarts.

Five wrong tries in a row lock for 30 s; every further wrong try locks again for twice the last
delay (60 s, 120 s, ...) up to an hour; a correct PIN clears everything. The count lives in SQLite
so restarting the app does not wipe it. A wrong try recorded while still locked counts the same
way: the UI should not offer the PIN then, and if it does, guessing must not get cheaper.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from app.core.i18n import QT_TRANSLATE_NOOP
from app.core.movement import to_local_naive
from app.store.db import SqliteStore, optional_time_from_text, time_text

FREE_TRIES = 5
FIRST_DELAY = timedelta(seconds=30)
MAX_DELAY = timedelta(hours=1)

_SCHEMA = """
CREATE TABLE IF NOT EXISTS manager_lock (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    failures INTEGER NOT NULL,
    locked_from TEXT,
    delay_seconds INTEGER
);
INSERT OR IGNORE INTO manager_lock (id, failures, locked_from, delay_seconds) VALUES (1, 0, NULL, NULL);
"""


@dataclass(frozen=True)
class LockStatus:
    locked: bool
    until: datetime | None
    failures: int
    #: How long the lock still holds, by the till's own clock: what a manager is told, as a
    #: duration that means the same beside the service's times whatever either clock says.
    left: timedelta | None = None


def delay_after(failures: int) -> timedelta | None:
    """The lock that ``failures`` wrong tries in a row earn, or None while tries are still free."""
    if failures < FREE_TRIES:
        return None
    doublings = min(failures - FREE_TRIES, 20)
    return min(FIRST_DELAY * (1 << doublings), MAX_DELAY)


class ManagerLock(SqliteStore):
    store = QT_TRANSLATE_NOOP("Store", "manager lock")
    schema = _SCHEMA

    def check(self) -> LockStatus:
        now = to_local_naive(self._clock())
        failures, locked_from, delay = self._read()
        if locked_from is not None and delay is not None and now < locked_from:
            # The clock went back (DST, a manual change): restart the lock from now rather than
            # leave the till locked for however far the clock moved.
            locked_from = now
            self._write(failures, locked_from, delay)
        until = None if locked_from is None or delay is None else locked_from + delay
        locked = until is not None and now < until
        if until is None or not locked:
            return LockStatus(locked=False, until=None, failures=failures)
        return LockStatus(locked=True, until=until, failures=failures, left=until - now)

    def record_failure(self) -> LockStatus:
        now = to_local_naive(self._clock())
        failures, locked_from, delay = self._read()
        failures += 1
        new_delay = delay_after(failures)
        if new_delay is not None:
            locked_from, delay = now, new_delay
        self._write(failures, locked_from, delay)
        return self.check()

    def record_success(self) -> None:
        self._write(0, None, None)

    def _read(self) -> tuple[int, datetime | None, timedelta | None]:
        row: tuple[int, str | None, int | None] = self._db.execute(
            "SELECT failures, locked_from, delay_seconds FROM manager_lock WHERE id = 1"
        ).fetchone()
        failures, locked_from, delay_seconds = row
        delay = None if delay_seconds is None else timedelta(seconds=int(delay_seconds))
        return int(failures), optional_time_from_text(locked_from), delay

    def _write(self, failures: int, locked_from: datetime | None, delay: timedelta | None) -> None:
        self._db.execute(
            "UPDATE manager_lock SET failures = ?, locked_from = ?, delay_seconds = ? WHERE id = 1",
            (
                failures,
                None if locked_from is None else time_text(locked_from),
                None if delay is None else int(delay.total_seconds()),
            ),
        )
