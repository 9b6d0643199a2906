"""A manager's note that a guest says their voucher is lost: the service has no field for it, so
the till keeps it (``lost-notes.sqlite3`` in the data folder) and warns the cashier at the next
lookup of any code of that order. It holds codes, the order number, when and which manager: no
personal data. Written by Find (``app.desk.find.find``), read at every lookup."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime

from app.api.stamps import TIMESTAMP_FORMAT
from app.core.i18n import QT_TRANSLATE_NOOP
from app.store.db import SqliteStore, write_transaction

_SCHEMA = """
CREATE TABLE IF NOT EXISTS lost_notes (
    code TEXT NOT NULL, order_id INTEGER NOT NULL, noted TEXT NOT NULL, manager TEXT NOT NULL,
    PRIMARY KEY (code, order_id)
);
"""


@dataclass(frozen=True)
class LostNote:
    code: str
    order_id: int
    noted: datetime
    manager: str


class LostNotes(SqliteStore):
    """Codes a guest said were lost; used by the GUI thread only."""

    schema = _SCHEMA
    store = QT_TRANSLATE_NOOP("Store", "lost-voucher notes")

    def add(self, order_id: int, codes: Iterable[str], manager: str) -> None:
        stamp = self._clock().strftime(TIMESTAMP_FORMAT)
        with write_transaction(self._db):
            self._db.executemany(
                "INSERT OR REPLACE INTO lost_notes VALUES (?, ?, ?, ?)",
                [(code, int(order_id), stamp, manager) for code in codes],
            )

    def note_for(self, code: str) -> LostNote | None:
        row = self._db.execute(
            "SELECT code, order_id, noted, manager FROM lost_notes WHERE code = ? ORDER BY noted DESC",
            (code,),
        ).fetchone()
        if row is None:
            return None
        noted = datetime.strptime(str(row[2]), TIMESTAMP_FORMAT)
        return LostNote(str(row[0]), int(row[1]), noted, str(row[3]))
