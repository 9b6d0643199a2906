"""``voucher-desk --update-now`` as an administrator runs it: a real process, a real channel on loopback.

The install is a release run from source (a copy of the app marked 0.1.0, with the channel its
release shipped beside it). The command installs 0.2.0 when the till is closed and quiet, and refuses,
installing nothing, while the till is open, while the journal holds an unresolved movement, in
training, and when the channel's archive was tampered with.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import platformdirs
import pytest
from PySide6.QtCore import QLockFile

from app import APP_ORG, APP_SLUG
from app.core.intent import Intent, Origin
from app.core.movement import MovementKind
from app.core.paths import AppPaths, resolve_paths
from app.shell.single_instance import LOCK_NAME
from app.store.journal import Journal
from helpers.processes import wait_for
from helpers.update_channel import Channel, release, serving, source_release

ROOT = Path(__file__).resolve().parents[2]

pytestmark = [
    pytest.mark.slow,
    pytest.mark.logs(r"config file not found", r"Saving \*absolute\* path"),
]


@dataclass
class Install:
    folder: Path
    home: Path
    channel: Channel
    #: What the last ``update_now`` wrote to stderr (a traceback would be there).
    errors: str = ""

    @property
    def paths(self) -> AppPaths:
        return resolve_paths(self.home)

    def update_now(self, *extra: str, env: dict[str, str] | None = None) -> tuple[int, str]:
        """Run the update; with ``env``, in the OS's folders that environment names (no ``--config-dir``)."""
        folders = [] if env is not None else ["--config-dir", str(self.home)]
        done = subprocess.run(
            [sys.executable, "-m", "app", "--update-now", *folders, *extra],
            cwd=self.folder,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
        self.errors = done.stderr
        return done.returncode, done.stdout.strip()

    def release_marker(self) -> str:
        """The file that says which release the install is."""
        return (self.folder / "app" / "__init__.py").read_text(encoding="utf-8")

    def version(self) -> str:
        done = subprocess.run(
            [sys.executable, "-c", "import app; print(app.__version__)"],
            cwd=self.folder,
            capture_output=True,
            text=True,
            timeout=60,
            check=True,
        )
        return done.stdout.strip()


@pytest.fixture
def installed(tmp_path: Path) -> Iterator[Install]:
    """Release 0.1.0 installed from a channel that now also offers 0.2.0, which adds a folder (so
    a copy of it can fail after it has begun)."""
    repo = tmp_path / "channel"
    repo.mkdir()
    with serving(repo) as url:
        channel = Channel(repo, release.make_throwaway_keys(tmp_path / "keys"), url)
        folder = source_release(tmp_path / "install", "0.1.0")
        channel.publish("0.1.0", folder)
        following = source_release(tmp_path / "build-0.2.0", "0.2.0")
        (following / "app" / "added_in_0_2").mkdir()
        (following / "app" / "added_in_0_2" / "data.txt").write_text("new in 0.2.0\n", encoding="utf-8")
        channel.publish("0.2.0", following)
        yield Install(folder, tmp_path / "home", channel)


def test_a_closed_quiet_till_is_updated_to_the_next_release(installed: Install) -> None:
    assert installed.update_now() == (0, "Updated to 0.2.0.")
    assert installed.version() == "0.2.0"

    assert installed.update_now() == (0, "No update: Voucher Desk 0.2.0 is the newest release.")


def test_an_open_till_is_not_updated_under_its_cashier(installed: Install) -> None:
    installed.paths.ensure()
    till = QLockFile(str(installed.paths.config_dir / LOCK_NAME))
    assert till.tryLock(0)
    try:
        code, said = installed.update_now()
    finally:
        till.unlock()

    assert (code, said) == (
        1,
        "Refused: the till is open on this computer (or another update is running): close it, then update.",
    )
    assert installed.version() == "0.1.0"


def os_folders(tmp_path: Path, config: str) -> dict[str, str]:
    """An environment whose till keeps its settings in ``config`` and its data in one shared folder."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    env.pop("VOUCHER_DESK_HOME", None)
    env["XDG_CONFIG_HOME"] = str(tmp_path / config)
    env["XDG_DATA_HOME"] = str(tmp_path / "shared-data")
    env["XDG_STATE_HOME"] = str(tmp_path / "state")
    return env


def till_holds(till: subprocess.Popen[bytes], lock_file: Path) -> bool:
    """Whether the running ``till`` holds Qt's lock file ``lock_file`` (its info is the process id
    first); a till that ended before it did fails the test."""
    assert till.poll() is None, "the till ended before it held its folders"
    return bool(QLockFile(str(lock_file)).getLockInfo()[0] == till.pid)


def test_a_till_open_on_the_data_folder_under_other_settings_is_not_updated(
    installed: Install, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A till started from this install with other settings but the same data folder (its journal)
    is a running till all the same: the update refuses and leaves its files as they are."""
    opened = os_folders(tmp_path, "till-config")
    monkeypatch.setenv("XDG_DATA_HOME", opened["XDG_DATA_HOME"])
    data = Path(platformdirs.user_data_dir(APP_SLUG, APP_ORG))
    # The release's window needs its style and pictures, which a source release leaves out.
    shutil.copytree(ROOT / "resources", installed.folder / "resources")
    till = subprocess.Popen(
        [sys.executable, "-m", "app"],
        cwd=installed.folder,
        env=opened,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        # The real till takes its locks as it starts; the update is run once it holds the data's.
        wait_for("the till to hold its data folder", lambda: till_holds(till, data / LOCK_NAME), 60)
        code, said = installed.update_now(env=os_folders(tmp_path, "admin-config"))
    finally:
        till.terminate()
        till.wait(timeout=30)

    assert (code, said) == (
        1,
        f"Refused: a till is open on this computer's data folder {data} (its journal), under other "
        "settings: close it, then update.",
    )
    assert installed.version() == "0.1.0"
    # Closed, it is updated.
    assert installed.update_now(env=os_folders(tmp_path, "admin-config")) == (0, "Updated to 0.2.0.")


def test_a_movement_left_unresolved_holds_the_update_until_a_manager_settles_it(installed: Install) -> None:
    paths = installed.paths.ensure()
    with Journal(paths.data_dir / "journal.sqlite3") as journal:
        movement = journal.record_intent(
            MovementKind.REDEEM, Intent(code="REAL1234"), Origin(71, "Ann", "Till 1")
        )
        journal.mark_unknown(movement.id)

    code, said = installed.update_now()

    assert (code, said) == (
        1,
        "Refused: A movement is still unresolved: a manager settles it before the update.",
    )
    assert installed.version() == "0.1.0"


def test_a_training_till_is_never_updated(installed: Install) -> None:
    assert installed.update_now("--training") == (1, "Refused: No updates in training.")
    assert installed.version() == "0.1.0"


def test_a_tampered_archive_is_refused_and_the_release_stays(installed: Install) -> None:
    archive = installed.channel.repo / "targets" / "voucher-desk-0.2.0.tar.gz"
    data = bytearray(archive.read_bytes())
    data[len(data) // 2] ^= 0xFF
    archive.write_bytes(bytes(data))

    code, said = installed.update_now()

    assert code == 1
    assert said == "Refused: The update's archive does not match its signed description: not installed."
    assert installed.version() == "0.1.0"


def test_a_checkout_has_no_channel_and_says_so(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "app", "--update-now", "--config-dir", str(tmp_path / "home")],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )

    assert (done.returncode, done.stdout.strip()) == (
        0,
        "No update: this till ships no update channel (a checkout updates with git).",
    )


def test_a_damaged_channel_file_is_refused_in_one_line(installed: Install) -> None:
    (installed.folder / "update-channel.json").write_text('{"metadata_url": "http://', encoding="utf-8")

    code, said = installed.update_now()

    assert code == 1
    assert said.startswith("Refused:")
    assert "Traceback" not in installed.errors


def test_an_install_that_cannot_write_a_file_leaves_the_release_as_it_was(installed: Install) -> None:
    # A file of the new release the copy cannot write (here its folder's name is taken by a file;
    # in the field a full disk or a file held open): the copy fails part of the way through, after
    # the file that says which release this is.
    (installed.folder / "app" / "added_in_0_2").write_text("in the way\n", encoding="utf-8")
    before = installed.release_marker()

    code, said = installed.update_now()

    assert "Traceback" not in installed.errors
    assert code == 1
    assert said.startswith("Refused: The update could not be written (")
    assert said.endswith("): nothing was installed, the till is as it was.")
    assert installed.release_marker() == before, "a half-copied release says it is 0.2.0"
