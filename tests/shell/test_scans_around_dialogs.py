"""A scanner is a keyboard that cannot clear a field: scans into a PIN prompt and after a dialog.

A code scanned into the PIN prompt is not a wrong PIN (it would lock the managers out), and after
any dialog or message box the code field has the keyboard again with its text selected, so the next
scan replaces the last code instead of being appended to it.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QWidget
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.desk.common.widgets.scan_guard import scan_notice
from app.desk.manager.gate import ACTION_UNLOCK, NOT_A_PIN_TEXT
from app.desk.manager.widgets.audit_log import AuditLogDialog
from app.desk.manager.widgets.refund import RefundDialog
from app.sandbox.seed import DemoCodes, DemoOrders
from app.shell.main_window import MainWindow
from helpers.manager import TRAINING_PIN, opened_dialog, pin_prompt
from helpers.scanner import ENTER, LINE_FEED, TAB, burst
from helpers.till import scan, till_open
from sandbox_harness.server import SandboxServer

TillWindow = tuple[MainWindow, Till]
NEW_CARD = "NEWCARD7"


def code_ready_for_a_scan(window: MainWindow, code: str) -> bool:
    return window.code.hasFocus() and window.code.selectedText() == code == window.code.text()


@pytest.mark.parametrize("scanned", ["TEA40PART", "5012345678900", "AB123456", "47", "50123456"])
def test_a_code_scanned_into_the_pin_prompt_is_no_wrong_pin_and_locks_nobody_out(
    qtbot: QtBot, till_window: TillWindow, scanned: str
) -> None:
    """Six scans of a voucher code, a long barcode, a code ending in six digits, too few digits or
    a code of eight digits (which the field takes, as a PIN can be eight digits): no letter ever
    shows in the field, each is refused as not a PIN, and none is counted or audited.
    The manager's own PIN then opens the audit log at once."""
    window, till = till_window
    window.manager_actions.audit_log()
    prompt = pin_prompt(qtbot, window)
    for _ in range(6):
        burst(qtbot, scanned, ENTER, into=prompt.pin)
        assert prompt.pin.text() == "", "the refused try leaves an empty field for the PIN"
        assert prompt.error.isVisible()
        assert prompt.error.text() == NOT_A_PIN_TEXT
        assert prompt.pin.isEnabled(), "not locked"
        assert prompt.ok.isEnabled()
    assert till.manager._lock.check().failures == 0
    assert till.audit.entries(action=ACTION_UNLOCK) == []
    qtbot.keyClicks(prompt.pin, TRAINING_PIN)
    qtbot.keyClick(prompt.pin, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: isinstance(window.manager_actions.dialog, AuditLogDialog))
    assert [e.outcome for e in till.audit.entries(action=ACTION_UNLOCK)] == ["done"]
    dialog = window.manager_actions.dialog
    assert dialog is not None
    dialog.reject()


@pytest.mark.parametrize("suffix", [TAB, ENTER, LINE_FEED], ids=["tab", "enter", "line feed"])
def test_a_code_scanned_into_the_pin_prompt_with_any_suffix_is_taken_back_and_kept_for_the_counter(
    qtbot: QtBot, till_window: TillWindow, suffix: Qt.Key | str
) -> None:
    """A scanner set to end with Tab (or Enter, or a line feed): the code's digits do not stay in the field,
    the focus stays on it (the next Enter is the PIN's, not Approve's or Cancel's), it is said to
    be no PIN, and the code is looked up at the counter once the prompt is closed."""
    window, till = till_window
    window.manager_actions.audit_log()
    prompt = pin_prompt(qtbot, window)
    qtbot.waitUntil(prompt.pin.hasFocus)
    burst(qtbot, DemoCodes.PART_USED, suffix)  # into the focus, as a scanner types
    assert prompt.pin.text() == "", "no digit of the code is left as the start of a PIN"
    assert prompt.pin.hasFocus(), "the focus stayed on the PIN"
    assert prompt.error.text() == NOT_A_PIN_TEXT
    notice = scan_notice(prompt)
    assert notice is not None
    assert notice.isVisible()
    assert DemoCodes.PART_USED not in notice.text()
    assert till.manager._lock.check().failures == 0
    prompt.reject()
    qtbot.waitUntil(
        lambda: till.lookup.view is not None and till.lookup.view.code == DemoCodes.PART_USED,
        timeout=10_000,
    )


