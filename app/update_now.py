"""``voucher-desk --update-now``: an administrator's update, without a window, of a closed till.

The till itself stages an update while it runs and installs it when the shift ends (the manager
sees "Version … is ready"). This is the same check and the same install for whoever looks after
the tills: from a script, from a remote shell, at a till whose window cannot start. It keeps the
till's rules: it refuses in training, while the till is open on this settings folder (it takes the
till's own lock, so the till cannot start meanwhile), and while the journal holds a movement that
is not resolved. Every refusal of the channel (a tampered archive, another key, expired metadata, an
older release, a channel that does not answer) installs nothing, and the till stays as it was.

It prints one line and exits 0 ("Updated to …" or "No update: …"), or prints "Refused: …" and
exits 1. The line is in English: it is read by the administrator's script or console, not at the till.
"""

from __future__ import annotations

import asyncio
import logging
import sys
from pathlib import Path

from PySide6.QtCore import QLockFile

from app import APP_NAME, __version__
from app.core.logs import setup_logging
from app.core.paths import JOURNAL_FILE, AppPaths
from app.services.updates import TillActivity, UpdateChannel, install_blocker, installed_folder
from app.shell.single_instance import LOCK_NAME
from app.store.db import StorageError
from app.store.journal import Journal

log = logging.getLogger(__name__)

UPDATED = "Updated to"
NO_UPDATE = "No update:"
REFUSED = "Refused:"


def run_update_now(paths: AppPaths, *, training: bool) -> int:
    """Check the channel and install a newer release now; print one line, return the exit code."""
    paths.ensure()
    setup_logging(paths.log_dir)
    log.info("%s %s: update now", APP_NAME, __version__)
    if training:
        return _refuse("No updates in training.")
    folder = update_folder()
    channel = UpdateChannel.shipped(folder) if folder is not None else None
    if folder is None or channel is None:
        return _say(f"{NO_UPDATE} this till ships no update channel (a checkout updates with git).")
    lock = QLockFile(str(paths.config_dir / LOCK_NAME))
    lock.setStaleLockTime(0)
    if not lock.tryLock(0):
        return _refuse("the till is open on this computer: close it, then update.")
    try:
        return _update(paths, folder, channel)
    finally:
        lock.unlock()


def update_folder() -> Path | None:
    """The folder an update replaces: the frozen install, or a release's source folder (one with
    the channel's files beside ``app/``, as the tests publish them); None for a checkout."""
    frozen = installed_folder()
    if frozen is not None:
        return frozen
    source = Path(__file__).resolve().parents[1]
    return source if UpdateChannel.shipped(source) is not None else None


def _update(paths: AppPaths, folder: Path, channel: UpdateChannel) -> int:
    try:
        activity = journal_activity(paths.data_dir / JOURNAL_FILE)
    except StorageError as exc:
        return _refuse(f"the journal cannot be read ({exc}): nothing is installed.")
    if (why := install_blocker(activity)) is not None:
        return _refuse(why)
    # tufup, tuf and requests load only for an update.
    from app.services.updates.fetch import UpdateRefused, UpdateStaged, check_and_stage, install  # noqa: PLC0415

    result = asyncio.run(check_and_stage(channel, __version__, paths.data_dir / "updates"))
    if isinstance(result, UpdateRefused):
        return _refuse(result.message)
    if not isinstance(result, UpdateStaged):
        return _say(f"{NO_UPDATE} {APP_NAME} {__version__} is the newest release.")
    # The line goes out first: on Windows the installer's script takes over and this process ends.
    _say(f"{UPDATED} {result.version}.")
    install(result, folder, restart=False)
    return 0


def journal_activity(journal_file: Path) -> TillActivity:
    """What the closed till's journal says: movements sent and unanswered, or not yet resolved."""
    if not journal_file.is_file():
        return TillActivity()
    with Journal(journal_file) as journal:
        return TillActivity.of_journal(journal.unresolved())


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
