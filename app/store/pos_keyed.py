"""Which redemptions staff ticked as keyed on the POS, by whom and when.

Kept in the journal's own SQLite file (a table of its own, beside ``movements``), so the tick travels
with the movement it is about when a journal is copied for support, and the journal's schema and
states stay the money code's alone. A tick is written once: a second tick of the same redemption
keeps the first one's name and time.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Collection
from dataclasses import dataclass
from datetime import datetime

from app.store.db import SqliteStore, StorageError, time_from_text, time_text

_SCHEMA = """
CREATE TABLE IF NOT EXISTS pos_keyed (
    movement_id TEXT PRIMARY KEY,
    staff TEXT NOT NULL,
    till TEXT NOT NULL,
    keyed_at TEXT NOT NULL
);
"""


@dataclass(frozen=True)
class KeyedTick:
    movement_id: str
    staff: str
    till: str
    keyed_at: datetime


class PosKeyedStore(SqliteStore):
    """The ``pos_keyed`` table of one till's journal file."""

    schema = _SCHEMA

    def tick(self, movement_id: str, *, staff: str, till: str) -> KeyedTick:
        """Record that ``staff`` keyed this redemption on the POS; returns the tick that stands."""
        if not staff.strip():
            raise ValueError("a tick needs the name of who keyed it")
        try:
            self._db.execute(
                "INSERT OR IGNORE INTO pos_keyed (movement_id, staff, till, keyed_at) VALUES (?, ?, ?, ?)",
                (movement_id, staff, till, time_text(self._clock())),
            )
        except sqlite3.Error as exc:
            raise StorageError(f"The till could not record the POS tick: {exc}") from exc
        found = self.get(movement_id)
        if found is None:
            raise StorageError("The till could not record the POS tick: it was not kept.")
        return found

    def get(self, movement_id: str) -> KeyedTick | None:
        try:
            row = self._db.execute(
                "SELECT movement_id, staff, till, keyed_at FROM pos_keyed WHERE movement_id = ?",
                (movement_id,),
            ).fetchone()
        except sqlite3.Error as exc:
            raise StorageError(f"The till could not read its POS ticks: {exc}") from exc
        return None if row is None else KeyedTick(row[0], row[1], row[2], time_from_text(row[3]))

    def keyed_among(self, movement_ids: Collection[str]) -> set[str]:
        """Which of these movements have a tick."""
        # The ids as one JSON array, whatever their number: a statement of as many "?" as ids is
        # prepared and kept in the connection's cache for each new count, and a shift's list of
        # redemptions grows all day, so the cache filled with ever longer statements (megabytes).
        try:
            rows = self._db.execute(
                "SELECT movement_id FROM pos_keyed WHERE movement_id IN (SELECT value FROM json_each(?))",
                (json.dumps(list(movement_ids)),),
            )
            return {row[0] for row in rows}
        except sqlite3.Error as exc:
            raise StorageError(f"The till could not read its POS ticks: {exc}") from exc
