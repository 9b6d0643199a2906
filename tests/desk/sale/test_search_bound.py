"""A lost sale's order is looked for in a list with a bound on pages: a list that never ends (new
orders on every page, however far) leaves the sale unknown, never "not sold"."""

from __future__ import annotations

from datetime import datetime
from itertools import count
from typing import cast

import pytest

from app.api.client import VoucherClient
from app.api.errors import InvalidResponse
from app.api.models import OrderSummary
from app.services.money.sale import MAX_PAGES, orders_carrying

pytestmark = pytest.mark.anyio


class EndlessOrders:
    """Fifty orders no page has sent before, on every page asked for."""

    def __init__(self) -> None:
        self.ids = count(1)
        self.pages = 0

    async def orders(self, *, created_since: datetime, page: int = 1) -> list[OrderSummary]:
        self.pages += 1
        return [
            OrderSummary.model_validate(
                {
                    "orderID": next(self.ids),
                    "domainID": 101,
                    "currencyCode": "GBP",
                    "total": 10,
                    "delivery": 0,
                    "paymentReferenceID": "VD-SOMEONE-ELSE",
                }
            )
            for _ in range(50)
        ]


async def test_a_list_that_never_ends_leaves_a_lost_sale_unknown_after_its_bound() -> None:
    endless = EndlessOrders()
    with pytest.raises(InvalidResponse) as caught:
        await orders_carrying(cast(VoucherClient, endless), "VD-MINE", since=datetime(2026, 1, 1))
    assert endless.pages == MAX_PAGES
    assert f"did not end within {MAX_PAGES} pages" in caught.value.message
