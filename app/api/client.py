"""The async client of the voucher service.

One ``httpx.AsyncClient`` per ``VoucherClient`` (one per session of the app), HTTP Basic with the
API key as user name, explicit timeouts. Reads are retried a little on faults that say nothing was
done (no connection, 429, 502/503/504). A POST moves money and no idempotency key is documented, so
it is sent once: it is sent again only when no connection was ever made, and any failure after it
may have reached the service is reported as :class:`OutcomeUnknown` for the caller to reconcile.
"""

from __future__ import annotations

import asyncio
import logging
import random
from collections.abc import AsyncIterator, Awaitable, Callable, Container, Iterable, Mapping, Sequence
from datetime import datetime
from decimal import Decimal
from itertools import count
from typing import Any, TypeVar
from urllib.parse import quote

import httpx
from pydantic import BaseModel

from app.api.body import ACCEPT_ENCODING, read_whole
from app.api.decode import (
    EventPage,
    data_list,
    event_page,
    parse_json,
    rows_of,
    single,
    validate,
    validate_list,
)
from app.api.errors import (
    ApiError,
    ConnectFailed,
    InvalidResponse,
    NotFound,
    OutcomeUnknown,
    RateLimited,
    ServiceError,
    Timeout,
    Unauthorized,
    error_from_response,
)
from app.api.models import (
    BalanceEvent,
    Category,
    Location,
    Order,
    OrderRow,
    OrderSummary,
    Property,
    Voucher,
)
from app.api.proof import at_location, envelope_refusal, prove_order, prove_voucher
from app.api.query import FIRST_PAGE, Op, is_last_page, time_filter
from app.api.sent import OnSent, sent_tracer
from app.api.timeline import ServiceTimeline
from app.api.urls import check_base_url

log = logging.getLogger(__name__)

RETRYABLE_READ_STATUSES = frozenset({429, 502, 503, 504})
MAX_RETRIES = 2

M = TypeVar("M", bound=BaseModel)
Sleep = Callable[[float], Awaitable[None]]


def backoff_delay(attempt: int, retry_after: float | None = None) -> float:
    """Capped exponential backoff with full jitter; a server's ``Retry-After`` wins, capped too."""
    if retry_after is not None:
        return min(retry_after, 10.0)
    return random.uniform(0, min(2.0, 0.25 * 2**attempt))


class _ApiKeyAuth(httpx.Auth):
    """HTTP Basic with the key as user name; holds the key so nothing else has to."""

    def __init__(self, api_key: str) -> None:
        self._header = httpx.BasicAuth(api_key, "")

    def auth_flow(self, request: httpx.Request) -> Any:
        yield from self._header.auth_flow(request)

    def __repr__(self) -> str:
        return "_ApiKeyAuth(<hidden>)"


