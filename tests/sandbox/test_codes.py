"""Code lookup, redeem and topup through HTTP: every rule and error reason of the reference."""

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
    payload = body(response)
    assert payload["result"]["type"] == "error"
    assert payload["result"]["messages"], "every error carries a message for the till"
    return response.status_code, payload["result"]["reason"]


def balance(client: httpx.Client, code: str) -> Decimal:
    voucher = body(client.get(f"/codes/{code}/"))
    return Decimal(voucher["balances"]["current"][voucher["currencyCode"]])


def test_lookup_returns_every_documented_field_with_exact_money(client: httpx.Client) -> None:
    response = client.get(f"/codes/{DemoCodes.VALID_PARTIAL}/")
    assert response.status_code == 200
    voucher = body(response)
    assert set(voucher) >= {
        "rowID", "orderID", "productID", "departmentID", "externalReference", "name", "redeemCode", "status",
        "currencyCode", "partiallyRedeemable", "validFromDate", "expiryDate", "graceExpiryDate",
        "termsAndConditions", "redeemInstructions", "balances", "redeemableDomains",
    }  # fmt: skip
    assert voucher["status"] == "Valid"
    assert voucher["partiallyRedeemable"] is True
    assert voucher["orderID"] == DemoOrders.WEB_SHOP
    assert voucher["balances"]["current"]["GBP"] == Decimal("50.00")
    assert voucher["balances"]["starting"]["GBP"] == {"amount": Decimal("50.00"), "exchangeRate": 1}
    assert voucher["redeemableDomains"] == {
        "101": {
            "locations": [
                {"locationID": "71", "name": "Hotel Reception"},
                {"locationID": "72", "name": "Spa"},
            ]
        }
    }
    assert b'"amount":50.00' in response.content, "money goes out as a JSON number, to the penny"


def test_lookup_is_case_insensitive_and_unknown_codes_are_not_found(client: httpx.Client) -> None:
    assert body(client.get("/codes/spa50part/"))["redeemCode"] == DemoCodes.VALID_PARTIAL
    assert reason(client.get("/codes/NOSUCHCODE/")) == (404, "not_found")


@pytest.mark.parametrize(
    ("code", "status"),
    [
        (DemoCodes.VALID_PARTIAL, "Valid"),
        (DemoCodes.PART_USED, "Partially Redeemed"),
        (DemoCodes.REDEEMED, "Redeemed"),
        (DemoCodes.VOID, "Void"),
        (DemoCodes.CHARGEBACK, "Chargeback"),
        (DemoCodes.NOT_YET_VALID, "Not Yet Valid"),
        (DemoCodes.EXPIRED, "Expired"),
        (DemoCodes.GRACE, "Grace Period"),
        (DemoCodes.EUR_VALID, "Valid"),
    ],
)
def test_demo_codes_cover_every_status(client: httpx.Client, code: str, status: str) -> None:
    assert body(client.get(f"/codes/{code}/"))["status"] == status


def test_part_used_voucher_shows_its_starting_and_current_balance(client: httpx.Client) -> None:
    voucher = body(client.get(f"/codes/{DemoCodes.PART_USED}/"))
    assert voucher["balances"]["starting"]["GBP"]["amount"] == Decimal("40.00")
    assert voucher["balances"]["current"]["GBP"] == Decimal("25.00")


def test_lookup_at_a_location_where_the_code_cannot_be_used(client: httpx.Client) -> None:
    response = client.get(f"/codes/{DemoCodes.SPA_ONLY}/", params={"locationID": "71"})
    assert reason(response) == (400, "location_not_allowed")
    assert client.get(f"/codes/{DemoCodes.SPA_ONLY}/", params={"locationID": "72"}).status_code == 200


def test_lookup_with_a_non_numeric_location_is_invalid(client: httpx.Client) -> None:
    assert reason(client.get(f"/codes/{DemoCodes.SPA_ONLY}/", params={"locationID": "spa"})) == (
        400,
        "invalid_params",
    )


