"""Find's read of the orders list: an order stamped in a form the till cannot read is left
out and counted, the rest of its page is read; the sale's settlement still refuses such a page."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import datetime

import httpx
import pytest
import respx

from app.api.client import VoucherClient
from app.api.errors import FailedUnder2xx, InvalidResponse
from app.api.order_page import LARGE_BODY

BASE = "https://api.test"
pytestmark = [pytest.mark.anyio, pytest.mark.logs(r"^Find left out an order it cannot read")]


def entry(order_id: int, created: str, name: str) -> dict[str, object]:
    return {
        "orderID": order_id,
        "domainID": 101,
        "dateCreated": created,
        "emailAddress": "guest@example.com",
        "currencyCode": "GBP",
        "total": "25.00",
        "delivery": "0",
        "customerName": name,
    }


PAGE = [
    entry(3, "2026-11-25 10:42:00", "Ann Nowak"),
    entry(2, "25/11/2026 10:42", "Bea Nowak"),  # a legacy service's date form
    entry(1, "2026-11-24 09:00:00", "Cy Nowak"),
]


@pytest.fixture
async def client() -> AsyncIterator[VoucherClient]:
    async with VoucherClient(BASE, "sk-test-key") as c:
        yield c


@respx.mock
async def test_an_order_with_an_unreadable_date_is_left_out_and_counted_not_the_page(
    client: VoucherClient,
) -> None:
    respx.get(f"{BASE}/orders/").mock(return_value=httpx.Response(200, json=PAGE))
    page = await client.order_page(domain_id=101, created_since=datetime(2026, 1, 1))
    assert [order.customer_name for order in page] == ["Ann Nowak", "Cy Nowak"]
    assert (page.received, page.unreadable) == (3, 1)


@respx.mock
async def test_the_sales_settlement_still_refuses_a_page_it_cannot_read_whole(client: VoucherClient) -> None:
    respx.get(f"{BASE}/orders/").mock(return_value=httpx.Response(200, json=PAGE))
    with pytest.raises(InvalidResponse):
        await client.orders(domain_id=101)


def big_page(orders: int) -> list[dict[str, object]]:
    """More orders than fit under ``LARGE_BODY``: a service that ignores paging."""
    return [entry(orders - n, "2026-11-25 10:42:00", f"Guest {n}") for n in range(orders)]


@respx.mock
async def test_a_page_of_thousands_is_read_whole(client: VoucherClient) -> None:
    orders = big_page(3000)
    assert len(httpx.Response(200, json=orders).content) > LARGE_BODY
    respx.get(f"{BASE}/orders/").mock(return_value=httpx.Response(200, json=orders))
    page = await client.order_page(domain_id=101, created_since=datetime(2026, 1, 1))
    assert (len(page), page.received, page.unreadable) == (3000, 3000, 0)
    assert page[-1].customer_name == "Guest 2999"


@respx.mock
@pytest.mark.logs(r"a success status with a failure inside")
async def test_a_failure_inside_a_page_of_thousands_still_fails_the_read(client: VoucherClient) -> None:
    orders: list[dict[str, object]] = big_page(3000)
    orders[1500] = {"status": "error", "message": "Database connection lost"}
    respx.get(f"{BASE}/orders/").mock(return_value=httpx.Response(200, json=orders))
    with pytest.raises(FailedUnder2xx):
        await client.order_page(domain_id=101, created_since=datetime(2026, 1, 1))
