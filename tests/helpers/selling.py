"""Selling in the real till window, as a receptionist does it: Sell opened, products picked, the
buyer typed, a sale reviewed or sent; and the service's own record of a sale, found by its reference."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.desk.sale.widgets.sale_dialog import SaleDialog
from app.shell.main_window import MainWindow
from sandbox_harness.server import SandboxServer


def open_sale(qtbot: QtBot, window: MainWindow, *, touch: bool) -> SaleDialog:
    if touch:
        window.sale.action.trigger()  # a tap on Shift ▸ Sell vouchers…
    else:
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)
        qtbot.keyClick(window.code, Qt.Key.Key_F6)
    qtbot.waitUntil(lambda: window.sale.dialog is not None and window.sale.dialog.isVisible())
    dialog = window.sale.dialog
    assert dialog is not None
    qtbot.waitUntil(lambda: dialog.vm.loaded)
    return dialog


def pick(qtbot: QtBot, dialog: SaleDialog, name: str, quantity: int = 1, message: str = "") -> None:
    """Choose ``name`` on the shelf shown, set its quantity and message, and add it by a tap."""
    names = [dialog.vm.products.record(row).name for row in range(dialog.vm.products.rowCount())]
    dialog.products.selectRow(names.index(name))
    dialog.quantity.setValue(quantity)
    if message:
        qtbot.keyClicks(dialog.note, message)
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)


def buyer(qtbot: QtBot, dialog: SaleDialog, name: str, email: str, recipient: str = "") -> None:
    qtbot.keyClicks(dialog.name, name)
    qtbot.keyClicks(dialog.email, email)
    if recipient:
        qtbot.keyClicks(dialog.recipient, recipient)


def orders_with(sandbox: SandboxServer, reference: str) -> list[dict[str, object]]:
    with sandbox.state.core._lock:
        rows = sandbox.state.core._conn.execute("SELECT orderID, total_pence, data FROM orders").fetchall()
    found = []
    for row in rows:
        data = json.loads(row["data"])
        if data.get("paymentReferenceID") == reference:
            found.append({"orderID": row["orderID"], "total_pence": row["total_pence"], **data})
    return found


def under_review(qtbot: QtBot, window: MainWindow) -> SaleDialog:
    """Sell, by touch, with one Spa Day for Two for J. Bloggs: its review on screen, nothing sent."""
    dialog = open_sale(qtbot, window, touch=True)
    pick(qtbot, dialog, "Spa Day for Two")
    buyer(qtbot, dialog, "J. Bloggs", "jo@example.com")
    qtbot.mouseClick(dialog.review_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(dialog.step.isVisible)
    return dialog


def sold_one(qtbot: QtBot, window: MainWindow) -> SaleDialog:
    """That voucher sold: its code shown, *Paid on POS* not yet ticked."""
    dialog = under_review(qtbot, window)
    qtbot.mouseClick(dialog.step.confirm_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(dialog.sold) and dialog.paid.isVisible(), timeout=10_000)
    return dialog
