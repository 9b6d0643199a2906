"""The voucher accounts on a 1024×768 till at 125 %: every money column of the movements in sight,
in every language, the words and long headers beside them giving way first."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.core.i18n import translate
from app.desk.accounts.widgets.accounts_dialog import AccountsDialog
from app.desk.common.widgets.language import LANGUAGES
from helpers.layout import list_problems, problems
from helpers.manager import accounts_read, manager_dialog_closed
from helpers.screens import NARROW, SCREENS, ScreenTill, fit

RATIO, WORTH = 5, 6


def headers(dialog: AccountsDialog) -> list[tuple[str, str]]:
    """The paid ratio's and the consideration's headers as shown, each with its tooltip."""
    model = dialog.table.model()
    return [
        (
            str(model.headerData(column, Qt.Orientation.Horizontal)),
            str(model.headerData(column, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole) or ""),
        )
        for column in (RATIO, WORTH)
    ]


@pytest.mark.parametrize("language", [language.code for language in LANGUAGES])
def test_on_a_narrow_till_every_money_column_of_the_accounts_is_in_sight(
    qtbot: QtBot, screen_till: ScreenTill, language: str
) -> None:
    window, _ = screen_till.speaking(language, NARROW)
    accounts = accounts_read(qtbot, window)
    fit(accounts)
    found = problems(accounts) + list_problems(accounts)
    # Where a header gives way, the paid ratio's goes first, its whole words then its tooltip.
    ratio, worth = headers(accounts)
    whole = translate("Accounts", "Paid ratio")
    assert ratio in ((whole, ""), (translate("Accounts", "Paid %"), whole))
    assert ratio[1] or not worth[1], "the consideration's header gave way before the paid ratio's"
    manager_dialog_closed(qtbot, window, accounts)
    assert found == [], "\n".join(found)


def test_on_a_wide_till_the_headers_are_whole(qtbot: QtBot, screen_till: ScreenTill) -> None:
    window, _ = screen_till.speaking("de_DE", SCREENS[1])
    accounts = accounts_read(qtbot, window)
    fit(accounts)
    shown = headers(accounts)
    found = list_problems(accounts)
    manager_dialog_closed(qtbot, window, accounts)
    assert shown == [("Bezahlter Anteil", ""), ("Gegenleistung", "")]
    assert found == [], "\n".join(found)
