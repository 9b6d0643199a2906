"""The keyed audit chain: lines sealed with a key from the keyring, checked wherever it is."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.core.audit_line import AuditLine
from app.store.audit import CHANGED, INSERTED, REMOVED, AuditLog
from app.store.audit_chain import AuditChain, AuditKey, is_keyed
from helpers.keyrings import MemoryKeyring, NoKeyring


def _lines(log: AuditLog, count: int) -> None:
    for n in range(count):
        log.append(
            AuditLine(action="settings", till="Desk", staff="Alice", outcome="done", reason=f"line {n + 1}")
        )


@pytest.fixture
def keyring() -> MemoryKeyring:
    return MemoryKeyring()


@pytest.fixture
def keyed(tmp_path: Path, keyring: MemoryKeyring) -> Iterator[AuditLog]:
    with AuditLog(tmp_path / "audit.sqlite3", key=AuditKey(backend=keyring)) as log:
        _lines(log, 5)
        yield log


def _raw(log: AuditLog) -> sqlite3.Connection:
    raw = sqlite3.connect(log.path, isolation_level=None)
    raw.execute("DROP TRIGGER audit_no_update")
    raw.execute("DROP TRIGGER audit_no_delete")
    return raw


def test_lines_are_keyed_and_the_key_is_in_the_keyring_not_the_file(
    keyed: AuditLog, keyring: MemoryKeyring
) -> None:
    entries = keyed.entries()
    assert all(is_keyed(e.checksum) for e in entries)
    (secret,) = keyring.saved.values()
    assert secret not in keyed.path.read_bytes().decode("utf-8", "replace")
    found = keyed.check()
    assert (found.first, found.lines, found.unkeyed, found.head) == (None, 5, 0, entries[-1].checksum)


def test_a_changed_line_is_named_even_when_its_checksums_are_computed_again(keyed: AuditLog) -> None:
    raw = _raw(keyed)
    # Without the key, the best an editor can do is the old unkeyed chain over the edited line.
    raw.execute("UPDATE audit SET reason = 'nothing here' WHERE seq = 3")
    raw.close()
    found = keyed.check()
    assert (found.first, found.problem) == (3, CHANGED)


def test_a_removed_line_is_named(keyed: AuditLog) -> None:
    raw = _raw(keyed)
    raw.execute("DELETE FROM audit WHERE seq = 2")
    raw.close()
    assert (keyed.check().first, keyed.check().problem) == (2, REMOVED)


def test_a_line_put_in_before_the_first_is_named(keyed: AuditLog) -> None:
    raw = _raw(keyed)
    first = raw.execute("SELECT * FROM audit WHERE seq = 1").fetchone()
    raw.execute("INSERT INTO audit VALUES (0" + ", ?" * (len(first) - 1) + ")", first[1:])
    raw.close()
    found = keyed.check()
    assert (found.first, found.problem, found.bad) == (0, INSERTED, (0,))


def test_a_copied_file_reads_everywhere_and_checks_where_the_key_is(
    keyed: AuditLog, tmp_path: Path, keyring: MemoryKeyring
) -> None:
    copy = tmp_path / "elsewhere.sqlite3"
    source, target = sqlite3.connect(keyed.path), sqlite3.connect(copy)
    source.backup(target)  # the file as a copy holds it, its write-ahead log included
    source.close()
    target.close()
    with AuditLog(copy, key=AuditKey(backend=MemoryKeyring())) as other_computer:
        assert len(other_computer.entries()) == 5
        found = other_computer.check()
        assert (found.first, found.unchecked) == (None, 5)
    with AuditLog(copy, key=AuditKey(backend=keyring)) as with_the_key:
        assert (with_the_key.check().first, with_the_key.check().unchecked) == (None, 0)


def test_an_old_unkeyed_file_still_checks_and_says_how_many_lines_are_unkeyed(
    tmp_path: Path, keyring: MemoryKeyring
) -> None:
    path = tmp_path / "audit.sqlite3"
    with AuditLog(path) as old:
        _lines(old, 2)
    with AuditLog(path, key=AuditKey(backend=keyring)) as log:
        _lines(log, 2)
        found = log.check()
        assert (found.first, found.unkeyed, found.lines) == (None, 2, 4)
    raw = sqlite3.connect(path, isolation_level=None)
    raw.execute("DROP TRIGGER audit_no_delete")
    raw.execute("DELETE FROM audit WHERE seq > 2")  # the keyed tail cut off, the unkeyed kept
    raw.close()
    with AuditLog(path, key=AuditKey(backend=keyring)) as log:
        assert log.check().first == 3, "the numbers the table issued are missing"


def test_without_a_keyring_lines_are_unkeyed(tmp_path: Path) -> None:
    assert AuditKey(backend=NoKeyring()).chain() == AuditChain()
    with AuditLog(tmp_path / "audit.sqlite3", key=AuditKey(backend=NoKeyring())) as log:
        _lines(log, 1)
        assert log.check().unkeyed == 1
