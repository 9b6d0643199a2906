"""A signed update is installed only when nothing is open at the till: the bill and the Sell
windows say they are open in the set the update's rules read (``app.desk.updates``)."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from app.desk.updates.updates import till_activity
from helpers.till import till_open
from sandbox_harness.server import SandboxServer


def test_an_open_bill_or_sale_holds_an_update_back(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> None:
    with till_open(qtbot, sandbox, tmp_path / "home") as (window, _till):
        shared: set[str] = set()
        window.bill.open_work = window.sale.open_work = shared
        activity = till_activity(training=False, online=lambda: True, unresolved=list, open_work=shared)
        window.bill.open()
        bill = window.bill.dialog
        assert bill is not None
        qtbot.waitUntil(bill.isVisible)
        assert activity().mid_bill
        bill.discard()
        qtbot.waitUntil(lambda: window.bill.dialog is None)
        assert not activity().mid_bill
        window.sale.open()
        sale = window.sale.dialog
        assert sale is not None
        qtbot.waitUntil(sale.isVisible)
        assert activity().mid_sale
        sale.reject()
        qtbot.waitUntil(lambda: window.sale.dialog is None)
        assert not activity().mid_sale
        assert not shared
