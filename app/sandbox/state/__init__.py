"""The voucher service's rules over the sandbox's SQLite state.

Every public method takes the set of properties the caller's API key may see and enforces the rules
of ``docs/service-reference.md``, raising ``ApiError`` with the reference's reason codes. One connection is
shared under a lock: the server thread is its only regular user, and ``reset`` from a test thread
must never interleave with a request. Money changes run in one ``BEGIN IMMEDIATE`` transaction with a
conditional update (see ``db.apply_event``).

The rules are split along the reference's sections, each a class over one shared ``StateCore``:
``codes``, ``events`` (balance events), ``orders``, ``reference`` (properties, locations,
categories), ``products`` (what a till sells), with the listing conventions in ``queries``.
``SandboxState`` composes them and answers for each path of the service.
"""

from __future__ import annotations

from pathlib import Path

from app.sandbox.clock import Clock
from app.sandbox.state.codes import Codes
from app.sandbox.state.core import SEEDS, Domains, Location, StateCore, status_of
from app.sandbox.state.events import Events
from app.sandbox.state.orders import Orders
from app.sandbox.state.products import Products
from app.sandbox.state.reference import ReferenceData

__all__ = ["SEEDS", "Domains", "Location", "SandboxState", "status_of"]


class SandboxState:
    """The whole service's rules over one SQLite state: the core and its five sections."""

    def __init__(self, clock: Clock, db_path: Path | None = None, seed_name: str | None = "demo") -> None:
        self.core = StateCore(clock, db_path, seed_name)
        self.clock = clock
        codes, events, orders = Codes(self.core), Events(self.core), Orders(self.core)
        products, reference = Products(self.core), ReferenceData(self.core)
        self.authenticate = self.core.authenticate
        self.reset = self.core.reset
        self.close = self.core.close
        self.api_orders = self.core.api_orders
        self.balance_of = self.core.balance_of
        self.lookup, self.redeem, self.topup = codes.lookup, codes.redeem, codes.topup
        self.list_events, self.reverse = events.list_events, events.reverse
        self.list_orders, self.get_order, self.order_rows = (
            orders.list_orders,
            orders.get_order,
            orders.order_rows,
        )
        self.create_order, self.update_order, self.refund = (
            orders.create_order,
            orders.update_order,
            orders.refund,
        )
        self.products = products.products
        self.properties, self.locations = reference.properties, reference.locations
        self.categories = reference.categories
