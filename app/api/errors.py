"""Typed failures of the voucher service, one class per thing a user must react to differently.

Every error is built in one place, :func:`error_from_response`, from the HTTP status and the
service's ``{"result": {"reason", "messages"}}`` envelope (or an HTML or empty body). Messages are
safe to show and to log: they never hold the API key, a request header or a traceback, nor a whole
voucher code: every code-shaped word of an error's text is masked as the error is made
(``app.api.masks``), whoever made it.
"""

from __future__ import annotations

import html
import json
from typing import Any
from urllib.parse import urlsplit

from app.api.masks import asked_code, mask_codes_said, named_codes


class ApiError(Exception):
    """Root of every failure the client reports; ``message`` is safe to show a till user."""

    def __init__(self, message: str, *, endpoint: str = "") -> None:
        #: The code of the voucher the request was about: masked wherever the service's words name it.
        self.asked = asked_code(endpoint)
        message = mask_codes_said(message, self.asked)
        super().__init__(message)
        self.message = message
        self.endpoint = endpoint

    @property
    def details(self) -> str:
        """Text for a "Details" area: what the service said, for support staff."""
        if not self.endpoint:
            return self.message
        return f"{mask_codes_said(self.endpoint, self.asked)}: {self.message}"


class Unauthorized(ApiError):
    """401: the API key is missing, wrong or revoked; only new settings help."""


class NotFound(ApiError):
    """404: the code, order or event does not exist for this key."""


class Rejected(ApiError):
    """400/409/422: the service understood and refused; ``reason`` is its machine code."""

    def __init__(self, message: str, *, endpoint: str = "", reason: str = "", messages: tuple[str, ...] = ()):
        super().__init__(message, endpoint=endpoint)
        self.reason = reason
        self.messages = tuple(mask_codes_said(said, self.asked) for said in messages)
        #: The codes the service's words named, whole (never shown): a refusal naming another code
        #: than the request's is no answer to it (``app.services.money.proof.refused_elsewhere``).
        self.named_codes = named_codes(message, *messages, asked=self.asked)

    @property
    def details(self) -> str:
        said = "; ".join(self.messages) or self.message
        return f"{mask_codes_said(self.endpoint, self.asked)}: {self.reason or 'rejected'}: {said}"


class Moved(Rejected):
    """3xx: the service's address answers with a move (a site moved to https, a new host). The till
    never follows it: the key would go to an address nobody set, and a POST would be sent again.
    ``where`` is the scheme and host it points to ("" when it named none), for a manager to check
    the service address against."""

    def __init__(self, message: str, *, endpoint: str = "", where: str = "") -> None:
        super().__init__(message, endpoint=endpoint, reason="moved")
        self.where = where


class RefusedUnder2xx(Rejected):
    """An error envelope under a 2xx status: a refusal the reference does not document (it names
    4xx/5xx), which an old PHP service also sends when something throws after its commit. A kind
    whose request can be looked up by its own reference (a sale) settles it as a lost answer."""


class RateLimited(ApiError):
    """429: the service asks us to slow down; ``retry_after`` is in seconds when it said."""

    def __init__(self, message: str, *, endpoint: str = "", retry_after: float | None = None) -> None:
        super().__init__(message, endpoint=endpoint)
        self.retry_after = retry_after


class ServiceError(ApiError):
    """5xx on a read: the service is broken or down; trying again later may help.

    ``retry_after`` is in seconds when the service said (a 503 often does), as for a 429.
    """

    def __init__(
        self, message: str, *, endpoint: str = "", status: int = 500, retry_after: float | None = None
    ) -> None:
        super().__init__(message, endpoint=endpoint)
        self.status = status
        self.retry_after = retry_after


class ConnectFailed(ApiError):
    """No connection was made, so nothing reached the service (safe to send again)."""


class Timeout(ApiError):
    """A read got no answer in time."""


class Overdue(ApiError):
    """The whole answer did not arrive within the request's overall deadline (an answer that drips
    in a byte at a time beats every read timeout between bytes, never this one)."""


