"""The keys a cashier's hands learn are the same in every language: Alt+A reaches the amount
whatever the label's translated mnemonic, and no translation gives Alt+A to another control."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QLabel, QMenu
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.desk.common.widgets.language import LANGUAGES, LanguageSwitch
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers.scanner import focused
from helpers.till import run, scan

TillWindow = tuple[MainWindow, Till]


def test_alt_a_reaches_the_amount_in_every_language_and_no_menu_takes_it(
    qtbot: QtBot, till_window: TillWindow, switch: LanguageSwitch
) -> None:
    window, till = till_window
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    qtbot.waitUntil(lambda: not till.tasks.running("lookup") and window.redeem.amount.isEnabled())
    for language in LANGUAGES:
        run(qtbot, switch.use(language.code))
        assert switch.code == language.code
        focused(qtbot, window.code)
        qtbot.keyClick(window, Qt.Key.Key_A, Qt.KeyboardModifier.AltModifier)
        qtbot.waitUntil(window.redeem.amount.hasFocus, timeout=2000)
        menus = [m.title() for m in window.menuBar().findChildren(QMenu)]
        assert not [t for t in menus if QKeySequence.mnemonic(t) == QKeySequence("Alt+A")], (
            f"{language.code}: a menu takes Alt+A"
        )


def test_the_amount_label_takes_no_letter_from_the_menus_in_polish(
    qtbot: QtBot, till_window: TillWindow, switch: LanguageSwitch
) -> None:
    """Polish "&Kwota" took Alt+K, the "&Kierownik" menu's letter: the Manager menu could not be
    opened from the keyboard. The amount's own key is Alt+A; its label underlines nothing."""
    window, _till = till_window
    run(qtbot, switch.use("pl_PL"))
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)

    def menu_keys() -> set[QKeySequence]:
        return {QKeySequence.mnemonic(menu.title()) for menu in window.menuBar().findChildren(QMenu)}

    # Qt tells the menus of the new language on a later turn of its loop.
    qtbot.waitUntil(lambda: QKeySequence("Alt+K") in menu_keys())
    labels = [label for label in window.findChildren(QLabel) if label.buddy() is window.redeem.step.amount]
    assert labels
    assert all(QKeySequence.mnemonic(label.text()).isEmpty() for label in labels)
