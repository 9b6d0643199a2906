"""A page of the orders list read entry by entry, for Find: one order the till cannot read (a date
in a form it does not know) is left out and counted, and the rest of the page is still searched.

Only Find reads the list this way: the sale's settlement (``app.services.money.sale``) must see
every order or none, so it keeps ``GatewayClient.orders``, which refuses a page with a bad entry.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from app.api.decode import items_of, parse_json, validate
from app.api.errors import ApiError, InvalidResponse
from app.api.models import OrderListing
from app.api.proof import read_refusal

if TYPE_CHECKING:
    import httpx

log = logging.getLogger(__name__)

#: Entries decoded between two turns of the loop (a few milliseconds' work).
SLICE = 100
#: A body larger than this (a service that ignores paging sends thousands of orders at once) is
#: parsed and checked for a failure inside on a worker thread.
LARGE_BODY = 256 * 1024


class OrderPage(list[OrderListing]):
    """The orders of a page that could be read; ``received`` (not ``len``) says whether it was the
    last page, ``unreadable`` how many entries were left out."""

    def __init__(self, orders: Iterable[OrderListing], received: int, unreadable: int = 0) -> None:
        super().__init__(orders)
        self.received = received
        self.unreadable = unreadable


async def order_page(response: httpx.Response, endpoint: str) -> OrderPage:
    """Parse and decode a page of the list: a page of thousands (a service that ignores paging)
    holds no paint.

    A large body is parsed, and looked through for a failure inside, on a worker thread: both walk
    every entry in one call, and the parser calls back into Python for each object, so the worker
    lets go of Python's lock every few milliseconds and the loop keeps painting. The entries are then
    decoded on the loop, ``SLICE`` at a time, as a small page is.
    """
    if len(response.content) > LARGE_BODY:
        payload, refusal = await asyncio.to_thread(_parsed, response, endpoint)
    else:
        payload, refusal = _parsed(response, endpoint)
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


def _parsed(response: httpx.Response, endpoint: str) -> tuple[Any, ApiError | None]:
    payload = parse_json(response, endpoint)
    return payload, read_refusal(payload, endpoint)
