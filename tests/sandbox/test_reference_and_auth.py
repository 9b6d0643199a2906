"""Auth, key scoping, categories, locations and properties."""

from __future__ import annotations

import json
from decimal import Decimal
from typing import Any

import httpx
import pytest

from app.sandbox.seed import DemoCodes, DemoOrders
from app.sandbox.seed_catalogue import Locations
from sandbox_harness.server import SandboxServer


def body(response: httpx.Response) -> Any:
    return json.loads(response.content, parse_float=Decimal)


def reason(response: httpx.Response) -> tuple[int, str]:
    return response.status_code, body(response)["result"]["reason"]


@pytest.mark.parametrize(
    ("method", "path"),
    [
        ("GET", f"/codes/{DemoCodes.VALID_PARTIAL}/"),
        ("POST", f"/codes/{DemoCodes.VALID_PARTIAL}/redeem/"),
        ("GET", "/balance_events/"),
        ("GET", "/orders/"),
        ("POST", "/orders/"),
        ("POST", f"/orders/{DemoOrders.API_UNUSED}/refund/"),
        ("GET", "/categories/"),
        ("GET", "/locations/"),
        ("GET", "/properties/"),
    ],
)
def test_a_request_without_key_is_unauthorized(anonymous: httpx.Client, method: str, path: str) -> None:
    response = anonymous.request(method, path, json={"locationID": 71})
    assert reason(response) == (401, "unauthorized")
    assert response.headers["www-authenticate"].startswith("Basic")


def test_an_unknown_key_is_unauthorized(sandbox: SandboxServer) -> None:
    with httpx.Client(base_url=sandbox.url, auth=("not-a-key", "")) as stranger:
        assert reason(stranger.get("/properties/")) == (401, "unauthorized")
    bearer = httpx.get(
        f"{sandbox.url}/properties/", headers={"Authorization": "Bearer demo-all-properties-key"}
    )
    assert reason(bearer) == (401, "unauthorized")
    garbage = httpx.get(f"{sandbox.url}/properties/", headers={"Authorization": "Basic !!!"})
    assert reason(garbage) == (401, "unauthorized")


def test_a_refused_redeem_without_key_changes_nothing(anonymous: httpx.Client, client: httpx.Client) -> None:
    anonymous.post(f"/codes/{DemoCodes.VALID_PARTIAL}/redeem/", json={"locationID": 71})
    voucher = body(client.get(f"/codes/{DemoCodes.VALID_PARTIAL}/"))
    assert voucher["balances"]["current"]["GBP"] == Decimal("50.00")


def test_the_harbour_key_sees_only_property_101(harbour_client: httpx.Client) -> None:
    assert [p["domainID"] for p in body(harbour_client.get("/properties/"))["data"]] == [101]
    assert {loc["locationID"] for loc in body(harbour_client.get("/locations/"))["data"]} == {71, 72}
    assert {c["domainID"] for c in body(harbour_client.get("/categories/"))["data"]} == {101}
    pages = [body(harbour_client.get("/orders/", params={"p": page})) for page in (1, 2, 3)]
    assert {order["domainID"] for page in pages for order in page} == {101}
    events = body(harbour_client.get("/balance_events/", params={"locationID": 81}))["data"]
    assert events == []
    assert body(harbour_client.get("/orders/", params={"domainID": 202})) == []


def test_the_other_propertys_objects_do_not_exist_for_the_harbour_key(harbour_client: httpx.Client) -> None:
    assert reason(harbour_client.get(f"/codes/{DemoCodes.EUR_VALID}/")) == (404, "not_found")
    redeem = harbour_client.post(f"/codes/{DemoCodes.EUR_VALID}/redeem/", json={"locationID": 81})
    assert redeem.status_code in (400, 404)
    assert reason(harbour_client.get(f"/orders/{DemoOrders.EUR}/")) == (404, "not_found")
    assert reason(harbour_client.get(f"/orders/{DemoOrders.EUR}/rows/")) == (404, "not_found")


def test_the_other_propertys_events_cannot_be_reversed_by_the_harbour_key(
    client: httpx.Client, harbour_client: httpx.Client
) -> None:
    event = body(client.post(f"/codes/{DemoCodes.EUR_VALID}/redeem/", json={"locationID": 81, "amount": "5"}))
    assert event["currencyCode"] == "EUR"
    assert reason(harbour_client.post(f"/balance_events/{event['eventID']}/reverse/")) == (404, "not_found")


def test_the_all_properties_key_sees_both(client: httpx.Client) -> None:
    properties = body(client.get("/properties/"))["data"]
    assert [(p["domainID"], p["name"], p["currencyCode"]) for p in properties] == [
        (101, "Harbour Hotel & Spa", "GBP"),
        (202, "Maison Lumière", "EUR"),
    ]
    assert all(p["deliveryMethods"] for p in properties), "methodID values come from the properties endpoint"


def test_locations_drive_the_location_picker(client: httpx.Client) -> None:
    assert body(client.get("/locations/"))["data"] == [
        {"locationID": Locations.RECEPTION, "domainID": 101, "name": "Hotel Reception"},
        {"locationID": Locations.SPA, "domainID": 101, "name": "Spa"},
        {"locationID": Locations.RESTAURANT, "domainID": 202, "name": "Restaurant"},
    ]
    assert [
        loc["locationID"] for loc in body(client.get("/locations/", params={"domainID": 202}))["data"]
    ] == [81]


def test_each_property_has_one_home_page_category(client: httpx.Client) -> None:
    categories = body(client.get("/categories/"))["data"]
    homes = [(c["domainID"], c["name"]) for c in categories if c["homePageCategory"]]
    assert homes == [(101, "Home"), (202, "Accueil")]
    maison = body(client.get("/categories/", params={"domainID": "202"}))["data"]
    assert {c["domainID"] for c in maison} == {202}
    assert {"permalink", "status", "visibility", "images", "productType", "order"} <= set(maison[0])


def test_unknown_paths_and_methods_answer_with_the_envelope(client: httpx.Client) -> None:
    assert reason(client.get("/nowhere/")) == (404, "not_found")
    assert client.delete("/orders/").status_code == 405
    assert body(client.delete("/orders/"))["result"]["type"] == "error"
