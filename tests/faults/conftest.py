"""Fixtures of the fault suites: a QApplication for the view-models, a till's stores, Qt's loop."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import pytest
import qasync
from PySide6.QtWidgets import QApplication

from app.store.audit import AuditLog
from app.store.journal import Journal


@pytest.fixture(autouse=True)
def _qt(qapp: QApplication) -> QApplication:
    """View-models are QObjects: a QApplication exists for them, as in the app."""
    return qapp


@pytest.fixture
def journal(tmp_path: Path) -> Iterator[Journal]:
    with Journal(tmp_path / "journal.sqlite3") as opened:
        yield opened


@pytest.fixture
def audit(tmp_path: Path) -> Iterator[AuditLog]:
    with AuditLog(tmp_path / "audit.sqlite3") as opened:
        yield opened


@pytest.fixture
def qloop(qapp: QApplication) -> Iterator[qasync.QEventLoop]:
    """asyncio on Qt's loop for one test (as tests/ui does); pytest-qt's waits drive it."""
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
