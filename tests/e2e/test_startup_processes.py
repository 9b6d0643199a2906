"""The real app, started as a process, with broken files and a second copy of itself.

What a person would see from a console or a shortcut: the till never exits silently; it says what
is wrong (a window, and the same words on stderr) and waits for an answer. A second start on the
same folder says the till is already running, raises the first window and opens nothing itself; a
till killed outright does not stop the next start.
"""

from __future__ import annotations

import os
import queue
import signal
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.store.journal import Journal
from helpers.processes import ROOT, start_till, till_env, wait_for
from helpers.storage import damage, read_only_folder

pytestmark = pytest.mark.slow


class App:
    """One till process; its stderr is read on a thread so the test can wait for a line."""

    def __init__(self, config_dir: Path, url: str, *extra: str) -> None:
        self.process = start_till(url, config_dir, *extra, stderr=subprocess.PIPE)
        self.lines: queue.Queue[str] = queue.Queue()
        self.said: list[str] = []
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        assert self.process.stderr is not None
        for line in self.process.stderr:
            self.lines.put(line)

    def stderr_has(self, text: str) -> bool:
        while not self.lines.empty():
            self.said.append(self.lines.get())
        return text in "".join(self.said)

    def wait_says(self, text: str) -> None:
        wait_for(f"the till to say {text!r}", lambda: self.stderr_has(text))

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
        self.process.wait(10)
        self._reader.join(10)
        if self.process.stderr is not None:
            self.process.stderr.close()


@pytest.fixture
def apps() -> Iterator[list[App]]:
    started: list[App] = []
    yield started
    for app in started:
        app.kill()


def log_text(config_dir: Path) -> str:
    path = config_dir / "logs" / "voucher-desk.log"
    return path.read_text(encoding="utf-8") if path.exists() else ""


def opened_count(config_dir: Path) -> int:
    return log_text(config_dir).count("Till Training till opened")


def test_a_second_start_says_the_till_is_running_and_opens_nothing(
    tmp_path: Path, sandbox_url: str, apps: list[App]
) -> None:
    folder = tmp_path / "till"
    first = App(folder, sandbox_url, "--staff", "Sam Till")
    apps.append(first)
    wait_for("the first till to open", lambda: opened_count(folder) == 1)

    second = App(folder, sandbox_url, "--staff", "Alex Till")
    apps.append(second)
    second.wait_says("Voucher Desk is already running: its window has been brought to the front.")
    # The first till hears of it through its file watcher, a moment after the second has said so.
    wait_for("the first till to hear it", lambda: "A second start asked this till" in log_text(folder))
    assert second.process.poll() is None, "the second start waits on its message, it does not vanish"
    assert opened_count(folder) == 1, "the second start opened no till, journal or sandbox client"
    assert first.process.poll() is None

    second.kill()
    first.kill()  # killed outright: its lock file stays behind
    assert (folder / "config" / "voucher-desk.lock").exists()
    third = App(folder, sandbox_url, "--staff", "Sam Till")
    apps.append(third)
    wait_for("a till to open after the killed one", lambda: opened_count(folder) == 2)
    assert not third.stderr_has("already running")


def test_a_damaged_journal_is_said_on_stderr_and_in_a_window_that_waits(
    tmp_path: Path, sandbox_url: str, apps: list[App]
) -> None:
    folder = tmp_path / "till"
    journal = folder / "data" / "training" / "journal.sqlite3"
    Journal(journal).close()
    damage(journal)
    app = App(folder, sandbox_url)
    apps.append(app)
    app.wait_says("Voucher Desk: The till cannot open its journal: the file is damaged")
    app.wait_says("the damaged file is renamed with today's date and time and kept for support")
    assert app.process.poll() is None
    assert not list(journal.parent.glob("*damaged*")), "nothing is renamed before the user chooses"


def test_a_read_only_data_folder_is_said_and_the_till_waits(
    tmp_path: Path, sandbox_url: str, apps: list[App]
) -> None:
    folder = tmp_path / "till"
    data = folder / "data" / "training"
    Journal(data / "journal.sqlite3").close()
    with read_only_folder(data):
        app = App(folder, sandbox_url)
        apps.append(app)
        app.wait_says("Voucher Desk: The till cannot open its journal: the data folder is read-only.")
        app.wait_says("Ask whoever looks after this computer to let the till write to that folder")
        assert app.process.poll() is None
        app.kill()


