"""The counter's own screens in the pseudo-language: no English word is left, and nothing is cut.

The pseudo-language (``en_XA``: accented, 40 % longer, bracketed) is made fresh from the code's
words, so a word that comes out plain English here was never put through ``translate``, and a
label cut off or outside the window here is one a longer language (German, Polish) would lose.
Walked: the top bar, the redeem box and the top-up box (with their reviews), and the setup,
managers, PIN, reverse, largest top-up and slip options dialogs, at 1024×768 in the real style.

Allowed as they are: what comes from the service or the till's data (codes, amounts, times, the
property's and the staff's names) and, listed by widget in ``OTHERS``, the few lines these screens
show from view-models whose words are checked elsewhere.

Also here: an amount typed the Polish way (``12,50``) while someone signed in in Polish is read
exactly, and ``1.234`` is refused as a thousands separator would be.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QWidget,
)
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.desk.common.widgets.language import LanguageSwitch
from app.desk.manager.setup import SetupViewModel
from app.desk.manager.widgets.managers import ManagersDialog
from app.desk.manager.widgets.reverse import ReverseDialog
from app.desk.manager.widgets.setup import SetupDialog
from app.desk.slip.widgets.slip_options import SlipOptionsDialog
from app.desk.topup.widgets.topup_limit import TopupLimitDialog
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers.manager import TRAINING_PIN, enter_pin, pin_prompt
from helpers.pseudo import cut, fits
from helpers.till import counter_settled, newest_event, redeem_amount, run, scan
from helpers.words import english


def test_the_counter_in_the_pseudo_language_shows_no_english_and_nothing_cut(
    qtbot: QtBot, pseudo_till: tuple[MainWindow, Till, LanguageSwitch]
) -> None:
    window, till, _switch = pseudo_till
    header = window.header
    assert english(header, till) == []
    assert header.staff.text().startswith("[")

    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    counter_settled(qtbot, till)
    box = window.redeem
    others: list[QWidget] = []  # the redeem view-model's words are translated too
    assert english(box, till, others) == []
    assert box.review_button.text().startswith("[")
    qtbot.keyClicks(box.amount, "2")
    qtbot.keyClick(box.amount, Qt.Key.Key_Return)
    qtbot.waitUntil(box.review_box.isVisible)
    assert english(box, till, others) == []
    assert box.confirm_button.text().startswith("[")
    assert box.cancel_button.text().startswith("[")
    qtbot.waitUntil(lambda: cut(window, [header, box]) == [], timeout=2_000)  # once the layout has settled

    qtbot.keyClick(box.amount, Qt.Key.Key_Escape)

    topup = window.topup
    assert topup.offer_button.text().startswith("[")
    topup.offer_button.click()
    qtbot.waitUntil(topup.amount.hasFocus)
    assert english(topup, till) == []
    qtbot.keyClicks(topup.amount, "3")
    qtbot.keyClick(topup.amount, Qt.Key.Key_Return)
    qtbot.waitUntil(topup.review_box.isVisible)
    QApplication.processEvents()
    assert topup.review_box.text.text().startswith("[")
    assert english(topup, till) == []
    qtbot.waitUntil(lambda: cut(window, [header, topup]) == [], timeout=2_000)  # once the layout has settled
    assert cut(window, [header, topup]) == []


def test_the_counter_dialogs_in_the_pseudo_language_show_no_english_and_fit(
    qtbot: QtBot, pseudo_till: tuple[MainWindow, Till, LanguageSwitch]
) -> None:
    window, till, _switch = pseudo_till
    actions = window.manager_actions
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    redeem_amount(qtbot, window, "1")
    event = newest_event(qtbot, till, DemoCodes.VALID_PARTIAL)

    actions.reverse(event)
    pin = pin_prompt(qtbot, window)
    assert english(pin, till) == []
    assert fits(pin) == []
    qtbot.keyClicks(pin.pin, TRAINING_PIN)
    qtbot.keyClick(pin.pin, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: isinstance(actions.dialog, ReverseDialog))
    reverse = actions.dialog
    assert isinstance(reverse, ReverseDialog)
    assert reverse._vm.balance_text, "its balance was read by the check before the PIN"
    # The event's facts are the presenters' words (checked with theirs).
    view = reverse._vm.view()
    said = {view.type_text, view.time_text, view.location_text, view.code}
    facts = [label for label in reverse.findChildren(QLabel) if label.text() in said]
    assert english(reverse, till, [*facts, reverse.status]) == []
    assert fits(reverse) == []
    reverse.reject()

    actions.managers()
    enter_pin(qtbot, window)
    qtbot.waitUntil(lambda: isinstance(actions.dialog, ManagersDialog))
    managers = actions.dialog
    assert isinstance(managers, ManagersDialog)
    assert english(managers, till, [managers.table]) == []
    assert fits(managers) == []
    managers.reject()

    assert window.topup.limit is not None
    window.topup.limit.trigger()
    enter_pin(qtbot, window)
    qtbot.waitUntil(lambda: window.topup.limit_dialog is not None)
    limit = window.topup.limit_dialog
    assert isinstance(limit, TopupLimitDialog)
    limit.amount.setText("0")  # a refusal beside the field: its words too
    assert english(limit, till) == []
    qtbot.waitUntil(lambda: fits(limit) == [], timeout=2_000)  # once the layout has settled

    limit.reject()

    window.slip_actions.options()
    slips = window.slip_actions.dialog
    assert isinstance(slips, SlipOptionsDialog)
    # The paper sizes are the slip printer's own words (app/desk/common/widgets/slip_print.py).
    assert english(slips, till, [slips.layout_choice]) == []

    assert fits(slips) == []
    slips.reject()

    for first_run in (True, False):
        setup = SetupDialog(
            SetupViewModel(till.settings, "key"), first_run=first_run, uses_fallback=True, parent=window
        )
        setup.show()
        qtbot.waitExposed(setup)
        assert english(setup, till, [setup.manager_list]) == []
        QApplication.processEvents()
        qtbot.waitUntil(lambda: fits(setup) == [], timeout=2_000)  # noqa: B023 - waited on here
        setup.reject()
        setup.deleteLater()


def test_an_amount_typed_the_polish_way_is_read_exactly_and_a_thousands_point_refused(
    qtbot: QtBot, pseudo_till: tuple[MainWindow, Till, LanguageSwitch]
) -> None:
    window, till, switch = pseudo_till
    assert run(qtbot, switch.use("pl_PL")) == "pl_PL"
    qtbot.waitUntil(lambda: window.header.staff.text().startswith("Obsługa:"), timeout=10_000)
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    counter_settled(qtbot, till)
    box = window.redeem

    qtbot.keyClicks(box.amount, "1.234")
    assert not box.review_button.isEnabled()
    assert box.reason.text() == "Wpisz kwotę bez separatorów tysięcy"

    box.amount.clear()
    qtbot.keyClicks(box.amount, "12,50")
    assert box.review_button.isEnabled()
    qtbot.keyClick(box.amount, Qt.Key.Key_Return)
    qtbot.waitUntil(box.review_box.isVisible)
    # Polish writes money its own way, in the voucher's currency: exactly 12.50, never a float.
    assert "12,50\xa0GBP" in box.review_text.text()
    box.confirm_button.click()
    qtbot.waitUntil(lambda: "12,50\xa0GBP" in window.redeem_status.text(), timeout=10_000)
    assert till.redeem.busy is False

    window.topup.offer_button.click()
    qtbot.waitUntil(window.topup.amount.hasFocus)
    qtbot.keyClicks(window.topup.amount, "1.234")
    assert window.topup.reason.text() == "Wpisz kwotę bez separatorów tysięcy"
    window.topup.amount.clear()
    qtbot.keyClicks(window.topup.amount, "12,50")
    qtbot.keyClick(window.topup.amount, Qt.Key.Key_Return)
    qtbot.waitUntil(window.topup.review_box.isVisible)
    review = window.topup.review_box.text.text()
    assert review.startswith(f"Doładuj {DemoCodes.VALID_PARTIAL} o 12,50\xa0GBP — ")
