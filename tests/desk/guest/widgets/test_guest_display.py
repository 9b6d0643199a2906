"""The customer display, driven from the real till window on the sandbox: what the guest across the
counter sees after a lookup, a review and a redemption, and that it never shows the code."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from app.compose import Till
from app.desk.guest import Mood
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from app.wiring import bill_for
from helpers.till import redeem_amount, scan


def shown(window: MainWindow) -> str:
    display = window.guest.display
    return f"{display.headline.text()}\n{display.body.text()}"


def test_the_display_shows_the_balance_after_a_lookup_never_the_code_and_clears_when_it_leaves(
    qtbot: QtBot, till_window: tuple[MainWindow, Till]
) -> None:
    window, till = till_window
    assert till.settings.property_name in shown(window)
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    qtbot.waitUntil(lambda: "£50.00" in shown(window), timeout=10_000)
    assert DemoCodes.VALID_PARTIAL not in shown(window)
    assert "Can be used here in part" in shown(window)
    assert till.session.staff not in shown(window)

    window.code.clear()
    scan(qtbot, window, "NEWCARD1")  # another code: the first voucher has left the counter
    qtbot.waitUntil(lambda: window.guest.model.current.mood is Mood.IDLE, timeout=10_000)
    assert "£50.00" not in shown(window)


def test_the_display_shows_what_a_redemption_takes_and_leaves(
    qtbot: QtBot, till_window: tuple[MainWindow, Till]
) -> None:
    window, till = till_window
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    qtbot.waitUntil(lambda: "£50.00" in shown(window), timeout=10_000)
    window.redeem.amount.setText("20")
    window.redeem.amount.returnPressed.emit()
    qtbot.waitUntil(lambda: "£20.00 will be taken — £30.00 left" in shown(window), timeout=10_000)
    redeem_amount(qtbot, window, "20")
    qtbot.waitUntil(
        lambda: "Done: £20.00 taken — £30.00 left — valid until " in shown(window), timeout=10_000
    )
    assert DemoCodes.VALID_PARTIAL not in shown(window)
    # The voucher read again after the redemption leaves the outcome on the display.
    qtbot.waitUntil(lambda: not till.tasks.running("lookup") and "£30.00" in window.voucher.balance.text())
    assert "Done: £20.00 taken — £30.00 left" in shown(window)


def test_a_refusal_is_said_in_plain_words(qtbot: QtBot, till_window: tuple[MainWindow, Till]) -> None:
    window, _till = till_window
    scan(qtbot, window, DemoCodes.EXPIRED)
    qtbot.waitUntil(lambda: window.guest.model.current.mood is Mood.REFUSED, timeout=10_000)
    assert "xpired" in shown(window)
    assert DemoCodes.EXPIRED not in shown(window)


def test_with_one_screen_the_display_stays_hidden(qtbot: QtBot, till_window: tuple[MainWindow, Till]) -> None:
    window, _till = till_window
    window.guest.test_pattern()
    assert window.guest.display.placed_on is None
    assert not window.guest.display.isVisible()


def test_a_till_with_one_screen_never_makes_the_display(
    qtbot: QtBot, till_window: tuple[MainWindow, Till]
) -> None:
    window, till = till_window
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    qtbot.waitUntil(lambda: not till.tasks.running("lookup") and window.voucher.isVisible())
    window.guest.test_pattern()
    assert window.guest._display is None, "nothing to show it on: not made, nor laid out at each lookup"


def test_the_guests_language_changes_the_displays_words_not_the_tills(
    qtbot: QtBot, till_window: tuple[MainWindow, Till]
) -> None:
    window, till = till_window
    till_words = window.look_up.text()
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    # The guest's display can show the balance before the lookup ends and its button says "Look up".
    qtbot.waitUntil(lambda: "£50.00" in shown(window) and not till.tasks.running("lookup"), timeout=10_000)
    [polish] = [action for action in window.guest.languages.actions() if action.data() == "pl_PL"]
    polish.trigger()
    qtbot.waitUntil(lambda: "Saldo" in shown(window), timeout=30_000)
    assert "50,00" in shown(window)  # the guest's locale writes the amount
    assert window.look_up.text() == till_words
    assert window.guest.button.text() == "Guest\nPL"

    scan(qtbot, window, "NEWCARD1")  # the voucher left the counter: the next guest starts afresh
    qtbot.waitUntil(lambda: window.guest.model.guest_language == "en_GB", timeout=10_000)
    assert "Welcome" in shown(window)


def test_a_bill_shows_each_voucher_and_what_is_left_to_pay(
    qtbot: QtBot, till_window: tuple[MainWindow, Till]
) -> None:
    window, till = till_window
    bill = bill_for(till)
    assert bill.start("100.00", "")
    bill.scan(DemoCodes.VALID_PARTIAL)
    qtbot.waitUntil(lambda: "Left to pay: £50.00" in shown(window), timeout=10_000)
    assert "Spa Day for Two: £50.00" in shown(window)
    assert DemoCodes.VALID_PARTIAL not in shown(window)
    bill.close()
