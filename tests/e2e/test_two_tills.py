"""Two real tills on one real sandbox, one of them in another time zone, one losing its answer.

Three processes: the sandbox (``python -m app.sandbox``), till B in this machine's zone and till A
with ``TZ=America/New_York``, each in training mode on that sandbox (``--sandbox-url``) with its
own folder, each running its self-test (a £1.00 redemption of SPA50PART at Hotel Reception). B
redeems first. A's answer is then lost after the service applied it, and A's self-test ends on
"checking". A is started again as a till is at the next shift: its re-check at start reconciles the
movement. A's clock is five hours off the service's and another till is at work at its desk, so it
cannot single out its own event: it must end unconfirmed, with its own event as the candidate and
B's (which existed before A sent) not among them; never "Redeemed" on a guess, never "did not go
through", and nothing taken twice.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import httpx
import pytest

from app.sandbox.seed import DEMO_KEY, DemoCodes
from helpers.processes import ROOT, in_state, journal_rows, start_till, stop, till_command, till_env, wait_for

pytestmark = pytest.mark.slow

CODE = DemoCodes.VALID_PARTIAL


def self_test(config_dir: Path, url: str, tz: str | None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        till_command(url, config_dir, "--self-test"),
        cwd=ROOT,
        capture_output=True,
        text=True,
        env=till_env(tz),
        timeout=120,
        check=False,
    )


def test_a_till_in_another_zone_that_loses_its_answer_beside_another_till_asks_a_manager(
    tmp_path: Path, sandbox_url: str
) -> None:
    service = httpx.Client(base_url=sandbox_url, auth=(DEMO_KEY, ""), timeout=5)
    control = httpx.Client(base_url=sandbox_url, timeout=5)
    try:
        b = self_test(tmp_path / "till-b", sandbox_url, None)
        assert b.returncode == 0, b.stderr
        assert "self-test passed: Redeemed £1.00" in b.stdout

        control.post(
            "/_sandbox/faults",
            json={"path": f"/codes/{CODE}/redeem/", "method": "POST", "drop": {"when": "after"}, "times": 1},
        ).raise_for_status()
        a = self_test(tmp_path / "till-a", sandbox_url, "America/New_York")
        assert a.returncode == 1
        assert "Checking with the service" in a.stderr
        assert "Redeemed" not in a.stderr

        again = start_till(sandbox_url, tmp_path / "till-a", "--staff", "Alex Till", tz="America/New_York")
        try:
            [a_row] = wait_for(
                "till A to reconcile at start", lambda: in_state(tmp_path / "till-a", "unconfirmed"), 60.0
            )
        finally:
            stop(again)
        [b_row] = journal_rows(tmp_path / "till-b")
        assert b_row["state"] == "done"
        assert a_row["state"] == "unconfirmed"
        candidates = [c["event_id"] for c in json.loads(a_row["candidates"])]
        events = service.get("/balance_events/", params={"locationID": 71}).json()["data"]
        redeemed = [e["eventID"] for e in events if e["row"]["code"] == CODE and e["type"] == "Redeemed"]
        assert len(redeemed) == 2, "each till's £1.00 taken once"
        [a_event] = [event_id for event_id in redeemed if event_id != b_row["result_event_id"]]
        assert candidates == [a_event], "B's event existed before A sent: never A's candidate"
        assert service.get(f"/codes/{CODE}/").json()["balances"]["current"]["GBP"] == 48
    finally:
        service.close()
        control.close()
