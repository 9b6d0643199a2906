"""Check the release channel and stage a verified update, through tufup, off the event loop.

TUF does the verifying: the trusted root (shipped) names the keys; timestamp, snapshot and targets
must be signed by them, unexpired and never older than what the till has already seen; the archive
must match the length and hashes that the signed targets list. Anything else is refused here with
a reason a manager can read, and nothing is extracted. The network runs on a daemon thread with a
socket timeout and an overall deadline, so a slow or dead channel never holds the till.
"""

from __future__ import annotations

import asyncio
import enum
import logging
import shutil
import sys
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import requests
from tuf.api import exceptions as tuf_errors
from tufup.client import Client
from tufup.utils.platform_specific import install_update

from app.core.i18n import QT_TRANSLATE_NOOP, translate
from app.services.updates.channel import ROOT_FILE, UpdateChannel

_log = logging.getLogger(__name__)

#: Seconds one connection or one gap between bytes may take (requests' timeout, through tuf).
SOCKET_TIMEOUT_S = 10.0
#: Seconds a whole check, download and verification may take before the till stops waiting.
DEADLINE_S = 120.0


class Refusal(enum.Enum):
    TAMPERED = "tampered"
    WRONG_KEY = "wrong-key"
    EXPIRED = "expired"
    ROLLBACK = "rollback"
    SLOW = "slow"
    UNREACHABLE = "unreachable"
    INVALID = "invalid"


_WORDS = {
    Refusal.TAMPERED: QT_TRANSLATE_NOOP(
        "Updates", "The update's archive does not match its signed description: not installed."
    ),
    Refusal.WRONG_KEY: QT_TRANSLATE_NOOP(
        "Updates", "The update channel's files are not signed by this till's release keys: not installed."
    ),
    Refusal.EXPIRED: QT_TRANSLATE_NOOP(
        "Updates", "The update channel's signed files have expired: not installed."
    ),
    Refusal.ROLLBACK: QT_TRANSLATE_NOOP(
        "Updates", "The update channel offers an older release than the till already has: not installed."
    ),
    Refusal.SLOW: QT_TRANSLATE_NOOP(
        "Updates", "The update channel is too slow to answer: no update now, the till works on."
    ),
    Refusal.UNREACHABLE: QT_TRANSLATE_NOOP(
        "Updates", "The update channel cannot be reached: no update now, the till works on."
    ),
    Refusal.INVALID: QT_TRANSLATE_NOOP("Updates", "The update channel's files are not valid: not installed."),
}


@dataclass(frozen=True)
class NoUpdate:
    """The channel is trusted and has nothing newer than this till."""


@dataclass(frozen=True)
class UpdateStaged:
    """A newer release, downloaded, verified and unpacked into ``folder``, waiting to be installed."""

    version: str
    folder: Path


@dataclass(frozen=True)
class UpdateRefused:
    reason: Refusal

    @property
    def message(self) -> str:
        return translate("Updates", _WORDS[self.reason])


UpdateResult = NoUpdate | UpdateStaged | UpdateRefused


def _metadata_refusal(error: Exception) -> Refusal:
    if isinstance(error, tuf_errors.ExpiredMetadataError):
        return Refusal.EXPIRED
    if isinstance(error, tuf_errors.UnsignedMetadataError):
        return Refusal.WRONG_KEY
    if isinstance(error, tuf_errors.BadVersionNumberError):
        return Refusal.ROLLBACK
    if isinstance(error, tuf_errors.SlowRetrievalError | requests.Timeout):
        return Refusal.SLOW
    if isinstance(error, tuf_errors.RepositoryError):
        return Refusal.INVALID
    return Refusal.UNREACHABLE


def _archive_refusal(error: Exception) -> Refusal:
    if isinstance(error, tuf_errors.LengthOrHashMismatchError | tuf_errors.DownloadLengthMismatchError):
        return Refusal.TAMPERED
    return _metadata_refusal(error)


_EXPECTED = (tuf_errors.RepositoryError, tuf_errors.DownloadError, requests.RequestException, OSError)


class _Client(Client):  # type: ignore[misc]
    """tufup's client, refreshed once: the till refreshes first to tell each refusal apart (tufup's
    own check turns a bad signature or a dead channel into "no update"), and TUF allows one refresh."""

    _refreshed = False

    def refresh(self) -> None:
        if not self._refreshed:
            super().refresh()
            self._refreshed = True


