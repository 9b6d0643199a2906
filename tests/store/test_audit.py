"""The audit log records who did what and shows any row changed behind its back."""

from __future__ import annotations

import csv
import sqlite3
from decimal import Decimal
from pathlib import Path

import pytest

from app.core.audit_line import AuditLine
from app.store.audit import CSV_HEADER, AuditLog
from helpers.clock import FakeClock
from helpers.store_lines import redeemed


def _fill(log: AuditLog, clock: FakeClock) -> None:
    log.append(redeemed("SPA50XYZ", "12.50", 501))
    clock.advance(minutes=5)
    log.append(
        AuditLine(
            action="reverse",
            till="Front desk",
            staff="Alice",
            manager="Mo",
            outcome="done",
            code="SPA50XYZ",
            event_id=501,
            amount=Decimal("12.50"),
            currency="GBP",
            service_event_id=502,
            reason="customer changed mind",
        )
    )
    clock.advance(minutes=5)
    log.append(AuditLine(action="pin_locked", till="Front desk", staff="Bob", outcome="locked"))
    clock.advance(minutes=5)
    log.append(
        AuditLine(
            action="refund",
            till="Front desk",
            staff="Bob",
            manager="Mo",
            outcome="rejected",
            order_id=77,
            reason="voucher_used",
        )
    )


def _raw(path: Path) -> sqlite3.Connection:
    raw = sqlite3.connect(path, isolation_level=None)
    raw.execute("DROP TRIGGER audit_no_update")
    raw.execute("DROP TRIGGER audit_no_delete")
    return raw


def test_appended_entries_read_back_in_order_and_the_chain_verifies(tmp_path: Path, clock: FakeClock) -> None:
    path = tmp_path / "data" / "audit.sqlite3"
    with AuditLog(path, clock) as log:
        _fill(log, clock)
    with AuditLog(path, clock) as log:
        entries = log.entries()
        assert log.verify() == []
    assert [e.seq for e in entries] == [1, 2, 3, 4]
    assert [e.action for e in entries] == ["redeem", "reverse", "pin_locked", "refund"]
    reverse = entries[1]
    assert (reverse.staff, reverse.manager, reverse.event_id, reverse.service_event_id) == (
        "Alice",
        "Mo",
        501,
        502,
    )
    assert reverse.amount == Decimal("12.50")
    assert reverse.reason == "customer changed mind"
    assert entries[0].manager is None
    assert len({e.checksum for e in entries}) == 4


def test_entries_filter_by_time_staff_and_action(tmp_path: Path, clock: FakeClock) -> None:
    start = clock.now
    with AuditLog(tmp_path / "audit.sqlite3", clock) as log:
        _fill(log, clock)
        assert [e.seq for e in log.entries(staff="Bob")] == [3, 4]
        assert [e.seq for e in log.entries(action="reverse")] == [2]
        assert [e.seq for e in log.entries(start=start.replace(minute=5), end=start.replace(minute=10))] == [
            2,
            3,
        ]
        assert log.entries(staff="Bob", action="redeem") == []


def test_the_app_cannot_update_or_delete_a_row(tmp_path: Path, clock: FakeClock) -> None:
    path = tmp_path / "audit.sqlite3"
    with AuditLog(path, clock) as log:
        _fill(log, clock)
    raw = sqlite3.connect(path)
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        raw.execute("UPDATE audit SET amount = '1.00' WHERE seq = 1")
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        raw.execute("DELETE FROM audit WHERE seq = 1")
    raw.close()
    assert not hasattr(AuditLog, "update")
    assert not hasattr(AuditLog, "delete")


