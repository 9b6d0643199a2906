"""The training till's built-in sandbox in its own process: the service alone, gone with the till.

Real processes: the sandbox as ``python -m app --serve-training-sandbox`` starts it, and a stand-in
for the till that holds it and is then killed outright.
"""

from __future__ import annotations

import subprocess
import sys

import httpx
import pytest

from app.sandbox.seed import DemoCodes
from app.sandbox.seed_catalogue import DEMO_KEY
from app.training_sandbox import SandboxStartFailed, TrainingSandbox
from helpers.processes import ROOT, wait_for

pytestmark = pytest.mark.slow

#: A till's part alone: it starts the sandbox, says where it serves, then waits.
HOLDER = """
import asyncio, sys
from app.training_sandbox import TrainingSandbox
sandbox = TrainingSandbox()
print(asyncio.run(sandbox.url()), flush=True)
sys.stdin.read()
"""


def refuses(url: str) -> bool:
    try:
        httpx.get(f"{url}/codes/{DemoCodes.VALID_PARTIAL}/", auth=(DEMO_KEY, ""), timeout=2)
    except (httpx.ConnectError, httpx.RemoteProtocolError):
        return True  # a server on its way down may take the connection and close it unanswered
    return False


@pytest.mark.anyio
async def test_the_training_sandbox_serves_the_service_without_control_routes_until_closed() -> None:
    sandbox = TrainingSandbox()
    try:
        url = await sandbox.url()
        async with httpx.AsyncClient(base_url=url) as client:
            lookup = await client.get(f"/codes/{DemoCodes.VALID_PARTIAL}/", auth=(DEMO_KEY, ""))
            assert lookup.status_code == 200
            for path in ("/_sandbox/faults", "/_sandbox/clock"):
                assert (await client.get(path)).status_code == 404, path
            assert (await client.post("/_sandbox/reset")).status_code == 404
    finally:
        sandbox.close()
    assert sandbox._process.returncode == 0
    assert refuses(url)


def test_the_training_sandbox_ends_when_its_till_is_killed() -> None:
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER], cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    try:
        assert holder.stdout is not None
        url = holder.stdout.readline().strip()
        assert not refuses(url)
        holder.kill()
        holder.wait(10)
        wait_for("the sandbox to stop serving once its till was killed", lambda: refuses(url))
    finally:
        if holder.poll() is None:
            holder.kill()
        holder.wait(10)
        for pipe in (holder.stdin, holder.stdout):
            if pipe is not None:
                pipe.close()


@pytest.mark.anyio
async def test_a_sandbox_that_ends_before_serving_is_said_so() -> None:
    sandbox = TrainingSandbox()
    sandbox._process.kill()
    with pytest.raises(SandboxStartFailed, match="did not start"):
        await sandbox.url()
