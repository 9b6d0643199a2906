"""A sale of this till settled done after its window stopped waiting puts its codes on the counter once.

Settled by the background re-check, or at start-up after a crash, the sale asked for its
payment on the POS hand-off but its codes appeared nowhere: the guest paid and left without the
voucher. Now a "Vouchers sold — print" window shows what to take, the codes in full, and Print.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.desk.sale.widgets.late_sales import LateSaleDialog
from app.shell.main_window import MainWindow
from helpers import logs
from helpers.sale import buyer, open_sale, orders_with, pick, sell_unsettled
from helpers.till import till_open
from helpers.words import REFERENCE_LABEL
from sandbox_harness.server import SandboxServer

pytestmark = pytest.mark.logs(*logs.FAULTS, r".*")


def sell_and_leave_unknown(qtbot: QtBot, window: MainWindow, sandbox: SandboxServer) -> str:
    """A Spa Day sold with its answer lost after the order was made and the orders unreadable;
    the Sell window is closed while the sale is still not known. Returns its reference."""
    dialog = sell_unsettled(qtbot, window, sandbox, "after")
    reference = dialog.vm.reference
    assert "is not settled yet" in dialog.why_not.text()
    dialog.reject()
    qtbot.waitUntil(lambda: window.sale.dialog is None)
    sandbox.faults.clear()
    return reference


def late_window(qtbot: QtBot, window: MainWindow, till: Till) -> LateSaleDialog:
    till.recheck.check_now()
    qtbot.waitUntil(lambda: len(window.sale.late.dialogs) == 1, timeout=30_000)
    [shown] = window.sale.late.dialogs
    qtbot.waitUntil(shown.isVisible)
    return shown


def the_guest_gets_the_voucher(shown: LateSaleDialog, sandbox: SandboxServer, reference: str) -> None:
    [order] = orders_with(sandbox, reference)
    assert shown.windowTitle() == "Vouchers sold — print"
    assert shown.handoff.text() == f"Take £50.00 payment on the POS {REFERENCE_LABEL}{reference}"
    assert shown.codes.text().startswith("New codes (shown once, for the slip):")
    assert " — Spa Day for Two — £50.00 — expires " in shown.codes.text()
    assert shown.print_button.isVisible()
    assert shown.print_button.minimumHeight() >= 44
    assert shown.width() <= 1024
    assert shown.height() <= 768
    assert order["total_pence"] == 5000


def test_a_sale_settled_by_the_background_check_shows_its_codes_once(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> None:
    with till_open(qtbot, sandbox, tmp_path / "home") as (window, till):
        reference = sell_and_leave_unknown(qtbot, window, sandbox)
        shown = late_window(qtbot, window, till)
        the_guest_gets_the_voucher(shown, sandbox, reference)
        qtbot.mouseClick(shown.close_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: window.sale.late.dialogs == [])
        till.recheck.check_now()  # looked at again: shown once, not twice
        qtbot.waitUntil(lambda: not till.tasks.running("recheck-now"))
        assert window.sale.late.dialogs == []


def test_a_sale_settled_at_the_start_after_a_crash_shows_its_codes(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> None:
    with till_open(qtbot, sandbox, tmp_path / "home") as (window, _till):
        reference = sell_and_leave_unknown(qtbot, window, sandbox)
    # The till starts again on the same journal: its check at start finds the order.
    with till_open(qtbot, sandbox, tmp_path / "home") as (window, till):
        the_guest_gets_the_voucher(late_window(qtbot, window, till), sandbox, reference)


def test_a_sale_settled_while_its_window_waits_shows_its_codes_there_only(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> None:
    """The answer lost after the order was made and the order found at once: the Sell window shows
    the codes, and no second window says the sale "went through after all" with its own Print,
    which would let the vouchers be printed twice and the payment be taken twice."""
    with till_open(qtbot, sandbox, tmp_path / "home") as (window, till):
        dialog = open_sale(qtbot, window, touch=True)
        sandbox.faults.set(drop={"when": "after"}, path="/orders/$", method="POST", times=1)
        pick(qtbot, dialog, "Spa Day for Two")
        buyer(qtbot, dialog, "J. Bloggs", "jo@example.com")
        qtbot.mouseClick(dialog.review_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(dialog.step.isVisible)
        qtbot.mouseClick(dialog.step.confirm_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: "Code " in dialog.codes.text(), timeout=30_000)
        assert len(orders_with(sandbox, dialog.vm.reference)) == 1
        # A second window reads the codes on its own, from the moment the sale is settled: that
        # read neither runs nor ended in a window.
        assert not till.tasks.running(f"late-sale-{dialog.vm.movement_id}")
        assert window.sale.late.dialogs == [], "the codes were shown a second time"
