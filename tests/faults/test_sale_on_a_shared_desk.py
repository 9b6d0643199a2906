"""A sale on a desk other tills share: its proof is its own payment reference, not the events.

While the service's balance-event list could not be read, a shared desk refused every
sale with "The service refused the sale", though nothing was sent and a sale needs no anchor. A
redemption there is still not sent (its answer could not be told from another till's).
"""

from __future__ import annotations

from decimal import Decimal

import pytest

from app.api.client import VoucherClient
from app.core.movement import MovementState
from app.core.sale import SaleLine, SaleRequest, new_reference
from app.sandbox.seed import DemoCodes
from app.sandbox.seed_catalogue import DeliveryMethods, Locations, Products, Properties
from app.services.money.sale import sale
from app.services.movements import Actor, MovementService, Pace
from app.store.audit import AuditLog
from app.store.journal import Journal
from helpers import logs
from helpers.service_till import movement_service
from sandbox_harness.server import SandboxServer

pytestmark = [
    pytest.mark.both_shapes,
    pytest.mark.anyio,
    pytest.mark.logs(*logs.FAULTS, r"newest events could not be read"),
]

STAFF = Actor("Sam Till")
REQUEST = SaleRequest(
    domain_id=Properties.HARBOUR,
    currency="GBP",
    lines=(SaleLine(Products.SPA_DAY, "Spa Day for Two", Decimal("50.00")),),
    method_id=DeliveryMethods.EMAIL,
    method_name="E-mail",
    delivery_charge=Decimal("0.00"),
    purchaser_name="J. Bloggs",
    purchaser_email="jo@example.com",
)


def shared_desk(client: VoucherClient, journal: Journal, audit: AuditLog) -> MovementService:
    return movement_service(
        client, journal, audit, till="Front desk", only_till_here=False, pace=Pace(settle_s=0.3)
    )


async def test_a_sale_goes_through_while_the_event_list_is_down_and_a_redemption_is_not_sent(
    sandbox: SandboxServer, client: VoucherClient, journal: Journal, audit: AuditLog
) -> None:
    service = shared_desk(client, journal, audit)
    sandbox.faults.set(path="/balance_events", method="GET", status=503, retry_after=0)

    sold = await service.move(sale(client, REQUEST, new_reference()), STAFF)
    voucher = await client.lookup_code(DemoCodes.VALID_PARTIAL, Locations.RECEPTION)
    redeemed = await service.redeem(voucher, Decimal("5.00"), STAFF)

    assert sold.outcome is MovementState.DONE
    assert sold.movement.state is MovementState.DONE
    assert redeemed.outcome is MovementState.REJECTED, (
        "a redemption's answer needs the anchor on a shared desk"
    )
    assert sandbox.state.balance_of(DemoCodes.VALID_PARTIAL) == 5000
