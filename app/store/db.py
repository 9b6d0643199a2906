"""SQLite plumbing shared by the journal, the audit log and the manager lock.

Every store keeps money-critical facts: a written intent must survive a power cut, so each
connection runs in WAL mode with ``synchronous=FULL`` and autocommit, and each write is its own
committed transaction before the call returns (records the service can rebuild skip the flush:
``settled_by_service``).

Times: the journal stores the till's own times in UTC (``utc_text``), so a till restarted in
another zone (or across a DST change) still reads every row it wrote on one timeline; the service's
stamps it keeps (an answer's event, an anchor) stay as the service wrote them, in the property's
local time (see ``app.store.journal``). The other stores keep naive local wall-clock text
(``time_text``): they are read by people, and the audit log's chain seals its text as written.
"""

from __future__ import annotations

import errno
import os
import sqlite3
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from decimal import Decimal
from pathlib import Path
from types import TracebackType
from typing import Any, Self, overload

from app.core.i18n import QT_TRANSLATE_NOOP, translate
from app.core.movement import to_local_naive

Clock = Callable[[], datetime]


class StorageError(Exception):
    """A store could not be read or written (disk full, locked by another process, read-only, corrupt).

    ``problem`` says it in till words ("The till cannot write its journal: the disk is full"), so
    the caller can show it as it is; nothing may be sent while the journal cannot record it. Made
    by ``storage_problem``, it is said in the language the till speaks when it is read (a banner
    says it again after a change of staff), never in English beside translated words.
    """

    def __init__(self, problem: str, said: Callable[[], str] | None = None) -> None:
        super().__init__(problem)
        self._problem = problem
        self._said = said

    @property
    def problem(self) -> str:
        return self._said() if self._said is not None else self._problem


#: SQLite's primary result codes (the low byte of an extended code) and what they mean at a till.
_REASONS = {
    13: QT_TRANSLATE_NOOP("Store", "the disk is full"),  # SQLITE_FULL
    5: QT_TRANSLATE_NOOP("Store", "another program has it locked"),  # SQLITE_BUSY
    6: QT_TRANSLATE_NOOP("Store", "another program has it locked"),  # SQLITE_LOCKED
    8: QT_TRANSLATE_NOOP("Store", "the data folder is read-only"),  # SQLITE_READONLY
    23: QT_TRANSLATE_NOOP("Store", "the data folder is read-only"),  # SQLITE_AUTH: refused by the system
    # SQLITE_CANTOPEN
    14: QT_TRANSLATE_NOOP("Store", "the file cannot be opened (is the data folder read-only or missing?)"),
    11: QT_TRANSLATE_NOOP("Store", "the file is damaged"),  # SQLITE_CORRUPT
    26: QT_TRANSLATE_NOOP("Store", "the file is damaged (it is not a till database)"),  # SQLITE_NOTADB
    10: QT_TRANSLATE_NOOP("Store", "the disk reported an error"),  # SQLITE_IOERR
}
#: The settings file, named as the stores are when it cannot be written.
SETTINGS_STORE = QT_TRANSLATE_NOOP("Store", "settings")
#: What the database or the system said in its own words, when no reason above fits.
_DATABASE_SAID = QT_TRANSLATE_NOOP("Store", "the database reported “{error}”")
_SYSTEM_SAID = QT_TRANSLATE_NOOP("Store", "the system reported “{error}”")
_CANNOT = {
    True: QT_TRANSLATE_NOOP("Store", "The till cannot write its {store}: {reason}"),
    False: QT_TRANSLATE_NOOP("Store", "The till cannot open its {store}: {reason}"),
}
#: How long a write waits for another program's lock. Only this process writes these files (one
#: till per folder), so a lock means a foreign program (a backup, a database viewer); waiting
#: longer would freeze the till's window, since the stores are written on the GUI thread.
BUSY_TIMEOUT_S = 0.05
#: "No space" and "over quota" (not every platform's errno has the latter).
_FULL_ERRNOS = frozenset({errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)})


def storage_problem(error: BaseException, store: str, *, writing: bool = True) -> StorageError:
    """The till-words ``StorageError`` for a SQLite or file-system error on ``store`` ("journal",
    one of the stores' ``QT_TRANSLATE_NOOP("Store", ...)`` names)."""
    reason, said = _reason(error)

    def words(speak: Callable[[str, str], str]) -> str:
        return speak("Store", _CANNOT[writing]).format(
            store=speak("Store", store), reason=speak("Store", reason).format(error=said)
        )

    return StorageError(words(lambda _context, text: text), lambda: words(translate))


