"""Selling, the voucher slip and correcting an order in the pseudo-language: no English word is
left and nothing is cut at 1024×768.

Walked as a receptionist does: the Sell window (F6) with a product that has options, a buyer, its
billing address, the review, Confirm, the hand-off and the codes shown once; the voucher as printed;
then a manager's correction of the order. Allowed as they are: the service's words (product names,
an option's name and values, the delivery methods) and the till's data (codes, amounts, references).
"""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.core.voucher_slip import VoucherSlip, voucher_slip_text
from app.desk.common.widgets.language import LanguageSwitch
from app.shell.main_window import MainWindow
from helpers.pseudo import fits
from helpers.words import english

#: The real till at 1024×768 in the real style, speaking the pseudo-language (the counter's walk's).


def test_a_sale_in_the_pseudo_language_shows_no_english_and_fits(
    qtbot: QtBot, pseudo_till: tuple[MainWindow, Till, LanguageSwitch]
) -> None:
    window, till, _switch = pseudo_till
    window.sale.open()
    qtbot.waitUntil(lambda: window.sale.dialog is not None and window.sale.dialog.vm.loaded)
    dialog = window.sale.dialog
    assert dialog is not None
    assert dialog.windowTitle().startswith("[")
    names = [dialog.vm.products.record(row).name for row in range(dialog.vm.products.rowCount())]
    dialog.products.selectRow(names.index("Spa Treatments Voucher"))
    qtbot.waitUntil(dialog.options.isVisible)
    # The option's name is the service's word for it ("Treatment").
    service_words = dialog.options.findChildren(QWidget)
    assert english(dialog, till, service_words) == []
    header = dialog.products.model().headerData(0, Qt.Orientation.Horizontal)
    assert str(header).startswith("[")
    assert dialog.shelf.itemText(0).startswith("[")
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(dialog.name, "J. Bloggs")
    qtbot.keyClicks(dialog.email, "jo@example")
    assert dialog.checks["email"].text().startswith("[")
    qtbot.keyClicks(dialog.email, ".com")
    qtbot.keyClicks(dialog.billing.fields["line1"], "1 Harbour Row")
    qtbot.mouseClick(dialog.review_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(dialog.step.isVisible)
    assert dialog.step.text.text().startswith("[")
    assert english(dialog, till, service_words) == []
    assert fits(dialog) == []

    qtbot.mouseClick(dialog.step.confirm_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(dialog.codes.text()), timeout=20_000)
    assert dialog.handoff.text().startswith("[")
    assert dialog.codes.text().startswith("[")
    qtbot.waitUntil(lambda: dialog.status.text().startswith("["))
    QApplication.processEvents()
    assert english(dialog, till, service_words) == []
    qtbot.waitUntil(lambda: fits(dialog) == [], timeout=2_000)  # once the layout has settled
    code = dialog.sold[0].code
    reference = dialog.vm.reference
    dialog.paid.setChecked(True)  # taken on the POS: Close asks nothing
    dialog.reject()
    qtbot.waitUntil(lambda: window.sale.dialog is None)

    # The voucher as printed: the property and the product are data, every other line the till's.
    slip = VoucherSlip(
        "Harbour Hotel", "Spa Treatments Voucher", "£80.00", code, "", "", reference, datetime.now()
    )
    lines = voucher_slip_text(slip).splitlines()
    assert [line for line in lines[2:] if not line.startswith("[")] == ["Spa Treatments Voucher"]

    [sale] = [m for m in till.journal.between(datetime.min, datetime.max) if m.code == reference]
    assert sale.order_id is not None
    window.order_fix.open(sale.order_id, "Morgan Manager")
    fix = window.order_fix.dialog
    assert fix is not None
    qtbot.waitUntil(lambda: fix.email.text() == "j•••@example.com")
    fix.recipient.setFocus()
    qtbot.keyClicks(fix.recipient, "friend@")
    assert english(fix, till, [fix.approved]) == []
    assert fix.approved.text().startswith("[")
    assert fits(fix) == []
    fix.reject()