def test_letters_never_appear_in_the_pin_field_and_a_wrong_pin_still_counts(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    window, till = till_window
    window.manager_actions.audit_log()
    prompt = pin_prompt(qtbot, window)
    qtbot.keyClicks(prompt.pin, "T1E2A3")
    assert prompt.pin.text() == "123"
    assert prompt.error.text() == NOT_A_PIN_TEXT, "said as the letter is refused, before Enter"
    prompt.pin.clear()  # the manager clears the field and types a PIN: that is a real try
    qtbot.keyClicks(prompt.pin, "1111")
    qtbot.keyClick(prompt.pin, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: prompt.error.text() == "Wrong PIN. Try again.")
    assert till.manager._lock.check().failures == 1
    prompt.reject()


def test_after_every_dialog_the_next_scan_replaces_the_code(
    qtbot: QtBot, till_window: TillWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The PIN prompt closed with Esc, a message box, the slip's Save as PDF dialog cancelled and a
    manager's dialog closed: each time the code field has the keyboard with the code selected, and
    a scan then looks up the scanned code alone."""
    window, till = till_window

    def counter_shows(code: str) -> None:
        qtbot.waitUntil(lambda: not till.tasks.running("lookup"))
        qtbot.waitUntil(lambda: window.code.text() == code)

    scan(qtbot, window, NEW_CARD)
    counter_shows(NEW_CARD)
    qtbot.waitUntil(lambda: window.topup.offer_button.text() == "Activate as a new card (F4)")

    window.manager_actions.audit_log()
    prompt = pin_prompt(qtbot, window)
    qtbot.keyClick(prompt.pin, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: code_ready_for_a_scan(window, NEW_CARD))
    burst(qtbot, DemoCodes.PART_USED, ENTER)
    qtbot.waitUntil(lambda: till.lookup.voucher is not None)
    voucher = till.lookup.voucher
    assert voucher is not None
    assert voucher.redeem_code == DemoCodes.PART_USED
    assert window.code.text() == DemoCodes.PART_USED

    window.manager_actions.reverse_selected()  # nothing chosen in the feed: a message box says so
    qtbot.waitUntil(
        lambda: window.manager_actions.notice is not None and window.manager_actions.notice.isVisible()
    )
    box = window.manager_actions.notice
    assert box is not None
    qtbot.keyClick(box, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: code_ready_for_a_scan(window, DemoCodes.PART_USED))

    def real_save_dialog(parent: QWidget, title: str, start: str, filters: str) -> tuple[str, str]:
        """Qt's own save dialog, shown as the till shows it, and cancelled as a person would."""
        dialog = QFileDialog(parent, title, str(tmp_path), filters)
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
        QTimer.singleShot(50, dialog.reject)
        dialog.exec()
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", real_save_dialog)
    save_pdf = next(a for a in window.findChildren(QAction) if a.text() == "Save the last slip as PDF…")
    save_pdf.trigger()
    qtbot.waitUntil(lambda: code_ready_for_a_scan(window, DemoCodes.PART_USED))

    window.manager_actions.audit_log()
    qtbot.keyClicks(pin_prompt(qtbot, window).pin, TRAINING_PIN)
    qtbot.keyClick(pin_prompt(qtbot, window).pin, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: isinstance(window.manager_actions.dialog, AuditLogDialog))
    log = window.manager_actions.dialog
    assert log is not None
    qtbot.keyClick(log, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: code_ready_for_a_scan(window, DemoCodes.PART_USED))
    burst(qtbot, DemoCodes.VALID_PARTIAL, ENTER)
    qtbot.waitUntil(
        lambda: till.lookup.voucher is not None and till.lookup.voucher.redeem_code == DemoCodes.VALID_PARTIAL
    )
    assert window.code.text() == DemoCodes.VALID_PARTIAL


def test_the_refund_dialog_starts_in_the_order_number_field_and_tab_leaves_its_table(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    """The manager types the order number straight away; the field's grey hint is words, never a
    number that reads as already typed; Tab from the vouchers table goes on at once."""
    window, _till = till_window
    order = str(DemoOrders.API_UNUSED)
    window.manager_actions.refund(DemoOrders.API_UNUSED)
    qtbot.keyClicks(pin_prompt(qtbot, window).pin, TRAINING_PIN)
    qtbot.keyClick(pin_prompt(qtbot, window).pin, Qt.Key.Key_Return)
    dialog = opened_dialog(qtbot, window, RefundDialog)
    qtbot.waitUntil(lambda: dialog.view is not None)
    assert dialog.focusWidget() is dialog.typed
    assert not any(ch.isdigit() for ch in dialog.typed.placeholderText())
    typing_into = dialog.focusWidget()
    assert typing_into is not None
    qtbot.keyClicks(typing_into, order)
    assert dialog.typed.text() == order
    assert dialog.confirm.isEnabled()
    dialog.rows.setFocus()
    qtbot.keyClick(dialog.rows, Qt.Key.Key_Tab)
    assert dialog.focusWidget() is not dialog.rows, "one Tab leaves the vouchers table"
    dialog.reject()


def test_the_enter_that_starts_the_shift_pressed_twice_looks_nothing_up(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> None:
    with till_open(qtbot, sandbox, tmp_path / "home", staff=None) as (window, till):
        qtbot.keyClicks(window.sign_in.name, "Sam")
        qtbot.keyClick(window.sign_in.name, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: till.session.staff == "Sam")
        assert window.code.hasFocus() or window.focusWidget() is window.code
        qtbot.keyClick(window.code, Qt.Key.Key_Return)
        assert not window.message.isVisible(), "no red line on a fresh till"
        assert not till.tasks.running("lookup")
        burst(qtbot, DemoCodes.VALID_PARTIAL, ENTER, into=window.code)
        qtbot.waitUntil(lambda: till.lookup.voucher is not None)