def _reason(error: BaseException) -> tuple[str, str]:
    """The reason's words (a ``_REASONS`` text, or one with ``{error}``) and what fills ``{error}``."""
    if isinstance(error, sqlite3.Error):
        code = getattr(error, "sqlite_errorcode", None)
        if isinstance(code, int) and (code & 0xFF) in _REASONS:
            return _REASONS[code & 0xFF], ""
        if "locked" in str(error):
            return _REASONS[5], ""
        return _DATABASE_SAID, str(error)
    if isinstance(error, PermissionError) or getattr(error, "errno", None) == errno.EROFS:
        return _REASONS[8], ""
    if getattr(error, "errno", None) in _FULL_ERRNOS:
        return _REASONS[13], ""
    return _SYSTEM_SAID, str(getattr(error, "strerror", None) or error)


class _GuardedCursor(sqlite3.Cursor):
    """Rows read after ``execute`` can fail too (a damaged page): translated the same way."""

    store = QT_TRANSLATE_NOOP("Store", "store")

    def __next__(self) -> Any:
        try:
            return super().__next__()
        except sqlite3.Error as exc:
            raise storage_problem(exc, self.store) from exc

    def fetchone(self) -> Any:
        try:
            return super().fetchone()
        except sqlite3.Error as exc:
            raise storage_problem(exc, self.store) from exc

    def fetchall(self) -> list[Any]:
        try:
            return super().fetchall()
        except sqlite3.Error as exc:
            raise storage_problem(exc, self.store) from exc


@contextmanager
def write_transaction(db: sqlite3.Connection, *, immediate: bool = True) -> Iterator[None]:
    """One write transaction: the block's end commits, and any exception (a cancelled task's too)
    rolls it back and goes on. ``immediate`` takes the write lock before anything is read, which a
    store shared by threads needs; a store with one writer may begin lazily."""
    db.execute("BEGIN IMMEDIATE" if immediate else "BEGIN")
    try:
        yield
    except BaseException:
        db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")


class GuardedConnection(sqlite3.Connection):
    """A connection whose every SQLite error reaches the caller as a ``StorageError`` in till words.

    The stores above stay plain SQL; the one translation lives here. A ``ROLLBACK`` with no
    transaction open (its ``BEGIN`` was what failed) is skipped, so the real cause is what is raised;
    a failed ``COMMIT`` is rolled back, so the connection is usable again once the cause is gone.
    """

    store = QT_TRANSLATE_NOOP("Store", "store")

    def execute(self, sql: str, parameters: Any = (), /) -> sqlite3.Cursor:
        if sql == "ROLLBACK" and not self.in_transaction:
            return self.cursor()
        cursor = self.cursor(_cursor_class(self.store))
        try:
            return cursor.execute(sql, parameters)
        except sqlite3.Error as exc:
            if sql == "COMMIT" and self.in_transaction:
                self._roll_back()
            raise storage_problem(exc, self.store) from exc

    def executemany(self, sql: str, parameters: Any, /) -> sqlite3.Cursor:
        try:
            return self.cursor(_cursor_class(self.store)).executemany(sql, parameters)
        except sqlite3.Error as exc:
            raise storage_problem(exc, self.store) from exc

    def _roll_back(self) -> None:
        try:
            super().execute("ROLLBACK")
        except sqlite3.Error:
            return

    def executescript(self, sql_script: str, /) -> sqlite3.Cursor:
        try:
            return super().executescript(sql_script)
        except sqlite3.Error as exc:
            raise storage_problem(exc, self.store) from exc


def _cursor_class(store: str) -> type[_GuardedCursor]:
    found = _CURSORS.get(store)
    if found is None:
        found = _CURSORS[store] = type(f"GuardedCursor[{store}]", (_GuardedCursor,), {"store": store})
    return found


_CURSORS: dict[str, type[_GuardedCursor]] = {}


class StoreUnavailable(StorageError):
    """A store could not be opened at all. ``kind`` is what to do about it: "damaged" (keep it aside,
    start afresh), "read-only", "locked", "full" or "other" (fix the cause, try again)."""

    def __init__(self, problem: str, path: Path, kind: str) -> None:
        super().__init__(problem)
        self.path = path
        self.kind = kind


_KINDS = {11: "damaged", 26: "damaged", 5: "locked", 6: "locked", 13: "full", 8: "read-only", 23: "read-only"}


