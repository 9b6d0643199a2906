"""Statuses follow the sandbox clock, set from tests or through the control endpoint."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from decimal import Decimal
from email.utils import parsedate_to_datetime
from typing import Any
from zoneinfo import ZoneInfo

import httpx

from app.sandbox.clock import format_timestamp, parse_timestamp
from app.sandbox.seed import DemoCodes
from sandbox_harness.server import SandboxServer


def body(response: httpx.Response) -> Any:
    return json.loads(response.content, parse_float=Decimal)


def status(client: httpx.Client, code: str) -> str:
    return str(body(client.get(f"/codes/{code}/"))["status"])


def test_not_yet_valid_becomes_valid_on_its_start_date(client: httpx.Client, sandbox: SandboxServer) -> None:
    assert status(client, DemoCodes.NOT_YET_VALID) == "Not Yet Valid"
    sandbox.clock.advance(timedelta(days=31))
    assert status(client, DemoCodes.NOT_YET_VALID) == "Valid"
    event = client.post(
        f"/codes/{DemoCodes.NOT_YET_VALID}/redeem/", json={"locationID": 71, "amount": "10.00"}
    )
    assert event.status_code == 200
    assert body(event)["created"] >= format_timestamp(sandbox.clock.now() - timedelta(seconds=5))


def test_valid_passes_through_grace_period_to_expired(client: httpx.Client, sandbox: SandboxServer) -> None:
    voucher = body(client.get(f"/codes/{DemoCodes.VALID_PARTIAL}/"))
    expiry = parse_timestamp(voucher["expiryDate"])
    grace = parse_timestamp(voucher["graceExpiryDate"])
    sandbox.clock.set(expiry + timedelta(hours=1))
    assert status(client, DemoCodes.VALID_PARTIAL) == "Grace Period"
    sandbox.clock.set(grace + timedelta(hours=1))
    assert status(client, DemoCodes.VALID_PARTIAL) == "Expired"
    refused = client.post(f"/codes/{DemoCodes.VALID_PARTIAL}/redeem/", json={"locationID": 71})
    assert body(refused)["result"]["reason"] == "not_redeemable"


def test_grace_period_voucher_expires_after_its_grace_date(
    client: httpx.Client, sandbox: SandboxServer
) -> None:
    assert status(client, DemoCodes.GRACE) == "Grace Period"
    sandbox.clock.advance(timedelta(days=28))
    assert status(client, DemoCodes.GRACE) == "Expired"
    sandbox.clock.reset()
    assert status(client, DemoCodes.GRACE) == "Grace Period"


def test_clock_control_endpoint(client: httpx.Client, sandbox: SandboxServer) -> None:
    target = datetime(2031, 5, 4, 12, 0, 0)
    answer = httpx.post(f"{sandbox.url}/_sandbox/clock", json={"now": "2031-05-04 12:00:00"})
    assert answer.status_code == 200
    assert abs(sandbox.clock.now() - target) < timedelta(seconds=5)
    assert status(client, DemoCodes.VALID_PARTIAL) == "Expired"
    httpx.post(f"{sandbox.url}/_sandbox/clock", json={"reset": True})
    assert abs(sandbox.clock.now() - datetime.now()) < timedelta(seconds=5)
    bad = httpx.post(f"{sandbox.url}/_sandbox/clock", json={"now": "soon"})
    assert bad.status_code == 400


def test_reset_brings_back_the_real_time_and_fresh_data(client: httpx.Client, sandbox: SandboxServer) -> None:
    client.post(f"/codes/{DemoCodes.VALID_PARTIAL}/redeem/", json={"locationID": 71})
    sandbox.clock.advance(timedelta(days=400))
    assert httpx.post(f"{sandbox.url}/_sandbox/reset").status_code == 200
    assert abs(sandbox.clock.now() - datetime.now()) < timedelta(seconds=5)
    assert status(client, DemoCodes.VALID_PARTIAL) == "Valid"


def test_seed_dates_follow_the_clock_at_seed_time(client: httpx.Client, sandbox: SandboxServer) -> None:
    sandbox.clock.set(datetime(2030, 1, 15, 9, 0, 0))
    sandbox.state.reset("demo")
    voucher = body(client.get(f"/codes/{DemoCodes.GRACE}/"))
    assert voucher["status"] == "Grace Period"
    assert voucher["expiryDate"].startswith("2030-01-12")


def dated(client: httpx.Client, fast_by: timedelta = timedelta(0)) -> bool:
    """The answer carries one Date, the real instant moved by what the clock was stepped by."""
    dates = client.get("/balance_events/").headers.get_list("Date")
    assert len(dates) == 1, dates
    return abs(parsedate_to_datetime(dates[0]) - (datetime.now(UTC) + fast_by)) <= timedelta(seconds=2)


def test_every_answer_is_dated_by_the_services_own_clock(
    client: httpx.Client, sandbox: SandboxServer
) -> None:
    """A step of the clock moves the Date as it moves the stamps; the property's zone moves only
    the stamps."""
    assert dated(client)
    sandbox.clock.advance(timedelta(minutes=-10))
    assert dated(client, timedelta(minutes=-10))
    answer = httpx.post(f"{sandbox.url}/_sandbox/clock", json={"zone": "Asia/Tokyo"})
    assert answer.status_code == 200
    tokyo = datetime.now(ZoneInfo("Asia/Tokyo")).replace(tzinfo=None) - timedelta(minutes=10)
    assert abs(parse_timestamp(answer.json()["now"]) - tokyo) <= timedelta(seconds=2)
    assert dated(client, timedelta(minutes=-10))
