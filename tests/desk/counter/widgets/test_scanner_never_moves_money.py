"""A wedge scanner is a keyboard: whatever it types, wherever the focus is, no money moves.

A scanner types a code and then Enter (or Tab), often twice, into whichever widget has focus. These
tests type exactly that way, into ``QApplication.focusWidget()`` each time, over every demo code, and
then ask the sandbox itself whether any balance changed.
"""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QRect, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.desk.counter.widgets.redeem_panel import RedeemPanel
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers import logs
from helpers.scanner import ENTER, TAB, burst, pause
from helpers.till import (
    another_till_redeems,
    counter_settled,
    redeem_amount,
    redeemed_and_written,
    run,
    scan,
    till_open,
)
from sandbox_harness.server import SandboxServer

pytestmark = pytest.mark.logs(logs.LOST_ANSWER)

#: X11's Linefeed key, as a line-feed suffix arrives (Qt has no name for it).
LINE_FEED = 0x0A

TillWindow = tuple[MainWindow, Till]

DEMO_CODES = [
    value for name, value in vars(DemoCodes).items() if name.isupper() and name != "HISTORY_PREFIX"
] + ["HIST0001"]
#: (how many bursts, the suffix of each, the pause after each in ms): back to back and spaced out.
BURSTS = [
    (2, [ENTER], 0),
    (2, [TAB], 0),
    (3, [ENTER], 25),
    (3, [TAB], 25),
    (5, [ENTER, TAB], 0),
    (4, [TAB, ENTER], 10),
]


def balances(sandbox: SandboxServer) -> dict[str, int]:
    return {code: sandbox.state.balance_of(code) for code in DEMO_CODES}


def bursts(qtbot: QtBot, till: Till, text: str, count: int, suffixes: list[Qt.Key], pause_ms: int) -> None:
    for _, suffix in zip(range(count), itertools.cycle(suffixes), strict=False):
        burst(qtbot, text, suffix)
        if pause_ms:
            pause(qtbot, pause_ms)
    counter_settled(qtbot, till)


def on_screen(qtbot: QtBot, window: MainWindow, code: str) -> RedeemPanel:
    """Scan ``code`` and wait for its redeem box, empty, which is returned."""
    scan(qtbot, window, code)
    qtbot.waitUntil(window.redeem.isVisible)
    return window.redeem


def review(qtbot: QtBot, panel: RedeemPanel, amount: str) -> None:
    """Put ``amount`` in the box and Enter: the confirm step shows, nothing is sent."""
    panel.amount.setText(amount)
    qtbot.keyClick(panel.amount, ENTER)
    assert panel.review_box.isVisible()


def nothing_was_taken(sandbox: SandboxServer, till: Till, before: dict[str, int]) -> None:
    assert balances(sandbox) == before
    assert till.audit.entries(action="redeem") == []


@pytest.mark.parametrize("code", DEMO_CODES)
def test_scanner_bursts_on_every_demo_code_take_nothing(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer, code: str
) -> None:
    window, till = till_window
    before = balances(sandbox)
    for count, suffixes, pause_ms in BURSTS:
        bursts(qtbot, till, code, count, suffixes, pause_ms)
        assert not window.redeem.review_box.isVisible()
    nothing_was_taken(sandbox, till, before)

    if not window.redeem.isVisible():
        return
    # The cashier chose the whole balance, or even opened the review: a scan still takes nothing.
    window.redeem.whole.click()
    assert window.redeem.amount.text() != ""
    bursts(qtbot, till, code, 2, [ENTER], 0)
    window.redeem.whole.click()
    qtbot.keyClick(window.redeem.amount, ENTER)
    assert window.redeem.review_box.isVisible()
    bursts(qtbot, till, code, 3, [ENTER, TAB], 10)
    assert not window.redeem.review_box.isVisible()
    bursts(qtbot, till, code, 2, [TAB], 0)
    nothing_was_taken(sandbox, till, before)


