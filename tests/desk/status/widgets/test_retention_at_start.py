"""The till reduces guests' data older than its retention period when it starts, off the GUI thread,
and the cashier can work meanwhile: the audit log's old codes come out masked and its chain holds."""

from __future__ import annotations

import threading
from datetime import datetime, timedelta
from decimal import Decimal
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.core.masking import mask_code
from app.core.paths import resolve_paths
from app.store import retention
from app.store.audit import AuditLog
from app.store.audit_reduce import ACTION_REDUCE
from app.training import TRAINING_FOLDER
from helpers.clock import FakeClock
from helpers.store_lines import redeemed
from helpers.till import close_till, open_till
from sandbox_harness.server import SandboxServer


def test_old_codes_in_the_audit_log_are_masked_at_start_up_on_a_worker_thread(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home = tmp_path / "home"
    folder = resolve_paths(home).ensure().data_dir / TRAINING_FOLDER
    old = AuditLog(folder / "audit.sqlite3", clock=FakeClock(datetime.now() - timedelta(days=200)))
    old.append(redeemed("SPA50OLDCODE", "10.00", 9, staff="Ann", till="Till 1"))
    old.close()
    threads: list[bool] = []
    real = retention.reduce_old_data

    def watched(*args: object, **kwargs: object) -> retention.RetentionReport:
        threads.append(threading.current_thread() is threading.main_thread())
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr("app.desk.status.retention.reduce_old_data", watched)
    window, till = open_till(qtbot, sandbox, home)
    qtbot.waitUntil(lambda: any(e.action == ACTION_REDUCE for e in till.audit.entries()), timeout=10_000)
    first = till.audit.entries()[0]
    assert first.code == mask_code("SPA50OLDCODE")
    assert first.amount == Decimal("10.00")
    assert till.audit.verify() == []
    assert threads == [False], "reduced on a worker thread, once at start"
    close_till(qtbot, window, till)
