"""The voucher service's rules over the sandbox's SQLite state.

Every public method takes the set of properties the caller's API key may see and enforces the rules
of ``api-reference.md``, raising ``ApiError`` with the reference's reason codes. One connection is
shared under a lock: the server thread is its only regular user, and ``reset`` from a test thread
must never interleave with a request. Money changes run in one ``BEGIN IMMEDIATE`` transaction with a
conditional update (see ``db.apply_event``).

The rules are split along the reference's sections, each a mixin over ``StateCore``: ``codes``,
``events`` (balance events), ``orders``, ``reference`` (properties, locations, categories),
``products`` (what a till sells), with the listing conventions in ``queries``.
"""

from __future__ import annotations

from app.sandbox.state.codes import Codes
from app.sandbox.state.core import SEEDS, Domains, Location, status_of
from app.sandbox.state.events import Events
from app.sandbox.state.orders import Orders
from app.sandbox.state.products import Products
from app.sandbox.state.reference import ReferenceData

__all__ = ["SEEDS", "Domains", "Location", "SandboxState", "status_of"]


class SandboxState(Codes, Events, Orders, Products, ReferenceData):
    """The whole service's rules over one SQLite state."""
