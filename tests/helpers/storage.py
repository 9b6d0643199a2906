"""Storage faults at the edge, made real: SQLite's own limits and locks, and a folder nobody may write.

Tests run as root in CI containers, where ``chmod`` stops no write. A read-only folder is then made
with the immutable attribute (``chattr +i``), which binds root too; as an ordinary user, ``chmod``.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
from collections.abc import Iterator
from contextlib import closing, contextmanager
from pathlib import Path

import pytest

from app.store.db import GuardedConnection, SqliteStore


def limit_growth(store: SqliteStore) -> None:
    """The store's file may grow no further (``PRAGMA max_page_count``): once its pages are full,
    SQLite fails exactly as on a full disk (SQLITE_FULL). Portable, and needs no privileges."""
    pages = store._db.execute("PRAGMA page_count").fetchone()[0]
    store._db.execute(f"PRAGMA max_page_count = {int(pages)}")


def lift_limit(store: SqliteStore) -> None:
    store._db.execute("PRAGMA max_page_count = 1073741823")


class SmallDisk:
    """A real, tiny file system (tmpfs, as root) that a test fills up and frees again."""

    def __init__(self, mount_point: Path) -> None:
        self.path = mount_point
        self._filler = mount_point / "filler.bin"

    def fill(self) -> None:
        fd = os.open(self._filler, os.O_WRONLY | os.O_CREAT | os.O_APPEND)
        try:
            for size in (65536, 4096, 512, 1):
                while True:
                    try:
                        os.write(fd, b"\0" * size)
                    except OSError:
                        break
        finally:
            os.close(fd)

    def free(self) -> None:
        self._filler.unlink(missing_ok=True)


@contextmanager
def small_disk(where: Path, size: str = "4m") -> Iterator[SmallDisk]:
    """Mount a ``size`` tmpfs at ``where``; skips the test where mounting is not allowed."""
    where.mkdir(parents=True, exist_ok=True)
    if os.geteuid() != 0 or shutil.which("mount") is None:
        pytest.skip("a full disk is made with a small tmpfs, which needs root")
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(where)], capture_output=True, check=False
    )
    if done.returncode != 0:
        pytest.skip(f"cannot mount a small tmpfs here: {done.stderr.decode().strip()}")
    try:
        yield SmallDisk(where)
    finally:
        subprocess.run(["umount", "-l", str(where)], check=False)


@contextmanager
def locked_by_another_program(path: Path) -> Iterator[sqlite3.Connection]:
    """A second connection holds the write lock, as a database viewer or a backup tool might."""
    with closing(sqlite3.connect(path, isolation_level=None, timeout=0)) as other:
        other.execute("BEGIN EXCLUSIVE")
        try:
            yield other
        finally:
            other.execute("ROLLBACK")


@contextmanager
def opened_read_only(store: SqliteStore) -> Iterator[None]:
    """The store's connection is swapped for a read-only one (``mode=ro``): every write is refused
    by SQLite as it would be on a read-only folder or medium, whoever runs the test."""
    original = store._db
    read_only = sqlite3.connect(
        f"file:{store.path}?mode=ro", uri=True, isolation_level=None, factory=GuardedConnection
    )
    assert isinstance(read_only, GuardedConnection)
    read_only.store = original.store  # type: ignore[attr-defined]
    store._db = read_only
    try:
        yield
    finally:
        store._db = original
        read_only.close()


@contextmanager
def read_only_folder(folder: Path) -> Iterator[None]:
    """``folder`` and the files in it cannot be written, created or removed, even by root."""
    targets = [folder, *sorted(folder.iterdir())] if folder.is_dir() else [folder]
    if os.geteuid() == 0:
        if shutil.which("chattr") is None:
            pytest.skip("running as root without chattr: no way to make a folder read-only")
        done = subprocess.run(["chattr", "+i", *map(str, targets)], capture_output=True, check=False)
        if done.returncode != 0:
            pytest.skip(f"this file system has no immutable attribute: {done.stderr.decode().strip()}")
        try:
            yield
        finally:
            subprocess.run(["chattr", "-i", *map(str, targets)], check=True)
        return
    modes = {target: target.stat().st_mode for target in targets}
    for target in targets:
        target.chmod(0o555 if target.is_dir() else 0o444)
    try:
        yield
    finally:
        for target, mode in modes.items():
            target.chmod(mode)


def damage(path: Path) -> None:
    """Overwrite a store file with garbage, as a failing disk or a bad copy leaves it."""
    for sidecar in (path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")):
        sidecar.unlink(missing_ok=True)
    path.write_bytes(b"this is not a database, it is garbage \x00\xff" * 200)


def damage_tail(path: Path) -> None:
    """Overwrite the last page of a store with garbage: the file opens, ``quick_check`` fails, and
    rows on the earlier pages can still be read, as after a torn write at the end of the disk."""
    with closing(sqlite3.connect(path, isolation_level=None)) as db:
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        page_size = int(db.execute("PRAGMA page_size").fetchone()[0])
    data = bytearray(path.read_bytes())
    data[-page_size:] = b"\xde\xad\xbe\xef" * (page_size // 4)
    path.write_bytes(bytes(data))


@contextmanager
def held_exclusively(path: Path) -> Iterator[None]:
    """Another program holds the file in exclusive locking mode: the till can neither read nor write
    it, as when a database tool keeps a file open for a long operation."""
    with closing(sqlite3.connect(path, isolation_level=None, timeout=0)) as other:
        other.execute("PRAGMA locking_mode=EXCLUSIVE")
        other.execute("BEGIN EXCLUSIVE")
        try:
            yield
        finally:
            other.execute("ROLLBACK")
