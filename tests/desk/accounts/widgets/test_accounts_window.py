"""The accounts window through the real till window against the sandbox: its period in the
property's dates, its dates in the staff's words, no stale export while a period is read, and its
files offered in Documents."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime, timedelta
from pathlib import Path

import pytest
import qasync
from PySide6.QtCore import QDate, QLocale, QStandardPaths
from PySide6.QtWidgets import QFileDialog, QWidget
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.core.masking import mask_code
from app.desk.common.widgets.language import LanguageSwitch
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers.billing import tipped_bill_paid
from helpers.manager import accounts_read, report_rows
from helpers.till import redeem_amount, run, scan, till_open
from helpers.zone import in_zone
from sandbox_harness.server import SandboxServer


@pytest.fixture
def western_till(
    qtbot: QtBot,
    qloop: qasync.QEventLoop,
    sandbox: SandboxServer,
    tmp_path: Path,
) -> Iterator[tuple[MainWindow, Till]]:
    """A till in Los Angeles whose property is a whole day ahead of its clock."""
    with in_zone("America/Los_Angeles"):
        sandbox.clock.set(datetime.now() + timedelta(days=1))
        with till_open(qtbot, sandbox, tmp_path / "home") as (window, till):
            window.resize(1024, 768)
            yield window, till


def test_the_default_period_ends_on_the_propertys_today_not_the_tills(
    qtbot: QtBot, western_till: tuple[MainWindow, Till], sandbox: SandboxServer
) -> None:
    window, _till = western_till
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    redeem_amount(qtbot, window, "1")
    qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Redeemed £1.00"))
    today = sandbox.clock.now().date()
    assert datetime.now().date() != today, "the till's day is not the property's"

    dialog = accounts_read(qtbot, window)
    assert dialog.period.end.date() == QDate(today.year, today.month, today.day)
    assert dialog.period.start.date() == QDate(today.year, today.month, 1)
    # The redemption just made, stamped on the property's today, is in the default period.
    masked = mask_code(DemoCodes.VALID_PARTIAL)
    rows = report_rows(dialog)
    assert any(row[2] == masked and row[4] == "−\u2060£1.00" for row in rows), rows
    dialog.reject()
    qtbot.waitUntil(lambda: window.manager_actions.dialog is None)


def test_the_accounts_dates_are_in_the_staffs_language(
    qtbot: QtBot, till_window: tuple[MainWindow, Till], switch: LanguageSwitch
) -> None:
    window, _till = till_window
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    redeem_amount(qtbot, window, "1")
    qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Redeemed £1.00"))
    assert run(qtbot, switch.use("pl_PL"), timeout_ms=60_000) == "pl_PL"

    dialog = accounts_read(qtbot, window)
    today = dialog.period.end.date()
    polish, english = QLocale(QLocale.Language.Polish), QLocale(QLocale.Language.English)
    month, english_month = polish.toString(today, "MMM"), english.toString(today, "MMM")
    times = [row[0] for row in report_rows(dialog)]
    assert times, "the period has movements"
    # The redemption just made, in Polish words ("3 gru 2026 09:41").
    assert any(text.startswith(f"{today.day()} {month} {today.year()} ") for text in times), times
    if month != english_month:
        assert not any(english_month in text for text in times), times
    # The printed page says its period in Polish too.
    page = dialog.vm.page(window.till.session.place)
    assert f"{today.day()} {month} {today.year()}" in page
    dialog.reject()
    qtbot.waitUntil(lambda: window.manager_actions.dialog is None)


def test_while_another_period_is_read_the_old_figures_are_gone_and_nothing_exports(
    qtbot: QtBot, till_window: tuple[MainWindow, Till], sandbox: SandboxServer, tmp_path: Path
) -> None:
    window, _till = till_window
    dialog = accounts_read(qtbot, window)
    assert dialog.table.model().rowCount() > 0, "the default period has the demo's movements"
    assert dialog.export_csv.isEnabled()
    assert dialog.export_pdf.isEnabled()

    # The service is slow to list the next period's events: the window shows none of the old ones.
    sandbox.faults.set(latency_ms=600, path="/balance_events/")
    dialog.period.start.setDate(QDate(2020, 1, 1))
    dialog.period.end.setDate(QDate(2020, 1, 31))
    dialog.build.click()
    assert dialog.summary.text() == "Reading the service's events…"
    assert dialog.table.model().rowCount() == 0
    assert not dialog.export_csv.isEnabled()
    assert not dialog.export_pdf.isEnabled()
    assert not dialog.export_pattern.isEnabled()
    dialog.export_csv_to(tmp_path / "stale.csv")
    assert not (tmp_path / "stale.csv").exists(), "no export of the previous period's figures"

    qtbot.waitUntil(lambda: dialog.report is not None, timeout=20_000)
    assert dialog.export_csv.isEnabled()
    assert dialog.table.model().rowCount() == 0, "January 2020 has no movements"
    dialog.export_csv_to(tmp_path / "january.csv")
    assert len((tmp_path / "january.csv").read_text(encoding="utf-8-sig").splitlines()) == 1
    dialog.reject()
    qtbot.waitUntil(lambda: window.manager_actions.dialog is None)


def test_the_accounts_files_are_offered_in_the_documents_folder(
    qtbot: QtBot,
    till_window: tuple[MainWindow, Till],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    window, _till = till_window
    monkeypatch.setenv("HOME", str(tmp_path / "person"))
    (tmp_path / "person").mkdir()
    monkeypatch.chdir(tmp_path)  # the program's folder: never offered
    asked: list[str] = []

    def save_as(_parent: QWidget, _title: str, where: str, _filter: str) -> tuple[str, str]:
        asked.append(where)
        return "", ""  # the manager cancels

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_as)  # the OS dialog is the edge
    dialog = accounts_read(qtbot, window)
    documents = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation))
    assert not documents.exists(), "a fresh account has no Documents folder yet"
    dialog.export_csv.click()
    dialog.export_pdf.click()
    dialog.export_pattern.click()
    assert [Path(where) for where in asked] == [
        documents / "voucher-accounts.csv",
        documents / "voucher-accounts.pdf",
        documents / "redemption-pattern.csv",
    ]
    assert documents.is_dir()
    dialog.reject()
    qtbot.waitUntil(lambda: window.manager_actions.dialog is None)


def test_the_troncmasters_tips_record_covers_the_propertys_day_on_a_till_far_from_it(
    qtbot: QtBot, western_till: tuple[MainWindow, Till], sandbox: SandboxServer, tmp_path: Path
) -> None:
    """The accounts' period is the property's; the journal keeps the till's own times. A tip paid
    today at the property, on a till whose clock is still on yesterday, is in today's record."""
    window, _till = western_till
    tipped_bill_paid(qtbot, window)

    accounts = accounts_read(qtbot, window)
    today = datetime.combine(sandbox.clock.now().date(), datetime.min.time())
    assert accounts.vm.location_id is not None
    accounts.vm.build(today, today + timedelta(days=1) - timedelta(seconds=1), accounts.vm.location_id)
    qtbot.waitUntil(
        lambda: accounts.vm.report is not None and accounts.vm.report.start == today, timeout=20_000
    )
    accounts.vm.export_tips_csv(tmp_path / "tips.csv")
    assert "10.00" in (tmp_path / "tips.csv").read_text(encoding="utf-8-sig")
