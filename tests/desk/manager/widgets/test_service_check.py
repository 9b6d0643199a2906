"""*Manager → Check the service* in the real window, on points only a till with a journal and a feed
can show: stamps in a zone behind the till's, proved by the till's own movement after a restart,
and an event of a type the till does not know, which the manager's reverse refuses before any PIN.
"""

from __future__ import annotations

from pathlib import Path

import qasync
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.desk.manager.widgets import ServiceCheckDialog
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers.manager import manager_dialog
from helpers.till import another_till_redeems, close_till, open_till, redeemed, run
from sandbox_harness.forms import UNKNOWN_EVENT_TYPE, ZONE_SHIFT
from sandbox_harness.server import SandboxServer

TillWindow = tuple[MainWindow, Till]


def _check(qtbot: QtBot, window: MainWindow) -> ServiceCheckDialog:
    dialog = manager_dialog(qtbot, window, window.manager_actions.check_service, ServiceCheckDialog)
    qtbot.waitUntil(lambda: "shapes" in " ".join(dialog.model.result.lines() if dialog.model.result else []))
    return dialog


def test_stamps_behind_are_adapted_to_from_the_journal_after_a_restart(
    qtbot: QtBot, qloop: qasync.QEventLoop, sandbox: SandboxServer, tmp_path: Path
) -> None:
    home = tmp_path / "home"
    sandbox.forms.set("zone_stamps_behind")
    window, till = open_till(qtbot, sandbox, home)
    redeemed(qtbot, window, DemoCodes.VALID_PARTIAL, "5")
    close_till(qtbot, window, till)

    window, till = open_till(qtbot, sandbox, home)
    assert till.client.timeline.measured_s is None, "nothing measured yet in this session"
    dialog = _check(qtbot, window)
    text = dialog.findings.toPlainText()
    assert "Adapted: This till's own movements measured the service's clock 3 h 00 min behind" in text
    assert till.settings.service_fit.stamp_offset_minutes == -ZONE_SHIFT.total_seconds() // 60
    assert till.client.timeline.offset_s == -ZONE_SHIFT.total_seconds()
    dialog.reject()
    qtbot.waitUntil(lambda: window.manager_actions.dialog is None)
    close_till(qtbot, window, till)


def test_an_event_of_a_type_the_till_does_not_know_is_named_and_its_reverse_refused(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer
) -> None:
    window, till = till_window
    sandbox.forms.set("unknown_event_type", path="/balance_events/", method="GET")
    dialog = _check(qtbot, window)
    assert f"Differs: The location's events use types the till does not know: {UNKNOWN_EVENT_TYPE}." in (
        dialog.findings.toPlainText()
    )
    dialog.reject()
    qtbot.waitUntil(lambda: window.manager_actions.dialog is None)

    # A movement of another till, so the feed reads a newest event again, as the service types it.
    run(qtbot, another_till_redeems(sandbox, DemoCodes.VALID_PARTIAL, "2.00"))
    till.activity.poll_now()
    qtbot.waitUntil(
        lambda: (
            till.activity.model.rowCount() > 0
            and till.activity.model.event_at_row(0).type == UNKNOWN_EVENT_TYPE
        )
    )
    window.activity.table.selectRow(0)
    assert not window.activity.reverse.isEnabled()
    refusal = f"{UNKNOWN_EVENT_TYPE} events cannot be reversed."
    assert window.activity.why_not.text() == refusal
    # The service would take the reverse (the event is a redemption to it): the till must not send it.
    event = till.activity.model.event_at_row(0)
    code = event.code
    assert code is not None
    before = sandbox.state.balance_of(code)
    window.manager_actions.reverse(event)
    assert window.manager_actions.notice is not None
    assert window.manager_actions.notice.text() == refusal
    assert window.manager_actions.pin_dialog is None, "refused before any PIN"
    assert sandbox.state.balance_of(code) == before
    assert till.audit.entries(action="reverse") == []
