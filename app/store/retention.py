"""How long the till keeps what it knows about guests in its own files, and the reduction after.

The period is a setting (``retention_days``), 90 days by default: long enough for the month's
reconciliation with the service and the hotel's monthly audit, and for a card chargeback or a
dispute raised within the schemes' usual 60–90 days of the sale (the manager needs the event, the
amount and the order then, and can still reveal the code from the service); short enough that the
till's files stop identifying guests and vouchers once nobody at the desk needs them (GDPR's data
minimisation and storage limitation). After it:

- the journal (``journal.sqlite3``): a settled movement's code is masked to its last 4
  (``app.store.journal_reduce``); amounts, states, event ids and order numbers stay;
- the audit log (``audit.sqlite3``): codes masked, a reason that quotes a guest reduced, the chain
  sealed again and the reduction recorded (``app.store.audit_reduce``);
- Find's order index (``orders-index-<property>.sqlite3``): orders created before the cutoff are
  dropped (names, e-mails, payment references);
- lost-voucher notes (``lost-notes.sqlite3``): notes older than the cutoff are dropped (the audit
  log keeps the ``lost_note`` line, with the order number);
- voucher cases (``cases.sqlite3``): a case closed before the cutoff keeps its record with its code
  masked (an open case keeps its code: the till must still know the voucher when it is scanned);
- the log folder: rotated log files last written before the cutoff are deleted.

Staff names (the staff-language file, the audit log's "who") are the employer's records of its
own staff, not guests' data: they are kept. Slips and reports are printed or saved where a manager
chooses; the till keeps no copy.

Runs on a worker thread with its own connections (each store is opened here, never the GUI's), at
start-up and once a day while the till stays open (``app.desk.status.retention``). Each store is
reduced in one short transaction; a store that cannot be opened or written is named in the report
and tried again next time.
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from pathlib import Path
from typing import Protocol, TypeVar

from app.api.stamps import TIMESTAMP_FORMAT
from app.core.masking import mask_code
from app.core.paths import AUDIT_FILE, CASES_FILE, JOURNAL_FILE
from app.store.audit_chain import UNKEYED, AuditChain
from app.store.audit_reduce import reduce_audit
from app.store.db import StorageError, connect, time_text, write_over, write_transaction
from app.store.journal_reduce import reduce_journal
from app.store.order_index import OrderIndex

log = logging.getLogger(__name__)

#: How long a reduction waits for the GUI thread's write to finish (it never waits the other way).
_BUSY_MS = 2000
JOURNAL = JOURNAL_FILE
AUDIT = AUDIT_FILE
LOST_NOTES = "lost-notes.sqlite3"
ORDER_INDEXES = "orders-index-*.sqlite3"
LOG_FILES = "voucher-desk.log.*"
_Work = Callable[[sqlite3.Connection], int]


@dataclass
class RetentionReport:
    """What one run reduced; ``problems`` name the files it could not (kept for the next run)."""

    cutoff: datetime
    movements: int = 0
    audit_entries: int = 0
    orders: int = 0
    lost_notes: int = 0
    cases: int = 0
    log_files: int = 0
    problems: list[str] = field(default_factory=list)


def cutoff_for(now: datetime, days: int) -> datetime:
    return now - timedelta(days=days)


def reduce_old_data(
    data_dir: Path,
    log_dir: Path | None,
    *,
    days: int,
    now: datetime,
    till: str,
    audit_chain: AuditChain = UNKEYED,
) -> RetentionReport:
    """Reduce every file of the till in ``data_dir`` (and ``log_dir``) older than ``days``."""
    report = RetentionReport(cutoff_for(now, days))
    cutoff = report.cutoff
    journal = data_dir / JOURNAL
    if journal.exists():
        report.movements = _with(journal, "journal", report, lambda db: reduce_journal(db, cutoff))
    audit = data_dir / AUDIT
    if audit.exists():

        def audit_reduction(db: sqlite3.Connection) -> int:
            done = reduce_audit(db, cutoff, now, till, audit_chain)
            if done.broken:
                report.problems.append(
                    f"The audit log's checksum chain is broken at entry {done.broken[0]}: "
                    "its old entries were not reduced."
                )
            return done.reduced

        report.audit_entries = _with(audit, "audit log", report, audit_reduction)
    notes = data_dir / LOST_NOTES
    if notes.exists():
        report.lost_notes = _with(notes, "lost-voucher notes", report, lambda db: _forget_notes(db, cutoff))
    cases = data_dir / CASES_FILE
    if cases.exists():
        report.cases = _with(cases, "voucher cases", report, lambda db: _mask_closed_cases(db, cutoff))
    for path in sorted(data_dir.glob(ORDER_INDEXES)):
        report.orders += _forget_orders(path, cutoff, report)
    if log_dir is not None:
        report.log_files = _old_logs(log_dir, cutoff, report)
    if report.problems:
        log.warning("Retention left some files as they were: %s", " ".join(report.problems))
    log.info(
        "Retention (%s days, before %s): %s movements, %s audit entries, %s orders, %s lost notes, "
        "%s log files reduced",
        days, cutoff.date(), report.movements, report.audit_entries, report.orders, report.lost_notes,
        report.log_files,
    )  # fmt: skip
    return report


class _Closing(Protocol):
    def close(self) -> None: ...


_Store = TypeVar("_Store", bound=_Closing)


def _reduced(report: RetentionReport, opened: Callable[[], _Store], work: Callable[[_Store], int]) -> int:
    """How many records ``work`` reduced in the store ``opened`` gives, closed after; 0 when either
    fails, the problem in ``report``: one store that cannot be read does not stop the others."""
    try:
        store = opened()
    except StorageError as exc:
        report.problems.append(exc.problem)
        return 0
    try:
        return work(store)
    except StorageError as exc:
        report.problems.append(exc.problem)
        return 0
    finally:
        store.close()


def _with(path: Path, store: str, report: RetentionReport, work: _Work) -> int:
    def reduce(db: sqlite3.Connection) -> int:
        db.execute(f"PRAGMA busy_timeout={_BUSY_MS}")
        done = work(db)
        if done:
            _written_over(write_over(db), store, report)
        return done

    return _reduced(report, lambda: connect(path, store), reduce)


def _written_over(done: bool, store: str, report: RetentionReport) -> None:
    if not done:
        report.problems.append(
            f"The {store}'s file still holds part of what was reduced: it is written over when the "
            "till closes."
        )


def _forget_notes(db: sqlite3.Connection, cutoff: datetime) -> int:
    """Notes older than ``cutoff`` dropped; asked first, so an ordinary day takes no write lock."""
    stamp = cutoff.strftime(TIMESTAMP_FORMAT)
    if db.execute("SELECT 1 FROM lost_notes WHERE noted < ? LIMIT 1", (stamp,)).fetchone() is None:
        return 0
    return int(db.execute("DELETE FROM lost_notes WHERE noted < ?", (stamp,)).rowcount)


def _mask_closed_cases(db: sqlite3.Connection, cutoff: datetime) -> int:
    """Cases closed before ``cutoff`` keep their record, their code masked (no longer found by it)."""
    stamp = time_text(cutoff)
    rows = db.execute(
        "SELECT id, code FROM cases WHERE closed IS NOT NULL AND closed < ? AND code_key != ''", (stamp,)
    ).fetchall()
    with write_transaction(db):
        db.executemany(
            "UPDATE cases SET code = ?, code_key = '' WHERE id = ?",
            [(mask_code(code), i) for i, code in rows],
        )
    return len(rows)


def _forget_orders(path: Path, cutoff: datetime, report: RetentionReport) -> int:
    def forget(index: OrderIndex) -> int:
        if not index.holds_older_than(cutoff):
            return 0
        gone = index.forget_older_than(cutoff)
        _written_over(index.write_over(), "order index", report)
        return gone

    return _reduced(report, lambda: OrderIndex(path), forget)


def _old_logs(log_dir: Path, cutoff: datetime, report: RetentionReport) -> int:
    """Rotated log files last written before the cutoff; the one being written is never touched."""
    gone = 0
    for path in log_dir.glob(LOG_FILES):
        try:
            if datetime.fromtimestamp(path.stat().st_mtime) < cutoff:
                path.unlink()
                gone += 1
        except OSError as exc:
            report.problems.append(f"The till cannot remove the old log file {path.name}: {exc.strerror}")
    return gone
