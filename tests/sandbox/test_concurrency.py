"""Concurrent redemptions of one code can never take more than its balance."""

from __future__ import annotations

import asyncio
import itertools
import json
from decimal import Decimal
from typing import Any

import httpx
import pytest

from app.sandbox.seed import DemoCodes
from sandbox_harness.server import SandboxServer

pytestmark = pytest.mark.anyio


def body(response: httpx.Response) -> Any:
    return json.loads(response.content, parse_float=Decimal)


async def _redeem_together(url: str, key: str, code: str, amount: str, count: int) -> list[httpx.Response]:
    limits = httpx.Limits(max_connections=count)
    async with httpx.AsyncClient(base_url=url, auth=(key, ""), limits=limits, timeout=10) as client:
        requests = [
            client.post(f"/codes/{code}/redeem/", json={"locationID": 71, "amount": amount})
            for _ in range(count)
        ]
        return await asyncio.gather(*requests)


async def test_twenty_simultaneous_partial_redemptions_never_overdraw(
    sandbox: SandboxServer, demo_key: str
) -> None:
    code = DemoCodes.VALID_PARTIAL
    responses = await _redeem_together(sandbox.url, demo_key, code, "3.00", 20)
    accepted = [body(r) for r in responses if r.status_code == 200]
    refused = [body(r)["result"]["reason"] for r in responses if r.status_code != 200]
    assert len(accepted) == 16, "50.00 covers sixteen redemptions of 3.00"
    assert refused == ["insufficient_balance"] * 4
    assert sandbox.state.balance_of(code) == 200

    chain = sorted(accepted, key=lambda event: event["startingBalance"], reverse=True)
    assert chain[0]["startingBalance"] == Decimal("50.00")
    for before, after in itertools.pairwise(chain):
        assert after["startingBalance"] == before["balance"], "each redemption starts where the last ended"
    assert chain[-1]["balance"] == Decimal("2.00")
    assert sum(event["amount"] for event in accepted) == Decimal("48.00")

    async with httpx.AsyncClient(base_url=sandbox.url, auth=(demo_key, "")) as client:
        voucher = body(await client.get(f"/codes/{code}/"))
        logged = [e for e in body(await client.get("/balance_events/"))["data"] if e["row"]["code"] == code]
    assert voucher["balances"]["current"]["GBP"] == Decimal("2.00")
    assert {e["eventID"] for e in logged if e["type"] == "Redeemed"} == {e["eventID"] for e in accepted}


async def test_simultaneous_full_redemptions_pay_out_once(sandbox: SandboxServer, demo_key: str) -> None:
    responses = await _redeem_together(sandbox.url, demo_key, DemoCodes.FULL_ONLY, "75.00", 10)
    assert [r.status_code for r in responses].count(200) == 1
    assert {body(r)["result"]["reason"] for r in responses if r.status_code != 200} <= {
        "insufficient_balance",
        "not_redeemable",
    }
    assert sandbox.state.balance_of(DemoCodes.FULL_ONLY) == 0
