"""One triage for every failure: what the till user is told, and whether it is a bug.

Cancelled work is silent; expected failures (every ``ApiError``, a refused amount or code) become
a message in till language with the service's own text kept for a "Details" area; anything else is
a bug, logged with its traceback and shown as a calm apology.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from enum import StrEnum

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


class Severity(StrEnum):
    INFO = "info"
    PROBLEM = "problem"
    BUG = "bug"


@dataclass(frozen=True)
class UserMessage:
    text: str
    details: str = ""
    severity: Severity = Severity.PROBLEM
    #: True when the service could not be reached: the till shows itself offline.
    offline: bool = False
    #: True when the service refused the till's API key (401): the top bar says so, not "online".
    key_refused: bool = False


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


def describe(exc: BaseException, *, subject: str = "voucher") -> UserMessage | None:
    """The message for a failure, or None when nothing should be shown (the user moved on)."""
    if isinstance(exc, asyncio.CancelledError):
        return None
    if isinstance(exc, AmountError | CodeError):
        return UserMessage(exc.reason)
    if isinstance(exc, InsecureURL):
        return UserMessage(str(exc))
    if isinstance(exc, ApiError):
        return _describe_api(exc, subject)
    return UserMessage(
        "Something went wrong inside the till. It has been logged; you can carry on.",
        details=f"{type(exc).__name__}: {exc}",
        severity=Severity.BUG,
    )


def _describe_api(exc: ApiError, subject: str) -> UserMessage:
    details = exc.details
    if isinstance(exc, Unauthorized):
        return UserMessage(KEY_REFUSED_TEXT, details, key_refused=True)
    if isinstance(exc, NotFound):
        return UserMessage(NOT_FOUND_TEXT.get(subject, "Not found."), details)
    if isinstance(exc, Rejected):
        known = REASON_TEXT.get(exc.reason)
        said = " ".join(exc.messages)
        if known and said:
            return UserMessage(f"{known} ({said})", details)
        return UserMessage(known or said or "The voucher service refused the request.", details)
    if isinstance(exc, RateLimited):
        return UserMessage("The voucher service is busy. Wait a few seconds and try again.", details)
    if isinstance(exc, OutcomeUnknown):
        return UserMessage("No answer from the service: checking whether it went through…", details)
    if isinstance(exc, ConnectFailed):
        text = "Cannot reach the voucher service. Check the network; the till keeps trying."
        return UserMessage(text, details, offline=True)
    if isinstance(exc, Timeout):
        return UserMessage(
            "The voucher service is not answering. Try again in a moment.", details, offline=True
        )
    if isinstance(exc, ServiceError):
        return UserMessage("The voucher service is having trouble. Try again in a moment.", details)
    if isinstance(exc, InvalidResponse):
        return UserMessage("The voucher service sent an answer the till cannot read.", details)
    return UserMessage(exc.message, details)
