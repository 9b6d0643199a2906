"""Manager → Check the audit log, on a till whose audit key is in the (test's) OS keyring."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from app.compose import Till, build_till, open_till_files
from app.core.paths import resolve_paths
from app.sandbox.seed import DemoCodes
from app.sandbox.seed_catalogue import DEMO_KEY
from app.shell.main_window import MainWindow
from app.store.audit_chain import AuditKey, is_keyed, short_head
from helpers.keyrings import MemoryKeyring
from helpers.manager import TRAINING_MANAGER, enter_pin
from helpers.till import close_till, quick_backoff, redeem_amount, scan, till_settings
from sandbox_harness.server import SandboxServer


@pytest.fixture
def keyed_till(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> Iterator[tuple[MainWindow, Till]]:
    paths = resolve_paths(tmp_path / "home").ensure()
    files = open_till_files(paths, training=True, fresh=False, audit_key=AuditKey(backend=MemoryKeyring()))
    till = build_till(
        till_settings(sandbox), DEMO_KEY, paths, settings_file=None, training=True, backoff=quick_backoff,
        files=files,
    )  # fmt: skip
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


def test_the_check_names_the_line_changed_behind_the_tills_back(
    qtbot: QtBot, keyed_till: tuple[MainWindow, Till]
) -> None:
    window, till = keyed_till
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    redeem_amount(qtbot, window, "10")
    qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Redeemed"))
    assert all(is_keyed(e.checksum) for e in till.audit.entries())
    assert checked(qtbot, window).startswith("The log is intact")
    checks = till.audit.entries(action="check audit log")
    assert [(c.manager, c.outcome) for c in checks] == [(TRAINING_MANAGER, "intact")]

    (redemption,) = till.audit.entries(action="redeem")
    raw = sqlite3.connect(till.audit.path, isolation_level=None)
    raw.execute("DROP TRIGGER audit_no_update")
    raw.execute("UPDATE audit SET amount = '1.00' WHERE seq = ?", (redemption.seq,))
    raw.close()
    text = checked(qtbot, window)
    assert text.startswith(f"Warning: line #{redemption.seq} was changed outside the till."), text


def test_the_shift_report_prints_the_chains_head_and_its_number_of_lines(
    qtbot: QtBot, keyed_till: tuple[MainWindow, Till]
) -> None:
    window, till = keyed_till
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    redeem_amount(qtbot, window, "10")
    qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Redeemed"))
    report = till.desk.shift_report(TRAINING_MANAGER)
    report.build(*report.default_window())
    qtbot.waitUntil(lambda: report.chain is not None)
    lines, head = till.audit.head()
    assert f"Audit log: {lines} lines, head of the chain {short_head(head)}" in report.page("Harbour")
    assert till.audit.check().lines == lines
    report.release()
