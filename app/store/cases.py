"""Vouchers a manager reported a problem with: the service has no block, reissue, transfer or
extension of a code, so the till keeps the case (``cases.sqlite3`` in the data folder) and refuses
money on the code until a manager closes it.

A case holds the code (to find it again at a scan: the file stays on the till, as the audit log
does, and every screen and sheet shows it masked), its order, the reason, a manager's note, who
opened it and who closed it. No guest's name or e-mail is kept here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from app.core.cases import Case
from app.core.i18n import QT_TRANSLATE_NOOP
from app.core.masking import mask_emails_in
from app.core.movement import code_key
from app.core.paths import CASES_FILE
from app.store.db import SqliteStore, time_from_text, time_text, write_transaction

__all__ = ["CASES_FILE", "Case", "CaseStore"]

_SCHEMA = """
CREATE TABLE IF NOT EXISTS cases (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    code TEXT NOT NULL,
    code_key TEXT NOT NULL,
    order_id INTEGER,
    reason TEXT NOT NULL,
    note TEXT NOT NULL,
    opened TEXT NOT NULL,
    manager TEXT NOT NULL,
    staff TEXT NOT NULL,
    till TEXT NOT NULL,
    closed TEXT,
    closed_by TEXT,
    closing_note TEXT
);
CREATE INDEX IF NOT EXISTS cases_open ON cases (code_key, closed);
"""
_COLUMNS = "id, code, order_id, reason, note, opened, manager, staff, till, closed, closed_by, closing_note"


class CaseStore(SqliteStore):
    """The till's cases; used by the GUI thread only (a read is one indexed row)."""

    schema = _SCHEMA
    store = QT_TRANSLATE_NOOP("Store", "voucher cases")

    def open_case(
        self, *, code: str, order_id: int | None, reason: str, note: str, manager: str, staff: str, till: str
    ) -> Case:
        with write_transaction(self._db):
            cursor = self._db.execute(
                "INSERT INTO cases (code, code_key, order_id, reason, note, opened, manager, staff, till) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    code,
                    code_key(code),
                    None if order_id is None else int(order_id),
                    reason,
                    # A note may quote the guest: no e-mail address is kept whole.
                    mask_emails_in(note.strip()),
                    time_text(self._clock()),
                    manager,
                    staff,
                    till,
                ),
            )
            case_id = int(cursor.lastrowid or 0)
        return self.get(case_id)

    def close_case(self, case_id: int, *, manager: str, note: str) -> Case:
        with write_transaction(self._db):
            self._db.execute(
                "UPDATE cases SET closed = ?, closed_by = ?, closing_note = ? "
                "WHERE id = ? AND closed IS NULL",
                (time_text(self._clock()), manager, mask_emails_in(note.strip()), int(case_id)),
            )
        return self.get(case_id)

    def get(self, case_id: int) -> Case:
        found = self._select("WHERE id = ?", (int(case_id),))
        if not found:
            raise KeyError(case_id)
        return found[0]

    def open_for(self, code: str) -> Case | None:
        """The oldest open case on ``code``, in any spelling of it, or None."""
        found = self._select("WHERE code_key = ? AND closed IS NULL", (code_key(code),))
        return found[0] if found else None

    def of_code(self, code: str) -> list[Case]:
        return self._select("WHERE code_key = ?", (code_key(code),))

    def every(self) -> list[Case]:
        """Open cases first, then closed ones, each oldest first."""
        return sorted(self._select("", ()), key=lambda case: (not case.is_open, case.opened))

    def _select(self, where: str, params: tuple[object, ...]) -> list[Case]:
        # Only fixed clauses with placeholders reach ``where``; values travel as parameters.
        rows = self._db.execute(f"SELECT {_COLUMNS} FROM cases {where} ORDER BY id", params)  # noqa: S608
        return [_case(row) for row in rows]


def _case(row: Sequence[Any]) -> Case:
    return Case(
        id=int(row[0]),
        code=str(row[1]),
        order_id=None if row[2] is None else int(row[2]),
        reason=str(row[3]),
        note=str(row[4]),
        opened=time_from_text(row[5]),
        manager=str(row[6]),
        staff=str(row[7]),
        till=str(row[8]),
        closed=None if row[9] is None else time_from_text(row[9]),
        closed_by=row[10],
        closing_note=row[11],
    )