def test_partial_redemption_returns_the_bare_event_and_moves_the_status(client: httpx.Client) -> None:
    response = client.post(
        f"/codes/{DemoCodes.VALID_PARTIAL}/redeem/", json={"locationID": 71, "amount": "12.50"}
    )
    assert response.status_code == 200
    event = body(response)
    assert event["type"] == "Redeemed"
    assert (event["amount"], event["startingBalance"], event["balance"]) == (
        Decimal("12.50"), Decimal("50.00"), Decimal("37.50"),
    )  # fmt: skip
    assert event["currencies"] == {
        "GBP": {"exchangeRate": 1, "amount": Decimal("12.50"), "balance": Decimal("37.50")}
    }
    assert event["confirmed"] is True
    assert event["locationID"] == 71
    assert event["domainID"] == 101
    assert event["row"] == {
        "code": DemoCodes.VALID_PARTIAL,
        "type": "Voucher",
        "links": {"self": "/codes/SPA50PART/"},
    }
    assert event["order"] == {
        "orderID": DemoOrders.WEB_SHOP,
        "links": {"self": f"/orders/{DemoOrders.WEB_SHOP}/"},
    }
    assert len(event["created"]) == 19
    assert body(client.get(f"/codes/{DemoCodes.VALID_PARTIAL}/"))["status"] == "Partially Redeemed"


def test_redeem_without_amount_takes_the_whole_balance(client: httpx.Client) -> None:
    event = body(client.post(f"/codes/{DemoCodes.FULL_ONLY}/redeem/", json={"locationID": "71"}))
    assert (event["amount"], event["balance"]) == (Decimal("75.00"), Decimal("0.00"))
    voucher = body(client.get(f"/codes/{DemoCodes.FULL_ONLY}/"))
    assert voucher["status"] == "Redeemed"
    rows = body(client.get(f"/orders/{DemoOrders.WEB_SHOP}/rows/"))
    dinner = next(row for row in rows if row["redeemCode"] == DemoCodes.FULL_ONLY)
    assert dinner["redeemedDate"] == event["created"]


def test_redeem_accepts_a_json_number_read_as_decimal(client: httpx.Client) -> None:
    response = client.post(
        f"/codes/{DemoCodes.VALID_PARTIAL}/redeem/",
        content=b'{"locationID": 71, "amount": 0.10}',
        headers={"content-type": "application/json"},
    )
    assert body(response)["balance"] == Decimal("49.90")


def test_redeeming_the_rest_of_a_part_used_voucher_makes_it_redeemed(client: httpx.Client) -> None:
    client.post(f"/codes/{DemoCodes.PART_USED}/redeem/", json={"locationID": 72, "amount": "25.00"})
    assert body(client.get(f"/codes/{DemoCodes.PART_USED}/"))["status"] == "Redeemed"


def test_redeem_in_grace_period_is_allowed(client: httpx.Client) -> None:
    event = body(client.post(f"/codes/{DemoCodes.GRACE}/redeem/", json={"locationID": 71, "amount": "5.00"}))
    assert event["balance"] == Decimal("40.00")


def test_partial_redemption_of_a_full_only_voucher_is_refused(client: httpx.Client) -> None:
    response = client.post(
        f"/codes/{DemoCodes.FULL_ONLY}/redeem/", json={"locationID": 71, "amount": "10.00"}
    )
    assert reason(response) == (400, "partial_not_allowed")
    assert balance(client, DemoCodes.FULL_ONLY) == Decimal("75.00")


def test_amount_above_the_balance_is_refused(client: httpx.Client) -> None:
    response = client.post(
        f"/codes/{DemoCodes.PART_USED}/redeem/", json={"locationID": 71, "amount": "25.01"}
    )
    assert reason(response) == (400, "insufficient_balance")
    assert balance(client, DemoCodes.PART_USED) == Decimal("25.00")


@pytest.mark.parametrize(
    "code",
    [DemoCodes.REDEEMED, DemoCodes.VOID, DemoCodes.CHARGEBACK, DemoCodes.NOT_YET_VALID, DemoCodes.EXPIRED],
)
def test_codes_in_a_final_or_inactive_status_are_not_redeemable(client: httpx.Client, code: str) -> None:
    response = client.post(f"/codes/{code}/redeem/", json={"locationID": 71, "amount": "1.00"})
    assert reason(response) == (400, "not_redeemable")


