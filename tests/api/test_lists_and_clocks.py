"""The ends of a list and the activity feed across a change of the clocks, against the sandbox.

A list ends at an empty or short page, at a 404 past the first page, or at a page that only
repeats what was read; an event two pages both return is counted once; and the feed keeps every
event when the property's clocks go back or forward an hour.
"""

from __future__ import annotations

import calendar
import time
from collections.abc import Iterator
from datetime import date, datetime, timedelta
from datetime import time as dtime
from decimal import Decimal

import anyio
import pytest

from app.api.client import VoucherClient
from app.api.poller import EventPoller
from app.sandbox.seed import DemoCodes
from app.sandbox.seed_catalogue import Locations
from sandbox_harness.server import SandboxServer

pytestmark = [pytest.mark.anyio, pytest.mark.both_shapes]


#: The days the clocks change in :func:`changing_clocks`: soon, so the demo vouchers are still valid.
FORWARD = date.today() + timedelta(days=3)
BACK = date.today() + timedelta(days=5)


def _julian(day: date) -> int:
    """POSIX ``Jn``: the day of the year, 1 to 365, never counting 29 February."""
    leap = day.month > 2 and calendar.isleap(day.year)
    return day.timetuple().tm_yday - leap


@pytest.fixture
def changing_clocks(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The till's machine (and the sandbox's, the property's zone) with clocks that go forward an
    hour at 01:00 on FORWARD and back an hour at 02:00 on BACK."""
    monkeypatch.setenv("TZ", f"XST0XDT,J{_julian(FORWARD)}/1,J{_julian(BACK)}/2")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


async def _all_ids(client: VoucherClient) -> list[int]:
    pages = client.iter_balance_event_pages(location_id=Locations.RECEPTION)
    return [event.event_id async for page in pages for event in page]


async def test_an_event_two_pages_both_return_is_counted_once(client: VoucherClient) -> None:
    before = await _all_ids(client)
    pages = client.iter_balance_event_pages(location_id=Locations.RECEPTION)
    first = await anext(pages)
    await client.redeem(DemoCodes.VALID_PARTIAL, Locations.RECEPTION, Decimal("1.00"))
    rest = [event.event_id async for page in pages for event in page]
    ids = [event.event_id for event in first] + rest
    assert len(ids) == len(set(ids))
    assert sorted(ids) == sorted(before)


async def test_a_404_past_the_first_page_is_the_end_of_the_list(
    client: VoucherClient, sandbox: SandboxServer
) -> None:
    before = await _all_ids(client)
    sandbox.forms.set("page_404", path="/balance_events/")
    assert await _all_ids(client) == before[:50]


async def test_a_page_repeated_past_the_end_is_the_end_of_the_list(
    client: VoucherClient, sandbox: SandboxServer
) -> None:
    before = await _all_ids(client)
    sandbox.forms.set("ignore_page", path="/balance_events/")
    assert await _all_ids(client) == before[:50]


@pytest.mark.logs(r"ignores locationID=\d+: it lists events of other locations \(")
async def test_a_list_asked_for_one_location_keeps_only_that_locations_events(
    client: VoucherClient, sandbox: SandboxServer, caplog: pytest.LogCaptureFixture
) -> None:
    """A service that ignores ``locationID`` sends the Spa's events to Reception's feed: left out,
    and said once in the log, not again at every poll that brings the same location's events."""
    await client.redeem(DemoCodes.VALID_PARTIAL, Locations.SPA, Decimal("1.00"))
    before = await _all_ids(client)
    sandbox.forms.set("ignore_location", path="/balance_events/")
    for _poll in range(3):
        pages = client.iter_balance_event_pages(location_id=Locations.RECEPTION)
        events = [event async for page in pages for event in page]
        assert {event.location_id for event in events} <= {Locations.RECEPTION, None}
        assert [event.event_id for event in events] == before
    said = [r.getMessage() for r in caplog.records if "ignores locationID" in r.getMessage()]
    assert len(said) == 1, said
    assert said[0].startswith(
        f"GET /balance_events/ ignores locationID={Locations.RECEPTION}: it lists events"
    )
    assert str(Locations.SPA) in said[0].split("(", 1)[1]


def _at(day: date, hour: int, minute: int, second: int = 0) -> datetime:
    return datetime.combine(day, dtime(hour, minute, second))


@pytest.mark.usefixtures("changing_clocks")
@pytest.mark.parametrize(
    ("read", "then"),
    [
        # The clocks go back: after 01:58 the next event is stamped 01:05, an hour repeated.
        ([_at(BACK, 1, 58)], _at(BACK, 1, 5)),
        # The clocks go forward: 00:59:50, then 02:00:30, then an event stamped 00:59:55 that was
        # committed late: seconds before the newest, though its stamp is an hour and a minute before.
        ([_at(FORWARD, 0, 59, 50), _at(FORWARD, 2, 0, 30)], _at(FORWARD, 0, 59, 55)),
    ],
)
async def test_the_feed_keeps_every_event_across_a_change_of_the_clocks(
    client: VoucherClient, sandbox: SandboxServer, read: list[datetime], then: datetime
) -> None:
    poller = EventPoller(client, Locations.RECEPTION)
    held = []
    for moment in read:
        sandbox.clock.set(moment)
        held.append(await client.redeem(DemoCodes.VALID_PARTIAL, Locations.RECEPTION, Decimal("1.00")))
    poller.prime(held)
    sandbox.clock.set(then)
    later = await client.redeem(DemoCodes.VALID_PARTIAL, Locations.RECEPTION, Decimal("2.00"))
    assert [event.event_id for event in await poller.poll()] == [later.event_id]
    assert await poller.poll() == []


@pytest.fixture
def machine_on_utc(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The till's machine left on UTC, which never changes its clocks, while the property does."""
    monkeypatch.setenv("TZ", "UTC")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


@pytest.mark.usefixtures("machine_on_utc")
@pytest.mark.parametrize(
    ("newest", "repeated"),
    [
        ((1, 58), (1, 5)),  # back at 02:00 to 01:00 (London, New York)
        ((2, 59), (2, 1)),  # back at 03:00 to 02:00 (Paris, Sydney)
        ((23, 59), (23, 2)),  # back at midnight to 23:00
    ],
)
async def test_the_feed_keeps_an_event_of_the_hour_repeated_though_this_machine_keeps_another_zone(
    client: VoucherClient, sandbox: SandboxServer, newest: tuple[int, int], repeated: tuple[int, int]
) -> None:
    day = date.today() + timedelta(days=1)
    poller = EventPoller(client, Locations.RECEPTION)
    sandbox.clock.set(_at(day, *newest))
    poller.prime([await client.redeem(DemoCodes.VALID_PARTIAL, Locations.RECEPTION, Decimal("1.00"))])
    sandbox.clock.set(_at(day, *repeated))
    later = await client.redeem(DemoCodes.VALID_PARTIAL, Locations.RECEPTION, Decimal("2.00"))
    assert [event.event_id for event in await poller.poll()] == [later.event_id]
    assert await poller.poll() == []


async def test_a_poll_whose_pages_repeat_only_events_it_holds_ends(
    client: VoucherClient, sandbox: SandboxServer
) -> None:
    """More than a page of events the feed holds, and a service that ignores the page asked for:
    the second page adds nothing new, so the poll ends there with nothing new."""
    sandbox.clock.set(datetime.now().replace(microsecond=0))
    for _ in range(51):
        await client.redeem(DemoCodes.VALID_PARTIAL, Locations.RECEPTION, Decimal("0.01"))
    poller = EventPoller(client, Locations.RECEPTION)
    poller.prime([event async for page in client.iter_balance_event_pages() for event in page])
    sandbox.forms.set("ignore_page", path="/balance_events/")
    with anyio.fail_after(30):  # a safety net: a list that never ends would hold the poll for ever
        assert await poller.poll() == []
