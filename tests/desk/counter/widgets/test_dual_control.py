"""Dual control: above the location's limit a redemption needs a manager's PIN, or nothing is sent."""

from __future__ import annotations

from datetime import datetime, timedelta
from decimal import Decimal

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers.manager import TRAINING_MANAGER, enter_pin, pin_prompt
from helpers.till import run, scan

TillWindow = tuple[MainWindow, Till]


def review(qtbot: QtBot, window: MainWindow, amount: str) -> None:
    till = window.till
    qtbot.waitUntil(lambda: window.redeem.amount.isEnabled() and not till.tasks.running("lookup"))
    window.redeem.amount.clear()
    qtbot.keyClicks(window.redeem.amount, amount)
    qtbot.keyClick(window.redeem.amount, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.redeem.review_box.isVisible() and window.redeem.confirm_button.isEnabled())


def service_balance(qtbot: QtBot, till: Till) -> Decimal:
    return run(qtbot, till.client.lookup_code(DemoCodes.VALID_PARTIAL)).balance


def test_above_the_limit_a_redemption_needs_a_managers_pin_and_without_it_nothing_is_sent(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    window, till = till_window
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    qtbot.waitUntil(lambda: till.lookup.voucher is not None)
    voucher = till.lookup.voucher
    assert voucher is not None
    assert till.settings.location_id is not None
    till.settings.dual_control_above = {till.settings.location_id: {voucher.currency_code: Decimal("20")}}
    before = service_balance(qtbot, till)

    review(qtbot, window, "30")
    assert "a manager's PIN is needed to confirm" in window.redeem.review_text.text()
    qtbot.mouseClick(window.redeem.confirm_button, Qt.MouseButton.LeftButton)
    pin_prompt(qtbot, window).reject()
    qtbot.waitUntil(lambda: window.manager_actions.pin_dialog is None)
    assert not till.redeem.busy
    assert till.audit.entries(action="redeem") == []
    now = datetime.now()
    assert till.journal.between(now - timedelta(hours=1), now + timedelta(hours=1)) == []
    assert service_balance(qtbot, till) == before, "the service holds no redemption"

    qtbot.mouseClick(window.redeem.confirm_button, Qt.MouseButton.LeftButton)
    enter_pin(qtbot, window)
    qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Redeemed"))
    (redeemed,) = till.audit.entries(action="redeem")
    assert (redeemed.staff, redeemed.manager) == ("Sam Till", TRAINING_MANAGER)
    assert redeemed.amount == Decimal("30.00")
    assert service_balance(qtbot, till) == before - Decimal("30")


def test_at_or_below_the_limit_no_pin_is_asked(qtbot: QtBot, till_window: TillWindow) -> None:
    window, till = till_window
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    qtbot.waitUntil(lambda: till.lookup.voucher is not None)
    voucher = till.lookup.voucher
    assert voucher is not None
    assert till.settings.location_id is not None
    till.settings.dual_control_above = {till.settings.location_id: {voucher.currency_code: Decimal("20")}}
    review(qtbot, window, "20")
    assert "PIN" not in window.redeem.review_text.text()
    qtbot.mouseClick(window.redeem.confirm_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Redeemed"))
    assert window.manager_actions.pin_dialog is None
    (redeemed,) = till.audit.entries(action="redeem")
    assert redeemed.manager is None
