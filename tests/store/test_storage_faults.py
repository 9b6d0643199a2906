"""A store that cannot be written says why in till words, records nothing half-way, and works again.

Every failure reaches the caller as ``StorageError`` with a sentence a cashier can act on, never a
``sqlite3`` error; ``probe()`` tells when the store can be written again.
"""

from __future__ import annotations

import sqlite3
from contextlib import closing
from datetime import datetime
from decimal import Decimal
from pathlib import Path

import pytest

from app.core.audit_line import AuditLine
from app.core.intent import Intent, Origin
from app.store.audit import AuditLog
from app.store.db import StorageError, folder_problem
from app.store.journal import Journal, MovementKind
from app.store.salvage import start_afresh
from helpers import logs
from helpers.clock import FakeClock
from helpers.storage import (
    damage,
    lift_limit,
    limit_growth,
    locked_by_another_program,
    opened_read_only,
    read_only_folder,
    small_disk,
)

pytestmark = pytest.mark.logs(logs.SALVAGE)


def intent(journal: Journal, code: str = "SPA50PART") -> str:
    return journal.record_intent(
        MovementKind.REDEEM,
        Intent(code=code, amount=Decimal("5.00"), currency="GBP", balance_before=Decimal("50.00")),
        Origin(71, "Sam Till", "Front desk"),
    ).id


def fill_until_it_fails(journal: Journal) -> int:
    """Write intents until the journal refuses one; returns how many were written."""
    written = 0
    while written < 10_000:
        try:
            intent(journal)
        except StorageError:
            return written
        written += 1
    raise AssertionError("the journal never filled up")


def failed_problem(journal: Journal) -> str:
    with pytest.raises(StorageError) as failed:
        intent(journal)
    return failed.value.problem


def audit_line(audit: AuditLog) -> None:
    audit.append(
        AuditLine(action="redeem", till="Front desk", staff="Sam Till", outcome="done", code="SPA50PART")
    )


def test_a_journal_that_fills_up_says_the_disk_is_full_and_keeps_no_half_entry(
    tmp_path: Path, clock: FakeClock
) -> None:
    with Journal(tmp_path / "journal.sqlite3", clock) as journal:
        limit_growth(journal)
        written = fill_until_it_fails(journal)
        assert failed_problem(journal) == "The till cannot write its journal: the disk is full"
        assert len(journal.unresolved()) == written, "the intent that failed is not in the journal"
        with pytest.raises(StorageError, match="the disk is full"):
            journal.probe()

        lift_limit(journal)
        journal.probe()
        intent(journal)
        assert len(journal.unresolved()) == written + 1


def test_a_full_file_system_is_reported_the_same_way(tmp_path: Path, clock: FakeClock) -> None:
    with (
        small_disk(tmp_path / "disk", size="1m") as disk,
        Journal(disk.path / "journal.sqlite3", clock) as journal,
    ):
        intent(journal)
        disk.fill()
        fill_until_it_fails(journal)
        assert failed_problem(journal) == "The till cannot write its journal: the disk is full"
        disk.free()
        journal.probe()
        intent(journal)


def test_a_journal_locked_by_another_program_says_so_and_works_once_let_go(
    tmp_path: Path, clock: FakeClock
) -> None:
    path = tmp_path / "journal.sqlite3"
    with Journal(path, clock) as journal:
        first = intent(journal)
        with locked_by_another_program(path):
            with pytest.raises(StorageError) as failed:
                intent(journal, "DINNER75")
            assert failed.value.problem == "The till cannot write its journal: another program has it locked"
            with pytest.raises(StorageError, match="locked"):
                journal.mark_done(first, 9001)
            with pytest.raises(StorageError, match="locked"):
                journal.probe()
            assert [m.id for m in journal.unresolved()] == [first], "reading still works"
        journal.probe()
        assert journal.mark_done(first, 9001).result_event_id == 9001


