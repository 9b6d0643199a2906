"""The lookup and redeem view-models against the sandbox, watched through their signals."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
import qasync
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from app.compose import Till, build_till
from app.core.paths import resolve_paths
from app.desk.common.presenters import VoucherView
from app.sandbox.seed import DemoCodes
from app.sandbox.seed_catalogue import DEMO_KEY
from helpers.till import run, till_settings
from sandbox_harness.server import SandboxServer


def make_till(sandbox: SandboxServer, home: Path) -> Till:
    till = build_till(
        till_settings(sandbox), DEMO_KEY, resolve_paths(home).ensure(), settings_file=None, training=True
    )
    till.session.sign_in("Pat")
    return till


def test_lookup_signals_the_voucher_then_fills_rows_and_history(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path, qtmodeltester: ModelTester
) -> None:
    till = make_till(sandbox, tmp_path)
    with qtbot.waitSignal(till.lookup.voucher_shown) as shown:
        till.lookup.look_up(" tea40part ")
    view = shown.args[0]
    assert isinstance(view, VoucherView)
    assert (view.badge, view.balance_text, view.starting_text) == ("Part used", "£25.00", "£40.00")
    qtbot.waitUntil(lambda: till.lookup.history.rowCount() == 1)
    assert till.lookup.rows.rowCount() >= 1
    qtmodeltester.check(till.lookup.rows)
    qtmodeltester.check(till.lookup.history)
    run(qtbot, till.aclose())


def test_a_new_lookup_replaces_one_still_running(
    qtbot: QtBot, qloop: qasync.QEventLoop, sandbox: SandboxServer, tmp_path: Path
) -> None:
    till = make_till(sandbox, tmp_path)
    sandbox.faults.set(latency_ms=2_000, path=f"/codes/{DemoCodes.FULL_ONLY}/", times=1)
    seen: list[str] = []
    till.lookup.voucher_shown.connect(lambda view: seen.append(view.code))
    till.lookup.look_up(DemoCodes.FULL_ONLY)
    [slow] = [task for task in asyncio.all_tasks(qloop) if task.get_name() == "lookup"]
    qtbot.waitUntil(lambda: sandbox.faults.describe() == [])  # its request is at the service
    till.lookup.look_up(DemoCodes.VALID_PARTIAL)
    qtbot.waitUntil(lambda: till.lookup.rows.rowCount() > 0)
    # The replaced lookup has ended: from now on it can show nothing, late answer or not.
    with pytest.raises(asyncio.CancelledError):
        run(qtbot, slow)
    assert seen == [DemoCodes.VALID_PARTIAL]
    run(qtbot, till.aclose())


def test_redeem_checks_as_typed_and_reports_the_outcome(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> None:
    till = make_till(sandbox, tmp_path)
    with qtbot.waitSignal(till.lookup.voucher_shown):
        till.lookup.look_up(DemoCodes.VALID_PARTIAL)
    till.redeem.set_voucher(till.lookup.voucher, redeemable=True)
    checks: list[tuple[bool, str, str]] = []
    till.redeem.check_changed.connect(lambda ok, why, preview: checks.append((ok, why, preview)))
    for typed in ("-1", "1e9", "0.001", "abc", "60", "12.5"):
        till.redeem.check(typed)
    assert [ok for ok, _, _ in checks] == [False, False, False, False, False, True]
    assert all(why for ok, why, _ in checks if not ok)
    assert checks[-1][2] == "Balance after: £37.50"
    with qtbot.waitSignal(till.redeem.notice, check_params_cb=lambda notice: notice.kind == "done") as done:
        till.redeem.review("12.5")
        till.redeem.confirm()
    assert done.args[0].text.startswith("Redeemed £12.50 from SPA50PART. New balance £37.50 ·\u00a0ref\u00a0")
    assert sandbox.state.balance_of(DemoCodes.VALID_PARTIAL) == 3750
    run(qtbot, till.aclose())
