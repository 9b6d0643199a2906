"""*Report a problem with this voucher* and the case list, through the real window on the sandbox:
the case sheet as a PDF and as text for the service's support, the voucher refused at the counter
and by the money path while the case is open, and the case closed (audited)."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot

from app.compose import Till, TillHooks, build_till, open_till_files
from app.core import i18n
from app.core.cases import CaseReason
from app.core.masking import mask_code
from app.core.paths import resolve_paths
from app.desk.cases.widgets import CaseListDialog, CaseReportDialog, DisputePackDialog
from app.desk.common.widgets import files
from app.desk.common.widgets.language import app_language
from app.sandbox.seed import DemoCodes
from app.sandbox.seed_catalogue import DEMO_KEY
from app.services.movements import Actor, OpenCaseError
from app.shell.main_window import MainWindow
from helpers.manager import TRAINING_MANAGER, manager_dialog
from helpers.till import close_till, quick_backoff, run, scan, till_settings
from sandbox_harness.server import SandboxServer

CODE = DemoCodes.FULL_ONLY


def shown(qtbot: QtBot, window: MainWindow, till: Till, code: str = CODE) -> None:
    scan(qtbot, window, code)
    qtbot.waitUntil(lambda: till.lookup.voucher is not None and not till.tasks.running("lookup"))


def report_problem(qtbot: QtBot, window: MainWindow, reason: CaseReason, note: str) -> CaseReportDialog:
    dialog = manager_dialog(qtbot, window, window.manager_actions.report_problem, CaseReportDialog)
    dialog.reason.setCurrentIndex(dialog.reason.findData(reason.value))
    qtbot.keyClicks(dialog.note, note)
    qtbot.mouseClick(dialog.open_case, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(dialog.sheet.copy.isEnabled, timeout=10_000)
    return dialog


def test_a_reported_voucher_gets_a_case_sheet_and_is_refused_until_the_case_is_closed(
    qtbot: QtBot, till_window: tuple[MainWindow, Till], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window, till = till_window
    shown(qtbot, window, till)
    assert window.redeem.isVisible()
    dialog = report_problem(qtbot, window, CaseReason.FRAUD, "Guest paid by a card reported stolen")

    # The text for the service's support, copied.
    qtbot.mouseClick(dialog.sheet.copy, Qt.MouseButton.LeftButton)
    text = QGuiApplication.clipboard().text()
    assert CODE not in text
    for expected in (
        f"Case #1: voucher {mask_code(CODE)}",
        "What is asked: Suspected fraud",
        "What happened: Guest paid by a card reported stolen",
        f"Opened by manager: {TRAINING_MANAGER}",
        "Staff signed in: Sam Till",
        "Status: Valid",
        "Order value: ",
    ):
        assert expected in text, expected
    # And as a PDF where the manager chooses.
    path = tmp_path / dialog.sheet.file_name
    monkeypatch.setattr(files, "ask_save_path", lambda *_args: path)
    qtbot.mouseClick(dialog.sheet.save, Qt.MouseButton.LeftButton)
    assert path.read_bytes().startswith(b"%PDF")
    assert "What is asked Suspected fraud" in " ".join(dialog.sheet.printed_text().split())
    (opened,) = till.audit.entries(action="voucher case opened")
    assert (opened.manager, opened.code, opened.reason) == (
        TRAINING_MANAGER,
        CODE,
        "case #1: suspected fraud",
    )
    dialog.reject()

    # Scanned again: the open case shows first, and nothing can be redeemed.
    shown(qtbot, window, till)
    qtbot.waitUntil(lambda: window.voucher.badge.text() == "Open case")
    assert "Case #1: Suspected fraud" in window.voucher.why_not.text()
    assert not window.redeem.isVisible()
    assert not window.topup.isVisible()
    # The money path refuses it too, before anything is journalled or sent.
    voucher = till.lookup.voucher
    assert voucher is not None
    with pytest.raises(OpenCaseError, match="open case"):
        run(qtbot, till.movements.redeem(voucher, Decimal("75.00"), Actor("Sam Till")))
    assert till.journal.of_code(CODE) == []
    # Its dispute pack names the open case.
    pack = manager_dialog(qtbot, window, window.manager_actions.dispute_pack_shown, DisputePackDialog)
    qtbot.waitUntil(pack.sheet.save.isEnabled, timeout=10_000)
    assert "#1 open: Suspected fraud, opened " in pack.sheet.printed_text()
    pack.reject()

    # A manager closes it from the case list (audited); the voucher is usable again.
    cases = manager_dialog(qtbot, window, window.manager_actions.case_list, CaseListDialog)
    assert cases.message.text() == "1 open case at this till."
    assert cases.table.model().index(0, 1).data() == mask_code(CODE)
    qtbot.keyClicks(cases.closing_note, "Service voided the order")
    qtbot.mouseClick(cases.close_case, Qt.MouseButton.LeftButton)
    assert cases.message.text() == f"Case #1 is closed: voucher {mask_code(CODE)} can be used again."
    (closed,) = till.audit.entries(action="voucher case closed")
    assert (closed.manager, closed.code, closed.reason) == (
        TRAINING_MANAGER,
        CODE,
        "case #1: Service voided the order",
    )
    cases.reject()
    qtbot.waitUntil(lambda: window.voucher.badge.text() == "Valid")
    qtbot.waitUntil(window.redeem.isVisible)


def test_an_open_case_survives_a_restart_of_the_till(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> None:
    paths = resolve_paths(tmp_path / "home").ensure()

    def started() -> tuple[MainWindow, Till]:
        files_ = open_till_files(paths, training=True, fresh=False)
        till = build_till(
            till_settings(sandbox), DEMO_KEY, paths, settings_file=None, training=True,
            hooks=TillHooks(backoff=quick_backoff), files=files_,
        )  # fmt: skip
        window = MainWindow(till)
        qtbot.addWidget(window)
        window.show()
        till.session.sign_in("Sam Till")
        return window, till

    window, till = started()
    shown(qtbot, window, till, DemoCodes.VALID_PARTIAL)
    report_problem(qtbot, window, CaseReason.LOST, "Guest lost the card on the beach").reject()
    close_till(qtbot, window, till)

    window, till = started()
    shown(qtbot, window, till, DemoCodes.VALID_PARTIAL)
    qtbot.waitUntil(lambda: window.voucher.badge.text() == "Open case")
    assert "Case #1: Lost or stolen" in window.voucher.why_not.text()
    assert not window.redeem.isVisible()
    # A second report of the same voucher points to the open case instead.
    window.manager_actions.report_problem()
    qtbot.waitUntil(lambda: window.manager_actions.notice is not None)
    assert window.manager_actions.notice is not None
    assert "already has an open case (#1)" in window.manager_actions.notice.text()
    window.manager_actions.notice.accept()
    close_till(qtbot, window, till)


def test_a_polish_case_list_names_the_training_manager_as_the_case_sheet_does(
    qtbot: QtBot, till_window: tuple[MainWindow, Till]
) -> None:
    """Every list shows a manager's name one way: the case list's manager column said "Training
    manager" in a Polish till while the case sheet said "Kierownik szkoleniowy"."""
    window, till = till_window
    assert till.translations_cache is not None
    language = app_language(till.translations_cache)
    try:
        run(qtbot, language.use("pl_PL"))
        shown(qtbot, window, till)
        report = report_problem(qtbot, window, CaseReason.FRAUD, "Karta skradziona")
        qtbot.mouseClick(report.sheet.copy, Qt.MouseButton.LeftButton)
        assert "Otworzył kierownik: Kierownik szkoleniowy" in QGuiApplication.clipboard().text()
        report.reject()

        cases = manager_dialog(qtbot, window, window.manager_actions.case_list, CaseListDialog)
        rows = cases.table.model()
        columns = {rows.headerData(c, Qt.Orientation.Horizontal): c for c in range(rows.columnCount())}
        manager = rows.index(0, columns["Kierownik"])
        assert manager.data() == "Kierownik szkoleniowy"
        assert manager.data(Qt.ItemDataRole.ToolTipRole) == "Kierownik szkoleniowy"
        cases.reject()
    finally:
        language._swap(i18n.SOURCE_LANGUAGE, None)


def test_tab_moves_from_the_case_note_to_open_the_case(
    qtbot: QtBot, till_window: tuple[MainWindow, Till]
) -> None:
    """The note took Tab as a character, so *Open the case* could not be reached by Tab."""
    window, till = till_window
    shown(qtbot, window, till)
    dialog = manager_dialog(qtbot, window, window.manager_actions.report_problem, CaseReportDialog)
    dialog.activateWindow()
    qtbot.waitActive(dialog)
    dialog.note.setFocus()
    qtbot.waitUntil(dialog.note.hasFocus)
    qtbot.keyClicks(dialog.note, "Guest says the card was stolen")
    qtbot.keyClick(dialog.note, Qt.Key.Key_Tab)
    qtbot.waitUntil(dialog.open_case.hasFocus)
    assert dialog.note.toPlainText() == "Guest says the card was stolen"
    qtbot.keyClick(dialog.open_case, Qt.Key.Key_Space)
    qtbot.waitUntil(dialog.sheet.copy.isEnabled, timeout=10_000)
    dialog.reject()
