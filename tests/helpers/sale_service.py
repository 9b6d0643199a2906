"""A sale through one till's money path on the sandbox, without a window, as the sale's fault
suites send it: one Spa Day for Two for J. Bloggs, sent by a front desk that is not the only till
there, its unknown outcomes settled from the service's orders."""

from __future__ import annotations

import json
from decimal import Decimal

from app.api.client import VoucherClient
from app.core.movement import MovementState
from app.core.sale import SaleLine, SaleRequest
from app.sandbox.seed_catalogue import DeliveryMethods, Products, Properties
from app.services.movements import Actor, MovementResult, MovementService, Pace
from app.store.audit import AuditLog
from app.store.journal import Journal
from helpers.service_till import movement_service
from sandbox_harness.server import SandboxServer

STAFF = Actor("Sam Till")
SPA = SaleLine(Products.SPA_DAY, "Spa Day for Two", Decimal("50.00"))
REQUEST = SaleRequest(
    domain_id=Properties.HARBOUR,
    currency="GBP",
    lines=(SPA,),
    method_id=DeliveryMethods.EMAIL,
    method_name="E-mail",
    delivery_charge=Decimal("0.00"),
    purchaser_name="J. Bloggs",
    purchaser_email="jo@example.com",
)


def till(
    client: VoucherClient, journal: Journal, audit: AuditLog, name: str = "Front desk"
) -> MovementService:
    return movement_service(client, journal, audit, till=name, only_till_here=False, pace=Pace(settle_s=0.3))


async def settle(service: MovementService, result: MovementResult) -> MovementResult:
    """What the sale screen does: an unknown outcome is settled from the service's orders."""
    if result.outcome is MovementState.UNKNOWN:
        result = await service.reconcile(result.movement)
    return result


def carrying(sandbox: SandboxServer, reference: str) -> int:
    """How many orders the service holds with this payment reference."""
    with sandbox.state.core._lock:  # the test reads the service's own table
        rows = sandbox.state.core._conn.execute("SELECT data FROM orders").fetchall()
    return sum(1 for row in rows if json.loads(row["data"]).get("paymentReferenceID") == reference)


def list_without_reference(sandbox: SandboxServer) -> None:
    """The orders list as the API reference promises it, with no ``paymentReferenceID``: the till
    reads the reference from ``GET /orders/{id}/``."""
    sandbox.forms.set("list_without_reference", path="/orders/$", method="GET")
