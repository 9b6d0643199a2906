"""After a sale the Sell window is the next guest's: no buyer, no manager's approval carried over.

A manager's PIN for one complimentary Spa Day made the next sale in the same window
(20 spa treatment vouchers, £1,600) complimentary too, with no PIN; and the tick survived items
added after the PIN. Now a finished sale clears the tick, the manager and the buyer's fields, and a
change of the basket after the PIN withdraws it.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.desk.sale.widgets.sale_dialog import SaleDialog
from app.shell.main_window import MainWindow
from helpers.sale import buyer, open_sale, orders_with, pick
from sandbox_harness.server import SandboxServer


def spa_day_given_free(qtbot: QtBot, window: MainWindow) -> SaleDialog:
    """The Sell window with a Spa Day for Two for a VIP, a manager's PIN making it complimentary."""
    dialog = open_sale(qtbot, window, touch=True)
    pick(qtbot, dialog, "Spa Day for Two")
    buyer(qtbot, dialog, "V. Important", "vip@example.com")
    approve_complimentary(qtbot, window, dialog)
    return dialog


def approve_complimentary(qtbot: QtBot, window: MainWindow, dialog: SaleDialog) -> None:
    qtbot.mouseClick(dialog.complimentary, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.sale.pin_dialog is not None and window.sale.pin_dialog.isVisible())
    pin = window.sale.pin_dialog
    assert pin is not None
    qtbot.keyClicks(pin.pin, "2468")
    qtbot.keyClick(pin.pin, Qt.Key.Key_Return)
    qtbot.waitUntil(dialog.complimentary.isChecked)


def review_and_confirm(qtbot: QtBot, dialog: SaleDialog) -> str:
    qtbot.mouseClick(dialog.review_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(dialog.step.isVisible)
    text = dialog.step.text.text()
    before = dialog.vm.reference
    qtbot.mouseClick(dialog.step.confirm_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.vm.reference != before and not dialog.vm.busy, timeout=20_000)
    qtbot.waitUntil(lambda: dialog.vm.reference in dialog.handoff.text(), timeout=20_000)
    return text


def test_a_managers_pin_for_one_complimentary_sale_does_not_make_the_next_sale_free(
    qtbot: QtBot,
    sale_till: tuple[MainWindow, Till],
    sandbox: SandboxServer,
) -> None:
    window, _till = sale_till
    dialog = spa_day_given_free(qtbot, window)
    review_and_confirm(qtbot, dialog)
    assert dialog.handoff.text().startswith("Complimentary — take no payment")

    # The next guest at the same window: nothing of the last sale is left.
    assert not dialog.complimentary.isChecked()
    assert (dialog.name.text(), dialog.email.text(), dialog.recipient.text()) == ("", "", "")
    dialog.products.setFocus()
    pick(qtbot, dialog, "Spa Treatments Voucher", quantity=20)
    qtbot.mouseClick(dialog.review_button, Qt.MouseButton.LeftButton)
    assert not dialog.step.isVisible(), "no buyer yet: no review"
    buyer(qtbot, dialog, "A. Guest", "guest@example.com")
    text = review_and_confirm(qtbot, dialog)
    assert text.endswith("take £1,600.00 on the POS")
    assert dialog.handoff.text().startswith("Take £1,600.00 payment on the POS")
    [order] = orders_with(sandbox, dialog.vm.reference)
    assert order["total_pence"] == 20 * 8000
    assert order["paymentMethod"] != "Complimentary"


def test_a_basket_changed_after_the_managers_pin_is_no_longer_complimentary(
    qtbot: QtBot,
    sale_till: tuple[MainWindow, Till],
    sandbox: SandboxServer,
) -> None:
    window, _till = sale_till
    dialog = spa_day_given_free(qtbot, window)
    pick(qtbot, dialog, "Spa Treatments Voucher", quantity=20)
    assert not dialog.complimentary.isChecked()
    assert "no longer complimentary" in dialog.status.text()
    text = review_and_confirm(qtbot, dialog)
    assert text.endswith("take £1,650.00 on the POS")
    [order] = orders_with(sandbox, dialog.vm.reference)
    assert order["total_pence"] == 5000 + 20 * 8000


def test_the_last_guests_hand_off_and_codes_leave_the_window_when_the_next_sale_begins(
    qtbot: QtBot,
    sale_till: tuple[MainWindow, Till],
    sandbox: SandboxServer,
) -> None:
    """The £50.00 sale's "Take £50.00 payment on the POS", its *Paid on POS* tick and its
    codes in full stayed beside the next guest's £40.00 review, and while that sale's answer was
    being checked: the next guest could read a code, and the cashier take the wrong sum."""
    window, _till = sale_till
    dialog = open_sale(qtbot, window, touch=True)
    pick(qtbot, dialog, "Spa Day for Two")
    buyer(qtbot, dialog, "J. Bloggs", "jb@example.com")
    review_and_confirm(qtbot, dialog)
    [code] = [v.code for v in dialog.sold]
    assert code in dialog.codes.text()

    dialog.products.setFocus()
    pick(qtbot, dialog, "Afternoon Tea")
    assert dialog.handoff.text() == ""
    assert code not in dialog.codes.text()
    assert not dialog.paid.isVisible()
    assert not dialog.print_button.isVisible()
    assert "Sold:" not in dialog.status.text()
    buyer(qtbot, dialog, "K. Next", "kn@example.com")
    qtbot.mouseClick(dialog.review_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(dialog.step.isVisible)
    assert "£50.00" not in dialog.handoff.text() + dialog.codes.text()
    # The last sale's tick is still on the main window's POS hand-off.
    qtbot.waitUntil(window.handoff.isVisible)  # read again after the sale, on its own turn
