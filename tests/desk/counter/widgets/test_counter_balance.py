"""The voucher on the counter follows the service: an event the feed reads on it, made by another
till, or by this one after its answer was lost, has the panel read the voucher again at once."""

from __future__ import annotations

from decimal import Decimal

import pytest
from pytestqt.qtbot import QtBot

from app.api.client import VoucherClient
from app.compose import Till
from app.sandbox.seed import DemoCodes
from app.sandbox.seed_catalogue import DEMO_KEY, Locations
from app.shell.main_window import MainWindow
from helpers import logs
from helpers.till import newest_event, redeem_amount, run, scan
from sandbox_harness.server import SandboxServer

CODE = DemoCodes.VALID_PARTIAL


def on_counter(qtbot: QtBot, window: MainWindow, till: Till, balance: str) -> None:
    qtbot.waitUntil(lambda: window.voucher.balance.text() == balance and not till.tasks.running("lookup"))
    assert window.redeem.whole.text() == f"Use whole balance {balance}"


def test_another_tills_redemption_in_the_feed_updates_the_counter_at_once(
    qtbot: QtBot, till_window: tuple[MainWindow, Till], sandbox: SandboxServer
) -> None:
    window, till = till_window
    scan(qtbot, window, CODE)
    on_counter(qtbot, window, till, "£50.00")
    other = VoucherClient(sandbox.url, DEMO_KEY)
    run(qtbot, other.redeem(CODE, Locations.RECEPTION, Decimal("5.00")))
    run(qtbot, other.aclose())
    till.activity.poll_now()  # the feed's next read
    # Nobody touched the till: the counter now says what the service holds.
    on_counter(qtbot, window, till, "£45.00")


@pytest.mark.logs(logs.LOST_ANSWER)
def test_after_a_lost_answer_the_counter_never_offers_money_the_voucher_no_longer_holds(
    qtbot: QtBot, till_window: tuple[MainWindow, Till], sandbox: SandboxServer
) -> None:
    window, till = till_window
    scan(qtbot, window, CODE)
    on_counter(qtbot, window, till, "£50.00")
    sandbox.faults.set(path=f"/codes/{CODE}/redeem/", method="POST", drop={"when": "after"}, times=1)
    redeem_amount(qtbot, window, "5")
    qtbot.waitUntil(lambda: sandbox.state.balance_of(CODE) == 4500)
    till.activity.poll_now()
    newest_event(qtbot, till, CODE)
    on_counter(qtbot, window, till, "£45.00")
