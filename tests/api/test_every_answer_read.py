"""Every answer the service sends is read or refused (issue: lists, names, refusals and values),
over real HTTP to the sandbox and its answer forms: an error envelope under 200 to a read is the
refusal it carries; an object giving a field two values is refused; HTML entities in names are
decoded once; ``confirmed`` printed as ``""`` is false; a repeated page is read once."""

from __future__ import annotations

from datetime import datetime, timedelta
from decimal import Decimal

import httpx
import pytest

from app.api.client import VoucherClient
from app.api.decode import parse_json
from app.api.errors import (
    FailedUnder2xx,
    InvalidResponse,
    NotFound,
    OutcomeUnknown,
    Rejected,
    error_from_response,
)
from app.api.models import BalanceEvent, OrderListing, Voucher
from app.api.proof import read_refusal
from app.sandbox.seed import DemoCodes
from app.sandbox.seed_catalogue import Locations
from helpers import logs
from helpers.clock import Sleeps
from sandbox_harness.server import SandboxServer

pytestmark = pytest.mark.anyio


async def test_an_error_envelope_under_200_to_a_lookup_is_the_refusal_it_carries(
    client: VoucherClient, sandbox: SandboxServer
) -> None:
    sandbox.forms.set("envelope_200", method="GET", path="/codes/")
    with pytest.raises(Rejected) as caught:
        await client.lookup_code(DemoCodes.VALID_PARTIAL, Locations.RECEPTION)
    assert caught.value.reason == "insufficient_balance"
    assert caught.value.message == "The voucher does not have enough balance."


async def test_an_error_envelope_under_200_to_an_order_page_is_its_refusal(
    client: VoucherClient, sandbox: SandboxServer
) -> None:
    sandbox.forms.set("envelope_200", method="GET", path="/orders/")
    with pytest.raises(Rejected):
        await client.order_page(domain_id=101, created_since=datetime.now() - timedelta(days=30))


def test_a_not_found_envelope_under_200_is_not_found() -> None:
    refusal = read_refusal(
        {"result": {"type": "error", "reason": "not_found", "messages": ["No code"]}}, "GET"
    )
    assert isinstance(refusal, NotFound)
    assert refusal.message == "No code"
    assert read_refusal({"result": {"type": "ok"}}, "GET") is None


async def test_a_balance_written_twice_with_two_values_is_refused_never_the_last_kept(
    client: VoucherClient, sandbox: SandboxServer
) -> None:
    sandbox.forms.set("repeated_money", method="GET", path="/codes/")
    with pytest.raises(InvalidResponse) as caught:
        await client.lookup_code(DemoCodes.VALID_PARTIAL, Locations.RECEPTION)
    assert "twice, with different values" in caught.value.message


async def test_a_redeem_answer_with_a_repeated_amount_is_an_unknown_outcome_to_reconcile(
    client: VoucherClient, sandbox: SandboxServer
) -> None:
    sandbox.forms.set("repeated_money", method="POST", path="/codes/")
    with pytest.raises(OutcomeUnknown):
        await client.redeem(DemoCodes.VALID_PARTIAL, Locations.RECEPTION, Decimal("1.00"))
    assert sandbox.state.balance_of(DemoCodes.VALID_PARTIAL) == 4900, "applied once: settled from the events"


def test_a_key_repeated_with_the_same_value_is_read() -> None:
    body = b'{"total": 10.00, "total": 10.0, "name": "a"}'
    assert parse_json(httpx.Response(200, content=body), "GET /x/") == {
        "total": Decimal("10.00"),
        "name": "a",
    }


@pytest.mark.parametrize(
    ("written", "read"),
    [
        ("Ann O&#039;Brien", "Ann O'Brien"),
        ("Smith &amp; Jones", "Smith & Jones"),
        ("&quot;Bea&quot;", '"Bea"'),
        ("Zo&euml; &#321;ukasz &#x141;", "Zoë Łukasz Ł"),
        ("Tom &amp;amp; Co", "Tom &amp; Co"),  # decoded once: what the service double-encoded stays so
        ("Plain & simple", "Plain & simple"),
    ],
)
def test_html_entities_in_a_name_are_decoded_once(written: str, read: str) -> None:
    entry = OrderListing.model_validate(
        {
            "orderID": 1,
            "domainID": 101,
            "currencyCode": "GBP",
            "total": 10,
            "delivery": 0,
            "customerName": written,
            "deliveryName": written,
        }
    )
    assert entry.customer_name == read
    assert entry.delivery_name == read


async def test_names_the_legacy_service_writes_as_html_read_as_the_clean_service_writes_them(
    demo_key: str, sleeps: Sleeps
) -> None:
    since = datetime.now() - timedelta(days=400)
    names: list[list[tuple[int, str, str]]] = []
    for legacy in (False, True):
        with SandboxServer(legacy_shapes=legacy) as server:
            url = server.start()
            server.reset("training")
            async with VoucherClient(url, demo_key, sleep=sleeps) as c:
                read: list[tuple[int, str, str]] = []
                for number in range(1, 40):
                    page = await c.order_page(domain_id=101, created_since=since, page=number)
                    read += [(o.order_id, o.customer_name, o.delivery_name) for o in page]
                    if page.received < 50:
                        break
                names.append(read)
    assert any("'" in name for _, name, _ in names[0]), "the training orders hold an O'Brien"
    assert any(not name.isascii() for _, name, _ in names[0]), "and a Zoë"
    assert names[1] == names[0]


