"""One act, one word in each language: the button that does it, the line that says it was done, the
feed's type and the shift report all use the same word, so a cashier who pressed *Cofnij* reads
*Cofnięte* after it, not another verb (Polish said *Wycofane* after *Cofnij*).

Real translations on the real till against the sandbox.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QAbstractItemModel, Qt
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.core import i18n
from app.desk.common.widgets.language import LanguageSwitch, app_language
from app.desk.manager.widgets.reverse import ReverseDialog
from app.desk.manager.widgets.shift_report import ShiftReportDialog
from app.desk.topup.topup import Offer
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers.manager import TRAINING_MANAGER, enter_pin, opened_dialog
from helpers.till import close_till, newest_event, open_till, redeem_amount, run, scan
from sandbox_harness.server import SandboxServer

TillWindow = tuple[MainWindow, Till]

#: The stem of each language's word for a reverse, and the words it must not be said with: another
#: verb for the same act, or the word the language uses for a void voucher.
REVERSE_WORDS = {
    "pl_PL": ("cofn", ("wycof",)),
    "de_DE": ("storn", ("rückgängig", "zurückgebucht")),
    "es_ES": ("anul", ("revert", "revoc")),
    "it_IT": ("storn", ("annull",)),
    "pt_PT": ("revert", ("anul", "estorn")),
    "ro_RO": ("storn", ("anul",)),
}


def texts_of(model: QAbstractItemModel) -> list[str]:
    rows, columns = model.rowCount(), model.columnCount()
    return [str(model.index(r, c).data() or "") for r in range(rows) for c in range(columns)]


@pytest.mark.parametrize("language", sorted(REVERSE_WORDS))
def test_a_reverse_is_said_with_its_buttons_word_from_the_dialog_to_the_report(
    language: str, qtbot: QtBot, till_window: TillWindow, switch: LanguageSwitch
) -> None:
    window, till = till_window
    stem, others = REVERSE_WORDS[language]
    assert run(qtbot, switch.use(language), timeout_ms=60_000) == language
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    redeem_amount(qtbot, window, "10")
    window.manager_actions.reverse(newest_event(qtbot, till, DemoCodes.VALID_PARTIAL))
    enter_pin(qtbot, window)
    dialog = opened_dialog(qtbot, window, ReverseDialog)
    button = dialog.confirm.text()
    qtbot.keyClicks(dialog.reason, "wrong voucher")
    dialog.confirm.click()
    qtbot.waitUntil(lambda: dialog.status.isVisible() and stem in dialog.status.text().casefold())
    outcome = dialog.status.text()
    dialog.close_button.click()
    qtbot.waitUntil(lambda: till.activity.model.event_at_row(0).type == "Unredeemed")
    feed = till.activity.model
    [type_column] = [
        c
        for c in range(feed.columnCount())
        if feed.headerData(c, Qt.Orientation.Horizontal) == i18n.translate("Feed", "Type")
    ]
    feed_type = feed.index(0, type_column).data()
    qtbot.waitUntil(lambda: stem in window.redeem_status.text().casefold())
    counter = window.redeem_status.text()

    report = ShiftReportDialog(till.desk.shift_report(TRAINING_MANAGER), till.session.place, window)
    qtbot.addWidget(report)
    qtbot.waitUntil(lambda: report.report is not None, timeout=10_000)
    in_report = [text for text in texts_of(report.table.model()) if text == feed_type]
    report.reject()

    said = {"button": button, "outcome": outcome, "feed": feed_type, "counter": counter}
    assert {where: text for where, text in said.items() if stem not in text.casefold()} == {}
    assert {w: t for w, t in said.items() if any(o in t.casefold() for o in others)} == {}
    assert in_report, f"the report's line says the feed's {feed_type!r}"


def test_in_polish_a_new_card_is_said_activated_as_its_button_says_never_topped_up(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> None:
    """*Aktywuj jako nową kartę* is answered *Aktywowano nową kartę*: *doładowano* is a top-up's word."""
    window, till = open_till(qtbot, sandbox, tmp_path / "home", staff_may_topup=True)
    assert till.translations_cache is not None
    language = app_language(till.translations_cache)
    try:
        assert run(qtbot, language.use("pl_PL"), timeout_ms=60_000) == "pl_PL"
        scan(qtbot, window, "NEWCARD77")
        qtbot.waitUntil(lambda: window.topup.isVisible() and till.topup.offer is Offer.ACTIVATE)
        button = window.topup.offer_button.text()
        window.topup.offer_button.click()
        qtbot.waitUntil(window.topup.form.isVisible)
        qtbot.waitUntil(lambda: window.topup.currency.text() == "GBP")
        qtbot.keyClicks(window.topup.amount, "25")
        qtbot.waitUntil(window.topup.review_button.isEnabled)
        window.topup.review_button.click()
        qtbot.waitUntil(window.topup.review_box.isVisible)
        review = window.topup.review_box.text.text()
        window.topup.review_box.confirm_button.click()
        qtbot.waitUntil(lambda: "NEWCARD77" in window.redeem_status.text(), timeout=10_000)
        said = {"button": button, "review": review, "outcome": window.redeem_status.text()}
        assert {where: text for where, text in said.items() if "aktyw" not in text.casefold()} == {}
        assert "doładow" not in said["outcome"].casefold()
    finally:
        language._swap(i18n.SOURCE_LANGUAGE, None)
        close_till(qtbot, window, till)
