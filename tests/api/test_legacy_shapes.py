"""The shapes an older PHP/MySQL service really sends, read exactly as the clean documented ones.

Each fixture under tests/fixtures/legacy/ is a documented payload as such a service writes it: MySQL
zero dates, ``[]`` for an empty object, lists keyed by id, ``null`` for none, ids and amounts as
text, signed event amounts, float noise. Money stays strict: noise is rounded off with a warning,
anything finer than a cent is refused with the field named.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from datetime import datetime
from decimal import Decimal
from typing import Any, get_origin

import httpx
import pytest
import respx
from pydantic import BaseModel

from app.api import service_model
from app.api.client import VoucherClient
from app.api.errors import ConnectFailed, InvalidResponse, OutcomeUnknown, ServiceError
from app.api.models import BalanceEvent, Order, OrderRow, Voucher
from app.api.poller import EventPoller
from app.core.movement import Movement, MovementState
from app.core.reconcile import Verdict, judge
from app.core.shift_report import ShiftWindow, build_shift_report
from helpers import logs
from helpers.clock import Sleeps
from helpers.docs import doc_payload, legacy_bytes, legacy_payload
from helpers.fakes import movement
from helpers.shapes import EXAMPLE_OF, MODELS, balance_event

BASE = "https://api.test"
pytestmark = [pytest.mark.anyio, pytest.mark.logs(logs.UNREADABLE_EVENT, logs.FLOAT_NOISE)]


@pytest.fixture
async def client(sleeps: Sleeps) -> AsyncIterator[VoucherClient]:
    async with VoucherClient(BASE, "sk-test-key-0000", sleep=sleeps, read_timeout=1.0) as c:
        yield c


def answer(name: str, status: int = 200, headers: dict[str, str] | None = None) -> httpx.Response:
    return httpx.Response(status, content=legacy_bytes(name), headers=headers)


# -- the models ----------------------------------------------------------------------------------


def test_zero_dates_null_and_empty_php_arrays_in_a_lookup_mean_none() -> None:
    voucher = Voucher.model_validate(legacy_payload("code_lookup.json"))
    assert voucher.valid_from_date is None
    assert voucher.grace_expiry_date is None
    assert voucher.expiry_date == datetime(2027, 1, 1, 23, 59, 59)
    assert voucher.balances.starting == {}
    assert voucher.starting_value is None
    assert voucher.product_id is None
    assert voucher.external_reference is None
    assert voucher.terms_and_conditions == ""
    assert voucher.partially_redeemable is True


def test_locations_keyed_by_id_in_a_lookup_are_a_list() -> None:
    voucher = Voucher.model_validate(legacy_payload("code_lookup.json"))
    assert voucher.location_ids == {71, 72}


def test_empty_redeemable_domains_as_a_php_array() -> None:
    voucher = Voucher.model_validate(legacy_payload("code_lookup_no_domains.json"))
    assert voucher.redeemable_domains == {}
    assert voucher.balance == Decimal("75.00")
    assert voucher.valid_from_date is None
    assert voucher.expiry_date is None
    assert voucher.grace_expiry_date is None


def test_float_noise_in_money_is_rounded_to_cents_with_a_warning(caplog: pytest.LogCaptureFixture) -> None:
    service_model._warn_noise.cache_clear()  # earlier tests read the same amount: start unwarned
    with caplog.at_level(logging.WARNING, logger="app.api.models"):
        voucher = Voucher.model_validate(legacy_payload("code_lookup.json"))
        Voucher.model_validate(legacy_payload("code_lookup.json"))
    assert voucher.balance == Decimal("34.90")
    assert str(voucher.balance) == "34.90"
    assert caplog.text.count("34.900000000000006") == 1  # once, not at every poll


def test_money_finer_than_a_cent_is_refused_not_guessed() -> None:
    with pytest.raises(ValueError, match="whole cents"):
        BalanceEvent.model_validate(legacy_payload("money_not_cents.json"))


def test_signed_event_amounts_are_read_as_their_magnitude() -> None:
    events = [BalanceEvent.model_validate(e) for e in legacy_payload("balance_events.json")["data"][:2]]
    assert [e.amount for e in events] == [Decimal("20.00"), Decimal("10.10")]
    assert events[0].currencies["GBP"].amount == Decimal("20.00")
    assert events[1].starting_balance - events[1].amount == events[1].balance


def test_an_event_with_no_location_and_php_nulls_is_read() -> None:
    event = BalanceEvent.model_validate(legacy_payload("balance_events.json")["data"][0])
    assert event.location_id is None
    assert event.order is None
    assert event.code == "SPA50PART"
    assert event.row is not None
    assert event.row.links is None


def test_rows_keyed_by_id_with_history_keyed_by_event() -> None:
    payload = legacy_payload("rows.json")
    rows = [OrderRow.model_validate(row) for row in payload.values()]
    first = rows[0]
    assert [h.event_id for h in first.redeem_history] == [880123, 880127]
    assert [h.redeemed_value for h in first.redeem_history] == [Decimal("10.10"), Decimal("4.90")]
    assert first.redeem_history[0].location == ""
    assert first.redeem_history[0].user_id is None
    assert first.redeem_history[1].last_changed is None
    assert first.valid_from_date is None
    assert first.redeemed_date is None
    assert first.grace_expiry_date is None
    assert first.client_code == ""
    assert rows[1].redeem_history == []
    assert rows[1].partially_redeemable is False


def test_an_order_with_nulls_and_a_zero_date() -> None:
    order = Order.model_validate(legacy_payload("order.json")[0])
    assert order.order_id == 91002
    assert order.date_created is None
    assert order.email_address == ""
    assert order.customer_name == ""
    assert order.delivery_method_id is None
    assert order.total == Decimal("125.00")
    assert order.refunded is False
    assert order.marketing_opted_in is False


def test_clean_documented_payloads_mean_the_same_as_before() -> None:
    event = BalanceEvent.model_validate(doc_payload("balance_event.json"))
    assert event.amount == Decimal("10.10")
    assert event.location_id == 71


# -- through the client ---------------------------------------------------------------------------


@respx.mock
async def test_lookup_in_legacy_shapes_gives_a_redeemable_voucher(client: VoucherClient) -> None:
    respx.get(f"{BASE}/codes/SPA50PART/").mock(return_value=answer("code_lookup.json"))
    voucher = await client.lookup_code("SPA50PART", 71)
    assert voucher.balance == Decimal("34.90")
    assert voucher.status == "Valid"


@respx.mock
async def test_rows_and_order_in_legacy_shapes(client: VoucherClient) -> None:
    respx.get(f"{BASE}/orders/91002/rows/").mock(return_value=answer("rows.json"))
    respx.get(f"{BASE}/orders/91002/").mock(return_value=answer("order.json"))
    rows = await client.order_rows(91002)
    assert [r.row_id for r in rows] == [5561, 5562]
    assert (await client.order(91002)).order_id == 91002


@respx.mock
async def test_locations_keyed_and_properties_as_a_bare_list(client: VoucherClient) -> None:
    respx.get(f"{BASE}/locations/").mock(return_value=answer("locations.json"))
    respx.get(f"{BASE}/properties/").mock(return_value=answer("properties.json"))
    assert [loc.location_id for loc in await client.locations()] == [71, 72]
    assert [p.domain_id for p in await client.properties()] == [101]


@respx.mock
async def test_a_page_with_an_unreadable_event_skips_it_and_logs_its_id(
    client: VoucherClient, caplog: pytest.LogCaptureFixture
) -> None:
    respx.get(f"{BASE}/balance_events/").mock(return_value=answer("balance_events.json"))
    with caplog.at_level(logging.WARNING, logger="app.api.client"):
        page = await client.balance_events(skip_unreadable=True)
    assert [e.event_id for e in page] == [880126, 880125, 880123]
    assert page.skipped == ("880124",)
    assert page.received == 4
    assert "880124" in caplog.text
    assert "created" in caplog.text


@respx.mock
async def test_reconciliation_reads_refuse_a_page_with_an_unreadable_event(client: VoucherClient) -> None:
    """An event the till cannot read might be the movement being looked for: never skipped there."""
    respx.get(f"{BASE}/balance_events/").mock(return_value=answer("balance_events.json"))
    with pytest.raises(InvalidResponse) as refused:
        await client.balance_events()
    assert refused.value.field == "created"


@respx.mock
async def test_money_finer_than_a_cent_is_an_invalid_response_naming_the_field(client: VoucherClient) -> None:
    respx.get(f"{BASE}/balance_events/").mock(
        return_value=httpx.Response(200, content=b'{"data": [' + legacy_bytes("money_not_cents.json") + b"]}")
    )
    with pytest.raises(InvalidResponse) as refused:
        await client.balance_events()
    assert refused.value.field == "amount"
    assert "amount" in refused.value.message
    assert "Traceback" not in refused.value.message


@respx.mock
async def test_a_503_read_waits_as_long_as_retry_after_says(client: VoucherClient, sleeps: Sleeps) -> None:
    route = respx.get(f"{BASE}/codes/SPA50PART/").mock(
        side_effect=[
            httpx.Response(503, headers={"Retry-After": "3"}),
            answer("code_lookup.json"),
        ]
    )
    await client.lookup_code("SPA50PART", 71)
    assert route.call_count == 2
    assert sleeps.delays == [3.0]


@respx.mock
async def test_a_503_read_that_stays_down_is_a_service_error_after_retries(
    client: VoucherClient, sleeps: Sleeps
) -> None:
    respx.get(f"{BASE}/codes/SPA50PART/").mock(return_value=httpx.Response(503, headers={"Retry-After": "2"}))
    with pytest.raises(ServiceError) as failed:
        await client.lookup_code("SPA50PART", 71)
    assert failed.value.retry_after == 2.0
    assert sleeps.delays == [2.0, 2.0]


@respx.mock
async def test_a_503_with_retry_after_on_a_redeem_is_never_sent_again(
    client: VoucherClient, sleeps: Sleeps
) -> None:
    route = respx.post(f"{BASE}/codes/SPA50PART/redeem/").mock(
        return_value=httpx.Response(503, headers={"Retry-After": "1"})
    )
    with pytest.raises(OutcomeUnknown):
        await client.redeem("SPA50PART", 71, Decimal("10.00"))
    assert route.call_count == 1
    assert sleeps.delays == []


# -- polling -------------------------------------------------------------------------------------


def event(event_id: int, created: str) -> dict[str, object]:
    """A £1 redemption as an older service lists it: its amount signed."""
    return balance_event(event_id, created, amount=-1)


@respx.mock
async def test_an_event_on_two_pages_of_one_poll_is_returned_once(client: VoucherClient) -> None:
    """Paging while new events arrive shifts a page: the last event of page 1 is first on page 2."""
    first = [event(1000 + n, f"2026-11-20 10:{59 - n:02d}:00") for n in range(50)]
    second = [first[-1], event(900, "2026-11-20 10:00:30")]
    respx.get(f"{BASE}/balance_events/", params={"p": "1"}).mock(
        side_effect=[
            httpx.Response(200, json={"data": [event(1, "2026-11-20 09:59:00")]}),
            httpx.Response(200, json={"data": first}),
        ]
    )
    respx.get(f"{BASE}/balance_events/", params={"p": "2"}).mock(
        return_value=httpx.Response(200, json={"data": second})
    )
    poller = EventPoller(client, 71)
    await poller.poll()
    ids = [e.event_id for e in await poller.poll()]
    assert len(ids) == len(set(ids)) == 51


@respx.mock
async def test_an_event_committed_late_still_appears(client: VoucherClient) -> None:
    """Event 7 was stamped 10:00:03 but committed after event 8 (10:00:05) had been read."""
    route = respx.get(f"{BASE}/balance_events/").mock(
        side_effect=[
            httpx.Response(200, json={"data": [event(8, "2026-11-20 10:00:05")]}),
            httpx.Response(
                200, json={"data": [event(8, "2026-11-20 10:00:05"), event(7, "2026-11-20 10:00:03")]}
            ),
            httpx.Response(
                200, json={"data": [event(8, "2026-11-20 10:00:05"), event(7, "2026-11-20 10:00:03")]}
            ),
        ]
    )
    poller = EventPoller(client, 71)
    assert [e.event_id for e in await poller.poll()] == [8]
    assert [e.event_id for e in await poller.poll()] == [7]
    assert await poller.poll() == []
    assert route.calls[1].request.url.params["balance_events.created[gte]"] < "2026-11-20 10:00:03"


@respx.mock
async def test_a_poll_with_an_unreadable_event_goes_on_and_names_it(client: VoucherClient) -> None:
    broken = {**event(5, "2026-11-20 10:00:01"), "created": "0000-00-00 00:00:00"}
    respx.get(f"{BASE}/balance_events/").mock(
        side_effect=[
            httpx.Response(200, json={"data": [event(4, "2026-11-20 10:00:00")]}),
            httpx.Response(200, json={"data": [event(6, "2026-11-20 10:00:02"), broken]}),
            httpx.Response(
                200, json={"data": [event(7, "2026-11-20 10:00:03"), event(6, "2026-11-20 10:00:02")]}
            ),
        ]
    )
    poller = EventPoller(client, 71)
    await poller.poll()
    assert [e.event_id for e in await poller.poll()] == [6]
    assert poller.skipped == ("5",)
    assert [e.event_id for e in await poller.poll()] == [7]
    assert not poller.skipped


# -- reconciliation --------------------------------------------------------------------------------


def lost_redeem(amount: str, created: datetime) -> Movement:
    """A redemption of SPA50PART at location 71 whose answer never came."""
    return movement(
        "SPA50PART",
        Decimal(amount),
        state=MovementState.UNKNOWN,
        id="m1",
        created=created,
        staff="Sam",
        till="T1",
    )


def test_a_signed_amount_still_proves_the_lost_redemption_happened() -> None:
    """Read as -20.00 the event would not match the journal's 20.00, and the till would redeem again."""
    wire = {**legacy_payload("balance_events.json")["data"][0], "locationID": "71"}
    events = [BalanceEvent.model_validate(wire)]
    found = judge(
        lost_redeem("20.00", datetime(2026, 11, 20, 14, 5, 30)), events, claimed=set(), only_till=True
    )
    assert found.verdict is Verdict.FOUND
    assert found.event is not None
    assert found.event.event_id == 880126


