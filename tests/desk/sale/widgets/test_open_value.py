"""An open-value voucher sold at the desk follows the new gift card's rule: the largest top-up, and a
manager's PIN unless staff may sell gift cards.

On a till where staff may not top up or sell a card without a manager and no top-up may
add more than £500, Sell made 20 Harbour Gift Vouchers of £99,999 each with no PIN.
"""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.core.movement import MovementKind
from app.desk.sale.widgets.sale_dialog import SaleDialog
from app.shell.main_window import MainWindow
from helpers.sale import buyer, open_sale, orders_with
from helpers.till import outcomes_written
from sandbox_harness.server import SandboxServer


def add_open_value(qtbot: QtBot, dialog: SaleDialog, value: str, quantity: int) -> None:
    names = [dialog.vm.products.record(row).name for row in range(dialog.vm.products.rowCount())]
    dialog.products.selectRow(names.index("Harbour Gift Voucher"))
    dialog.quantity.setValue(quantity)
    dialog.amount.clear()
    qtbot.keyClicks(dialog.amount, value)
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)


def test_an_open_value_voucher_is_capped_and_needs_a_managers_pin(
    qtbot: QtBot,
    sale_till: tuple[MainWindow, Till],
    sandbox: SandboxServer,
) -> None:
    window, till = sale_till
    assert not till.settings.staff_may_topup
    dialog = open_sale(qtbot, window, touch=True)
    add_open_value(qtbot, dialog, "99999", 20)
    assert dialog.vm.basket.rowCount() == 0
    assert "At most £500.00 for one voucher" in dialog.status.text()

    add_open_value(qtbot, dialog, "500", 20)
    assert dialog.vm.basket.rowCount() == 1
    buyer(qtbot, dialog, "J. Bloggs", "jo@example.com")
    qtbot.mouseClick(dialog.review_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(dialog.step.isVisible)
    review = dialog.step.text.text()
    # Said before Confirm is pressed, so the cashier calls the manager over first.
    assert review.endswith(
        "take £10,000.00 on the POS. "
        "Confirm asks for a manager's PIN: an open-value voucher is a new gift card."
    )
    qtbot.mouseClick(dialog.step.confirm_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.sale.pin_dialog is not None and window.sale.pin_dialog.isVisible())
    pin = window.sale.pin_dialog
    assert pin is not None
    pin.reject()  # no manager at hand: nothing is sold
    qtbot.waitUntil(lambda: "a manager must allow its sale" in dialog.status.text())
    assert dialog.vm.reference == ""
    assert not [m for m in till.journal.between(datetime.min, datetime.max) if m.kind is MovementKind.SALE]

    qtbot.mouseClick(dialog.step.confirm_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.sale.pin_dialog is not None and window.sale.pin_dialog.isVisible())
    pin = window.sale.pin_dialog
    assert pin is not None
    qtbot.keyClicks(pin.pin, "2468")
    qtbot.keyClick(pin.pin, Qt.Key.Key_Return)
    qtbot.waitUntil(
        lambda: dialog.handoff.text().startswith("Take £10,000.00 payment on the POS"), timeout=20_000
    )
    [order] = orders_with(sandbox, dialog.vm.reference)
    assert order["total_pence"] == 20 * 50000
    outcomes_written(qtbot, till)
    entries = [e for e in till.audit.entries() if e.action == "sale" and e.outcome == "done"]
    assert entries[-1].manager, "audited under the manager who allowed it"


def test_where_staff_may_sell_gift_cards_an_open_value_voucher_needs_no_pin(
    qtbot: QtBot,
    sale_till: tuple[MainWindow, Till],
    sandbox: SandboxServer,
) -> None:
    window, till = sale_till
    till.settings.staff_may_topup = True
    dialog = open_sale(qtbot, window, touch=True)
    add_open_value(qtbot, dialog, "75", 1)
    buyer(qtbot, dialog, "J. Bloggs", "jo@example.com")
    qtbot.mouseClick(dialog.review_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(dialog.step.isVisible)
    assert "PIN" not in dialog.step.text.text(), "no PIN is asked, so none is promised"
    qtbot.mouseClick(dialog.step.confirm_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: dialog.handoff.text().startswith("Take £75.00 payment on the POS"), timeout=20_000
    )
    assert window.sale.pin_dialog is None
    [order] = orders_with(sandbox, dialog.vm.reference)
    assert order["total_pence"] == 7500
