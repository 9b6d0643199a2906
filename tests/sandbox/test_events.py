"""Balance events: the list, its paging and filters, and the reverse rules."""

from __future__ import annotations

import json
from datetime import timedelta
from decimal import Decimal
from typing import Any

import httpx
import pytest

from app.sandbox.clock import format_timestamp
from app.sandbox.seed import DemoCodes, DemoEvents
from app.sandbox.seed_catalogue import Locations
from sandbox_harness.server import SandboxServer


def body(response: httpx.Response) -> Any:
    return json.loads(response.content, parse_float=Decimal)


def reason(response: httpx.Response) -> tuple[int, str]:
    return response.status_code, body(response)["result"]["reason"]


def events(client: httpx.Client, **params: str | int) -> list[dict[str, Any]]:
    response = client.get("/balance_events/", params=params)
    assert response.status_code == 200, response.text
    payload = body(response)
    assert set(payload) == {"data"}
    data: list[dict[str, Any]] = payload["data"]
    return data


def all_pages(client: httpx.Client, **params: str | int) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = []
    page = 1
    while True:
        batch = events(client, p=page, **params)
        found += batch
        if len(batch) < 50:
            return found
        page += 1


def test_location_history_spans_several_pages_newest_first(client: httpx.Client) -> None:
    first, second, third = (events(client, locationID=71, p=page) for page in (1, 2, 3))
    assert len(first) == len(second) == 50
    assert 0 < len(third) <= 50
    history = [*first, *second, *third]
    assert all(event["locationID"] == Locations.RECEPTION for event in history)
    keys = [(event["created"], event["eventID"]) for event in history]
    assert keys == sorted(keys, reverse=True)
    assert len({event["eventID"] for event in history}) == len(history), "pages do not overlap"


def test_page_beyond_the_last_is_empty_and_page_zero_is_invalid(client: httpx.Client) -> None:
    assert events(client, p=99) == []
    assert reason(client.get("/balance_events/", params={"p": 0})) == (400, "invalid_params")
    assert reason(client.get("/balance_events/", params={"p": "x"})) == (400, "invalid_params")


def test_page_boundary_at_exactly_fifty(client: httpx.Client, sandbox: SandboxServer) -> None:
    sandbox.reset("empty")
    for _ in range(50):
        client.post("/codes/BOUNDARY1/topup/", json={"locationID": 81, "amount": "1.00"})
    assert len(events(client)) == 50
    assert events(client, p=2) == []
    client.post("/codes/BOUNDARY1/redeem/", json={"locationID": 81, "amount": "1.00"})
    assert [event["type"] for event in events(client, p=2)] == ["Activation"], "the oldest moves to page 2"
    assert events(client)[0]["type"] == "Redeemed"


