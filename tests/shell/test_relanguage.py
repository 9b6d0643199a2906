"""A change of language reaches everything on screen at once: the voucher on the counter, its
buttons, its review and its outcome line, an open top-up, and the sign-in page after the shift.

Walked in the pseudo-language (``en_XA``), where a word still in English after the change is one
that was said before it and never said again."""

from __future__ import annotations

import asyncio

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from app import APP_NAME
from app.compose import Till
from app.core import i18n
from app.core.notice import Notice, Reach
from app.desk.common.presenters import date_or_dash
from app.desk.common.widgets.language import PSEUDO, LanguageSwitch
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers import logs
from helpers.storage import locked_by_another_program
from helpers.till import redeem_amount, redeem_one_pound, run, scan
from helpers.words import english

TillWindow = tuple[MainWindow, Till]


def speak(qtbot: QtBot, window: MainWindow, pseudo_switch: LanguageSwitch, code: str) -> None:
    """Change the till's language as a sign-in does, and let Qt tell every widget."""
    assert run(qtbot, pseudo_switch.use(code)) == code
    pseudo = code == PSEUDO
    qtbot.waitUntil(lambda: window.header.staff.text().startswith("[") == pseudo, timeout=10_000)
    QApplication.processEvents()


def left_in_english(window: MainWindow, till: Till, root: QWidget | None = None) -> list[str]:
    """What is on screen in English, apart from the till's data: the window's title (the app's
    and the place's names), the guest's language button (each language in its own words), the
    voucher's product name and its dates (as the language now spoken writes them)."""
    voucher = till.lookup.voucher
    data = {f"{APP_NAME} — {till.session.place}"}
    if voucher is not None:
        data |= {voucher.name}
        data |= {
            date_or_dash(d) for d in (voucher.valid_from_date, voucher.expiry_date, voucher.grace_expiry_date)
        }
    found = english(root or window, till, [window.guest.button])
    return [line for line in found if line.split(": ", 1)[1].strip("'\"") not in data]


def test_the_voucher_its_outcome_its_review_and_an_open_top_up_follow_a_language_change(
    qtbot: QtBot, till_window: TillWindow, pseudo_switch: LanguageSwitch
) -> None:
    window, till = till_window
    redeem_one_pound(qtbot, window, till)
    assert window.redeem_status.text().startswith("Redeemed")

    speak(qtbot, window, pseudo_switch, PSEUDO)
    assert window.redeem_status.isVisible()
    assert window.redeem_status.text().startswith("["), "the outcome line stayed in English"
    assert window.voucher.badge.text().startswith("[")
    assert left_in_english(window, till) == []

    speak(qtbot, window, pseudo_switch, i18n.SOURCE_LANGUAGE)
    assert window.redeem_status.text().startswith("Redeemed")
    qtbot.keyClicks(window.redeem.amount, "2")
    qtbot.keyClick(window.redeem.amount, Qt.Key.Key_Return)
    qtbot.waitUntil(window.redeem.review_box.isVisible)
    window.topup.offer_button.click()
    qtbot.waitUntil(window.topup.amount.hasFocus)
    qtbot.keyClicks(window.topup.amount, "3")
    qtbot.keyClick(window.topup.amount, Qt.Key.Key_Return)
    qtbot.waitUntil(window.topup.review_box.isVisible)

    speak(qtbot, window, pseudo_switch, PSEUDO)
    assert window.topup.review_box.text.text().startswith("[")
    assert window.topup.offer_button.text().startswith("[")
    assert left_in_english(window, till) == []


@pytest.mark.logs(logs.STORAGE_PROBLEM)
def test_a_journal_another_program_locked_is_said_in_the_language_spoken_then_in_the_next(
    qtbot: QtBot, till_window: TillWindow, pseudo_switch: LanguageSwitch
) -> None:
    """The banner and the outcome line name the store and the reason in the cashier's language,
    never in English around translated words; a change of language says them again in the new one."""
    window, till = till_window
    speak(qtbot, window, pseudo_switch, PSEUDO)
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    qtbot.waitUntil(lambda: window.redeem.isVisible() and window.redeem.amount.isEnabled())
    with locked_by_another_program(till.journal.path):
        redeem_amount(qtbot, window, "1")
        qtbot.waitUntil(window.header.storage_banner.isVisible)
        qtbot.waitUntil(window.redeem_status.isVisible)
        # The place's name (the till's data) gives way to the banner: elided, it is no word of the till.
        said = (window.header.storage_text.text(), window.redeem_status.text())
        assert all(text.startswith("[") and "journal" not in text for text in said), said
        speak(qtbot, window, pseudo_switch, i18n.SOURCE_LANGUAGE)
        qtbot.waitUntil(
            lambda: window.header.storage_text.text().startswith(
                "The till cannot write its journal: another program has it locked."
            )
        )


