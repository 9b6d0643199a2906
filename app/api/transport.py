"""How the client talks to the voucher service: one HTTP session, and the rule for sending again.

Kept apart from the client's calls (``app.api.client``), which only say what to ask and read what
came back: here is everything about getting a request there and an answer back. HTTP Basic with the
API key as user name, explicit timeouts, no proxy's cached copy. Reads are retried a little on
faults that say nothing was done (no connection, 429, 502/503/504). A POST moves money and no
idempotency key is documented, so it is sent once: it is sent again only when no connection was
ever made, and any failure after it may have reached the service is reported as
:class:`OutcomeUnknown` for the caller to reconcile. Every request has an overall deadline too, from
its first attempt to its whole answer read (:data:`DEFAULT_DEADLINE_S`).
"""

from __future__ import annotations

import asyncio
import base64
import logging
import random
from collections.abc import Awaitable, Callable, Mapping
from datetime import datetime
from email.utils import parsedate_to_datetime
from itertools import count
from typing import TYPE_CHECKING, Any

from app.api.body import ACCEPT_ENCODING, read_whole
from app.api.decode import parse_json
from app.api.errors import (
    ApiError,
    ConnectFailed,
    InvalidResponse,
    OutcomeUnknown,
    RateLimited,
    ReadOverdue,
    SendOverdue,
    ServiceError,
    Timeout,
    Unauthorized,
    documented_refusal,
    error_from_response,
)
from app.api.proof import envelope_refusal, failure_inside, read_refusal
from app.api.sent import OnSent, sent_tracer

if TYPE_CHECKING:
    import httpx

log = logging.getLogger(__name__)

RETRYABLE_READ_STATUSES = frozenset({429, 502, 503, 504})
MAX_RETRIES = 2
#: The longest a request may take, all of it: connecting, sending, every retry of a read and the
#: whole answer. httpx's read timeout is between two bytes, so an answer a proxy or a dying worker
#: drips in a byte at a time would hold a sale's outcome open for good; past this deadline a read is
#: :class:`ReadOverdue` and a POST :class:`SendOverdue`, settled from the service's records as a lost
#: answer. 30 s is three read timeouts, and more than a page of a thousand orders takes.
DEFAULT_DEADLINE_S = 30.0

Sleep = Callable[[float], Awaitable[None]]


def backoff_delay(attempt: int, retry_after: float | None = None) -> float:
    """Capped exponential backoff with full jitter; a server's ``Retry-After`` wins, capped too."""
    if retry_after is not None:
        return min(retry_after, 10.0)
    return random.uniform(0, min(2.0, 0.25 * 2**attempt))


class _ApiKeyAuth:
    """HTTP Basic with the key as user name; holds the key so nothing else has to. A callable,
    which httpx takes as an authentication, so this module needs no httpx until a session is made."""

    def __init__(self, api_key: str) -> None:
        self._header = "Basic " + base64.b64encode(f"{api_key}:".encode()).decode("ascii")

    def __call__(self, request: httpx.Request) -> httpx.Request:
        request.headers["Authorization"] = self._header
        return request

    def __repr__(self) -> str:
        return "_ApiKeyAuth(<hidden>)"


def service_http(
    base_url: str,
    api_key: str,
    *,
    read_timeout: float,
    connect_timeout: float,
    transport: httpx.AsyncBaseTransport | None,
) -> httpx.AsyncClient:
    """The one ``httpx.AsyncClient`` of a ``VoucherClient``, for a base URL already checked; made
    at the client's first request, when httpx and httpcore load (``VoucherClient._http``)."""
    import httpx  # noqa: PLC0415 - not with the till: a tenth of its imports, after its first paint

    return httpx.AsyncClient(
        base_url=base_url,
        # Plain http is allowed only on this machine (check_base_url), where no TLS is ever used:
        # skip loading the CA bundle, a tenth of a second of every training start.
        verify=base_url.startswith("https://"),
        auth=_ApiKeyAuth(api_key),
        timeout=httpx.Timeout(read_timeout, connect=connect_timeout),
        limits=httpx.Limits(max_connections=10, keepalive_expiry=4.0),
        # A till wants the service's state now, never a proxy's copy of an earlier answer: a
        # cached list of events would make a stale anchor look fresh (app.services.money.core).
        headers={
            "Accept": "application/json",
            "Accept-Encoding": ACCEPT_ENCODING,
            "Cache-Control": "no-cache",
            "Pragma": "no-cache",
        },
        transport=transport,
    )


