"""*Help → Save a support report…* and *Manager → Check the service* in the real window.

After a session that held a whole code at the counter, an e-mail address and the API key in its
log and in a crash's details, the zip holds what support needs (versions, settings, log, the open
movements, the service check, the errors) and none of them.
"""

from __future__ import annotations

import re
import zipfile
from pathlib import Path

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.core.logs import close_log_file, setup_logging
from app.desk.manager.widgets import ServiceCheckDialog
from app.sandbox.seed import DemoCodes
from app.sandbox.seed_catalogue import DEMO_KEY
from app.services import support
from app.services.support import ReportRefused, ReportSources, build_report, scan
from app.shell.crash import CrashReporter
from app.shell.main_window import MainWindow
from app.shell.support_report import SupportReportDialog
from helpers import logs
from helpers.manager import manager_dialog
from helpers.till import redeem_amount
from helpers.till import scan as scan_code
from sandbox_harness.forms import UNKNOWN_EVENT_TYPE
from sandbox_harness.server import SandboxServer

TillWindow = tuple[MainWindow, Till]
EMAIL = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}")
GUEST = "alice.morgan@example.com"
CODE = DemoCodes.VALID_PARTIAL


def _menu_action(window: MainWindow, text: str) -> QAction:
    return next(a for a in window.findChildren(QAction) if a.text().replace("&", "") == text)


def test_a_report_after_a_session_holds_no_key_no_whole_code_and_no_email(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer, tmp_path: Path
) -> None:
    window, _till = till_window
    log_file = setup_logging(tmp_path / "logs")
    try:
        scan_code(qtbot, window, CODE)
        redeem_amount(qtbot, window, "5")
        qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Redeemed"))
        # What an older till, or a library beside it, might have written unmasked.
        with log_file.open("a", encoding="utf-8") as raw:
            raw.write(f"2099-01-01 10:00:00,000 ERROR app.other: {CODE} of {GUEST} with key {DEMO_KEY}\n")
            raw.write(f"2099-01-01 10:00:01,000 INFO app.other: typed {CODE.lower()}\n")
        window.crash_details.append(f"Traceback: odd answer for {CODE} of {GUEST} ({DEMO_KEY})")

        _menu_action(window, "Save a support report…").trigger()
        qtbot.waitUntil(lambda: isinstance(window.support_dialog, SupportReportDialog))
        dialog = window.support_dialog
        assert dialog is not None
        qtbot.waitUntil(lambda: dialog.report is not None, timeout=10_000)
        shown = [dialog.files.item(i).text() for i in range(dialog.files.count())]
        assert [name.split(" ")[0] for name in shown] == [
            "versions.txt",
            "settings.json",
            "log.txt",
            "movements.json",
            "service-check.txt",
            "errors.txt",
        ]
        assert dialog.preview.toPlainText().startswith("Voucher Desk")
        assert dialog.save.isEnabled()
        dialog.save_to(tmp_path / "report.zip")
        assert dialog.saved == tmp_path / "report.zip"
    finally:
        close_log_file()

    with zipfile.ZipFile(tmp_path / "report.zip") as archive:
        files = {name: archive.read(name).decode("utf-8") for name in archive.namelist()}
    for name, text in files.items():
        assert CODE.casefold() not in text.casefold(), name
        assert DEMO_KEY not in text, name
        assert not EMAIL.search(text), name
    assert "PART" in files["log.txt"], "the log is there, its codes masked to their last 4"
    assert "a•••@example.com" in files["errors.txt"]
    assert "Crash dialog:" in files["errors.txt"]
    assert '"base_url"' in files["settings.json"]
    # A training till on a shared sandbox (not one of its own) is still a training till.
    assert "Training: yes" in files["versions.txt"]
    assert "pin_hash" not in files["settings.json"]


def test_the_scan_refuses_what_masking_missed(monkeypatch: pytest.MonkeyPatch) -> None:
    problems = scan(
        {"a.txt": f"code {CODE}", "b.txt": f"to {GUEST}", "c.txt": "key sk-live-1234"},
        key="sk-live-1234",
        codes=[CODE],
    )
    assert problems == ["a.txt: a whole voucher code", "b.txt: an e-mail address", "c.txt: the API key"]
    report = build_report(ReportSources(settings=None, log_dir=None, key="sk-live-1234", codes=[CODE]))
    assert "sk-live-1234" not in report.zipped().decode("latin-1")
    lower = ReportSources(settings=None, log_dir=None, crashes=["code ab12cd34"], codes=["AB12CD34"])
    assert "ab12cd34" not in build_report(lower).files["errors.txt"], "masked in any case"
    # Were masking ever to miss one, the scan refuses the whole report.
    monkeypatch.setattr(support, "_mask", lambda text, _key, _codes: text)
    with pytest.raises(ReportRefused) as refused:
        build_report(lower)
    assert refused.value.problems == ["errors.txt: a whole voucher code"]


def test_manager_check_the_service_says_what_differs_and_the_support_report_holds_it(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer
) -> None:
    window, till = till_window
    sandbox.forms.set("unknown_event_type", path="/balance_events/")
    dialog = manager_dialog(qtbot, window, window.manager_actions.check_service, ServiceCheckDialog)
    qtbot.waitUntil(lambda: "Differs" in dialog.findings.toPlainText(), timeout=10_000)
    text = dialog.findings.toPlainText()
    assert UNKNOWN_EVENT_TYPE in text
    assert "will not reverse them" in text
    assert "As documented: The service accepts the API key" in text
    assert till.settings.service_fit.unknown_event_types == (UNKNOWN_EVENT_TYPE,)
    assert any("event_types" in line for line in till.settings.service_fit.findings)
    dialog.reject()
    qtbot.waitUntil(lambda: window.manager_actions.dialog is None)


@pytest.mark.logs(logs.CRASH_SHOWN)
def test_the_crash_dialog_offers_the_same_report(qtbot: QtBot, till_window: TillWindow) -> None:
    window, _till = till_window
    reporter = CrashReporter(window)
    reporter.support = window.support_report
    try:
        raise RuntimeError("an odd answer")
    except RuntimeError as exc:
        reporter.report(exc, type(exc), exc.__traceback__)
    qtbot.waitUntil(
        lambda: any(isinstance(w, QMessageBox) and w.isVisible() for w in window.findChildren(QMessageBox))
    )
    box = next(w for w in window.findChildren(QMessageBox) if w.isVisible())
    button = next(b for b in box.buttons() if b.text() == "Save a support report…")
    button.click()
    qtbot.waitUntil(lambda: isinstance(window.support_dialog, SupportReportDialog))
    dialog = window.support_dialog
    assert dialog is not None
    qtbot.waitUntil(lambda: dialog.report is not None, timeout=10_000)
    dialog.reject()


def test_a_report_closed_before_it_is_made_stops_making_it(qtbot: QtBot, till_window: TillWindow) -> None:
    """Cancel pressed at once: the report being gathered is dropped, not filled into a closed window."""
    window, _till = till_window
    _menu_action(window, "Save a support report…").trigger()
    qtbot.waitUntil(lambda: isinstance(window.support_dialog, SupportReportDialog))
    dialog = window.support_dialog
    assert dialog is not None
    task = dialog.task
    dialog.reject()
    assert task.done() or task.cancelling()
