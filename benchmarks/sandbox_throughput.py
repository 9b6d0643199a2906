"""Code lookups per second against the sandbox, from one httpx client on this machine (goal: 300/s).

Run with ``uv run python benchmarks/sandbox_throughput.py [--seconds N]``. The sandbox runs the way
training mode runs it: in a thread of the same process, so the figure includes sharing the GIL with
the client.
"""

from __future__ import annotations

import argparse
import asyncio
import time

import httpx

from app.sandbox.seed import DemoCodes
from app.sandbox.seed_catalogue import DEMO_KEY
from sandbox_harness.server import SandboxServer

CODES = (DemoCodes.VALID_PARTIAL, DemoCodes.PART_USED, DemoCodes.GRACE, DemoCodes.EUR_VALID)


def sync_rate(url: str, seconds: float) -> float:
    with httpx.Client(base_url=url, auth=(DEMO_KEY, "")) as client:
        client.get(f"/codes/{CODES[0]}/").raise_for_status()
        count = 0
        started = time.perf_counter()
        while time.perf_counter() - started < seconds:
            client.get(f"/codes/{CODES[count % len(CODES)]}/").raise_for_status()
            count += 1
        return count / (time.perf_counter() - started)


async def async_rate(url: str, seconds: float) -> float:
    async with httpx.AsyncClient(base_url=url, auth=(DEMO_KEY, "")) as client:
        (await client.get(f"/codes/{CODES[0]}/")).raise_for_status()
        count = 0
        started = time.perf_counter()
        while time.perf_counter() - started < seconds:
            (await client.get(f"/codes/{CODES[count % len(CODES)]}/")).raise_for_status()
            count += 1
        return count / (time.perf_counter() - started)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0)
    args = parser.parse_args()
    with SandboxServer() as server:
        print(f"httpx.Client, sequential:      {sync_rate(server.url, args.seconds):7.0f} lookups/s")
        rate = asyncio.run(async_rate(server.url, args.seconds))
        print(f"httpx.AsyncClient, sequential: {rate:7.0f} lookups/s")


if __name__ == "__main__":
    main()