class Transport:
    """Sends a request over the client's session and turns every failure into a typed error."""

    def __init__(
        self,
        http: Callable[[], httpx.AsyncClient],
        sleep: Sleep = asyncio.sleep,
        deadline_s: float = DEFAULT_DEADLINE_S,
        heard: Callable[[datetime], None] | None = None,
    ) -> None:
        self._http = http
        self._sleep = sleep
        self.deadline_s = deadline_s
        #: Told the service's time (its ``Date`` header) from every answer that carries one, whatever
        #: its status: the timeline keeps the clocks' skew and offset current from it.
        self._heard = heard

    async def _send(
        self,
        method: str,
        path: str,
        *,
        params: Mapping[str, str | int] | None = None,
        body: Mapping[str, Any] | None = None,
        on_sent: OnSent | None = None,
    ) -> httpx.Response:
        """The one send loop, and its rule for sending again.

        A request is sent again (after a backoff, at most ``MAX_RETRIES`` times) only when it
        cannot have done anything: no connection was ever made, whatever the method; or a read (a
        GET) was answered with a status that says it was not served (429, 502, 503, 504). A POST
        moves money and the service documents no idempotency key, so once a connection is made it
        is never sent again: a broken connection, a timeout or a server failure after it may have
        reached the service is :class:`OutcomeUnknown`, for the caller to reconcile from the
        service's own records. A read that times out or breaks is not retried either: the caller
        shows it and the user (or the next poll) asks again.

        The whole of it, every attempt and the backoff between them, has ``deadline_s``: past it a
        read is :class:`ReadOverdue` and a POST :class:`SendOverdue` (an outcome unknown).
        """
        read = method == "GET"
        endpoint = f"{method} {path}"
        extensions = {"trace": sent_tracer(on_sent)} if on_sent is not None else None
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.deadline_s
        http = self._http()
        for attempt in count():
            request = http.build_request(method, path, params=params, json=body, extensions=extensions)
            answer = await self._attempt(request, deadline, read=read, endpoint=endpoint)
            if not isinstance(answer, ApiError):
                return answer
            failure = answer
            if attempt >= MAX_RETRIES:
                raise failure
            retry_after = failure.retry_after if isinstance(failure, RateLimited | ServiceError) else None
            delay = backoff_delay(attempt, retry_after)
            if loop.time() + delay >= deadline:
                raise failure  # no time left to ask again: the failure itself is the answer
            log.info("%s failed (%s); retrying in %.2fs", endpoint, type(failure).__name__, delay)
            await self._sleep(delay)
        raise AssertionError("unreachable: count() never ends")

    async def _attempt(
        self, request: httpx.Request, deadline: float, *, read: bool, endpoint: str
    ) -> httpx.Response | ApiError:
        """One try: the response to keep, the failure that may be tried again (``_send``'s rule),
        or a raised failure that may not."""
        import httpx  # noqa: PLC0415 - loaded by now: the request was built with it

        try:
            async with asyncio.timeout_at(deadline):
                response = await read_whole(self._http(), request)
        except TimeoutError as exc:
            raise self._overdue(read, endpoint) from exc
        except InvalidResponse as exc:
            # The body did not decode as it declared (a gzip header over plain bytes): whatever
            # was sent was answered, so a read is unreadable and a POST's outcome unknown.
            if not read:
                raise OutcomeUnknown(
                    "The service answered, but its answer could not be read: "
                    "it may or may not have gone through.",
                    endpoint=endpoint,
                ) from exc
            raise
        except (httpx.ConnectError, httpx.ConnectTimeout) as exc:
            failure: ApiError = ConnectFailed("Cannot reach the voucher service.", endpoint=endpoint)
            failure.__cause__ = exc
            return failure
        except httpx.TransportError as exc:
            if not read:
                raise OutcomeUnknown(
                    "Sent, but no answer came back: it may or may not have gone through.",
                    endpoint=endpoint,
                ) from exc
            if isinstance(exc, httpx.TimeoutException):
                raise Timeout("The voucher service did not answer in time.", endpoint=endpoint) from exc
            raise ConnectFailed("The connection to the voucher service broke.", endpoint=endpoint) from exc
        date = _date_of(response)
        if date is not None and self._heard is not None:
            self._heard(date)
        if not read or response.status_code not in RETRYABLE_READ_STATUSES:
            return response
        return error_from_response(
            response.status_code,
            response.content,
            endpoint=endpoint,
            retry_after=response.headers.get("Retry-After"),
        )

    def _overdue(self, read: bool, endpoint: str) -> ApiError:
        if read:
            return ReadOverdue(
                f"The voucher service did not answer in full within {self.deadline_s:g} s.", endpoint=endpoint
            )
        return SendOverdue(
            f"Sent, but no whole answer came back within {self.deadline_s:g} s: "
            "it may or may not have gone through.",
            endpoint=endpoint,
        )

    async def get(
        self,
        path: str,
        params: Mapping[str, str | int] | None = None,
        on_sent: OnSent | None = None,
        read: Callable[[str], Any] | None = None,
    ) -> Any:
        """The answer read as JSON (by ``read``, as ``decode.parse_json`` takes it, if given)."""
        response = await self._send("GET", path, params=params, on_sent=on_sent)
        endpoint = f"GET {path}"
        if not response.is_success:
            raise _refusal(response, endpoint)
        payload = parse_json(response, endpoint, read)
        refusal = read_refusal(payload, endpoint)
        if refusal is not None:
            raise refusal
        return payload

    async def get_unparsed(self, path: str, params: Mapping[str, str | int] | None = None) -> httpx.Response:
        """A read's successful answer with its body not yet parsed: a page of thousands is parsed on a
        worker thread (``app.api.order_page``), not on the Qt loop."""
        response = await self._send("GET", path, params=params)
        if not response.is_success:
            raise _refusal(response, f"GET {path}")
        return response

    async def post(self, path: str, body: Mapping[str, Any], on_sent: OnSent | None = None) -> Any:
        return self._post_result(await self._send("POST", path, body=body, on_sent=on_sent), f"POST {path}")

    @staticmethod
    def _post_result(response: httpx.Response, endpoint: str) -> Any:
        if response.status_code >= 500:
            raise OutcomeUnknown(
                f"The service failed ({response.status_code}) after the request was sent: "
                "it may or may not have gone through.",
                endpoint=endpoint,
            )
        if not response.is_success:
            refused = _refusal(response, endpoint)
            if isinstance(refused, Unauthorized | RateLimited) or documented_refusal(response.content):
                raise refused
            # A redirect, or a proxy's page for a 4xx, says nothing of whether the service wrote it
            # (a PHP script that redirects after its write): settled from the records, never "refused".
            log.warning("%s: answered %s without the service's refusal", endpoint, response.status_code)
            raise OutcomeUnknown(
                f"The service answered {response.status_code} without saying it refused: "
                "it may or may not have gone through.",
                endpoint=endpoint,
            ) from refused
        try:
            payload = parse_json(response, endpoint)
        except InvalidResponse as exc:
            raise OutcomeUnknown(
                "The service accepted the request but its answer could not be read.", endpoint=endpoint
            ) from exc
        refusal = envelope_refusal(payload, endpoint)
        if refusal is not None:
            raise refusal
        words = failure_inside(payload)
        if words is not None:
            # Undocumented, so not a refusal the till can trust: a PHP script that failed after its
            # write (a lock timeout on the mail queue) says "error" too. Settled from the records.
            log.warning("%s: a success status with a failure inside: %s", endpoint, words[:200])
            raise OutcomeUnknown(
                "The service answered with a failure inside a success: it may or may not have gone through.",
                endpoint=endpoint,
            )
        return payload


def _date_of(response: httpx.Response) -> datetime | None:
    """The answer's ``Date`` as an aware instant; None when it has none a till can trust (missing,
    malformed, or without its zone)."""
    text = response.headers.get("Date")
    if not text:
        return None
    try:
        date = parsedate_to_datetime(text)
    except (TypeError, ValueError):
        return None
    return date if date.tzinfo is not None else None


def _refusal(response: httpx.Response, endpoint: str) -> ApiError:
    """The error a non-success answer means, from its status, body and ``Retry-After``."""
    return error_from_response(
        response.status_code,
        response.content,
        endpoint=endpoint,
        retry_after=response.headers.get("Retry-After"),
        location=response.headers.get("Location"),
    )
