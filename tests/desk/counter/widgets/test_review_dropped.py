"""A code scanned while a redemption or a top-up is under review closes the review, and the till says
so: the cashier never takes a review that closed for money that moved."""

from __future__ import annotations

from decimal import Decimal

from pytestqt.qtbot import QtBot

from app.api.client import VoucherClient
from app.compose import Till
from app.sandbox.seed import DemoCodes
from app.sandbox.seed_catalogue import DEMO_KEY, Locations
from app.shell.main_window import MainWindow
from helpers.scanner import ENTER
from helpers.till import five_pounds_under_review, run, scan, shown_on_the_counter
from sandbox_harness.server import SandboxServer

TillWindow = tuple[MainWindow, Till]


def test_a_scan_during_a_redemptions_review_says_nothing_was_redeemed(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer
) -> None:
    window, till = till_window
    five_pounds_under_review(qtbot, window)
    scan(qtbot, window, DemoCodes.PART_USED)
    shown_on_the_counter(qtbot, window, DemoCodes.PART_USED)
    assert not till.redeem.reviewing
    assert window.redeem_status.isVisible()
    # Named as the feed names it: TEA40PART, now on the counter, ends in PART too.
    assert till.activity.model.code_beside(DemoCodes.VALID_PARTIAL) == "••••••50PART"
    assert window.redeem_status.text() == (
        "Nothing redeemed: £5.00 from ••••••50PART was under review when another code was typed or scanned."
    )
    assert DemoCodes.VALID_PARTIAL not in window.redeem_status.text(), "that voucher left the counter"
    assert sandbox.state.balance_of(DemoCodes.VALID_PARTIAL) == 5000
    scan(qtbot, window, DemoCodes.GRACE)
    shown_on_the_counter(qtbot, window, DemoCodes.GRACE)
    assert not window.redeem_status.isVisible(), "said once: the next lookup takes it away"


def test_a_review_closed_because_another_till_moved_the_balance_says_so(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer
) -> None:
    """£5.00 under review; another till takes £45.00 and the feed's next read shows it: the review
    closes (it would leave another balance than it says) and the outcome line says why, with the
    balance now, instead of the review vanishing without a word."""
    window, till = till_window
    five_pounds_under_review(qtbot, window)

    async def other_till() -> None:
        async with VoucherClient(sandbox.url, DEMO_KEY) as other:
            await other.redeem(DemoCodes.VALID_PARTIAL, Locations.RECEPTION, Decimal("45.00"))

    run(qtbot, other_till())
    till.activity.poll_now()
    qtbot.waitUntil(lambda: not till.redeem.reviewing)
    qtbot.waitUntil(window.redeem_status.isVisible)
    assert window.redeem_status.text() == (
        "Nothing redeemed: the balance of SPA50PART changed to £5.00 while £5.00 was under review "
        "(another till or the service). Type the amount again."
    )
    assert sandbox.state.balance_of(DemoCodes.VALID_PARTIAL) == 500


def test_a_scan_during_a_top_ups_review_says_nothing_was_loaded(
    qtbot: QtBot, staff_may_topup: TillWindow, sandbox: SandboxServer
) -> None:
    window, till = staff_may_topup
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    shown_on_the_counter(qtbot, window, DemoCodes.VALID_PARTIAL)
    qtbot.waitUntil(lambda: window.topup.isVisible() and window.topup.offer_button.isEnabled())
    window.topup.offer_button.click()
    qtbot.keyClicks(window.topup.amount, "20")
    qtbot.keyClick(window.topup.amount, ENTER)
    qtbot.waitUntil(window.topup.review_box.isVisible)
    scan(qtbot, window, DemoCodes.PART_USED)
    shown_on_the_counter(qtbot, window, DemoCodes.PART_USED)
    assert not till.topup.reviewing
    assert window.redeem_status.text() == (
        "Nothing loaded: £20.00 onto ••••••50PART was under review when another code was typed or scanned."
    )
    assert sandbox.state.balance_of(DemoCodes.VALID_PARTIAL) == 5000
