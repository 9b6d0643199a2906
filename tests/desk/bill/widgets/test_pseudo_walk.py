"""Bill mode in the pseudo-language: every word of the bill's window went through ``translate``,
and nothing is cut or outside the window at 1024×768 in the longer words.

Walked: the bill started, vouchers scanned onto it, a whole-only voucher's question, the review,
the question before a bill with vouchers not sent is closed, and the table's columns and lines.
Codes, amounts and the bill's reference are the till's data, allowed as they are.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QTableView
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.desk.bill.widgets.bill_dialog import BillDialog
from app.desk.common.widgets.language import LanguageSwitch
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers.pseudo import fits
from helpers.scanner import ENTER, burst
from helpers.words import english


def scanned(qtbot: QtBot, dialog: BillDialog, code: str) -> None:
    rows = dialog.vm.lines.rowCount()
    burst(qtbot, code, ENTER, into=dialog.code)
    qtbot.waitUntil(
        lambda: not dialog.vm.busy and (dialog.vm.lines.rowCount() > rows or dialog.loss.isVisible())
    )


def table_words(dialog: BillDialog) -> list[str]:
    """The table's column names and the till's words in it (codes and amounts are data)."""
    model = dialog.vm.lines
    words = [str(model.headerData(c, Qt.Orientation.Horizontal)) for c in range(model.columnCount())]
    for row in range(model.rowCount()):
        words += [str(model.index(row, c).data()) for c in (1, 4)]  # its use, where it stands
    return [word for word in words if not word.startswith("[")]


def headers_cut(table: QTableView) -> list[str]:
    """The headings a column of the table (but the last, which stretches) is too narrow to show whole."""
    header, model = table.horizontalHeader(), table.model()
    words = [str(model.headerData(c, Qt.Orientation.Horizontal)) for c in range(model.columnCount() - 1)]
    return [
        text
        for column, text in enumerate(words)
        if header.sectionSizeHint(column) > header.sectionSize(column)  # as Qt measures a heading
    ]


def test_the_bill_in_the_pseudo_language_shows_no_english_and_nothing_cut(
    qtbot: QtBot, pseudo_till: tuple[MainWindow, Till, LanguageSwitch]
) -> None:
    window, till, _switch = pseudo_till
    assert window.bill.button.text().startswith("[")
    window.bill.open()
    dialog = window.bill.dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    assert english(dialog, till) == []
    assert headers_cut(dialog.table) == [], "the empty bill's headings are whole too"

    qtbot.keyClicks(dialog.total, "70")  # less than the whole-only voucher: it asks
    qtbot.keyClicks(dialog.reference, "Table 12")
    qtbot.keyClick(dialog.reference, Qt.Key.Key_Return)
    qtbot.waitUntil(dialog.code.isEnabled)
    for code in (DemoCodes.VALID_PARTIAL, DemoCodes.GRACE, DemoCodes.FULL_ONLY):
        scanned(qtbot, dialog, code)
    assert dialog.loss.isVisible(), "the whole-only voucher waits for the cashier's word"
    QApplication.processEvents()
    assert dialog.summary.text().startswith("[")
    assert english(dialog, till) == []
    assert table_words(dialog) == []
    qtbot.waitUntil(lambda: fits(dialog) == [], timeout=2_000)

    qtbot.mouseClick(dialog.decline_loss, Qt.MouseButton.LeftButton)
    assert dialog.status.text().startswith("[")
    dialog.vm.review()
    qtbot.waitUntil(dialog.step.isVisible)
    assert dialog.step.text.text().startswith("[")
    assert english(dialog, till) == []
    qtbot.waitUntil(lambda: fits(dialog) == [], timeout=2_000)

    dialog.vm.cancel_review()
    dialog.ask_close()
    assert dialog.closing.isVisible()
    assert english(dialog, till) == []
    qtbot.waitUntil(lambda: fits(dialog) == [], timeout=2_000)
    dialog.discard()
    qtbot.waitUntil(lambda: window.bill.dialog is None)
