"""Reading a period's movements from the service for the accountant's export.

Every balance event of the chosen range at the chosen location (the service's record, so every till
there is in it), and for each voucher met, how it was sold: its order (which property sold it,
whether complimentary), its row (what was paid, its product) and its starting value (the code's
``balances.starting``). Each order and voucher is read once, however many events it has, and a
voucher sold in the period is not looked up at all (see ``_Sales``). A voucher
whose sale cannot be read still has its events in the export, without a consideration, and is
counted in ``unread`` so the summary says so.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from decimal import Decimal
from typing import TypeVar

from app.api.client import VoucherClient
from app.api.errors import ApiError
from app.api.models import BalanceEvent, Order, OrderRow, Voucher
from app.api.query import Op
from app.core.accounts.consideration import VoucherSale
from app.core.accounts.movements import AccountLine
from app.core.masking import CodeMasks

log = logging.getLogger(__name__)
T = TypeVar("T")

#: [DECIDE] How an order says it was given away: the service's payment method for a complimentary
#: order, or an order total of nothing. Neither source documents it; this is the one place to change.
COMPLIMENTARY_METHOD = "complimentary"


@dataclass
class PeriodRead:
    lines: list[AccountLine] = field(default_factory=list)
    #: Vouchers whose sale could not be read: their redemptions carry no consideration.
    unread: int = 0


def is_complimentary(order: Order) -> bool:
    return order.payment_method.strip().lower() == COMPLIMENTARY_METHOD or order.total <= 0


#: How many reads of orders and vouchers the export has on the wire at once: enough to hide the
#: service's latency, few enough that a till's export never crowds out the counter's own requests.
PARALLEL_READS = 4


class _Sales:
    """How each voucher met was sold: each order and each code read at most once per export, at most
    ``PARALLEL_READS`` at a time.

    A voucher whose ``Activation`` is among the events read needs no code lookup: that event is its
    first load, so its amount is the starting value the lookup would give, and the row gives its
    expiry. Only the other vouchers are looked up, each once however many readings ask for it.
    """

    def __init__(self, client: VoucherClient, properties: Mapping[int, str]) -> None:
        self._client = client
        self._properties = properties
        self._gate = asyncio.Semaphore(PARALLEL_READS)
        self._orders: dict[int, asyncio.Task[tuple[Order, list[OrderRow]] | None]] = {}
        self._vouchers: dict[str, asyncio.Task[Voucher]] = {}
        self.selling: dict[str, str] = {}

    async def _get(self, read: Awaitable[T]) -> T:
        async with self._gate:
            return await read

    def _order(self, order_id: int) -> asyncio.Task[tuple[Order, list[OrderRow]] | None]:
        # A task per order, so two vouchers of one order share its one read even when in flight.
        if order_id not in self._orders:
            self._orders[order_id] = asyncio.ensure_future(self._read_order(order_id))
        return self._orders[order_id]

    async def _read_order(self, order_id: int) -> tuple[Order, list[OrderRow]] | None:
        # Both answers are collected before either is judged: a refused order leaves no read of
        # its rows running on after it.
        order, rows = await asyncio.gather(
            self._get(self._client.order(order_id)),
            self._get(self._client.order_rows(order_id)),
            return_exceptions=True,
        )
        for answer in (order, rows):
            if isinstance(answer, ApiError):
                log.info("Order %s could not be read for the export: %s", order_id, answer)
                return None
            if isinstance(answer, BaseException):
                raise answer
        assert isinstance(order, Order)
        assert isinstance(rows, list)
        return order, rows

    def _voucher(self, code: str) -> asyncio.Task[Voucher]:
        if code not in self._vouchers:
            self._vouchers[code] = asyncio.ensure_future(self._get(self._client.lookup_code(code)))
        return self._vouchers[code]

    async def sale(
        self, code: str, order_id: int, currency: str, activated: Mapping[str, Decimal]
    ) -> VoucherSale | None:
        read = await self._order(order_id)
        if read is None:
            return None
        order, rows = read
        row = next((row for row in rows if row.redeem_code.upper() == code.upper()), None)
        if row is None:
            return None
        starting_expiry = await self._starting(code, order_id, currency, row, activated)
        if starting_expiry is None:
            return None
        starting, expiry = starting_expiry
        self.selling[code] = order.domain_name or self._properties.get(int(order.domain_id), "")
        return VoucherSale(
            product_id=None if row.product_id is None else int(row.product_id),
            product=row.name,
            paid=row.total,
            starting=starting,
            complimentary=is_complimentary(order),
            selling_domain=int(order.domain_id),
            sold=order.date_created,
            expiry=expiry,
        )

    async def _starting(
        self, code: str, order_id: int, currency: str, row: OrderRow, activated: Mapping[str, Decimal]
    ) -> tuple[Decimal, datetime | None] | None:
        """The voucher's starting value and expiry: from its Activation when the events read hold it,
        else from the code's lookup."""
        if (load := activated.get(code.upper())) is not None:
            return load, row.expiry_date
        try:
            voucher = await self._voucher(code)
        except ApiError as exc:
            log.info("A voucher of order %s could not be read for the export: %s", order_id, exc)
            return None
        starting = voucher.balances.starting.get(currency) or voucher.balances.starting.get(
            voucher.currency_code
        )
        return None if starting is None else (starting.amount, voucher.expiry_date)

    def close(self) -> None:
        for task in [*self._orders.values(), *self._vouchers.values()]:
            task.cancel()


