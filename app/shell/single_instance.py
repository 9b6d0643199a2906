"""One till per settings folder: a second start finds the first and brings its window forward.

Two tills on one journal would each think they alone record the movements of that folder. The lock
is Qt's ``QLockFile`` in the config folder: it holds the process id, so a lock left by a till that
crashed or was killed is taken over (the process is gone), while a live till's lock is never called
stale however long it runs. The second start asks the first to raise its window by writing to a
wake-up file the first one watches (``QFileSystemWatcher``): QtCore only, since loading QtNetwork
for a local socket would add some 50 ms to every start.
"""

from __future__ import annotations

import contextlib
import logging
from enum import StrEnum
from pathlib import Path

from PySide6.QtCore import QFileSystemWatcher, QLockFile, QObject, Signal

from app import APP_SLUG

log = logging.getLogger(__name__)

LOCK_NAME = f"{APP_SLUG}.lock"
WAKE_NAME = f"{APP_SLUG}.wake"


class Claim(StrEnum):
    MINE = "mine"
    RUNNING = "running"
    UNWRITABLE = "unwritable"


class SingleInstance(QObject):
    """Signals: ``activated()`` when a second start asked this till to come to the front."""

    activated = Signal()

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self._lock = QLockFile(str(folder / LOCK_NAME))
        self._lock.setStaleLockTime(0)
        self._wake = folder / WAKE_NAME
        self._watcher: QFileSystemWatcher | None = None

    def claim(self) -> Claim:
        if self._lock.tryLock(0):
            self._listen()
            return Claim.MINE
        if self._lock.error() == QLockFile.LockError.LockFailedError:
            return Claim.RUNNING
        log.error("Cannot create the lock file in %s: %s", self.folder, self._lock.error())
        return Claim.UNWRITABLE

    def wake_first(self) -> bool:
        """Ask the running till to raise its window; False when its wake-up file cannot be written."""
        try:
            with self._wake.open("a", encoding="utf-8") as handle:
                handle.write("raise\n")
        except OSError as exc:
            log.warning("Could not ask the running till to come to the front: %s", exc)
            return False
        return True

    def release(self) -> None:
        if self._watcher is not None:
            self._watcher.removePaths(self._watcher.files())
            self._watcher = None
        self._lock.unlock()

    def _listen(self) -> None:
        try:
            self._wake.write_text("", encoding="utf-8")
        except OSError as exc:
            log.warning("No wake-up file for a second start: %s", exc)
            return
        watcher = QFileSystemWatcher([str(self._wake)], self)
        watcher.fileChanged.connect(self._woken)
        self._watcher = watcher

    def _woken(self, path: str) -> None:
        if self._watcher is not None and path not in self._watcher.files() and Path(path).exists():
            self._watcher.addPath(path)  # some platforms stop watching a file once it changes
        if not Path(path).exists() or Path(path).stat().st_size == 0:
            return
        log.info("A second start asked this till to come to the front")
        with contextlib.suppress(OSError):
            self._wake.write_text("", encoding="utf-8")  # read: the next start is a new request
        self.activated.emit()
