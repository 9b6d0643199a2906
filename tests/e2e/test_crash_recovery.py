"""A till killed while it checks a lost redemption finds the truth when it starts again.

Two real processes: the sandbox (``python -m app.sandbox``) and the app in training mode pointed at
it (``--sandbox-url``). The app's self-test redeems £1.00; the sandbox commits it and drops the
connection, and holds back the balance events the till reads to check, so the till is stuck in
"checking" when it is killed with SIGKILL. Restarted normally, it reconciles at start: the journal
entry becomes ``done`` with the service's event, and the voucher lost £1.00 exactly once.
"""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import closing
from pathlib import Path
from typing import Any

import httpx
import pytest

from app.sandbox.seed import DEMO_KEY, DemoCodes

pytestmark = pytest.mark.slow

CODE = DemoCodes.VALID_PARTIAL  # £50.00; the self-test redeems £1.00 of it
ROOT = Path(__file__).resolve().parents[2]


def wait_for(what: str, check: Callable[[], Any], timeout_s: float = 30.0) -> Any:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        found = check()
        if found:
            return found
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what}")


def stop(process: subprocess.Popen[str]) -> None:
    if process.poll() is None:
        process.kill()
    process.wait(10)
    if process.stdout is not None:
        process.stdout.close()


@pytest.fixture
def sandbox_url() -> Iterator[str]:
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
        stop(process)


def start_app(config_dir: Path, url: str, *extra: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "app", "--sandbox-url", url, "--config-dir", str(config_dir), *extra],
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        text=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )


def journal_rows(config_dir: Path) -> list[sqlite3.Row]:
    path = config_dir / "data" / "training" / "journal.sqlite3"
    if not path.exists():
        return []
    with closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=5)) as db:
        db.row_factory = sqlite3.Row
        try:
            return db.execute("SELECT * FROM movements").fetchall()
        except sqlite3.OperationalError:
            return []


def in_state(config_dir: Path, state: str) -> list[sqlite3.Row]:
    return [row for row in journal_rows(config_dir) if row["state"] == state]


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
                {"path": "/balance_events/", "method": "GET", "latency_ms": 60_000},
            ],
        ).raise_for_status()

        app = start_app(config_dir, sandbox_url, "--self-test")
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
        app = start_app(config_dir, sandbox_url, "--staff", "Sam Till")
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
