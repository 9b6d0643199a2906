"""Real processes for the end-to-end tests: the sandbox, a till pointed at it, the till's journal.

One place for how a till is started as a process (``python -m app --sandbox-url ...`` on Qt's
offscreen platform), how the sandbox's own process says where it serves, and how a test waits for
something a process does.
"""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import closing, contextmanager
from pathlib import Path
from typing import Any, TypeVar

ROOT = Path(__file__).resolve().parents[2]
T = TypeVar("T")
#: How often a waiting test looks again; not a timing the test depends on.
_LOOK_AGAIN_S = 0.05


def wait_for(what: str, check: Callable[[], T], timeout_s: float = 30.0) -> T:
    """``check()`` once it is truthy. Another process is being watched, so the test looks again
    until it is; the deadline only bounds how long a broken till keeps the suite waiting."""
    deadline = time.monotonic() + timeout_s
    while True:
        found = check()
        if found:
            return found
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(_LOOK_AGAIN_S)


@contextmanager
def sandbox_process() -> Iterator[str]:
    """``python -m sandbox_harness`` on a free port; yields its URL, and kills it after."""
    process = subprocess.Popen(
        [sys.executable, "-m", "sandbox_harness", "--port", "0"],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        assert process.stdout is not None
        first = process.stdout.readline()
        assert "serving http://" in first, first
        yield first.split("serving ", 1)[1].split()[0]
    finally:
        stop(process)


def till_command(url: str, config_dir: Path, *extra: str) -> list[str]:
    """A training till on the sandbox at ``url`` with its own folder, as ``voucher-desk`` starts it."""
    return [sys.executable, "-m", "app", "--sandbox-url", url, "--config-dir", str(config_dir), *extra]


def till_env(tz: str | None = None) -> dict[str, str]:
    """The till's environment: Qt offscreen, and the time zone ``tz`` if given."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    if tz is not None:
        env["TZ"] = tz
    return env


def start_till(
    url: str, config_dir: Path, *extra: str, tz: str | None = None, stderr: int = subprocess.DEVNULL
) -> subprocess.Popen[str]:
    return subprocess.Popen(
        till_command(url, config_dir, *extra),
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=stderr,
        text=True,
        env=till_env(tz),
    )


def stop(process: subprocess.Popen[Any]) -> None:
    """Kill it (if it still runs) and reap it."""
    if process.poll() is None:
        process.kill()
    process.wait(10)
    for stream in (process.stdout, process.stderr):
        if stream is not None:
            stream.close()


@contextmanager
def till_on_display(url: str, config_dir: Path, env: dict[str, str]) -> Iterator[subprocess.Popen[Any]]:
    """A training till on the sandbox at ``url``, Ann signed in, on the X display of ``env``, for the
    length of a ``with``; stopped after."""
    till = subprocess.Popen(
        [*till_command(url, config_dir), "--staff", "Ann"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        yield till
    finally:
        stop(till)


@contextmanager
def x_server(*screens: str) -> Iterator[str]:
    """An X server (``Xvfb``) with one X screen of each size in ``screens`` ("1024x768x24"), on a
    display number it picks itself (``-displayfd``), so two workers never share one: its name
    (":N") while it runs; stopped after."""
    read, write = os.pipe()
    sizes = [arg for number, size in enumerate(screens) for arg in ("-screen", str(number), size)]
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), *sizes, "-nolisten", "tcp"],
        pass_fds=(write,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    with os.fdopen(read) as numbers:
        number = numbers.readline().strip()
    try:
        yield f":{number}"
    finally:
        stop(server)


def journal_rows(config_dir: Path) -> list[sqlite3.Row]:
    """The training journal's movements, read-only; none while the till has not written it yet."""
    path = config_dir / "data" / "training" / "journal.sqlite3"
    if not path.exists():
        return []
    with closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=5)) as db:
        db.row_factory = sqlite3.Row
        try:
            return db.execute("SELECT * FROM movements").fetchall()
        except sqlite3.OperationalError:
            return []


def in_state(config_dir: Path, state: str) -> list[sqlite3.Row]:
    return [row for row in journal_rows(config_dir) if row["state"] == state]
