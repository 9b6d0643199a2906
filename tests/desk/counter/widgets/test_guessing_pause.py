"""A burst of unknown or mistyped codes pauses the counter's lookups until a manager lifts it."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from app.compose import Till
from app.desk.counter.guessing import MISSES
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers.manager import TRAINING_MANAGER, enter_pin
from helpers.notices import NoticeRecorder
from helpers.till import scan

TillWindow = tuple[MainWindow, Till]
PAUSED = "Lookups are paused for"


def looked_up(qtbot: QtBot, window: MainWindow, code: str) -> None:
    scan(qtbot, window, code)
    qtbot.waitUntil(lambda: not window.till.tasks.running("lookup"))


def test_a_burst_of_unknown_codes_pauses_lookups_and_a_manager_lifts_the_pause(
    qtbot: QtBot, till_window: TillWindow, told: NoticeRecorder
) -> None:
    window, till = till_window
    looked_up(qtbot, window, "NOSUCHCODE1")
    looked_up(qtbot, window, "NOSUCHCODE1")  # a scanner sending it twice: one miss
    looked_up(qtbot, window, "ab")  # not a code at all
    for n in range(2, MISSES - 1):
        looked_up(qtbot, window, f"NOSUCHCODE{n}")
    # A valid code scanned twice never counts.
    looked_up(qtbot, window, DemoCodes.VALID_PARTIAL)
    looked_up(qtbot, window, DemoCodes.VALID_PARTIAL)
    assert till.lookup.voucher is not None
    assert till.audit.entries(action="lookup pause") == []
    assert not any(PAUSED in text for text in told.texts("lookup"))

    looked_up(qtbot, window, "NOSUCHCODE9")
    (paused,) = till.audit.entries(action="lookup pause")
    assert paused.staff == "Sam Till"
    assert paused.code is not None
    assert "NOSUCHCODE9" not in paused.code, "the audit line masks the code"
    said = told.texts("lookup")[-1]
    assert said.startswith("Lookups are paused for 60 s"), said

    looked_up(qtbot, window, DemoCodes.FULL_ONLY)
    assert told.texts("lookup")[-1].startswith(PAUSED)
    assert till.lookup.voucher is None or till.lookup.voucher.redeem_code != DemoCodes.FULL_ONLY

    window.manager_actions.lift_lookup_pause()
    enter_pin(qtbot, window)
    qtbot.waitUntil(lambda: till.audit.entries(action="lift lookup pause") != [])
    (lifted,) = till.audit.entries(action="lift lookup pause")
    assert lifted.manager == TRAINING_MANAGER
    looked_up(qtbot, window, DemoCodes.FULL_ONLY)
    qtbot.waitUntil(
        lambda: till.lookup.voucher is not None and till.lookup.voucher.redeem_code == DemoCodes.FULL_ONLY
    )
