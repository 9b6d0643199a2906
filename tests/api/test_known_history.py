"""A row's redeem history read again: a line that came before in the same form is not decoded again,
and a line the service changed since (a redemption reversed, a value in another form) is read and
checked as a new one is."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest
import respx

from app.api.client import VoucherClient
from app.api.errors import InvalidResponse
from helpers.clock import Sleeps

BASE = "https://api.test"
ROWS = f"{BASE}/orders/91002/rows/"
pytestmark = pytest.mark.anyio


@pytest.fixture
async def client(sleeps: Sleeps) -> AsyncIterator[VoucherClient]:
    async with VoucherClient(BASE, "sk-test-key", sleep=sleeps, read_timeout=1.0) as c:
        yield c


def _line(event_id: int, **changed: Any) -> dict[str, Any]:
    line = {
        "eventID": event_id,
        "userID": 0,
        "domainID": "101",
        "name": "Spa day",
        "rowID": "5561",
        "redeemedValue": "0.01",
        "location": "Hotel Reception",
        "status": "Redeemed",
        "lastChanged": "2026-12-07 10:00:00",
    }
    return {**line, **changed}


def _rows(lines: list[dict[str, Any]]) -> httpx.Response:
    row = {
        "rowID": 5561,
        "orderID": 91002,
        "name": "Spa day",
        "redeemCode": "SPA50PART",
        "status": "Valid",
        "total": 50,
        "currencyCode": "GBP",
        "partiallyRedeemable": True,
        "redeemHistory": lines,
    }
    return httpx.Response(200, json=[row])


@respx.mock
async def test_a_line_reversed_since_the_last_read_shows_reversed(client: VoucherClient) -> None:
    lines = [_line(event_id) for event_id in range(1, 301)]
    again = [*lines[:99], _line(100, status="Unredeemed"), *lines[100:], _line(301)]
    respx.get(ROWS).mock(side_effect=[_rows(lines), _rows(again)])

    first = (await client.order_rows(91002))[0].redeem_history
    second = (await client.order_rows(91002))[0].redeem_history

    assert [line.status for line in first].count("Unredeemed") == 0
    changed = [(line.event_id, line.status) for line in second if line.status != "Redeemed"]
    assert changed == [(100, "Unredeemed")]
    assert [line.event_id for line in second] == list(range(1, 302))
    # The lines that came again unchanged are those decoded at the first read.
    assert second[0] is first[0]
    assert second[299] is first[299]


@respx.mock
async def test_a_line_sent_again_in_a_form_the_till_refuses_is_refused(client: VoucherClient) -> None:
    lines = [_line(1), _line(2)]
    respx.get(ROWS).mock(side_effect=[_rows(lines), _rows([_line(1), _line(2, redeemedValue="0.015")])])
    await client.order_rows(91002)

    with pytest.raises(InvalidResponse) as refused:
        await client.order_rows(91002)
    assert "redeemedValue" in refused.value.field


@respx.mock
async def test_one_and_true_are_not_the_same_line(client: VoucherClient) -> None:
    """Python calls ``1`` and ``true`` equal; the till refuses ``true`` for a number."""
    respx.get(ROWS).mock(side_effect=[_rows([_line(1, userID=1)]), _rows([_line(1, userID=True)])])
    await client.order_rows(91002)

    with pytest.raises(InvalidResponse):
        await client.order_rows(91002)
