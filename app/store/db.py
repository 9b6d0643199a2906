"""SQLite plumbing shared by the journal, the audit log and the manager lock.

Every store keeps money-critical facts: a written intent must survive a power cut, so each
connection runs in WAL mode with ``synchronous=FULL`` and autocommit, and each write is its own
committed transaction before the call returns. Times are stored as naive local wall-clock text
because the service reports naive local times and reconciliation compares the two directly.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from datetime import datetime
from decimal import Decimal
from pathlib import Path
from types import TracebackType
from typing import Self

from app.core.movement import to_local_naive

Clock = Callable[[], datetime]


class StorageError(Exception):
    """A store could not be read or written (disk full, locked by another process, read-only, corrupt).

    ``problem`` says it in till words ("The till cannot write its journal: the disk is full"), so
    the caller can show it as it is; nothing may be sent while the journal cannot record it.
    """

    def __init__(self, problem: str) -> None:
        super().__init__(problem)
        self.problem = problem


def local_now() -> datetime:
    """The default clock: the till's wall-clock time, the same frame as the service's timestamps."""
    return datetime.now()


def connect(path: Path) -> sqlite3.Connection:
    """Open (creating folders and file as needed) a connection tuned for crash-safe small writes."""
    path.parent.mkdir(parents=True, exist_ok=True)
    connection = sqlite3.connect(path, isolation_level=None, timeout=5.0)
    connection.execute("PRAGMA journal_mode=WAL")
    connection.execute("PRAGMA synchronous=FULL")
    connection.execute("PRAGMA foreign_keys=ON")
    return connection


class SqliteStore:
    """One store file: opened crash-safe with its schema, closed by ``close()`` or a ``with`` block."""

    schema = ""

    def __init__(self, path: Path, clock: Clock = local_now) -> None:
        self._clock = clock
        self._db = connect(path)
        self._db.executescript(self.schema)

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    def close(self) -> None:
        self._db.close()


def time_text(moment: datetime) -> str:
    """Fixed-width ISO text, so SQL string comparison orders times correctly."""
    return to_local_naive(moment).isoformat(sep=" ", timespec="microseconds")


def time_from_text(text: str) -> datetime:
    return datetime.fromisoformat(text)


def optional_time_from_text(text: str | None) -> datetime | None:
    return None if text is None else time_from_text(text)


def decimal_text(amount: Decimal | None) -> str | None:
    """Refuse floats and non-finite values outright: money in the stores is exact or absent."""
    if amount is None:
        return None
    if not isinstance(amount, Decimal):
        raise TypeError(f"money must be a Decimal, not {type(amount).__name__}")
    if not amount.is_finite():
        raise ValueError(f"money must be a finite amount, not {amount}")
    return str(amount)


def decimal_from_text(text: str | None) -> Decimal | None:
    return None if text is None else Decimal(text)
