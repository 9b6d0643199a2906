"""One till per settings folder: a second start finds the first and brings its window forward.

Two tills on one journal would each think they alone record the movements of that folder. The lock
is Qt's ``QLockFile`` in the config folder: it holds the process id, so a lock left by a till that
crashed or was killed is taken over (the process is gone), while a live till's lock is never called
stale however long it runs. A ``QLocalServer`` named after the folder lets the second start ask
the first to raise its window.
"""

from __future__ import annotations

import hashlib
import logging
from enum import StrEnum
from pathlib import Path

from PySide6.QtCore import QLockFile, QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

from app import APP_SLUG

log = logging.getLogger(__name__)

LOCK_NAME = f"{APP_SLUG}.lock"
#: How long a second start waits to reach the first one (loopback, no window is up yet).
WAKE_TIMEOUT_MS = 1000


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
        digest = hashlib.sha256(str(folder.resolve()).encode()).hexdigest()[:24]
        self._name = f"{APP_SLUG}-{digest}"
        self._server: QLocalServer | None = None

    def claim(self) -> Claim:
        if self._lock.tryLock(0):
            self._listen()
            return Claim.MINE
        if self._lock.error() == QLockFile.LockError.LockFailedError:
            return Claim.RUNNING
        log.error("Cannot create the lock file in %s: %s", self.folder, self._lock.error())
        return Claim.UNWRITABLE

    def wake_first(self) -> bool:
        """Ask the running till to raise its window; False when it cannot be reached."""
        socket = QLocalSocket()
        socket.connectToServer(self._name)
        if not socket.waitForConnected(WAKE_TIMEOUT_MS):
            return False
        socket.write(b"raise\n")
        socket.waitForBytesWritten(WAKE_TIMEOUT_MS)
        socket.disconnectFromServer()
        return True

    def release(self) -> None:
        if self._server is not None:
            self._server.close()
            self._server = None
        self._lock.unlock()

    def _listen(self) -> None:
        # The lock is ours, so a server name left over by a crashed till is stale: remove it.
        QLocalServer.removeServer(self._name)
        server = QLocalServer()
        if not server.listen(self._name):
            log.warning("No wake-up channel for a second start: %s", server.errorString())
            return
        server.newConnection.connect(self._woken)
        self._server = server

    def _woken(self) -> None:
        server = self._server
        while server is not None and server.hasPendingConnections():
            connection = server.nextPendingConnection()
            connection.disconnected.connect(connection.deleteLater)
        log.info("A second start asked this till to come to the front")
        self.activated.emit()
