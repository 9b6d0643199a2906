"""The till's first window takes a scan while the rest of the till loads, and hands it over.

A scanner's code with its Enter or Tab typed into the first window is looked up once the till is
up, exactly once; a code typed without its Enter is kept in the code field, not looked up; a second
scan replaces the first, as at the till's own field.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.sandbox.seed import DemoCodes
from app.shell.early import EarlyWindow
from app.shell.main_window import MainWindow
from helpers.till import run

TillWindow = tuple[MainWindow, Till]
CODE = DemoCodes.VALID_PARTIAL


def early_window(qtbot: QtBot) -> EarlyWindow:
    early = EarlyWindow(taking_codes=True)
    qtbot.addWidget(early)
    early.show_now()
    return early


def test_a_code_scanned_while_the_till_loads_is_looked_up_once_it_is_up(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    window, till = till_window
    early = early_window(qtbot)
    assert early.code.hasFocus()
    lookups: list[object] = []
    till.lookup.voucher_shown.connect(lookups.append)

    qtbot.keyClicks(early.code, "OTHER1")
    qtbot.keyClick(early.code, Qt.Key.Key_Return)
    qtbot.keyClicks(early.code, CODE)  # the second scan replaces the first
    qtbot.keyClick(early.code, Qt.Key.Key_Tab)
    assert early.code.hasFocus(), "a scanner's Tab keeps the field for the next scan"
    window.take_early(*early.hand_over())

    assert not early.isVisible()
    assert window.code.text() == CODE
    qtbot.waitUntil(lambda: till.lookup.voucher is not None and not till.tasks.running("lookup"))
    assert till.lookup.voucher is not None
    assert till.lookup.voucher.redeem_code == CODE
    assert len(lookups) == 1, "looked up once"


def test_a_code_typed_without_its_enter_is_kept_not_looked_up(qtbot: QtBot, till_window: TillWindow) -> None:
    window, till = till_window
    early = early_window(qtbot)
    qtbot.keyClicks(early.code, CODE[:5])

    window.take_early(*early.hand_over())

    assert window.code.text() == CODE[:5]
    assert not till.tasks.running("lookup")
    assert till.lookup.voucher is None


def test_the_first_window_before_sign_in_says_the_till_is_starting_and_takes_no_code(qtbot: QtBot) -> None:
    early = EarlyWindow(taking_codes=False)
    qtbot.addWidget(early)
    early.show_now()

    assert not early.code.isVisible()
    assert early.hand_over() == ("", "")


def test_a_scan_with_its_enter_is_looked_up_though_typing_followed_it(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    """The code ended with Enter is the scan; what was typed after it waits in the
    till's field, not looked up in its place."""
    window, till = till_window
    early = early_window(qtbot)
    qtbot.keyClicks(early.code, CODE)
    qtbot.keyClick(early.code, Qt.Key.Key_Return)
    qtbot.keyClicks(early.code, "TEA")  # the cashier starts typing before the till is up

    window.take_early(*early.hand_over())

    qtbot.waitUntil(lambda: till.lookup.voucher is not None and not till.tasks.running("lookup"))
    assert till.lookup.voucher is not None
    assert till.lookup.voucher.redeem_code == CODE
    assert window.code.text() == "TEA"


def test_keys_a_scanner_sent_while_the_till_page_was_built_are_taken_before_the_first_window_closes(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    """The GUI thread builds the till's page for a few hundred milliseconds; the keys
    of a scan made then wait in the queue for the first window, and are not dropped with it."""
    window, till = till_window
    early = early_window(qtbot)
    for char in CODE:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.postEvent(
                early.code, QKeyEvent(kind, ord(char), Qt.KeyboardModifier.NoModifier, char)
            )
    enter = (Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier)
    QApplication.postEvent(early.code, QKeyEvent(QEvent.Type.KeyPress, *enter, "\r"))

    run(qtbot, early.take_keys())
    window.take_early(*early.hand_over())

    qtbot.waitUntil(lambda: till.lookup.voucher is not None and not till.tasks.running("lookup"))
    assert till.lookup.voucher is not None
    assert till.lookup.voucher.redeem_code == CODE