@pytest.mark.parametrize("amount", ["abc", "-1", "0", "0.001", "NaN", "1e3", "", " 5", True, 1.001, -2, 0])
def test_amounts_that_are_not_positive_with_two_decimals_are_invalid(
    client: httpx.Client, amount: object
) -> None:
    payload = json.dumps({"locationID": 71, "amount": amount})
    response = client.post(
        f"/codes/{DemoCodes.VALID_PARTIAL}/redeem/",
        content=payload,
        headers={"content-type": "application/json"},
    )
    assert reason(response) == (400, "invalid_amount")
    assert balance(client, DemoCodes.VALID_PARTIAL) == Decimal("50.00")


def test_redeem_at_a_location_where_the_code_cannot_be_used(client: httpx.Client) -> None:
    response = client.post(f"/codes/{DemoCodes.SPA_ONLY}/redeem/", json={"locationID": 71, "amount": "5.00"})
    assert reason(response) == (400, "location_not_allowed")


def test_redeem_at_a_location_of_another_property_is_invalid(client: httpx.Client) -> None:
    response = client.post(
        f"/codes/{DemoCodes.VALID_PARTIAL}/redeem/",
        json={"locationID": Locations.RESTAURANT, "amount": "5.00"},
    )
    assert reason(response) == (400, "location_not_allowed")
    response = client.post(
        f"/codes/{DemoCodes.VALID_PARTIAL}/redeem/", json={"locationID": 999, "amount": "5.00"}
    )
    assert reason(response) == (400, "invalid_params")


def test_redeem_without_location_is_missing_a_required_field(client: httpx.Client) -> None:
    response = client.post(f"/codes/{DemoCodes.VALID_PARTIAL}/redeem/", json={"amount": "5.00"})
    assert reason(response) == (400, "missing_required_field")


def test_redeem_without_body_is_missing_required_params(client: httpx.Client) -> None:
    assert reason(client.post(f"/codes/{DemoCodes.VALID_PARTIAL}/redeem/")) == (
        400,
        "missing_required_params",
    )


def test_body_that_is_not_json_is_a_syntax_error(client: httpx.Client) -> None:
    response = client.post(
        f"/codes/{DemoCodes.VALID_PARTIAL}/redeem/",
        content=b'{"locationID": 71,',
        headers={"content-type": "application/json"},
    )
    assert reason(response) == (400, "invalid_json_syntax")
    response = client.post(f"/codes/{DemoCodes.VALID_PARTIAL}/redeem/", json=[71, "5.00"])
    assert reason(response) == (400, "invalid_params")


def test_redeem_of_an_unknown_code_is_not_found(client: httpx.Client) -> None:
    response = client.post("/codes/NOSUCHCODE/redeem/", json={"locationID": 71, "amount": "5.00"})
    assert reason(response) == (404, "not_found")


def test_topup_adds_to_the_balance_and_returns_a_topup_event(client: httpx.Client) -> None:
    event = body(
        client.post(f"/codes/{DemoCodes.PART_USED}/topup/", json={"locationID": 71, "amount": "10.00"})
    )
    assert (event["type"], event["startingBalance"], event["balance"]) == (
        "Topup", Decimal("25.00"), Decimal("35.00"),
    )  # fmt: skip
    assert balance(client, DemoCodes.PART_USED) == Decimal("35.00")


def test_topup_of_a_fully_redeemed_voucher_brings_it_back_to_use(client: httpx.Client) -> None:
    client.post(f"/codes/{DemoCodes.REDEEMED}/topup/", json={"locationID": 71, "amount": "5.00"})
    assert body(client.get(f"/codes/{DemoCodes.REDEEMED}/"))["status"] == "Partially Redeemed"


