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
import hashlib
import logging
import os
import shutil
import sys
import threading
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import requests
from tuf.api import exceptions as tuf_errors
from tuf.api.metadata import Metadata
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
    """A newer release, downloaded, verified and unpacked into ``folder``, waiting to be installed.

    ``manifest`` is every file of it with its SHA-256, taken as it was unpacked: the folder waits a
    whole shift on disk, and what is installed must be what was verified (``install`` checks)."""

    version: str
    folder: Path
    manifest: dict[str, str] = field(default_factory=dict, compare=False, repr=False)


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
    _trust_root(channel.trusted_root, metadata_dir / ROOT_FILE)
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


def _trust_root(shipped: Path, kept: Path) -> None:
    """The root the check starts from: the newest one TUF verified on an earlier check (a key
    rotation is signed by the old keys), unless that copy is damaged, older than the root this
    install ships (a reinstall brought a newer one) or not signed by the shipped root's keys (put
    there by something else than the check): then the shipped root, from which TUF walks the
    channel's later roots again. Written whole or not at all, so a full disk leaves no empty copy."""
    trusted = Metadata[Any].from_bytes(shipped.read_bytes())
    try:
        earlier = Metadata[Any].from_bytes(kept.read_bytes())
        if earlier.signed.version > trusted.signed.version:
            trusted.verify_delegate("root", earlier)
            return
        if earlier.signed.version == trusted.signed.version and kept.read_bytes() == shipped.read_bytes():
            return
    except (OSError, ValueError, tuf_errors.RepositoryError) as exc:
        _log.info("the kept update root is not used (%s): the shipped one is", type(exc).__name__)
    partial = kept.with_suffix(".partial")
    shutil.copyfile(shipped, partial)
    os.replace(partial, kept)


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
    # A folder of its own: a check given up on at its deadline may still be running, and whatever it
    # does when it ends must not touch what a later check staged.
    folder = state_dir / "staged" / f"{version}-{uuid.uuid4().hex[:8]}"
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
    return UpdateStaged(version, folder, manifest_of(folder))


def manifest_of(folder: Path) -> dict[str, str]:
    """Every file under ``folder`` (its path from there) with its SHA-256."""
    return {
        file.relative_to(folder).as_posix(): _sha256(file)
        for file in sorted(folder.rglob("*"))
        if file.is_file() or file.is_symlink()
    }


def _sha256(file: Path) -> str:
    digest = hashlib.sha256()
    with file.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


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


class InstallFailed(Exception):
    """The staged release could not be written into the install; ``message`` says what the till is
    left as (the files it replaced were put back, or, if even that failed, that it needs reinstalling)."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def install(staged: UpdateStaged, install_dir: Path, *, restart: bool = True) -> None:
    """Put the staged release in place of the installed one.

    On Windows this is tufup's installer: a script that waits for the till to exit (the program's
    files are locked while it runs), then moves the files in; this process ends there. On macOS
    tufup copies the files and starts the till again, which the closing till wants and an
    administrator's ``--update-now`` (``restart=False``) does not. Elsewhere, and then, the files
    are copied over the install here (a bundle's files can be replaced under a running program
    there), and the next start runs the new release; a copy that fails part of the way puts back
    what it had replaced (``InstallFailed``), so the install is never half one release.
    """
    check_staged(staged)
    if installs_after_exit(restart=restart):
        install_update(src_dir=staged.folder, dst_dir=install_dir, purge_dst_dir=False)
        return
    _copy_over(staged.folder, install_dir, staged.folder.with_name(f"{staged.folder.name}.replaced"))
    # What was staged is in place now: the next check stages afresh.
    shutil.rmtree(staged.folder.parent, ignore_errors=True)


def check_staged(staged: UpdateStaged) -> None:
    """Raise ``InstallFailed`` unless the staged folder holds exactly the files verified."""
    try:
        unchanged = manifest_of(staged.folder) == staged.manifest
    except OSError:
        unchanged = False
    if not unchanged:
        _log.error("the staged update %s was changed after it was verified", staged.version)
        raise InstallFailed(
            translate(
                "Updates",
                "The update was changed on this computer after it was checked: nothing was installed.",
            )
        )


def installs_after_exit(*, restart: bool = True) -> bool:
    """Whether ``install`` hands the files over to a script and ends this process (Windows, and a
    macOS till that restarts), rather than copying them in and returning."""
    return sys.platform == "win32" or (sys.platform == "darwin" and restart)


def _copy_over(source: Path, target: Path, backup: Path) -> None:
    """Copy every file of ``source`` over ``target``, keeping each file it replaces in ``backup``
    first; if one copy fails, every file written is put back as it was."""
    shutil.rmtree(backup, ignore_errors=True)
    written: list[tuple[Path, Path | None]] = []
    try:
        for file in sorted(p for p in source.rglob("*") if p.is_file()):
            relative = file.relative_to(source)
            destination = target / relative
            kept: Path | None = None
            if destination.exists() or destination.is_symlink():
                kept = backup / relative
                kept.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(destination, kept, follow_symlinks=False)
            written.append((destination, kept))
            destination.parent.mkdir(parents=True, exist_ok=True)
            if destination.is_symlink():
                destination.unlink()
            shutil.copy2(file, destination)
    except OSError as exc:
        _log.error("the update could not be written into %s: %s", target, exc)
        raise InstallFailed(_put_back(written, exc)) from exc
    except KeyboardInterrupt:
        _put_back(written, OSError("stopped"))
        raise
    shutil.rmtree(backup, ignore_errors=True)


def _put_back(written: list[tuple[Path, Path | None]], cause: OSError) -> str:
    """Undo a copy that failed; the words say what the install is left as."""
    try:
        for destination, kept in reversed(written):
            if destination.is_symlink() or destination.exists():
                destination.unlink()
            if kept is not None:
                shutil.copy2(kept, destination, follow_symlinks=False)
    except OSError as again:
        _log.error("the files the update replaced could not all be put back: %s", again)
        return translate(
            "Updates",
            "The update could not be written ({why}), nor the release it replaced put back: "
            "install the till again.",
        ).format(why=cause.strerror or type(cause).__name__)
    return translate(
        "Updates", "The update could not be written ({why}): nothing was installed, the till is as it was."
    ).format(why=cause.strerror or type(cause).__name__)
