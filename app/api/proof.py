"""Proof that an answer is about what was asked, and the refusals a PHP service hides under a 200.

A service that matches codes by prefix, or ignores a suffix, can answer a lookup of ``SPA50PART``
with the voucher ``SPA50``: shown and redeemed, it would take money from a voucher nobody presented.
So every lookup's voucher must carry the code asked for (compared as the service normalises codes:
case, spaces and dashes do not count), and every order the id asked for.
"""

from __future__ import annotations

import logging
from typing import Any

from app.api.decode import EventPage
from app.api.errors import (
    ApiError,
    NotFound,
    RefusedUnder2xx,
    Rejected,
    Unauthorized,
    WrongAnswer,
    service_words,
)
from app.api.models import Order, Voucher

log = logging.getLogger(__name__)


def code_key(code: str) -> str:
    """A code as the service compares it: letters and digits only, uppercase."""
    return "".join(ch for ch in code if ch.isalnum()).upper()


def prove_voucher(voucher: Voucher, code: str, endpoint: str) -> Voucher:
    if code_key(voucher.redeem_code) != code_key(code):
        raise WrongAnswer(
            f"The service answered about another voucher ({voucher.redeem_code}), not {code}: "
            "nothing was taken. Scan the voucher again, and ask a manager if it happens again.",
            endpoint=endpoint,
        )
    return voucher


def prove_order(order: Order, order_id: int, endpoint: str) -> Order:
    if order.order_id != order_id:
        raise WrongAnswer(
            f"The service answered about order #{order.order_id}, not #{order_id}.", endpoint=endpoint
        )
    return order


def at_location(events: EventPage, location_id: int, endpoint: str) -> EventPage:
    """The events of a page asked for one location that are at it: a service that ignores its
    ``locationID`` filter would otherwise put another location's movements in this till's feed and
    shift report. Those left out are logged; the page keeps what the service sent (``received``),
    so paging still ends where the service's list does."""
    here = [event for event in events if event.location_id in (location_id, None)]
    if len(here) == len(events):
        return events
    log.warning(
        "%s: %d events of another location than %s left out", endpoint, len(events) - len(here), location_id
    )
    return EventPage(here, events.received, events.skipped, events.held)


def envelope_refusal(payload: Any, endpoint: str) -> Rejected | None:
    """A ``{"result": {"type": "error", ...}}`` envelope under a 2xx: the refusal it carries.

    An old PHP service answers some refusals with status 200. Read as an event it would be "no
    answer" and be reconciled; it is a refusal, with the reason the service gave.
    """
    result = payload.get("result") if isinstance(payload, dict) else None
    if not isinstance(result, dict) or str(result.get("type", "")).lower() != "error":
        return None
    reason = result.get("reason")
    messages = result.get("messages")
    texts = service_words(messages)
    reason_text = reason if isinstance(reason, str) else ""
    return RefusedUnder2xx(
        " ".join(texts) or "The service refused the request.",
        endpoint=endpoint,
        reason=reason_text,
        messages=texts,
    )


def read_refusal(payload: Any, endpoint: str) -> ApiError | None:
    """An error envelope under a 2xx to a read (a lookup, a list): the refusal the reason names.

    Read as the data asked for, it would be "an unreadable answer"; it is the refusal it says, so
    ``not_found`` is "no such voucher" and ``unauthorized`` the key refused, as under their own
    statuses, and any other reason is shown in the service's own words.
    """
    refusal = envelope_refusal(payload, endpoint)
    if refusal is None:
        return None
    if refusal.reason == "not_found":
        return NotFound(refusal.message, endpoint=endpoint)
    if refusal.reason == "unauthorized":
        return Unauthorized(refusal.message, endpoint=endpoint)
    return refusal