def test_topup_of_a_new_code_activates_it(client: httpx.Client) -> None:
    event = body(client.post("/codes/NEWCARD01/topup/", json={"locationID": 72, "amount": "30.00"}))
    assert (event["type"], event["startingBalance"], event["balance"]) == (
        "Activation", Decimal("0.00"), Decimal("30.00"),
    )  # fmt: skip
    voucher = body(client.get("/codes/NEWCARD01/", params={"locationID": 72}))
    assert voucher["status"] == "Valid"
    assert voucher["balances"]["current"]["GBP"] == Decimal("30.00")
    order = body(client.get(event["order"]["links"]["self"]))[0]
    assert order["domainID"] == 101


def test_topup_of_a_new_code_with_bad_characters_is_invalid(client: httpx.Client) -> None:
    response = client.post("/codes/BAD-CODE/topup/", json={"locationID": 71, "amount": "30.00"})
    assert reason(response) == (400, "invalid_params")


def test_topup_needs_an_amount(client: httpx.Client) -> None:
    response = client.post(f"/codes/{DemoCodes.PART_USED}/topup/", json={"locationID": 71})
    assert reason(response) == (400, "missing_required_field")
    response = client.post(f"/codes/{DemoCodes.PART_USED}/topup/", json={"locationID": 71, "amount": "0"})
    assert reason(response) == (400, "invalid_amount")


def test_topup_of_a_void_voucher_is_refused(client: httpx.Client) -> None:
    response = client.post(f"/codes/{DemoCodes.VOID}/topup/", json={"locationID": 71, "amount": "5.00"})
    assert reason(response) == (400, "not_redeemable")


def test_every_redemption_is_in_the_row_history_with_string_typed_fields(
    client: httpx.Client, sandbox: SandboxServer
) -> None:
    event = body(
        client.post(f"/codes/{DemoCodes.VALID_PARTIAL}/redeem/", json={"locationID": 72, "amount": "7.25"})
    )
    rows = body(client.get(f"/orders/{DemoOrders.WEB_SHOP}/rows/"))
    spa = next(row for row in rows if row["redeemCode"] == DemoCodes.VALID_PARTIAL)
    assert spa["redeemHistory"] == [
        {
            "eventID": event["eventID"],
            "userID": 0,
            "domainID": "101",
            "name": spa["name"],
            "rowID": str(spa["rowID"]),
            "redeemedValue": "7.25",
            "location": "Spa",
            "status": "Redeemed",
            "lastChanged": event["created"],
        }
    ]
    assert sandbox.state.balance_of(DemoCodes.VALID_PARTIAL) == 4275


@pytest.mark.parametrize("code", [DemoCodes.EXPIRED, DemoCodes.CHARGEBACK])
def test_topup_of_an_expired_or_charged_back_voucher_is_refused(client: httpx.Client, code: str) -> None:
    response = client.post(f"/codes/{code}/topup/", json={"locationID": 71, "amount": "5.00"})
    assert reason(response) == (400, "not_redeemable")


def test_topup_where_the_voucher_cannot_be_used_is_refused(client: httpx.Client) -> None:
    response = client.post(f"/codes/{DemoCodes.SPA_ONLY}/topup/", json={"locationID": 71, "amount": "5.00"})
    assert reason(response) == (400, "location_not_allowed")


def test_topup_of_another_propertys_code_is_not_found_never_a_new_card(harbour_client: httpx.Client) -> None:
    """A key sees only its own properties: a code it cannot see is 'unknown', but not free to activate."""
    response = harbour_client.post(
        f"/codes/{DemoCodes.EUR_VALID}/topup/", json={"locationID": 71, "amount": "5.00"}
    )
    assert reason(response) == (404, "not_found")


def test_a_new_card_is_in_the_currency_of_the_property_it_is_sold_at(client: httpx.Client) -> None:
    event = body(
        client.post("/codes/NEWEURO1/topup/", json={"locationID": Locations.RESTAURANT, "amount": 40})
    )
    assert (event["type"], event["currencyCode"], event["amount"]) == ("Activation", "EUR", Decimal("40.00"))
    assert event["locationID"] == Locations.RESTAURANT
    second = body(
        client.post("/codes/NEWEURO1/topup/", json={"locationID": Locations.RESTAURANT, "amount": "2"})
    )
    assert (second["type"], second["startingBalance"], second["balance"]) == (
        "Topup", Decimal("40.00"), Decimal("42.00"),
    )  # fmt: skip
