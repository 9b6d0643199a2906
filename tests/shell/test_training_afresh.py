"""Training starts afresh with its built-in sandbox: its journal and audit log too, never the real till's.

Driven through the real start-up (``run_till``) twice on one home folder, as a trainee would start
the till one day and again the next.
"""

from __future__ import annotations

import asyncio
import gc
import sqlite3
import threading
from datetime import datetime
from pathlib import Path

import pytest
import qasync
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.core.audit_line import AuditLine
from app.core.intent import Intent, Origin
from app.core.movement import MovementKind
from app.core.paths import AppPaths, resolve_paths
from app.lifecycle import run_till
from app.sandbox.seed import DemoCodes
from app.shell.crash import CrashReporter
from app.shell.early import EarlyWindow
from app.shell.main_window import MainWindow
from app.store import db
from app.store.audit import AuditLog
from app.store.journal import Journal
from helpers.till import main_window_shown, redeem_amount, run, run_whole_till, scan

EVER = (datetime(2000, 1, 1), datetime(2100, 1, 1))


def redeem_then_close(qtbot: QtBot, home: AppPaths, sandbox_url: str | None = None) -> None:
    task = run_whole_till(home, sandbox_url=sandbox_url)
    window = main_window_shown(qtbot)
    connection = window.till.connection
    qtbot.waitUntil(lambda: "last contact" in connection.text)
    if sandbox_url is None:
        assert "till clock" not in connection.text, "the built-in sandbox keeps the till's own clock"
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    redeem_amount(qtbot, window, "10")
    qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Redeemed"), timeout=10_000)
    window.handoff.keyed.click()  # ticked on the POS, so closing is not held up
    window.close()
    assert run(qtbot, task, timeout_ms=20_000) == 0


def test_each_start_of_the_built_in_training_sandbox_starts_its_journal_and_audit_log_afresh(
    qtbot: QtBot, qloop: qasync.QEventLoop, tmp_path: Path
) -> None:
    home = resolve_paths(tmp_path / "home").ensure()
    real = Journal(home.data_dir / "journal.sqlite3")
    real.record_intent(MovementKind.REDEEM, Intent(code="REAL1234"), Origin(71, "Ann", "Till 1"))
    real.close()
    real_audit = AuditLog(home.data_dir / "audit.sqlite3")
    real_audit.append(AuditLine(action="redeem", till="Till 1", staff="Ann", outcome="done"))
    real_audit.close()

    redeem_then_close(qtbot, home)
    redeem_then_close(qtbot, home)

    training = home.data_dir / "training"
    journal = Journal(training / "journal.sqlite3")
    audit = AuditLog(training / "audit.sqlite3")
    try:
        [movement] = journal.between(EVER[0], EVER[1])
        assert movement.code == DemoCodes.VALID_PARTIAL, "only this session's redemption"
        assert [e.action for e in audit.entries() if e.action == "redeem"] == ["redeem"]
        assert audit.verify() == []
    finally:
        journal.close()
        audit.close()
    real = Journal(home.data_dir / "journal.sqlite3")
    real_audit = AuditLog(home.data_dir / "audit.sqlite3")
    try:
        assert [m.code for m in real.unresolved()] == ["REAL1234"], "the real till's journal is untouched"
        assert [e.staff for e in real_audit.entries()] == ["Ann"]
    finally:
        real.close()
        real_audit.close()


def test_the_till_opens_its_files_off_the_gui_thread_and_then_works_on_them(
    qtbot: QtBot, qloop: qasync.QEventLoop, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A slow disk or a salvage of a damaged file holds no paint: the files open on a worker thread,
    and the till writes to them from the window after (a redemption is journalled)."""
    opened_on: list[bool] = []
    real_connect = db.connect

    def watched(path: Path, store: str = "store") -> sqlite3.Connection:
        opened_on.append(threading.current_thread() is threading.main_thread())
        return real_connect(path, store)

    monkeypatch.setattr(db, "connect", watched)
    home = resolve_paths(tmp_path / "home").ensure()
    redeem_then_close(qtbot, home)
    assert opened_on, "the till opened no files"
    assert not any(opened_on), "a file was opened on the GUI thread"


def test_closing_the_first_window_while_the_till_loads_closes_the_till(
    qtbot: QtBot, qloop: qasync.QEventLoop, tmp_path: Path
) -> None:
    """The user closed the till while it loaded; it does not open a second later."""
    home = resolve_paths(tmp_path / "home").ensure()
    early = EarlyWindow(taking_codes=True)
    qtbot.addWidget(early)
    early.show_now()
    task = asyncio.ensure_future(
        run_till(home, training=True, staff="Sam Till", self_test=None, crashes=CrashReporter(), early=early)
    )
    early.close()

    assert run(qtbot, task, timeout_ms=20_000) == 0
    assert not any(isinstance(w, MainWindow) and w.isVisible() for w in QApplication.topLevelWidgets())


def test_a_running_session_is_out_of_the_cyclic_collectors_sight_and_back_in_it_once_closed(
    qtbot: QtBot, qloop: qasync.QEventLoop, tmp_path: Path
) -> None:
    """A full collection would walk every object the session was built from, holding the loop for
    tens of milliseconds: once the window shows they are frozen, and thawed when the session ends."""
    home = resolve_paths(tmp_path / "home").ensure()
    task = run_whole_till(home)
    window = main_window_shown(qtbot)
    frozen = gc.get_freeze_count()
    window.close()
    assert run(qtbot, task, timeout_ms=20_000) == 0
    assert frozen > 10_000, "the session's objects were left to the full collections"
    assert gc.get_freeze_count() == 0, "a closed session's objects stayed frozen"


def test_a_till_that_opens_at_sign_in_says_whether_the_service_answers(
    qtbot: QtBot, qloop: qasync.QEventLoop, tmp_path: Path
) -> None:
    """Nobody has signed in yet, and the top bar already says the service answers: it said
    "Checking…" until someone signed in, as if the service were not there."""
    home = resolve_paths(tmp_path / "home").ensure()
    task = run_whole_till(home, staff=None)
    window = main_window_shown(qtbot)
    assert window.pages.currentWidget() is window.sign_in
    qtbot.waitUntil(lambda: window.header.connection.text().startswith("Online"), timeout=10_000)
    assert window.pages.currentWidget() is window.sign_in
    window.close()
    assert run(qtbot, task, timeout_ms=20_000) == 0
