"""The audit log read by its money: its amount ("Kwota") whole in view at 1024×768 and at 1366×768
with 125 %, in every language the till translates; the words beside it give way ("…", whole in
their tooltips). The voucher accounts' paid part and consideration are held to the same in every
language by the layout walk (``tests/shell/test_layout_every_language.py``)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from app.desk.manager.widgets.audit_log import AuditLogDialog
from helpers.layout import list_problems
from helpers.manager import manager_dialog, manager_dialog_closed
from helpers.screens import SCREENS, Screen, ScreenTill, fit, in_languages, on_screens
from helpers.till import keyed_on_the_pos, redeemed_at_the_counter


@on_screens(SCREENS[:2])
@in_languages(("pl_PL", "de_DE", "pt_PT", "es_ES", "it_IT", "ro_RO"))
def test_the_audit_log_keeps_its_money_whole_in_view(
    qtbot: QtBot, screen_till: ScreenTill, language: str, screen: Screen
) -> None:
    window, desk = screen_till.speaking(language, screen)
    redeemed_at_the_counter(qtbot, window, desk)
    keyed_on_the_pos(qtbot, window)
    log = manager_dialog(qtbot, window, window.manager_actions.audit_log, AuditLogDialog)
    # Closed once the log's chain is checked: closing it during the check fails at the till's close.
    qtbot.waitUntil(lambda: log.check.property("kind") != "checking", timeout=10_000)
    fit(log)
    assert log.table.model().rowCount() > 0
    assert list_problems(log) == []
    manager_dialog_closed(qtbot, window, log)
