"""Dual control: above the location's limit a redemption needs a manager's PIN, or nothing is sent."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers.manager import TRAINING_MANAGER, enter_pin, pin_prompt, redemption_refused_at_the_pin
from helpers.till import (
    amount_under_review,
    close_till,
    open_till,
    outcomes_written,
    redeemed_and_written,
    scan,
    service_balance,
)
from sandbox_harness.server import SandboxServer

TillWindow = tuple[MainWindow, Till]


def limit_of_twenty_over_the_counter(qtbot: QtBot, window: MainWindow, till: Till) -> None:
    """SPA50PART on the counter, and a manager's PIN needed here above £20 of its currency."""
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    qtbot.waitUntil(lambda: till.lookup.voucher is not None)
    voucher = till.lookup.voucher
    assert voucher is not None
    assert till.settings.location_id is not None
    till.settings.dual_control_above = {till.settings.location_id: {voucher.currency_code: Decimal("20")}}


def test_above_the_limit_a_redemption_needs_a_managers_pin_and_without_it_nothing_is_sent(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    window, till = till_window
    limit_of_twenty_over_the_counter(qtbot, window, till)
    before = service_balance(qtbot, till)

    amount_under_review(qtbot, window, "30")
    assert "a manager's PIN is needed to confirm" in window.redeem.review_text.text()
    qtbot.mouseClick(window.redeem.confirm_button, Qt.MouseButton.LeftButton)
    redemption_refused_at_the_pin(qtbot, window, till, before)

    qtbot.mouseClick(window.redeem.confirm_button, Qt.MouseButton.LeftButton)
    enter_pin(qtbot, window)
    qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Redeemed"))
    redeemed = redeemed_and_written(qtbot, till)
    assert (redeemed.staff, redeemed.manager) == ("Sam Till", TRAINING_MANAGER)
    assert redeemed.amount == Decimal("30.00")
    assert service_balance(qtbot, till) == before - Decimal("30")


def test_at_or_below_the_limit_no_pin_is_asked(qtbot: QtBot, till_window: TillWindow) -> None:
    window, till = till_window
    limit_of_twenty_over_the_counter(qtbot, window, till)
    amount_under_review(qtbot, window, "20")
    assert "PIN" not in window.redeem.review_text.text()
    qtbot.mouseClick(window.redeem.confirm_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Redeemed"))
    assert window.manager_actions.pin_dialog is None
    redeemed = redeemed_and_written(qtbot, till)
    assert redeemed.manager is None


def test_above_the_limit_a_top_up_waits_for_the_pin_even_where_staff_may_top_up(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> None:
    window, till = open_till(qtbot, sandbox, tmp_path / "home", staff_may_topup=True)
    assert till.settings.location_id is not None
    till.settings.dual_control_above = {till.settings.location_id: {"GBP": Decimal("20")}}
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    qtbot.waitUntil(lambda: window.topup.isVisible() and not till.tasks.running("lookup"))
    window.topup.offer_button.click()
    qtbot.waitUntil(window.topup.form.isVisible)
    window.topup.amount.setText("30")
    qtbot.keyClick(window.topup.amount, Qt.Key.Key_Return)
    qtbot.waitUntil(window.topup.review_box.isVisible)
    assert "Above £20.00: a manager's PIN is needed to confirm." in window.topup.review_box.text.text()
    qtbot.keyClick(window.topup.amount, Qt.Key.Key_F12)
    pin_prompt(qtbot, window).reject()
    qtbot.waitUntil(lambda: window.manager_actions.pin_dialog is None)
    assert sandbox.state.balance_of(DemoCodes.VALID_PARTIAL) == 5000, "nothing was sent"
    assert till.audit.entries(action="topup") == []
    assert window.topup.review_box.isVisible(), "the review stays, for the manager to come"
    qtbot.mouseClick(window.topup.review_box.confirm_button, Qt.MouseButton.LeftButton)
    enter_pin(qtbot, window)
    qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Topped up"))
    qtbot.waitUntil(lambda: not till.topup.busy)
    outcomes_written(qtbot, till)
    assert sandbox.state.balance_of(DemoCodes.VALID_PARTIAL) == 8000
    [done] = [e for e in till.audit.entries(action="topup") if e.outcome == "done"]
    assert done.manager == TRAINING_MANAGER
    close_till(qtbot, window, till)


def test_a_bill_with_a_line_above_the_limit_is_sent_only_with_a_managers_pin(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer
) -> None:
    window, till = till_window
    assert till.settings.location_id is not None
    till.settings.dual_control_above = {till.settings.location_id: {"GBP": Decimal("20")}}
    qtbot.mouseClick(window.bill.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.bill.dialog is not None and window.bill.dialog.isVisible())
    dialog = window.bill.dialog
    assert dialog is not None
    qtbot.keyClicks(dialog.total, "30")
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(dialog.code.isEnabled)
    qtbot.keyClicks(dialog.code, DemoCodes.VALID_PARTIAL)
    qtbot.keyClick(dialog.code, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dialog.vm.busy and dialog.vm.lines.rowCount() == 1)
    qtbot.mouseClick(dialog.review_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(dialog.step.isVisible)
    assert dialog.step.text.text().endswith(
        "— nothing left to pay. Above £20.00: a manager's PIN is needed to confirm."
    )

    qtbot.mouseClick(dialog.step.confirm_button, Qt.MouseButton.LeftButton)
    pin_prompt(qtbot, window).reject()
    qtbot.waitUntil(lambda: window.manager_actions.pin_dialog is None)
    assert not dialog.vm.busy
    assert sandbox.state.balance_of(DemoCodes.VALID_PARTIAL) == 5000, "nothing was sent"
    assert till.audit.entries(action="redeem") == []

    qtbot.mouseClick(dialog.step.confirm_button, Qt.MouseButton.LeftButton)
    enter_pin(qtbot, window)
    qtbot.waitUntil(lambda: sandbox.state.balance_of(DemoCodes.VALID_PARTIAL) == 2000, timeout=10_000)
    qtbot.waitUntil(lambda: not dialog.vm.busy, timeout=10_000)
    (line,) = till.audit.entries(action="redeem")
    assert (line.manager, line.amount) == (TRAINING_MANAGER, Decimal("30.00"))
    dialog.reject()
