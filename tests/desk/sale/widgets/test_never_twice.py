"""A sale whose outcome is not known is never sold a second time from the same Sell window.

The answer to ``POST /orders/`` lost after the order was made, and the orders list
unreadable, left the sale "not confirmed" with its basket, buyer and Review button ready; once the
service answered again, one tap made a second order. Now the window refuses Review and says why
until the till's re-check settles the sale: done (its codes are shown then, the basket goes) or not
applied (then it may be sold again).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.compose import SETTLE_ENV, Till
from app.desk.sale.widgets.sale_dialog import SaleDialog
from app.shell.main_window import MainWindow
from helpers import logs
from helpers.sale import orders_with, sell_unsettled
from helpers.till import close_till, open_till
from sandbox_harness.server import SandboxServer

pytestmark = pytest.mark.logs(*logs.FAULTS, r".*")


@pytest.fixture
def quick_till(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[tuple[MainWindow, Till]]:
    """A till whose settle period is its read timeout (a few seconds), so a test sees it end."""
    monkeypatch.setenv(SETTLE_ENV, "0")
    window, till = open_till(qtbot, sandbox, tmp_path / "home")
    window.resize(1024, 768)
    yield window, till
    dialog = window.sale.dialog
    if dialog is not None:
        qtbot.waitUntil(lambda: not dialog.vm.busy, timeout=30_000)
        dialog.reject()
    close_till(qtbot, window, till)


def refuses_a_second_sale(qtbot: QtBot, dialog: SaleDialog) -> None:
    reference = dialog.vm.reference
    assert not dialog.review_button.isEnabled()
    assert dialog.why_not.isVisible()
    assert "is not settled yet" in dialog.why_not.text()
    assert reference in dialog.why_not.text()
    assert "Do not sell it again" in dialog.why_not.text()
    assert not dialog.vm.review()  # the keyboard's way in is refused too
    assert not dialog.step.isVisible()


def test_a_sale_not_known_done_is_not_sold_again_and_its_codes_show_once_it_turns_up(
    qtbot: QtBot, quick_till: tuple[MainWindow, Till], sandbox: SandboxServer
) -> None:
    window, till = quick_till
    dialog = sell_unsettled(qtbot, window, sandbox, "after")
    reference = dialog.vm.reference
    refuses_a_second_sale(qtbot, dialog)

    sandbox.faults.clear()
    till.connection.report_success()  # the service answers again: still no second sale
    refuses_a_second_sale(qtbot, dialog)
    assert dialog.codes.text() == ""

    till.recheck.check_now()  # the till's background re-check finds the order by its reference
    qtbot.waitUntil(lambda: "New codes" in dialog.codes.text(), timeout=30_000)
    assert dialog.handoff.text().startswith("Take £50.00 payment on the POS")
    assert reference in dialog.handoff.text()
    assert dialog.vm.basket.rowCount() == 0
    assert dialog.why_not.text() == ""
    assert len(orders_with(sandbox, reference)) == 1


def test_a_sale_settled_not_applied_may_be_sold_again_and_makes_one_order(
    qtbot: QtBot, quick_till: tuple[MainWindow, Till], sandbox: SandboxServer
) -> None:
    window, till = quick_till
    dialog = sell_unsettled(qtbot, window, sandbox, "before")
    first = dialog.vm.reference
    refuses_a_second_sale(qtbot, dialog)

    sandbox.faults.clear()

    def settled() -> bool:
        till.recheck.check_now()  # the re-check looks again until the settle period is over
        return "did not go through" in dialog.status.text()

    qtbot.waitUntil(settled, timeout=30_000)
    assert "take no payment" in dialog.status.text()
    qtbot.waitUntil(dialog.review_button.isEnabled)
    assert dialog.vm.basket.rowCount() == 1  # the guest's basket is still there to sell

    qtbot.mouseClick(dialog.review_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(dialog.step.isVisible)
    qtbot.mouseClick(dialog.step.confirm_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.handoff.text().startswith("Take £50.00 payment"), timeout=30_000)
    assert orders_with(sandbox, first) == []
    assert len(orders_with(sandbox, dialog.vm.reference)) == 1
