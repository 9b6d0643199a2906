"""``voucher-desk --update-now``: an administrator's update, without a window, of a closed till.

The till itself stages an update while it runs and installs it when the shift ends (the manager
sees "Version … is ready"). This is the same check and the same install for whoever looks after
the tills: from a script, from a remote shell, at a till whose window cannot start. It keeps the
till's rules: it refuses in training, while a till is open on this settings folder or on its data
folder (it takes the till's own locks on both, so no till can start meanwhile), and while the
journal holds a movement that is not resolved. Every refusal of the channel (a tampered archive,
another key, expired metadata, an older release, a channel that does not answer) installs nothing,
and the till stays as it was.

It prints one line and exits 0 ("Updated to …" or "No update: …"), or prints "Refused: …" and
exits 1. The line is in English: it is read by the administrator's script or console, not at the till.
"""

from __future__ import annotations

import asyncio
import logging
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QLockFile

from app import APP_NAME, __version__
from app.core.logs import setup_logging
from app.core.paths import JOURNAL_FILE, AppPaths
from app.services.updates import (
    CHANNEL_FILE,
    ChannelFileError,
    TillActivity,
    UpdateChannel,
    install_blocker,
    installed_folder,
)
from app.services.updates.channel import channel_home
from app.shell.single_instance import LOCK_NAME
from app.store.db import StorageError
from app.store.journal import Journal

if TYPE_CHECKING:
    from app.services.updates.fetch import UpdateStaged

log = logging.getLogger(__name__)

UPDATED = "Updated to"
NO_UPDATE = "No update:"
REFUSED = "Refused:"


def run_update_now(paths: AppPaths, *, training: bool) -> int:
    """Check the channel and install a newer release now; print one line, return the exit code."""
    try:
        paths.ensure()
    except OSError as exc:
        return _refuse(f"the settings folder cannot be used ({exc.strerror or exc}): nothing was installed.")
    try:
        setup_logging(paths.log_dir)
    except OSError as exc:
        sys.stderr.write(f"{APP_NAME}: no log file ({exc.strerror or exc}); updating all the same\n")
    log.info("%s %s: update now", APP_NAME, __version__)
    if training:
        return _refuse("No updates in training.")
    try:
        return _update_closed(paths)
    except KeyboardInterrupt:
        return _refuse("stopped before the end: the till is as it was.")


def _update_closed(paths: AppPaths) -> int:
    folder = update_folder()
    try:
        channel = UpdateChannel.shipped(folder) if folder is not None else None
    except ChannelFileError as exc:
        log.error("%s", exc)
        return _refuse(f"the install's {CHANNEL_FILE} is damaged: reinstall the till to update it.")
    if folder is None or channel is None:
        return _say(f"{NO_UPDATE} this till ships no update channel (a checkout updates with git).")
    held: list[QLockFile] = []
    try:
        # A running till holds both of its folders: an update under one that shares only the data
        # folder (another settings folder, the same journal) would replace that till's files too.
        for place in dict.fromkeys((paths.config_dir, paths.data_dir)):
            lock = QLockFile(str(place / LOCK_NAME))
            lock.setStaleLockTime(0)
            if not lock.tryLock(0):
                return _refuse(_lock_refusal(paths, place, lock))
            held.append(lock)
        return _update(paths, folder, channel)
    finally:
        for lock in held:
            lock.unlock()


def _lock_refusal(paths: AppPaths, place: Path, lock: QLockFile) -> str:
    """Why the update cannot take the till's lock in ``place``."""
    if lock.error() != QLockFile.LockError.LockFailedError:
        return f"the till's lock file cannot be made in {place}: nothing was installed."
    if place == paths.config_dir:
        return "the till is open on this computer (or another update is running): close it, then update."
    return (
        f"a till is open on this computer's data folder {place} (its journal), under other settings: "
        "close it, then update."
    )


def update_folder() -> Path | None:
    """The folder an update replaces: the frozen install, or a release's source folder (one with
    the channel's files beside ``app/``, as the tests publish them); None for a checkout."""
    frozen = installed_folder()
    if frozen is not None:
        return frozen
    source = Path(__file__).resolve().parents[1]
    return source if (channel_home(source) / CHANNEL_FILE).is_file() else None


def _update(paths: AppPaths, folder: Path, channel: UpdateChannel) -> int:
    try:
        activity = journal_activity(paths.data_dir / JOURNAL_FILE)
    except StorageError as exc:
        return _refuse(f"the journal cannot be read ({exc}): nothing is installed.")
    if (why := install_blocker(activity)) is not None:
        return _refuse(why)
    # tufup, tuf and requests load only for an update.
    from app.services.updates.fetch import UpdateRefused, UpdateStaged, check_and_stage  # noqa: PLC0415

    result = asyncio.run(check_and_stage(channel, __version__, paths.data_dir / "updates"))
    if isinstance(result, UpdateRefused):
        return _refuse(result.message)
    if not isinstance(result, UpdateStaged):
        return _say(f"{NO_UPDATE} {APP_NAME} {__version__} is the newest release.")
    return _install(result, folder)


def _install(staged: UpdateStaged, folder: Path) -> int:
    from app.services.updates.fetch import InstallFailed, check_staged, install, installs_after_exit  # noqa: PLC0415

    updated = f"{UPDATED} {staged.version}."
    try:
        if installs_after_exit(restart=False):
            # On Windows the install's script moves the files in once this process has ended, and
            # ``install`` ends it: the line goes out first, once the staged files are proven unchanged.
            check_staged(staged)
            _say(updated)
        install(staged, folder, restart=False)
    except InstallFailed as exc:
        return _refuse(exc.message)
    return _say(updated)


def journal_activity(journal_file: Path) -> TillActivity:
    """What the closed till's journal says. Nothing of a closed till is on its way, so a movement
    still marked as sent (the till stopped mid-send) waits for a manager like any unresolved one."""
    if not journal_file.is_file():
        return TillActivity()
    with Journal(journal_file) as journal:
        return TillActivity(movements_unresolved=len(journal.unresolved()))


def _say(line: str) -> int:
    log.info("update now: %s", line)
    sys.stdout.write(line + "\n")
    sys.stdout.flush()
    return 0


def _refuse(reason: str) -> int:
    log.warning("update now refused: %s", reason)
    sys.stdout.write(f"{REFUSED} {reason}\n")
    sys.stdout.flush()
    return 1
