"""The vouchers of this till's sales in a shift, read from the service's orders for the report's
sales section (``app.core.shift_sales``): by product, as the service recorded them."""

from __future__ import annotations

import logging
from collections.abc import Iterable

from app.api.errors import ApiError
from app.core.shift_report import RefundMatch
from app.core.shift_sales import SaleSold, SoldVoucher
from app.desk.common.ports import VoucherReads
from app.desk.manager._shift_events import ReportedEvent

log = logging.getLogger(__name__)


async def read_sales(client: VoucherReads, sales: Iterable[RefundMatch[ReportedEvent]]) -> list[SaleSold]:
    """Each sale with its order's vouchers; a sale whose order cannot be read keeps none (its line then
    says so) rather than failing the whole report."""
    found: list[SaleSold] = []
    for sale in sales:
        order_id = sale.movement.order_id
        vouchers: tuple[SoldVoucher, ...] = ()
        if order_id is not None:
            try:
                rows = await client.order_rows(order_id)
            except ApiError as exc:
                log.warning("Shift report: vouchers of order %s unreadable: %s", order_id, exc.details)
            else:
                vouchers = tuple(SoldVoucher(row.name, row.total, row.currency_code) for row in rows)
        found.append(SaleSold(sale.movement, vouchers))
    return found
