"""A sale through the real window on a service that keeps things its own way: the rows of a
multi-line order listed in another order than sent, a reference kept in lower case, an answer that
drips in a byte at a time. Each new code stays with its own product, value and message; the sale is
found, and the hand-off asks the POS for what the service recorded, once.
"""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.desk.sale.widgets.sale_dialog import SaleDialog
from app.sandbox.seed_catalogue import Products
from app.shell.main_window import MainWindow
from helpers import logs
from helpers.sale import buyer, open_sale, pick
from helpers.words import REFERENCE_LABEL
from sandbox_harness.server import SandboxServer


def codes_of_order(sandbox: SandboxServer, reference: str) -> dict[int, str]:
    """The code the service made for each product of the order kept with ``reference`` (any case)."""
    with sandbox.state.core._lock:  # the test reads the service's own tables
        orders = sandbox.state.core._conn.execute("SELECT orderID, data FROM orders").fetchall()
        [order_id] = [
            row["orderID"]
            for row in orders
            if str(json.loads(row["data"]).get("paymentReferenceID", "")).upper() == reference.upper()
        ]
        rows = sandbox.state.core._conn.execute(
            "SELECT code, productID FROM vouchers WHERE orderID = ?", (order_id,)
        ).fetchall()
    return {int(row["productID"]): str(row["code"]) for row in rows}


def sell_tea_and_spa(qtbot: QtBot, dialog: SaleDialog) -> None:
    dialog.shelf.setCurrentIndex(0)
    pick(qtbot, dialog, "Afternoon Tea", message="For Mum")
    pick(qtbot, dialog, "Spa Day for Two", message="For Dad")
    buyer(qtbot, dialog, "A. Guest", "guest@example.com")
    qtbot.mouseClick(dialog.review_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(dialog.step.isVisible)
    qtbot.mouseClick(dialog.step.confirm_button, Qt.MouseButton.LeftButton)


def test_rows_listed_in_another_order_keep_each_code_with_its_own_product_and_message(
    qtbot: QtBot,
    sale_till: tuple[MainWindow, Till],
    sandbox: SandboxServer,
) -> None:
    window, _till = sale_till
    dialog = open_sale(qtbot, window, touch=True)
    sandbox.faults.set(reorder_rows=True, path="/orders/")
    sell_tea_and_spa(qtbot, dialog)
    qtbot.waitUntil(lambda: "Take £90.00 payment on the POS" in dialog.handoff.text())
    made = codes_of_order(sandbox, dialog.vm.reference)
    assert [(v.name, v.code, v.value, v.message) for v in dialog.sold] == [
        ("Afternoon Tea", made[Products.AFTERNOON_TEA], "£40.00", "For Mum"),
        ("Spa Day for Two", made[Products.SPA_DAY], "£50.00", "For Dad"),
    ]


@pytest.mark.logs(*logs.FAULTS)
@pytest.mark.parametrize(
    "fault",
    [{"keep_reference": {"case": "lower"}, "drop": {"when": "after"}}, {"drip_ms": 100}],
    ids=["kept-lower-answer-lost", "answer-drips"],
)
def test_a_sale_the_service_keeps_its_own_way_is_found_and_asked_of_the_pos_once(
    qtbot: QtBot,
    sale_till: tuple[MainWindow, Till],
    sandbox: SandboxServer,
    fault: dict[str, object],
) -> None:
    window, till = sale_till
    till.client._transport.deadline_s = 2.0  # the overall deadline, short for the test
    dialog = open_sale(qtbot, window, touch=True)
    sandbox.faults.set(**fault, path="/orders/$", method="POST", times=1)
    sell_tea_and_spa(qtbot, dialog)
    qtbot.waitUntil(lambda: "Take £90.00 payment on the POS" in dialog.handoff.text(), timeout=30_000)
    reference = dialog.vm.reference
    assert dialog.handoff.text() == f"Take £90.00 payment on the POS {REFERENCE_LABEL}{reference}"
    made = codes_of_order(sandbox, reference)  # exactly one order: never a second
    assert sorted(v.code for v in dialog.sold) == sorted(made.values())
    qtbot.waitUntil(lambda: till.handoff.current is not None and till.handoff.current.code == reference)
    assert [h.amount_text for h in till.handoff.unticked()] == ["£90.00"]
