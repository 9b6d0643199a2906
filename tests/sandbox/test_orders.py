"""Orders: list, read, rows, create, update and the refund rules."""

from __future__ import annotations

import json
from decimal import Decimal
from typing import Any

import httpx
import pytest

from app.sandbox.seed import CLIENT_CODE, DemoCodes, DemoOrders
from app.sandbox.seed_catalogue import Products
from sandbox_harness.server import SandboxServer

ORDER_FIELDS = {
    "orderID",
    "domainID",
    "domainName",
    "dateCreated",
    "emailAddress",
    "currencyCode",
    "total",
    "delivery",
    "paymentMethod",
    "status",
    "customerName",
    "billingAddressLine1",
    "billingAddressLine2",
    "billingAddressLocality",
    "billingAddressCounty",
    "billingAddressPostcode",
    "billingAddressCountry",
    "deliveryName",
    "deliveryAddressLine1",
    "deliveryAddressLine2",
    "deliveryAddressLocality",
    "deliveryAddressCounty",
    "deliveryAddressPostcode",
    "deliveryAddressCountry",
    "deliveryMethodID",
    "deliveryMethodName",
    "deliveryMethodRequiresFulfillment",
    "marketingOptedIn",
    "marketingDoubleOptedIn",
    "refunded",
    "personalTaxIdentifier",
}
ROW_FIELDS = {
    "rowID",
    "orderID",
    "productID",
    "name",
    "type",
    "redeemCode",
    "clientCode",
    "validFromDate",
    "redeemedDate",
    "expiryDate",
    "graceExpiryDate",
    "status",
    "total",
    "currencyCode",
    "partiallyRedeemable",
    "redeemHistory",
}
NEW_ORDER = {
    "domainID": 101,
    "methodID": "1",
    "email": "gift.buyer@example.com",
    "customerName": "Gift Buyer",
    "billingAddress": [{"key": "line1", "value": "1 Test Road"}, {"key": "postcode", "value": "BS1 1AA"}],
    "items": [
        {
            "productID": Products.HARBOUR_GIFT,
            "amount": "35.00",
            "clientCode": "POS-777",
            "personalMessage": "Enjoy",
        },
        {"productID": Products.SPA_DAY, "quantity": 2},
    ],
}


def body(response: httpx.Response) -> Any:
    return json.loads(response.content, parse_float=Decimal)


def reason(response: httpx.Response) -> tuple[int, str]:
    return response.status_code, body(response)["result"]["reason"]


def test_order_list_is_a_bare_array_newest_first_fifty_a_page(client: httpx.Client) -> None:
    first = body(client.get("/orders/"))
    second = body(client.get("/orders/", params={"p": 2}))
    assert isinstance(first, list)
    assert len(first) == 50
    assert 0 < len(second) < 50
    dates = [(order["dateCreated"], order["orderID"]) for order in first + second]
    assert dates == sorted(dates, reverse=True)
    assert first[0]["orderID"] == DemoOrders.API_UNUSED
    assert set(first[0]) >= ORDER_FIELDS


def test_order_list_filters_on_property_and_creation_date(client: httpx.Client) -> None:
    maison = body(client.get("/orders/", params={"domainID": 202}))
    assert maison
    assert {order["domainID"] for order in maison} == {202}
    assert {order["currencyCode"] for order in maison} == {"EUR"}
    since = body(client.get(f"/orders/{DemoOrders.SPA_ONLY}/"))[0]["dateCreated"]
    recent = body(client.get("/orders/", params={"orders.dateCreated[gte]": since}))
    assert recent
    assert all(order["dateCreated"] >= since for order in recent)
    assert DemoOrders.SPA_ONLY in {order["orderID"] for order in recent}
    before = body(client.get("/orders/", params={"orders.dateCreated[lt]": since, "p": 1}))
    assert all(order["dateCreated"] < since for order in before)


def test_one_order_is_an_array_holding_every_field(client: httpx.Client) -> None:
    payload = body(client.get(f"/orders/{DemoOrders.WEB_SHOP}/"))
    assert isinstance(payload, list)
    assert len(payload) == 1
    order = payload[0]
    assert set(order) >= ORDER_FIELDS
    assert order["personalTaxIdentifier"] is None
    assert order["refunded"] is False
    assert order["deliveryMethodRequiresFulfillment"] is True
    assert order["total"] == Decimal("127.50"), "two vouchers plus 2.50 postage"
    assert order["delivery"] == Decimal("2.50")


def test_unknown_order_is_not_found(client: httpx.Client) -> None:
    assert reason(client.get("/orders/424242/")) == (404, "not_found")
    assert reason(client.get("/orders/424242/rows/")) == (404, "not_found")


