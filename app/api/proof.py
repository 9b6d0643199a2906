"""Proof that an answer is about what was asked, and the refusals a PHP service hides under a 200.

A service that matches codes by prefix, or ignores a suffix, can answer a lookup of ``SPA50PART``
with the voucher ``SPA50``: shown and redeemed, it would take money from a voucher nobody presented.
So every lookup's voucher must carry the code asked for (compared as the service normalises codes:
case, spaces and dashes do not count), and every order the id asked for.
"""

from __future__ import annotations

import html
import logging
from collections.abc import Mapping
from typing import Any

from app.api.decode import EventPage
from app.api.errors import (
    ApiError,
    FailedUnder2xx,
    NotFound,
    RefusedUnder2xx,
    Rejected,
    Unauthorized,
    WrongAnswer,
    service_words,
)
from app.api.masks import mask_codes_said
from app.api.models import Order, Voucher

log = logging.getLogger(__name__)


def code_key(code: str) -> str:
    """A code as the service compares it: letters and digits only, uppercase."""
    return "".join(ch for ch in code if ch.isalnum()).upper()


def prove_voucher(voucher: Voucher, code: str, endpoint: str) -> Voucher:
    if code_key(voucher.redeem_code) != code_key(code):
        raise WrongAnswer(
            # Named by neither code: the one asked for may not be in front of whoever reads this,
            # and the other was never read at a counter (both would be masked alike, ••••••PART).
            "The service answered about another voucher than the one asked for: "
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


class LocationFilter:
    """Keeps a page asked for one location to the events at it: a service that ignores its
    ``locationID`` filter would otherwise put another location's movements in this till's feed and
    shift report. Those left out are dropped; the page keeps what the service sent (``received``),
    so paging still ends where the service's list does.

    The feed re-reads its look-back window every few seconds, so the same other location's events
    come back at every poll: the log says it once for each other location the lists bring (one
    client is one session), not at every page."""

    def __init__(self) -> None:
        self._named: set[tuple[int, int]] = set()

    def keep(self, events: EventPage, location_id: int, endpoint: str) -> EventPage:
        here = [event for event in events if event.location_id in (location_id, None)]
        if len(here) == len(events):
            return events
        others = {event.location_id for event in events} - {location_id, None}
        new = sorted(
            other for other in others if other is not None and (location_id, other) not in self._named
        )
        if new:
            self._named.update((location_id, other) for other in new)
            log.warning(
                "%s ignores locationID=%s: it lists events of other locations (%s) too, left out by the till",
                endpoint,
                location_id,
                ", ".join(map(str, new)),
            )
        return EventPage(here, events.received, events.skipped, events.held)


# Field names are compared folded (lower case, no ``_`` or ``-``): PHP code writes ``Status``,
# ``error_code`` and ``errorCode`` alike.
# The words PHP frameworks and proxies write for "this failed" in a status-like field.
_FAILED_WORDS = frozenset({"error", "err", "fail", "failed", "failure", "exception", "fatal", "ko", "nok"})
# Fields whose mere presence with a value says the request failed (``"error": null`` or ``false`` does not).
_ERROR_FIELDS = frozenset(
    {
        "error", "errors", "exception", "fault", "errorcode", "errormessage", "errormsg", "errmsg",
        "errordescription", "err", "errno", "iserror", "failed", "failure", "fatal",
    }
)  # fmt: skip
# Fields that say success with a boolean: ``false`` is a failure.
_SUCCESS_FIELDS = frozenset({"success", "ok", "succeeded", "issuccess"})
_NO = frozenset({"false", "0", "no", "ko", "nok", "n"})
# Fields that name an outcome: a failure word, ``false`` or an HTTP error status is a failure.
_STATUS_FIELDS = frozenset(
    {"status", "result", "type", "code", "statuscode", "httpcode", "httpstatus", "state", "meta"}
)
# Words a framework's error page gives beside an empty ``data`` (Laravel's "Server Error").
_MESSAGE_FIELDS = frozenset({"message", "msg", "title", "detail", "description"})


def _fold(key: str) -> str:
    return key.replace("_", "").replace("-", "").casefold()


def _says_failed(value: Any) -> bool:
    if value is False:
        return True
    if isinstance(value, dict):
        return _failed_here(value)
    if isinstance(value, int) and not isinstance(value, bool):
        return 400 <= value <= 599  # an HTTP error status; a numeric code or id is not one
    if not isinstance(value, str):
        return False
    text = value.strip()
    if text.isdigit():
        return 400 <= int(text) <= 599
    words = text.casefold().replace(":", " ").replace(".", " ").split()
    return bool(words) and words[0] in _FAILED_WORDS


def _has_value(value: Any) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, str):
        return value.strip().casefold() not in ("", "0", "false", "null", "none")
    if isinstance(value, int | float):
        return value != 0
    return bool(value) if isinstance(value, list | dict) else value is not None


