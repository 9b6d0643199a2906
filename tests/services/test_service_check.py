"""The service check against the sandbox set to each alternative the reference leaves open.

Over real HTTP on loopback: the sandbox as the reference describes it, then with its pages from 0,
its filters ignored, its stamps in a zone three hours ahead or three hours behind, and an event type
the reference does not name. Each time the check must say what it found, and where the till can
adapt, the client given the check's ``fit`` must read the account as it reads the reference's.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import datetime, timedelta
from decimal import Decimal

import pytest

from app.api.client import VoucherClient
from app.api.errors import Unauthorized
from app.api.query import Op
from app.core.rules import is_event_reversible
from app.core.settings import ServiceFit
from app.sandbox.seed import DemoCodes
from app.sandbox.seed_catalogue import Locations, Properties
from app.services.service_check import ServiceCheck, Verdict, check_service, fit_client
from sandbox_harness.forms import UNKNOWN_EVENT_TYPE, ZONE_SHIFT
from sandbox_harness.server import SandboxServer

pytestmark = [pytest.mark.anyio, pytest.mark.both_shapes]


@pytest.fixture
async def client(sandbox: SandboxServer, demo_key: str) -> AsyncIterator[VoucherClient]:
    async with VoucherClient(sandbox.url, demo_key, read_timeout=5.0) as c:
        yield c


async def _check(client: VoucherClient) -> ServiceCheck:
    return await check_service(client, Properties.HARBOUR, Locations.RECEPTION)


def _verdicts(check: ServiceCheck) -> dict[str, Verdict]:
    return {finding.point: finding.verdict for finding in check.findings}


def _said(check: ServiceCheck, point: str) -> str:
    return next(f.text for f in check.findings if f.point == point)


async def test_the_sandbox_as_the_reference_says_meets_every_assumption(client: VoucherClient) -> None:
    check = await _check(client)
    verdicts = _verdicts(check)
    for point in (
        "key",
        "pages",
        "filter_domain",
        "filter_created",
        "filter_order_date",
        "event_types",
        "shapes",
    ):
        assert verdicts[point] is Verdict.AS_ASSUMED, check.lines()
    assert check.fit.first_page == 1
    assert check.fit.filters_domain
    assert check.fit.filters_created
    assert check.fit.filters_order_date
    assert check.fit.unknown_event_types == ()
    assert "second page differs" in _said(check, "pages")


async def test_a_refused_key_is_named_and_nothing_else_is_tried(sandbox: SandboxServer) -> None:
    async with VoucherClient(sandbox.url, "not-a-key", read_timeout=5.0) as wrong:
        check = await _check(wrong)
        assert check.key_refused
        assert [f.point for f in check.findings] == ["key"]
        assert "refused the API key" in check.findings[0].text
        with pytest.raises(Unauthorized):
            await wrong.properties()


async def test_pages_from_0_are_found_and_the_till_then_reads_the_newest_page_first(
    client: VoucherClient, sandbox: SandboxServer
) -> None:
    newest = await client.balance_events(location_id=Locations.RECEPTION)
    sandbox.forms.set("pages_from_0", path="/balance_events/")
    check = await _check(client)
    assert check.fit.first_page == 0
    assert _verdicts(check)["pages"] is Verdict.ADAPTED
    assert "asks for page 0 first" in _said(check, "pages")
    # Unadapted, the till's "first page" is the service's second: the newest events are missed.
    assert [e.event_id for e in await client.balance_events(location_id=Locations.RECEPTION)] != [
        e.event_id for e in newest
    ]
    fit_client(client, check.fit)
    assert [e.event_id for e in await client.balance_events(location_id=Locations.RECEPTION)] == [
        e.event_id for e in newest
    ]


async def test_filters_ignored_are_found_and_the_till_filters_itself(
    client: VoucherClient, sandbox: SandboxServer
) -> None:
    sandbox.forms.set("ignore_filters")
    check = await _check(client)
    verdicts = _verdicts(check)
    assert verdicts["filter_domain"] is Verdict.ADAPTED, check.lines()
    assert verdicts["filter_created"] is Verdict.ADAPTED, check.lines()
    assert verdicts["filter_order_date"] is Verdict.ADAPTED, check.lines()
    assert not (check.fit.filters_domain)
    assert not (check.fit.filters_created)
    assert not (check.fit.filters_order_date)
    assert "filters the list itself" in _said(check, "filter_created")
    assert str(Properties.HARBOUR) in _said(check, "filter_domain")

    fit_client(client, check.fit)
    orders = await client.orders(domain_id=Properties.HARBOUR)
    assert orders
    assert {o.domain_id for o in orders} == {Properties.HARBOUR}
    since = max(o.date_created for o in orders if o.date_created is not None) - timedelta(days=1)
    recent = await client.orders(domain_id=Properties.HARBOUR, created_since=since)
    assert all(o.date_created is not None and o.date_created >= since for o in recent)
    events = [
        e
        async for page in client.iter_balance_event_pages(location_id=Locations.RECEPTION, created=[])
        for e in page
    ]
    bound = events[len(events) // 2].created
    read = [
        e
        async for page in client.iter_balance_event_pages(
            location_id=Locations.RECEPTION, created=[(Op.GTE, bound)]
        )
        for e in page
    ]
    assert read
    assert all(e.created >= bound for e in read)
    assert len(read) < len(events)


async def test_stamps_in_a_zone_ahead_are_measured_and_the_till_moves_its_times(
    client: VoucherClient, sandbox: SandboxServer
) -> None:
    # A movement just now, so the service's newest stamp is the service's now.
    await client.redeem(DemoCodes.VALID_PARTIAL, Locations.RECEPTION, Decimal("1.00"))
    sandbox.forms.set("zone_stamps")
    check = await _check(client)
    assert _verdicts(check)["stamps"] is Verdict.ADAPTED, check.lines()
    assert check.fit.stamp_offset_minutes == ZONE_SHIFT.total_seconds() // 60
    assert "3 h 00 min ahead" in _said(check, "stamps")

    fresh = VoucherClient(sandbox.url, "demo-all-properties-key")
    try:
        fit_client(fresh, check.fit)
        assert abs(fresh.timeline.service_now() - (datetime.now() + ZONE_SHIFT)) < timedelta(minutes=1)
    finally:
        await fresh.aclose()


async def test_stamps_in_the_same_zone_agree(client: VoucherClient) -> None:
    await client.redeem(DemoCodes.VALID_PARTIAL, Locations.RECEPTION, Decimal("1.00"))
    check = await _check(client)
    assert _verdicts(check)["stamps"] is Verdict.AS_ASSUMED, check.lines()
    assert check.fit.stamp_offset_minutes == 0


async def test_an_unknown_event_type_is_named_and_never_reversed(
    client: VoucherClient, sandbox: SandboxServer
) -> None:
    sandbox.forms.set("unknown_event_type", path="/balance_events/")
    check = await _check(client)
    assert _verdicts(check)["event_types"] is Verdict.DIFFERS
    assert check.fit.unknown_event_types == (UNKNOWN_EVENT_TYPE,)
    said = _said(check, "event_types")
    assert UNKNOWN_EVENT_TYPE in said
    assert "will not reverse them" in said

    assert not is_event_reversible(UNKNOWN_EVENT_TYPE, True)[0]


async def test_find_stops_reading_an_unfiltered_order_list_at_its_bound(
    client: VoucherClient, sandbox: SandboxServer
) -> None:
    sandbox.forms.set("ignore_filters", path="/orders/")
    check = await _check(client)
    fit_client(client, check.fit)
    first = await client.order_page(domain_id=Properties.HARBOUR, created_since=datetime(2000, 1, 1))
    since = sorted(o.date_created for o in first if o.date_created is not None)[len(first) // 2]
    page = await client.order_page(domain_id=Properties.HARBOUR, created_since=since)
    assert page
    assert all(o.date_created is not None and o.date_created >= since for o in page)
    assert page.received == len(page), "a short page: the filtered list ends here"


async def test_an_old_newest_stamp_leaves_the_zone_to_the_offset_a_movement_measured(
    client: VoucherClient,
) -> None:
    unmeasured = await _check(client)
    assert _verdicts(unmeasured)["stamps"] is Verdict.UNCHECKED, "the demo's newest event is a day old"
    check = await check_service(client, Properties.HARBOUR, Locations.RECEPTION, measured=timedelta(hours=1))
    assert _verdicts(check)["stamps"] is Verdict.ADAPTED
    assert check.fit.stamp_offset_minutes == 60
    assert "1 h 00 min ahead" in _said(check, "stamps")


async def _measured_redeem(client: VoucherClient) -> None:
    """A redemption whose answer measures the offset, as the movement service has it measured."""
    event = await client.redeem(DemoCodes.VALID_PARTIAL, Locations.RECEPTION, Decimal("1.00"))
    client.timeline.answered(event)


async def test_stamps_behind_cannot_be_told_from_a_quiet_account_and_the_till_does_not_guess(
    client: VoucherClient, sandbox: SandboxServer
) -> None:
    # What setup's Test connection meets: a movement just now on the account, none of this till's.
    await client.redeem(DemoCodes.VALID_PARTIAL, Locations.RECEPTION, Decimal("1.00"))
    sandbox.forms.set("zone_stamps_behind")
    check = await _check(client)
    assert _verdicts(check)["stamps"] is Verdict.UNCHECKED, check.lines()
    said = _said(check, "stamps")
    assert "3 h 00 min behind the till's clock" in said
    assert "a read cannot tell the two apart" in said
    assert "first movement measures the offset" in said
    assert check.fit.stamp_offset_minutes == 0
    fit_client(client, check.fit)
    assert client.timeline.offset_s is None, "the till's times stay its own, labelled so"


async def test_stamps_behind_are_adapted_to_once_a_movement_of_this_till_measured_them(
    client: VoucherClient, sandbox: SandboxServer
) -> None:
    sandbox.forms.set("zone_stamps_behind")
    await _measured_redeem(client)
    check = await _check(client)
    assert _verdicts(check)["stamps"] is Verdict.ADAPTED, check.lines()
    assert check.fit.stamp_offset_minutes == -ZONE_SHIFT.total_seconds() // 60
    assert "measured the service's clock 3 h 00 min behind" in _said(check, "stamps")

    fresh = VoucherClient(sandbox.url, "demo-all-properties-key")
    try:
        fit_client(fresh, check.fit)
        assert abs(fresh.timeline.service_now() - (datetime.now() - ZONE_SHIFT)) < timedelta(minutes=1)
    finally:
        await fresh.aclose()


async def test_a_measured_zone_ahead_holds_when_the_newest_stamp_is_old(
    client: VoucherClient, sandbox: SandboxServer
) -> None:
    # Read alone, a quiet hour would make a zone 3 hours ahead look 2 hours ahead, or not at all.
    sandbox.forms.set("zone_stamps")
    check = await check_service(client, Properties.HARBOUR, Locations.RECEPTION, measured=ZONE_SHIFT)
    assert _verdicts(check)["stamps"] is Verdict.ADAPTED, check.lines()
    assert check.fit.stamp_offset_minutes == 180


async def test_a_newest_stamp_beyond_the_measured_offset_says_the_zone_changed(
    client: VoucherClient, sandbox: SandboxServer
) -> None:
    await _measured_redeem(client)
    assert client.timeline.measured_s is not None
    assert abs(client.timeline.measured_s) < 60
    sandbox.forms.set("zone_stamps")
    await client.redeem(DemoCodes.VALID_PARTIAL, Locations.RECEPTION, Decimal("1.00"))
    check = await _check(client)
    assert _verdicts(check)["stamps"] is Verdict.ADAPTED, check.lines()
    assert check.fit.stamp_offset_minutes == 180
    assert "out of date: the zone has changed" in _said(check, "stamps")


async def test_the_offset_a_check_estimated_is_not_taken_back_as_a_measurement(
    client: VoucherClient,
) -> None:
    fit_client(client, ServiceFit(stamp_offset_minutes=180))
    assert client.timeline.offset_s == 180 * 60
    check = await _check(client)
    assert _verdicts(check)["stamps"] is Verdict.UNCHECKED, check.lines()
    assert "measured" not in _said(check, "stamps")
