"""Top up a voucher and sell a new gift card in the real window, against the sandbox.

From the keyboard (F4, the amount, Enter, F12, the manager's PIN) and by touch (taps on the buttons);
a scanner's bursts never load anything; wrong amounts are refused beside the field; and whether a
manager must allow each one is a setting changed from the Manager menu and audited.
"""

from __future__ import annotations

import csv
from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.core.masking import mask_code
from app.core.names import TRAINING_MANAGER
from app.core.pin import hash_pin
from app.core.settings import ManagerRecord, read_settings
from app.core.slip import SlipKind
from app.desk.manager.gate import training_managers
from app.desk.manager.shift import shift_html
from app.desk.manager.widgets.reverse import ReverseDialog
from app.desk.manager.widgets.shift_report import ShiftReportDialog
from app.desk.topup.topup import Offer
from app.desk.topup.widgets.topup_limit import TopupLimitDialog
from app.sandbox.seed import DemoCodes
from app.services.movements import DECISION_ACTION
from app.shell.main_window import MainWindow
from helpers import logs
from helpers.layout import clipped_text, controls, cut, in_sight, on_window, overlapping
from helpers.manager import enter_pin, opened_dialog, pin_prompt, unconfirmed_dialog
from helpers.scanner import ENTER, TAB, burst
from helpers.screens import SCREENS, ScreenTill, fit
from helpers.storage import read_only_folder
from helpers.till import (
    another_till_redeems,
    close_till,
    open_till,
    redeem_amount,
    redeemed,
    redeemed_and_written,
    run,
    scan,
    till_open,
)
from helpers.words import REFERENCE_LABEL
from sandbox_harness.server import SandboxServer

TillWindow = tuple[MainWindow, Till]
#: As the whole till's fit test: a finger's size, and bigger still for Confirm.
TOUCH_PX = 40
PRIMARY_PX = 48
MANAGER = TRAINING_MANAGER
CODE = DemoCodes.VALID_PARTIAL  # £50.00
NEW_CARD = "NEWCARD77"


def said_about(window: MainWindow, code: str) -> bool:
    """The outcome line is about ``code``: whole (the till's own words at the counter) or masked
    (the money wing's words, which reach lists and banners too)."""
    text = window.redeem_status.text()
    return code in text or mask_code(code) in text


def offered(qtbot: QtBot, window: MainWindow, offer: Offer) -> None:
    till = window.till
    qtbot.waitUntil(
        lambda: window.topup.isVisible() and till.topup.offer is offer and not till.tasks.running("lookup")
    )


def open_box(qtbot: QtBot, window: MainWindow, code: str, offer: Offer = Offer.TOPUP) -> None:
    """Scan ``code``, wait for the box's offer, and open it (a tap on "Top up…" or "Activate…")."""
    scan(qtbot, window, code)
    offered(qtbot, window, offer)
    window.topup.offer_button.click()


def review(qtbot: QtBot, window: MainWindow, amount: str) -> None:
    """Put ``amount`` in the open box and Enter: its confirm step shows."""
    window.topup.amount.setText(amount)
    qtbot.keyClick(window.topup.amount, ENTER)
    qtbot.waitUntil(window.topup.review_box.isVisible)


def unlock(qtbot: QtBot, window: MainWindow) -> None:
    """The manager types the training PIN and Enter, in the till's one PIN prompt."""
    assert "2468" in pin_prompt(qtbot, window).hint.text()
    enter_pin(qtbot, window)


def settled(qtbot: QtBot, till: Till) -> None:
    qtbot.waitUntil(lambda: not till.topup.busy and not till.tasks.running("lookup"), timeout=10_000)


@pytest.mark.both_shapes
def test_a_cashier_tops_up_from_the_keyboard_with_a_managers_pin(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer
) -> None:
    window, till = till_window
    scan(qtbot, window, CODE)
    offered(qtbot, window, Offer.TOPUP)
    assert window.topup.who.text() == "Manager PIN needed"
    qtbot.keyClick(window.code, Qt.Key.Key_F4)
    qtbot.waitUntil(lambda: window.topup.form.isVisible() and window.topup.amount.hasFocus())
    qtbot.keyClicks(window.topup.amount, "20")
    qtbot.keyClick(window.topup.amount, ENTER)
    qtbot.waitUntil(window.topup.review_box.isVisible)
    assert window.topup.review_box.text.text() == "Top up SPA50PART by £20.00 — £70.00 after"
    assert sandbox.state.balance_of(CODE) == 5000, "Enter only opens the review"
    qtbot.keyClick(window.topup.amount, Qt.Key.Key_F12)
    unlock(qtbot, window)
    qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Topped up SPA50PART: £20.00 loaded."))
    assert "Balance £70.00" in window.redeem_status.text()
    settled(qtbot, till)
    assert sandbox.state.balance_of(CODE) == 7000
    qtbot.waitUntil(lambda: till.lookup.voucher is not None and till.lookup.voucher.balance == Decimal(70))

    [done] = [e for e in till.audit.entries(action="topup") if e.outcome == "done"]
    assert (done.staff, done.manager, done.amount) == ("Sam Till", MANAGER, Decimal("20.00"))
    assert window.handoff.instruction.text().startswith(
        f"Take £20.00 payment on the POS for a gift card top-up {REFERENCE_LABEL}"
    )
    slip = till.slips.last
    assert slip is not None
    assert (slip.kind, slip.amount, slip.balance) == (SlipKind.TOPUP, Decimal("20.00"), Decimal("70.00"))
    assert done.service_event_id is not None
    event_id = done.service_event_id
    qtbot.waitUntil(lambda: till.activity.model.holds(event_id), timeout=10_000)


