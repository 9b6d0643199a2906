"""A till killed (SIGKILL) while it sends a bill, then restarted through the real window.

A bill of £150.00 with three vouchers, paid by a till in a process of its own
(``helpers/bill_process.py``). The first line (£50.00) goes through; the second's (£25.00) answer
never comes, the service applying it only later (``late_commit``), so the till is checking it when
it is killed; the third (£75.00) was never sent. Restarted, the till settles the second from the
service's records, and its hand-off asks the POS for what the service took (£75.00 on two vouchers,
£75.00 left), names the line never sent, and tells the cashier the bill was interrupted.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from datetime import datetime
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.core.masking import mask_code
from app.core.movement import MovementState
from app.sandbox.seed import DemoCodes
from app.store.journal import Journal
from helpers import logs
from helpers.notices import NoticeRecorder
from helpers.processes import ROOT, stop, wait_for
from helpers.till import till_open
from helpers.words import REFERENCES_LABEL
from sandbox_harness.server import SandboxServer

pytestmark = [pytest.mark.slow, pytest.mark.logs(*logs.FAULTS)]

FIRST, SECOND, THIRD = DemoCodes.VALID_PARTIAL, DemoCodes.PART_USED, DemoCodes.FULL_ONLY


def journal_of(home: Path) -> list[tuple[str | None, MovementState, int | None]]:
    """What the till's own journal holds: each redemption's code, state and the service's event."""
    with Journal(home / "data" / "training" / "journal.sqlite3") as journal:
        return [(m.code, m.state, m.result_event_id) for m in journal.between(datetime.min, datetime.max)]


def test_a_bill_killed_mid_send_is_rebuilt_from_its_journal_at_restart(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> None:
    home = tmp_path / "home"
    sandbox.faults.set(path=f"/codes/{SECOND}/redeem/$", method="POST", late_commit={}, times=1)
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        # The second line's lost answer is checked for ten minutes: the till is killed meanwhile.
        "VOUCHER_DESK_SETTLE_S": "600",
        "PYTHONPATH": os.pathsep.join([str(ROOT), str(ROOT / "tests")]),
    }
    process: subprocess.Popen[str] | None = subprocess.Popen(
        [
            sys.executable,
            str(ROOT / "tests" / "helpers" / "bill_process.py"),
            str(home),
            sandbox.url,
            "150",
            "Table 12",
            FIRST,
            SECOND,
            THIRD,
        ],
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        text=True,
        env=env,
    )
    try:
        wait_for(
            "the second line's answer to be lost",
            lambda: (
                [(c, s) for c, s, _e in journal_of(home)][1:] == [(SECOND, MovementState.UNKNOWN)]
                if (home / "data" / "training" / "journal.sqlite3").exists()
                else False
            ),
        )
        assert process is not None
        process.send_signal(signal.SIGKILL)
        process.wait(10)
        process = None
    finally:
        if process is not None:
            stop(process)
    # The service applies the second line only now: it was at the service when the till died.
    assert sandbox.faults.release_late() == 1
    assert [sandbox.state.balance_of(code) for code in (FIRST, SECOND, THIRD)] == [0, 0, 7500]
    assert [(c, s) for c, s, _e in journal_of(home)] == [
        (FIRST, MovementState.DONE),
        (SECOND, MovementState.UNKNOWN),
    ], "the third line was never sent"

    with till_open(qtbot, sandbox, home, only_till_here=True) as (window, till):
        told = NoticeRecorder(till)
        till.recheck.check_now()  # the check at start, as the app runs it
        interrupted = (
            f"Bill Table 12 was interrupted when the till stopped: the service took £75.00; not sent: "
            f"£75.00 on {mask_code(THIRD)}. £75.00 left to pay on the POS."
        )
        qtbot.waitUntil(lambda: interrupted in told.texts("handoff"), timeout=20_000)
        [(_, first, first_ref), (_, second, second_ref)] = journal_of(home)
        assert (first, second) == (MovementState.DONE, MovementState.DONE)
        qtbot.waitUntil(window.handoff.isVisible)
        assert window.handoff.instruction.text() == (
            f"Key £75.00 as Gift voucher (2 vouchers) {REFERENCES_LABEL}{first_ref}, {second_ref}; "
            "£75.00 left to pay"
        )
        current = till.handoff.current
        assert current is not None
        assert current.detail.startswith(
            f"Bill Table 12 interrupted — not sent: £75.00 on {mask_code(THIRD)} "
        )
        assert window.handoff.keyed.isEnabled()
