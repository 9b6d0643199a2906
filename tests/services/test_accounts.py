"""The accountant's export read from the sandbox over real HTTP: each order and each voucher read
at most once, a voucher sold in the period not looked up at all, and the same figures as the code
lookups give."""

from __future__ import annotations

from collections import Counter
from collections.abc import AsyncIterator
from datetime import datetime, timedelta

import httpx
import pytest

from app.api.client import VoucherClient
from app.api.models import BalanceEvent
from app.api.query import Op
from app.core.masking import mask_codes
from app.sandbox.seed_catalogue import Locations
from app.services.accounts import read_here_and_everywhere, read_period
from sandbox_harness.server import SandboxServer

pytestmark = [pytest.mark.anyio, pytest.mark.both_shapes]


@pytest.fixture
async def client(sandbox: SandboxServer, demo_key: str) -> AsyncIterator[VoucherClient]:
    async with VoucherClient(sandbox.url, demo_key) as c:
        yield c


def requests_of(client: VoucherClient) -> list[str]:
    """The path of every request the client sends from now on (httpx's own hook)."""
    sent: list[str] = []

    async def hook(request: httpx.Request) -> None:
        sent.append(request.url.path)

    http = client._http  # observed, never changed
    http.event_hooks = {**http.event_hooks, "request": [*http.event_hooks["request"], hook]}
    return sent


async def place_names(client: VoucherClient) -> dict[str, dict[int, str]]:
    """The account's location and property names, as a period is read with them."""
    return {
        "locations": {int(place.location_id): place.name for place in await client.locations()},
        "properties": {int(prop.domain_id): prop.name for prop in await client.properties()},
    }


@pytest.mark.parametrize("days", [31, 400])
async def test_each_order_is_read_once_and_only_vouchers_sold_before_the_period_are_looked_up(
    client: VoucherClient, days: int
) -> None:
    now = datetime.now()
    start = now - timedelta(days=days)
    names = await place_names(client)
    events: list[BalanceEvent] = []
    async for page in client.iter_balance_event_pages(
        location_id=Locations.RECEPTION, created=((Op.GTE, start), (Op.LTE, now))
    ):
        events.extend(page)
    codes = {event.code for event in events if event.code}
    sold_in_period = {event.code for event in events if event.type == "Activation"}
    truth = {code: await client.lookup_code(code) for code in codes}

    sent = requests_of(client)
    read = await read_period(
        client,
        start=start,
        end=now,
        location_id=Locations.RECEPTION,
        **names,
    )

    repeated = {path: n for path, n in Counter(sent).items() if n > 1 and "balance_events" not in path}
    assert repeated == {}
    looked_up = {path.split("/")[2] for path in sent if path.startswith("/codes/")}
    assert looked_up == codes - sold_in_period
    orders = {event.order_id for event in events if event.order_id is not None}
    assert len([path for path in sent if path.startswith("/orders/")]) == 2 * len(orders)
    # What the skipped lookups would have said is what the export holds.
    code_of = {event.event_id: event.code for event in events}
    # The export lists every voucher: two that end alike show as much more as tells them apart.
    codes_shown = sorted({code for code in code_of.values() if code})
    shown = dict(zip(codes_shown, mask_codes(codes_shown), strict=True))
    assert read.unread == 0
    for line in read.lines:
        code = code_of[line.event_id]
        assert code is not None
        assert line.code == shown[code]
        voucher = truth[code]
        assert line.sale is not None
        assert (line.sale.starting, line.sale.expiry) == (voucher.starting_value, voucher.expiry_date)


async def test_the_location_and_every_location_come_from_one_reading_of_the_period(
    client: VoucherClient,
) -> None:
    """The export's location and its redemption pattern (every location) are what two readings of
    the period give, from the requests of the reading of every location alone."""
    now = datetime.now()
    start = now - timedelta(days=400)
    names = await place_names(client)
    here_alone = await read_period(
        client,
        start=start,
        end=now,
        location_id=Locations.RECEPTION,
        **names,
    )
    sent = requests_of(client)
    everywhere_alone = await read_period(client, start=start, end=now, location_id=None, **names)
    alone = list(sent)
    sent.clear()

    here, everywhere = await read_here_and_everywhere(
        client,
        start=start,
        end=now,
        location_id=Locations.RECEPTION,
        **names,
    )

    assert (here, everywhere) == (here_alone, everywhere_alone)
    assert here.lines, "the location has events in the period"
    assert len(everywhere.lines) > len(here.lines), "other locations have events too"
    assert Counter(sent) == Counter(alone)
