"""Who did what at this till: the record the service does not keep (it knows only the location).

The log is append-only. Triggers refuse UPDATE and DELETE, and each row's checksum is the SHA-256
of the previous row's checksum and a canonical text of the row itself, so anyone who gets past the
triggers with raw SQL still leaves a row that ``verify()`` names. The chain cannot stop someone who
rewrites every later checksum too (it is not keyed); it makes casual or accidental edits visible.
"""

from __future__ import annotations

import contextlib
import csv
import hashlib
import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, fields
from datetime import datetime
from decimal import Decimal
from pathlib import Path
from typing import Any

from app.core.audit_line import AuditLine
from app.core.csv_text import csv_cell
from app.core.masking import mask_emails_in
from app.store.db import (
    SqliteStore,
    decimal_from_text,
    decimal_text,
    event_id_from_store,
    settled_by_service,
    stored_event_id,
    time_from_text,
    time_text,
    write_transaction,
)

GENESIS = "0" * 64

_SCHEMA = """
CREATE TABLE IF NOT EXISTS audit (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    time TEXT NOT NULL,
    till TEXT NOT NULL,
    staff TEXT NOT NULL,
    manager TEXT,
    action TEXT NOT NULL,
    code TEXT,
    order_id INTEGER,
    event_id INTEGER,
    amount TEXT,
    currency TEXT,
    outcome TEXT NOT NULL,
    service_event_id INTEGER,
    reason TEXT,
    checksum TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS audit_time ON audit (time);
"""
#: What refuses a change to a written row; lifted only by the retention's reduction of old entries
#: (``app.store.audit_reduce``), inside the one transaction that re-seals the chain.
NO_UPDATE = """CREATE TRIGGER IF NOT EXISTS audit_no_update BEFORE UPDATE ON audit
BEGIN
    SELECT RAISE(ABORT, 'the audit log is append-only');
END"""
_NO_DELETE = """CREATE TRIGGER IF NOT EXISTS audit_no_delete BEFORE DELETE ON audit
BEGIN
    SELECT RAISE(ABORT, 'the audit log is append-only');
END"""
_SCHEMA += f"{NO_UPDATE};\n{_NO_DELETE};\n"

_INSERT = (
    "INSERT INTO audit (seq, time, till, staff, manager, action, code, order_id, event_id, amount, "
    "currency, outcome, service_event_id, reason, checksum) VALUES (:seq, :time, :till, :staff, "
    ":manager, :action, :code, :order_id, :event_id, :amount, :currency, :outcome, :service_event_id, "
    ":reason, :checksum)"
)

_COLUMNS = (
    "seq, time, till, staff, manager, action, code, order_id, event_id, amount, currency, "
    "outcome, service_event_id, reason, checksum"
)


@dataclass(frozen=True)
class AuditEntry:
    seq: int
    time: datetime
    till: str
    staff: str
    manager: str | None
    action: str
    code: str | None
    order_id: int | None
    event_id: int | None
    amount: Decimal | None
    currency: str | None
    outcome: str
    service_event_id: int | None
    reason: str | None
    checksum: str


CSV_HEADER = [field.name for field in fields(AuditEntry)]


