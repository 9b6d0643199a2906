"""A damaged store file is kept, never deleted, and whatever can still be read from it carries over.

The journal is the till's only proof of movements the service may have applied; throwing a damaged
one away would lose exactly the unsettled movements that must be checked. So the file (with its
WAL and shared-memory sidecars) is renamed aside with the time in its name, a fresh file is started
in its place, and every row still readable in the old one is copied into it, table by table: only
the rows on the damaged pages themselves are lost. Unsettled movements carried over are then
reconciled like any others.
"""

from __future__ import annotations

import logging
import os
import sqlite3
from collections.abc import Callable
from contextlib import closing
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TypeVar

from app.store.db import SqliteStore, write_transaction

log = logging.getLogger(__name__)

_SIDECARS = ("-wal", "-shm", "-journal")
S = TypeVar("S", bound=SqliteStore)


@dataclass(frozen=True)
class Salvage:
    """``kept_as``: the damaged file's new name; ``carried``: rows copied, per table."""

    kept_as: Path
    carried: dict[str, int]

    @property
    def total(self) -> int:
        return sum(self.carried.values())


def keep_aside(path: Path, now: Callable[[], datetime] = datetime.now) -> Path:
    """Rename ``path`` and its sidecars to ``<name>.damaged-<YYYYmmdd-HHMMSS>``; returns the new path."""
    stamp = now().strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.damaged-{stamp}")
    counter = 1
    while target.exists():
        counter += 1
        target = path.with_name(f"{path.name}.damaged-{stamp}-{counter}")
    for suffix in _SIDECARS:
        sidecar = path.with_name(path.name + suffix)
        if sidecar.exists():
            os.replace(sidecar, target.with_name(target.name + suffix))
    if path.exists():
        os.replace(path, target)
    log.warning("Damaged %s kept as %s", path, target.name)
    return target


def start_afresh(path: Path, opener: Callable[[Path], S]) -> tuple[S, Salvage]:
    """Keep the damaged ``path`` aside, open a fresh store there, and carry over what can be read.

    ``opener`` opens the store (``Journal``, ``AuditLog``...) and so creates its schema.
    """
    kept_as = keep_aside(path)
    store = opener(path)
    carried = carry_over(kept_as, store)
    log.warning("Started a fresh %s; carried over %s from %s", path.name, carried, kept_as.name)
    return store, Salvage(kept_as, carried)


def carry_over(damaged: Path, fresh: SqliteStore) -> dict[str, int]:
    """Copy every readable row of each of ``fresh``'s tables from ``damaged``; rows per table."""
    carried: dict[str, int] = {}
    try:
        source = sqlite3.connect(f"file:{damaged}?mode=ro", uri=True, isolation_level=None)
    except sqlite3.Error:
        log.warning("Nothing can be read from %s", damaged.name)
        return carried
    with closing(source), write_transaction(fresh._db):
        for table in _tables(fresh):
            carried[table] = _copy_table(source, fresh, table)
    return carried


def _tables(store: SqliteStore) -> list[str]:
    rows = store._db.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' "
        "AND name != 'store_probe' ORDER BY rootpage"
    ).fetchall()
    return [str(row[0]) for row in rows]


def _columns(connection: sqlite3.Connection, table: str) -> list[str]:
    return [str(row[1]) for row in connection.execute(f'PRAGMA table_info("{table}")')]


#: Rowids tried past the highest one read when the table's own highest cannot be read.
_PAST_DAMAGE = 256


def _copy_table(source: sqlite3.Connection, fresh: SqliteStore, table: str) -> int:
    """Every row still readable, in rowid order; columns both files know.

    A damaged page stops a scan where it lies, so one scan would lose every row after it: the table
    is read forwards and backwards up to the damage, then each rowid between them on its own, so
    only the rows on the damaged pages themselves are lost. Rows keep their order (the audit log's
    chain follows it).
    """
    try:
        wanted = set(_columns(source, table))
    except sqlite3.Error:
        return 0
    columns = [name for name in _columns(fresh._db, table) if name in wanted]
    if not columns:
        return 0
    names = ", ".join(f'"{name}"' for name in columns)
    marks = ", ".join("?" for _ in columns)
    select = f'SELECT rowid, {names} FROM "{table}"'  # noqa: S608 - schema names
    rows: dict[int, tuple[object, ...]] = {}
    for order in ("ASC", "DESC"):
        try:
            for row in source.execute(f"{select} ORDER BY rowid {order}"):
                rows[int(row[0])] = tuple(row[1:])
        except sqlite3.Error as exc:
            log.warning("Reading %s (%s) stopped after %d rows: %s", table, order, len(rows), exc)
    for rowid in range(1, _last_rowid(source, table, rows) + 1):
        if rowid in rows:
            continue
        try:
            row = source.execute(f"{select} WHERE rowid = ?", (rowid,)).fetchone()
        except sqlite3.Error:
            continue
        if row is not None:
            rows[rowid] = tuple(row[1:])
    insert = f'INSERT OR IGNORE INTO "{table}" ({names}) VALUES ({marks})'  # noqa: S608 - schema names
    for rowid in sorted(rows):
        fresh._db.execute(insert, rows[rowid])
    return len(rows)


def _last_rowid(source: sqlite3.Connection, table: str, rows: dict[int, tuple[object, ...]]) -> int:
    """The highest rowid to try one by one: the table's own, or (damage hiding it) a little past the
    highest one read, since the damaged page may hold the newest rows."""
    try:
        found = source.execute(f'SELECT max(rowid) FROM "{table}"').fetchone()  # noqa: S608
    except sqlite3.Error:
        return max(rows, default=0) + _PAST_DAMAGE
    return max([int(found[0]) if found and found[0] is not None else 0, *rows])