class ReadOverdue(Overdue, Timeout):
    """A read past its deadline: shown and asked again as any read that timed out."""


class OutcomeUnknown(ApiError):
    """A money movement was sent and no trustworthy answer came back.

    The service may or may not have applied it; only reading its balance events can tell.
    """


class SendOverdue(Overdue, OutcomeUnknown):
    """A money movement's answer past the deadline: settled from the service's records as a lost one."""


class InvalidResponse(ApiError):
    """The service answered, but not in the shape the interface promises."""

    def __init__(self, message: str, *, endpoint: str = "", field: str = "") -> None:
        super().__init__(message, endpoint=endpoint)
        self.field = field


class WrongAnswer(InvalidResponse):
    """The service answered about something else than was asked (another code, another order).

    Never shown or acted on: a voucher nobody presented must not be redeemed.
    """


class FailedUnder2xx(InvalidResponse):
    """A success status whose body says the service failed (``{"status": "error"}``,
    ``{"success": false}``, ``{"error": "Lock wait timeout exceeded"}`` and their kin): whatever
    list or object it also carries is not the data asked for, so it is never read as "none"."""


class InsecureURL(ValueError):
    """A service URL that would send the API key in clear text over a network."""


_GENERIC = {
    401: "The service did not accept the API key.",
    404: "Not found.",
    429: "The service is busy; it asked us to wait.",
}


def documented_refusal(body: bytes) -> bool:
    """The body is the reference's error envelope, ``{"result": {"type": "error", ...}}``: the
    service's own refusal, not a proxy's page or a redirect."""
    try:
        data: Any = json.loads(body)
    except (ValueError, UnicodeDecodeError):
        return False
    result = data.get("result") if isinstance(data, dict) else None
    return isinstance(result, dict) and str(result.get("type", "")).casefold() == "error"


def _envelope(body: bytes) -> tuple[str, tuple[str, ...]]:
    """Reason and messages of an error body; empty when the body is HTML, empty or odd."""
    try:
        data: Any = json.loads(body)
    except (ValueError, UnicodeDecodeError):
        return "", ()
    result = data.get("result") if isinstance(data, dict) else None
    if not isinstance(result, dict):
        return "", ()
    reason = result.get("reason")
    messages = result.get("messages")
    return (reason if isinstance(reason, str) else ""), service_words(messages)


def service_words(messages: Any) -> tuple[str, ...]:
    """An envelope's ``messages`` as text to show, HTML entities decoded once, as PHP writes them
    (``The voucher&#039;s balance``) and as every other text of the service is read."""
    return tuple(html.unescape(str(m)) for m in messages) if isinstance(messages, list) else ()


def _retry_after(value: str | None) -> float | None:
    if value is None:
        return None
    try:
        seconds = float(value)
    except ValueError:
        return None
    return seconds if seconds >= 0 else None


def error_from_response(
    status: int, body: bytes, *, endpoint: str, retry_after: str | None = None, location: str | None = None
) -> ApiError:
    """Map a failed answer to the error class a user must react to."""
    if 300 <= status < 400:
        # Only the scheme and host: the path it names holds the request's own (a voucher code).
        moved_to = urlsplit(location or "")
        where = f"{moved_to.scheme}://{moved_to.netloc}" if moved_to.netloc else ""
        return Moved(
            f"The service answered {status}, a move to {where or 'an address it did not name'}.",
            endpoint=endpoint,
            where=where,
        )
    reason, messages = _envelope(body)
    text = " ".join(messages) or _GENERIC.get(status, f"The service answered {status}.")
    if status == 401:
        return Unauthorized(text, endpoint=endpoint)
    if status == 404:
        return NotFound(text, endpoint=endpoint)
    if status == 429:
        return RateLimited(text, endpoint=endpoint, retry_after=_retry_after(retry_after))
    if status >= 500:
        return ServiceError(
            f"The service is having trouble ({status}).",
            endpoint=endpoint,
            status=status,
            retry_after=_retry_after(retry_after),
        )
    return Rejected(text, endpoint=endpoint, reason=reason, messages=messages)