class AuditLog(SqliteStore):
    """The audit file of one till. There is deliberately no way to change or remove an entry."""

    schema = _SCHEMA
    store = "audit log"

    def append(self, line: AuditLine, *, flush: bool = True) -> AuditEntry:
        """Add one entry, chained to the last; it is committed to disk when this returns.

        ``flush=False`` is for the outcome of a movement, whose journal row is written the same way
        (``settled_by_service``): the entry survives a crash of the till, and a power cut that loses
        it loses the last second or so of outcomes; a movement whose outcome row went with it is
        reconciled at the next start and its entry written again. It takes a disk flush off the
        time between the service's answer and the cashier reading it.
        """
        if not line.action.strip() or not line.staff.strip() or not line.till.strip():
            raise ValueError("an audit entry needs an action, the staff name and the till name")
        values = {
            "time": time_text(self._clock()),
            "till": line.till,
            "staff": line.staff,
            "manager": line.manager,
            "action": line.action,
            "code": line.code,
            "order_id": _opt_int(line.order_id),
            "event_id": stored_event_id(_opt_int(line.event_id)),
            "amount": decimal_text(line.amount),
            "currency": line.currency,
            # No e-mail address reaches the file, whoever writes (``app.core.masking``).
            "outcome": mask_emails_in(line.outcome),
            "service_event_id": stored_event_id(_opt_int(line.service_event_id)),
            "reason": None if line.reason is None else mask_emails_in(line.reason),
        }
        with contextlib.nullcontext() if flush else settled_by_service(self._db):
            return self._append(values)

    def _append(self, values: dict[str, Any]) -> AuditEntry:
        # The write lock is taken before the tail is read, so two writers cannot both chain onto
        # the same previous row.
        with write_transaction(self._db):
            last = self._db.execute("SELECT seq, checksum FROM audit ORDER BY seq DESC LIMIT 1").fetchone()
            next_seq = self._next_seq()
            previous = GENESIS if last is None else str(last[1])
            row = {"seq": next_seq, **values}
            row["checksum"] = _chain(previous, row)
            self._db.execute(_INSERT, row)
        return self._entries("WHERE seq = ?", (next_seq,))[0]

    def entries(
        self,
        *,
        start: datetime | None = None,
        end: datetime | None = None,
        staff: str | None = None,
        action: str | None = None,
    ) -> list[AuditEntry]:
        """Entries oldest first; ``start`` and ``end`` are both included."""
        clauses: list[str] = []
        params: list[object] = []
        if start is not None:
            clauses.append("time >= ?")
            params.append(time_text(start))
        if end is not None:
            clauses.append("time <= ?")
            params.append(time_text(end))
        if staff is not None:
            clauses.append("staff = ?")
            params.append(staff)
        if action is not None:
            clauses.append("action = ?")
            params.append(action)
        where = f"WHERE {' AND '.join(clauses)}" if clauses else ""
        return self._entries(where, tuple(params))

    def verify(self) -> list[int]:
        """Sequence numbers where the log is wrong, ascending; empty when it is intact.

        An edited row fails its own check; a row edited together with its checksum makes the next
        row fail too. Missing rows are named by the first missing number of each gap, including a
        gap at the end (numbers the table issued whose rows are gone).
        """
        bad: list[int] = []
        previous = GENESIS
        expected_seq = 1
        rows = self._db.execute(f"SELECT {_COLUMNS} FROM audit ORDER BY seq")  # noqa: S608 - constant
        for row in rows:
            record = dict(zip(CSV_HEADER, row, strict=True))
            seq = int(record["seq"])
            if seq > expected_seq:
                bad.append(expected_seq)
            stored = str(record.pop("checksum"))
            if _chain(previous, record) != stored:
                bad.append(seq)
            previous = stored
            expected_seq = seq + 1
        if self._next_seq() > expected_seq:
            bad.append(expected_seq)
        return bad

    def export_csv(self, path: Path, entries: Iterable[AuditEntry]) -> None:
        """Write entries as UTF-8 CSV with a header; amounts as exact decimal text."""
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("w", encoding="utf-8", newline="") as handle:
            writer = csv.writer(handle)
            writer.writerow(CSV_HEADER)
            for entry in entries:
                writer.writerow([csv_cell(getattr(entry, name)) for name in CSV_HEADER])

    def _next_seq(self) -> int:
        """The number the next row gets; sqlite_sequence remembers numbers of deleted tail rows."""
        issued = self._db.execute("SELECT seq FROM sqlite_sequence WHERE name = 'audit'").fetchone()
        highest = self._db.execute("SELECT MAX(seq) FROM audit").fetchone()[0]
        return max(int(issued[0]) if issued else 0, int(highest or 0)) + 1

    def _entries(self, where: str, params: tuple[object, ...]) -> list[AuditEntry]:
        # Only fixed clauses with placeholders reach ``where``; values travel as parameters.
        rows = self._db.execute(f"SELECT {_COLUMNS} FROM audit {where} ORDER BY seq", params)  # noqa: S608
        return [_entry(row) for row in rows]


def _chain(previous: str, record: dict[str, Any]) -> str:
    """SHA-256 of the previous checksum and this row as sorted-key JSON of its stored values."""
    canonical = json.dumps(record, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(f"{previous}\n{canonical}".encode()).hexdigest()


def _opt_int(value: int | None) -> int | None:
    """Ids go in as true ints: text would be coerced by SQLite and no longer match its checksum."""
    return None if value is None else int(value)


def _entry(row: Sequence[Any]) -> AuditEntry:
    return AuditEntry(
        seq=row[0],
        time=time_from_text(row[1]),
        till=row[2],
        staff=row[3],
        manager=row[4],
        action=row[5],
        code=row[6],
        order_id=row[7],
        event_id=event_id_from_store(row[8]),
        amount=decimal_from_text(row[9]),
        currency=row[10],
        outcome=row[11],
        service_event_id=event_id_from_store(row[12]),
        reason=row[13],
        checksum=row[14],
    )
