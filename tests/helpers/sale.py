"""Selling in the real till window, as a receptionist does it: Sell opened, products picked, the
buyer typed, a sale reviewed or sent; and the service's own record of a sale, found by its reference."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.desk.sale.widgets.sale_dialog import SaleDialog
from app.shell.main_window import MainWindow
from helpers.manager import TRAINING_PIN
from helpers.till import opened
from sandbox_harness.server import SandboxServer


def open_sale(qtbot: QtBot, window: MainWindow, *, touch: bool) -> SaleDialog:
    """Sell opened by a tap on Shift ▸ Sell vouchers…, or by F6; back once its shelf is read."""
    dialog = opened(
        qtbot,
        window,
        lambda: window.sale.dialog,
        Qt.Key.Key_F6,
        window.sale.action.trigger if touch else None,
    )
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


def sell(qtbot: QtBot, window: MainWindow, items: list[tuple[str, int]], *, free: bool = False) -> str:
    """Sell ``items`` (name, quantity) to one buyer, by touch; returns the sale's reference."""
    dialog = open_sale(qtbot, window, touch=True)
    for name, quantity in items:
        pick(qtbot, dialog, name, quantity=quantity)
    buyer(qtbot, dialog, "J. Bloggs", "jo@example.com")
    if free:
        qtbot.mouseClick(dialog.complimentary, Qt.MouseButton.LeftButton)
        pin = window.sale.pin_dialog
        assert pin is not None
        qtbot.keyClicks(pin.pin, TRAINING_PIN)
        qtbot.keyClick(pin.pin, Qt.Key.Key_Return)
        qtbot.waitUntil(dialog.complimentary.isChecked)
    qtbot.mouseClick(dialog.review_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(dialog.step.isVisible)
    qtbot.mouseClick(dialog.step.confirm_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "New codes (shown once" in dialog.codes.text(), timeout=20_000)
    reference = dialog.vm.reference
    dialog.reject()  # before Paid on POS: the till asks, and the cashier closes anyway
    if dialog.closing_question is not None:
        anyway = next(b for b in dialog.closing_question.buttons() if b.text() == "Close anyway")
        qtbot.mouseClick(anyway, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.sale.dialog is None)
    return reference


def sell_unsettled(qtbot: QtBot, window: MainWindow, sandbox: SandboxServer, when: str) -> SaleDialog:
    """Sell a Spa Day with the answer dropped (``when`` the order is made) and the orders unreadable."""
    dialog = open_sale(qtbot, window, touch=True)
    sandbox.faults.set(drop={"when": when}, path="/orders/$", method="POST", times=1)
    sandbox.faults.add(status=503, path="/orders/$", method="GET", retry_after=0)
    pick(qtbot, dialog, "Spa Day for Two")
    buyer(qtbot, dialog, "J. Bloggs", "jo@example.com")
    qtbot.mouseClick(dialog.review_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(dialog.step.isVisible)
    qtbot.mouseClick(dialog.step.confirm_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.vm.busy, timeout=5_000)
    qtbot.waitUntil(lambda: not dialog.vm.busy, timeout=60_000)
    return dialog
