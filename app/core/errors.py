"""One triage for every failure: what the till user is told, and whether it is a bug.

Cancelled work is silent; expected failures (every ``ApiError``, a refused amount or code, an
insecure address) become a :class:`Notice` in till language with the service's own text kept for a
"Details" area; anything else is a bug and is raised again, so it reaches the task's error handler,
which logs it and shows the crash dialog (once per distinct traceback). Nothing here swallows a bug.
"""

from __future__ import annotations

import asyncio
import re

from app.api.errors import (
    ApiError,
    ConnectFailed,
    FailedUnder2xx,
    InsecureURL,
    InvalidResponse,
    Moved,
    NotFound,
    OutcomeUnknown,
    RateLimited,
    Rejected,
    ServiceError,
    Timeout,
    Unauthorized,
    WrongAnswer,
)
from app.core.codes import CodeError
from app.core.i18n import QT_TRANSLATE_NOOP, translate
from app.core.money import AmountError
from app.core.notice import Notice, Reach

#: Failures the till expects and explains; anything else is a bug.
EXPECTED = (ApiError, AmountError, CodeError, InsecureURL)


REASON_TEXT = {
    "not_redeemable": QT_TRANSLATE_NOOP("Errors", "This voucher cannot be used now."),
    "insufficient_balance": QT_TRANSLATE_NOOP("Errors", "That is more than the voucher's balance."),
    "partial_not_allowed": QT_TRANSLATE_NOOP("Errors", "This voucher must be used in full."),
    "invalid_amount": QT_TRANSLATE_NOOP("Errors", "The service did not accept that amount."),
    "location_not_allowed": QT_TRANSLATE_NOOP("Errors", "This voucher is not valid at this location."),
    "already_refunded": QT_TRANSLATE_NOOP("Errors", "This order has already been refunded."),
    "voucher_used": QT_TRANSLATE_NOOP(
        "Errors", "A voucher in this order has been used, so the order cannot be refunded."
    ),
    "not_api_order": QT_TRANSLATE_NOOP("Errors", "Only orders created through the API can be refunded here."),
    "not_confirmed": QT_TRANSLATE_NOOP(
        "Errors", "The service has not confirmed this event yet, so it cannot be reversed."
    ),
    "already_reversed": QT_TRANSLATE_NOOP("Errors", "This event has already been reversed."),
    "not_reversible": QT_TRANSLATE_NOOP("Errors", "This kind of event cannot be reversed."),
    "missing_required_field": QT_TRANSLATE_NOOP(
        "Errors", "The request was missing something the service needs."
    ),
    "missing_required_params": QT_TRANSLATE_NOOP(
        "Errors", "The request was missing something the service needs."
    ),
    "invalid_params": QT_TRANSLATE_NOOP("Errors", "The service did not accept the request."),
    "invalid_json_syntax": QT_TRANSLATE_NOOP("Errors", "The service could not read the request."),
}

#: ``not_redeemable`` by the status the service named (longest first: "Not Yet Valid" before "Valid").
NOT_REDEEMABLE_TEXT = {
    "Not Yet Valid": QT_TRANSLATE_NOOP("Errors", "This voucher is not valid yet."),
    "Chargeback": QT_TRANSLATE_NOOP("Errors", "The payment for this voucher was reversed (a chargeback)."),
    "Redeemed": QT_TRANSLATE_NOOP("Errors", "This voucher is already used."),
    "Expired": QT_TRANSLATE_NOOP("Errors", "This voucher has expired."),
    "Void": QT_TRANSLATE_NOOP("Errors", "This voucher is void (cancelled)."),
}
#: A refusal whose reason the till does not know: the service's words go to the details only.
UNKNOWN_REFUSAL_TEXT = QT_TRANSLATE_NOOP(
    "Errors",
    "The voucher service refused this for a reason the till does not know; its own words are in the "
    "till's log for a manager or support.",
)

#: A move (3xx) is the service address's to fix, never the cashier's: said with where it points.
MOVED_TEXT = QT_TRANSLATE_NOOP(
    "Errors",
    "The voucher service answers from another address ({where}): ask a manager to check Service settings.",
)
MOVED_NOWHERE_TEXT = QT_TRANSLATE_NOOP(
    "Errors", "The voucher service answers that it has moved: ask a manager to check Service settings."
)

