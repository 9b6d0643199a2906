"""End to end: the real till window against the sandbox, driven by keys and clicks."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers.till import redeem_amount, scan
from sandbox_harness.server import SandboxServer

pytestmark = pytest.mark.both_shapes

TillWindow = tuple[MainWindow, Till]


def shown_badge(qtbot: QtBot, window: MainWindow) -> str:
    qtbot.waitUntil(lambda: window.voucher.isVisible() and window.voucher.badge.text() != "")
    return window.voucher.badge.text()


def test_scanner_burst_finds_the_voucher(qtbot: QtBot, till_window: TillWindow) -> None:
    window, _ = till_window
    scan(qtbot, window, "]C0spa50part\t")
    assert shown_badge(qtbot, window) == "Valid"
    assert window.voucher.balance.text() == "£50.00"
    assert window.redeem.isVisible()
    assert window.redeem.amount.text() == ""
    assert window.redeem.whole.text() == "Use whole balance £50.00"


def test_part_redemption_shows_new_balance_and_history(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer
) -> None:
    window, till = till_window
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    shown_badge(qtbot, window)
    window.redeem.amount.clear()
    qtbot.keyClicks(window.redeem.amount, "10")
    assert window.redeem.preview.text() == "Balance after: £40.00"
    redeem_amount(qtbot, window, "10")
    qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Redeemed"))
    assert window.redeem_status.text().startswith(
        "Redeemed £10.00 from SPA50PART. New balance £40.00 ·\u00a0ref\u00a0"
    )
    qtbot.waitUntil(lambda: window.voucher.balance.text() == "£40.00")
    qtbot.waitUntil(lambda: till.lookup.history.rowCount() == 1)
    assert window.code.hasFocus()
    assert window.redeem.amount.text() == ""
    assert sandbox.state.balance_of(DemoCodes.VALID_PARTIAL) == 4000  # pence


def test_full_only_voucher_refuses_a_part_amount(qtbot: QtBot, till_window: TillWindow) -> None:
    window, _ = till_window
    scan(qtbot, window, DemoCodes.FULL_ONLY)
    shown_badge(qtbot, window)
    window.redeem.amount.setFocus()
    qtbot.keyClicks(window.redeem.amount, "10.00")
    assert window.redeem.reason.isVisible()
    assert window.redeem.reason.text() == "This voucher must be used in full (£75.00)"
    assert not window.redeem.review_button.isEnabled()
    qtbot.keyClick(window.redeem.amount, Qt.Key.Key_Return)
    assert not window.redeem.review_box.isVisible()


@pytest.mark.parametrize(
    ("code", "badge"),
    [
        (DemoCodes.EXPIRED, "Expired 40 days ago"),  # from the expiry date shown
        (DemoCodes.VOID, "Void"),
        (DemoCodes.REDEEMED, "Used"),
        (DemoCodes.CHARGEBACK, "Chargeback"),
        (DemoCodes.SPA_ONLY, "Not valid at this location"),
    ],
)
def test_unusable_vouchers_show_their_badge_and_no_redeem(
    qtbot: QtBot, till_window: TillWindow, code: str, badge: str
) -> None:
    window, _ = till_window
    scan(qtbot, window, code)
    assert shown_badge(qtbot, window) == badge
    assert window.voucher.why_not.text()
    assert not window.redeem.isVisible()


def test_not_yet_valid_and_grace_badges_name_their_dates(qtbot: QtBot, till_window: TillWindow) -> None:
    window, _ = till_window
    scan(qtbot, window, DemoCodes.NOT_YET_VALID)
    assert shown_badge(qtbot, window).startswith("Not valid until ")
    assert not window.redeem.isVisible()
    scan(qtbot, window, DemoCodes.GRACE)
    qtbot.waitUntil(lambda: window.voucher.badge.text().startswith("In grace period until "))
    assert window.redeem.isVisible()


def test_unknown_code_says_so(qtbot: QtBot, till_window: TillWindow) -> None:
    window, _ = till_window
    scan(qtbot, window, "NOSUCHCODE1")
    qtbot.waitUntil(window.message.isVisible)
    assert window.message.text().startswith("No voucher with that code")
    assert not window.voucher.isVisible()


def test_malformed_code_is_refused_before_any_request(qtbot: QtBot, till_window: TillWindow) -> None:
    window, _ = till_window
    window.code.setText("x" * 10_000)
    window.code.returnPressed.emit()
    assert window.message.text() == "That is too long to be a voucher code"


def test_service_stopped_mid_session_then_back(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer
) -> None:
    window, _ = till_window
    sandbox.stop()
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    qtbot.waitUntil(window.message.isVisible, timeout=15_000)
    assert window.message.text().startswith("Cannot reach the voucher service")
    assert window.header.connection.text().startswith("Offline")
    sandbox.start()
    qtbot.waitUntil(lambda: window.header.connection.text().startswith("Online"), timeout=15_000)
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    assert shown_badge(qtbot, window) == "Valid"


def test_redeem_button_is_disabled_while_the_request_is_in_flight(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer
) -> None:
    window, _ = till_window
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    shown_badge(qtbot, window)
    sandbox.faults.set(latency_ms=600, path=f"/codes/{DemoCodes.VALID_PARTIAL}/redeem/")
    redeem_amount(qtbot, window, "5")
    qtbot.waitUntil(lambda: window.redeem.confirm_button.text() == "Redeeming…")
    assert not window.redeem.confirm_button.isEnabled()
    assert not window.redeem.review_button.isEnabled()
    window.redeem.confirm_button.click()
    qtbot.keyClick(window.redeem.confirm_button, Qt.Key.Key_F12)
    window.redeem.amount.returnPressed.emit()
    qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Redeemed £5.00"), timeout=5_000)
    assert sandbox.state.balance_of(DemoCodes.VALID_PARTIAL) == 4500  # sent once
