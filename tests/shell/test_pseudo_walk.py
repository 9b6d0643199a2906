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

from collections.abc import Iterable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QLabel,
    QWidget,
)
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.core import i18n
from app.desk.common.widgets.language import PSEUDO, LanguageSwitch, app_language
from app.desk.manager.setup import SetupViewModel
from app.desk.manager.widgets.managers import ManagersDialog
from app.desk.manager.widgets.pin import PinDialog
from app.desk.manager.widgets.reverse import ReverseDialog
from app.desk.manager.widgets.setup import SetupDialog
from app.desk.slip.widgets.slip_options import SlipOptionsDialog
from app.desk.topup.widgets.topup_limit import TopupLimitDialog
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers.layout import words_cut
from helpers.pseudo import build_pseudo
from helpers.till import close_till, counter_settled, open_till, redeem_amount, run, scan
from helpers.words import english
from sandbox_harness.server import SandboxServer

SIZE = (1024, 768)
MANAGER_PIN = "2468"


@pytest.fixture
def pseudo_till(
    qtbot: QtBot,
    qloop: object,
    sandbox: SandboxServer,
    tmp_path: Path,
    styled: QApplication,
    monkeypatch: pytest.MonkeyPatch,
) -> Iterator[tuple[MainWindow, Till, LanguageSwitch]]:
    """The real till at 1024×768 in the real style, speaking the pseudo-language; English after."""
    # The screen is the till's: each dialog's room is what it leaves (``room_for``).
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(QPoint(0, 0), QSize(*SIZE)))
    window, till = open_till(qtbot, sandbox, tmp_path / "home")
    window.resize(*SIZE)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == SIZE)
    assert till.translations_cache is not None
    build_pseudo(till.translations_cache)
    switch = app_language(till.translations_cache)
    switch._cache_dir = till.translations_cache
    assert run(qtbot, switch.use(PSEUDO)) == PSEUDO
    # Qt tells the widgets on its next turn of the event loop.
    qtbot.waitUntil(lambda: window.header.staff.text().startswith("["), timeout=10_000)
    yield window, till, switch
    switch._swap(i18n.SOURCE_LANGUAGE, None)
    close_till(qtbot, window, till)


def cut(root: QWidget, parts: Iterable[QWidget] = ()) -> list[str]:
    """What is clipped, outside ``root``, wrapped short of its lines, or too small to touch: in
    ``parts`` of it (the boxes walked here), or in all of it; a scroll away is not cut."""
    widgets = [child for part in parts for child in part.findChildren(QWidget)] or root.findChildren(QWidget)
    return words_cut(root, widgets, scroll_away=True)


def fits(dialog: QDialog) -> list[str]:
    QApplication.processEvents()
    found = cut(dialog)
    if dialog.width() > SIZE[0] or dialog.height() > SIZE[1]:
        found.append(f"{type(dialog).__name__} is {dialog.width()}×{dialog.height()}")
    return found


def approve_with_pin(qtbot: QtBot, window: MainWindow) -> PinDialog:
    """The manager's PIN prompt a manager action opens, answered with the manager's PIN."""
    actions = window.manager_actions
    qtbot.waitUntil(lambda: actions.pin_dialog is not None and actions.pin_dialog.isVisible())
    pin = actions.pin_dialog
    assert isinstance(pin, PinDialog)
    qtbot.keyClicks(pin.pin, MANAGER_PIN)
    qtbot.keyClick(pin.pin, Qt.Key.Key_Return)
    return pin


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
    model = till.activity.model
    qtbot.waitUntil(lambda: model.rowCount() > 0 and model.event_at_row(0).code == DemoCodes.VALID_PARTIAL)
    event = model.event_at_row(0)

    actions.reverse(event)
    qtbot.waitUntil(lambda: actions.pin_dialog is not None and actions.pin_dialog.isVisible())
    pin = actions.pin_dialog
    assert isinstance(pin, PinDialog)
    assert english(pin, till) == []
    assert fits(pin) == []
    qtbot.keyClicks(pin.pin, MANAGER_PIN)
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
    approve_with_pin(qtbot, window)
    qtbot.waitUntil(lambda: isinstance(actions.dialog, ManagersDialog))
    managers = actions.dialog
    assert isinstance(managers, ManagersDialog)
    assert english(managers, till, [managers.table]) == []
    assert fits(managers) == []
    managers.reject()

    assert window.topup.limit is not None
    window.topup.limit.trigger()
    approve_with_pin(qtbot, window)
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
