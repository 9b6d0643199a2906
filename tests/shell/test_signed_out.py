"""Nobody signed in, in the real till window on the training sandbox: Find, the bill and the sale
do not open from their keys (a search by a guest's name would be audited as nobody's; a bill's
redemption has nobody to record), and a search left open is closed and forgotten when its member
of staff signs out, so the next one does not find a guest's details on the screen."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers.scanner import ENTER, burst, by_hand, focused, pause
from helpers.till import close_till, open_till, redeem_amount, scan
from sandbox_harness.server import SandboxServer


@pytest.fixture
def till_signed_in(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> Iterator[tuple[MainWindow, Till]]:
    sandbox.reset("training")
    window, till = open_till(qtbot, sandbox, tmp_path / "home")
    window.resize(1024, 768)
    yield window, till
    close_till(qtbot, window, till)


def test_find_the_bill_and_the_sale_wait_for_someone_to_sign_in(
    qtbot: QtBot, till_signed_in: tuple[MainWindow, Till]
) -> None:
    window, till = till_signed_in
    till.session.sign_out()
    qtbot.waitUntil(window.sign_in.name.hasFocus)
    for key, modifier in (
        (Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier),
        (Qt.Key.Key_F5, Qt.KeyboardModifier.NoModifier),
        (Qt.Key.Key_F6, Qt.KeyboardModifier.NoModifier),
    ):
        qtbot.keyClick(window.sign_in.name, key, modifier)
    assert window.finder.dialog is None or not window.finder.dialog.isVisible()
    assert window.bill.dialog is None
    assert window.sale.dialog is None
    assert [entry for entry in till.audit.entries() if entry.action == "find"] == []


def test_the_keys_for_the_code_field_and_an_empty_start_leave_the_typing_in_the_name_field(
    qtbot: QtBot, till_signed_in: tuple[MainWindow, Till]
) -> None:
    """F2 (the code field's key, a habit) on the sign-in page, and Start pressed on the language
    list with no name: what is typed next is the name, never lost in a field off the screen nor
    taken by the language list as a search that changes the language."""
    window, till = till_signed_in
    till.session.sign_out()
    qtbot.waitUntil(window.sign_in.name.hasFocus)
    qtbot.keyClicks(window.sign_in.name, "An")
    qtbot.keyClick(window.sign_in.name, Qt.Key.Key_F2)
    qtbot.waitUntil(window.sign_in.name.hasFocus)
    qtbot.keyClicks(window.sign_in.name, "na")
    assert window.sign_in.name.text() == "Anna"
    window.sign_in.name.clear()
    window.sign_in.language.setFocus()
    qtbot.keyClick(window.sign_in.language, Qt.Key.Key_Return)
    assert window.sign_in.hint.text() == "Type your name to start."
    assert window.sign_in.name.hasFocus()
    assert till.session.staff == ""


def test_a_search_left_open_is_closed_and_forgotten_when_its_staff_sign_out(
    qtbot: QtBot, till_signed_in: tuple[MainWindow, Till]
) -> None:
    window, till = till_signed_in
    qtbot.keyClick(window.code, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    dialog = window.finder.dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    by_hand(qtbot, dialog.query, "nowak")
    with qtbot.waitSignal(dialog.vm.finished, timeout=20_000):
        qtbot.keyClick(dialog.query, Qt.Key.Key_Return)
    assert dialog.vm.results.rowCount() > 0
    till.session.sign_out()
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert dialog.vm.results.rowCount() == 0
    assert dialog.vm.vouchers.rowCount() == 0
    assert dialog.query.text() == "", "the next member of staff does not see what was searched"


def test_change_of_staff_leaves_an_empty_counter_and_keeps_what_is_still_to_key_on_the_pos(
    qtbot: QtBot, till_signed_in: tuple[MainWindow, Till]
) -> None:
    """The first person redeemed from one voucher (its hand-off waits to be keyed on the POS), then
    scanned another and left its amount under review; the next person to sign in finds no voucher,
    no code, no amount, no review and no outcome line, and the hand-off still waiting."""
    window, till = till_signed_in
    scan(qtbot, window, DemoCodes.GRACE)
    redeem_amount(qtbot, window, "2")
    qtbot.waitUntil(lambda: window.handoff.isVisible() and window.redeem_status.isVisible())
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    qtbot.waitUntil(lambda: window.voucher.code.text() == DemoCodes.VALID_PARTIAL)
    qtbot.waitUntil(lambda: not till.tasks.running("lookup") and window.redeem.amount.isEnabled())
    qtbot.keyClicks(window.redeem.amount, "5")
    qtbot.keyClick(window.redeem.amount, Qt.Key.Key_Return)
    qtbot.waitUntil(window.redeem.review_box.isVisible)

    qtbot.keyClick(
        window, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    )
    box = window.leave_reminder.box
    assert box is not None, "the hand-off still to key is said before anyone leaves"
    next(b for b in box.buttons() if b.text() == "Sign out anyway").click()
    qtbot.waitUntil(window.sign_in.name.hasFocus)
    qtbot.keyClicks(window.sign_in.name, "Ola Next")
    qtbot.keyClick(window.sign_in.name, Qt.Key.Key_Return)
    qtbot.waitUntil(window.code.hasFocus)

    assert till.session.staff == "Ola Next"
    assert window.code.text() == ""
    assert not window.details.isVisible(), "the last person's voucher is off the counter"
    assert DemoCodes.VALID_PARTIAL not in window.voucher.code.text()
    assert not window.redeem.isVisible() or window.redeem.amount.text() == ""
    assert not window.redeem.review_box.isVisible()
    assert not window.redeem_status.isVisible()
    assert window.handoff.isVisible(), "what is still to key on the POS is not lost"
    assert len(till.handoff.unticked()) == 1


@pytest.mark.parametrize("focus", ["start", "language"])
def test_enter_starts_the_shift_from_the_button_or_the_language_list(
    qtbot: QtBot, till_signed_in: tuple[MainWindow, Till], focus: str
) -> None:
    window, till = till_signed_in
    till.session.sign_out()
    qtbot.waitUntil(window.sign_in.name.hasFocus)
    qtbot.keyClicks(window.sign_in.name, "Ola Next")
    pressed = window.sign_in.start if focus == "start" else window.sign_in.language
    focused(qtbot, pressed)
    qtbot.keyClick(pressed, Qt.Key.Key_Return)
    qtbot.waitUntil(window.code.hasFocus)
    assert till.session.staff == "Ola Next"


def test_a_name_with_digits_typed_at_sign_in_is_a_name_and_only_a_scan_is_a_code(
    qtbot: QtBot, till_signed_in: tuple[MainWindow, Till]
) -> None:
    """Two members of staff called Ola sign in as "Ola2": typed by a person, key by key, it is the
    name the shift is recorded under, never a voucher code kept for the counter. The same shape
    from a scanner (all at once, then Enter) is still a code."""
    window, till = till_signed_in
    till.session.sign_out()
    qtbot.waitUntil(window.sign_in.name.hasFocus)
    for character in "Ola2":
        qtbot.keyClick(window.sign_in.name, character)
        pause(qtbot, 80)  # a quick typist's pace, still slower than any scanner
    qtbot.keyClick(window.sign_in.name, ENTER)
    assert till.session.staff == "Ola2"
    assert window.sign_in.waiting_code == ""

    till.session.sign_out()
    qtbot.waitUntil(window.sign_in.name.hasFocus)
    burst(qtbot, DemoCodes.VALID_PARTIAL, ENTER)
    assert till.session.staff == ""
    assert window.sign_in.hint.text().startswith("That was a voucher code")