@pytest.mark.parametrize(
    ("tamper", "flagged"),
    [
        ("UPDATE audit SET amount = '1.50' WHERE seq = 1", [1]),
        ("UPDATE audit SET staff = 'Carol' WHERE seq = 3", [3]),
        ("UPDATE audit SET manager = NULL WHERE seq = 2", [2]),
        ("UPDATE audit SET time = '2024-12-24 08:00:00.000000' WHERE seq = 4", [4]),
        ("DELETE FROM audit WHERE seq = 2", [2, 3]),
        ("DELETE FROM audit WHERE seq = 4", [4]),
        ("UPDATE audit SET seq = 10 WHERE seq = 4", [4, 10]),
        (
            "INSERT INTO audit (seq, time, till, staff, action, outcome, checksum) "
            "VALUES (5, '2024-12-24 10:00:00.000000', 'Front desk', 'Eve', 'redeem', 'done', 'x')",
            [5],
        ),
    ],
    ids=["amount", "staff", "manager", "time", "delete-middle", "delete-last", "renumber", "insert"],
)
def test_tampering_with_raw_sql_is_detected(
    tmp_path: Path, clock: FakeClock, tamper: str, flagged: list[int]
) -> None:
    path = tmp_path / "audit.sqlite3"
    with AuditLog(path, clock) as log:
        _fill(log, clock)
    raw = _raw(path)
    raw.execute(tamper)
    raw.close()
    with AuditLog(path, clock) as log:
        assert log.verify() == flagged


def test_an_edit_that_also_rewrites_its_checksum_breaks_the_next_link(
    tmp_path: Path, clock: FakeClock
) -> None:
    path = tmp_path / "audit.sqlite3"
    with AuditLog(path, clock) as log:
        _fill(log, clock)
    raw = _raw(path)
    raw.execute("UPDATE audit SET amount = '1.50', checksum = ? WHERE seq = 1", ("f" * 64,))
    raw.close()
    with AuditLog(path, clock) as log:
        assert log.verify() == [1, 2]


def test_new_entries_after_reopening_extend_the_chain(tmp_path: Path, clock: FakeClock) -> None:
    path = tmp_path / "audit.sqlite3"
    with AuditLog(path, clock) as log:
        _fill(log, clock)
    with AuditLog(path, clock) as log:
        entry = log.append(
            AuditLine(action="export", till="Front desk", staff="Mo", manager="Mo", outcome="done")
        )
        assert entry.seq == 5
        assert log.verify() == []


def test_csv_export_is_readable_and_keeps_exact_amounts(tmp_path: Path, clock: FakeClock) -> None:
    with AuditLog(tmp_path / "audit.sqlite3", clock) as log:
        _fill(log, clock)
        log.append(
            AuditLine(
                action="redeem",
                till="Front desk",
                staff='=HYPERLINK("http://x")',
                outcome="done",
                code="SPA50XYZ",
                amount=Decimal("0.10"),
                currency="GBP",
            )
        )
        target = tmp_path / "exports" / "audit.csv"
        log.export_csv(target, log.entries())
    with target.open(encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle))
    assert list(rows[0]) == CSV_HEADER
    assert [row["action"] for row in rows] == ["redeem", "reverse", "pin_locked", "refund", "redeem"]
    assert rows[0]["amount"] == "12.50"
    assert rows[4]["amount"] == "0.10"
    assert rows[1]["manager"] == "Mo"
    assert rows[0]["manager"] == ""
    assert rows[1]["time"] == "2024-12-24 09:05:00"
    assert rows[4]["staff"].startswith("'=")


def test_money_must_be_decimal(tmp_path: Path) -> None:
    with AuditLog(tmp_path / "audit.sqlite3") as log:
        with pytest.raises(TypeError, match="Decimal"):
            log.append(AuditLine(action="redeem", till="T", staff="A", outcome="done", amount=1.5))  # type: ignore[arg-type]
        assert log.entries() == []


def test_a_movements_outcome_skips_the_flush_and_the_next_entry_is_synced_again(
    tmp_path: Path, clock: FakeClock
) -> None:
    """An outcome the service recorded is written as the journal writes it (no flush: a power cut
    is reconciled at the next start); every other entry, a manager's decision say, is flushed."""
    statements: list[str] = []
    with AuditLog(tmp_path / "audit.sqlite3", clock) as log:
        log._db.set_trace_callback(statements.append)
        log.append(
            AuditLine(action="redeem", till="T1", staff="Ann", outcome="done", code="SPA50PART"), flush=False
        )
        log.append(AuditLine(action="override", till="T1", staff="Ann", manager="Mo", outcome="done"))
        log._db.set_trace_callback(None)
        syncs = [s for s in statements if s.startswith(("PRAGMA synchronous", "COMMIT"))]
        assert syncs == ["PRAGMA synchronous=NORMAL", "COMMIT", "PRAGMA synchronous=FULL", "COMMIT"]
        assert [e.action for e in log.entries()] == ["redeem", "override"]
        assert log.verify() == []
