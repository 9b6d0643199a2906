"""One till per settings folder and per data folder: a second start finds the first and brings its
window forward.

Two tills on one journal would each think they alone record the movements of that folder, so the
lock is held with the data as well as with the settings: a second copy started with other settings
(another ``XDG_CONFIG_HOME``) on the same data folder is a second till on the same journal. Each
lock is Qt's ``QLockFile``, in its folder: it holds the process id, so a lock left by a till that
crashed or was killed is taken over (the process is gone), while a live till's lock is never called
stale however long it runs. The second start asks the first to raise its window by writing to a
wake-up file the first one watches (``QFileSystemWatcher``): QtCore only, since loading QtNetwork
for a local socket would add some 50 ms to every start. The first till watches a wake-up file
in each of its folders, so a second start raises it through whichever folder the two share.
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

    def __init__(self, folder: Path, data_folder: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        #: The settings folder; after a claim refused, the folder another till holds.
        self.folder = folder
        #: Whether that folder is the data folder (another till runs on this journal).
        self.on_data = False
        self._data = data_folder
        folders = [folder]
        if data_folder is not None and data_folder.resolve() != folder.resolve():
            folders.append(data_folder)  # one folder for both (Windows' AppData) is locked once
        self._locks = [(place, QLockFile(str(place / LOCK_NAME))) for place in folders]
        for _, lock in self._locks:
            lock.setStaleLockTime(0)
        self._held: list[QLockFile] = []
        self._watcher: QFileSystemWatcher | None = None

    def claim(self) -> Claim:
        for place, lock in self._locks:
            if lock.tryLock(0):
                self._held.append(lock)
                continue
            if lock.error() == QLockFile.LockError.LockFailedError:
                self._release_locks()
                self.folder, self.on_data = place, place == self._data
                return Claim.RUNNING
            if place == self._data:
                # The journal cannot be opened there either: start-up says why, in its own words.
                log.warning("Cannot create the lock file in the data folder %s: %s", place, lock.error())
                continue
            self._release_locks()
            log.error("Cannot create the lock file in %s: %s", place, lock.error())
            return Claim.UNWRITABLE
        self._listen()
        return Claim.MINE

    def wake_first(self) -> bool:
        """Ask the running till to raise its window; False when its wake-up file cannot be written."""
        try:
            with (self.folder / WAKE_NAME).open("a", encoding="utf-8") as handle:
                handle.write("raise\n")
        except OSError as exc:
            log.warning("Could not ask the running till to come to the front: %s", exc)
            return False
        return True

    def release(self) -> None:
        if self._watcher is not None:
            self._watcher.removePaths(self._watcher.files())
            self._watcher = None
        self._release_locks()

    def _release_locks(self) -> None:
        for lock in self._held:
            lock.unlock()
        self._held = []

    def _listen(self) -> None:
        wakes = []
        for place, _ in self._locks:
            try:
                (place / WAKE_NAME).write_text("", encoding="utf-8")
            except OSError as exc:
                log.warning("No wake-up file for a second start in %s: %s", place, exc)
                continue
            wakes.append(str(place / WAKE_NAME))
        if not wakes:
            return
        watcher = QFileSystemWatcher(wakes, self)
        watcher.fileChanged.connect(self._woken)
        self._watcher = watcher

    def _woken(self, path: str) -> None:
        if self._watcher is not None and path not in self._watcher.files() and Path(path).exists():
            self._watcher.addPath(path)  # some platforms stop watching a file once it changes
        if not Path(path).exists() or Path(path).stat().st_size == 0:
            return
        log.info("A second start asked this till to come to the front")
        with contextlib.suppress(OSError):
            Path(path).write_text("", encoding="utf-8")  # read: the next start is a new request
        self.activated.emit()
