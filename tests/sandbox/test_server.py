"""The server's life: stop keeps the state and the port, a file database outlives the server."""

from __future__ import annotations

import subprocess
import sys
from decimal import Decimal
from pathlib import Path

import httpx
import pytest

from app.sandbox.seed import DemoCodes
from app.sandbox.seed_catalogue import DEMO_KEY
from sandbox_harness.server import SandboxServer


def test_stop_refuses_connections_and_start_serves_the_same_state(
    client: httpx.Client, sandbox: SandboxServer
) -> None:
    client.post(f"/codes/{DemoCodes.VALID_PARTIAL}/redeem/", json={"locationID": 71, "amount": "20.00"})
    url = sandbox.url
    sandbox.stop()
    with pytest.raises(httpx.ConnectError):
        client.get(f"/codes/{DemoCodes.VALID_PARTIAL}/")
    assert sandbox.start() == url
    voucher = client.get(f"/codes/{DemoCodes.VALID_PARTIAL}/").json()
    assert voucher["balances"]["current"]["GBP"] == 30


def test_a_file_database_keeps_its_state_across_servers(tmp_path: Path) -> None:
    database = tmp_path / "sandbox.sqlite3"
    with SandboxServer(database) as first:
        httpx.post(
            f"{first.url}/codes/{DemoCodes.VALID_PARTIAL}/redeem/",
            json={"locationID": 71, "amount": "1.25"},
            auth=(DEMO_KEY, ""),
        )
    with SandboxServer(database) as second:
        voucher = httpx.get(f"{second.url}/codes/{DemoCodes.VALID_PARTIAL}/", auth=(DEMO_KEY, "")).json()
        assert Decimal(str(voucher["balances"]["current"]["GBP"])) == Decimal("48.75")


def test_empty_seed_has_the_catalogue_but_no_vouchers(sandbox: SandboxServer, client: httpx.Client) -> None:
    sandbox.reset("empty")
    assert client.get(f"/codes/{DemoCodes.VALID_PARTIAL}/").status_code == 404
    assert len(client.get("/locations/").json()["data"]) == 3
    assert client.get("/balance_events/").json() == {"data": []}
    assert httpx.post(f"{sandbox.url}/_sandbox/reset", json={"seed": "lots"}).status_code == 400


@pytest.mark.slow
def test_the_command_line_serves_the_demo_and_lists_keys_and_codes() -> None:
    process = subprocess.Popen(
        [sys.executable, "-m", "sandbox_harness", "--port", "0", "--latency-ms", "1"],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert process.stdout is not None
        lines = [process.stdout.readline() for _ in range(4)]
        url = lines[0].split()[4]
        assert DEMO_KEY in "".join(lines)
        voucher = httpx.get(f"{url}/codes/{DemoCodes.GRACE}/", auth=(DEMO_KEY, "")).json()
        assert voucher["status"] == "Grace Period"
        assert httpx.get(f"{url}/_sandbox/faults").json()["rules"][0]["latency_ms"] == 1
    finally:
        process.terminate()
        process.wait(10)
        if process.stdout is not None:
            process.stdout.close()


def test_the_training_service_serves_no_control_routes_and_loads_no_harness() -> None:
    # What a training till starts: the service alone, with none of the harness's steering.
    code = (
        "import sys, httpx\n"
        "from app.sandbox.server import SandboxServer\n"
        "from app.sandbox.seed import DemoCodes\n"
        "from app.sandbox.seed_catalogue import DEMO_KEY\n"
        "with SandboxServer(seed='demo') as srv:\n"
        "    for path in ('/_sandbox/faults', '/_sandbox/clock'):\n"
        "        assert httpx.get(srv.url + path).status_code == 404, path\n"
        "    assert httpx.post(srv.url + '/_sandbox/reset').status_code == 404\n"
        "    lookup = httpx.get(f'{srv.url}/codes/{DemoCodes.VALID_PARTIAL}/', auth=(DEMO_KEY, ''))\n"
        "    assert lookup.status_code == 200\n"
        "assert not [m for m in sys.modules if m.startswith('sandbox_harness')]\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == 0, done.stderr
