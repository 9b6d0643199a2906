"""The dispute pack, *Report a problem with this voucher* and the case list in the pseudo-language:
no English word is left, and nothing is cut at 1024×768 (``tests/helpers/pseudo.py`` builds
the language and measures the fit). The counter's *Open case* badge too."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.desk.cases.widgets import CaseListDialog, CaseReportDialog, DisputePackDialog
from app.desk.common.widgets.language import LanguageSwitch
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers.layout import words_cut
from helpers.manager import enter_pin, opened_dialog
from helpers.pseudo import SIZE, fits
from helpers.till import counter_settled, scan
from helpers.words import english


def opened(qtbot: QtBot, window: MainWindow, kind: type[QDialog]) -> QDialog:
    enter_pin(qtbot, window)
    dialog = opened_dialog(qtbot, window, kind, timeout=10_000)
    dialog.resize(*SIZE)
    return dialog


def test_the_cases_dialogs_in_the_pseudo_language_show_no_english_and_fit(
    qtbot: QtBot, pseudo_till: tuple[MainWindow, Till, LanguageSwitch]
) -> None:
    window, till, _switch = pseudo_till
    actions = window.manager_actions
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    counter_settled(qtbot, till)

    actions.dispute_pack_shown()
    pack = opened(qtbot, window, DisputePackDialog)
    assert isinstance(pack, DisputePackDialog)
    qtbot.waitUntil(pack.sheet.save.isEnabled, timeout=10_000)
    assert english(pack, till, [pack.sheet.browser]) == []
    assert pack.sheet.printed_text().startswith("[")
    qtbot.waitUntil(lambda: fits(pack) == [], timeout=2_000)
    pack.reject()

    actions.report_problem()
    report = opened(qtbot, window, CaseReportDialog)
    assert isinstance(report, CaseReportDialog)
    assert english(report, till) == []
    qtbot.waitUntil(lambda: fits(report) == [], timeout=2_000)
    qtbot.keyClicks(report.note, "x")
    qtbot.mouseClick(report.open_case, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(report.sheet.copy.isEnabled, timeout=10_000)
    assert english(report, till, [report.sheet.browser, report.note]) == []
    qtbot.waitUntil(lambda: fits(report) == [], timeout=2_000)
    report.reject()

    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    counter_settled(qtbot, till)
    qtbot.waitUntil(lambda: window.voucher.badge.text().startswith("["))
    QApplication.processEvents()
    assert window.voucher.why_not.text().startswith("[")
    panel = window.voucher
    # The details scroll up and down, never sideways; the badge and the balance stay in sight.
    qtbot.waitUntil(lambda: panel.width() <= window.details.viewport().width(), timeout=2_000)
    qtbot.waitUntil(lambda: words_cut(window, [panel.badge, panel.balance]) == [], timeout=2_000)

    actions.case_list()
    cases = opened(qtbot, window, CaseListDialog)
    assert isinstance(cases, CaseListDialog)
    QApplication.processEvents()
    assert english(cases, till, [cases.sheet.browser]) == []
    model = cases.table.model()
    headings = [str(model.headerData(c, Qt.Orientation.Horizontal)) for c in range(model.columnCount())]
    assert all(heading.startswith("[") or heading == "#" for heading in headings), headings
    qtbot.waitUntil(lambda: fits(cases) == [], timeout=2_000)
    cases.reject()
