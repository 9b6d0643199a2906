"""Manager → Dual control limit…: a manager sets the location's limit under their PIN; a redemption
above it then waits for a manager's PIN, and without it nothing is sent or journalled."""

from __future__ import annotations

from datetime import datetime, timedelta
from decimal import Decimal

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.desk.manager.dual_limit import ACTION_DUAL_CONTROL
from app.desk.manager.widgets import DualLimitDialog
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers.manager import TRAINING_MANAGER, enter_pin, manager_entry, pin_prompt
from helpers.till import redeem_amount, run, scan

TillWindow = tuple[MainWindow, Till]


def open_limit(qtbot: QtBot, window: MainWindow) -> DualLimitDialog:
    action = manager_entry(window, "Dual control limit…")
    action.trigger()
    enter_pin(qtbot, window)
    qtbot.waitUntil(lambda: isinstance(window.manager_actions.dialog, DualLimitDialog))
    dialog = window.manager_actions.dialog
    assert isinstance(dialog, DualLimitDialog)
    return dialog


def set_limit(qtbot: QtBot, dialog: DualLimitDialog, currency: str, amount: str) -> None:
    dialog.currency.setEditText(currency)
    dialog.amount.clear()
    qtbot.keyClicks(dialog.amount, amount)


def balance(qtbot: QtBot, till: Till) -> Decimal:
    return run(qtbot, till.client.lookup_code(DemoCodes.VALID_PARTIAL)).balance


def test_a_limit_set_on_the_screen_holds_a_redemption_above_it_until_a_managers_pin(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    window, till = till_window
    location = till.settings.location_id
    assert till.settings.dual_control_above == {}, "off as shipped"

    dialog = open_limit(qtbot, window)
    assert dialog.state.text().startswith("Now: off")
    set_limit(qtbot, dialog, "GBP", "20,5x")
    assert dialog.reason.isVisible()
    assert not dialog.buttons.button(dialog.buttons.StandardButton.Save).isEnabled()
    set_limit(qtbot, dialog, "gbp", "20")
    assert not dialog.reason.isVisible()
    qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Save), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.manager_actions.dialog is None)
    assert till.settings.dual_control_above == {location: {"GBP": Decimal("20.00")}}
    (changed,) = till.audit.entries(action=ACTION_DUAL_CONTROL)
    assert (changed.manager, changed.outcome, changed.reason) == (
        TRAINING_MANAGER, "GBP above 20.00", f"location {location}; was off",
    )  # fmt: skip

    before = balance(qtbot, till)
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    redeem_amount(qtbot, window, "30")
    pin_prompt(qtbot, window).reject()
    qtbot.waitUntil(lambda: window.manager_actions.pin_dialog is None)
    assert not till.redeem.busy
    assert till.audit.entries(action="redeem") == []
    now = datetime.now()
    assert till.journal.between(now - timedelta(hours=1), now + timedelta(hours=1)) == []
    assert balance(qtbot, till) == before, "the service holds no redemption"

    # Emptied, the limit is off again: the same redemption needs no PIN.
    dialog = open_limit(qtbot, window)
    assert dialog.amount.text() == "20.00"
    assert "above £20.00" in dialog.state.text()
    dialog.amount.clear()
    dialog.save()
    qtbot.waitUntil(lambda: window.manager_actions.dialog is None)
    assert till.settings.dual_control_above == {}
    redeem_amount(qtbot, window, "30")
    qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Redeemed"))
    assert window.manager_actions.pin_dialog is None
    assert balance(qtbot, till) == before - Decimal("30")
