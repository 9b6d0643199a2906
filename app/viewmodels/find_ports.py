"""What Find needs of the client and of its order index, as protocols: composition hands it the real
ones, a unit test small fakes."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from typing import Protocol

from app.api.models import Order, OrderListing, OrderRow, Voucher
from app.store.order_index import Coverage, IndexedOrder


class OrderListReads(Protocol):
    """The service's order list and one order, with its rows and their vouchers."""

    async def orders(
        self, *, domain_id: int | None = None, created_since: datetime | None = None, page: int = 1
    ) -> list[OrderListing]: ...

    async def order(self, order_id: int) -> Order: ...

    async def order_rows(self, order_id: int) -> list[OrderRow]: ...

    async def lookup_code(self, code: str, location_id: int | None = None) -> Voucher: ...


class OrderIndexStore(Protocol):
    """``app.store.order_index.OrderIndex``."""

    def add(self, orders: Iterable[IndexedOrder]) -> None: ...

    def coverage(self) -> Coverage | None: ...

    def set_coverage(self, covered_from: datetime, newest: datetime) -> None: ...

    def search(self, query: str, since: datetime, limit: int = 200) -> list[IndexedOrder]: ...

    def count_since(self, since: datetime) -> int: ...

    def forget_older_than(self, cutoff: datetime) -> int: ...

    def close(self) -> None: ...