def test_rows_carry_the_spec_fields(client: httpx.Client) -> None:
    rows = body(client.get(f"/orders/{DemoOrders.API_UNUSED}/rows/"))
    assert [row["redeemCode"] for row in rows] == [DemoCodes.API_UNUSED_1, DemoCodes.API_UNUSED_2]
    assert all(set(row) >= ROW_FIELDS for row in rows)
    assert rows[0]["clientCode"] == CLIENT_CODE
    assert rows[0]["redeemedDate"] == ""
    assert rows[0]["total"] == Decimal("30.00")
    assert rows[0]["type"] == "Voucher"


def test_creating_an_order_assigns_codes_statuses_and_dates(client: httpx.Client) -> None:
    response = client.post("/orders/", json=NEW_ORDER)
    assert response.status_code == 200, response.text
    (order,) = body(response)
    assert set(order) >= ORDER_FIELDS
    assert order["total"] == Decimal("135.00")
    assert order["billingAddressLine1"] == "1 Test Road"
    rows = order["rows"]
    assert len(rows) == 3
    assert all(
        row["status"] == "Valid" and row["redeemCode"].isalnum() and row["redeemCode"].isupper()
        for row in rows
    )
    assert all(row["expiryDate"] > row["validFromDate"] for row in rows)
    voucher = body(client.get(f"/codes/{rows[0]['redeemCode']}/"))
    assert voucher["balances"]["current"]["GBP"] == Decimal("35.00")
    assert body(client.get("/orders/"))[0]["orderID"] == order["orderID"]
    refund = client.post(f"/orders/{order['orderID']}/refund/", json={})
    assert refund.status_code == 200, "an order created through the API can be refunded"


@pytest.mark.parametrize("field", ["domainID", "methodID", "items", "email"])
def test_creating_an_order_needs_the_required_fields(client: httpx.Client, field: str) -> None:
    incomplete = {key: value for key, value in NEW_ORDER.items() if key != field}
    assert reason(client.post("/orders/", json=incomplete)) == (400, "missing_required_field")


@pytest.mark.parametrize(
    "change",
    [
        {"domainID": 999},
        {"methodID": "77"},
        {"email": "not-an-address"},
        {"items": []},
        {"items": [{"productID": Products.MAISON_GIFT, "amount": "10.00"}]},
        {"items": [{"productID": Products.HARBOUR_GIFT, "amount": "10.00", "clientCode": CLIENT_CODE}]},
        {"colour": "blue"},
    ],
)
def test_invalid_orders_are_refused(client: httpx.Client, change: dict[str, object]) -> None:
    assert reason(client.post("/orders/", json={**NEW_ORDER, **change})) == (400, "invalid_params")


def test_open_value_vouchers_need_a_valid_amount(client: httpx.Client) -> None:
    no_amount = {**NEW_ORDER, "items": [{"productID": Products.HARBOUR_GIFT}]}
    assert reason(client.post("/orders/", json=no_amount)) == (400, "missing_required_field")
    bad_amount = {**NEW_ORDER, "items": [{"productID": Products.HARBOUR_GIFT, "amount": "0.001"}]}
    assert reason(client.post("/orders/", json=bad_amount)) == (400, "invalid_amount")


def test_postal_delivery_needs_a_delivery_address(client: httpx.Client) -> None:
    postal = {**NEW_ORDER, "methodID": "2"}
    assert reason(client.post("/orders/", json=postal)) == (400, "missing_required_field")
    postal["deliveryAddress"] = {"name": "Recipient", "line1": "9 Dock Road", "postcode": "PL1 1AA"}
    (order,) = body(client.post("/orders/", json=postal))
    assert (order["deliveryName"], order["delivery"], order["total"]) == (
        "Recipient", Decimal("2.50"), Decimal("137.50"),
    )  # fmt: skip


def test_update_changes_only_the_fields_sent(client: httpx.Client) -> None:
    before = body(client.get(f"/orders/{DemoOrders.API_USED}/"))[0]
    response = client.post(
        f"/orders/{DemoOrders.API_USED}/", json={"customerName": "New Name", "marketingOptedIn": True}
    )
    assert response.status_code == 200
    after = body(response)[0]
    assert after == {**before, "customerName": "New Name", "marketingOptedIn": True}
    assert body(client.get(f"/orders/{DemoOrders.API_USED}/"))[0] == after


def test_update_refuses_read_only_fields(client: httpx.Client) -> None:
    assert reason(client.post(f"/orders/{DemoOrders.API_USED}/", json={"total": "1.00"})) == (
        400,
        "invalid_params",
    )
    assert reason(client.post(f"/orders/{DemoOrders.API_USED}/", json={"marketingOptedIn": "yes"})) == (
        400,
        "invalid_params",
    )


