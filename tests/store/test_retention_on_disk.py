"""What the retention reduces is gone from the files on disk, not only from what the till reads:
SQLite keeps a page's old content in the database file until a checkpoint copies the new one over
it (and in a freed page unless told to overwrite it), so a till open for weeks would keep every
whole code and guest's name its retention had reduced."""

from __future__ import annotations

from datetime import datetime, timedelta
from decimal import Decimal
from pathlib import Path

from app.store.audit import AuditLog
from app.store.db import connect
from app.store.journal import Journal
from app.store.order_index import IndexedOrder, OrderIndex
from app.store.retention import reduce_old_data
from helpers.clock import FakeClock
from helpers.store_lines import journalled, redeemed, searched

NOW = datetime(2025, 6, 30, 12, 0)
OLD = NOW - timedelta(days=120)


def on_disk(folder: Path, name: str) -> bytes:
    """Every byte of a store: its file, its write-ahead log and its shared memory."""
    return b"".join(path.read_bytes() for path in sorted(folder.glob(name + "*")))


def test_reduced_codes_and_forgotten_guests_are_not_left_in_the_files_while_the_till_is_open(
    tmp_path: Path,
) -> None:
    clock = FakeClock(OLD)
    journal = Journal(tmp_path / "journal.sqlite3", clock=clock)
    done = journalled(journal, "SPA50OLDCODE", "12.50")
    journal.mark_done(done.id, 501)
    audit = AuditLog(tmp_path / "audit.sqlite3", clock=clock)
    audit.append(redeemed("SPA50OLDCODE", "12.50", 501))
    audit.append(searched("done: 1 found in 9 orders", 'searched "Kowalska" over 12 months'))
    index = OrderIndex(tmp_path / "orders-index-7.sqlite3")
    index.add(
        [
            IndexedOrder(
                order_id=41,
                created=OLD,
                email="anna.kowalska@example.pl",
                customer_name="Anna Kowalska",
                recipient_name="",
                recipient_email="",
                payment_reference="PAY-41",
                currency="GBP",
                total=Decimal("50.00"),
            )
        ]
    )
    # The stores were written and checkpointed before (a till closed and opened again the next day).
    for name in ("journal.sqlite3", "audit.sqlite3", "orders-index-7.sqlite3"):
        db = connect(tmp_path / name)
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        db.close()
    assert b"SPA50OLDCODE" in on_disk(tmp_path, "journal.sqlite3")
    report = reduce_old_data(tmp_path, None, days=90, now=NOW, till="Front desk")
    assert (report.movements, report.audit_entries, report.orders) == (1, 2, 1)
    assert report.problems == []
    # The till is still open: its own connections hold every store, so none was checkpointed on close.
    assert b"SPA50OLDCODE" not in on_disk(tmp_path, "journal.sqlite3")
    assert b"SPA50OLDCODE" not in on_disk(tmp_path, "audit.sqlite3")
    assert b"Kowalska" not in on_disk(tmp_path, "audit.sqlite3")
    assert b"Kowalska" not in on_disk(tmp_path, "orders-index-7.sqlite3")
    assert b"anna.kowalska" not in on_disk(tmp_path, "orders-index-7.sqlite3")
    for store in (journal, audit, index):
        store.close()
