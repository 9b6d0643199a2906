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
import os
import sqlite3
import subprocess
import sys
import time
from contextlib import closing
from pathlib import Path

import httpx
import pytest

from app.sandbox.seed import DEMO_KEY, DemoCodes

pytestmark = pytest.mark.slow

CODE = DemoCodes.VALID_PARTIAL
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def sandbox_url() -> object:
    process = subprocess.Popen(
        [sys.executable, "-m", "app.sandbox", "--port", "0"],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        assert process.stdout is not None
        first = process.stdout.readline()
        assert "serving http://" in first, first
        yield first.split("serving ", 1)[1].split()[0]
    finally:
        process.kill()
        process.wait(10)
        if process.stdout is not None:
            process.stdout.close()


def till_env(tz: str | None) -> dict[str, str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    if tz is not None:
        env["TZ"] = tz
    return env


def self_test(config_dir: Path, url: str, tz: str | None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "app", "--sandbox-url", url, "--config-dir", str(config_dir), "--self-test"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env=till_env(tz),
        timeout=120,
        check=False,
    )


def wait_for_state(config_dir: Path, state: str, timeout_s: float = 60.0) -> sqlite3.Row:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        rows = [row for row in movements(config_dir) if row["state"] == state]
        if rows:
            return rows[0]
        time.sleep(0.1)
    raise AssertionError(f"no movement became {state}")


def movements(config_dir: Path) -> list[sqlite3.Row]:
    path = config_dir / "data" / "training" / "journal.sqlite3"
    with closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as db:
        db.row_factory = sqlite3.Row
        return db.execute("SELECT * FROM movements").fetchall()


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

        again = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "app",
                "--sandbox-url",
                sandbox_url,
                "--config-dir",
                str(tmp_path / "till-a"),
                "--staff",
                "Alex Till",
            ],
            cwd=ROOT,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            env=till_env("America/New_York"),
        )
        try:
            a_row = wait_for_state(tmp_path / "till-a", "unconfirmed")
        finally:
            again.kill()
            again.wait(10)
        [b_row] = movements(tmp_path / "till-b")
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
