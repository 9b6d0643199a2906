"""The Sell window's details, through the real till against the sandbox: a product's options chosen
from its own list and sent with the order, and the billing address's lines sent when payment is
taken (and neither shown nor sent for a complimentary sale)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.shell.main_window import MainWindow
from helpers.sale import buyer, open_sale, orders_with, pick
from sandbox_harness.server import SandboxServer


def test_a_products_option_is_chosen_and_sent_with_the_billing_address(
    qtbot: QtBot, sale_till: tuple[MainWindow, Till], sandbox: SandboxServer
) -> None:
    window, _till = sale_till
    dialog = open_sale(qtbot, window, touch=True)
    pick(qtbot, dialog, "Spa Day for Two")
    assert not dialog.options.isVisible(), "no options, no list"
    names = [dialog.vm.products.record(row).name for row in range(dialog.vm.products.rowCount())]
    dialog.products.selectRow(names.index("Spa Treatments Voucher"))
    qtbot.waitUntil(dialog.options.isVisible)
    treatment = dialog.options.lists["treatment"]
    assert [treatment.itemText(i) for i in range(treatment.count())] == ["Massage", "Facial", "Hot stones"]
    treatment.setCurrentText("Facial")
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    buyer(qtbot, dialog, "J. Bloggs", "jo@example.com")
    assert dialog.billing.isVisible()
    for key, text in (("line1", "1 Harbour Row"), ("locality", "Whitby"), ("postcode", "YO21 1AA")):
        qtbot.keyClicks(dialog.billing.fields[key], text)
    qtbot.mouseClick(dialog.review_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(dialog.step.isVisible)
    assert dialog.step.text.text() == (
        "Sell 1 x Spa Day for Two £50.00, 1 x Spa Treatments Voucher (Facial) £80.00 to J. Bloggs"
        " — take £130.00 on the POS"
    )
    qtbot.mouseClick(dialog.step.confirm_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "New codes (shown once" in dialog.codes.text(), timeout=20_000)
    [order] = orders_with(sandbox, dialog.vm.reference)
    assert (
        order["billingAddressLine1"],
        order["billingAddressLocality"],
        order["billingAddressPostcode"],
    ) == (
        "1 Harbour Row",
        "Whitby",
        "YO21 1AA",
    )
    assert order["billingAddressLine2"] == ""


def test_a_complimentary_sale_hides_the_billing_address_and_sends_none(
    qtbot: QtBot, sale_till: tuple[MainWindow, Till], sandbox: SandboxServer
) -> None:
    window, _till = sale_till
    dialog = open_sale(qtbot, window, touch=True)
    pick(qtbot, dialog, "Afternoon Tea")
    buyer(qtbot, dialog, "V. Important", "vip@example.com")
    qtbot.keyClicks(dialog.billing.fields["line1"], "1 Harbour Row")
    qtbot.mouseClick(dialog.complimentary, Qt.MouseButton.LeftButton)
    pin = window.sale.pin_dialog
    assert pin is not None
    qtbot.keyClicks(pin.pin, "2468")
    qtbot.keyClick(pin.pin, Qt.Key.Key_Return)
    qtbot.waitUntil(dialog.complimentary.isChecked)
    assert not dialog.billing.isVisible()
    qtbot.mouseClick(dialog.review_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(dialog.step.isVisible)
    qtbot.mouseClick(dialog.step.confirm_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "New codes (shown once" in dialog.codes.text(), timeout=20_000)
    [order] = orders_with(sandbox, dialog.vm.reference)
    assert order["billingAddressLine1"] == ""
