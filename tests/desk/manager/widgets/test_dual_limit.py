"""Manager → Dual control limit…: a manager sets the location's limit under their PIN; a redemption
above it then waits for a manager's PIN, and without it nothing is sent or journalled."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.core.settings import read_settings
from app.desk.manager.dual_limit import ACTION_DUAL_CONTROL
from app.desk.manager.widgets import DualLimitDialog
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers.manager import (
    TRAINING_MANAGER,
    enter_pin,
    manager_entry,
    opened_dialog,
    redemption_refused_at_the_pin,
)
from helpers.storage import read_only_folder
from helpers.till import close_till, open_till, redeem_amount, scan, service_balance
from sandbox_harness.server import SandboxServer

TillWindow = tuple[MainWindow, Till]


def open_limit(qtbot: QtBot, window: MainWindow) -> DualLimitDialog:
    action = manager_entry(window, "Dual control limit…")
    action.trigger()
    enter_pin(qtbot, window)
    return opened_dialog(qtbot, window, DualLimitDialog)


def set_limit(qtbot: QtBot, dialog: DualLimitDialog, currency: str, amount: str) -> None:
    dialog.currency.setEditText(currency)
    dialog.amount.clear()
    qtbot.keyClicks(dialog.amount, amount)


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

    before = service_balance(qtbot, till)
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    redeem_amount(qtbot, window, "30")
    redemption_refused_at_the_pin(qtbot, window, till, before)

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
    assert service_balance(qtbot, till) == before - Decimal("30")


def test_a_limit_that_cannot_be_saved_keeps_the_form_with_the_reason_and_changes_nothing(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> None:
    """A read-only settings folder: the dialog stays open with the till's storage words, the
    currency and amount typed and Save offered; nothing changed in memory, on disk or in the audit
    log, and Save works once the folder can be written."""
    window, till = open_till(qtbot, sandbox, tmp_path / "home", saved=True)
    settings_file = till.settings_file
    assert settings_file is not None
    try:
        dialog = open_limit(qtbot, window)
        set_limit(qtbot, dialog, "GBP", "20")
        save = dialog.buttons.button(dialog.buttons.StandardButton.Save)
        with read_only_folder(settings_file.parent):
            qtbot.mouseClick(save, Qt.MouseButton.LeftButton)
        assert dialog.reason.text() == (
            "The till cannot write its settings: the data folder is read-only. Nothing was changed."
        )
        assert dialog.isVisible()
        assert (dialog.currency.currentText(), dialog.amount.text()) == ("GBP", "20")
        assert save.isEnabled()
        assert till.settings.dual_control_above == {}
        on_disk = read_settings(settings_file).settings
        assert on_disk is not None
        assert on_disk.dual_control_above == {}
        assert till.audit.entries(action=ACTION_DUAL_CONTROL) == []

        qtbot.mouseClick(save, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: window.manager_actions.dialog is None)
        assert till.settings.dual_control_above == {till.settings.location_id: {"GBP": Decimal("20.00")}}
    finally:
        close_till(qtbot, window, till)