async def _events(
    client: VoucherClient, start: datetime, end: datetime, location_id: int | None
) -> list[BalanceEvent]:
    events: list[BalanceEvent] = []
    async for page in client.iter_balance_event_pages(
        location_id=location_id, created=((Op.GTE, start), (Op.LTE, end)), skip_unreadable=True
    ):
        events.extend(event for event in page if start <= event.created <= end)
    events.sort(key=lambda event: (event.created, event.event_id))
    return events


async def read_period(
    client: VoucherClient,
    *,
    start: datetime,
    end: datetime,
    location_id: int | None,
    locations: Mapping[int, str],
    properties: Mapping[int, str],
) -> PeriodRead:
    """Every event at ``location_id`` from ``start`` to ``end`` (both included), oldest first;
    with ``location_id`` None, at every location the key sees (the redemption pattern's vouchers
    are redeemed wherever the guest took them)."""
    events = await _events(client, start, end, location_id)
    sales = _Sales(client, properties)
    try:
        return await _period(events, sales, location_id, locations)
    finally:
        sales.close()


async def read_here_and_everywhere(
    client: VoucherClient,
    *,
    start: datetime,
    end: datetime,
    location_id: int,
    locations: Mapping[int, str],
    properties: Mapping[int, str],
) -> tuple[PeriodRead, PeriodRead]:
    """What ``read_period`` gives for ``location_id`` and for every location, from one reading of
    the period's events: the service's events at a location are those that name it, and each order
    and voucher met is read once for both."""
    events = await _events(client, start, end, None)
    here = [
        event for event in events if event.location_id is not None and int(event.location_id) == location_id
    ]
    sales = _Sales(client, properties)
    try:
        return (
            await _period(here, sales, location_id, locations),
            await _period(events, sales, None, locations),
        )
    finally:
        sales.close()


async def _period(
    events: list[BalanceEvent], sales: _Sales, location_id: int | None, locations: Mapping[int, str]
) -> PeriodRead:
    """The export's lines of ``events``, each with how its voucher was sold."""
    activated = {
        event.row.code.upper(): event.amount
        for event in events
        if event.type == "Activation" and event.row is not None and event.row.code
    }
    wanted = {
        event.row.code: (int(event.order.order_id), event.currency_code)
        for event in reversed(events)
        if event.row and event.row.code and event.order is not None
    }
    codes = list(wanted)
    reads = [asyncio.ensure_future(sales.sale(code, *wanted[code], activated)) for code in codes]
    try:
        found = await asyncio.gather(*reads)
    finally:
        for task in reads:
            task.cancel()
    sold = dict(zip(codes, found, strict=True))
    read = PeriodRead()
    unread: set[str] = set()
    # The export lists many vouchers: two that end alike show as much more as tells them apart.
    masks = CodeMasks(event.row.code for event in events if event.row and event.row.code)
    for event in events:
        code = event.row.code if event.row else ""
        sale = sold.get(code)
        if sale is None and code:
            unread.add(code)
        place = int(event.location_id) if event.location_id is not None else (location_id or 0)
        read.lines.append(
            AccountLine(
                event_id=int(event.event_id),
                created=event.created,
                type=event.type,
                code=masks.mask(code),
                location=locations.get(place, str(place)),
                currency=event.currency_code,
                amount=event.amount,
                order_id=int(event.order.order_id) if event.order else None,
                sale=sale,
                selling_property=sales.selling.get(code, ""),
            )
        )
    read.unread = len(unread)
    return read
