"""Find's window tests: a till at 1024×768 on the training sandbox, its orders as seeded."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.shell.main_window import MainWindow
from helpers.till import close_till, open_till
from sandbox_harness.server import SandboxServer


def _finder(
    qtbot: QtBot, sandbox: SandboxServer, home: Path, retention_days: int | None = None
) -> Iterator[tuple[MainWindow, Till, SandboxServer]]:
    sandbox.reset("training")
    if retention_days is None:
        window, till = open_till(qtbot, sandbox, home)
    else:
        window, till = open_till(qtbot, sandbox, home, retention_days=retention_days)
    window.resize(1024, 768)
    yield window, till, sandbox
    close_till(qtbot, window, till)


@pytest.fixture
def finder(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> Iterator[tuple[MainWindow, Till, SandboxServer]]:
    """A till that keeps guests' data as long as a new till does (90 days)."""
    yield from _finder(qtbot, sandbox, tmp_path / "home")


@pytest.fixture
def two_year_finder(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> Iterator[tuple[MainWindow, Till, SandboxServer]]:
    """A till that keeps guests' data two years, so its index covers the 12-month window a search
    reads (with the default 90 days, no order older than that is written to the index)."""
    yield from _finder(qtbot, sandbox, tmp_path / "home", retention_days=730)