def test_a_read_only_settings_folder_is_said_and_nothing_else_comes_up(
    tmp_path: Path, sandbox_url: str, apps: list[App]
) -> None:
    folder = tmp_path / "till"
    config = folder / "config"
    config.mkdir(parents=True)
    with read_only_folder(config):
        app = App(folder, sandbox_url)
        apps.append(app)
        app.wait_says("Voucher Desk: The till cannot write to its settings folder: it is read-only.")
        assert app.process.poll() is None
        app.kill()
    assert not (folder / "data" / "training").exists(), "no journal, no sandbox client, no window"


def test_a_settings_folder_that_cannot_be_created_says_which_folder_stops_it(
    tmp_path: Path, sandbox_url: str, apps: list[App]
) -> None:
    """A till whose folders go in a read-only place (root too: the immutable attribute) says so in
    till words, on stderr and in its waiting window, never "No such file or directory"."""
    parent = tmp_path / "locked"
    parent.mkdir()
    (parent / "kept.txt").write_text("a colleague's file", encoding="utf-8")
    with read_only_folder(parent):
        app = App(parent / "till", sandbox_url)
        apps.append(app)
        app.wait_says(
            "Voucher Desk: The till cannot write to its settings folder: it cannot be created, because "
            f"the folder it goes in ({parent}) is read-only."
        )
        app.wait_says("Nothing has been changed. Ask whoever looks after this computer to let the till write")
        assert app.process.poll() is None, "the window waits for the person to read it"
        assert not app.stderr_has("No such file or directory")
        assert not app.stderr_has("Traceback")
        app.kill()
    assert sorted(p.name for p in parent.iterdir()) == ["kept.txt"], "nothing made, nothing lost"
    assert (parent / "kept.txt").read_text(encoding="utf-8") == "a colleague's file"


def test_when_qt_cannot_load_the_console_is_told(tmp_path: Path) -> None:
    no_qt = (
        "import sys; sys.modules['PySide6.QtWidgets'] = None; "
        "from app.main import main; raise SystemExit(main(['--training', '--config-dir', sys.argv[1]]))"
    )
    done = subprocess.run(
        [sys.executable, "-c", no_qt, str(tmp_path / "till")],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 1
    assert done.stderr.startswith("Voucher Desk cannot start: its window system (Qt) did not load:")
    assert "Traceback" not in done.stderr


def test_a_missing_qt_platform_plugin_is_told_on_the_console_with_what_to_install(tmp_path: Path) -> None:
    """Qt ends the process itself when no platform plugin loads; its reason must reach stderr."""
    done = subprocess.run(
        [sys.executable, "-m", "app", "--training", "--config-dir", str(tmp_path / "till")],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
        env={**os.environ, "QT_QPA_PLATFORM": "no-such-platform"},
    )
    assert done.returncode != 0
    assert "no Qt platform plugin could be initialized" in done.stderr
    assert "sudo apt-get install libx" in done.stderr
    assert "Traceback" not in done.stderr


class XdgApp(App):
    """A till started as an installed one is, its folders from the XDG variables alone."""

    def __init__(self, url: str, home: Path, data: Path, *extra: str) -> None:
        env = {k: v for k, v in till_env().items() if k != "VOUCHER_DESK_HOME"}
        env |= {"XDG_CONFIG_HOME": str(home / "config"), "XDG_STATE_HOME": str(home / "state")}
        env["XDG_DATA_HOME"] = str(data)
        self.home = home
        self.process = subprocess.Popen(
            [sys.executable, "-m", "app", "--sandbox-url", url, *extra],
            cwd=ROOT,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
        )
        self.lines = queue.Queue()
        self.said = []
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def log(self) -> str:
        return "".join(p.read_text(encoding="utf-8") for p in (self.home / "state").rglob("voucher-desk.log"))


def test_a_second_copy_with_other_settings_on_the_same_data_folder_opens_no_second_till(
    tmp_path: Path, sandbox_url: str, apps: list[App]
) -> None:
    data = tmp_path / "shared-data"
    first = XdgApp(sandbox_url, tmp_path / "first", data, "--staff", "Sam Till")
    apps.append(first)
    wait_for("the first till to open", lambda: first.log().count("Till Training till opened") == 1)

    second = XdgApp(sandbox_url, tmp_path / "second", data, "--staff", "Alex Till")
    apps.append(second)
    second.wait_says("Voucher Desk is already running: its window has been brought to the front.")
    second.wait_says("Only one till runs on a data folder")
    wait_for("the first till to hear it", lambda: "A second start asked this till" in first.log())
    assert second.process.poll() is None, "the second copy waits on its message"
    assert "Till Training till opened" not in second.log(), "no second till on the same journal"
