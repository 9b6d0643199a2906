"""What a till reads to sell a voucher: products (``GET /vouchers/``), delivery methods, a sold order
with its payment reference, in the sandbox's clean answers and in an older service's shapes."""

from __future__ import annotations

from decimal import Decimal

import pytest

from app.api.client import VoucherClient
from app.sandbox.seed_catalogue import Products
from sandbox_harness.server import SandboxServer

pytestmark = pytest.mark.anyio


@pytest.fixture(params=["clean", "legacy"])
def shaped(request: pytest.FixtureRequest, sandbox: SandboxServer) -> SandboxServer:
    if request.param == "legacy":
        sandbox.faults.set(legacy_shapes=True)
    return sandbox


async def test_products_carry_price_currency_validity_and_categories(
    shaped: SandboxServer, demo_key: str
) -> None:
    async with VoucherClient(shaped.url, demo_key) as client:
        products = {p.product_id: p for p in await client.products(domain_id=101)}
    spa = products[Products.SPA_DAY]
    assert (spa.name, spa.price, spa.currency_code, spa.validity_days) == (
        "Spa Day for Two",
        Decimal("50.00"),
        "GBP",
        365,
    )
    assert spa.partially_redeemable
    assert 302 in spa.categories
    assert products[Products.HARBOUR_GIFT].open_value
    assert Products.MAISON_GIFT not in products


async def test_delivery_methods_are_read_with_their_charge(shaped: SandboxServer, demo_key: str) -> None:
    async with VoucherClient(shaped.url, demo_key) as client:
        methods = await client.delivery_methods(101)
    assert [(m.name, m.charge, m.requires_fulfillment) for m in methods] == [
        ("E-mail", Decimal("0.00"), False),
        ("Royal Mail First Class", Decimal("2.50"), True),
        ("Printed at the desk", Decimal("0.00"), False),
    ]


async def test_a_sold_order_returns_its_payment_reference_on_list_and_get(
    shaped: SandboxServer, demo_key: str
) -> None:
    body = {
        "domainID": 101,
        "methodID": 1,
        "email": "jo@example.com",
        "customerName": "J. Bloggs",
        "paymentReferenceID": "VD-TEST-0001",
        "items": [{"productID": Products.SPA_DAY, "quantity": 2}],
    }
    async with VoucherClient(shaped.url, demo_key) as client:
        sold = await client.create_order(body)
        assert sold.payment_reference_id == "VD-TEST-0001"
        assert sold.total == Decimal("100.00")
        assert len(sold.rows) == 2
        assert all(row.redeem_code for row in sold.rows)
        assert (await client.order(sold.order_id)).payment_reference_id == "VD-TEST-0001"
        listed = {o.order_id: o for o in await client.orders(domain_id=101)}
        assert listed[sold.order_id].payment_reference_id == "VD-TEST-0001"
