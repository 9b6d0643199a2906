"""The training seed's two years of web-shop orders, through the documented list: paging, the
property and date filters, and what each entry carries for Find."""

from __future__ import annotations

from datetime import datetime, timedelta

import httpx
import pytest

from app.sandbox.demo_orders import FIRST_ORDER_ID, HISTORY_ORDERS, history
from app.sandbox.seed_catalogue import Properties
from sandbox_harness.server import SandboxServer


@pytest.fixture
def training(sandbox: SandboxServer, client: httpx.Client) -> httpx.Client:
    sandbox.reset("training")
    return client


def all_pages(client: httpx.Client, **params: str | int) -> list[dict[str, object]]:
    found: list[dict[str, object]] = []
    page = 1
    while True:
        answer = client.get("/orders/", params={**params, "p": page})
        answer.raise_for_status()
        entries = answer.json()
        found += entries
        if len(entries) < 50:
            return found
        page += 1


def test_two_years_of_orders_page_by_page_newest_first(training: httpx.Client) -> None:
    orders = all_pages(training, domainID=Properties.HARBOUR)
    assert len(orders) >= HISTORY_ORDERS + 80
    keys = [(str(o["dateCreated"]), int(str(o["orderID"]))) for o in orders]
    assert keys == sorted(keys, reverse=True), "newest first, pages in order, none twice"
    assert len(set(keys)) == len(keys)
    oldest = datetime.strptime(keys[-1][0], "%Y-%m-%d %H:%M:%S")
    assert datetime.now() - oldest > timedelta(days=700)
    assert {o["domainID"] for o in orders} == {Properties.HARBOUR}


def test_the_date_filter_reads_a_window_and_entries_carry_names_and_references(
    training: httpx.Client,
) -> None:
    since = (datetime.now() - timedelta(days=90)).strftime("%Y-%m-%d %H:%M:%S")
    recent = all_pages(training, domainID=Properties.HARBOUR, **{"orders.dateCreated[gte]": since})
    assert all(str(o["dateCreated"]) >= since for o in recent)
    expected = {o.order_id for o in history() if o.days_ago < 89}
    assert expected <= {int(str(o["orderID"])) for o in recent}
    one = next(o for o in recent if int(str(o["orderID"])) >= FIRST_ORDER_ID)
    known = next(h for h in history() if h.order_id == one["orderID"])
    assert one["customerName"] == known.customer_name
    assert one["paymentReferenceID"] == known.payment_reference
    assert one["emailAddress"] == known.email
    assert one["deliveryName"] == known.recipient_name


def test_a_history_voucher_reads_with_its_balance(training: httpx.Client) -> None:
    order = history()[-1]
    code, _product, pence = order.vouchers[0]
    voucher = training.get(f"/codes/{code}/").json()
    assert voucher["orderID"] == order.order_id
    assert 0 <= voucher["balances"]["current"]["GBP"] <= pence / 100
    rows = training.get(f"/orders/{order.order_id}/rows/").json()
    assert [row["redeemCode"] for row in rows] == [v[0] for v in order.vouchers]
