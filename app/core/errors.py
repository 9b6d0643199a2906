"""One triage for every failure: what the till user is told, and whether it is a bug.

Cancelled work is silent; expected failures (every ``ApiError``, a refused amount or code, an
insecure address) become a :class:`Notice` in till language with the service's own text kept for a
"Details" area; anything else is a bug and is raised again, so it reaches the task's error handler,
which logs it and shows the crash dialog (once per distinct traceback). Nothing here swallows a bug.
"""

from __future__ import annotations

import asyncio

from app.api.errors import (
    ApiError,
    ConnectFailed,
    InsecureURL,
    InvalidResponse,
    NotFound,
    OutcomeUnknown,
    RateLimited,
    Rejected,
    ServiceError,
    Timeout,
    Unauthorized,
)
from app.core.codes import CodeError
from app.core.money import AmountError
from app.core.notice import Notice, Reach

#: Failures the till expects and explains; anything else is a bug.
EXPECTED = (ApiError, AmountError, CodeError, InsecureURL)


REASON_TEXT = {
    "not_redeemable": "This voucher cannot be used now.",
    "insufficient_balance": "That is more than the voucher's balance.",
    "partial_not_allowed": "This voucher must be used in full.",
    "invalid_amount": "The service did not accept that amount.",
    "location_not_allowed": "This voucher is not valid at this location.",
    "already_refunded": "This order has already been refunded.",
    "voucher_used": "A voucher in this order has been used, so the order cannot be refunded.",
    "not_api_order": "Only orders created through the API can be refunded here.",
    "not_confirmed": "The service has not confirmed this event yet, so it cannot be reversed.",
    "already_reversed": "This event has already been reversed.",
    "not_reversible": "This kind of event cannot be reversed.",
    "missing_required_field": "The request was missing something the service needs.",
    "missing_required_params": "The request was missing something the service needs.",
    "invalid_params": "The service did not accept the request.",
    "invalid_json_syntax": "The service could not read the request.",
}

KEY_REFUSED_TEXT = "The service refused the till's API key — ask a manager to check Service settings."

NOT_FOUND_TEXT = {
    "voucher": "No voucher with that code. Check the code and try again.",
    "order": "That order was not found.",
    "event": "That event was not found.",
}


def describe(exc: BaseException, *, subject: str = "voucher") -> Notice | None:
    """The notice for a failure, or None when nothing should be shown (the work was cancelled).

    Raises ``exc`` again when it is not an expected failure: a bug must reach the crash dialog,
    never be dressed up as a message.
    """
    if isinstance(exc, asyncio.CancelledError):
        return None
    if isinstance(exc, AmountError | CodeError):
        return Notice(exc.reason)
    if isinstance(exc, InsecureURL):
        return Notice(str(exc))
    if isinstance(exc, ApiError):
        return _describe_api(exc, subject)
    raise exc


def _describe_api(exc: ApiError, subject: str) -> Notice:
    details = exc.details
    if isinstance(exc, Unauthorized):
        return Notice(KEY_REFUSED_TEXT, details, reach=Reach.REFUSED)
    if isinstance(exc, NotFound):
        return Notice(NOT_FOUND_TEXT.get(subject, "Not found."), details, reach=Reach.ANSWERED)
    if isinstance(exc, Rejected):
        known = REASON_TEXT.get(exc.reason)
        # The service's own words, unless they are only its reason code again ("already_reversed").
        said = " ".join(m for m in exc.messages if m.strip() != exc.reason)
        if known and said and said.casefold().rstrip(".") != known.casefold().rstrip("."):
            return Notice(f"{known} ({said})", details, reach=Reach.ANSWERED)
        text = known or said or "The voucher service refused the request."
        return Notice(text, details, reach=Reach.ANSWERED)
    if isinstance(exc, RateLimited):
        text = "The voucher service is busy. Wait a few seconds and try again."
        return Notice(text, details, reach=Reach.TROUBLE)
    if isinstance(exc, OutcomeUnknown):
        return Notice("No answer from the service: checking whether it went through…", details)
    if isinstance(exc, ConnectFailed):
        text = "Cannot reach the voucher service. Check the network; the till keeps trying."
        return Notice(text, details, reach=Reach.OFFLINE)
    if isinstance(exc, Timeout):
        text = "The voucher service is not answering. Try again in a moment."
        return Notice(text, details, reach=Reach.OFFLINE)
    if isinstance(exc, ServiceError):
        text = "The voucher service is having trouble. Try again in a moment."
        return Notice(text, details, reach=Reach.TROUBLE)
    if isinstance(exc, InvalidResponse):
        text = "The voucher service sent an answer the till cannot read."
        return Notice(text, details, reach=Reach.ANSWERED)
    return Notice(exc.message, details, reach=Reach.ANSWERED)