def _empty(value: Any) -> bool:
    return value is None or value in ([], {}, "")


def _failed_here(body: Mapping[str, Any]) -> bool:
    folded = {_fold(str(key)): value for key, value in body.items()}
    if any(_has_value(folded[field]) for field in _ERROR_FIELDS & folded.keys()):
        return True
    for field in _SUCCESS_FIELDS & folded.keys():
        value = folded[field]
        if value is False or (isinstance(value, str | int) and str(value).strip().casefold() in _NO):
            return True
    if any(_says_failed(folded[field]) for field in _STATUS_FIELDS & folded.keys()):
        return True
    # An empty list with words beside it is a framework's error page, not "none".
    return (
        "data" in folded
        and _empty(folded["data"])
        and any(_has_value(folded[field]) for field in _MESSAGE_FIELDS & folded.keys())
    )


def _words(body: Mapping[str, Any]) -> str:
    """The service's own words for a failure, for the details and the log only."""
    folded = {_fold(str(key)): value for key, value in body.items()}
    for field in (
        "message",
        "messages",
        "msg",
        "error",
        "errors",
        "errormessage",
        "errmsg",
        "exception",
        "title",
    ):
        value = folded.get(field)
        if isinstance(value, dict):
            value = value.get("message") or value.get("messages") or value.get("text")
        if isinstance(value, list):
            value = " ".join(str(item) for item in value if not isinstance(item, dict | list))
        if isinstance(value, str) and value.strip():
            return mask_codes_said(html.unescape(value.strip()))
    return ""


def failure_inside(payload: Any) -> str | None:
    """The service's words when a 2xx body says it failed, in any of the forms PHP frameworks and
    proxies write besides the documented envelope; None when it does not.

    A failure's body often carries an empty ``data`` beside its marker (``{"status": "error",
    "data": []}``): read as the list asked for, a failed read of the service's records would be "no
    event", and a lost redemption settled as not taken. So the top level, a ``data`` object and each
    item of a list are looked at; an item that says it failed fails the whole list.
    """
    candidates: list[Any] = [payload]
    if isinstance(payload, dict) and isinstance(payload.get("data"), dict):
        candidates.append(payload["data"])
    if isinstance(payload, list):
        candidates.extend(payload)
    for body in candidates:
        if isinstance(body, dict) and _failed_here(body):
            return _words(body) or "(no words given)"
    return None


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
        return _failed_read(payload, endpoint)
    if refusal.reason == "not_found":
        return NotFound(refusal.message, endpoint=endpoint)
    if refusal.reason == "unauthorized":
        return Unauthorized(refusal.message, endpoint=endpoint)
    return refusal


def _failed_read(payload: Any, endpoint: str) -> ApiError | None:
    words = failure_inside(payload)
    if words is None:
        return None
    log.warning("%s: a success status with a failure inside: %s", endpoint, words[:200])
    return FailedUnder2xx(
        "The voucher service reported a failure inside a success answer: nothing it sent can be used.",
        endpoint=endpoint,
        field="(whole answer)",
    )
