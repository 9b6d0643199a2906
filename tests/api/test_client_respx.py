"""The client against respx: each endpoint's parsing and the faults a live server cannot be made to show.

The same behaviour against a real server lives in tests/api/test_client_sandbox.py.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from decimal import Decimal

import httpx
import pytest
import respx

from app.api.client import VoucherClient
from app.api.errors import (
    ConnectFailed,
    InsecureURL,
    InvalidResponse,
    NotFound,
    OutcomeUnknown,
    RateLimited,
    Rejected,
    ServiceError,
    Timeout,
    Unauthorized,
    WrongAnswer,
)
from app.api.models import BalanceEvent
from app.api.poller import EventPoller
from app.api.urls import check_base_url
from helpers.clock import Sleeps
from helpers.docs import doc_bytes
from helpers.shapes import balance_event

BASE = "https://api.test"
KEY = "sk-live-very-secret-key-1234"
pytestmark = pytest.mark.anyio


@pytest.fixture
async def client(sleeps: Sleeps) -> AsyncIterator[VoucherClient]:
    async with VoucherClient(BASE, KEY, sleep=sleeps, read_timeout=1.0) as c:
        yield c


def json_response(name: str, status: int = 200) -> httpx.Response:
    return httpx.Response(status, content=doc_bytes(name), headers={"Content-Type": "application/json"})


@respx.mock
async def test_lookup_parses_the_documented_payload_and_sends_location_and_basic_auth(
    client: VoucherClient,
) -> None:
    route = respx.get(f"{BASE}/codes/SPA50PART/").mock(return_value=json_response("code_lookup.json"))
    voucher = await client.lookup_code("SPA50PART", 71)
    assert voucher.balance == Decimal("50.00")
    assert voucher.starting_value == Decimal("50.00")
    assert voucher.location_ids == {71, 72}
    assert voucher.partially_redeemable is True
    request = route.calls.last.request
    assert request.url.params["locationID"] == "71"
    assert request.headers["Authorization"].startswith("Basic ")


@respx.mock
async def test_redeem_sends_the_amount_as_text_once_and_returns_the_event(client: VoucherClient) -> None:
    route = respx.post(f"{BASE}/codes/SPA50PART/redeem/").mock(
        return_value=json_response("balance_event.json")
    )
    event = await client.redeem("SPA50PART", 71, Decimal("10.1"))
    assert route.call_count == 1
    assert route.calls.last.request.content == b'{"locationID":71,"amount":"10.10"}'
    assert (event.event_id, event.balance, event.code) == (880123, Decimal("39.90"), "SPA50PART")


@respx.mock
async def test_full_redeem_sends_no_amount(client: VoucherClient) -> None:
    route = respx.post(f"{BASE}/codes/SPA50PART/redeem/").mock(
        return_value=json_response("balance_event.json")
    )
    await client.redeem("SPA50PART", 71)
    assert route.calls.last.request.content == b'{"locationID":71}'


@respx.mock
async def test_amounts_are_exact_decimals_from_the_wire(client: VoucherClient) -> None:
    respx.get(f"{BASE}/balance_events/").mock(return_value=json_response("balance_events.json"))
    events = await client.balance_events(location_id=71)
    assert events[0].amount + events[1].amount == Decimal("0.3")
    assert events[0].location_id == 71
    assert all(isinstance(e.balance, Decimal) for e in events)


@respx.mock
async def test_orders_rows_and_categories_parse(client: VoucherClient) -> None:
    respx.get(f"{BASE}/orders/").mock(return_value=json_response("orders.json"))
    respx.get(f"{BASE}/orders/91002/").mock(return_value=json_response("order.json"))
    respx.get(f"{BASE}/orders/91002/rows/").mock(return_value=json_response("rows.json"))
    respx.get(f"{BASE}/categories/").mock(return_value=json_response("categories.json"))
    assert (await client.orders(domain_id=101))[0].total == Decimal("125.00")
    order = await client.order(91002)
    assert order.personal_tax_identifier is None
    assert order.delivery == Decimal("2.50")
    rows = await client.order_rows(91002)
    history = rows[0].redeem_history[0]
    assert (history.row_id, history.domain_id, history.redeemed_value) == (5561, 101, Decimal("10.10"))
    assert rows[0].redeemed_date is None
    categories = await client.categories(domain_id=101)
    assert [c.home_page_category for c in categories] == [True, False]


@respx.mock
async def test_rows_keyed_by_row_id_are_accepted(client: VoucherClient) -> None:
    respx.get(f"{BASE}/orders/91002/rows/").mock(return_value=json_response("rows_keyed.json"))
    rows = await client.order_rows(91002)
    assert [r.redeem_code for r in rows] == ["SPA50PART", "DINNER75"]


@pytest.mark.parametrize(
    ("status", "error"),
    [
        (400, Rejected),
        (401, Unauthorized),
        (404, NotFound),
        (409, Rejected),
        (422, Rejected),
        (500, ServiceError),
    ],
)
@respx.mock
async def test_each_status_becomes_its_typed_error(
    client: VoucherClient, status: int, error: type[Exception]
) -> None:
    respx.get(f"{BASE}/codes/X1Y2/").mock(return_value=json_response("error_not_redeemable.json", status))
    with pytest.raises(error):
        await client.lookup_code("X1Y2")


@respx.mock
async def test_rejection_carries_the_service_reason_and_messages(client: VoucherClient) -> None:
    respx.post(f"{BASE}/codes/EXPIRED20/redeem/").mock(
        return_value=json_response("error_not_redeemable.json", 400)
    )
    with pytest.raises(Rejected) as caught:
        await client.redeem("EXPIRED20", 71, Decimal(5))
    assert caught.value.reason == "not_redeemable"
    assert caught.value.message == "This voucher has expired."


@respx.mock
async def test_html_error_body_is_understood(client: VoucherClient) -> None:
    respx.get(f"{BASE}/codes/ABCD/").mock(return_value=httpx.Response(502, text="<html>Bad gateway</html>"))
    with pytest.raises(ServiceError) as caught:
        await client.lookup_code("ABCD")
    assert caught.value.status == 502


@respx.mock
async def test_connect_error_on_get_is_retried_then_succeeds(client: VoucherClient, sleeps: Sleeps) -> None:
    route = respx.get(f"{BASE}/codes/SPA50PART/").mock(
        side_effect=[httpx.ConnectError("refused"), json_response("code_lookup.json")]
    )
    voucher = await client.lookup_code("SPA50PART")
    assert voucher.redeem_code == "SPA50PART"
    assert route.call_count == 2
    assert len(sleeps.delays) == 1


@respx.mock
async def test_get_gives_up_after_two_retries(client: VoucherClient, sleeps: Sleeps) -> None:
    route = respx.get(f"{BASE}/codes/SPA50PART/").mock(side_effect=httpx.ConnectError("refused"))
    with pytest.raises(ConnectFailed):
        await client.lookup_code("SPA50PART")
    assert route.call_count == 3
    assert all(0 <= d <= 2.0 for d in sleeps.delays)


@respx.mock
async def test_429_honours_retry_after(client: VoucherClient, sleeps: Sleeps) -> None:
    route = respx.get(f"{BASE}/properties/").mock(
        side_effect=[
            httpx.Response(429, headers={"Retry-After": "3"}),
            httpx.Response(200, json={"data": [{"domainID": 101, "name": "Harbour", "currencyCode": "GBP"}]}),
        ]
    )
    properties = await client.properties()
    assert properties[0].domain_id == 101
    assert route.call_count == 2
    assert sleeps.delays == [3.0]


@respx.mock
async def test_429_that_persists_is_reported_as_rate_limited(client: VoucherClient) -> None:
    respx.get(f"{BASE}/properties/").mock(return_value=httpx.Response(429, headers={"Retry-After": "1"}))
    with pytest.raises(RateLimited) as caught:
        await client.properties()
    assert caught.value.retry_after == 1.0


@respx.mock
async def test_read_timeout_on_get_is_a_timeout(client: VoucherClient) -> None:
    respx.get(f"{BASE}/codes/SPA50PART/").mock(side_effect=httpx.ReadTimeout("slow"))
    with pytest.raises(Timeout):
        await client.lookup_code("SPA50PART")


@pytest.mark.parametrize(
    "fault", [httpx.ReadTimeout("slow"), httpx.RemoteProtocolError("dropped"), httpx.ReadError("reset")]
)
@respx.mock
async def test_post_that_may_have_arrived_is_sent_exactly_once(
    client: VoucherClient, fault: Exception
) -> None:
    route = respx.post(f"{BASE}/codes/SPA50PART/redeem/").mock(side_effect=fault)
    with pytest.raises(OutcomeUnknown):
        await client.redeem("SPA50PART", 71, Decimal("10.00"))
    assert route.call_count == 1


@pytest.mark.parametrize("status", [500, 502, 503, 504])
@respx.mock
async def test_post_answered_by_5xx_is_unknown_and_not_resent(client: VoucherClient, status: int) -> None:
    route = respx.post(f"{BASE}/balance_events/7/reverse/").mock(return_value=httpx.Response(status))
    with pytest.raises(OutcomeUnknown):
        await client.reverse_event(7)
    assert route.call_count == 1


@respx.mock
async def test_post_with_unreadable_success_answer_is_unknown(client: VoucherClient) -> None:
    route = respx.post(f"{BASE}/codes/SPA50PART/redeem/").mock(
        return_value=httpx.Response(200, json={"eventID": 1, "type": "Redeemed"})
    )
    with pytest.raises(OutcomeUnknown):
        await client.redeem("SPA50PART", 71, Decimal("10.00"))
    assert route.call_count == 1


@respx.mock
async def test_post_whose_connection_was_never_made_is_tried_again(client: VoucherClient) -> None:
    route = respx.post(f"{BASE}/codes/SPA50PART/redeem/").mock(
        side_effect=[httpx.ConnectError("refused"), json_response("balance_event.json")]
    )
    event = await client.redeem("SPA50PART", 71, Decimal("10.10"))
    assert event.event_id == 880123
    assert route.call_count == 2


@respx.mock
async def test_missing_field_names_the_field_and_endpoint(client: VoucherClient) -> None:
    respx.get(f"{BASE}/codes/SPA50PART/").mock(
        return_value=httpx.Response(200, json={"rowID": 1, "orderID": 2, "name": "x"})
    )
    with pytest.raises(InvalidResponse) as caught:
        await client.lookup_code("SPA50PART")
    assert caught.value.field == "redeemCode"
    assert "GET /codes/••••••PART/" in caught.value.details, "the endpoint named, its code masked"


@respx.mock
async def test_malformed_json_is_an_invalid_response(client: VoucherClient) -> None:
    respx.get(f"{BASE}/properties/").mock(return_value=httpx.Response(200, content=b'{"data": [{"dom'))
    with pytest.raises(InvalidResponse):
        await client.properties()


@respx.mock
async def test_code_is_escaped_in_the_path(client: VoucherClient) -> None:
    route = respx.get(url__regex=r".*/codes/A%2FB/$").mock(return_value=json_response("code_lookup.json"))
    with pytest.raises(WrongAnswer):  # the fixture is SPA50PART's voucher, not the code asked for
        await client.lookup_code("A/B")
    assert route.called


@respx.mock
async def test_the_key_never_appears_in_repr_errors_or_logs(
    client: VoucherClient, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    respx.get(f"{BASE}/codes/SPA50PART/").mock(side_effect=[httpx.ConnectError("x"), httpx.Response(401)])
    with pytest.raises(Unauthorized) as caught:
        await client.lookup_code("SPA50PART")
    texts = [repr(client), str(caught.value), caught.value.details, repr(caught.value), caplog.text]
    assert not any(KEY in text for text in texts)


@pytest.mark.parametrize(
    "url", ["http://api.giftpro.co.uk", "http://192.168.1.4:8000", "ftp://x", "nonsense"]
)
def test_insecure_or_odd_urls_are_refused(url: str) -> None:
    with pytest.raises(InsecureURL):
        check_base_url(url)


@pytest.mark.parametrize("url", ["https://api.giftpro.co.uk/", "http://127.0.0.1:8800", "http://localhost:1"])
def test_https_and_loopback_urls_are_accepted(url: str) -> None:
    assert check_base_url(url) == url.rstrip("/")


@respx.mock
async def test_poller_returns_each_event_once_across_the_repeating_boundary_second(
    client: VoucherClient,
) -> None:
    first = {
        "data": [
            balance_event(3, "2026-11-20 10:00:05"),
            balance_event(2, "2026-11-20 10:00:05"),
            balance_event(1, "2026-11-20 09:00"),
        ]
    }
    second = {
        "data": [
            balance_event(4, "2026-11-20 10:00:09"),
            balance_event(3, "2026-11-20 10:00:05"),
            balance_event(2, "2026-11-20 10:00:05"),
        ]
    }
    route = respx.get(f"{BASE}/balance_events/").mock(
        side_effect=[
            httpx.Response(200, json=first),
            httpx.Response(200, json=second),
            httpx.Response(200, json=second),
        ]
    )
    poller = EventPoller(client, 71)
    assert [e.event_id for e in await poller.poll()] == [3, 2, 1]
    assert [e.event_id for e in await poller.poll()] == [4]
    assert await poller.poll() == []
    # The newest held, less the look-back window for events committed late.
    assert route.calls[1].request.url.params["balance_events.created[gte]"] == "2026-11-20 09:58:05"


@respx.mock
async def test_a_poll_at_a_rush_reads_what_is_new_and_one_page_more_not_its_whole_look_back(
    client: VoucherClient,
) -> None:
    """200 events in the look-back's two minutes: the next poll asks for two pages, not four."""
    held = [balance_event(n, f"2026-11-20 10:00:{n % 60:02d}") for n in range(200, 0, -1)]
    poller = EventPoller(client, 71)
    poller.prime(_events(held))
    # Ten new events, and a late commit stamped before events already read.
    fresh = [balance_event(n, "2026-11-20 10:01:00") for n in range(210, 200, -1)]
    late = balance_event(211, "2026-11-20 10:00:30")
    window = [*fresh, late, *held]

    def page_of(request: httpx.Request) -> httpx.Response:
        number = int(request.url.params["p"])
        return httpx.Response(200, json={"data": window[(number - 1) * 50 : number * 50]})

    route = respx.get(f"{BASE}/balance_events/").mock(side_effect=page_of)
    assert sorted(e.event_id for e in await poller.poll()) == [*range(201, 211), 211]
    assert [call.request.url.params["p"] for call in route.calls] == ["1", "2"]


