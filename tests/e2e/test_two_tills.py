"""Two real tills on one real sandbox, one of them in another time zone, one losing its answer.

The first test redeems; the second tops up and sells a new card (``--self-test=topup`` and
``--self-test=activate:CODE``, through the top-up box and the PIN prompt) the same way.

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

from app.sandbox.seed import DemoCodes
from app.sandbox.seed_catalogue import DEMO_KEY
from helpers.processes import ROOT, in_state, journal_rows, start_till, stop, till_command, till_env, wait_for

pytestmark = pytest.mark.slow

CODE = DemoCodes.VALID_PARTIAL


def self_test(
    config_dir: Path, url: str, tz: str | None, what: str = "redeem"
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        till_command(url, config_dir, f"--self-test={what}"),
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


NEW_CARD = "E2ENEWCARD1"


def test_two_tills_top_up_and_sell_a_new_card_and_a_lost_activation_is_never_sold_twice(
    tmp_path: Path, sandbox_url: str
) -> None:
    """Till B tops SPA50PART up by £1.00; till A, five hours away, sells a blank card with £1.00 and
    loses the answer after the service activated it. Each through the top-up box, its confirm and
    the manager's PIN prompt. A cannot tell its activation from another till's at its desk, so it
    is unconfirmed with the activation as its one candidate, never "New card" on a guess; the
    service holds one top-up and one activation, each once, and each journal keeps its approver."""
    service = httpx.Client(base_url=sandbox_url, auth=(DEMO_KEY, ""), timeout=5)
    control = httpx.Client(base_url=sandbox_url, timeout=5)
    try:
        b = self_test(tmp_path / "till-b", sandbox_url, None, "topup")
        assert b.returncode == 0, b.stderr
        assert "self-test passed: Topped up SPA50PART: £1.00 loaded. Balance £51.00" in b.stdout

        assert service.get(f"/codes/{NEW_CARD}/").status_code == 404
        control.post(
            "/_sandbox/faults",
            json={
                "path": f"/codes/{NEW_CARD}/topup/",
                "method": "POST",
                "drop": {"when": "after"},
                "times": 1,
            },
        ).raise_for_status()
        a = self_test(tmp_path / "till-a", sandbox_url, "America/New_York", f"activate:{NEW_CARD}")
        assert a.returncode == 1
        assert "answer was lost and it could not be proven" in a.stderr, a.stderr
        assert "New card" not in a.stderr

        [b_row] = journal_rows(tmp_path / "till-b")
        [a_row] = journal_rows(tmp_path / "till-a")
        assert (b_row["kind"], b_row["state"], b_row["amount"]) == ("topup", "done", "1.00")
        assert (a_row["kind"], a_row["state"], a_row["amount"]) == ("topup", "unconfirmed", "1.00")
        assert {b_row["approved_by"], a_row["approved_by"]} == {"Training manager"}

        events = service.get("/balance_events/", params={"locationID": 71}).json()["data"]
        topups = [e for e in events if e["row"]["code"] == CODE and e["type"] == "Topup"]
        activations = [e for e in events if e["row"]["code"] == NEW_CARD]
        assert [e["eventID"] for e in topups] == [b_row["result_event_id"]], "B's top-up, once"
        assert [e["type"] for e in activations] == ["Activation"], "the card sold once, never twice"
        candidates = [c["event_id"] for c in json.loads(a_row["candidates"])]
        assert candidates == [activations[0]["eventID"]]
        assert service.get(f"/codes/{CODE}/").json()["balances"]["current"]["GBP"] == 51
        assert service.get(f"/codes/{NEW_CARD}/").json()["balances"]["current"]["GBP"] == 1
    finally:
        service.close()
        control.close()
