"""The top-up key (F4) always answers: it opens the box, or says why this voucher is not topped up.

A disabled or hidden button's key does nothing at all, so the key is the window's, and the offer
on a voucher that cannot take a top-up is disabled with its reason before anything is pressed.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.desk.topup.topup import Offer
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers.till import another_till_redeems, five_pounds_under_review, run, scan, shown_on_the_counter
from sandbox_harness.server import SandboxServer

TillWindow = tuple[MainWindow, Till]


def test_a_voucher_used_up_on_the_counter_is_no_longer_offered_a_top_up_and_f4_says_why(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer
) -> None:
    window, till = till_window
    scan(qtbot, window, DemoCodes.PART_USED)
    shown_on_the_counter(qtbot, window, DemoCodes.PART_USED)
    qtbot.waitUntil(lambda: window.topup.isVisible() and window.topup.offer_button.isEnabled())
    run(qtbot, another_till_redeems(sandbox, DemoCodes.PART_USED, "25.00"))
    till.lookup.refresh()
    qtbot.waitUntil(lambda: not window.topup.offer_button.isEnabled())
    assert "used in full" in window.topup.offer_button.toolTip()
    assert "used in full" in window.topup.note.text()
    assert window.topup.note.isVisible()
    qtbot.keyClick(window.code, Qt.Key.Key_F4)
    assert not window.topup.form.isVisible()
    assert window.topup.note.property("kind") == "refused", "the key is answered, in the refusal's colour"
    assert "used in full" in window.topup.note.text()


def test_f4_on_a_voucher_opened_read_only_says_to_scan_its_code(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    window, till = till_window
    window.feed_opening.choose(DemoCodes.VALID_PARTIAL)  # as Find and the feed open one
    shown_on_the_counter(qtbot, window, DemoCodes.VALID_PARTIAL)
    assert not window.topup.isVisible()
    qtbot.keyClick(window.code, Qt.Key.Key_F4)
    assert window.message.isVisible()
    assert window.message.text() == "Scan or type the code to use this voucher"
    assert not window.topup.form.isVisible()
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    qtbot.waitUntil(lambda: till.lookup.held and window.topup.isVisible() and till.topup.offer is Offer.TOPUP)
    qtbot.keyClick(window.code, Qt.Key.Key_F4)
    qtbot.waitUntil(window.topup.form.isVisible)


def test_f4_with_no_voucher_on_the_counter_says_what_it_is_for(qtbot: QtBot, till_window: TillWindow) -> None:
    window, _till = till_window
    qtbot.keyClick(window.code, Qt.Key.Key_F4)
    assert window.message.isVisible()
    assert "Nothing on screen for F4 now" in window.message.text()


def test_f4_during_a_redemptions_review_opens_the_top_up_instead_nothing_redeemed(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer
) -> None:
    window, till = till_window
    five_pounds_under_review(qtbot, window)
    assert not window.topup.isVisible(), "the top-up steps aside while a redemption is reviewed"
    qtbot.keyClick(window.redeem.amount, Qt.Key.Key_F4)
    qtbot.waitUntil(lambda: window.topup.form.isVisible() and window.topup.amount.hasFocus())
    assert not till.redeem.reviewing
    assert sandbox.state.balance_of(DemoCodes.VALID_PARTIAL) == 5000