def test_an_event_with_no_location_is_never_taken_for_this_tills_movement() -> None:
    events = [BalanceEvent.model_validate(legacy_payload("balance_events.json")["data"][0])]
    movement = lost_redeem("20.00", datetime(2026, 11, 20, 14, 5, 30))
    found = judge(movement, events, claimed=set(), only_till=True)
    # Never taken as this till's; an online event on the same code is escalated, not ignored.
    assert found.verdict is Verdict.AMBIGUOUS
    assert found.event is None


@respx.mock
async def test_the_offline_probe_counts_a_service_without_a_properties_listing_as_back(
    client: VoucherClient,
) -> None:
    respx.get(f"{BASE}/properties/").mock(return_value=httpx.Response(404, content=b"<html>Not Found</html>"))
    await client.probe()


@respx.mock
async def test_the_offline_probe_still_fails_while_the_service_cannot_be_reached(
    client: VoucherClient,
) -> None:
    respx.get(f"{BASE}/properties/").mock(side_effect=httpx.ConnectError("refused"))
    with pytest.raises(ConnectFailed):
        await client.probe()


def test_the_shift_report_adds_up_signed_events_by_their_magnitude() -> None:
    data = legacy_payload("balance_events.json")["data"]
    events = [BalanceEvent.model_validate(data[i]) for i in (0, 1, 3)]
    report = build_shift_report(
        [],
        events,
        ShiftWindow(
            till="T1", location_id=71, start=datetime(2026, 11, 20, 14, 0), end=datetime(2026, 11, 20, 15, 0)
        ),
    )
    totals = {(t.type, t.currency): (t.amount, t.count) for t in report.totals}
    assert totals[("Redeemed", "GBP")] == (Decimal("30.10"), 2)
    assert totals[("Unredeemed", "GBP")] == (Decimal("10.10"), 1)


