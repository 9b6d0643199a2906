"""After the retention period the till's files keep what the shift report and the reconciliation
need, and no more: codes masked to their last 4, what a search was for forgotten, old orders and
notes dropped; the audit log's chain still shows any row changed behind its back."""

from __future__ import annotations

import os
import sqlite3
from datetime import datetime, timedelta
from decimal import Decimal
from pathlib import Path

import pytest

from app.core.bill_tag import BillTag
from app.core.masking import BULLET, mask_code
from app.core.movement import MovementState
from app.core.tips import TIPS_RECORD_YEARS, tips_record
from app.store.audit import AuditLog
from app.store.audit_reduce import ACTION_REDUCE, reduce_audit
from app.store.db import connect
from app.store.journal import Journal
from app.store.lost_notes import LostNotes
from app.store.order_index import IndexedOrder, OrderIndex
from app.store.retention import reduce_old_data
from helpers import logs
from helpers.clock import FakeClock
from helpers.store_lines import journalled, redeemed, searched

NOW = datetime(2025, 6, 30, 12, 0)
OLD = NOW - timedelta(days=120)
RECENT = NOW - timedelta(days=10)


def _audit(path: Path) -> AuditLog:
    clock = FakeClock(OLD)
    log = AuditLog(path, clock=clock)
    log.append(redeemed("SPA50OLDCODE", "12.50", 501, reason="the service said SPA50OLDCODE has 37.50 left"))
    log.append(searched("done: 2 found in 90 orders", 'searched "Kowalska" over 12 months'))
    clock.now = RECENT
    log.append(redeemed("SPA50NEWCODE", "5.00", 502, staff="Bob"))
    log.append(searched("done: 1 found in 9 orders", 'searched "Nowak" over 3 months', staff="Bob"))
    return log


def test_old_audit_entries_are_reduced_and_the_chain_still_holds(tmp_path: Path) -> None:
    path = tmp_path / "audit.sqlite3"
    log = _audit(path)
    report = reduce_old_data(tmp_path, None, days=90, now=NOW, till="Front desk")
    assert report.audit_entries == 2
    assert report.problems == []
    entries = log.entries()
    old_redeem, old_find, new_redeem, new_find, note = entries
    assert old_redeem.code == mask_code("SPA50OLDCODE")
    assert "SPA50OLDCODE" not in (old_redeem.reason or "")
    assert old_redeem.amount == Decimal("12.50")
    assert old_redeem.service_event_id == 501
    assert old_find.reason == "reduced on 2025-06-30"
    assert "Kowalska" not in str(entries)
    assert new_redeem.code == "SPA50NEWCODE", "within the period nothing changes"
    assert new_find.reason == 'searched "Nowak" over 3 months'
    assert note.action == ACTION_REDUCE
    assert note.outcome == "2 entries before 2025-04-01 reduced"
    assert log.verify() == [], "the chain was sealed again over the reduced form"
    # A second run finds nothing more to do and writes nothing.
    assert reduce_old_data(tmp_path, None, days=90, now=NOW, till="Front desk").audit_entries == 0
    assert len(log.entries()) == 5
    log.close()


def test_tampering_after_a_reduction_is_still_detected(tmp_path: Path) -> None:
    path = tmp_path / "audit.sqlite3"
    log = _audit(path)
    reduce_old_data(tmp_path, None, days=90, now=NOW, till="Front desk")
    raw = sqlite3.connect(path)
    with pytest.raises(sqlite3.DatabaseError, match="append-only"):
        raw.execute("UPDATE audit SET amount = '1.00' WHERE seq = 1")
    raw.execute("DROP TRIGGER audit_no_update")
    raw.execute("UPDATE audit SET amount = '1.00' WHERE seq = 1")
    raw.commit()
    raw.close()
    assert log.verify() == [1]
    log.close()


@pytest.mark.logs(logs.RETENTION_LEFT)
def test_a_broken_chain_is_not_sealed_again(tmp_path: Path) -> None:
    path = tmp_path / "audit.sqlite3"
    log = _audit(path)
    raw = sqlite3.connect(path)
    raw.execute("DROP TRIGGER audit_no_update")
    raw.execute("UPDATE audit SET staff = 'Mallory' WHERE seq = 2")
    raw.commit()
    raw.close()
    report = reduce_old_data(tmp_path, None, days=90, now=NOW, till="Front desk")
    assert report.audit_entries == 0
    assert "broken at entry 2" in report.problems[0]
    assert log.entries()[0].code == "SPA50OLDCODE"
    assert log.verify() == [2], "the break is still there to be seen"
    db = connect(path)
    assert reduce_audit(db, NOW - timedelta(days=90), NOW, "Front desk").broken == (2,)
    db.close()
    log.close()


