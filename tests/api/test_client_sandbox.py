"""The client against the sandbox over real HTTP: typed results and typed errors from a live server."""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal

import pytest

from app.api.client import VoucherClient
from app.api.errors import NotFound, OutcomeUnknown, Rejected, ServiceError, Unauthorized
from app.api.poller import EventPoller
from app.sandbox.seed import DemoCodes, DemoOrders
from app.sandbox.seed_catalogue import DEMO_KEY_HARBOUR_ONLY, Locations
from sandbox_harness.server import SandboxServer

pytestmark = [pytest.mark.anyio, pytest.mark.both_shapes]


async def test_part_redemption_moves_the_balance_by_exactly_the_amount(client: VoucherClient) -> None:
    before = await client.lookup_code(DemoCodes.VALID_PARTIAL, Locations.RECEPTION)
    event = await client.redeem(DemoCodes.VALID_PARTIAL, Locations.RECEPTION, Decimal("10.10"))
    after = await client.lookup_code(DemoCodes.VALID_PARTIAL, Locations.RECEPTION)
    assert (event.type, event.amount) == ("Redeemed", Decimal("10.10"))
    assert event.starting_balance == before.balance
    assert after.balance == before.balance - Decimal("10.10") == event.balance
    assert after.status == "Partially Redeemed"


async def test_refusals_carry_the_service_reason(client: VoucherClient) -> None:
    with pytest.raises(Rejected) as caught:
        await client.redeem(DemoCodes.FULL_ONLY, Locations.RECEPTION, Decimal("10.00"))
    assert caught.value.reason == "partial_not_allowed"
    with pytest.raises(Rejected) as caught:
        await client.lookup_code(DemoCodes.SPA_ONLY, Locations.RECEPTION)
    assert caught.value.reason == "location_not_allowed"
    with pytest.raises(NotFound):
        await client.lookup_code("NOSUCHCODE")


async def test_a_wrong_key_is_unauthorized(sandbox: SandboxServer) -> None:
    async with VoucherClient(sandbox.url, "not-a-key") as c:
        with pytest.raises(Unauthorized):
            await c.properties()


async def test_a_key_sees_only_its_own_properties(sandbox: SandboxServer) -> None:
    async with VoucherClient(sandbox.url, DEMO_KEY_HARBOUR_ONLY) as c:
        assert [p.domain_id for p in await c.properties()] == [101]
        with pytest.raises(NotFound):
            await c.lookup_code(DemoCodes.EUR_VALID)


async def test_pages_reach_every_event_of_the_location(client: VoucherClient) -> None:
    pages = [page async for page in client.iter_balance_event_pages(location_id=Locations.RECEPTION)]
    events = [e for page in pages for e in page]
    assert len(pages) >= 3
    assert len(events) >= 150
    assert len({e.event_id for e in events}) == len(events)
    assert [e.created for e in events] == sorted((e.created for e in events), reverse=True)


async def test_poller_sees_a_new_redemption_once(client: VoucherClient) -> None:
    poller = EventPoller(client, Locations.RECEPTION)
    poller.prime(await client.balance_events(location_id=Locations.RECEPTION))
    assert await poller.poll() == []
    event = await client.redeem(DemoCodes.VALID_PARTIAL, Locations.RECEPTION, Decimal("1.00"))
    assert [e.event_id for e in await poller.poll()] == [event.event_id]
    assert await poller.poll() == []


async def test_poller_tells_when_the_service_hands_a_held_id_to_a_new_event(
    client: VoucherClient, sandbox: SandboxServer
) -> None:
    """A service restored from a backup gives ids the feed holds to new events: the poller reads
    them (it does not skip them as held) and says so, for the feed to be read afresh."""
    poller = EventPoller(client, Locations.RECEPTION)
    poller.prime(await client.balance_events(location_id=Locations.RECEPTION))
    held = await client.redeem(DemoCodes.VALID_PARTIAL, Locations.RECEPTION, Decimal("1.00"))
    assert [e.event_id for e in await poller.poll()] == [held.event_id]
    assert not poller.restored
    sandbox.state.reset("demo")  # restored from a backup taken before that redemption
    sandbox.clock.advance(timedelta(minutes=1))
    again = await client.redeem(DemoCodes.VALID_PARTIAL, Locations.RECEPTION, Decimal("2.00"))
    assert again.event_id == held.event_id, "the restored service hands the id out again"
    await poller.poll()
    assert poller.restored


async def test_refund_voids_the_whole_api_order(client: VoucherClient) -> None:
    await client.refund_order(DemoOrders.API_UNUSED)
    assert (await client.order(DemoOrders.API_UNUSED)).refunded
    assert {r.status for r in await client.order_rows(DemoOrders.API_UNUSED)} == {"Void"}
    with pytest.raises(Rejected) as caught:
        await client.refund_order(DemoOrders.API_UNUSED)
    assert caught.value.reason == "already_refunded"


async def test_dropped_answer_after_commit_is_unknown_and_sent_once(
    client: VoucherClient, sandbox: SandboxServer
) -> None:
    sandbox.faults.set(drop={"path": "/codes/", "when": "after"}, method="POST", times=1)
    with pytest.raises(OutcomeUnknown):
        await client.redeem(DemoCodes.VALID_PARTIAL, Locations.RECEPTION, Decimal("5.00"))
    assert sandbox.state.balance_of(DemoCodes.VALID_PARTIAL) == 4500


async def test_a_502_on_a_read_is_retried_and_a_lasting_one_reported(
    client: VoucherClient, sandbox: SandboxServer
) -> None:
    sandbox.faults.set(status=502, path="/properties/", times=1)
    assert len(await client.properties()) == 2
    sandbox.faults.set(status=502, path="/properties/")
    with pytest.raises(ServiceError):
        await client.properties()
