"""A page of the orders list read entry by entry, for Find: one order the till cannot read (a date
in a form it does not know) is left out and counted, and the rest of the page is still searched.

Only Find reads the list this way: the sale's settlement (``app.services.money.sale``) must see
every order or none, so it keeps ``GatewayClient.orders``, which refuses a page with a bad entry.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Iterable

import httpx

from app.api.decode import items_of, parse_json, validate
from app.api.errors import InvalidResponse
from app.api.models import OrderListing
from app.api.proof import read_refusal

log = logging.getLogger(__name__)

#: Entries decoded between two turns of the loop (a few milliseconds' work).
SLICE = 100


class OrderPage(list[OrderListing]):
    """The orders of a page that could be read; ``received`` (not ``len``) says whether it was the
    last page, ``unreadable`` how many entries were left out."""

    def __init__(self, orders: Iterable[OrderListing], received: int, unreadable: int = 0) -> None:
        super().__init__(orders)
        self.received = received
        self.unreadable = unreadable


async def order_page(response: httpx.Response, endpoint: str) -> OrderPage:
    """Parse and decode a page of the list, ``SLICE`` entries between two turns of the loop: a page of
    thousands (a service that ignores paging) holds no paint. On the loop, not on a worker thread:
    decoding holds Python's lock either way, and a thread contending for it stalls the loop longer."""
    payload = parse_json(response, endpoint)
    refusal = read_refusal(payload, endpoint)
    if refusal is not None:
        raise refusal
    items = items_of(payload)
    if not isinstance(items, list):
        raise InvalidResponse(
            "The service's answer is not a list.", endpoint=endpoint, field="(whole answer)"
        )
    orders: list[OrderListing] = []
    unreadable = 0
    for index, item in enumerate(items):
        if index and not index % SLICE:
            await asyncio.sleep(0)
        try:
            orders.append(validate(OrderListing, item, f"{endpoint}[{index}]"))
        except InvalidResponse as exc:
            unreadable += 1
            log.warning("Find left out an order it cannot read: %s", exc.message)
    return OrderPage(orders, len(items), unreadable)
