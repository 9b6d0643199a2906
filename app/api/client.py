"""The async client of the voucher service: every call a till makes, with typed results.

One ``httpx.AsyncClient`` per ``VoucherClient`` (one per session of the app). How a request gets
there and when it is sent again (reads a little, a POST that moves money only when no connection
was ever made, otherwise :class:`OutcomeUnknown` for the caller to reconcile) is
``app.api.transport``; here each call says what to ask, and checks and reads what came back.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Container, Iterable, Mapping, Sequence
from datetime import datetime
from decimal import Decimal
from typing import TYPE_CHECKING, Any, TypeVar
from urllib.parse import quote

from pydantic import BaseModel

from app.api.catalogue import DeliveryMethod, Product, PropertyDelivery, SoldOrder
from app.api.decode import (
    EventPage,
    data_list,
    event_page,
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
)
from app.api.known_history import KnownHistory
from app.api.models import (
    BalanceEvent,
    Category,
    Location,
    Order,
    OrderListing,
    OrderRow,
    Property,
    Voucher,
)
from app.api.order_page import OrderPage, order_page
from app.api.profile import ServiceProfile
from app.api.proof import LocationFilter, prove_order, prove_voucher
from app.api.query import FIRST_PAGE, Op, is_last_page, time_filter
from app.api.sent import OnSent
from app.api.timeline import ServiceTimeline
from app.api.transport import DEFAULT_DEADLINE_S, Sleep, Transport, service_http
from app.api.urls import check_base_url

if TYPE_CHECKING:
    import httpx

M = TypeVar("M", bound=BaseModel)

#: [DECIDE] Pages of events one read goes through at most (50 each, so 100,000 events): five times a
#: busy location's day of 20,000, which a shift report or a reconciliation's look-back of a day
#: reads whole; past it the list is taken as one that never ends.
MAX_EVENT_PAGES = 2000


class VoucherClient:
    """Every call of the voucher service a till needs, with typed results and typed errors."""

    def __init__(
        self,
        base_url: str,
        api_key: str,
        *,
        read_timeout: float = 10.0,
        connect_timeout: float = 3.0,
        deadline_s: float = DEFAULT_DEADLINE_S,
        transport: httpx.AsyncBaseTransport | None = None,
        sleep: Sleep = asyncio.sleep,
        timeline: ServiceTimeline | None = None,
    ) -> None:
        self.base_url = check_base_url(base_url)
        #: Every event read or created through this client moves it on (see app.api.timeline).
        self.timeline = timeline if timeline is not None else ServiceTimeline()
        #: The history lines of the orders read last, not decoded again when they come unchanged.
        self._known_history = KnownHistory()

        def session() -> httpx.AsyncClient:
            return service_http(
                self.base_url,
                api_key,
                read_timeout=read_timeout,
                connect_timeout=connect_timeout,
                transport=transport,
            )

        self._session = session
        self._made: httpx.AsyncClient | None = None
        self._transport = Transport(lambda: self._http, sleep, deadline_s, self.timeline.heard)
        #: What the service check found this account does otherwise than the reference assumes.
        self.profile = ServiceProfile()
        self._at_location = LocationFilter()

    def __repr__(self) -> str:
        return f"VoucherClient({self.base_url!r})"

    @property
    def _http(self) -> httpx.AsyncClient:
        """The client's HTTP session, made at its first request: httpx and httpcore, a tenth of the
        till's imports, then load after the till page's first paint (the feed's first read waits
        for it), not before it."""
        if self._made is None:
            self._made = self._session()
        return self._made

    async def __aenter__(self) -> VoucherClient:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        await self._http.aclose()

    # -- answers that are events ----------------------------------------------------------------

    async def _post_event(
        self, path: str, body: Mapping[str, Any], on_sent: OnSent | None = None
    ) -> BalanceEvent:
        payload = await self._transport.post(path, body, on_sent)
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
        voucher = validate(
            Voucher, single(await self._transport.get(path, params, on_sent), endpoint), endpoint
        )
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
        params: dict[str, str | int] = {"p": self.profile.wire_page(page)}
        if location_id is not None:
            params["locationID"] = location_id
        for op, when in created:
            params.update(time_filter("balance_events", "created", op, when))
        payload = await self._transport.get(path, params)
        endpoint = f"GET {path}"
        events = event_page(
            data_list(payload, endpoint), endpoint, skip_unreadable=skip_unreadable, known=known
        )
        if location_id is not None:
            events = self._at_location.keep(events, location_id, endpoint)
        if created and not self.profile.filters_created:
            events = _filtered(events, created)
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
        held_page_ends: bool = False,
    ) -> AsyncIterator[EventPage]:
        """Pages newest first until a short page says there are no more.

        With ``held_page_ends``, a page of only events the caller holds (``known``) ends the list
        too: a poll that has reached what it already holds need not read the rest of its look-back.

        Each event is yielded once, though two pages both return it (events arriving while paging
        push older ones onto the next page). Past the first page, a 404 or a page that adds nothing
        new, only events this listing met already, yielded or held (a service that answers any page
        past the end with the last one, or ignores the page asked for), is the end of the list too, as an
        empty or short page is. A list still going after ``MAX_EVENT_PAGES`` pages is refused
        (``InvalidResponse``), never taken as read whole.
        """
        page = FIRST_PAGE
        #: Every id this listing has met, yielded or held by the caller (``known``).
        listed: set[int] = set()
        skipped: set[str] = set()
        while True:
            if page > MAX_EVENT_PAGES:
                # A list that never ends (fresh ids on every page): what was read is not the whole
                # list, so the caller must not take it for one (reconciliation leaves it unknown).
                raise InvalidResponse(
                    f"The service's list of events did not end within {MAX_EVENT_PAGES} pages.",
                    endpoint="GET /balance_events/",
                )
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
            fresh = EventPage(
                (event for event in events if event.event_id not in listed),
                events.received,
                [event_id for event_id in events.skipped if event_id not in skipped],
            )
            held = events.held - listed
            if page > FIRST_PAGE and not fresh and not fresh.skipped and not held:
                return  # a page that adds nothing this listing has not met ends the list
            if held_page_ends and events.held and not fresh and not fresh.skipped:
                return
            listed.update(event.event_id for event in fresh)
            listed.update(held)
            skipped.update(fresh.skipped)
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
    ) -> list[OrderListing]:
        path = "/orders/"
        params: dict[str, str | int] = {"p": self.profile.wire_page(page)}
        if domain_id is not None:
            params["domainID"] = domain_id
        if created_since is not None:
            params.update(time_filter("orders", "dateCreated", Op.GTE, created_since))
        listed = validate_list(OrderListing, await self._transport.get(path, params), f"GET {path}")
        return [order for order in listed if self._order_wanted(order, domain_id, created_since)]

    async def order_page(
        self, *, domain_id: int, created_since: datetime, page: int = FIRST_PAGE
    ) -> OrderPage:
        """A page of the list for Find: an unreadable entry is left out and counted (``order_page``)."""
        params: dict[str, str | int] = {"p": self.profile.wire_page(page), "domainID": domain_id}
        params.update(time_filter("orders", "dateCreated", Op.GTE, created_since))
        response = await self._transport.get_unparsed("/orders/", params)
        read = await order_page(response, "GET /orders/")
        wanted = [order for order in read if self._order_wanted(order, domain_id, created_since)]
        if len(wanted) == len(read):
            return read
        # Newest first: past an order older than the bound, the filtered list would have ended.
        below = any(not self._order_wanted(order, None, created_since) for order in read)
        return OrderPage(wanted, len(wanted) if below else read.received, read.unreadable)

    def _order_wanted(self, order: OrderListing, domain_id: int | None, since: datetime | None) -> bool:
        """Whether an order listed is one the filters asked for, where the service ignores them."""
        if domain_id is not None and not self.profile.filters_domain and order.domain_id != domain_id:
            return False
        if since is None or self.profile.filters_order_date or order.date_created is None:
            return True
        return order.date_created >= since

    async def order(self, order_id: int, *, on_sent: OnSent | None = None) -> Order:
        path = f"/orders/{int(order_id)}/"
        payload = await self._transport.get(path, on_sent=on_sent)
        order = validate(Order, single(payload, f"GET {path}"), f"GET {path}")
        return prove_order(order, int(order_id), f"GET {path}")

    async def order_rows(self, order_id: int, *, on_sent: OnSent | None = None) -> list[OrderRow]:
        path = f"/orders/{int(order_id)}/rows/"
        reading = self._known_history.reading(int(order_id))
        read = rows_of(await self._transport.get(path, on_sent=on_sent, read=reading.parse))
        rows = validate_list(OrderRow, reading.reuse(read), f"GET {path}")
        reading.keep(read, rows)
        for row in rows:
            for line in row.redeem_history:
                self.timeline.saw_one(line.event_id, line.last_changed)
        return rows

    async def create_order(self, order: Mapping[str, Any], on_sent: OnSent | None = None) -> SoldOrder:
        path = "/orders/"
        payload = await self._transport.post(path, order, on_sent=on_sent)
        try:
            return validate(SoldOrder, single(payload, f"POST {path}"), f"POST {path}")
        except InvalidResponse as exc:
            # The order was made: an answer the till cannot read is a lost one, settled from the orders.
            raise OutcomeUnknown(
                f"The service accepted the order but its answer was incomplete ({exc.field}).",
                endpoint=f"POST {path}",
            ) from exc

    async def update_order(self, order_id: int, changes: Mapping[str, Any]) -> Order:
        path = f"/orders/{int(order_id)}/"
        payload = await self._transport.post(path, changes)
        return validate(Order, single(payload, f"POST {path}"), f"POST {path}")

    async def refund_order(self, order_id: int, *, release_codes: bool = False) -> None:
        """Refund the whole order. The answer's shape is undocumented: success is the 2xx itself."""
        await self._transport.post(f"/orders/{int(order_id)}/refund/", {"releaseCodes": release_codes})

    # -- reference data -------------------------------------------------------------------------

    async def categories(self, *, domain_id: int | None = None) -> list[Category]:
        return await self._data_resource(Category, "/categories/", domain_id)

    async def products(self, *, domain_id: int | None = None) -> list[Product]:
        """The voucher products a till can sell (``GET /vouchers/``, shape in service-reference.md)."""
        return await self._data_resource(Product, "/vouchers/", domain_id)

    async def delivery_methods(self, domain_id: int) -> list[DeliveryMethod]:
        """The property's delivery methods, as ``GET /properties/`` carries them."""
        listed = await self._data_resource(PropertyDelivery, "/properties/", None)
        return [method for prop in listed if prop.domain_id == domain_id for method in prop.delivery_methods]

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
            await self._transport.get("/properties/")
        except (ConnectFailed, Timeout, ServiceError, RateLimited, Unauthorized):
            raise
        except ApiError:
            return

    async def read_items(self, path: str, params: Mapping[str, str | int]) -> list[Any]:
        """The items of one list as the service sent them, with ``params`` sent as they are (no page
        base, no filter of the till's): what the service check compares the account's lists with."""
        return data_list(await self._transport.get(path, params), f"GET {path}")

    async def _data_resource(self, model: type[M], path: str, domain_id: int | None) -> list[M]:
        params = {"domainID": domain_id} if domain_id is not None else None
        payload = await self._transport.get(path, params)
        return validate_list(model, data_list(payload, f"GET {path}"), f"GET {path}")


def _holds(stamp: datetime, op: Op, when: datetime) -> bool:
    """Whether ``stamp`` passes the filter ``created[op]=when`` the service should have applied."""
    if op is Op.GTE:
        return stamp >= when
    if op is Op.GT:
        return stamp > when
    if op is Op.LTE:
        return stamp <= when
    return stamp < when


def _filtered(events: EventPage, created: Sequence[tuple[Op, datetime]]) -> EventPage:
    """A page of a service that ignores ``created[…]``, filtered by the till. Newest first, so once
    an event is older than a lower bound the filtered list would have ended: the page is made a
    short one (``received``), and paging stops there rather than reading the whole history."""
    kept = [event for event in events if all(_holds(event.created, op, when) for op, when in created)]
    if len(kept) == len(events):
        return events
    below = any(
        not _holds(event.created, op, when)
        for event in events
        for op, when in created
        if op in (Op.GT, Op.GTE)
    )
    return EventPage(kept, len(kept) if below else events.received, events.skipped, events.held)
