"""Clocks that disagree, against the sandbox: a service's clock set back, a till in another zone.

The service stamps in its property's local time and dates every answer (HTTP ``Date``, UTC) from
the same clock. A step of that clock must lose no event of the feed and must show in the till's
offset at the next answer, not the next movement; a till in another zone whose clock is right
has hours of offset and no skew, so nothing says its clock is wrong.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from datetime import datetime, timedelta
from decimal import Decimal
from zoneinfo import ZoneInfo

import pytest

from app.api.client import VoucherClient
from app.api.poller import EventPoller
from app.core.timeline import offset_warning
from app.sandbox.seed import DemoCodes
from app.sandbox.seed_catalogue import Locations
from helpers.clock import Sleeps
from helpers.zone import in_zone
from sandbox_harness.server import SandboxServer

pytestmark = [pytest.mark.anyio, pytest.mark.both_shapes]

#: How far the service's clock is set back: far more than the feed's two minutes of look-back.
STEP = timedelta(minutes=10)
LONDON = ZoneInfo("Europe/London")


@pytest.fixture
async def other_till(sandbox: SandboxServer, demo_key: str, sleeps: Sleeps) -> AsyncIterator[VoucherClient]:
    """Another till at the same location, whose movements this till only learns of from the feed."""
    async with VoucherClient(sandbox.url, demo_key, read_timeout=2.0, sleep=sleeps) as c:
        yield c


async def redeem(client: VoucherClient, amount: str = "0.01") -> int:
    """A redemption, its answer measuring the offset as the money path's does."""
    event = await client.redeem(DemoCodes.VALID_PARTIAL, Locations.RECEPTION, Decimal(amount))
    client.timeline.answered(event)
    return event.event_id


async def test_the_feed_keeps_what_another_till_redeems_after_the_services_clock_is_set_back(
    client: VoucherClient, other_till: VoucherClient, sandbox: SandboxServer
) -> None:
    """More than a page of events held, stamped in the ten minutes the service's clock then goes
    back over: the next events are listed below them, stamped before the feed's look-back."""
    sandbox.clock.advance(STEP)
    for _ in range(55):
        await redeem(other_till)
    poller = EventPoller(client, Locations.RECEPTION)
    poller.prime([event async for page in client.iter_balance_event_pages() for event in page])
    assert await poller.poll() == []

    sandbox.clock.advance(-STEP)
    after_step = await redeem(other_till, "1.00")
    assert [event.event_id for event in await poller.poll()] == [after_step]
    later = await redeem(other_till, "2.00")
    assert [event.event_id for event in await poller.poll()] == [later], "the next poll too"
    assert await poller.poll() == []


async def test_any_answer_keeps_the_offset_current_after_the_services_clock_steps(
    client: VoucherClient, sandbox: SandboxServer
) -> None:
    await redeem(client)
    measured = client.timeline.offset_s
    assert measured is not None
    assert abs(measured) <= 2

    sandbox.clock.advance(-STEP)
    await client.lookup_code(DemoCodes.VALID_PARTIAL, Locations.RECEPTION)
    assert abs((client.timeline.offset_s or 0) + STEP.total_seconds()) <= 2, "a read, not a movement"
    assert abs((client.timeline.skew_s or 0) + STEP.total_seconds()) <= 2
    service_now = client.timeline.service_now()
    assert abs((service_now - sandbox.clock.now()).total_seconds()) <= 2, "the till's times are the service's"


@pytest.fixture
def till_in_tokyo(sandbox: SandboxServer) -> Iterator[None]:
    """This machine set to Tokyo, the service's property in London, both clocks right."""
    sandbox.clock.in_zone(LONDON)
    with in_zone("Asia/Tokyo"):
        yield


@pytest.mark.usefixtures("till_in_tokyo")
async def test_a_till_in_another_zone_is_not_told_its_clock_is_wrong_until_one_is(
    client: VoucherClient, sandbox: SandboxServer
) -> None:
    await redeem(client)
    zones_apart = datetime.now(LONDON).replace(tzinfo=None) - datetime.now()
    assert abs(zones_apart) > timedelta(hours=7), "Tokyo is 8 or 9 hours ahead of London"
    assert abs((client.timeline.offset_s or 0) - zones_apart.total_seconds()) <= 2, "hours of wall offset"
    assert abs(client.timeline.skew_s or 0) <= 2
    assert offset_warning(client.timeline.skew_s) == "", "a zone is no wrong clock"

    sandbox.clock.advance(timedelta(minutes=20))
    await client.lookup_code(DemoCodes.VALID_PARTIAL, Locations.RECEPTION)
    assert offset_warning(client.timeline.skew_s).startswith(
        "This till's clock is 20 min behind the service's"
    )
