from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import pytest
import qasync
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.sandbox.server import SandboxServer
from app.ui.main_window import MainWindow
from helpers.till import close_till, open_till


@pytest.fixture
def qloop(qapp: QApplication) -> Iterator[qasync.QEventLoop]:
    """asyncio on Qt's loop for one test; pytest-qt's waits drive it."""
    qapp.setQuitOnLastWindowClosed(False)
    loop = qasync.QEventLoop(qapp, already_running=True)
    asyncio.set_event_loop(loop)
    yield loop
    # qasync's stop() would also quit the QApplication, which pytest-qt keeps for the next test.
    loop._QEventLoop__is_running = False
    asyncio.events._set_running_loop(None)
    loop._after_run_forever()
    loop.close()
    asyncio.set_event_loop(None)


@pytest.fixture
def till_window(
    qtbot: QtBot, qloop: qasync.QEventLoop, sandbox: SandboxServer, tmp_path: Path
) -> Iterator[tuple[MainWindow, Till]]:
    """The real main window at the demo reception desk, signed in, on the sandbox."""
    window, till = open_till(qtbot, sandbox, tmp_path / "home")
    yield window, till
    close_till(qtbot, window, till)
