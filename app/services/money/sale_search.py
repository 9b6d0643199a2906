"""Which orders of a page carry a sale's payment reference, when the list may not say.

The API reference promises only ``orderID, domainID, domainName, dateCreated, emailAddress,
currencyCode, total, delivery`` on an entry of ``GET /orders/``; ``paymentReferenceID`` is promised
only by ``GET /orders/{id}/``. A list entry without the field is no evidence either way: the order is
read whole and compared there. One that cannot be read (or that does not carry the field even whole)
leaves the question open: when no order of the search carries the reference, the read's error is
raised (``orders_carrying``), so the sale stays unknown (the re-check looks again) and is never
called "not sold" on no evidence.

An order's reference is compared as the service keeps it (``app.core.sale.reference_kept``): in
any case, and cut short; one cut too short to be this sale's alone is kept apart, as a maybe.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence

from app.api.client import VoucherClient
from app.api.errors import ApiError, InvalidResponse
from app.api.models import OrderSummary
from app.core.sale import Kept, reference_kept

log = logging.getLogger("app.services.movements")

#: The field of an order that carries the till's own reference for a sale.
REFERENCE_FIELD = "payment_reference_id"


def says_reference(order: OrderSummary) -> bool:
    """Whether the service's answer carried the field at all (absent and null are not "none")."""
    return REFERENCE_FIELD in order.model_fields_set


async def carrying(
    client: VoucherClient, entries: Sequence[OrderSummary], reference: str
) -> tuple[list[tuple[OrderSummary, Kept]], ApiError | None]:
    """The ``entries`` whose order carries ``reference`` (those the list leaves silent are read
    whole), each with how surely, and the first error met reading one, if any."""
    if not reference:
        return [], None
    found: list[tuple[OrderSummary, Kept]] = []
    for order in entries:
        kept = reference_kept(reference, order.payment_reference_id) if says_reference(order) else Kept.OTHER
        if kept is not Kept.OTHER:
            found.append((order, kept))
    unread: ApiError | None = None
    for entry in entries:
        if says_reference(entry):
            continue
        try:
            whole = await client.order(entry.order_id)
        except ApiError as exc:
            log.info("Order %s read for a sale's reference: %s", entry.order_id, exc.details)
            unread = unread or exc
            continue
        if not says_reference(whole):
            unread = unread or InvalidResponse(
                f"Order #{entry.order_id} carries no payment reference.",
                endpoint=f"GET /orders/{entry.order_id}/",
                field="paymentReferenceID",
            )
        elif (kept := reference_kept(reference, whole.payment_reference_id)) is not Kept.OTHER:
            found.append((entry, kept))
    return found, unread
