"""Reading a period's movements from the service for the accountant's export.

Every balance event of the chosen range at the chosen location (the service's record, so every till
there is in it), and for each voucher met, how it was sold: its order (which property sold it,
whether complimentary), its row (what was paid, its product) and its starting value (the code's
``balances.starting``). Each order and voucher is read once, however many events it has. A voucher
whose sale cannot be read still has its events in the export, without a consideration, and is
counted in ``unread`` so the summary says so.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime

from app.api.client import VoucherClient
from app.api.errors import ApiError
from app.api.models import BalanceEvent, Order, OrderRow
from app.api.query import Op
from app.core.accounts.consideration import VoucherSale
from app.core.accounts.movements import AccountLine
from app.core.masking import mask_code

log = logging.getLogger(__name__)

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


class _Sales:
    """How each voucher met was sold, each order and code read once."""

    def __init__(self, client: VoucherClient, properties: Mapping[int, str]) -> None:
        self._client = client
        self._properties = properties
        self._orders: dict[int, tuple[Order, list[OrderRow]] | None] = {}
        self._sales: dict[str, VoucherSale | None] = {}
        self.selling: dict[str, str] = {}

    async def sale(self, code: str, order_id: int, currency: str) -> VoucherSale | None:
        if code not in self._sales:
            self._sales[code] = await self._read(code, order_id, currency)
        return self._sales[code]

    async def _order(self, order_id: int) -> tuple[Order, list[OrderRow]] | None:
        if order_id not in self._orders:
            try:
                self._orders[order_id] = (
                    await self._client.order(order_id),
                    await self._client.order_rows(order_id),
                )
            except ApiError as exc:
                log.info("Order %s could not be read for the export: %s", order_id, exc)
                self._orders[order_id] = None
        return self._orders[order_id]

    async def _read(self, code: str, order_id: int, currency: str) -> VoucherSale | None:
        read = await self._order(order_id)
        if read is None:
            return None
        order, rows = read
        row = next((row for row in rows if row.redeem_code.upper() == code.upper()), None)
        if row is None:
            return None
        try:
            voucher = await self._client.lookup_code(code)
        except ApiError as exc:
            log.info("A voucher of order %s could not be read for the export: %s", order_id, exc)
            return None
        starting = voucher.balances.starting.get(currency) or voucher.balances.starting.get(
            voucher.currency_code
        )
        if starting is None:
            return None
        self.selling[code] = order.domain_name or self._properties.get(int(order.domain_id), "")
        return VoucherSale(
            product_id=None if row.product_id is None else int(row.product_id),
            product=row.name,
            paid=row.total,
            starting=starting.amount,
            complimentary=is_complimentary(order),
            selling_domain=int(order.domain_id),
            sold=order.date_created,
            expiry=voucher.expiry_date,
        )


async def read_period(
    client: VoucherClient,
    *,
    start: datetime,
    end: datetime,
    location_id: int,
    locations: Mapping[int, str],
    properties: Mapping[int, str],
) -> PeriodRead:
    """Every event at ``location_id`` from ``start`` to ``end`` (both included), oldest first."""
    sales = _Sales(client, properties)
    events: list[BalanceEvent] = []
    async for page in client.iter_balance_event_pages(
        location_id=location_id, created=((Op.GTE, start), (Op.LTE, end)), skip_unreadable=True
    ):
        events.extend(event for event in page if start <= event.created <= end)
    events.sort(key=lambda event: (event.created, event.event_id))
    read = PeriodRead()
    unread: set[str] = set()
    for event in events:
        code = event.row.code if event.row else ""
        sale = None
        if code and event.order is not None:
            sale = await sales.sale(code, int(event.order.order_id), event.currency_code)
        if sale is None and code:
            unread.add(code)
        place = int(event.location_id) if event.location_id is not None else location_id
        read.lines.append(
            AccountLine(
                event_id=int(event.event_id),
                created=event.created,
                type=event.type,
                code=mask_code(code),
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