def test_refund_voids_every_voucher_and_zeroes_it(client: httpx.Client) -> None:
    response = client.post(f"/orders/{DemoOrders.API_UNUSED}/refund/", json={"releaseCodes": False})
    assert response.status_code == 200
    assert body(client.get(f"/orders/{DemoOrders.API_UNUSED}/"))[0]["refunded"] is True
    rows = body(client.get(f"/orders/{DemoOrders.API_UNUSED}/rows/"))
    assert {row["status"] for row in rows} == {"Void"}
    assert rows[0]["clientCode"] == CLIENT_CODE, "kept without releaseCodes"
    for code in (DemoCodes.API_UNUSED_1, DemoCodes.API_UNUSED_2):
        voucher = body(client.get(f"/codes/{code}/"))
        assert (voucher["status"], voucher["balances"]["current"]["GBP"]) == ("Void", Decimal("0.00"))
    refunds = [e for e in body(client.get("/balance_events/"))["data"] if e["type"] == "Refund"]
    assert {(e["row"]["code"], e["amount"], e["balance"]) for e in refunds[:2]} == {
        (DemoCodes.API_UNUSED_1, Decimal("30.00"), Decimal("0.00")),
        (DemoCodes.API_UNUSED_2, Decimal("20.00"), Decimal("0.00")),
    }
    assert reason(client.post(f"/codes/{DemoCodes.API_UNUSED_1}/redeem/", json={"locationID": 71})) == (
        400,
        "not_redeemable",
    )


def test_refund_with_release_codes_frees_the_client_codes(client: httpx.Client) -> None:
    client.post(f"/orders/{DemoOrders.API_UNUSED}/refund/", json={"releaseCodes": True})
    assert body(client.get(f"/orders/{DemoOrders.API_UNUSED}/rows/"))[0]["clientCode"] == ""
    reuse = {
        **NEW_ORDER,
        "items": [{"productID": Products.HARBOUR_GIFT, "amount": "5.00", "clientCode": CLIENT_CODE}],
    }
    assert client.post("/orders/", json=reuse).status_code == 200


def test_second_refund_is_refused(client: httpx.Client) -> None:
    assert client.post(f"/orders/{DemoOrders.API_UNUSED}/refund/").status_code == 200
    assert reason(client.post(f"/orders/{DemoOrders.API_UNUSED}/refund/")) == (400, "already_refunded")
    assert reason(client.post(f"/orders/{DemoOrders.REFUNDED}/refund/")) == (400, "already_refunded")


def test_refund_of_an_order_with_a_used_voucher_is_refused(client: httpx.Client) -> None:
    response = client.post(f"/orders/{DemoOrders.API_USED}/refund/")
    assert reason(response) == (400, "voucher_used")
    assert DemoCodes.API_USED_1 in " ".join(body(response)["result"]["messages"])
    assert body(client.get(f"/codes/{DemoCodes.API_USED_2}/"))["status"] == "Valid", "nothing was refunded"


def test_refund_after_a_redemption_was_reversed_is_allowed(client: httpx.Client) -> None:
    event = body(
        client.post(f"/codes/{DemoCodes.API_UNUSED_2}/redeem/", json={"locationID": 71, "amount": "5"})
    )
    assert reason(client.post(f"/orders/{DemoOrders.API_UNUSED}/refund/")) == (400, "voucher_used")
    client.post(f"/balance_events/{event['eventID']}/reverse/")
    assert client.post(f"/orders/{DemoOrders.API_UNUSED}/refund/").status_code == 200


def test_refund_of_an_order_not_created_through_the_api_is_refused(client: httpx.Client) -> None:
    assert reason(client.post(f"/orders/{DemoOrders.WEB_SHOP}/refund/")) == (400, "not_api_order")


def test_refund_with_a_bad_flag_is_invalid(client: httpx.Client) -> None:
    response = client.post(f"/orders/{DemoOrders.API_UNUSED}/refund/", json={"releaseCodes": "yes"})
    assert reason(response) == (400, "invalid_params")


def test_orders_created_through_the_api_are_marked_in_state(sandbox: SandboxServer) -> None:
    api = {DemoOrders.API_UNUSED, DemoOrders.API_USED, DemoOrders.REFUNDED}
    assert sandbox.state.api_orders() == api


def test_two_training_sandboxes_never_sell_the_same_new_codes(
    sandbox: SandboxServer, client: httpx.Client
) -> None:
    """Each run of a training sandbox starts from the same seed, so two tills (or two days of one)
    make the same orders in the same order: their new vouchers' codes still differ, while the
    demo codes a cashier is trained on are the same everywhere."""
    sold = []
    for _run in range(2):
        sandbox.reset("training")
        assert client.get(f"/codes/{DemoCodes.VALID_PARTIAL}/").status_code == 200, "the demo codes stay"
        (order,) = body(client.post("/orders/", json=NEW_ORDER))
        sold.append({row["redeemCode"] for row in order["rows"]})
    first, second = sold
    assert len(first) == len(second) == 3
    assert first.isdisjoint(second), "a second till sold the first till's codes"
