"""Bad input at the till: refused next to the field, the Redeem button disabled, nothing sent.

"Nothing sent" is measured at the sandbox: ``helpers.counted`` counts every request that reaches a
voucher (``/codes/``) without changing any.
"""

from __future__ import annotations

import logging

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers.counted import Counted
from helpers.notices import NoticeRecorder
from helpers.till import scan
from sandbox_harness.server import SandboxServer

TillWindow = tuple[MainWindow, Till]
CODE = DemoCodes.VALID_PARTIAL


def paste(qtbot: QtBot, field: object, text: str) -> None:
    QApplication.clipboard().setText(text)
    qtbot.keySequence(field, QKeySequence.StandardKey.Paste)


def test_pasting_ten_thousand_characters_into_the_code_field(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer, told: NoticeRecorder
) -> None:
    window, _ = till_window
    asked = Counted(sandbox, "/codes/")
    window.code.setFocus()
    paste(qtbot, window.code, "SPA50PART" * 1111 + "X")
    assert len(window.code.text()) == 10_000
    qtbot.keyClick(window.code, Qt.Key.Key_Return)
    assert window.message.isVisible()
    assert window.message.text() == "That is too long to be a voucher code"
    assert told.texts("lookup") == ["That is too long to be a voucher code"]
    assert not window.voucher.isVisible()
    assert not window.redeem.isVisible()
    assert asked.seen == 0
    scan(qtbot, window, CODE)
    qtbot.waitUntil(window.redeem.isVisible)
    assert asked.seen > 0, "the counter counts: the till still works after the paste"


def test_a_pin_typed_into_the_code_field_never_reaches_the_service_or_the_log(
    qtbot: QtBot,
    till_window: TillWindow,
    sandbox: SandboxServer,
    told: NoticeRecorder,
    caplog: pytest.LogCaptureFixture,
) -> None:
    """A manager types the PIN blind while the code field has focus: a few digits are refused under
    the field, and nothing is sent or logged."""
    window, _ = till_window
    asked = Counted(sandbox, "/codes/")
    caplog.set_level(logging.DEBUG)
    scan(qtbot, window, "2468")
    reason = "A few digits are not a voucher code (a PIN or an amount?): nothing was looked up"
    assert window.message.text() == reason
    assert told.texts("lookup") == [reason]
    assert window.code.selectedText() == "2468", "selected: the next scan replaces it"
    assert asked.seen == 0
    assert not [r for r in caplog.records if "2468" in r.getMessage()]


@pytest.mark.parametrize(
    ("typed", "reason"),
    [
        ("-1", "Enter an amount greater than zero"),
        ("1e9", "Not a number"),
        ("0.001", "At most 2 decimal places"),
        ("NaN", "Not a number"),
        ("abc", "Not a number"),
        ("9" * 10_000, "That amount is too large"),
    ],
    ids=["minus-one", "1e9", "0.001", "NaN", "abc", "ten-thousand-nines"],
)
def test_bad_amount_is_refused_next_to_the_field_and_nothing_is_sent(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer, typed: str, reason: str
) -> None:
    window, till = till_window
    scan(qtbot, window, CODE)
    qtbot.waitUntil(lambda: window.redeem.isVisible() and window.redeem.amount.isEnabled())
    qtbot.waitUntil(lambda: not till.tasks.running("lookup"))
    asked = Counted(sandbox, "/codes/")

    window.redeem.amount.clear()
    if len(typed) > 100:
        window.redeem.amount.setFocus()
        paste(qtbot, window.redeem.amount, typed)
    else:
        qtbot.keyClicks(window.redeem.amount, typed)
    assert window.redeem.amount.text() == typed
    assert window.redeem.reason.isVisible()
    assert window.redeem.reason.text() == reason
    assert window.redeem.preview.text() == ""
    assert not window.redeem.review_button.isEnabled()

    qtbot.keyClick(window.redeem.amount, Qt.Key.Key_Return)
    qtbot.mouseClick(window.redeem.review_button, Qt.MouseButton.LeftButton)
    assert not window.redeem.review_box.isVisible()
    qtbot.mouseClick(window.redeem.confirm_button, Qt.MouseButton.LeftButton)
    # Confirm marks the box busy before it starts the send: not busy now, nothing was started.
    assert not till.redeem.busy
    assert not window.redeem_status.isVisible()
    assert asked.seen == 0, "a refused amount reached the service"
    assert sandbox.state.balance_of(CODE) == 5000
    assert till.journal.unresolved() == []
    assert till.audit.entries(action="redeem") == []
