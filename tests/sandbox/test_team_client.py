"""The team's client (app/api) reads every answer of the sandbox without a validation error."""

from __future__ import annotations

from decimal import Decimal

import pytest

from app.api.client import VoucherClient
from app.sandbox.seed import DemoCodes, DemoOrders
from app.sandbox.seed_catalogue import Products
from sandbox_harness.server import SandboxServer

pytestmark = pytest.mark.anyio


async def test_the_team_client_understands_every_endpoint(sandbox: SandboxServer, demo_key: str) -> None:
    async with VoucherClient(sandbox.url, demo_key) as client:
        voucher = await client.lookup_code(DemoCodes.PART_USED, 71)
        assert voucher.status == "Partially Redeemed"
        event = await client.redeem(DemoCodes.VALID_PARTIAL, 71, Decimal("5.00"))
        assert event.balance == Decimal("45.00")
        assert len(await client.balance_events(location_id=71)) == 50
        assert len(await client.orders()) == 50
        assert (await client.order(DemoOrders.WEB_SHOP)).order_id == DemoOrders.WEB_SHOP
        assert len(await client.order_rows(DemoOrders.API_UNUSED)) == 2
        new = {
            "domainID": 101,
            "methodID": "1",
            "email": "a@b.co",
            "items": [{"productID": Products.HARBOUR_GIFT, "amount": "10.00"}],
        }
        order = await client.create_order(new)
        assert (await client.update_order(order.order_id, {"customerName": "Kim"})).customer_name == "Kim"
        await client.refund_order(order.order_id)
        assert (await client.reverse_event(event.event_id)).type == "Unredeemed"
        assert len(await client.categories()) == 8
        assert len(await client.locations()) == 3
        assert len(await client.properties()) == 2