@pytest.mark.parametrize("confirmed", ["", "0", 0, "false", False])
def test_confirmed_printed_as_php_prints_false_is_an_unconfirmed_event(confirmed: object) -> None:
    event = BalanceEvent.model_validate(
        {
            "eventID": "7",
            "domainID": 101,
            "amount": "5.00",
            "currencyCode": "GBP",
            "type": "Redeemed",
            "startingBalance": "10.00",
            "balance": "5.00",
            "confirmed": confirmed,
            "created": "2026-01-01 10:00:00",
        }
    )
    assert event.confirmed is False


def test_a_required_flag_printed_as_an_empty_string_is_false() -> None:
    voucher = {
        "rowID": 1,
        "orderID": 2,
        "productID": 3,
        "name": "Tea",
        "redeemCode": "X1",
        "status": "Valid",
        "currencyCode": "GBP",
        "partiallyRedeemable": "",
        "balances": {"starting": {}, "current": {"GBP": 10}},
    }
    assert Voucher.model_validate(voucher).partially_redeemable is False


async def test_a_page_that_repeats_the_last_event_of_the_page_before_counts_it_once(
    client: VoucherClient, sandbox: SandboxServer
) -> None:
    before = [e.event_id async for page in client.iter_balance_event_pages() for e in page]
    assert len(before) > 50, "more than a page of events"
    sandbox.forms.set("overlap_pages", path="/balance_events/")
    after = [e.event_id async for page in client.iter_balance_event_pages() for e in page]
    assert after == before


def test_a_refusals_words_written_as_html_are_shown_as_written() -> None:
    envelope = {
        "result": {"type": "error", "reason": "x", "messages": ["The voucher&#039;s balance &amp; more"]}
    }
    refusal = read_refusal(envelope, "GET")
    assert refusal is not None
    assert refusal.message == "The voucher's balance & more"
    body = b'{"result": {"type": "error", "reason": "x", "messages": ["Caf&eacute; closed"]}}'
    assert error_from_response(400, body, endpoint="POST").message == "Café closed"


@pytest.mark.parametrize(
    "body",
    [
        {"status": "error", "message": "Lock wait timeout exceeded", "data": []},
        {"status": "FAILED", "data": []},
        {"status": False, "data": []},
        {"status": 500, "data": []},
        {"success": False, "error": {"code": 1205, "message": "Lock wait"}, "data": None},
        {"success": "false", "data": []},
        {"ok": False},
        {"error": "Lock wait timeout exceeded", "data": {}},
        {"error": True, "data": []},
        {"errors": [{"message": "Deadlock found"}], "data": []},
        {"exception": "PDOException", "data": []},
        {"result": "error", "data": []},
        {"type": "error", "message": "Fatal"},
        {"data": {"error": "Lock wait timeout exceeded"}},
        [{"eventID": 1}, {"status": "error", "message": "row failed"}],
        {"Status": "Error", "data": []},
        {"ERROR": "Deadlock", "data": []},
        {"Errors": ["x"]},
        {"code": "500"},
        {"statusCode": "503"},
        {"status": "KO"},
        {"status": "Error: timeout"},
        {"result": "ERROR: SQLSTATE[HY000]"},
        {"error_description": "bad"},
        {"errmsg": "x"},
        {"errno": 1205},
        {"isError": True},
        {"failed": True},
        {"success": "no"},
        {"meta": {"status": "error"}, "data": []},
        {"status": {"code": 500}},
        {"http_status": 500},
        {"data": [], "message": "Server Error"},
        {"data": {}, "message": "Whoops, looks like something went wrong."},
        {"data": [], "msg": "MySQL server has gone away"},
        {"data": [], "title": "Internal Server Error", "status": "500"},
    ],
)
@pytest.mark.logs(logs.FAILURE_INSIDE)
def test_a_failure_written_inside_a_success_in_any_common_form_is_a_failed_read(body: object) -> None:
    assert isinstance(read_refusal(body, "GET /balance_events/"), FailedUnder2xx)


@pytest.mark.parametrize(
    "body",
    [
        {"data": []},
        {"error": None, "data": []},
        {"error": False, "errors": [], "data": []},
        {"error": "", "data": {}},
        {"success": True, "data": []},
        {"status": "Valid", "redeemCode": "SPA50PART"},
        {"status": "Partially Redeemed", "code": 40012345},
        [{"eventID": 1, "type": "redeem"}],
    ],
)
def test_a_success_that_says_so_or_says_nothing_is_read(body: object) -> None:
    assert read_refusal(body, "GET /balance_events/") is None


@pytest.mark.parametrize(
    "body",
    [
        b'{"confirmed": 0, "confirmed": false}',
        b'{"partiallyRedeemable": true, "partiallyRedeemable": 1}',
        b'{"balance": 10.00, "Balance": 20.00}',
        b'{"amount": "5.00", "AMOUNT": "15.00"}',
    ],
)
def test_a_field_given_twice_as_a_flag_and_a_number_or_in_two_cases_is_refused(body: bytes) -> None:
    with pytest.raises(InvalidResponse, match="twice, with different values"):
        parse_json(httpx.Response(200, content=body), "GET /x/")


def test_a_field_given_twice_in_two_cases_with_one_value_is_read() -> None:
    body = b'{"balance": 10, "Balance": 10.00}'
    assert parse_json(httpx.Response(200, content=body), "GET /x/")["balance"] == 10
