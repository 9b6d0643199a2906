"""A voucher whose earlier movement waits for a manager: the counter says so as soon as it is
scanned, before any amount, and opens no review the money path would refuse; once a manager has
decided, the cashier's next try goes through the money path as any redemption does."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers import logs
from helpers.till import keyed_on_the_pos, lost_behind_another_till, redeem_amount, redeemed, scan, till_open
from helpers.unconfirmed import decided_not_taken
from sandbox_harness.server import SandboxServer

pytestmark = pytest.mark.logs(logs.LOST_ANSWER)

CODE = DemoCodes.VALID_PARTIAL  # £50, part use
WAITS = "Call a manager: an earlier movement on this voucher waits for their decision."


def settled(qtbot: QtBot, till: Till) -> None:
    qtbot.waitUntil(lambda: till.lookup.voucher is not None and not till.tasks.running("lookup"))


def leave_it_for_a_manager(qtbot: QtBot, window: MainWindow, till: Till, sandbox: SandboxServer) -> None:
    """Another till takes the same £5.00, then this till's answer is lost: it cannot tell whose the
    service's event is. The cashier then serves another guest and this voucher comes back."""
    redeemed(qtbot, window, CODE, "5")
    scan(qtbot, window, CODE)
    settled(qtbot, till)
    lost_behind_another_till(qtbot, window, sandbox, CODE)
    qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Sent:"), timeout=15_000)
    scan(qtbot, window, DemoCodes.PART_USED)
    settled(qtbot, till)
    qtbot.waitUntil(lambda: not window.override.isVisible())
    scan(qtbot, window, CODE)
    settled(qtbot, till)


@pytest.fixture
def waiting(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> Iterator[tuple[MainWindow, Till]]:
    """A till with ``CODE`` back on the counter, its earlier movement left for a manager."""
    with till_open(qtbot, sandbox, tmp_path / "home") as (window, till):
        leave_it_for_a_manager(qtbot, window, till, sandbox)
        yield window, till


def test_a_voucher_waiting_for_a_manager_says_why_at_the_scan_and_opens_no_review(
    qtbot: QtBot, sandbox: SandboxServer, waiting: tuple[MainWindow, Till]
) -> None:
    window, till = waiting
    balance = sandbox.state.balance_of(CODE)

    # At the scan: why and what to do beside the manager's button, and no amount to type.
    qtbot.waitUntil(window.override.waiting.isVisible)
    assert window.override.waiting.text() == WAITS
    assert window.override.isVisible()
    assert not window.redeem.isVisible(), "nothing can be taken: no amount, no whole balance"

    qtbot.keyClick(window, Qt.Key.Key_A, Qt.KeyboardModifier.AltModifier)
    qtbot.keyClicks(window.code, "2")
    assert not till.redeem.reviewing, "no review opens where the counter cannot show it"
    qtbot.keyClick(window, Qt.Key.Key_F12)
    assert not till.redeem.busy, "F12 sends nothing: there was no review to confirm"
    assert sandbox.state.balance_of(CODE) == balance


def test_right_after_its_own_lost_answer_the_counter_says_what_happened_once_and_what_to_do(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> None:
    """The movement that waits is the one the cashier just sent: the outcome line says what
    happened to it (sent, its answer lost, not proven), the line beside the manager's button only
    what to do; neither calls it an earlier movement, and the voucher's status stays whole."""
    with till_open(qtbot, sandbox, tmp_path / "home") as (window, till):
        redeemed(qtbot, window, CODE, "5")
        scan(qtbot, window, CODE)
        settled(qtbot, till)
        lost_behind_another_till(qtbot, window, sandbox, CODE)
        qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Sent:"), timeout=15_000)
        qtbot.waitUntil(window.override.waiting.isVisible)
        assert window.redeem_status.whole_text() == (
            f"Sent: £5.00 from {CODE} — the service's answer was lost and it could not be proven; "
            "a manager decides."
        )
        outcome = window.redeem_status
        assert outcome.whole_text() in (outcome.text(), outcome.toolTip()), "whole, or in its tooltip"
        assert window.override.waiting.text() == "Call a manager."
        assert window.override.isVisible()
        assert not window.redeem.isVisible()
        told = [label.text() for label in window.findChildren(QLabel) if label.isVisible()]
        assert not [text for text in told if "earlier" in text], told

        # Served another guest and back: the outcome line has gone, so the line says it whole.
        scan(qtbot, window, DemoCodes.PART_USED)
        settled(qtbot, till)
        scan(qtbot, window, CODE)
        settled(qtbot, till)
        qtbot.waitUntil(lambda: window.override.waiting.text() == WAITS)


def said_on_screen(window: MainWindow, text: str) -> int:
    """How many lines the cashier sees saying ``text``."""
    return sum(1 for label in window.findChildren(QLabel) if label.isVisible() and label.text() == text)


def test_a_top_up_of_a_voucher_waiting_for_a_manager_says_why_and_opens_no_review(
    qtbot: QtBot, sandbox: SandboxServer, waiting: tuple[MainWindow, Till]
) -> None:
    """The top-up is refused as the redemption is, before any amount: no review opens under the
    manager's button and the hand-off, so none can be confirmed unseen."""
    window, till = waiting
    balance = sandbox.state.balance_of(CODE)
    qtbot.waitUntil(window.override.isVisible)

    # F4 beside the earlier redemption's hand-off: why, under the top-up's button, and no box.
    qtbot.keyClick(window, Qt.Key.Key_F4)
    qtbot.waitUntil(window.topup.note.isVisible)
    assert window.topup.note.text() == WAITS
    assert not window.topup.offer_button.isEnabled()
    assert not window.topup.amount.isVisible(), "no amount to type"
    assert not till.topup.reviewing
    qtbot.keyClick(window, Qt.Key.Key_F12)
    assert not till.topup.busy, "F12 sends nothing: there was no review to confirm"

    # Once the hand-off is keyed: the offer is there, disabled, its tip saying why, and the
    # counter says it once, above the manager's button.
    keyed_on_the_pos(qtbot, window)
    scan(qtbot, window, CODE)
    settled(qtbot, till)
    qtbot.waitUntil(window.topup.isVisible)
    assert not window.topup.offer_button.isEnabled()
    assert window.topup.offer_button.toolTip() == WAITS
    assert said_on_screen(window, WAITS) == 1
    window.topup.offer_button.click()
    assert not window.topup.amount.isVisible()
    assert sandbox.state.balance_of(CODE) == balance


def test_after_the_managers_decision_the_next_try_goes_through_the_money_path(
    qtbot: QtBot, sandbox: SandboxServer, waiting: tuple[MainWindow, Till]
) -> None:
    window, till = waiting
    qtbot.waitUntil(window.override.isVisible)
    decided_not_taken(qtbot, window)
    settled(qtbot, till)
    assert window.redeem.reason.text() != WAITS
    balance = sandbox.state.balance_of(CODE)
    journalled = len(till.journal.of_code(CODE))
    redeem_amount(qtbot, window, "2")
    qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Redeemed £2.00"), timeout=10_000)
    assert sandbox.state.balance_of(CODE) == balance - 200
    assert len(till.journal.of_code(CODE)) == journalled + 1, "written down before it was sent"