@pytest.mark.parametrize("prefix", ["balance_events.created", "created"])
def test_created_filters_with_both_spellings(client: httpx.Client, prefix: str) -> None:
    history = all_pages(client, locationID=71)
    pivot = history[len(history) // 2]["created"]
    newer = all_pages(client, locationID=71, **{f"{prefix}[gte]": pivot})
    strictly_newer = all_pages(client, locationID=71, **{f"{prefix}[gt]": pivot})
    older = all_pages(client, locationID=71, **{f"{prefix}[lte]": pivot})
    strictly_older = all_pages(client, locationID=71, **{f"{prefix}[lt]": pivot})
    assert all(event["created"] >= pivot for event in newer)
    assert all(event["created"] > pivot for event in strictly_newer)
    assert all(event["created"] <= pivot for event in older)
    assert all(event["created"] < pivot for event in strictly_older)
    assert len(newer) + len(strictly_older) == len(history)
    assert len(strictly_newer) + len(older) == len(history)
    exact = all_pages(client, locationID=71, **{prefix: pivot})
    assert exact
    assert all(event["created"] == pivot for event in exact)


def test_polling_with_gte_sees_the_newest_again_and_every_new_event(client: httpx.Client) -> None:
    newest = events(client, locationID=71)[0]
    redeemed = body(
        client.post(f"/codes/{DemoCodes.VALID_PARTIAL}/redeem/", json={"locationID": 71, "amount": "1"})
    )
    polled = events(client, locationID=71, **{"balance_events.created[gte]": newest["created"]})
    ids = {event["eventID"] for event in polled}
    assert {newest["eventID"], redeemed["eventID"]} <= ids


def test_bad_filters_are_invalid_params(client: httpx.Client) -> None:
    assert reason(client.get("/balance_events/", params={"created[gte]": "yesterday"})) == (
        400,
        "invalid_params",
    )
    assert reason(client.get("/balance_events/", params={"created[ne]": "2024-01-01 00:00:00"})) == (
        400,
        "invalid_params",
    )
    assert reason(client.get("/balance_events/", params={"amount[gt]": "5"})) == (400, "invalid_params")
    assert reason(client.get("/balance_events/", params={"locationID": "reception"})) == (
        400,
        "invalid_params",
    )


def test_other_locations_have_their_own_history(client: httpx.Client) -> None:
    assert {event["locationID"] for event in all_pages(client, locationID=72)} == {72}
    eur = all_pages(client, locationID=81)
    assert eur
    assert all((event["currencyCode"], event["domainID"]) == ("EUR", 202) for event in eur)


def test_every_event_obeys_the_balance_arithmetic(client: httpx.Client) -> None:
    for event in all_pages(client):
        sign = -1 if event["type"] in ("Redeemed", "Refund", "Chargeback") else 1
        assert event["amount"] > 0
        assert event["balance"] == event["startingBalance"] + sign * event["amount"], event


def test_reversing_a_redemption_restores_balance_and_status(client: httpx.Client) -> None:
    redeemed = body(client.post(f"/codes/{DemoCodes.VALID_PARTIAL}/redeem/", json={"locationID": 71}))
    assert body(client.get(f"/codes/{DemoCodes.VALID_PARTIAL}/"))["status"] == "Redeemed"
    response = client.post(f"/balance_events/{redeemed['eventID']}/reverse/")
    assert response.status_code == 200
    reversal = body(response)
    assert (reversal["type"], reversal["amount"], reversal["startingBalance"], reversal["balance"]) == (
        "Unredeemed", Decimal("50.00"), Decimal("0.00"), Decimal("50.00"),
    )  # fmt: skip
    assert reversal["row"]["links"]["self"] == f"/codes/{DemoCodes.VALID_PARTIAL}/"
    voucher = body(client.get(f"/codes/{DemoCodes.VALID_PARTIAL}/"))
    assert voucher["status"] == "Valid"
    assert voucher["balances"]["current"]["GBP"] == Decimal("50.00")


def test_reversing_the_only_redemption_of_a_part_used_voucher_makes_it_valid(client: httpx.Client) -> None:
    client.post(f"/balance_events/{DemoEvents.PART_USED_REDEMPTION}/reverse/")
    voucher = body(client.get(f"/codes/{DemoCodes.PART_USED}/"))
    assert (voucher["status"], voucher["balances"]["current"]["GBP"]) == ("Valid", Decimal("40.00"))


def test_an_event_is_reversed_once_only(client: httpx.Client) -> None:
    assert client.post(f"/balance_events/{DemoEvents.PART_USED_REDEMPTION}/reverse/").status_code == 200
    second = client.post(f"/balance_events/{DemoEvents.PART_USED_REDEMPTION}/reverse/")
    assert reason(second) == (400, "already_reversed")
    assert reason(client.post(f"/balance_events/{DemoEvents.REVERSED_REDEMPTION}/reverse/")) == (
        400,
        "already_reversed",
    )


def test_unconfirmed_events_cannot_be_reversed(client: httpx.Client) -> None:
    unconfirmed = next(e for e in all_pages(client) if e["eventID"] == DemoEvents.UNCONFIRMED)
    assert unconfirmed["confirmed"] is False
    assert reason(client.post(f"/balance_events/{DemoEvents.UNCONFIRMED}/reverse/")) == (400, "not_confirmed")


@pytest.mark.parametrize("event_id", [DemoEvents.REFUND, DemoEvents.REVERSAL])
def test_refunds_and_reversals_are_not_reversible(client: httpx.Client, event_id: int) -> None:
    assert reason(client.post(f"/balance_events/{event_id}/reverse/")) == (400, "not_reversible")


def test_reversing_a_chargeback_gives_a_reverse_chargeback(client: httpx.Client) -> None:
    reversal = body(client.post(f"/balance_events/{DemoEvents.CHARGEBACK}/reverse/"))
    assert (reversal["type"], reversal["balance"]) == ("Reverse chargeback", Decimal("30.00"))
    assert body(client.get(f"/codes/{DemoCodes.CHARGEBACK}/"))["status"] == "Valid"


def test_activations_and_topups_are_not_reversible_in_the_sandbox(client: httpx.Client) -> None:
    topup = body(client.post(f"/codes/{DemoCodes.PART_USED}/topup/", json={"locationID": 71, "amount": "5"}))
    assert reason(client.post(f"/balance_events/{topup['eventID']}/reverse/")) == (400, "not_reversible")


def test_reversing_an_unknown_event_is_not_found(client: httpx.Client) -> None:
    assert reason(client.post("/balance_events/1/reverse/")) == (404, "not_found")
    assert reason(client.post("/balance_events/abc/reverse/")) == (400, "invalid_params")


def test_reversal_is_dated_by_the_sandbox_clock(client: httpx.Client, sandbox: SandboxServer) -> None:
    sandbox.clock.advance(timedelta(days=2))
    reversal = body(client.post(f"/balance_events/{DemoEvents.PART_USED_REDEMPTION}/reverse/"))
    assert reversal["created"] >= format_timestamp(sandbox.clock.now() - timedelta(seconds=5))
