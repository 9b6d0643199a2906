"""The accounts window's period, read and shown as the property keeps time, through the real window
against the sandbox."""

from __future__ import annotations

import time
from collections.abc import Iterator
from datetime import datetime, timedelta
from pathlib import Path

import pytest
import qasync
from PySide6.QtCore import QDate
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.core.masking import mask_code
from app.desk.accounts.widgets import AccountsDialog
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers.manager import enter_pin
from helpers.till import close_till, open_till, redeem_amount, scan
from sandbox_harness.server import SandboxServer


def _open_accounts(qtbot: QtBot, window: MainWindow) -> AccountsDialog:
    """Manager → Voucher accounts and VAT…, the PIN, and the default period read."""
    window.manager_actions.accounts()
    enter_pin(qtbot, window)
    qtbot.waitUntil(lambda: isinstance(window.manager_actions.dialog, AccountsDialog))
    dialog = window.manager_actions.dialog
    assert isinstance(dialog, AccountsDialog)
    qtbot.waitUntil(lambda: dialog.report is not None, timeout=20_000)
    return dialog


def _rows(dialog: AccountsDialog) -> list[list[str]]:
    model = dialog.table.model()
    return [
        [str(model.index(row, column).data()) for column in range(model.columnCount())]
        for row in range(model.rowCount())
    ]


@pytest.fixture
def western_till(
    qtbot: QtBot,
    qloop: qasync.QEventLoop,
    sandbox: SandboxServer,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> Iterator[tuple[MainWindow, Till]]:
    """A till in Los Angeles whose property is a whole day ahead of its clock."""
    monkeypatch.setenv("TZ", "America/Los_Angeles")
    time.tzset()
    try:
        sandbox.clock.set(datetime.now() + timedelta(days=1))
        window, till = open_till(qtbot, sandbox, tmp_path / "home")
        window.resize(1024, 768)
        try:
            yield window, till
        finally:
            close_till(qtbot, window, till)
    finally:
        monkeypatch.undo()
        time.tzset()


def test_the_default_period_ends_on_the_propertys_today_not_the_tills(
    qtbot: QtBot, western_till: tuple[MainWindow, Till], sandbox: SandboxServer
) -> None:
    window, _till = western_till
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    redeem_amount(qtbot, window, "1")
    qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Redeemed £1.00"))
    today = sandbox.clock.now().date()
    assert datetime.now().date() != today, "the till's day is not the property's"

    dialog = _open_accounts(qtbot, window)
    assert dialog.end.date() == QDate(today.year, today.month, today.day)
    assert dialog.start.date() == QDate(today.year, today.month, 1)
    # The redemption just made, stamped on the property's today, is in the default period.
    masked = mask_code(DemoCodes.VALID_PARTIAL)
    assert any(row[2] == masked and row[4] == "−£1.00" for row in _rows(dialog)), _rows(dialog)
    dialog.reject()
    qtbot.waitUntil(lambda: window.manager_actions.dialog is None)