def local_now() -> datetime:
    """The default clock: the till's wall-clock time, in its own zone (naive).

    Not the service's frame: the service stamps in the property's local time, and the till's zone or
    clock may differ from it (``app.api.timeline`` measures by how much). The journal turns these
    times into UTC on disk (``utc_text``) and back into the till's zone of the day when read.
    """
    return datetime.now()


@contextmanager
def settled_by_service(connection: sqlite3.Connection) -> Iterator[None]:
    """Commits inside are atomic and survive a crash of the till, but not a power cut.

    For records the service's own history can rebuild: an outcome whose commit a power cut loses
    leaves its intent ``pending``, and a pending movement is reconciled from the service's events
    at the next start exactly as an unanswered one is. Skipping the fsync here takes two disk
    flushes off the time between the service's answer and the cashier seeing it. An intent is never
    written inside this: it is the one record nothing else can rebuild.
    """
    connection.execute("PRAGMA synchronous=NORMAL")
    try:
        yield
    finally:
        connection.execute("PRAGMA synchronous=FULL")


def connect(path: Path, store: str = "store") -> sqlite3.Connection:
    """Open (creating folders and file as needed) a connection tuned for crash-safe small writes.

    Raises ``StorageError`` when the file cannot be opened as a working store: a read-only or
    missing folder, a damaged file, another program's lock.
    """
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        # Opened on a worker thread at start-up (``app.compose.open_till_files``) and used after
        # only by the GUI thread: one thread at a time, which is all sqlite3's check guards against.
        connection = sqlite3.connect(
            path,
            isolation_level=None,
            timeout=BUSY_TIMEOUT_S,
            factory=GuardedConnection,
            check_same_thread=False,
        )
    except (OSError, sqlite3.Error) as exc:
        raise _open_problem(exc, path, store) from exc
    assert isinstance(connection, GuardedConnection)
    connection.store = store
    try:
        connection.execute("PRAGMA journal_mode=WAL")
        connection.execute("PRAGMA synchronous=FULL")
        connection.execute("PRAGMA foreign_keys=ON")
        # A deleted or rewritten row's old bytes are zeroed, not left in a free page: the retention
        # reduces codes and guests' names, and they must not stay readable in the file.
        connection.execute("PRAGMA secure_delete=ON")
    except StorageError as exc:
        connection.close()
        raise _open_problem(exc.__cause__ or exc, path, store) from exc
    return connection


def _open_problem(error: BaseException, path: Path, store: str) -> StoreUnavailable:
    """SQLite says only "unable to open" for a folder it may not write: find out which it is."""
    found = folder_problem(path.parent)
    if found is not None:
        kind, reason = found
        return StoreUnavailable(f"The till cannot open its {store}: {reason}", path, kind)
    code = getattr(error, "sqlite_errorcode", None)
    kind = _KINDS.get(code & 0xFF, "other") if isinstance(code, int) else "other"
    return StoreUnavailable(storage_problem(error, store, writing=False).problem, path, kind)


def folder_problem(folder: Path) -> tuple[str, str] | None:
    """Why nothing can be written in ``folder`` as (kind, till words), or None when a write works.

    Tried for real with a small synced file: permission bits say nothing for an administrator, a
    read-only mount or an immutable folder, and an empty file can still be made on a full disk. A
    folder that does not exist yet is created first: the file probe alone would only say "No such
    file or directory" about a folder the till could not make (a read-only parent).
    """
    missing = creation_problem(folder)
    if missing is not None:
        return missing
    try:
        with tempfile.TemporaryFile(dir=folder) as probe:
            probe.write(b"\0" * 4096)
            probe.flush()
            os.fsync(probe.fileno())
    except OSError as exc:
        if exc.errno in _FULL_ERRNOS:
            return "full", _REASONS[13]
        if exc.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
            return "read-only", _REASONS[8]
        reason, said = _reason(exc)
        return "other", reason.format(error=said)
    return None


def creation_problem(folder: Path) -> tuple[str, str] | None:
    """Why ``folder`` cannot be created, as (kind, till words) naming the folder that stops it; None
    when it exists or has just been made."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        above = next((parent for parent in folder.parents if parent.exists()), folder.anchor)
        if exc.errno in _FULL_ERRNOS:
            return "full", _REASONS[13]
        if exc.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
            return "read-only", f"it cannot be created, because the folder it goes in ({above}) is read-only"
        if exc.errno in (errno.EEXIST, errno.ENOTDIR):
            return "other", f"it cannot be created, because a file is in the way (in {above})"
        return "other", f"it cannot be created in {above} ({_reason(exc)})"
    return None


def write_over(db: sqlite3.Connection) -> bool:
    """Copy the write-ahead log into the database file and empty it, so what was just changed is
    on disk in its new form only; False when another connection's read kept part of it back."""
    busy = db.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()
    return busy is None or int(busy[0]) == 0


