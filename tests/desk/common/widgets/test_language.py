"""Each member of staff reads the till in their own language, chosen at sign-in and remembered for
their name; the till switches at once, without a restart.

Driven in the pseudo-language (``en_XA``: accented, longer, bracketed), made fresh from the code's
words, so a test needs no finished translation to see that a word was translated.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.core import i18n
from app.desk.common.widgets.language import PSEUDO, LanguageSwitch, app_language
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers.till import run, till_open
from sandbox_harness.server import SandboxServer


def sign_in(qtbot: QtBot, window: MainWindow, name: str, language: str | None = None) -> None:
    """As a member of staff does: type the name, pick a language (or leave the remembered one), Start."""
    page = window.sign_in
    qtbot.keyClicks(page.name, name)
    if language is not None:
        if page.language.findData(language) < 0:
            page.language.addItem("pseudo", language)  # the tests' own language is never offered
        page.language.setCurrentIndex(page.language.findData(language))
    page.start.click()


def test_two_staff_each_read_the_till_in_their_own_language_remembered_for_their_name(
    qtbot: QtBot, till_window: tuple[MainWindow, Till], pseudo_switch: LanguageSwitch
) -> None:
    window, till = till_window
    till.session.sign_out()
    sign_in(qtbot, window, "Ana Kowalska", PSEUDO)
    # Qt tells the widgets on its next turn of the event loop: at once, for a person.
    qtbot.waitUntil(lambda: window.sign_in.start.text().startswith("["), timeout=10_000)
    till.session.sign_out()

    sign_in(qtbot, window, "Ben Hughes", "en_GB")
    qtbot.waitUntil(lambda: window.sign_in.start.text() == "Start shift", timeout=10_000)
    till.session.sign_out()

    qtbot.keyClicks(window.sign_in.name, "ana kowalska")
    assert window.sign_in.language.currentData() == PSEUDO, "Ana's language is remembered for her name"
    window.sign_in.start.click()
    qtbot.waitUntil(lambda: window.sign_in.start.text().startswith("["), timeout=10_000)
    assert pseudo_switch.code == PSEUDO


def test_a_language_that_cannot_be_loaded_leaves_the_till_in_the_language_it_speaks(
    qtbot: QtBot, till_window: tuple[MainWindow, Till], pseudo_switch: LanguageSwitch, tmp_path: Path
) -> None:
    pseudo_switch._cache_dir = tmp_path / "nothing-compiled-here"
    assert run(qtbot, pseudo_switch.use(PSEUDO)) == i18n.SOURCE_LANGUAGE
    # Qt posts a LanguageChange to each window when a translation is put in: every one posted is
    # delivered now, so English here is what the cashier keeps reading.
    QApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    assert till_window[0].sign_in.start.text() == "Start shift"


def test_a_code_scanned_at_the_sign_in_page_is_no_name_and_is_looked_up_once_someone_signs_in(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> None:
    with till_open(qtbot, sandbox, tmp_path / "home", staff=None) as (window, till):
        qtbot.keyClicks(window.sign_in.name, DemoCodes.VALID_PARTIAL)
        qtbot.keyClick(window.sign_in.name, Qt.Key.Key_Return)
        assert till.session.staff == "", "a shift was signed in under a voucher code"
        assert window.sign_in.hint.text().startswith("That was a voucher code")
        assert window.sign_in.name.text() == ""
        qtbot.keyClicks(window.sign_in.name, "Sam Till")
        qtbot.keyClick(window.sign_in.name, Qt.Key.Key_Return)
        qtbot.waitUntil(
            lambda: window.voucher.isVisible() and window.voucher.code.text() == DemoCodes.VALID_PARTIAL
        )
        assert till.session.staff == "Sam Till"


def test_qts_own_words_follow_the_staffs_language(qtbot: QtBot, till_window: tuple[MainWindow, Till]) -> None:
    """A file dialog's and a standard button's words are Qt's, not the till's: a Polish cashier
    saving a support report read "Cancel" and "File name" until Qt's own translation was loaded."""
    _window, till = till_window
    assert till.translations_cache is not None
    language = app_language(till.translations_cache)
    try:
        run(qtbot, language.use("pl_PL"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        assert buttons.button(QDialogButtonBox.StandardButton.Cancel).text() == "Anuluj"
    finally:
        language._swap(i18n.SOURCE_LANGUAGE, None)
    english = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    assert english.button(QDialogButtonBox.StandardButton.Cancel).text() == "Cancel"