def test_a_read_only_journal_says_the_data_folder_is_read_only(tmp_path: Path, clock: FakeClock) -> None:
    with Journal(tmp_path / "journal.sqlite3", clock) as journal:
        with opened_read_only(journal):
            with pytest.raises(StorageError) as failed:
                intent(journal)
            assert failed.value.problem == "The till cannot write its journal: the data folder is read-only"
        intent(journal)


def test_an_audit_log_that_cannot_be_written_says_which_file(tmp_path: Path, clock: FakeClock) -> None:
    path = tmp_path / "audit.sqlite3"
    with AuditLog(path, clock) as audit:
        audit_line(audit)
        with locked_by_another_program(path), pytest.raises(StorageError) as failed:
            audit_line(audit)
        assert failed.value.problem == "The till cannot write its audit log: another program has it locked"
        assert audit.verify() == []
        audit_line(audit)
        assert [e.seq for e in audit.entries()] == [1, 2]


def test_opening_in_a_read_only_data_folder_says_so(tmp_path: Path, clock: FakeClock) -> None:
    folder = tmp_path / "data"
    Journal(folder / "journal.sqlite3", clock).close()
    with read_only_folder(folder), pytest.raises(StorageError) as failed:
        Journal(folder / "journal.sqlite3", clock)
    assert failed.value.problem == "The till cannot open its journal: the data folder is read-only"


def test_opening_a_damaged_file_says_it_is_damaged(tmp_path: Path, clock: FakeClock) -> None:
    path = tmp_path / "audit.sqlite3"
    AuditLog(path, clock).close()
    damage(path)
    with pytest.raises(StorageError) as failed:
        AuditLog(path, clock)
    assert (
        failed.value.problem
        == "The till cannot open its audit log: the file is damaged (it is not a till database)"
    )
    assert not isinstance(failed.value, sqlite3.Error)


@pytest.mark.parametrize("page", [3, 7, 10, 14, 20])
def test_a_damaged_page_loses_only_its_own_rows_when_the_journal_starts_afresh(
    tmp_path: Path, clock: FakeClock, page: int
) -> None:
    """One damaged page in the middle of the journal used to stop the copy there, losing every
    movement after it: now only the rows on that page are lost."""
    path = tmp_path / "journal.sqlite3"
    with Journal(path, clock=clock) as journal:
        ids = [intent(journal, code=f"CODE{n:04d}") for n in range(200)]
    with sqlite3.connect(path) as connection:
        connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    raw = bytearray(path.read_bytes())
    page_size = 4096
    raw[(page - 1) * page_size : (page - 1) * page_size + 8] = b"\xff" * 8
    path.write_bytes(bytes(raw))
    readable = _readable_rowids(path)

    fresh, salvage = start_afresh(path, Journal)
    with fresh:
        kept = {movement.id for movement in fresh.between(datetime.min, datetime.max)}
    assert salvage.kept_as.exists()
    assert salvage.carried["movements"] == len(readable) == len(kept)
    assert len(kept) >= 170  # a page holds a couple of dozen rows
    assert kept <= set(ids)


def _readable_rowids(path: Path) -> set[int]:
    found: set[int] = set()
    with closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as connection:
        for rowid in range(1, 201):
            try:
                if connection.execute("SELECT 1 FROM movements WHERE rowid = ?", (rowid,)).fetchone():
                    found.add(rowid)
            except sqlite3.Error:
                continue
    return found


def test_a_folder_that_cannot_be_created_names_the_read_only_folder_above_it(tmp_path: Path) -> None:
    parent = tmp_path / "locked"
    parent.mkdir()
    with read_only_folder(parent):
        assert folder_problem(parent / "till" / "config") == (
            "read-only",
            f"it cannot be created, because the folder it goes in ({parent}) is read-only",
        )
        with pytest.raises(StorageError, match=r"cannot be created, because the folder it goes in"):
            Journal(parent / "till" / "data" / "journal.sqlite3")


def test_a_missing_folder_that_can_be_made_is_no_problem(tmp_path: Path) -> None:
    assert folder_problem(tmp_path / "new" / "config") is None
    assert (tmp_path / "new" / "config").is_dir()
