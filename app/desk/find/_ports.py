"""What Find needs of the client and of its order index, as protocols: composition hands it the real
ones, a unit test small fakes."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from typing import Protocol

from app.api.models import Order, OrderRow, Voucher
from app.api.order_page import OrderPage
from app.store.order_index import Coverage, IndexedOrder


class OrderListReads(Protocol):
    """The service's order list and one order, with its rows and their vouchers."""

    async def order_page(self, *, domain_id: int, created_since: datetime, page: int = 1) -> OrderPage: ...

    async def order(self, order_id: int) -> Order: ...

    async def order_rows(self, order_id: int) -> list[OrderRow]: ...

    async def lookup_code(self, code: str, location_id: int | None = None) -> Voucher: ...


class OrderIndexStore(Protocol):
    """``app.store.order_index.OrderIndex``."""

    def add(self, orders: Iterable[IndexedOrder]) -> None: ...

    def coverage(self) -> Coverage | None: ...

    def set_coverage(self, covered_from: datetime, newest: datetime) -> None: ...

    def search(
        self, query: str, since: datetime, limit: int = 200, offset: int = 0
    ) -> list[IndexedOrder]: ...

    def count_since(self, since: datetime) -> int: ...

    def forget_older_than(self, cutoff: datetime) -> int: ...

    def correct(self, order_id: int, changed: dict[str, str]) -> bool: ...

    def close(self) -> None: ...