@pytest.mark.both_shapes
def test_a_new_card_is_sold_by_touch_and_shown_as_the_service_reports_it(
    qtbot: QtBot, staff_may_topup: TillWindow, sandbox: SandboxServer
) -> None:
    window, till = staff_may_topup
    scan(qtbot, window, NEW_CARD)
    offered(qtbot, window, Offer.ACTIVATE)
    assert "No voucher with that code" in window.message.text()
    assert window.topup.offer_button.text() == "Activate as a new card (F4)"
    assert window.topup.who.text() == ""
    qtbot.mouseClick(window.topup.offer_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(window.topup.form.isVisible)
    qtbot.waitUntil(lambda: window.topup.currency.text() == "GBP")
    qtbot.keyClicks(window.topup.amount, "25")
    qtbot.mouseClick(window.topup.review_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(window.topup.review_box.isVisible)
    assert window.topup.review_box.text.text() == f"Activate {NEW_CARD} as a new card with £25.00"
    qtbot.mouseClick(window.topup.review_box.confirm_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.redeem_status.text().startswith(f"New card {NEW_CARD}: £25.00 loaded."))
    # The till looks the new card up again and shows it as the service now reports it.
    qtbot.waitUntil(lambda: till.lookup.view is not None and till.lookup.view.code == NEW_CARD)
    settled(qtbot, till)
    assert window.code.text() == NEW_CARD
    assert till.lookup.voucher is not None
    assert (till.lookup.voucher.status, till.lookup.voucher.balance) == ("Valid", Decimal(25))
    assert window.redeem.isVisible(), "the new card can be redeemed at once"
    assert till.topup.offer is Offer.TOPUP
    assert sandbox.state.balance_of(NEW_CARD) == 2500
    [done] = [e for e in till.audit.entries(action="topup") if e.outcome == "done"]
    assert (done.staff, done.manager) == ("Sam Till", None)
    assert window.handoff.instruction.text().startswith("Take £25.00 payment on the POS for a new gift card")
    assert till.slips.last is not None
    assert till.slips.last.kind is SlipKind.ACTIVATION

    # Its order was made by the service for this sale, not through the API: a refund is refused the
    # first time, before any PIN is asked.
    qtbot.keyClick(
        window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    )
    qtbot.waitUntil(lambda: window.manager_actions.notice is not None)
    assert window.manager_actions.pin_dialog is None, "said before any PIN"
    notice = window.manager_actions.notice
    assert notice is not None
    assert notice.text().startswith(f"This order is the new card {mask_code(NEW_CARD)} this till sold on ")
    assert notice.text().endswith(
        ": it was not created through the API, so it cannot be refunded here. Refund it at the back office."
    )
    notice.close()
    assert sandbox.state.balance_of(NEW_CARD) == 2500


@pytest.mark.parametrize(
    ("typed", "says"),
    [
        ("0", "greater than zero"),
        ("-5", "greater than zero"),
        ("10.005", "At most 2 decimal places"),
        ("twenty", "Not a number"),
        ("600", "At most £500.00 in one top-up"),
        ("99999999999", "too large"),
    ],
)
def test_a_wrong_amount_is_refused_beside_the_field_and_never_reviewed(
    qtbot: QtBot, staff_may_topup: TillWindow, sandbox: SandboxServer, typed: str, says: str
) -> None:
    window, till = staff_may_topup
    open_box(qtbot, window, CODE)
    qtbot.keyClicks(window.topup.amount, typed)
    qtbot.waitUntil(lambda: says in window.topup.reason.text())
    assert window.topup.reason.isVisible()
    assert not window.topup.review_button.isEnabled()
    qtbot.keyClick(window.topup.amount, ENTER)
    qtbot.keyClick(window.topup.amount, Qt.Key.Key_F12)
    assert not window.topup.review_box.isVisible()
    settled(qtbot, till)
    assert sandbox.state.balance_of(CODE) == 5000
    assert till.audit.entries(action="topup") == []


@pytest.mark.parametrize(
    ("code", "says"),
    [
        (DemoCodes.REDEEMED, "used in full and is closed"),
        (DemoCodes.VOID, "cancelled"),
        (DemoCodes.EXPIRED, "expired"),
        (DemoCodes.FULL_ONLY, "service voucher"),
        (DemoCodes.NOT_YET_VALID, "not valid yet"),
    ],
)
def test_a_voucher_that_cannot_take_a_top_up_says_why(
    qtbot: QtBot, till_window: TillWindow, code: str, says: str
) -> None:
    window, _till = till_window
    scan(qtbot, window, code)
    offered(qtbot, window, Offer.TOPUP)
    qtbot.waitUntil(lambda: says in window.topup.note.text())
    assert window.topup.note.isVisible(), "said before anything is pressed"
    assert not window.topup.offer_button.isEnabled()
    assert says in window.topup.offer_button.toolTip()
    qtbot.mouseClick(window.topup.offer_button, Qt.MouseButton.LeftButton)
    assert not window.topup.form.isVisible()


@pytest.mark.parametrize("suffix", [ENTER, TAB], ids=["enter", "tab"])
def test_scanner_bursts_never_top_up_or_activate(
    qtbot: QtBot, staff_may_topup: TillWindow, sandbox: SandboxServer, suffix: Qt.Key
) -> None:
    """Even with no PIN asked: bursts on a known and an unknown code, with the box open and reviewing."""
    window, till = staff_may_topup
    for code, offer in ((CODE, Offer.TOPUP), (NEW_CARD, Offer.ACTIVATE)):
        scan(qtbot, window, code)
        offered(qtbot, window, offer)
        for _ in range(3):
            burst(qtbot, code, suffix)
        settled(qtbot, till)
        offered(qtbot, window, offer)
        window.topup.offer_button.click()
        qtbot.waitUntil(window.topup.form.isVisible)
        review(qtbot, window, "20")
        for _ in range(3):
            burst(qtbot, code, suffix)
            burst(qtbot, "20", suffix)
        settled(qtbot, till)
    assert sandbox.state.balance_of(CODE) == 5000
    with pytest.raises(KeyError):
        sandbox.state.balance_of(NEW_CARD)
    assert till.audit.entries(action="topup") == []


def test_only_one_confirm_step_is_open_so_f12_sends_only_what_is_shown(
    qtbot: QtBot, staff_may_topup: TillWindow, sandbox: SandboxServer
) -> None:
    window, till = staff_may_topup
    scan(qtbot, window, CODE)
    offered(qtbot, window, Offer.TOPUP)
    window.redeem.amount.setText("5")
    qtbot.keyClick(window.redeem.amount, ENTER)
    qtbot.waitUntil(window.redeem.review_box.isVisible)
    window.topup.offer_button.click()
    review(qtbot, window, "20")
    assert not till.redeem.reviewing, "opening the top-up's review closed the redemption's"
    qtbot.keyClick(window.topup.amount, Qt.Key.Key_F12)
    qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Topped up SPA50PART"))
    settled(qtbot, till)
    assert sandbox.state.balance_of(CODE) == 7000, "only the top-up went, once"
    redeem_amount(qtbot, window, "5")
    qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Redeemed £5.00 from SPA50PART"))
    assert sandbox.state.balance_of(CODE) == 6500


def test_the_permission_is_changed_from_the_manager_menu_under_a_pin_and_audited(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    window, till = till_window
    action = window.topup.permission
    assert action is not None
    assert action in window.manager_menu.actions()
    assert not action.isChecked()
    action.trigger()
    pin_prompt(qtbot, window).reject()
    qtbot.waitUntil(lambda: window.manager_actions.pin_dialog is None)
    assert not action.isChecked(), "cancelled: nothing changed"
    assert not till.settings.staff_may_topup

    action.trigger()
    unlock(qtbot, window)
    qtbot.waitUntil(lambda: till.settings.staff_may_topup)
    assert action.isChecked()
    [entry] = till.audit.entries(action="top-up permission")
    assert (entry.manager, entry.outcome) == (MANAGER, "staff may top up")
    assert till.manager.manager is None, "the manager's session ended with the change"

    scan(qtbot, window, CODE)
    offered(qtbot, window, Offer.TOPUP)
    assert window.topup.who.text() == ""


def test_the_end_of_shift_report_counts_money_taken_in_apart_from_redemptions(
    qtbot: QtBot, staff_may_topup: TillWindow, tmp_path: Path
) -> None:
    window, till = staff_may_topup
    open_box(qtbot, window, CODE)
    review(qtbot, window, "20")
    qtbot.mouseClick(window.topup.review_box.confirm_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Topped up"))
    settled(qtbot, till)
    redeem_amount(qtbot, window, "5")
    qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Redeemed £5.00"))
    window.manager_actions.shift_report()
    unlock(qtbot, window)
    dialog = opened_dialog(qtbot, window, ShiftReportDialog)
    qtbot.waitUntil(lambda: dialog.report is not None)
    report = dialog.report
    assert report is not None
    nets = dialog.nets.text().splitlines()
    assert "This till: Money taken in (top-ups and new cards) £20.00" in nets
    assert any(line.startswith("This till: net redeemed £5.00 (redeemed less reversed)") for line in nets)
    assert "This till: Top-up × 1 = £20.00" in dialog.totals.text().splitlines()
    assert "Money taken in (top-ups and new cards) £20.00" in shift_html(report, "here")
    out = tmp_path / "shift.csv"
    dialog.export_csv_to(out)
    rows = list(csv.reader(out.read_text(encoding="utf-8").splitlines()))
    start = next(i for i, row in enumerate(rows) if row[:1] == ["Net"])
    column = rows[start].index("Money taken in (top-ups and new cards)")
    [mine] = [row for row in rows[start:] if row[:2] == ["", "This till"]]
    assert mine[column] == "20.00"


def test_a_scan_while_a_top_up_is_in_flight_never_leaves_the_box_on_the_previous_voucher(
    qtbot: QtBot, staff_may_topup: TillWindow, sandbox: SandboxServer
) -> None:
    window, till = staff_may_topup
    open_box(qtbot, window, CODE)
    review(qtbot, window, "20")
    sandbox.faults.set(latency_ms=600, path=f"/codes/{CODE}/topup/$", method="POST", times=1)
    qtbot.mouseClick(window.topup.review_box.confirm_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: till.topup.busy)
    scan(qtbot, window, NEW_CARD)
    qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Topped up SPA50PART"), timeout=10_000)
    settled(qtbot, till)
    offered(qtbot, window, Offer.ACTIVATE)
    assert till.topup.code == NEW_CARD
    assert window.topup.offer_button.text() == "Activate as a new card (F4)"
    assert sandbox.state.balance_of(CODE) == 7000


def test_the_top_up_box_fits_a_1024_by_768_screen(
    qtbot: QtBot, styled: QApplication, staff_may_topup: TillWindow
) -> None:
    """In the real look (large type), the open box and its confirm step, and a new card's, with the
    outcome and the POS hand-off showing: all within a 1024×768 till's screen."""
    window, till = staff_may_topup
    window.resize(1024, 768)

    def fits() -> None:
        QApplication.processEvents()
        assert window.minimumSizeHint().width() <= 1024
        assert window.minimumSizeHint().height() <= 768
        box = window.topup
        for widget in (
            box.offer_button,
            box.amount,
            box.review_button,
            *box.review_box.findChildren(QPushButton),
        ):
            if not widget.isVisible():
                continue
            shown = QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())
            assert window.rect().contains(shown), f"{widget.accessibleName() or widget} is off the screen"
            assert widget.visibleRegion().boundingRect() == widget.rect(), f"{widget} is cut off"
        for button in box.findChildren(QPushButton):
            if button.isVisible():
                assert min(button.width(), button.height()) >= TOUCH_PX, (
                    f"{button.text()!r} is too small to tap"
                )
                assert button.width() >= button.sizeHint().width(), f"{button.text()!r} is cut short"
        if box.review_box.confirm_button.isVisible():
            assert box.review_box.confirm_button.height() >= PRIMARY_PX

    for code, offer in ((DemoCodes.PART_USED, Offer.TOPUP), ("NEWCARD88", Offer.ACTIVATE)):
        open_box(qtbot, window, code, offer)
        qtbot.waitUntil(lambda: window.topup.currency.text() == "GBP")
        review(qtbot, window, "20")
        fits()
        qtbot.mouseClick(window.topup.review_box.confirm_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: "£20.00 loaded" in window.redeem_status.text())
        settled(qtbot, till)
        # The hand-off reads the journal again once the outcome line is painted.
        qtbot.waitUntil(window.handoff.isVisible)
        fits()


def test_a_voucher_used_up_by_another_till_while_the_box_is_open_is_no_longer_topped_up(
    qtbot: QtBot, staff_may_topup: TillWindow, sandbox: SandboxServer
) -> None:
    window, till = staff_may_topup
    open_box(qtbot, window, DemoCodes.PART_USED)
    review(qtbot, window, "10")
    run(qtbot, another_till_redeems(sandbox, DemoCodes.PART_USED, "25.00"))
    till.lookup.refresh()
    qtbot.waitUntil(lambda: "used in full" in window.topup.reason.text())
    assert not window.topup.review_box.isVisible(), "the review of a voucher that changed is closed"
    qtbot.keyClick(window.topup.amount, ENTER)
    qtbot.keyClick(window.topup.amount, Qt.Key.Key_F12)
    settled(qtbot, till)
    assert sandbox.state.balance_of(DemoCodes.PART_USED) == 0
    assert till.audit.entries(action="topup") == []


def test_a_code_scanned_into_the_top_up_amount_is_looked_up_never_loaded(
    qtbot: QtBot, staff_may_topup: TillWindow, sandbox: SandboxServer
) -> None:
    window, till = staff_may_topup
    open_box(qtbot, window, CODE)
    qtbot.waitUntil(window.topup.amount.hasFocus)
    qtbot.keyClicks(window.topup.amount, DemoCodes.PART_USED)
    qtbot.keyClick(window.topup.amount, ENTER)
    qtbot.waitUntil(lambda: till.lookup.view is not None and till.lookup.view.code == DemoCodes.PART_USED)
    settled(qtbot, till)
    assert window.code.text() == DemoCodes.PART_USED
    assert not window.topup.form.isVisible(), "the box closed with the voucher it was opened for"
    assert sandbox.state.balance_of(CODE) == 5000
    assert sandbox.state.balance_of(DemoCodes.PART_USED) == 2500


@pytest.mark.logs(logs.LOST_ANSWER)
@pytest.mark.both_shapes
def test_a_lost_answer_on_a_shared_till_goes_to_a_manager_and_is_never_loaded_twice(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> None:
    """Another till may work at this desk: the one top-up event found could be its, so a manager
    decides; until then a second try on the card opens no box, its offer saying why before it is
    pressed; the manager's word puts it on the POS."""
    with till_open(qtbot, sandbox, tmp_path / "home", staff_may_topup=True, only_till_here=False) as (
        window,
        till,
    ):
        scan(qtbot, window, CODE)
        offered(qtbot, window, Offer.TOPUP)
        sandbox.faults.set(drop={"when": "after"}, path=f"/codes/{CODE}/topup/$", method="POST", times=1)
        window.topup.offer_button.click()
        review(qtbot, window, "20")
        qtbot.mouseClick(window.topup.review_box.confirm_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not till.topup.busy and said_about(window, CODE))
        settled(qtbot, till)
        offered(qtbot, window, Offer.TOPUP)
        qtbot.waitUntil(lambda: not window.topup.offer_button.isEnabled())
        # The outcome line above says what happened to this very top-up: the tip says what to do.
        assert window.topup.offer_button.toolTip() == "Call a manager."
        qtbot.keyClick(window, Qt.Key.Key_F4)
        assert not window.topup.amount.isVisible(), "no second top-up is typed, nor reviewed"
        assert sandbox.state.balance_of(CODE) == 7000, "loaded once, never twice"
        [movement] = till.journal.unresolved()
        assert movement.state.value == "unconfirmed"
        assert not window.handoff.isVisible(), "no payment is asked for a top-up nobody can prove"

        window.manager_actions.decide_unconfirmed(CODE)
        unlock(qtbot, window)
        dialog = unconfirmed_dialog(qtbot, window)
        dialog.table.selectRow(0)
        dialog.confirm.click()
        qtbot.waitUntil(dialog.status.isVisible)
        assert till.journal.get(movement.id).decided_by == MANAGER
        dialog.close_button.click()
        qtbot.waitUntil(window.handoff.isVisible)
        assert window.handoff.instruction.text().startswith(
            "Take £20.00 payment on the POS for a gift card top-up"
        )


#: A second manager, who decides at the next shift what the first allowed.
MORGAN, MORGAN_PIN = "Morgan", "8642"


def top_up_with_a_lost_answer(
    qtbot: QtBot, window: MainWindow, sandbox: SandboxServer, pin: str = "2468"
) -> None:
    """A cashier tops up £20 with a manager's PIN; the service applies it and its answer is lost."""
    till = window.till
    scan(qtbot, window, CODE)
    offered(qtbot, window, Offer.TOPUP)
    sandbox.faults.set(drop={"when": "after"}, path=f"/codes/{CODE}/topup/$", method="POST", times=1)
    window.topup.offer_button.click()
    window.topup.amount.setText("20")
    qtbot.keyClick(window.topup.amount, ENTER)
    qtbot.mouseClick(window.topup.review_box.confirm_button, Qt.MouseButton.LeftButton)
    enter_pin(qtbot, window, pin)
    qtbot.waitUntil(lambda: not till.topup.busy and said_about(window, CODE))
    settled(qtbot, till)


@pytest.mark.logs(logs.LOST_ANSWER)
def test_a_lost_answer_settled_by_reconciliation_is_audited_with_the_manager_who_allowed_it(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> None:
    """The only till here finds its one top-up event: the line reconciliation writes names the
    staff member and the manager whose PIN allowed the top-up, as the answered line would."""
    with till_open(qtbot, sandbox, tmp_path / "home", only_till_here=True) as (window, till):
        top_up_with_a_lost_answer(qtbot, window, sandbox)
        assert window.redeem_status.text().startswith("Topped up SPA50PART: £20.00 loaded.")
        lines = {e.outcome: e for e in till.audit.entries(action="topup")}
        assert set(lines) == {"unknown", "done (reconciled)"}
        assert {(e.staff, e.manager) for e in lines.values()} == {("Sam Till", MANAGER)}


@pytest.mark.logs(logs.LOST_ANSWER)
def test_the_approving_manager_survives_a_restart_into_a_later_managers_decision(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> None:
    """A shared till's lost top-up waits for a manager through a restart. Morgan decides it the next
    morning: the decision line is Morgan's, and it still names the manager who allowed the top-up."""
    managers = (*training_managers(), ManagerRecord(name=MORGAN, pin_hash=hash_pin(MORGAN_PIN)))
    home = tmp_path / "home"
    with till_open(qtbot, sandbox, home, only_till_here=False, managers=managers) as (window, till):
        top_up_with_a_lost_answer(qtbot, window, sandbox)
        [movement] = till.journal.unresolved()
        [unconfirmed] = [e for e in till.audit.entries(action="topup") if e.outcome == "unconfirmed"]
        assert (unconfirmed.staff, unconfirmed.manager) == ("Sam Till", MANAGER)

    window, till = open_till(
        qtbot, sandbox, home, staff="Alex Early", only_till_here=False, managers=managers
    )
    try:
        assert till.journal.get(movement.id).approved_by == MANAGER
        qtbot.waitUntil(window.header.waiting_banner.isVisible)
        window.header.waiting_open.click()
        enter_pin(qtbot, window, MORGAN_PIN)
        dialog = unconfirmed_dialog(qtbot, window)
        dialog.table.selectRow(0)
        dialog.confirm.click()
        qtbot.waitUntil(dialog.status.isVisible)
        [decision] = till.audit.entries(action=DECISION_ACTION)
        assert (decision.staff, decision.manager, decision.outcome) == (
            "Alex Early",
            MORGAN,
            "done (manager's decision)",
        )
        assert decision.reason is not None
        assert decision.reason.endswith(f"(allowed by {MANAGER})")
        dialog.close_button.click()
    finally:
        close_till(qtbot, window, till)


def limit_dialog(qtbot: QtBot, window: MainWindow) -> TopupLimitDialog:
    """Manager → Largest top-up… (Ctrl+Shift+M), approved with the manager's PIN."""
    action = window.topup.limit
    assert action is not None
    assert action in window.manager_menu.actions()
    assert action.shortcut().toString() == "Ctrl+Shift+M"
    action.trigger()
    unlock(qtbot, window)
    qtbot.waitUntil(lambda: window.topup.limit_dialog is not None and window.topup.limit_dialog.isVisible())
    dialog = window.topup.limit_dialog
    assert dialog is not None
    return dialog


def test_a_manager_sets_the_largest_top_up_in_the_manager_menu_and_a_bad_amount_is_said_beside_it(
    qtbot: QtBot, staff_may_topup: TillWindow, sandbox: SandboxServer
) -> None:
    window, till = staff_may_topup
    dialog = limit_dialog(qtbot, window)
    assert dialog.amount.text() == "500.00"
    save = dialog.buttons.button(QDialogButtonBox.StandardButton.Save)
    for typed, says in (
        ("abc", "Not a number"),
        ("0", "Enter an amount greater than zero"),
        ("-5", "Enter an amount greater than zero"),
        ("10.555", "At most 2 decimal places"),
        ("250000", "At most 100,000 for one top-up"),
        ("", "Enter an amount"),
    ):
        dialog.amount.clear()
        qtbot.keyClicks(dialog.amount, typed)
        assert (dialog.reason.isVisible(), dialog.reason.text()) == (True, says), typed
        assert not save.isEnabled()
        qtbot.keyClick(dialog.amount, ENTER)
        assert dialog.isVisible(), "Enter on a bad amount saves nothing"
    assert till.settings.topup_maximum == Decimal(500)
    assert till.audit.entries(action="top-up maximum") == []

    dialog.amount.clear()
    qtbot.keyClicks(dialog.amount, "250")
    assert not dialog.reason.isVisible()
    qtbot.waitUntil(lambda: till.topup.currency == "GBP")  # read while the dialog is open
    qtbot.keyClick(dialog.amount, ENTER)
    qtbot.waitUntil(lambda: window.topup.limit_dialog is None)
    told = window.topup.notice
    assert told is not None
    assert told.text() == "The largest top-up is now £250.00."
    assert till.settings.topup_maximum == Decimal(250)
    [line] = till.audit.entries(action="top-up maximum")
    assert (line.staff, line.manager, line.outcome, line.reason) == (
        "Sam Till",
        MANAGER,
        "largest top-up 250.00",
        "was 500.00",
    )

    scan(qtbot, window, CODE)
    offered(qtbot, window, Offer.TOPUP)
    window.topup.offer_button.click()
    qtbot.keyClicks(window.topup.amount, "300")
    qtbot.waitUntil(lambda: window.topup.reason.text() == "At most £250.00 in one top-up")


@pytest.mark.logs(r"^The top-up maximum was not changed: ")
def test_a_largest_top_up_that_cannot_be_saved_changes_nothing(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> None:
    """A read-only settings folder: the till's storage words beside the field, the old limit kept
    in memory and on disk, no audit line, and the dialog stays open (never the crash dialog) with
    the amount typed and Save offered, so the manager saves it once the folder can be written."""
    window, till = open_till(qtbot, sandbox, tmp_path / "home", saved=True)
    settings_file = till.settings_file
    assert settings_file is not None
    try:
        dialog = limit_dialog(qtbot, window)
        dialog.amount.setText("250")
        with read_only_folder(settings_file.parent):
            qtbot.keyClick(dialog.amount, ENTER)
        assert dialog.reason.text() == (
            "The till cannot write its settings: the data folder is read-only. Nothing was changed."
        )
        assert dialog.isVisible()
        assert dialog.amount.text() == "250"
        assert dialog.buttons.button(QDialogButtonBox.StandardButton.Save).isEnabled()
        assert till.settings.topup_maximum == Decimal(500)
        on_disk = read_settings(settings_file).settings
        assert on_disk is not None
        assert on_disk.topup_maximum == Decimal(500)
        assert till.audit.entries(action="top-up maximum") == []

        # Save again once the folder can be written: a tap (an Enter straight after the first is
        # taken for a key pressed twice and dropped).
        dialog.buttons.button(QDialogButtonBox.StandardButton.Save).click()
        qtbot.waitUntil(lambda: window.topup.limit_dialog is None)
        assert till.settings.topup_maximum == Decimal(250)
    finally:
        close_till(qtbot, window, till)


@pytest.mark.logs(logs.LOST_ANSWER)
def test_an_unconfirmed_top_up_has_the_redemptions_quick_manager_override(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> None:
    """As for an unconfirmed redemption, the main screen offers "Manager: it did not go through…"
    under the outcome line; it asks a PIN and opens the decision on that very top-up."""
    with till_open(qtbot, sandbox, tmp_path / "home", only_till_here=False) as (window, till):
        top_up_with_a_lost_answer(qtbot, window, sandbox)
        [movement] = till.journal.unresolved()
        qtbot.waitUntil(window.override.isVisible)
        window.override.click()
        assert pin_prompt(qtbot, window).approving.text() == (
            f"Decide whether a top-up of £20.00 on {mask_code(CODE)} went through (1 possible event)"
        )
        enter_pin(qtbot, window)
        dialog = unconfirmed_dialog(qtbot, window)
        dialog.none.click()
        qtbot.waitUntil(dialog.status.isVisible)
        [decision] = till.audit.entries(action=DECISION_ACTION)
        assert (decision.manager, decision.outcome) == (MANAGER, "not applied (manager's decision)")
        assert till.journal.get(movement.id).decided_by == MANAGER
        dialog.close_button.click()
        qtbot.waitUntil(lambda: not window.override.isVisible())


@pytest.mark.logs(
    logs.LOST_ANSWER, r"^Reconciliation of a top-up could not reach the service: ", logs.MANAGER_DECIDED
)
def test_a_top_up_the_service_cannot_be_asked_about_is_unblocked_by_a_managers_word(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> None:
    """The answer is lost and the service's events cannot be read either: the card stays blocked
    until a manager, who has checked elsewhere, says it did not go through (PIN, audited with the
    manager who allowed the top-up)."""
    with till_open(qtbot, sandbox, tmp_path / "home", only_till_here=True) as (window, till):
        scan(qtbot, window, CODE)
        offered(qtbot, window, Offer.TOPUP)
        sandbox.faults.replace(
            [
                {"drop": {"when": "before"}, "path": f"/codes/{CODE}/topup/$", "method": "POST", "times": 1},
                {"status": 503, "path": "/balance_events/$", "method": "GET", "retry_after": 0},
            ]
        )
        window.topup.offer_button.click()
        window.topup.amount.setText("20")
        qtbot.keyClick(window.topup.amount, ENTER)
        qtbot.mouseClick(window.topup.review_box.confirm_button, Qt.MouseButton.LeftButton)
        enter_pin(qtbot, window)
        qtbot.waitUntil(lambda: "is not confirmed" in window.redeem_status.text(), timeout=15_000)
        settled(qtbot, till)
        sandbox.faults.clear()
        [movement] = till.journal.unresolved()
        qtbot.waitUntil(window.override.isVisible)
        window.override.click()
        assert pin_prompt(qtbot, window).approving.text() == (
            f"Mark the unconfirmed top-up of {CODE} as not applied, after checking with the "
            "service that it did not go through"
        )
        enter_pin(qtbot, window)
        qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Marked by"))
        assert not window.override.isVisible()
        [line] = till.audit.entries(action="override_unknown")
        assert (line.staff, line.manager) == ("Sam Till", MANAGER)
        assert line.reason == f"manager checked with the service (allowed by {MANAGER})"
        assert till.journal.get(movement.id).state.value == "not_applied"
        assert sandbox.state.balance_of(CODE) == 5000


def seen_whole(window: MainWindow, widget: QWidget) -> bool:
    """On the screen and not cut: inside the window, not covered by its scroll area's edge, and a
    wrapped label as tall as its text needs."""
    QApplication.processEvents()
    shown = QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())
    tall_enough = True
    if isinstance(widget, QLabel) and widget.wordWrap():
        tall_enough = widget.height() >= widget.heightForWidth(widget.width())
    return (
        widget.isVisible()
        and window.rect().contains(shown)
        and widget.visibleRegion().boundingRect() == widget.rect()
        and tall_enough
    )


@pytest.mark.logs(logs.LOST_ANSWER)
def test_once_a_manager_decides_no_line_says_a_manager_must_check_and_the_next_review_fits(
    qtbot: QtBot, qloop: object, styled: QApplication, sandbox: SandboxServer, tmp_path: Path
) -> None:
    """The top-up's answer was lost and another till could have made the event found: a manager
    must check. Once a manager has said it is this till's, the outcome line says their word, the
    status line and banner are gone, and a redemption's review and Confirm fit a 1024×768 till."""
    window, till = open_till(qtbot, sandbox, tmp_path / "home", only_till_here=False)
    window.resize(1024, 768)
    try:
        top_up_with_a_lost_answer(qtbot, window, sandbox)
        assert window.redeem_status.whole_text().endswith("a manager decides.")
        qtbot.waitUntil(window.override.isVisible)
        window.override.click()
        enter_pin(qtbot, window)
        dialog = unconfirmed_dialog(qtbot, window)
        dialog.table.selectRow(0)
        dialog.confirm.click()
        qtbot.waitUntil(dialog.status.isVisible)
        dialog.close_button.click()
        qtbot.waitUntil(lambda: window.redeem_status.text().startswith(f"Marked by {MANAGER} as added"))

        def must_check() -> list[str]:
            return [
                label.text()
                for label in window.findChildren(QLabel)
                if label.isVisible() and "manager must check" in label.text().lower()
            ]

        assert must_check() == []
        assert not window.statusBar().isVisible()
        assert not window.header.waiting_banner.isVisible()

        scan(qtbot, window, CODE)
        qtbot.waitUntil(lambda: window.redeem.amount.isEnabled() and not till.tasks.running("lookup"))
        window.redeem.amount.setText("1")
        qtbot.keyClick(window.redeem.amount, ENTER)
        qtbot.waitUntil(window.redeem.review_box.isVisible)
        assert window.redeem.review_text.text() == f"Redeem £1.00 from {CODE} — £69.00 left"
        for widget in (window.redeem.review_text, window.redeem.confirm_button, window.redeem.cancel_button):
            qtbot.waitUntil(lambda w=widget: seen_whole(window, w))  # type: ignore[misc]
        assert must_check() == []
    finally:
        close_till(qtbot, window, till)


@pytest.mark.parametrize("box", ["topup", "redeem"])
def test_a_code_scanned_onto_a_reviewed_amount_is_looked_up_on_its_own(
    qtbot: QtBot, staff_may_topup: TillWindow, sandbox: SandboxServer, box: str
) -> None:
    """ "20", Enter (the review opens), then a scan of TEA40PART into the amount field: TEA40PART is
    looked up, never "20TEA40PART", and no new card is offered for a code nobody scanned."""
    window, till = staff_may_topup
    if box == "topup":
        open_box(qtbot, window, CODE)
        review(qtbot, window, "20")
        field = window.topup.amount
    else:
        scan(qtbot, window, CODE)
        qtbot.waitUntil(lambda: window.redeem.amount.isEnabled() and not till.tasks.running("lookup"))
        window.redeem.amount.setFocus()
        qtbot.keyClicks(window.redeem.amount, "5")
        qtbot.keyClick(window.redeem.amount, ENTER)
        qtbot.waitUntil(window.redeem.review_box.isVisible)
        field = window.redeem.amount
    field.setFocus()
    burst(qtbot, DemoCodes.PART_USED, ENTER)
    qtbot.waitUntil(lambda: till.lookup.view is not None and till.lookup.view.code == DemoCodes.PART_USED)
    settled(qtbot, till)
    assert window.code.text() == DemoCodes.PART_USED
    assert not window.message.isVisible(), "no 'No voucher with that code'"
    assert till.topup.offer is Offer.TOPUP
    assert "Activate" not in window.topup.offer_button.text()
    assert sandbox.state.balance_of(CODE) == 5000
    assert sandbox.state.balance_of(DemoCodes.PART_USED) == 2500


@pytest.mark.parametrize("box", ["topup", "redeem"])
def test_a_code_scanned_onto_digits_typed_without_enter_is_refused_and_the_voucher_stays(
    qtbot: QtBot, staff_may_topup: TillWindow, sandbox: SandboxServer, box: str
) -> None:
    """Digits typed, no Enter, then a scan: the till cannot tell where the code starts, so it looks
    nothing up, empties the amount, says to scan again, and keeps the voucher on screen."""
    window, till = staff_may_topup
    if box == "topup":
        open_box(qtbot, window, CODE)
        qtbot.waitUntil(window.topup.amount.hasFocus)
        field, reason = window.topup.amount, window.topup.reason
    else:
        scan(qtbot, window, CODE)
        qtbot.waitUntil(lambda: window.redeem.amount.isEnabled() and not till.tasks.running("lookup"))
        field, reason = window.redeem.amount, window.redeem.reason
        field.setFocus()
    qtbot.keyClicks(field, "20")
    burst(qtbot, DemoCodes.PART_USED, ENTER)
    QApplication.processEvents()
    assert not till.tasks.running("lookup")
    assert reason.isVisible()
    assert reason.text() == "A code was scanned onto the amount typed here: scan the code again."
    assert field.text() == ""
    assert till.lookup.view is not None
    assert till.lookup.view.code == CODE
    assert window.code.text() == CODE
    assert not window.message.isVisible()
    burst(qtbot, DemoCodes.PART_USED, ENTER)  # scanned again, into the emptied field
    qtbot.waitUntil(lambda: till.lookup.view is not None and till.lookup.view.code == DemoCodes.PART_USED)
    settled(qtbot, till)
    assert sandbox.state.balance_of(CODE) == 5000


def test_a_second_top_up_right_after_one_shows_its_review_and_confirm_whole_at_1024(
    qtbot: QtBot, styled: QApplication, staff_may_topup: TillWindow, sandbox: SandboxServer
) -> None:
    """Right after a top-up (its outcome line and POS hand-off showing) the cashier tops up again
    with no new lookup: the last outcome line goes, and the review, Confirm and Cancel read whole."""
    window, _till = staff_may_topup
    window.resize(1024, 768)
    open_box(qtbot, window, CODE)
    review(qtbot, window, "3")
    qtbot.mouseClick(window.topup.review_box.confirm_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Topped up"))
    qtbot.waitUntil(window.handoff.isVisible)
    offered(qtbot, window, Offer.TOPUP)
    window.topup.offer_button.click()
    review(qtbot, window, "2")
    assert not window.redeem_status.isVisible(), "the last top-up's outcome line made room"
    assert window.handoff.isVisible(), "what to key on the POS stays"
    step = window.topup.review_box
    for widget in (step.text, step.confirm_button, step.cancel_button):
        qtbot.waitUntil(lambda w=widget: seen_whole(window, w))  # type: ignore[misc]
    assert sandbox.state.balance_of(CODE) == 5300


def test_a_managers_reverse_on_a_topped_up_card_is_said_on_its_outcome_line_with_the_balance_now(
    qtbot: QtBot, staff_may_topup: TillWindow, sandbox: SandboxServer
) -> None:
    window, till = staff_may_topup
    redeemed(qtbot, window, CODE, "10")
    redemption = redeemed_and_written(qtbot, till)
    settled(qtbot, till)
    qtbot.waitUntil(lambda: till.handoff.current is not None)  # the hand-off shows the redemption
    till.handoff.tick_current()  # keyed on the POS
    offered(qtbot, window, Offer.TOPUP)
    qtbot.keyClick(window.code, Qt.Key.Key_F4)
    qtbot.waitUntil(lambda: window.topup.form.isVisible() and window.topup.amount.hasFocus())
    qtbot.keyClicks(window.topup.amount, "20")
    qtbot.keyClick(window.topup.amount, ENTER)
    qtbot.waitUntil(window.topup.review_box.isVisible)
    qtbot.keyClick(window.topup.amount, Qt.Key.Key_F12)
    qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Topped up SPA50PART: £20.00 loaded."))
    settled(qtbot, till)
    event_id = redemption.service_event_id
    assert event_id is not None
    qtbot.waitUntil(lambda: till.activity.model.holds(event_id), timeout=10_000)
    model = till.activity.model
    [event] = [
        model.event_at_row(r) for r in range(model.rowCount()) if model.event_at_row(r).event_id == event_id
    ]

    window.manager_actions.reverse(event)  # the earlier redemption was a mistake
    unlock(qtbot, window)
    dialog = opened_dialog(qtbot, window, ReverseDialog)
    qtbot.keyClicks(dialog.reason, "wrong voucher scanned")
    dialog.confirm.click()
    qtbot.waitUntil(lambda: dialog.status.text().startswith("Reversed."), timeout=10_000)
    assert sandbox.state.balance_of(CODE) == 7000
    # The line above the voucher no longer says £60.00: it says the reverse and the balance now.
    assert window.redeem_status.text() == (
        "Reversed by a manager: £10.00 back on SPA50PART; balance £70.00. "
        "It was already keyed on the POS: take £10.00 off the POS too."
    )


def test_at_125_percent_in_polish_a_top_up_under_review_beside_a_hand_off_is_whole(
    qtbot: QtBot, screen_till: ScreenTill
) -> None:
    """A redemption's hand-off waits; the next guest's voucher is topped up. Its review, Confirm
    and Cancel are whole and in sight under the voucher's status and balance, and nothing covers
    them: the box's own row and the hand-off's line of when and by whom step aside while the review
    is open, and are back once it is cancelled."""
    window, till = screen_till.speaking("pl_PL", SCREENS[1])
    fit(window)
    scan(qtbot, window, CODE)
    with qtbot.waitSignal(till.redeem.finished, timeout=10_000):
        redeem_amount(qtbot, window, "10")
    qtbot.waitUntil(window.handoff.isVisible)
    open_box(qtbot, window, DemoCodes.PART_USED)
    qtbot.waitUntil(lambda: window.topup.currency.text() == "GBP")
    review(qtbot, window, "15,50")
    review_text = window.topup.review_box.text
    assert "15,50" in review_text.text()
    assert "40,50" in review_text.text()
    for widget in (review_text, *window.topup.review_box.findChildren(QPushButton)):
        if isinstance(widget, QPushButton) and not widget.isVisible():
            continue
        qtbot.waitUntil(lambda w=widget: seen_whole(window, w))  # type: ignore[misc]
        assert in_sight(widget, window) == on_window(widget, window), getattr(widget, "text", str)()
    # What a cashier would see cut or covered, at the width the maximized till has.
    shown = controls(window)
    assert cut(window, shown) + overlapping(window, shown) + clipped_text(shown) == []
    balance = window.voucher.balance
    assert in_sight(balance, window) == on_window(balance, window), balance.text()
    badge = window.voucher.badge
    assert in_sight(badge, window).height() >= badge.fontMetrics().height(), "the status is read"
    qtbot.keyClick(window.topup.amount, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: window.topup.offer_button.isVisible() and window.handoff.detail.isVisible())
