"""The async client of the voucher service.

One ``httpx.AsyncClient`` per ``VoucherClient`` (one per session of the app), HTTP Basic with the
API key as user name, explicit timeouts. Reads are retried a little on faults that say nothing was
done (no connection, 429, 502/503/504). A POST moves money and no idempotency key is documented, so
it is sent once: it is sent again only when no connection was ever made, and any failure after it
may have reached the service is reported as :class:`OutcomeUnknown` for the caller to reconcile.
"""

from __future__ import annotations

import asyncio
import json
import logging
import random
from collections.abc import AsyncIterator, Awaitable, Callable, Container, Iterable, Mapping, Sequence
from datetime import datetime, timedelta
from decimal import Decimal
from ipaddress import ip_address
from typing import Any, TypeVar
from urllib.parse import quote, urlsplit

import httpx
from pydantic import BaseModel, ValidationError

from app.api.errors import (
    ApiError,
    ConnectFailed,
    InsecureURL,
    InvalidResponse,
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
from app.api.query import FIRST_PAGE, Op, is_last_page, time_filter
from app.core.timeline import ServiceTimeline

log = logging.getLogger(__name__)

DEFAULT_BASE_URL = "https://api.giftpro.co.uk"
RETRYABLE_READ_STATUSES = frozenset({429, 502, 503, 504})
MAX_READ_RETRIES = 2
#: [DECIDE] How far before the newest event held a poll reads again. The service stamps an event when
#: it starts the change and it becomes visible when committed, so an event can appear after a newer
#: one was already read; two minutes covers a slow commit and costs one short page a poll.
POLL_LOOKBACK = timedelta(minutes=2)

M = TypeVar("M", bound=BaseModel)
Sleep = Callable[[float], Awaitable[None]]
OnSent = Callable[[], None]


def check_base_url(url: str) -> str:
    """Refuse a URL that would send the key in clear text anywhere but this machine."""
    parts = urlsplit(url.strip())
    if parts.scheme not in {"http", "https"} or not parts.hostname:
        raise InsecureURL(f"{url!r} is not a web address (it should start with https://).")
    if parts.scheme == "http" and not _is_loopback(parts.hostname):
        raise InsecureURL(
            "The service address must start with https:// (plain http is only for this machine)."
        )
    return url.strip().rstrip("/")


def _is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ip_address(host).is_loopback
    except ValueError:
        return False


def backoff_delay(attempt: int, retry_after: float | None = None) -> float:
    """Capped exponential backoff with full jitter; a server's ``Retry-After`` wins, capped too."""
    if retry_after is not None:
        return min(retry_after, 10.0)
    return random.uniform(0, min(2.0, 0.25 * 2**attempt))


def _sent_tracer(on_sent: OnSent) -> Callable[[str, Mapping[str, Any]], Awaitable[None]]:
    """An httpcore trace hook that calls ``on_sent`` once the request is on the wire.

    A caller that redraws the screen after starting a read can wait for this first, so that the
    redraw runs while the read is travelling instead of holding it back.
    """

    async def trace(event: str, info: Mapping[str, Any]) -> None:
        if event.endswith("send_request_body.complete"):
            on_sent()

    return trace


class _ApiKeyAuth(httpx.Auth):
    """HTTP Basic with the key as user name; holds the key so nothing else has to."""

    def __init__(self, api_key: str) -> None:
        self._header = httpx.BasicAuth(api_key, "")

    def auth_flow(self, request: httpx.Request) -> Any:
        yield from self._header.auth_flow(request)

    def __repr__(self) -> str:
        return "_ApiKeyAuth(<hidden>)"


def _parse_json(response: httpx.Response, endpoint: str) -> Any:
    try:
        return json.loads(response.content, parse_float=Decimal)
    except (ValueError, UnicodeDecodeError, RecursionError) as exc:  # nested deeper than Python recurses
        raise InvalidResponse(
            "The service sent an answer that is not valid JSON.", endpoint=endpoint
        ) from exc


def _validate(model: type[M], data: Any, endpoint: str) -> M:
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        field = ".".join(str(part) for part in first["loc"]) or "(whole answer)"
        raise InvalidResponse(
            f"The service's answer has a missing or wrong field: {field} ({first['msg']}).",
            endpoint=endpoint,
            field=field,
        ) from exc


def _validate_list(model: type[M], items: Any, endpoint: str) -> list[M]:
    items = _items(items)
    if not isinstance(items, list):
        raise InvalidResponse(
            "The service's answer is not a list.", endpoint=endpoint, field="(whole answer)"
        )
    return [_validate(model, item, f"{endpoint}[{i}]") for i, item in enumerate(items)]


def _items(value: Any) -> Any:
    """A list as PHP may write it: a list, an object keyed by id, ``{}``/``[]`` or null for none."""
    if value is None:
        return []
    if isinstance(value, dict) and all(isinstance(item, dict) for item in value.values()):
        return list(value.values())
    return value


def _data_list(payload: Any, endpoint: str) -> list[Any]:
    """The items of a ``{"data": [...]}`` envelope; a bare list or keyed object is taken as the items."""
    items = _items(payload["data"] if isinstance(payload, dict) and "data" in payload else payload)
    if not isinstance(items, list):
        raise InvalidResponse("The service's answer has no data list.", endpoint=endpoint, field="data")
    return items


class EventPage(list[BalanceEvent]):
    """One page of balance events, with what the service sent before unreadable events were left out.

    ``received`` (not ``len``) says whether this was the last page; ``skipped`` names the events
    left out, by their ``eventID`` as sent.
    """

    def __init__(self, events: Iterable[BalanceEvent], received: int, skipped: Sequence[str] = ()) -> None:
        super().__init__(events)
        self.received = received
        self.skipped = tuple(skipped)


def _known_id(item: Any, known: Container[int]) -> bool:
    """Whether a raw event is one the caller already holds, read from its ``eventID`` alone."""
    if not known or not isinstance(item, dict):
        return False
    try:
        return int(str(item.get("eventID")).strip()) in known
    except ValueError:
        return False


def _event_page(
    items: Any, endpoint: str, *, skip_unreadable: bool, known: Container[int] = frozenset()
) -> EventPage:
    items = _items(items)
    if not isinstance(items, list):
        raise InvalidResponse("The service's answer is not a list.", endpoint=endpoint, field="data")
    events: list[BalanceEvent] = []
    skipped: list[str] = []
    for index, item in enumerate(items):
        if _known_id(item, known):
            continue
        try:
            events.append(_validate(BalanceEvent, item, f"{endpoint}[{index}]"))
        except InvalidResponse as exc:
            if not skip_unreadable:
                raise
            event_id = str(item.get("eventID", "?")) if isinstance(item, dict) else "?"
            skipped.append(event_id)
            log.warning("Skipped unreadable balance event %s: %s", event_id, exc.message)
    return EventPage(events, len(items), skipped)


def _single(payload: Any, endpoint: str) -> Any:
    """An object sent bare or, as the single-order read does, in a list of one."""
    if isinstance(payload, list):
        if len(payload) != 1:
            raise InvalidResponse("Expected exactly one object.", endpoint=endpoint, field="(whole answer)")
        return payload[0]
    return payload


def _rows(payload: Any) -> Any:
    """Rows come as a list (the spec) or as an object keyed by rowID (public client code)."""
    if isinstance(payload, dict) and "data" not in payload:
        return list(payload.values())
    if isinstance(payload, dict):
        return payload["data"]
    return payload


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
        #: Every event read or created through this client moves it on (see app.core.timeline).
        self.timeline = timeline if timeline is not None else ServiceTimeline()
        self._http = httpx.AsyncClient(
            base_url=self.base_url,
            # Plain http is allowed only on this machine (check_base_url), where no TLS is ever used:
            # skip loading the CA bundle, a tenth of a second of every training start.
            verify=self.base_url.startswith("https://"),
            auth=_ApiKeyAuth(api_key),
            timeout=httpx.Timeout(read_timeout, connect=connect_timeout),
            limits=httpx.Limits(max_connections=10, keepalive_expiry=4.0),
            headers={"Accept": "application/json"},
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

    async def _get(
        self, path: str, params: Mapping[str, str | int] | None = None, on_sent: OnSent | None = None
    ) -> Any:
        endpoint = f"GET {path}"
        extensions = {"trace": _sent_tracer(on_sent)} if on_sent is not None else None
        attempt = 0
        while True:
            try:
                response = await self._http.get(path, params=params, extensions=extensions)
            except (httpx.ConnectError, httpx.ConnectTimeout) as exc:
                failure: ApiError = ConnectFailed("Cannot reach the voucher service.", endpoint=endpoint)
                failure.__cause__ = exc
            except httpx.TimeoutException as exc:
                raise Timeout("The voucher service did not answer in time.", endpoint=endpoint) from exc
            except httpx.TransportError as exc:
                raise ConnectFailed(
                    "The connection to the voucher service broke.", endpoint=endpoint
                ) from exc
            else:
                if response.is_success:
                    return _parse_json(response, endpoint)
                failure = error_from_response(
                    response.status_code,
                    response.content,
                    endpoint=endpoint,
                    retry_after=response.headers.get("Retry-After"),
                )
                if response.status_code not in RETRYABLE_READ_STATUSES:
                    raise failure
            if attempt >= MAX_READ_RETRIES:
                raise failure
            retry_after = failure.retry_after if isinstance(failure, RateLimited | ServiceError) else None
            delay = backoff_delay(attempt, retry_after)
            log.info("%s failed (%s); retrying in %.2fs", endpoint, type(failure).__name__, delay)
            attempt += 1
            await self._sleep(delay)

    async def _post(self, path: str, body: Mapping[str, Any], on_sent: OnSent | None = None) -> Any:
        """Send once. Only a connection that was never made is tried again: nothing reached the service."""
        endpoint = f"POST {path}"
        extensions = {"trace": _sent_tracer(on_sent)} if on_sent is not None else None
        for attempt in range(MAX_READ_RETRIES + 1):
            try:
                response = await self._http.post(path, json=body, extensions=extensions)
            except (httpx.ConnectError, httpx.ConnectTimeout) as exc:
                if attempt >= MAX_READ_RETRIES:
                    raise ConnectFailed("Cannot reach the voucher service.", endpoint=endpoint) from exc
                await self._sleep(backoff_delay(attempt))
                continue
            except httpx.TransportError as exc:
                raise OutcomeUnknown(
                    "Sent, but no answer came back: it may or may not have gone through.", endpoint=endpoint
                ) from exc
            return self._post_result(response, endpoint)
        raise AssertionError("unreachable")

    @staticmethod
    def _post_result(response: httpx.Response, endpoint: str) -> Any:
        if response.status_code >= 500:
            raise OutcomeUnknown(
                f"The service failed ({response.status_code}) after the request was sent: "
                "it may or may not have gone through.",
                endpoint=endpoint,
            )
        if not response.is_success:
            raise error_from_response(
                response.status_code,
                response.content,
                endpoint=endpoint,
                retry_after=response.headers.get("Retry-After"),
            )
        try:
            return _parse_json(response, endpoint)
        except InvalidResponse as exc:
            raise OutcomeUnknown(
                "The service accepted the request but its answer could not be read.", endpoint=endpoint
            ) from exc

    async def _post_event(
        self, path: str, body: Mapping[str, Any], on_sent: OnSent | None = None
    ) -> BalanceEvent:
        payload = await self._post(path, body, on_sent)
        try:
            event = _validate(BalanceEvent, payload, f"POST {path}")
        except InvalidResponse as exc:
            raise OutcomeUnknown(
                f"The service accepted the request but its answer was incomplete ({exc.field}).",
                endpoint=f"POST {path}",
            ) from exc
        self.timeline.answered(event)
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
        return _validate(Voucher, await self._get(path, params, on_sent), f"GET {path}")

    async def redeem(
        self, code: str, location_id: int, amount: Decimal | None = None, *, on_sent: OnSent | None = None
    ) -> BalanceEvent:
        """Redeem ``amount``, or the whole balance when it is None; returns the ``Redeemed`` event."""
        body: dict[str, Any] = {"locationID": location_id}
        if amount is not None:
            body["amount"] = f"{amount:.2f}"
        return await self._post_event(self._code_path(code, "redeem"), body, on_sent)

    async def topup(self, code: str, location_id: int, amount: Decimal) -> BalanceEvent:
        return await self._post_event(
            self._code_path(code, "topup"), {"locationID": location_id, "amount": f"{amount:.2f}"}
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
        """
        path = "/balance_events/"
        params: dict[str, str | int] = {"p": page}
        if location_id is not None:
            params["locationID"] = location_id
        for op, when in created:
            params.update(time_filter("balance_events", "created", op, when))
        payload = await self._get(path, params)
        endpoint = f"GET {path}"
        events = _event_page(
            _data_list(payload, endpoint), endpoint, skip_unreadable=skip_unreadable, known=known
        )
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
        """Pages newest first until a short page says there are no more."""
        page = FIRST_PAGE
        while True:
            events = await self.balance_events(
                page=page,
                location_id=location_id,
                created=created,
                skip_unreadable=skip_unreadable,
                known=known,
            )
            if events or events.skipped:
                yield events
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
        return _validate_list(OrderSummary, await self._get(path, params), f"GET {path}")

    async def order(self, order_id: int, *, on_sent: OnSent | None = None) -> Order:
        path = f"/orders/{int(order_id)}/"
        payload = await self._get(path, on_sent=on_sent)
        return _validate(Order, _single(payload, f"GET {path}"), f"GET {path}")

    async def order_rows(self, order_id: int, *, on_sent: OnSent | None = None) -> list[OrderRow]:
        path = f"/orders/{int(order_id)}/rows/"
        rows = _validate_list(OrderRow, _rows(await self._get(path, on_sent=on_sent)), f"GET {path}")
        for row in rows:
            for line in row.redeem_history:
                self.timeline.saw_one(line.event_id, line.last_changed)
        return rows

    async def create_order(self, order: Mapping[str, Any]) -> Order:
        path = "/orders/"
        payload = await self._post(path, order)
        return _validate(Order, _single(payload, f"POST {path}"), f"POST {path}")

    async def update_order(self, order_id: int, changes: Mapping[str, Any]) -> Order:
        path = f"/orders/{int(order_id)}/"
        payload = await self._post(path, changes)
        return _validate(Order, _single(payload, f"POST {path}"), f"POST {path}")

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
        return _validate_list(model, _data_list(payload, f"GET {path}"), f"GET {path}")


class EventPoller:
    """Returns, at each poll, only the balance events it has not returned before.

    The service's filter is ``created >= since``. ``since`` is the newest ``created`` held less
    :data:`POLL_LOOKBACK`, because an event committed late carries a ``created`` earlier than events
    already read. Events are told apart by ``eventID`` (within one poll too: paging while new events
    arrive can show one on two pages), and only the ids inside the look-back window are kept, so
    memory stays flat. Unreadable events are skipped and logged, never the end of the feed.
    """

    def __init__(
        self, client: VoucherClient, location_id: int | None, lookback: timedelta = POLL_LOOKBACK
    ) -> None:
        self._client = client
        self._location_id = location_id
        self._lookback = lookback
        self._newest: datetime | None = None
        self._seen: dict[int, datetime] = {}
        #: The ``eventID``s the last poll could not read (and left out), for the feed to mention.
        self.skipped: tuple[str, ...] = ()

    def prime(self, events: Iterable[BalanceEvent]) -> None:
        """Tell the poller what is already on screen (for instance the first page)."""
        for event in events:
            self._seen[event.event_id] = event.created
            self._newest = event.created if self._newest is None else max(self._newest, event.created)
        self._forget_old()

    async def poll(self) -> list[BalanceEvent]:
        since = self._newest - self._lookback if self._newest is not None else None
        created = [(Op.GTE, since)] if since is not None else []
        fresh: list[BalanceEvent] = []
        skipped: list[str] = []
        async for page in self._client.iter_balance_event_pages(
            location_id=self._location_id, created=created, skip_unreadable=True, known=self._seen.keys()
        ):
            skipped.extend(page.skipped)
            for event in page:
                if event.event_id in self._seen or (since is not None and event.created < since):
                    continue
                self._seen[event.event_id] = event.created
                fresh.append(event)
            if since is None:
                break
        self.prime(fresh)
        self.skipped = tuple(dict.fromkeys(skipped))
        return fresh

    def _forget_old(self) -> None:
        if self._newest is None:
            return
        horizon = self._newest - self._lookback
        self._seen = {event_id: when for event_id, when in self._seen.items() if when >= horizon}