class SqliteStore:
    """One store file: opened crash-safe with its schema, closed by ``close()`` or a ``with`` block.

    ``store`` names the file in till words ("journal"); every failure is a ``StorageError`` that
    says it ("The till cannot write its journal: the disk is full").
    """

    schema = ""
    store = QT_TRANSLATE_NOOP("Store", "store")

    def __init__(self, path: Path, clock: Clock = local_now) -> None:
        self._clock = clock
        self.path = path
        self._db = connect(path, self.store)
        try:
            self._check_whole()
            self._db.executescript(self.schema)
        except StoreUnavailable:
            self._db.close()
            raise
        except StorageError as exc:
            self._db.close()
            raise _open_problem(exc.__cause__ or exc, path, self.store) from exc

    def _check_whole(self) -> None:
        """A damaged page found now, at the start, rather than under a money movement later.

        ``quick_check`` reads every page once (milliseconds for a till's files).
        """
        verdict = self._db.execute("PRAGMA quick_check(1)").fetchone()
        if verdict is not None and verdict[0] != "ok":
            raise StoreUnavailable(
                f"The till cannot open its {self.store}: {_REASONS[11]}", self.path, "damaged"
            )

    def probe(self) -> None:
        """Prove a movement-sized write can be committed now; raises ``StorageError`` if not.

        Used to tell when a failed store works again: it takes the write lock, allocates a page and
        syncs, as a real entry would, then leaves the data as it was.
        """
        self._db.execute("CREATE TABLE IF NOT EXISTS store_probe (filler BLOB NOT NULL)")
        with write_transaction(self._db):
            self._db.execute("INSERT INTO store_probe (filler) VALUES (zeroblob(2048))")
            self._db.execute("DELETE FROM store_probe")

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    def write_over(self) -> bool:
        """The store's file holds only what it holds now (``write_over``)."""
        return write_over(self._db)

    def close(self) -> None:
        self._db.close()


def time_text(moment: datetime) -> str:
    """Fixed-width ISO text, so SQL string comparison orders times correctly."""
    return to_local_naive(moment).isoformat(sep=" ", timespec="microseconds")


def utc_text(moment: datetime) -> str:
    """Fixed-width ISO text in UTC with its ``+00:00``: a naive ``moment`` is the till's local time.

    Every row in one frame, so SQL string comparison orders times correctly whatever zone the till
    was in when it wrote them.
    """
    try:
        moment = moment.astimezone(UTC)
    except (OverflowError, ValueError, OSError):
        # datetime.min or max, an open end of a range: beyond what the platform's local-time call
        # takes (Windows raises OSError EINVAL for any time before 1970 or past 3000).
        moment = moment.replace(tzinfo=UTC)
    return moment.isoformat(sep=" ", timespec="microseconds")


def local_from_utc_text(text: str) -> datetime:
    """A time written by ``utc_text``, as the till's local wall-clock time now (naive).

    Text with no zone is an older row written in local time before the journal moved to UTC: it is
    taken as it stands (the journal converts those rows when it is opened).
    """
    moment = datetime.fromisoformat(text)
    return moment if moment.tzinfo is None else moment.astimezone().replace(tzinfo=None)


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


#: The service's event ids are unsigned 64-bit (up to 2^64 - 1); SQLite keeps a signed one. An id in
#: the top half is kept as the signed integer with the same 64 bits (its two's complement), which
#: no real id is, since ids are never negative: equality and ``IN`` still match, and reading it
#: back gives the id the service sent.
_SIGNED_TOP = 2**63
_WRAP = 2**64


@overload
def stored_event_id(event_id: int) -> int: ...
@overload
def stored_event_id(event_id: None) -> None: ...
@overload
def stored_event_id(event_id: int | None) -> int | None: ...
def stored_event_id(event_id: int | None) -> int | None:
    """An event id as a column holds it (see ``_SIGNED_TOP``)."""
    if event_id is None:
        return None
    return event_id - _WRAP if event_id >= _SIGNED_TOP else event_id


@overload
def event_id_from_store(value: int) -> int: ...
@overload
def event_id_from_store(value: None) -> None: ...
@overload
def event_id_from_store(value: int | None) -> int | None: ...
def event_id_from_store(value: int | None) -> int | None:
    """An event id read back from a column (``stored_event_id`` undone)."""
    if value is None:
        return None
    return value + _WRAP if value < 0 else value
