"""A till killed while it checks a lost redemption finds the truth when it starts again.

Two real processes: the sandbox (``python -m app.sandbox``) and the app in training mode pointed at
it (``--sandbox-url``). The app's self-test redeems £1.00; the sandbox commits it and drops the
connection, and holds back the balance events the till reads to check, so the till is stuck in
"checking" when it is killed with SIGKILL. Restarted normally, it reconciles at start: the journal
entry becomes ``done`` with the service's event, and the voucher lost £1.00 exactly once.
"""

from __future__ import annotations

import json
import signal
import subprocess
from pathlib import Path

import httpx
import pytest

from app.sandbox.seed import DemoCodes
from app.sandbox.seed_catalogue import DEMO_KEY
from helpers.processes import in_state, journal_rows, start_till, stop, wait_for

pytestmark = pytest.mark.slow

CODE = DemoCodes.VALID_PARTIAL  # £50.00; the self-test redeems £1.00 of it


def test_killed_while_checking_then_reconciled_at_start(tmp_path: Path, sandbox_url: str) -> None:
    config_dir = tmp_path / "till"
    service = httpx.Client(base_url=sandbox_url, auth=(DEMO_KEY, ""), timeout=5)
    control = httpx.Client(base_url=sandbox_url, timeout=5)
    app: subprocess.Popen[str] | None = None
    try:
        control.post(
            "/_sandbox/faults",
            json=[
                {"path": f"/codes/{CODE}/redeem/", "method": "POST", "drop": {"when": "after"}, "times": 1},
                # Slow reconciliation reads only (they ask since a time), not the read of the
                # newest events that goes before the redemption.
                {"path": "/balance_events/", "query": "created", "method": "GET", "latency_ms": 60_000},
            ],
        ).raise_for_status()

        app = start_till(sandbox_url, config_dir, "--self-test")
        [unknown] = wait_for("the till to lose the answer", lambda: in_state(config_dir, "unknown"))
        log = config_dir / "logs" / "voucher-desk.log"
        wait_for("the till to start checking", lambda: "no answer; reconciling" in log.read_text())
        assert app.poll() is None, "the till should still be checking"
        app.send_signal(signal.SIGKILL)
        app.wait(10)
        app = None

        assert service.get(f"/codes/{CODE}/").json()["balances"]["current"]["GBP"] == 49
        assert [row["state"] for row in journal_rows(config_dir)] == ["unknown"]

        control.delete("/_sandbox/faults").raise_for_status()
        app = start_till(sandbox_url, config_dir, "--staff", "Sam Till")
        # Training on a sandbox at an address other tills may share: the one event found is not
        # taken as this till's without a manager; it is the candidate of an unconfirmed movement.
        [settled] = wait_for("the till to reconcile at start", lambda: in_state(config_dir, "unconfirmed"))
        assert settled["id"] == unknown["id"]
        assert (settled["kind"], settled["code"], settled["amount"]) == ("redeem", CODE, "1.00")

        events = service.get("/balance_events/", params={"locationID": 71}).json()["data"]
        redeemed = [e for e in events if e["row"]["code"] == CODE and e["type"] == "Redeemed"]
        assert len(redeemed) == 1, "taken once"
        assert [c["event_id"] for c in json.loads(settled["candidates"])] == [redeemed[0]["eventID"]]
        assert service.get(f"/codes/{CODE}/").json()["balances"]["current"]["GBP"] == 49
    finally:
        if app is not None:
            stop(app)
        service.close()
        control.close()