def _client(
    channel: UpdateChannel, current_version: str, state_dir: Path, socket_timeout_s: float
) -> _Client:
    metadata_dir, targets_dir = state_dir / "metadata", state_dir / "targets"
    for folder in (metadata_dir, targets_dir):
        folder.mkdir(parents=True, exist_ok=True)
    trusted = metadata_dir / ROOT_FILE
    if not trusted.exists():
        # The first check trusts the root the install shipped; later ones the newest root TUF
        # verified against it (a key rotation is signed by the old keys).
        shutil.copyfile(channel.trusted_root, trusted)
    client = _Client(
        app_name=channel.app_name,
        app_install_dir=state_dir,
        current_version=current_version,
        metadata_dir=metadata_dir,
        metadata_base_url=channel.metadata_url,
        target_dir=targets_dir,
        target_base_url=channel.targets_url,
    )
    # tufup builds its own fetcher; its socket timeout is the connect and read-gap limit.
    client._fetcher.socket_timeout = socket_timeout_s
    return client


def _newest_offered(client: _Client) -> Any:
    versions = [
        meta.version
        for meta in client.trusted_target_metas
        if meta.name == client.current_archive.name and meta.is_archive
    ]
    return max(versions, default=None)


def prepare_update(
    channel: UpdateChannel,
    current_version: str,
    state_dir: Path,
    *,
    socket_timeout_s: float = SOCKET_TIMEOUT_S,
) -> UpdateResult:
    """Check the channel, then download, verify and unpack a newer release (blocking: a worker's job)."""
    try:
        client = _client(channel, current_version, state_dir, socket_timeout_s)
        client.refresh()
    except _EXPECTED as error:
        return _refused(_metadata_refusal(error), error)
    newest = _newest_offered(client)
    if newest is None or newest < client.current_archive.version:
        return _refused(Refusal.ROLLBACK, f"newest offered {newest}, installed {current_version}")
    try:
        target = client.check_for_updates(patch=False)
    except _EXPECTED as error:
        return _refused(_metadata_refusal(error), error)
    if target is None:
        return NoUpdate()
    return _stage(client, str(target.version), state_dir)


def _stage(client: _Client, version: str, state_dir: Path) -> UpdateResult:
    """Download the archive (TUF checks its length and hashes) and unpack it into its own folder."""
    folder = state_dir / "staged" / version
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    client.extract_dir = folder
    unpacked: list[Path] = []

    def stage(src_dir: Path, dst_dir: Path, **_: Any) -> None:
        unpacked.append(src_dir)

    try:
        client.download_and_apply_update(skip_confirmation=True, install=stage)
    except _EXPECTED as error:
        shutil.rmtree(folder, ignore_errors=True)
        return _refused(_archive_refusal(error), error)
    if not unpacked:
        shutil.rmtree(folder, ignore_errors=True)
        return _refused(Refusal.INVALID, "the archive could not be unpacked")
    _log.info("update %s verified and staged", version)
    return UpdateStaged(version, folder)


def _refused(reason: Refusal, why: object) -> UpdateRefused:
    _log.warning("update refused (%s): %s", reason.value, why)
    return UpdateRefused(reason)


async def check_and_stage(
    channel: UpdateChannel,
    current_version: str,
    state_dir: Path,
    *,
    deadline_s: float = DEADLINE_S,
    socket_timeout_s: float = SOCKET_TIMEOUT_S,
) -> UpdateResult:
    """:func:`prepare_update` on a daemon thread; past ``deadline_s`` the till stops waiting for it.

    A daemon thread rather than the loop's executor: a channel that drips bytes can outlast the
    deadline, and the till must still be able to close without waiting for it.
    """
    loop = asyncio.get_running_loop()
    done: asyncio.Future[UpdateResult] = loop.create_future()

    def settle(result: UpdateResult) -> None:
        if not done.done():
            done.set_result(result)

    def work() -> None:
        result: UpdateResult = UpdateRefused(Refusal.INVALID)
        try:
            result = prepare_update(channel, current_version, state_dir, socket_timeout_s=socket_timeout_s)
        finally:
            try:
                loop.call_soon_threadsafe(settle, result)
            except RuntimeError:
                _log.info("update check finished after the till closed")

    threading.Thread(target=work, name="update-check", daemon=True).start()
    try:
        return await asyncio.wait_for(asyncio.shield(done), deadline_s)
    except TimeoutError:
        return _refused(Refusal.SLOW, f"no answer within {deadline_s:.0f} s")


def install(staged: UpdateStaged, install_dir: Path, *, restart: bool = True) -> None:
    """Put the staged release in place of the installed one.

    On Windows this is tufup's installer: a script that waits for the till to exit (the program's
    files are locked while it runs), then moves the files in; this process ends there. On macOS
    tufup copies the files and starts the till again, which the closing till wants and an
    administrator's ``--update-now`` (``restart=False``) does not; a bundle's files can be replaced
    under a running program there, as on Linux, where the files are copied over the install and the
    next start runs the new release.
    """
    if sys.platform == "win32" or (sys.platform == "darwin" and restart):
        install_update(src_dir=staged.folder, dst_dir=install_dir, purge_dst_dir=False)
        return
    shutil.copytree(staged.folder, install_dir, dirs_exist_ok=True)