class VoucherClient:
    """Every call of the voucher service a till needs, with typed results and typed errors."""

    def __init__(
        self,
        base_url: str,
        api_key: str,
        *,
        read_timeout: float = 10.0,
        connect_timeout: float = 3.0,
        transport: httpx.AsyncBaseTransport | None = None,
        sleep: Sleep = asyncio.sleep,
        timeline: ServiceTimeline | None = None,
    ) -> None:
        self.base_url = check_base_url(base_url)
        self._sleep = sleep
        #: Every event read or created through this client moves it on (see app.api.timeline).
        self.timeline = timeline if timeline is not None else ServiceTimeline()
        self._http = httpx.AsyncClient(
            base_url=self.base_url,
            # Plain http is allowed only on this machine (check_base_url), where no TLS is ever used:
            # skip loading the CA bundle, a tenth of a second of every training start.
            verify=self.base_url.startswith("https://"),
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

    def __repr__(self) -> str:
        return f"VoucherClient({self.base_url!r})"

    async def __aenter__(self) -> VoucherClient:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        await self._http.aclose()

    # -- transport ------------------------------------------------------------------------------

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
        """
        read = method == "GET"
        endpoint = f"{method} {path}"
        extensions = {"trace": sent_tracer(on_sent)} if on_sent is not None else None
        for attempt in count():
            try:
                request = self._http.build_request(
                    method, path, params=params, json=body, extensions=extensions
                )
                response = await read_whole(self._http, request)
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
            except httpx.TransportError as exc:
                if not read:
                    raise OutcomeUnknown(
                        "Sent, but no answer came back: it may or may not have gone through.",
                        endpoint=endpoint,
                    ) from exc
                if isinstance(exc, httpx.TimeoutException):
                    raise Timeout("The voucher service did not answer in time.", endpoint=endpoint) from exc
                raise ConnectFailed(
                    "The connection to the voucher service broke.", endpoint=endpoint
                ) from exc
            else:
                if not read or response.status_code not in RETRYABLE_READ_STATUSES:
                    return response
                failure = error_from_response(
                    response.status_code,
                    response.content,
                    endpoint=endpoint,
                    retry_after=response.headers.get("Retry-After"),
                )
            if attempt >= MAX_RETRIES:
                raise failure
            retry_after = failure.retry_after if isinstance(failure, RateLimited | ServiceError) else None
            delay = backoff_delay(attempt, retry_after)
            log.info("%s failed (%s); retrying in %.2fs", endpoint, type(failure).__name__, delay)
            await self._sleep(delay)
        raise AssertionError("unreachable: count() never ends")

    async def _get(
        self, path: str, params: Mapping[str, str | int] | None = None, on_sent: OnSent | None = None
    ) -> Any:
        response = await self._send("GET", path, params=params, on_sent=on_sent)
        endpoint = f"GET {path}"
        if not response.is_success:
            raise _refusal(response, endpoint)
        return parse_json(response, endpoint)

    async def _post(self, path: str, body: Mapping[str, Any], on_sent: OnSent | None = None) -> Any:
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
            raise _refusal(response, endpoint)
        try:
            payload = parse_json(response, endpoint)
        except InvalidResponse as exc:
            raise OutcomeUnknown(
                "The service accepted the request but its answer could not be read.", endpoint=endpoint
            ) from exc
        refusal = envelope_refusal(payload, endpoint)
        if refusal is not None:
            raise refusal
        return payload

    async def _post_event(
        self, path: str, body: Mapping[str, Any], on_sent: OnSent | None = None
    ) -> BalanceEvent:
        payload = await self._post(path, body, on_sent)
        try:
            event = validate(BalanceEvent, single(payload, f"POST {path}"), f"POST {path}")
        except InvalidResponse as exc:
            raise OutcomeUnknown(
                f"The service accepted the request but its answer was incomplete ({exc.field}).",
                endpoint=f"POST {path}",
            ) from exc
        return event

    # -- codes ----------------------------------------------------------------------------------

    @staticmethod
    def _code_path(code: str, action: str = "") -> str:
        return f"/codes/{quote(code, safe='')}/{action + '/' if action else ''}"

    async def lookup_code(
        self, code: str, location_id: int | None = None, *, on_sent: OnSent | None = None
    ) -> Voucher:
        path = self._code_path(code)
        params = {"locationID": str(location_id)} if location_id is not None else None
        endpoint = f"GET {path}"
        voucher = validate(Voucher, single(await self._get(path, params, on_sent), endpoint), endpoint)
        return prove_voucher(voucher, code, endpoint)

    async def redeem(
        self, code: str, location_id: int, amount: Decimal | None = None, *, on_sent: OnSent | None = None
    ) -> BalanceEvent:
        """Redeem ``amount``, or the whole balance when it is None; returns the ``Redeemed`` event."""
        body: dict[str, Any] = {"locationID": location_id}
        if amount is not None:
            body["amount"] = f"{amount:.2f}"
        return await self._post_event(self._code_path(code, "redeem"), body, on_sent)

    async def topup(
        self, code: str, location_id: int, amount: Decimal, *, on_sent: OnSent | None = None
    ) -> BalanceEvent:
        """Add ``amount``; returns the ``Topup`` event, or ``Activation`` for a code never seen."""
        return await self._post_event(
            self._code_path(code, "topup"), {"locationID": location_id, "amount": f"{amount:.2f}"}, on_sent
        )

    # -- balance events -------------------------------------------------------------------------

    async def balance_events(
        self,
        *,
        page: int = FIRST_PAGE,
        location_id: int | None = None,
        created: Iterable[tuple[Op, datetime]] = (),
        skip_unreadable: bool = False,
        known: Container[int] = frozenset(),
    ) -> EventPage:
        """One page of events. ``skip_unreadable`` leaves out (and logs) events that do not parse.

        A list for people to look at skips them; reconciliation does not, because an event it
        cannot read might be the very movement it is looking for. Events whose ``eventID`` is in
        ``known`` are left out before they are validated: a poll re-reads its whole look-back window
        each time, and validating what the feed already holds was most of a poll's cost on the GUI
        thread, right when the cashier's next redemption is being sent.

        A complete first page (the newest events) sets the till's anchor afresh, even lower than
        the one held; any other page (another location's, a later one) only moves it on: a single
        location's newest is not the account's, whose ids every location shares
        (``ServiceTimeline.read_newest``).
        """
        created = tuple(created)
        path = "/balance_events/"
        params: dict[str, str | int] = {"p": page}
        if location_id is not None:
            params["locationID"] = location_id
        for op, when in created:
            params.update(time_filter("balance_events", "created", op, when))
        payload = await self._get(path, params)
        endpoint = f"GET {path}"
        events = event_page(
            data_list(payload, endpoint), endpoint, skip_unreadable=skip_unreadable, known=known
        )
        if location_id is not None:
            events = at_location(events, location_id, endpoint)
        newest_first = page == FIRST_PAGE and not known and location_id is None
        if newest_first and all(op in (Op.GT, Op.GTE) for op, _ in created):
            self.timeline.read_newest(events)
        else:
            self.timeline.saw(events)
        return events

    async def iter_balance_event_pages(
        self,
        *,
        location_id: int | None = None,
        created: Sequence[tuple[Op, datetime]] = (),
        skip_unreadable: bool = False,
        known: Container[int] = frozenset(),
    ) -> AsyncIterator[EventPage]:
        """Pages newest first until a short page says there are no more.

        Each event is yielded once, though two pages both return it (events arriving while paging
        push older ones onto the next page). Past the first page, a 404 or a page holding only
        events already yielded (a service that answers any page past the end with the last one)
        is the end of the list too, as an empty or short page is.
        """
        page = FIRST_PAGE
        yielded: set[int] = set()
        while True:
            try:
                events = await self.balance_events(
                    page=page,
                    location_id=location_id,
                    created=created,
                    skip_unreadable=skip_unreadable,
                    known=known,
                )
            except NotFound:
                if page == FIRST_PAGE:
                    raise
                return
            repeated = bool(events) and all(event.event_id in yielded for event in events)
            if repeated and page > FIRST_PAGE:
                return
            fresh = EventPage(
                (event for event in events if event.event_id not in yielded), events.received, events.skipped
            )
            yielded.update(event.event_id for event in fresh)
            if fresh or fresh.skipped:
                yield fresh
            if is_last_page(events.received):
                return
            page += 1

    async def reverse_event(self, event_id: int) -> BalanceEvent:
        return await self._post_event(f"/balance_events/{int(event_id)}/reverse/", {})

    # -- orders ---------------------------------------------------------------------------------

    async def orders(
        self, *, domain_id: int | None = None, created_since: datetime | None = None, page: int = FIRST_PAGE
    ) -> list[OrderSummary]:
        path = "/orders/"
        params: dict[str, str | int] = {"p": page}
        if domain_id is not None:
            params["domainID"] = domain_id
        if created_since is not None:
            params.update(time_filter("orders", "dateCreated", Op.GTE, created_since))
        return validate_list(OrderSummary, await self._get(path, params), f"GET {path}")

    async def order(self, order_id: int, *, on_sent: OnSent | None = None) -> Order:
        path = f"/orders/{int(order_id)}/"
        payload = await self._get(path, on_sent=on_sent)
        order = validate(Order, single(payload, f"GET {path}"), f"GET {path}")
        return prove_order(order, int(order_id), f"GET {path}")

    async def order_rows(self, order_id: int, *, on_sent: OnSent | None = None) -> list[OrderRow]:
        path = f"/orders/{int(order_id)}/rows/"
        rows = validate_list(OrderRow, rows_of(await self._get(path, on_sent=on_sent)), f"GET {path}")
        for row in rows:
            for line in row.redeem_history:
                self.timeline.saw_one(line.event_id, line.last_changed)
        return rows

    async def create_order(self, order: Mapping[str, Any]) -> Order:
        path = "/orders/"
        payload = await self._post(path, order)
        return validate(Order, single(payload, f"POST {path}"), f"POST {path}")

    async def update_order(self, order_id: int, changes: Mapping[str, Any]) -> Order:
        path = f"/orders/{int(order_id)}/"
        payload = await self._post(path, changes)
        return validate(Order, single(payload, f"POST {path}"), f"POST {path}")

    async def refund_order(self, order_id: int, *, release_codes: bool = False) -> None:
        """Refund the whole order. The answer's shape is undocumented: success is the 2xx itself."""
        await self._post(f"/orders/{int(order_id)}/refund/", {"releaseCodes": release_codes})

    # -- reference data -------------------------------------------------------------------------

    async def categories(self, *, domain_id: int | None = None) -> list[Category]:
        return await self._data_resource(Category, "/categories/", domain_id)

    async def locations(self, *, domain_id: int | None = None) -> list[Location]:
        return await self._data_resource(Location, "/locations/", domain_id)

    async def properties(self) -> list[Property]:
        return await self._data_resource(Property, "/properties/", None)

    async def probe(self) -> None:
        """Raise unless the service answers at all; its answer need not be a listing the till can read.

        Offline, the till probes until the service is back. Any answer but a server failure or a
        refused key counts, because some services have no ``/properties/`` listing and answer it
        with a 404; a 401 means the service is there but will not serve this till, which is not
        "back".
        """
        try:
            await self._get("/properties/")
        except (ConnectFailed, Timeout, ServiceError, RateLimited, Unauthorized):
            raise
        except ApiError:
            return

    async def _data_resource(self, model: type[M], path: str, domain_id: int | None) -> list[M]:
        params = {"domainID": domain_id} if domain_id is not None else None
        payload = await self._get(path, params)
        return validate_list(model, data_list(payload, f"GET {path}"), f"GET {path}")


def _refusal(response: httpx.Response, endpoint: str) -> ApiError:
    """The error a non-success answer means, from its status, body and ``Retry-After``."""
    return error_from_response(
        response.status_code,
        response.content,
        endpoint=endpoint,
        retry_after=response.headers.get("Retry-After"),
    )
