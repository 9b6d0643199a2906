"""What the view-models call on the layers below them, as protocols.

A view-model is written against what it uses, not against ``VoucherClient`` or ``MovementService``
themselves: composition (``app.compose``) hands it the real objects, and a unit test hands it a
small fake (``tests/helpers/fakes.py``) that answers at once, fails on cue, or answers a stale
lookup after a newer one, which the sandbox on loopback cannot order so precisely. mypy checks
that the real objects and the fakes both fit.

Each protocol names only the calls one view-model (or a few of them) makes; its signatures are the
real ones, so a keyword the view-model passes is a keyword the real object takes.
"""

from __future__ import annotations

from collections.abc import Callable, Container, Iterable, Mapping
from datetime import datetime
from decimal import Decimal
from typing import Any, Protocol

from app.api.catalogue import DeliveryMethod, Product
from app.api.decode import EventPage
from app.api.models import Category, Order, OrderRow, Property, Voucher
from app.api.poller import PagedEvents
from app.api.query import Op
from app.api.sent import OnSent
from app.core.audit_line import AuditLine
from app.core.bill_tag import BillTag
from app.core.movement import Movement
from app.core.sale import SaleRequest
from app.services.movements import Actor, MovementResult, OnWait
from app.services.movements import Notice as MovementNotice
from app.store.audit import AuditEntry
from app.store.manager_lock import LockStatus


class VoucherReads(Protocol):
    """The lookup's reads: the voucher, then its order and the order's vouchers with their history."""

    async def lookup_code(
        self, code: str, location_id: int | None = None, *, on_sent: OnSent | None = None
    ) -> Voucher: ...

    async def order(self, order_id: int, *, on_sent: OnSent | None = None) -> Order: ...

    async def order_rows(self, order_id: int, *, on_sent: OnSent | None = None) -> list[OrderRow]: ...


class EventReads(PagedEvents, Protocol):
    """The activity feed's reads: a page of the location's events, and pages newest first (its poll,
    ``PagedEvents``)."""

    async def balance_events(
        self,
        *,
        page: int = ...,
        location_id: int | None = None,
        created: Iterable[tuple[Op, datetime]] = (),
        skip_unreadable: bool = False,
        known: Container[int] = frozenset(),
    ) -> EventPage: ...


class PropertyReads(Protocol):
    """The top-up's one read: the properties, for the currency a new card is sold in."""

    async def properties(self) -> list[Property]: ...


class Reconciles(Protocol):
    """Settling a movement whose answer was lost, from the service's own records."""

    async def reconcile(self, movement: Movement, *, on_wait: OnWait | None = None) -> MovementResult: ...


class Movements(Reconciles, Protocol):
    """The money movements a cashier makes (``app.services.movements.MovementService``)."""

    location_id: int
    notices: list[Callable[[MovementNotice], None]]
    #: Told of each movement a manager's word settled (it no longer blocks its code).
    decided: list[Callable[[Movement], None]]

    async def redeem(
        self, voucher: Voucher, amount: Decimal, actor: Actor, *, on_sent: OnSent | None = None
    ) -> MovementResult: ...

    async def topup(
        self,
        code: str,
        amount: Decimal,
        currency: str,
        actor: Actor,
        *,
        balance_before: Decimal | None = None,
        on_sent: OnSent | None = None,
    ) -> MovementResult: ...

    def prepare(self) -> object:
        """A review opened: read what the service's newest events are, before its confirm sends."""
        ...

    def unresolved_for_code(self, code: str) -> list[Movement]: ...

    def waits_for_manager(self, code: str, told: str | None = None) -> str:
        """Why a new movement on ``code`` is refused until a manager acts, or ""; only what to do
        when the one waiting is ``told``, the movement whose outcome line the cashier reads."""
        ...

    def override_unknown(self, movement_id: str, actor: Actor, note: str = "") -> Movement: ...


class BillMovements(Movements, Protocol):
    """A bill's redemptions: each one line of the bill, through the one money path."""

    async def redeem_on_bill(
        self, voucher: Voucher, amount: Decimal, bill: BillTag, actor: Actor, *, on_sent: OnSent | None = None
    ) -> MovementResult: ...

    def follow(self) -> None:
        """The next line follows the one on the wire: its anchor is that line's own answer."""
        ...


class AuditTrail(Protocol):
    """Appending a line to the audit log (``app.store.audit.AuditLog``)."""

    def append(self, line: AuditLine) -> AuditEntry: ...


class PinLock(Protocol):
    """The count of wrong manager PINs, kept on disk (``app.store.manager_lock.ManagerLock``)."""

    def check(self) -> LockStatus: ...

    def record_failure(self) -> LockStatus: ...

    def record_success(self) -> None: ...


class CatalogueReads(Protocol):
    """What the sale screen reads to offer products: the products, their categories, the delivery
    methods and the property's currency."""

    async def products(self, *, domain_id: int | None = None) -> list[Product]: ...

    async def categories(self, *, domain_id: int | None = None) -> list[Category]: ...

    async def delivery_methods(self, domain_id: int) -> list[DeliveryMethod]: ...

    async def properties(self) -> list[Property]: ...


class SaleMovements(Protocol):
    """A sale through the one money path, and a lost answer settled with a countdown (or later:
    ``notices`` and ``decided`` tell of a sale the re-check or a manager settled)."""

    notices: list[Callable[[MovementNotice], None]]
    decided: list[Callable[[Movement], None]]

    async def sell(
        self, request: SaleRequest, reference: str, actor: Actor, *, on_sent: OnSent | None = None
    ) -> tuple[MovementResult, list[OrderRow]]: ...

    async def sold_rows(self, movement: Movement) -> list[OrderRow]: ...

    async def reconcile(self, movement: Movement, *, on_wait: OnWait | None = None) -> MovementResult: ...

    def prepare(self) -> object: ...


class OrderEdits(Protocol):
    """Reading an order and correcting its customer fields (``POST /orders/{id}/``)."""

    async def order(self, order_id: int, *, on_sent: OnSent | None = None) -> Order: ...

    async def update_order(self, order_id: int, changes: Mapping[str, Any]) -> Order: ...
