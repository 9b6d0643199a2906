"""Find and the manager's e-mail reveal in the pseudo-language: no English word left, nothing cut,
at 1024×768 in the real style (the walk of ``test_pseudo_walk``, over these two screens)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.desk.common.widgets.language import LanguageSwitch
from app.desk.find.widgets.find_dialog import RESULT_SAMPLES, FindDialog
from app.desk.manager.widgets.reveal_email import RevealEmailDialog
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers.manager import enter_pin, opened_dialog
from helpers.pseudo import fits
from helpers.scanner import by_hand
from helpers.till import counter_settled, scan
from helpers.words import english


def headers_cut(dialog: FindDialog) -> list[str]:
    """The headings of the orders found that their column (sized by the till; the last stretches) is
    too narrow to show whole."""
    header = dialog.results.horizontalHeader()
    model = dialog.results.model()
    words = [str(model.headerData(col, Qt.Orientation.Horizontal)) for col in range(len(RESULT_SAMPLES))]
    return [
        text
        for column, text in enumerate(words)
        if header.sectionSizeHint(column) > header.sectionSize(column)  # as Qt measures a heading
    ]


def test_find_in_the_pseudo_language_shows_no_english_and_fits(
    qtbot: QtBot, pseudo_till: tuple[MainWindow, Till, LanguageSwitch]
) -> None:
    window, till, _switch = pseudo_till
    qtbot.keyClick(window.code, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    dialog = window.finder.dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    assert english(dialog, till) == []
    assert dialog.search.text().startswith("[")
    assert dialog.window_months.currentText().startswith("[")
    qtbot.waitUntil(lambda: fits(dialog) == [], timeout=2_000)  # once the layout has settled
    by_hand(qtbot, dialog.query, "morgan")
    with qtbot.waitSignal(dialog.vm.finished, timeout=20_000):
        qtbot.keyClick(dialog.query, Qt.Key.Key_Return)
    assert dialog.status.text().startswith("[")
    header = dialog.results.model().headerData(0, Qt.Orientation.Horizontal)
    assert str(header).startswith("[")
    qtbot.keyClick(dialog.results, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: dialog.vm.vouchers.rowCount() > 0)
    QApplication.processEvents()
    assert dialog.vouchers_line.text().startswith("[")
    status = dialog.vouchers.model().index(0, 2).data()
    assert str(status).startswith("["), "a voucher's status in till words, in the staff's language"
    assert headers_cut(dialog) == []
    assert english(dialog, till) == []
    qtbot.waitUntil(lambda: fits(dialog) == [], timeout=2_000)  # once the layout has settled
    dialog.query.clear()
    by_hand(qtbot, dialog.query, "x")
    with qtbot.waitSignal(dialog.vm.finished, timeout=5_000):
        qtbot.keyClick(dialog.query, Qt.Key.Key_Return)
    assert dialog.status.text().startswith("["), "a refusal is said in the staff's language too"
    qtbot.waitUntil(lambda: fits(dialog) == [], timeout=2_000)  # once the layout has settled
    dialog.reject()


def test_the_e_mail_reveal_in_the_pseudo_language_shows_no_english_and_fits(
    qtbot: QtBot, pseudo_till: tuple[MainWindow, Till, LanguageSwitch]
) -> None:
    window, till, _switch = pseudo_till
    scan(qtbot, window, DemoCodes.PART_USED)
    counter_settled(qtbot, till)
    qtbot.waitUntil(lambda: till.lookup.order is not None)
    window.manager_actions.reveal_email()
    enter_pin(qtbot, window)
    dialog = opened_dialog(qtbot, window, RevealEmailDialog)
    assert english(dialog, till) == []
    assert dialog.reason.itemText(1).startswith("[")
    qtbot.waitUntil(lambda: fits(dialog) == [], timeout=2_000)  # once the layout has settled
    dialog.reason.setCurrentIndex(1)
    qtbot.mouseClick(dialog.show_address, Qt.MouseButton.LeftButton)
    assert "@" in dialog.address.text(), "the address itself is the guest's data, shown as it is"
    qtbot.waitUntil(lambda: fits(dialog) == [], timeout=2_000)  # once the layout has settled
    dialog.reject()