def test_the_sign_in_page_after_a_shift_speaks_the_language_the_till_changed_to(
    qtbot: QtBot, till_window: TillWindow, pseudo_switch: LanguageSwitch
) -> None:
    window, till = till_window
    scan(qtbot, window, DemoCodes.FULL_ONLY)
    qtbot.waitUntil(lambda: not till.tasks.running("lookup") and window.voucher.isVisible())
    speak(qtbot, window, pseudo_switch, PSEUDO)
    till.session.sign_out()
    qtbot.waitUntil(window.sign_in.isVisible)
    assert left_in_english(window, till, window.sign_in) == []
    assert window.sign_in.start.text().startswith("[")


def test_an_outcome_line_taken_away_by_the_next_lookup_does_not_come_back_in_the_new_language(
    qtbot: QtBot, till_window: TillWindow, pseudo_switch: LanguageSwitch
) -> None:
    window, till = till_window
    redeem_one_pound(qtbot, window, till)
    scan(qtbot, window, DemoCodes.FULL_ONLY)
    qtbot.waitUntil(lambda: not till.tasks.running("lookup") and window.voucher.isVisible())
    assert not window.redeem_status.isVisible(), "the next voucher's counter starts without the last outcome"

    speak(qtbot, window, pseudo_switch, PSEUDO)
    assert window.voucher.badge.text().startswith("[")
    assert not window.redeem_status.isVisible(), (
        "a change of language brought back the last voucher's outcome, its code whole, beside another"
    )


def test_the_sign_in_page_speaks_the_language_picked_on_it_before_the_shift_starts(
    qtbot: QtBot, till_window: TillWindow, pseudo_switch: LanguageSwitch
) -> None:
    window, till = till_window
    till.session.sign_out()
    qtbot.waitUntil(window.sign_in.isVisible)
    window.sign_in.show_language("de_DE")
    qtbot.waitUntil(lambda: window.sign_in.start.text() == "Schicht beginnen", timeout=10_000)
    window.sign_in.show_language("pl_PL")
    qtbot.waitUntil(lambda: window.sign_in.start.text() == "Rozpocznij zmianę", timeout=10_000)
    assert window.menuBar().actions()[0].text() == "&Zmiana"

    qtbot.keyClicks(window.sign_in.name, "Ola")
    qtbot.keyClick(window.sign_in.name, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: till.session.staff == "Ola")
    assert till.session.language == "pl_PL"
    till.session.sign_out()
    qtbot.waitUntil(window.sign_in.isVisible)
    assert window.sign_in.chosen() == "pl_PL", "the language shown is the one the page speaks"
    assert window.sign_in.start.text() == "Rozpocznij zmianę"


async def _never_answers() -> None:
    await asyncio.Event().wait()


@pytest.mark.parametrize("state", ["activity not updating", "offline", "key refused", "trouble"])
def test_the_connection_state_in_the_top_bar_and_its_banner_follow_a_language_change(
    qtbot: QtBot, till_window: TillWindow, pseudo_switch: LanguageSwitch, state: str
) -> None:
    """Whatever the top bar says of the service (and the banner under it, and the tooltip with
    the last contact), a change of language says it again at once, not at the next answer."""
    window, till = till_window
    connection, header = till.connection, window.header
    qtbot.waitUntil(lambda: connection.last_contact is not None)
    if state == "activity not updating":
        connection.report_part("activity", Notice("The feed timed out", reach=Reach.TROUBLE))
        qtbot.waitUntil(
            lambda: "activity not updating" in header.connection.text() + header.connection.toolTip()
        )
    else:
        connection._probe = _never_answers  # the probe is the edge this test replaces: no answer comes
        {"offline": connection.report_offline, "key refused": connection.report_refused}.get(
            state, connection.report_trouble
        )()
    english_before = header.connection.text()
    speak(qtbot, window, pseudo_switch, PSEUDO)
    assert header.connection.text().startswith("["), f"the top bar still says {english_before!r}"
    assert header.connection.toolTip() == "" or header.connection.toolTip().startswith("[")
    if state != "activity not updating":
        assert header.connection_banner.text().startswith("[")
    assert left_in_english(window, till) == []
    till.tasks.cancel("reconnect")