def test_a_scan_then_enter_twice_leaves_focus_in_the_code_field_with_the_code_selected(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    window, till = till_window
    bursts(qtbot, till, DemoCodes.FULL_ONLY, 2, [ENTER], 0)
    assert window.voucher.badge.text() == "Valid"
    assert window.code.hasFocus()
    assert window.code.text() == DemoCodes.FULL_ONLY
    assert window.code.selectedText() == DemoCodes.FULL_ONLY
    assert window.redeem.amount.text() == ""


def test_tab_after_a_new_code_looks_it_up_and_otherwise_moves_on(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    window, till = till_window
    window.code.setFocus()
    burst(qtbot, DemoCodes.VALID_PARTIAL, TAB)
    counter_settled(qtbot, till)
    assert window.voucher.balance.text() == "£50.00"
    assert window.code.hasFocus(), "a scanner's Tab moved the focus away from the code"
    qtbot.keyClick(window.code, TAB)
    assert not window.code.hasFocus(), "Tab with nothing new trapped the focus"


def test_a_scanner_ending_its_codes_with_a_line_feed_looks_each_one_up(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    """A scanner set to a line-feed suffix types the character, not the Enter key: the next scan
    was appended to the last one in the field ("SPA50PARTTEA40PART")."""
    window, till = till_window
    window.code.setFocus()
    for code, balance in ((DemoCodes.VALID_PARTIAL, "£50.00"), (DemoCodes.PART_USED, "£25.00")):
        qtbot.keyClicks(window.code, code)
        QApplication.sendEvent(
            window.code, QKeyEvent(QEvent.Type.KeyPress, LINE_FEED, Qt.KeyboardModifier.NoModifier, "\n")
        )
        counter_settled(qtbot, till)
        assert window.voucher.balance.text() == balance
        assert window.code.hasFocus()


def test_a_code_scanned_into_the_amount_with_a_line_feed_is_looked_up_and_takes_nothing(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer
) -> None:
    """The same scanner with the amount focused: its code stayed in the amount as "Not a number"
    and nothing was looked up, where the Enter key's scan opens the voucher."""
    window, till = till_window
    before = balances(sandbox)
    panel = on_screen(qtbot, window, DemoCodes.VALID_PARTIAL)
    panel.amount.setFocus()
    qtbot.keyClicks(panel.amount, DemoCodes.PART_USED)
    QApplication.sendEvent(
        panel.amount, QKeyEvent(QEvent.Type.KeyPress, LINE_FEED, Qt.KeyboardModifier.NoModifier, "\n")
    )
    counter_settled(qtbot, till)
    qtbot.waitUntil(lambda: window.voucher.balance.text() == "£25.00")
    assert not panel.review_box.isVisible()
    nothing_was_taken(sandbox, till, before)


def test_a_code_scanned_into_the_amount_with_a_tab_is_looked_up_and_takes_nothing(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer
) -> None:
    """A scanner set to a Tab suffix with the amount focused: its code stayed in the amount as "Not
    a number" and the focus went on to *Use whole balance*; a Tab after an amount still moves on."""
    window, till = till_window
    before = balances(sandbox)
    panel = on_screen(qtbot, window, DemoCodes.VALID_PARTIAL)
    panel.amount.setFocus()
    burst(qtbot, DemoCodes.PART_USED, TAB)
    counter_settled(qtbot, till)
    qtbot.waitUntil(lambda: window.voucher.balance.text() == "£25.00")
    assert DemoCodes.PART_USED not in panel.amount.text()
    assert not panel.whole.hasFocus()
    assert not panel.review_box.isVisible()
    nothing_was_taken(sandbox, till, before)

    panel.amount.setFocus()
    qtbot.keyClicks(panel.amount, "5")
    qtbot.keyClick(panel.amount, TAB)
    assert not panel.amount.hasFocus(), "Tab after an amount trapped the focus"
    assert panel.amount.text() == "5"


def test_enter_twice_after_a_part_redemption_takes_nothing_more(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer
) -> None:
    window, till = till_window
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    redeem_amount(qtbot, window, "10")
    qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Redeemed £10.00 from SPA50PART."))
    counter_settled(qtbot, till)
    qtbot.waitUntil(lambda: window.voucher.balance.text() == "£40.00")
    assert window.redeem.amount.text() == ""
    assert window.code.hasFocus()
    for _ in range(2):
        burst(qtbot, "", ENTER)
    counter_settled(qtbot, till)
    assert sandbox.state.balance_of(DemoCodes.VALID_PARTIAL) == 4000
    assert len(till.audit.entries(action="redeem")) == 1


def test_the_confirm_step_says_what_will_happen_and_only_a_deliberate_confirm_sends_it(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer
) -> None:
    window, till = till_window
    panel = on_screen(qtbot, window, DemoCodes.VALID_PARTIAL)
    panel.amount.setFocus()
    qtbot.keyClicks(panel.amount, "5")
    assert panel.preview.text() == "Balance after: £45.00"
    qtbot.keyClick(panel.amount, ENTER)
    assert panel.review_box.isVisible()
    assert panel.review_text.text() == "Redeem £5.00 from SPA50PART — £45.00 left"
    assert panel.confirm_button.text() == "Confirm (F12)"
    # A second Enter, a Tab, a Space: none of them presses Confirm.
    assert not panel.confirm_button.isDefault()
    assert not panel.confirm_button.autoDefault()
    assert not panel.confirm_button.focusPolicy() & Qt.FocusPolicy.ClickFocus
    for key in (ENTER, ENTER, TAB, Qt.Key.Key_Space, ENTER):
        focus = QApplication.focusWidget()
        assert focus is not panel.confirm_button
        if focus is not None:
            qtbot.keyClick(focus, key)
    assert not till.redeem.busy
    assert sandbox.state.balance_of(DemoCodes.VALID_PARTIAL) == 5000
    assert all(not isinstance(b, QPushButton) or not b.isDefault() for b in window.findChildren(QPushButton))

    panel.amount.setFocus()
    qtbot.keyClick(panel.amount, ENTER)
    assert panel.review_box.isVisible()
    qtbot.mouseClick(panel.confirm_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Redeemed £5.00 from SPA50PART."))
    assert "New balance £45.00 ·\u00a0ref\u00a0" in window.redeem_status.text()
    counter_settled(qtbot, till)
    assert sandbox.state.balance_of(DemoCodes.VALID_PARTIAL) == 4500
    assert not panel.review_box.isVisible()


def test_f12_confirms_the_review_and_nothing_else(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer
) -> None:
    window, till = till_window
    on_screen(qtbot, window, DemoCodes.VALID_PARTIAL)
    qtbot.keyClick(window.code, Qt.Key.Key_F12)
    window.redeem.amount.setText("7.50")
    qtbot.keyClick(window.redeem.amount, Qt.Key.Key_F12)  # no review open: nothing
    counter_settled(qtbot, till)
    assert sandbox.state.balance_of(DemoCodes.VALID_PARTIAL) == 5000
    qtbot.keyClick(window.redeem.amount, ENTER)
    qtbot.keyClick(window.redeem.amount, Qt.Key.Key_F12)
    qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Redeemed £7.50 from SPA50PART."))
    counter_settled(qtbot, till)
    assert sandbox.state.balance_of(DemoCodes.VALID_PARTIAL) == 4250


def test_whole_balance_is_a_deliberate_button_then_confirm_takes_exactly_the_balance(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer
) -> None:
    window, till = till_window
    panel = on_screen(qtbot, window, DemoCodes.FULL_ONLY)
    assert panel.amount.text() == ""
    assert panel.whole.text() == "Use whole balance £75.00"
    qtbot.mouseClick(panel.whole, Qt.MouseButton.LeftButton)
    assert panel.amount.text() == "75.00"
    qtbot.keyClick(panel.amount, ENTER)
    assert panel.review_text.text() == "Redeem £75.00 from DINNER75 — the whole balance, £0.00 left"
    qtbot.mouseClick(panel.confirm_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Redeemed £75.00 from DINNER75."))
    assert "New balance £0.00" in window.redeem_status.text()
    counter_settled(qtbot, till)
    assert sandbox.state.balance_of(DemoCodes.FULL_ONLY) == 0


def test_a_part_amount_on_a_whole_balance_voucher_is_refused_beside_the_field(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer
) -> None:
    window, till = till_window
    panel = on_screen(qtbot, window, DemoCodes.FULL_ONLY)
    panel.amount.setFocus()
    qtbot.keyClicks(panel.amount, "20")
    assert panel.amount.text() == "20", "the typed amount was ignored"
    assert panel.reason.isVisible()
    assert panel.reason.text() == "This voucher must be used in full (£75.00)"
    qtbot.keyClick(panel.amount, ENTER)
    qtbot.mouseClick(panel.review_button, Qt.MouseButton.LeftButton)
    assert not panel.review_box.isVisible()
    counter_settled(qtbot, till)
    assert sandbox.state.balance_of(DemoCodes.FULL_ONLY) == 7500


def test_the_review_is_cancelled_by_a_change_of_amount_a_lookup_or_typing_a_code(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer
) -> None:
    window, till = till_window
    panel = window.redeem

    def open_review() -> None:
        qtbot.waitUntil(lambda: panel.isVisible() and panel.amount.isEnabled())
        review(qtbot, panel, "5")

    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    open_review()
    qtbot.keyClicks(panel.amount, "0")  # now 50: another amount, another review needed
    assert not panel.review_box.isVisible()
    assert panel.preview.text() == "Balance after: £0.00"

    open_review()
    qtbot.keyClicks(window.code, "T")
    assert not panel.review_box.isVisible()

    open_review()
    scan(qtbot, window, DemoCodes.PART_USED)
    assert not panel.review_box.isVisible()
    qtbot.waitUntil(lambda: window.voucher.balance.text() == "£25.00")

    open_review()
    qtbot.mouseClick(panel.cancel_button, Qt.MouseButton.LeftButton)
    assert not panel.review_box.isVisible()

    open_review()
    qtbot.keyClick(panel.amount, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not panel.review_box.isVisible())  # a button's shortcut clicks after a flash
    qtbot.keyClick(panel.amount, Qt.Key.Key_F12)
    counter_settled(qtbot, till)
    assert sandbox.state.balance_of(DemoCodes.VALID_PARTIAL) == 5000
    assert sandbox.state.balance_of(DemoCodes.PART_USED) == 2500


def test_a_late_outcome_names_its_own_voucher_and_keeps_the_code_being_typed(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer
) -> None:
    window, till = till_window
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    sandbox.faults.set(latency_ms=1500, path=f"/codes/{DemoCodes.VALID_PARTIAL}/redeem/")
    redeem_amount(qtbot, window, "10")
    qtbot.waitUntil(lambda: till.redeem.busy)
    # The cashier moves on: the next guest's voucher, and then starts typing another code.
    scan(qtbot, window, DemoCodes.PART_USED)
    qtbot.waitUntil(lambda: window.voucher.balance.text() == "£25.00")
    window.code.setFocus()
    window.code.clear()
    qtbot.keyClicks(window.code, "GRA")
    qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Redeemed"), timeout=10_000)
    assert window.redeem_status.text().startswith("Redeemed £10.00 from SPA50PART. New balance £40.00")
    assert window.code.text() == "GRA"
    assert window.code.selectedText() == ""
    qtbot.keyClicks(window.code, "CE45")
    assert window.code.text() == "GRACE45"
    counter_settled(qtbot, till)
    assert window.voucher.balance.text() == "£25.00"  # the voucher on screen is still the new one
    assert sandbox.state.balance_of(DemoCodes.VALID_PARTIAL) == 4000
    assert sandbox.state.balance_of(DemoCodes.PART_USED) == 2500


@pytest.mark.parametrize("code", [DemoCodes.VALID_PARTIAL, DemoCodes.FULL_ONLY])
def test_the_confirm_step_and_the_outcome_fit_a_1024_by_768_screen(
    qtbot: QtBot, till_window: TillWindow, styled: QApplication, code: str
) -> None:
    window, till = till_window
    window.resize(1024, 768)
    on_screen(qtbot, window, code)
    counter_settled(qtbot, till)
    window.redeem.whole.click()
    qtbot.keyClick(window.redeem.amount, ENTER)
    window.redeem_status.setText(  # the longest outcome line: a redemption's lost answer not proven
        "Sent: £75.00 from DINNER75 — the service's answer was lost and it could not be proven; "
        "a manager decides."
    )
    window.redeem_status.setVisible(True)
    shown = (
        window.redeem.review_text,
        window.redeem.confirm_button,
        window.redeem.cancel_button,
        window.redeem.amount,
        window.redeem_status,
        window.voucher.balance,
    )

    def all_on_screen() -> None:
        # The window may be a little wider than the screen (the activity side's minimum width;
        # the right edge is cut), but never taller, and everything of the redemption is on screen.
        screen = QRect(0, 0, 1024, 768)
        assert window.height() == 768
        for widget in shown:
            assert widget.isVisible()
            assert screen.contains(widget.mapTo(window, widget.rect().topLeft()))
            assert screen.contains(widget.mapTo(window, widget.rect().bottomRight()))

    for _ in range(3):  # every pending layout pass, so the window has grown if it is going to
        QApplication.sendPostedEvents()
        QApplication.processEvents()
    all_on_screen()


@pytest.mark.parametrize(
    ("typed", "reason"),
    [("5 EUR", "This voucher is in GBP, not EUR"), ("€5", "This voucher is in GBP, not €")],
)
def test_an_amount_in_another_currency_is_refused_beside_the_field(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer, typed: str, reason: str
) -> None:
    window, till = till_window
    panel = on_screen(qtbot, window, DemoCodes.VALID_PARTIAL)
    panel.amount.setFocus()
    panel.amount.insert(typed)  # as typed on a keyboard that has the symbol (QTest types Latin-1 only)
    assert panel.reason.text() == reason
    qtbot.keyClick(panel.amount, ENTER)
    assert not panel.review_box.isVisible()
    panel.amount.clear()
    qtbot.keyClicks(panel.amount, "£5")
    qtbot.keyClick(panel.amount, ENTER)
    assert panel.review_text.text() == "Redeem £5.00 from SPA50PART — £45.00 left"
    counter_settled(qtbot, till)
    assert sandbox.state.balance_of(DemoCodes.VALID_PARTIAL) == 5000


def test_a_code_with_hidden_direction_marks_is_refused_before_lookup(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    window, till = till_window
    window.code.setFocus()
    # Shows as SPA50PART on screen, but holds TRAP05APS. Inserted as a scanner's Unicode input lands
    # (QTest types Latin-1 only), then the scanner's Enter.
    window.code.insert("\u202eTRAP05APS")
    qtbot.keyClick(window.code, ENTER)
    assert (
        window.message.text() == "That code holds hidden direction marks: scan it again, or type it by hand"
    )
    assert not till.tasks.running("lookup")
    assert not window.voucher.isVisible()
    window.code.selectAll()
    window.code.insert("\u200bSPA50PART\ufeff")
    qtbot.keyClick(window.code, ENTER)
    counter_settled(qtbot, till)
    assert window.voucher.balance.text() == "£50.00"


def test_another_till_between_review_and_confirm_the_outcome_shows_the_services_figures(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer
) -> None:
    window, till = till_window

    panel = on_screen(qtbot, window, DemoCodes.VALID_PARTIAL)
    review(qtbot, panel, "5")
    assert panel.review_text.text() == "Redeem £5.00 from SPA50PART — £45.00 left"
    run(qtbot, another_till_redeems(sandbox, DemoCodes.VALID_PARTIAL, "30.00"))
    qtbot.mouseClick(panel.confirm_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Redeemed £5.00 from SPA50PART."))
    assert "New balance £15.00" in window.redeem_status.text()  # the service's balance, not the review's
    counter_settled(qtbot, till)
    assert window.voucher.balance.text() == "£15.00"

    # The whole balance as read, when another till has taken part of it since: refused, nothing taken.
    panel.whole.click()
    qtbot.keyClick(panel.amount, ENTER)
    assert panel.review_text.text() == "Redeem £15.00 from SPA50PART — the whole balance, £0.00 left"
    run(qtbot, another_till_redeems(sandbox, DemoCodes.VALID_PARTIAL, "10.00"))
    qtbot.mouseClick(panel.confirm_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Not redeemed"))
    assert window.redeem_status.text().startswith("Not redeemed: £15.00 from SPA50PART. That is more than")
    counter_settled(qtbot, till)
    assert sandbox.state.balance_of(DemoCodes.VALID_PARTIAL) == 500


def focus_chain(window: MainWindow) -> list[QWidget]:
    """Every widget Tab reaches in the till window, in order, from the code field."""
    chain: list[QWidget] = []
    widget: QWidget = window.code
    while widget not in chain and len(chain) < 60:
        if widget.isVisible() and widget.isEnabled() and widget.focusPolicy() & Qt.FocusPolicy.TabFocus:
            chain.append(widget)
        following = widget.nextInFocusChain()
        assert following is not None
        widget = following
    return chain


@pytest.mark.parametrize("code", [DemoCodes.VALID_PARTIAL, DemoCodes.FULL_ONLY, DemoCodes.PART_USED])
def test_a_scan_into_any_focusable_widget_takes_nothing(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer, code: str
) -> None:
    window, till = till_window
    before = balances(sandbox)
    scan(qtbot, window, code)
    counter_settled(qtbot, till)
    window.redeem.whole.click()  # the worst case: the whole balance already in the amount
    qtbot.keyClick(window.redeem.amount, ENTER)  # and its review open
    chain = focus_chain(window)
    assert {window.code, window.redeem.amount, window.redeem.review_button} <= set(chain)
    assert window.redeem.confirm_button in chain, "Tab reaches Confirm; a scan typed into it presses nothing"
    for widget in chain:
        if not widget.isVisible() or not widget.isEnabled():
            continue
        widget.setFocus()
        bursts(qtbot, till, code, 2, [ENTER, TAB], 0)
        assert QApplication.activeModalWidget() is None, "a scan opened a dialog"
    nothing_was_taken(sandbox, till, before)


def test_a_double_click_on_confirm_and_f12_with_it_send_once(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer
) -> None:
    window, till = till_window
    panel = on_screen(qtbot, window, DemoCodes.VALID_PARTIAL)
    review(qtbot, panel, "2")
    qtbot.mouseDClick(panel.confirm_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(panel.confirm_button, Qt.MouseButton.LeftButton)
    qtbot.keyClick(panel.amount, Qt.Key.Key_F12)
    qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Redeemed £2.00 from SPA50PART."))
    counter_settled(qtbot, till)
    assert sandbox.state.balance_of(DemoCodes.VALID_PARTIAL) == 4800
    redeemed_and_written(qtbot, till)
    assert len(till.audit.entries(action="redeem")) == 1


def test_a_lost_answer_counts_down_while_the_till_checks_and_names_its_voucher(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("VOUCHER_DESK_SETTLE_S", "3")  # a short settle period: the countdown, not a minute
    with till_open(qtbot, sandbox, tmp_path / "home") as (window, till):
        lost_answer_counts_down(qtbot, window, till, sandbox)


def lost_answer_counts_down(qtbot: QtBot, window: MainWindow, till: Till, sandbox: SandboxServer) -> None:
    said: list[tuple[str, str]] = []
    till.redeem.notice.connect(lambda notice: said.append((notice.text, notice.kind.value)))
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    sandbox.faults.set(
        path=f"/codes/{DemoCodes.VALID_PARTIAL}/redeem/", method="POST", drop={"when": "before"}, times=1
    )
    redeem_amount(qtbot, window, "3")
    qtbot.waitUntil(lambda: not till.redeem.busy, timeout=120_000)
    sent, *checking = [text for text, kind in said if kind == "checking"]
    assert sent == "Sent to the voucher service, waiting for its answer…"
    assert checking[0] == "No answer from the service about £3.00 from SPA50PART. Checking with the service…"
    counted = [text for text in checking[1:] if text.startswith(checking[0])]
    assert counted, "no countdown was shown"
    assert all(text.endswith(" s") for text in counted)
    seconds = [int(text.rsplit(" ", 2)[1]) for text in counted]
    assert seconds == sorted(seconds, reverse=True)
    assert said[-1] == (
        "Not redeemed: £3.00 from SPA50PART did not go through. Nothing was taken; you can try again.",
        "refused",
    )
    assert sandbox.state.balance_of(DemoCodes.VALID_PARTIAL) == 5000


def test_a_scan_while_a_redemption_is_on_the_wire_is_looked_up_and_never_filters_the_activity(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer
) -> None:
    """Confirm and the amount are disabled while the answer is awaited; the next
    scan reaches the code field, not the activity's filter."""
    window, till = till_window
    panel = on_screen(qtbot, window, DemoCodes.VALID_PARTIAL)
    counter_settled(qtbot, till)
    sandbox.faults.set(latency_ms=1500, path=f"/codes/{DemoCodes.VALID_PARTIAL}/redeem/")
    panel.amount.setFocus()
    qtbot.keyClicks(panel.amount, "10")
    qtbot.keyClick(panel.amount, ENTER)
    qtbot.keyClick(panel.amount, Qt.Key.Key_F12)
    qtbot.waitUntil(lambda: not panel.amount.isEnabled())  # "Redeeming…": the answer is awaited

    burst(qtbot, DemoCodes.PART_USED, ENTER)
    assert window.activity.filter.text() == ""
    qtbot.waitUntil(lambda: window.voucher.balance.text() == "£25.00", timeout=10_000)
    qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Redeemed"), timeout=10_000)
    assert sandbox.state.balance_of(DemoCodes.VALID_PARTIAL) == 4000
    assert sandbox.state.balance_of(DemoCodes.PART_USED) == 2500


def test_enter_pressed_again_after_a_refusal_keeps_the_refusal_in_sight(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer
) -> None:
    """Another till spent the voucher first; the service refused this one. The cashier presses
    Enter again in the code field, as a busy hand does after Confirm: the voucher is read again
    and the refusal stays on its line, to be read."""
    window, till = till_window

    panel = on_screen(qtbot, window, DemoCodes.VALID_PARTIAL)
    review(qtbot, panel, "30")
    run(qtbot, another_till_redeems(sandbox, DemoCodes.VALID_PARTIAL, "30.00"))
    qtbot.mouseClick(panel.confirm_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Not redeemed"))
    counter_settled(qtbot, till)
    refusal = window.redeem_status.text()
    window.code.setFocus()
    qtbot.keyClick(window.code, ENTER)
    counter_settled(qtbot, till)
    assert window.voucher.balance.text() == "£20.00"  # read again
    assert window.redeem_status.isVisible()
    assert window.redeem_status.text() == refusal