def test_settled_movements_lose_their_code_open_ones_keep_it(tmp_path: Path) -> None:
    clock = FakeClock(OLD)
    journal = Journal(tmp_path / "journal.sqlite3", clock=clock)
    done = journalled(journal, "SPA50OLDCODE", "12.50")
    journal.mark_done(done.id, 501)
    pending = journalled(journal, "SPA50OPEN", "1", staff="Al")
    clock.now = RECENT
    recent = journalled(journal, "SPA50NEWCODE", "5", staff="Bob")
    journal.mark_done(recent.id, 502)
    report = reduce_old_data(tmp_path, None, days=90, now=NOW, till="Front desk")
    assert report.movements == 1
    reduced = journal.get(done.id)
    assert reduced.code == mask_code("SPA50OLDCODE")
    assert reduced.state is MovementState.DONE
    assert reduced.result_event_id == 501
    assert reduced.expected_amount == Decimal("12.50")
    assert journal.get(pending.id).code == "SPA50OPEN", "the till may still need to ask about it"
    assert journal.get(recent.id).code == "SPA50NEWCODE"
    journal.close()


def test_old_orders_notes_and_log_files_are_dropped(tmp_path: Path) -> None:
    index = OrderIndex(tmp_path / "orders-index-7.sqlite3")
    index.add([_order(1, OLD), _order(2, RECENT)])
    index.close()
    notes = LostNotes(tmp_path / "lost-notes.sqlite3", clock=FakeClock(OLD))
    notes.add(1, ["SPA50OLDCODE"], "Mo")
    notes.close()
    logs = tmp_path / "logs"
    logs.mkdir()
    (logs / "voucher-desk.log").write_text("now")
    for name, when in (("voucher-desk.log.1", RECENT), ("voucher-desk.log.2", OLD)):
        (logs / name).write_text("then")
        os.utime(logs / name, (when.timestamp(), when.timestamp()))
    report = reduce_old_data(tmp_path, logs, days=90, now=NOW, till="Front desk")
    assert (report.orders, report.lost_notes, report.log_files) == (1, 1, 1)
    index = OrderIndex(tmp_path / "orders-index-7.sqlite3")
    assert [o.order_id for o in index.search("kowalska", OLD - timedelta(days=1))] == [2]
    index.close()
    notes = LostNotes(tmp_path / "lost-notes.sqlite3")
    assert notes.note_for("SPA50OLDCODE") is None
    notes.close()
    assert sorted(p.name for p in logs.iterdir()) == ["voucher-desk.log", "voucher-desk.log.1"]


@pytest.mark.logs(logs.RETENTION_LEFT)
def test_a_file_that_cannot_be_opened_is_named_and_the_others_are_still_reduced(tmp_path: Path) -> None:
    (tmp_path / "journal.sqlite3").write_bytes(b"not a database at all" * 100)
    log = _audit(tmp_path / "audit.sqlite3")
    report = reduce_old_data(tmp_path, None, days=90, now=NOW, till="Front desk")
    assert report.audit_entries == 2
    assert any("journal" in problem for problem in report.problems)
    log.close()


def test_no_e_mail_address_reaches_the_journal_or_the_audit_log(tmp_path: Path) -> None:
    """Whoever writes: the store masks an address, whole or typed in part, before it is kept."""
    log = AuditLog(tmp_path / "audit.sqlite3")
    log.append(searched("done: 1 found", 'searched "jane.doe@example.com" over 12 months', till="T"))
    log.append(
        searched("done: 0 found for kowalska.anna@", 'searched "kowalska.anna@gm" over 12 months', till="T")
    )
    journal = Journal(tmp_path / "journal.sqlite3")
    moved = journalled(journal, "SPA50X", "1", till="T")
    journal.mark_rejected(moved.id, "refused: ask jane.doe@example.com")
    log.close()
    journal.close()
    for name in ("audit.sqlite3", "journal.sqlite3"):
        text = (tmp_path / name).read_bytes().decode("utf-8", "replace")
        assert "jane.doe@" not in text
        assert "kowalska.anna@" not in text
        assert f"j{BULLET * 3}@example.com" in text
    entries = AuditLog(tmp_path / "audit.sqlite3").entries()
    assert entries[1].reason == f'searched "k{BULLET * 3}@gm" over 12 months'


def _order(order_id: int, created: datetime) -> IndexedOrder:
    return IndexedOrder(
        order_id=order_id,
        created=created,
        email="a.kowalska@example.com",
        customer_name="Anna Kowalska",
        recipient_name="",
        recipient_email="",
        payment_reference=f"PAY{order_id}",
        currency="GBP",
        total=Decimal("50"),
    )


def test_the_tips_record_outlives_the_guest_data_retention(tmp_path: Path) -> None:
    # The Tips Act asks three years; the guests' data goes after 90 days. A bill's tip, taken
    # 120 days ago, is still in the record once the old movement's code is masked.
    clock = FakeClock(OLD)
    journal = Journal(tmp_path / "journal.sqlite3", clock=clock)
    tag = BillTag("b1", "Table 2", Decimal("50.00"), "GBP", tip=Decimal("10.00"))
    tipped = journalled(journal, "SPA50OLDCODE", "50.00", bill=tag)
    journal.mark_done(tipped.id, 601)
    before = tips_record(journal.between(OLD - timedelta(days=1), NOW))
    assert reduce_old_data(tmp_path, None, days=90, now=NOW, till="Front desk").movements == 1
    after = tips_record(journal.between(OLD - timedelta(days=1), NOW))
    assert after == before
    assert [(row.staff, row.bill, row.tip) for row in after] == [("Alice", "Table 2", Decimal("10.00"))]
    assert journal.get(tipped.id).code == mask_code("SPA50OLDCODE")
    assert TIPS_RECORD_YEARS * 365 > 90
    journal.close()