KEY_REFUSED_TEXT = QT_TRANSLATE_NOOP(
    "Errors", "The service refused the till's API key — ask a manager to check Service settings."
)

NOT_FOUND = QT_TRANSLATE_NOOP("Errors", "Not found.")
NOT_FOUND_TEXT = {
    "voucher": QT_TRANSLATE_NOOP("Errors", "No voucher with that code. Check the code and try again."),
    "order": QT_TRANSLATE_NOOP("Errors", "That order was not found."),
    "event": QT_TRANSLATE_NOOP("Errors", "That event was not found."),
}


def key_refused_text() -> str:
    """:data:`KEY_REFUSED_TEXT` in the signed-in language."""
    return translate("Errors", KEY_REFUSED_TEXT)


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


#: The failures told the same way whatever was asked, by their type, most specific first: the
#: till's words (translated where they are shown) and how far the request got.
_PLAIN: tuple[tuple[type[ApiError], str, Reach | None], ...] = (
    (
        RateLimited,
        QT_TRANSLATE_NOOP("Errors", "The voucher service is busy. Wait a few seconds and try again."),
        Reach.TROUBLE,
    ),
    (
        OutcomeUnknown,
        QT_TRANSLATE_NOOP("Errors", "No answer from the service: checking whether it went through…"),
        None,
    ),
    (
        ConnectFailed,
        QT_TRANSLATE_NOOP(
            "Errors", "Cannot reach the voucher service. Check the network; the till keeps trying."
        ),
        Reach.OFFLINE,
    ),
    (
        Timeout,
        QT_TRANSLATE_NOOP("Errors", "The voucher service is not answering. Try again in a moment."),
        Reach.OFFLINE,
    ),
    (
        ServiceError,
        QT_TRANSLATE_NOOP("Errors", "The voucher service is having trouble. Try again in a moment."),
        Reach.TROUBLE,
    ),
    (
        FailedUnder2xx,
        QT_TRANSLATE_NOOP(
            "Errors", "The voucher service reported a problem instead of an answer. Try again in a moment."
        ),
        Reach.TROUBLE,
    ),
    (
        InvalidResponse,
        QT_TRANSLATE_NOOP("Errors", "The voucher service sent an answer the till cannot read."),
        Reach.ANSWERED,
    ),
)


def _describe_api(exc: ApiError, subject: str) -> Notice:
    details = exc.details
    if isinstance(exc, Unauthorized):
        return Notice(key_refused_text(), details, reach=Reach.REFUSED)
    if isinstance(exc, NotFound):
        return Notice(
            translate("Errors", NOT_FOUND_TEXT.get(subject, NOT_FOUND)), details, reach=Reach.ANSWERED
        )
    if isinstance(exc, Moved):
        said = translate("Errors", MOVED_TEXT if exc.where else MOVED_NOWHERE_TEXT)
        return Notice(said.format(where=exc.where), details, reach=Reach.ANSWERED)
    if isinstance(exc, Rejected):
        return Notice(refusal_text(exc), details, reach=Reach.ANSWERED)
    if isinstance(exc, WrongAnswer):
        return Notice(exc.message, details, reach=Reach.ANSWERED)  # already in till words
    text, reach = next(
        ((text, reach) for kind, text, reach in _PLAIN if isinstance(exc, kind)),
        (UNKNOWN_REFUSAL_TEXT, Reach.ANSWERED),
    )
    return Notice(translate("Errors", text), details, reach=reach)


def refusal_text(exc: Rejected) -> str:
    """A refusal in till words only. The service's own text ("code DINNER75 is Redeemed") is kept for
    the details and the log: beside a translation it reads as a second, raw message, and for a
    reason the till does not know it is English written for developers, not for a cashier.

    ``not_redeemable`` covers every status that cannot be used; the status the service names in
    its text, when it is one of the documented ones, picks the words ("already used").
    """
    if exc.reason == "not_redeemable":
        said = " ".join(exc.messages)
        for status, text in NOT_REDEEMABLE_TEXT.items():
            if re.search(rf"(?<!Partially )\b{status}\b", said):
                return translate("Errors", text)
    return translate("Errors", REASON_TEXT.get(exc.reason, UNKNOWN_REFUSAL_TEXT))