@pytest.mark.parametrize("model", MODELS, ids=lambda m: m.__name__)
def test_every_map_and_list_field_of_every_model_takes_the_php_shapes(model: type[BaseModel]) -> None:
    """Not only the fields seen so far: a field added later is covered by the same rule."""
    example = EXAMPLE_OF[model]
    for name, info in model.model_fields.items():
        origin = get_origin(info.annotation)
        if origin not in (dict, list):
            continue
        alias = info.alias or name
        empty_other_way: list[Any] | dict[str, Any] = [] if origin is dict else {}
        for sent in (empty_other_way, *([None] if not info.is_required() else [])):
            parsed = model.model_validate({**example, alias: sent})
            assert getattr(parsed, name) == origin(), (alias, sent)
        sent_items = example.get(alias)
        if origin is list and sent_items:
            keyed = model.model_validate({**example, alias: {"7": sent_items[0]}})
            assert getattr(keyed, name) == getattr(model.model_validate(example), name)[:1]


@respx.mock
async def test_a_poll_leaves_events_already_held_unread(client: VoucherClient) -> None:
    """The look-back re-sends what the feed shows; those events are recognised by id (sent as text
    too) and stamp, and not read again, so a poll costs the GUI thread only what is new."""
    held = event(8, "2026-11-20 10:00:05")
    resent = {**held, "eventID": "8", "created": "2026-11-20T10:00:05", "balance": "not money"}
    respx.get(f"{BASE}/balance_events/").mock(
        side_effect=[
            httpx.Response(200, json={"data": [held]}),
            httpx.Response(200, json={"data": [event(9, "2026-11-20 10:00:07"), resent]}),
        ]
    )
    poller = EventPoller(client, 71)
    assert [e.event_id for e in await poller.poll()] == [8]
    assert [e.event_id for e in await poller.poll()] == [9]
    assert poller.skipped == ()
