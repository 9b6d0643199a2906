"""The sale's fault matrix on a service whose orders list carries no ``paymentReferenceID``.

The API reference promises only ``orderID, domainID, domainName, dateCreated, emailAddress,
currencyCode, total, delivery`` on a list entry; the reference is read from ``GET /orders/{id}/``.
Under every fault a lost answer is still settled by the till's reference (the fault matrix of
``test_sale_faults.py`` runs on such a list too): never a second order, never "not sold" for an
order that was made, none left unconfirmed. An order that cannot be read
whole keeps the sale unknown; a 200 carrying an error envelope after the commit is settled, not
taken as a refusal.
"""

from __future__ import annotations

import pytest

from app.api.client import VoucherClient
from app.api.errors import ApiError
from app.core.movement import MovementState
from app.core.sale import new_reference
from app.services.money.sale import sale
from app.services.movements import MovementResult, MovementService
from app.store.audit import AuditLog
from app.store.journal import Journal
from helpers import logs
from helpers.sale_service import REQUEST, STAFF, carrying, list_without_reference, settle, till
from sandbox_harness.server import SandboxServer

pytestmark = [
    pytest.mark.both_shapes,
    pytest.mark.anyio,
    pytest.mark.logs(*logs.FAULTS, r"not proven this request.s"),
]


async def made_and_answer_lost(
    sandbox: SandboxServer, client: VoucherClient, journal: Journal, audit: AuditLog
) -> tuple[MovementService, str, MovementResult]:
    """A sale sent to a service whose list omits the reference, the order made and its answer
    lost: the till's service, the sale's reference, and what the till made of it."""
    list_without_reference(sandbox)
    service = till(client, journal, audit)
    reference = new_reference()
    sandbox.faults.set(drop={"when": "after"}, path="/orders/$", method="POST", times=1)
    return service, reference, await service.move(sale(client, REQUEST, reference), STAFF)


async def test_a_made_order_whose_answer_was_lost_is_sold_not_called_not_sold(
    sandbox: SandboxServer,
    client: VoucherClient,
    journal: Journal,
    audit: AuditLog,
) -> None:
    service, reference, lost = await made_and_answer_lost(sandbox, client, journal, audit)
    result = await settle(service, lost)
    assert result.outcome is MovementState.DONE
    assert "did not go through" not in result.text
    assert carrying(sandbox, reference) == 1


async def test_an_order_that_cannot_be_read_whole_leaves_the_sale_unknown_never_not_sold(
    sandbox: SandboxServer,
    client: VoucherClient,
    journal: Journal,
    audit: AuditLog,
) -> None:
    service, reference, lost = await made_and_answer_lost(sandbox, client, journal, audit)
    assert lost.outcome is MovementState.UNKNOWN
    sandbox.faults.set(status=503, retry_after=0, path=r"/orders/\d+/$", method="GET")
    with pytest.raises(ApiError):
        await service.reconcile(lost.movement)
    assert journal.get(lost.movement.id).state is MovementState.UNKNOWN
    sandbox.faults.clear()
    settled = await service.recheck(lost.movement)
    assert settled.outcome is MovementState.DONE
    assert carrying(sandbox, reference) == 1


@pytest.mark.parametrize("listed", [True, False], ids=["list-carries-it", "list-omits-it"])
async def test_a_200_with_an_error_envelope_after_the_order_was_made_is_settled_as_sold(
    listed: bool,
    sandbox: SandboxServer,
    client: VoucherClient,
    journal: Journal,
    audit: AuditLog,
) -> None:
    """An old PHP service whose mailer threw after the commit: 200 ``mail_failed``, the order made."""
    if not listed:
        list_without_reference(sandbox)
    service = till(client, journal, audit)
    reference = new_reference()
    sandbox.forms.set("envelope_200_after", path="/orders/$", method="POST", times=1)
    first = await service.move(sale(client, REQUEST, reference), STAFF)
    assert first.outcome is MovementState.UNKNOWN, "a 2xx refusal of a sale is no proof nothing was sold"
    if not listed:
        list_without_reference(sandbox)
    result = await settle(service, first)
    assert result.outcome is MovementState.DONE
    assert "take no payment" not in result.text
    assert carrying(sandbox, reference) == 1
    assert await service.recheck_all() == []
