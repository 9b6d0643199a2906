"""Manager → Check the audit log, on a till whose audit key is in the (test's) OS keyring."""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from app.compose import Till, TillHooks, build_till, open_till_files
from app.core.paths import resolve_paths
from app.desk.common.openings import ACTION_LOOKUP
from app.desk.manager.audit import chain_check_text
from app.desk.manager.widgets import AuditLogDialog
from app.sandbox.seed import DemoCodes
from app.sandbox.seed_catalogue import DEMO_KEY
from app.shell.main_window import MainWindow
from app.store import audit as audit_store
from app.store.audit import ChainCheck
from app.store.audit_chain import AuditChain, AuditKey, is_keyed, short_head
from helpers.keyrings import MemoryKeyring
from helpers.manager import TRAINING_MANAGER, enter_pin, opened_dialog
from helpers.till import close_till, quick_backoff, redeemed, redeemed_and_written, scan, till_settings
from sandbox_harness.server import SandboxServer


@pytest.fixture
def keyed_till(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> Iterator[tuple[MainWindow, Till]]:
    paths = resolve_paths(tmp_path / "home").ensure()
    files = open_till_files(paths, training=True, fresh=False, audit_key=AuditKey(backend=MemoryKeyring()))
    till = build_till(
        till_settings(sandbox),
        DEMO_KEY,
        paths,
        settings_file=None,
        training=True,
        hooks=TillHooks(backoff=quick_backoff),
        files=files,
    )
    window = MainWindow(till)
    qtbot.addWidget(window)
    window.show()
    till.session.sign_in("Sam Till")
    yield window, till
    close_till(qtbot, window, till)


def checked(qtbot: QtBot, window: MainWindow) -> str:
    window.manager_actions.check_audit_log()
    enter_pin(qtbot, window, "2468")
    qtbot.waitUntil(lambda: isinstance(window.manager_actions.notice, QMessageBox))
    box = window.manager_actions.notice
    assert isinstance(box, QMessageBox)
    text = box.text()
    box.accept()
    window.manager_actions.notice = None
    return text


@contextmanager
def tampered(till: Till) -> Iterator[sqlite3.Connection]:
    """The audit log opened as another program would, its guards against changes and removals
    dropped; closed after the ``with``."""
    raw = sqlite3.connect(till.audit.path, isolation_level=None)
    try:
        raw.execute("DROP TRIGGER audit_no_update")
        raw.execute("DROP TRIGGER audit_no_delete")
        yield raw
    finally:
        raw.close()


def test_the_check_names_the_line_changed_behind_the_tills_back(
    qtbot: QtBot, keyed_till: tuple[MainWindow, Till]
) -> None:
    window, till = keyed_till
    redeemed(qtbot, window, DemoCodes.VALID_PARTIAL, "10")
    redemption = redeemed_and_written(qtbot, till)
    assert all(is_keyed(e.checksum) for e in till.audit.entries())
    assert checked(qtbot, window).startswith("The log is intact")
    checks = till.audit.entries(action="check audit log")
    assert [(c.manager, c.outcome) for c in checks] == [(TRAINING_MANAGER, "intact")]

    with tampered(till) as raw:
        raw.execute("UPDATE audit SET amount = '1.00' WHERE seq = ?", (redemption.seq,))
    text = checked(qtbot, window)
    assert text.startswith(f"Warning: line #{redemption.seq} was changed outside the till."), text


def test_the_shift_report_prints_the_chains_head_and_its_number_of_lines(
    qtbot: QtBot, keyed_till: tuple[MainWindow, Till]
) -> None:
    window, till = keyed_till
    redeemed(qtbot, window, DemoCodes.VALID_PARTIAL, "10")
    report = till.desk.shift_report(TRAINING_MANAGER)
    report.build(*report.default_window())
    qtbot.waitUntil(lambda: report.chain is not None)
    lines, head = till.audit.head()
    assert f"Audit log: {lines} lines, head of the chain {short_head(head)}" in report.page("Harbour")
    assert till.audit.check().lines == lines
    report.release()


def test_the_check_names_the_line_removed_behind_the_tills_back(
    qtbot: QtBot, keyed_till: tuple[MainWindow, Till]
) -> None:
    window, till = keyed_till
    scan(qtbot, window, DemoCodes.PART_USED)
    qtbot.waitUntil(lambda: len(till.audit.entries(action=ACTION_LOOKUP)) == 1)
    redeemed(qtbot, window, DemoCodes.VALID_PARTIAL, "10")
    redemption = redeemed_and_written(qtbot, till)
    # The second lookup's line, between the first's and the redemption's: out of the middle.
    first, looked_up = till.audit.entries(action=ACTION_LOOKUP)
    assert first.seq < looked_up.seq < redemption.seq
    with tampered(till) as raw:
        raw.execute("DELETE FROM audit WHERE seq = ?", (looked_up.seq,))
    text = checked(qtbot, window)
    assert text.startswith(f"Warning: line #{looked_up.seq} was removed outside the till."), text


def test_the_check_names_the_line_put_in_behind_the_tills_back(
    qtbot: QtBot, keyed_till: tuple[MainWindow, Till]
) -> None:
    window, till = keyed_till
    redeemed(qtbot, window, DemoCodes.VALID_PARTIAL, "10")
    with tampered(till) as raw:
        first = raw.execute("SELECT * FROM audit ORDER BY seq LIMIT 1").fetchone()
        raw.execute("INSERT INTO audit VALUES (0" + ", ?" * (len(first) - 1) + ")", first[1:])
    text = checked(qtbot, window)
    assert text.startswith("Warning: line #0 was put in outside the till."), text
    (check,) = till.audit.entries(action="check audit log")
    assert check.outcome == "inserted at #0"


@pytest.fixture
def held_check(monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[threading.Event, list[int]]]:
    """The chain's check held on its thread until the test lets it go; the threads it ran on."""
    release, threads = threading.Event(), []
    real = audit_store._check_on

    def held(db: sqlite3.Connection, chain: AuditChain) -> ChainCheck:
        threads.append(threading.get_ident())
        release.wait(timeout=30)  # a safety net only: the test sets it
        return real(db, chain)

    monkeypatch.setattr(audit_store, "_check_on", held)
    yield release, threads
    release.set()


def test_the_till_serves_the_counter_while_the_chain_is_checked_and_the_result_is_the_same(
    qtbot: QtBot, keyed_till: tuple[MainWindow, Till], held_check: tuple[threading.Event, list[int]]
) -> None:
    window, till = keyed_till
    release, threads = held_check
    window.manager_actions.check_audit_log()
    enter_pin(qtbot, window, "2468")
    qtbot.waitUntil(lambda: len(threads) == 1)
    assert threads[0] != threading.get_ident(), "the check runs on a worker thread"

    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    qtbot.waitUntil(lambda: window.voucher.isVisible() and till.lookup.voucher is not None)
    assert window.manager_actions.notice is None, "the check has not ended yet"

    release.set()
    qtbot.waitUntil(lambda: isinstance(window.manager_actions.notice, QMessageBox))
    box = window.manager_actions.notice
    assert isinstance(box, QMessageBox)
    # The words a check on the GUI thread gives of the log as it stood: every line but the check's
    # own, written once it had ended.
    *seen, own = till.audit.entries()
    assert own.action == "check audit log"
    same = replace(till.audit.check(), lines=len(seen), head=seen[-1].checksum)
    assert box.text() == chain_check_text(same)[0]
    assert box.text().startswith("The log is intact")
    box.accept()
    window.manager_actions.notice = None


def test_the_audit_log_viewer_opens_at_once_and_shows_the_check_when_it_ends(
    qtbot: QtBot, keyed_till: tuple[MainWindow, Till], held_check: tuple[threading.Event, list[int]]
) -> None:
    window, _till = keyed_till
    release, threads = held_check
    window.manager_actions.audit_log()
    enter_pin(qtbot, window, "2468")
    dialog = opened_dialog(qtbot, window, AuditLogDialog)
    assert dialog.check.text() == "Checking the chain of the log…"
    assert dialog.table.model().rowCount() >= 1, "the entries are shown meanwhile"
    qtbot.waitUntil(lambda: len(threads) == 1)
    assert threads[0] != threading.get_ident()
    release.set()
    qtbot.waitUntil(lambda: dialog.check.text().startswith("The log is intact"))
    dialog.reject()
    qtbot.waitUntil(lambda: window.manager_actions.dialog is None)