@respx.mock
async def test_an_event_past_the_look_back_is_let_go_and_its_id_read_as_new_again(
    client: VoucherClient,
) -> None:
    """A service restored from a backup hands out an old id again: past the look-back it is news."""
    poller = EventPoller(client, 71)
    poller.prime(_events([balance_event(2, "2026-11-20 10:00"), balance_event(1, "2026-11-20 09:00")]))
    again = {"data": [balance_event(1, "2026-11-20 10:00:30"), balance_event(2, "2026-11-20 10:00")]}
    respx.get(f"{BASE}/balance_events/").mock(return_value=httpx.Response(200, json=again))

    assert [e.event_id for e in await poller.poll()] == [1]
    assert not poller.restored


@respx.mock
async def test_an_event_held_again_with_a_newer_stamp_is_held_until_that_stamp_is_old(
    client: VoucherClient,
) -> None:
    poller = EventPoller(client, 71)
    poller.prime(_events([balance_event(2, "2026-11-20 10:00"), balance_event(1, "2026-11-20 09:59")]))
    # Three minutes on: event 2 is past the look-back; event 1, held again since, is not.
    poller.prime(_events([balance_event(1, "2026-11-20 10:03")]))
    listed = {"data": [balance_event(1, "2026-11-20 10:03")]}
    respx.get(f"{BASE}/balance_events/").mock(return_value=httpx.Response(200, json=listed))

    assert await poller.poll() == []
    assert not poller.restored


def _events(items: list[dict[str, object]]) -> list[BalanceEvent]:
    return [BalanceEvent.model_validate(item) for item in items]


@respx.mock
@pytest.mark.parametrize(
    "date",
    [None, "", "yesterday at noon", "Mon, 07 Dec 2026 14:00:00 -0000"],
    ids=["none", "empty", "garbled", "no-zone"],
)
async def test_an_answer_without_a_date_the_till_can_trust_tells_nothing_of_the_clocks(
    client: VoucherClient, date: str | None
) -> None:
    """A Date missing, garbled or without its zone (RFC 5322's ``-0000``) is no instant."""
    answer = json_response("code_lookup.json")
    if date is not None:
        answer.headers["Date"] = date
    respx.get(f"{BASE}/codes/SPA50PART/").mock(return_value=answer)
    await client.lookup_code("SPA50PART", 71)
    assert client.timeline.skew_s is None
