"""Who did what at this till: the record the service does not keep (it knows only the location).

The log is append-only. Triggers refuse UPDATE and DELETE, and each row's checksum seals the
previous row's checksum and a canonical text of the row itself with a key kept in the OS keyring
(``app.store.audit_chain``), so anyone who gets past the triggers with raw SQL still leaves a row
that ``check()`` names, and cannot compute the checksums again without the key.
"""

from __future__ import annotations

import contextlib
import csv
import sqlite3
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, fields
from datetime import datetime
from decimal import Decimal
from pathlib import Path
from typing import Any

from app.core.audit_line import AuditLine
from app.core.csv_text import csv_cell
from app.core.i18n import QT_TRANSLATE_NOOP
from app.core.masking import mask_emails_in
from app.store.audit_chain import GENESIS, UNKEYED, AuditChain, AuditKey, LineCheck, is_keyed
from app.store.db import (
    Clock,
    SqliteStore,
    decimal_from_text,
    decimal_text,
    event_id_from_store,
    local_now,
    settled_by_service,
    stored_event_id,
    time_from_text,
    time_text,
    write_transaction,
)

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

CHANGED = "changed"
REMOVED = "removed"
INSERTED = "inserted"


@dataclass(frozen=True)
class ChainCheck:
    """What a check of the whole chain found."""

    lines: int
    #: The last line's checksum (``GENESIS`` for an empty log): printed on the shift report.
    head: str
    #: Every line number that is wrong, ascending; empty when the chain is intact.
    bad: tuple[int, ...] = ()
    #: The first wrong line and what happened to it (``CHANGED``, ``REMOVED`` or ``INSERTED``).
    first: int | None = None
    problem: str | None = None
    #: Lines sealed without a key (older files, no keyring): they show accidental edits only.
    unkeyed: int = 0
    #: Lines sealed with a key this computer's keyring does not hold: not checked here.
    unchecked: int = 0


class AuditLog(SqliteStore):
    """The audit file of one till. There is deliberately no way to change or remove an entry.

    ``key`` seals new lines; without one (a training till, tests) lines are sealed unkeyed.
    """

    schema = _SCHEMA
    store = QT_TRANSLATE_NOOP("Store", "audit log")

    def __init__(
        self, path: Path, clock: Clock = local_now, *, key: AuditKey | AuditChain | None = None
    ) -> None:
        super().__init__(path, clock)
        self._key = key

    @property
    def chain(self) -> AuditChain:
        if isinstance(self._key, AuditKey):
            return self._key.chain()
        return self._key or UNKEYED

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
            row["checksum"] = self.chain.seal(previous, row)
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
        """Line numbers where the log is wrong, ascending; empty when it is intact."""
        return list(self.check().bad)

    def check(self) -> ChainCheck:
        """Check the whole chain (``ChainCheck``).

        An edited line fails its own check while the next line still chains onto its stored
        checksum: changed. A line that fails, and whose next line chains onto the line before it,
        was inserted. Missing lines are named by the first missing number of each gap, including a
        gap at the end (numbers the table issued whose lines are gone): removed.
        """
        return _check_on(self._db, self.chain)

    def check_elsewhere(self) -> ChainCheck:
        """``check()`` on a connection of its own, for a worker thread: 10,000 lines take about
        0.2 s to check, too long for the GUI thread, and the till keeps writing meanwhile."""
        db = sqlite3.connect(f"file:{self.path}?mode=ro", uri=True, isolation_level=None)
        try:
            return _check_on(db, self.chain)
        finally:
            db.close()

    def head(self) -> tuple[int, str]:
        """How many lines the log holds and its last checksum (``GENESIS`` when empty), unchecked."""
        count = int(self._db.execute("SELECT COUNT(*) FROM audit").fetchone()[0])
        last = self._db.execute("SELECT checksum FROM audit ORDER BY seq DESC LIMIT 1").fetchone()
        return count, GENESIS if last is None else str(last[0])

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


def _check_on(db: sqlite3.Connection, chain: AuditChain) -> ChainCheck:
    rows = [
        dict(zip(CSV_HEADER, row, strict=True))
        for row in db.execute(f"SELECT {_COLUMNS} FROM audit ORDER BY seq")  # noqa: S608 - constant
    ]
    issued = db.execute("SELECT seq FROM sqlite_sequence WHERE name = 'audit'").fetchone()
    highest = rows[-1]["seq"] if rows else 0
    return check_rows(rows, chain, max(int(issued[0]) if issued else 0, int(highest)) + 1)


def check_rows(rows: list[dict[str, Any]], chain: AuditChain, next_seq: int | None = None) -> ChainCheck:
    """The check of ``rows`` (oldest first, with their checksums); ``next_seq`` finds a lost tail."""
    bad: list[tuple[int, str]] = []
    previous = GENESIS
    expected_seq = 1
    keyed_seen = False
    unkeyed = unchecked = 0
    for index, row in enumerate(rows):
        seq = int(row["seq"])
        if seq > expected_seq:
            bad.append((expected_seq, REMOVED))
        expected_seq = max(expected_seq, seq + 1)
        stored = str(row["checksum"])
        verdict = chain.check(previous, _record(row), stored)
        if is_keyed(stored):
            keyed_seen = True
        else:
            unkeyed += 1
            if keyed_seen:  # what an edit made without the key leaves
                verdict = LineCheck.BAD
        if verdict is LineCheck.NO_KEY:
            unchecked += 1
        elif verdict is LineCheck.BAD:
            happened = _what_happened(rows, index, previous, chain)
            bad.append((seq, happened))
            if happened == INSERTED:  # the lines after it chain onto the line before it
                continue
        previous = stored
    if next_seq is not None and next_seq > expected_seq:
        bad.append((expected_seq, REMOVED))
    bad.sort()
    return ChainCheck(
        lines=len(rows),
        head=str(rows[-1]["checksum"]) if rows else GENESIS,
        bad=tuple(dict.fromkeys(seq for seq, _ in bad)),
        first=bad[0][0] if bad else None,
        problem=bad[0][1] if bad else None,
        unkeyed=unkeyed,
        unchecked=unchecked,
    )


def _record(row: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in row.items() if key != "checksum"}


def _what_happened(rows: list[dict[str, Any]], index: int, previous: str, chain: AuditChain) -> str:
    """A failing line whose next line chains onto the line before it was put in between: inserted."""
    if index + 1 < len(rows):
        following = rows[index + 1]
        if chain.check(previous, _record(following), str(following["checksum"])) is LineCheck.GOOD:
            return INSERTED
    return CHANGED


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
