"""Orders: list, read, rows, create, update and refund."""

from __future__ import annotations

import json
import secrets
import sqlite3
from datetime import timedelta

from app.sandbox import db
from app.sandbox.clock import format_timestamp
from app.sandbox.errors import ApiError, invalid_params
from app.sandbox.seed_catalogue import PRODUCT_OPTIONS
from app.sandbox.state.core import Domains, Json, Query, StateCore, _as_bool, _as_int, status_of
from app.sandbox.state.queries import PAGE_SIZE, _add_time_filters, _domain_filter, _page
from app.sandbox.wire import money, money_text, parse_amount

_UPDATABLE = frozenset(
    {
        "email",
        "emailAddress",
        "recipientEmailAddress",
        "customerName",
        "billingAddress",
        "deliveryAddress",
        "methodID",
        "marketingOptedIn",
        "marketingDoubleOptedIn",
        "paymentReferenceID",
        "personalTaxIdentifier",
    }
)
_CREATE_FIELDS = _UPDATABLE | {"domainID", "items", "complimentary", "sendConfirmationEmail"}
_ITEM_FIELDS = frozenset({"productID", "amount", "quantity", "clientCode", "personalMessage", "options"})


class Orders:
    """Orders: list, read, rows, create, update and refund."""

    def __init__(self, core: StateCore) -> None:
        self._core = core

    def list_orders(self, domains: Domains, query: Query) -> list[Json]:
        wanted = sorted(_domain_filter(query, domains))
        clauses = [f"domainID IN ({','.join(str(int(d)) for d in wanted)})"]
        params: list[object] = []
        _add_time_filters(query, ("dateCreated", "orders.dateCreated"), "dateCreated", clauses, params)
        offset = (_page(query) - 1) * PAGE_SIZE
        sql = (
            f"SELECT * FROM orders WHERE {' AND '.join(clauses)} "  # noqa: S608 - fixed fragments, bound values
            f"ORDER BY dateCreated DESC, orderID DESC LIMIT {PAGE_SIZE} OFFSET {offset}"
        )
        with self._core._lock:
            return [_order_json(row) for row in self._core._conn.execute(sql, params).fetchall()]

    def get_order(self, domains: Domains, order_id: str) -> list[Json]:
        with self._core._lock:
            return [_order_json(self._core._order(domains, order_id))]

    def order_rows(self, domains: Domains, order_id: str) -> list[Json]:
        now = self._core._now()
        with self._core._lock:
            order = self._core._order(domains, order_id)
            return self._rows_json(order["orderID"], now)

    def _rows_json(self, order_id: int, now: str) -> list[Json]:
        vouchers = self._core._conn.execute(
            "SELECT * FROM vouchers WHERE orderID = ? ORDER BY rowID", (order_id,)
        ).fetchall()
        rows = []
        for voucher in vouchers:
            history = self._core._conn.execute(
                "SELECT * FROM events WHERE rowID = ? AND type = 'Redeemed' ORDER BY eventID",
                (voucher["rowID"],),
            ).fetchall()
            rows.append(
                {
                    "rowID": voucher["rowID"],
                    "orderID": voucher["orderID"],
                    "productID": voucher["productID"],
                    "name": voucher["name"],
                    "type": "Voucher",
                    "redeemCode": voucher["code"],
                    "clientCode": voucher["clientCode"],
                    "validFromDate": voucher["validFrom"],
                    "redeemedDate": voucher["redeemedDate"],
                    "expiryDate": voucher["expiry"],
                    "graceExpiryDate": voucher["grace"],
                    "status": status_of(voucher, now),
                    "total": money(voucher["total_pence"]),
                    "currencyCode": voucher["currencyCode"],
                    "partiallyRedeemable": bool(voucher["partial"]),
                    "redeemHistory": [
                        {
                            "eventID": event["eventID"],
                            "userID": 0,
                            "domainID": str(event["domainID"]),
                            "name": voucher["name"],
                            "rowID": str(voucher["rowID"]),
                            "redeemedValue": money_text(event["amount_pence"]),
                            "location": self._core._locations[event["locationID"]].name,
                            "status": "Redeemed" if event["reversed_by"] is None else "Unredeemed",
                            "lastChanged": event["created"],
                        }
                        for event in history
                    ],
                }
            )
        return rows

    def create_order(self, domains: Domains, body: Json) -> list[Json]:
        missing = [
            name for name in ("domainID", "methodID", "items", "email") if body.get(name) in (None, "")
        ]
        if missing:
            raise ApiError(400, "missing_required_field", *(f"{name} is required" for name in missing))
        unknown = sorted(set(body) - _CREATE_FIELDS)
        if unknown:
            raise invalid_params(*(f"unknown field {name}" for name in unknown))
        domain_id = _as_int(body["domainID"], "domainID")
        if domain_id not in domains or domain_id not in self._core._properties:
            raise invalid_params(f"domainID {domain_id} is not a property of this API key")
        items = body["items"]
        if not isinstance(items, list) or not items or not all(isinstance(item, dict) for item in items):
            raise invalid_params("items must be a non-empty array of objects")
        complimentary = _as_bool(body.get("complimentary", False), "complimentary")
        _as_bool(body.get("sendConfirmationEmail", True), "sendConfirmationEmail")
        now = self._core.clock.now()
        stamp = format_timestamp(now)
        with self._core._transaction() as conn:
            method = self._method(domain_id, body["methodID"])
            fields = self._order_fields(body, method, require_all=True)
            lines = [self._order_line(conn, domain_id, index, item) for index, item in enumerate(items)]
            prop = self._core._properties[domain_id]
            document = db.OrderFields(
                domain_name=prop["name"],
                currency=prop["currencyCode"],
                email=fields["emailAddress"],
                customer_name=fields.get("customerName", ""),
                billing=fields.get("billing", {}),
                delivery=fields.get("delivery", {}),
                method=method,
                payment_method="Complimentary" if complimentary else "API",
                marketing_opted_in=fields.get("marketingOptedIn", False),
                marketing_double_opted_in=fields.get("marketingDoubleOptedIn", False),
                recipient_email=fields.get("recipientEmailAddress", ""),
                payment_reference=fields.get("paymentReferenceID", ""),
                personal_tax_identifier=fields.get("personalTaxIdentifier"),
            ).document()
            delivery = 0 if complimentary else int(method["charge_pence"])
            goods = sum(pence * quantity for _product, pence, quantity, _client in lines)
            order_id = db.insert_order(
                conn,
                order_id=None,
                domain_id=domain_id,
                created=stamp,
                total_pence=0 if complimentary else goods + delivery,
                delivery_pence=delivery,
                via_api=True,
                document=document,
            )
            for product, pence, quantity, client_code in lines:
                for _ in range(quantity):
                    locations = json.loads(product["locations"])
                    expiry = now + timedelta(days=int(product["validity_days"]))
                    voucher = db.insert_voucher(
                        conn,
                        db.NewVoucher(
                            order_id=order_id,
                            product=product,
                            code=self._new_code(conn),
                            total_pence=pence,
                            valid_from=stamp,
                            expiry=format_timestamp(expiry),
                            grace=format_timestamp(expiry + timedelta(days=int(product["grace_days"]))),
                            client_code=client_code,
                            currency=prop["currencyCode"],
                        ),
                    )
                    db.apply_event(conn, voucher, db.NewEvent("Activation", pence, int(locations[0]), stamp))
            return self._order_with_rows(order_id)

    def _order_with_rows(self, order_id: int) -> list[Json]:
        order = self._core._conn.execute("SELECT * FROM orders WHERE orderID = ?", (order_id,)).fetchone()
        return [{**_order_json(order), "rows": self._rows_json(order_id, self._core._now())}]

    def _method(self, domain_id: int, raw: object) -> sqlite3.Row:
        method_id = _as_int(raw, "methodID")
        method: sqlite3.Row | None = self._core._conn.execute(
            "SELECT * FROM delivery_methods WHERE domainID = ? AND methodID = ?", (domain_id, method_id)
        ).fetchone()
        if method is None:
            raise invalid_params(f"methodID {raw} is not a delivery method of property {domain_id}")
        return method

    def _order_line(
        self, conn: sqlite3.Connection, domain_id: int, index: int, item: Json
    ) -> tuple[sqlite3.Row, int, int, str]:
        where = f"items[{index}]"
        unknown = sorted(set(item) - _ITEM_FIELDS)
        if unknown:
            raise invalid_params(*(f"{where}: unknown field {name}" for name in unknown))
        if item.get("productID") is None:
            raise ApiError(400, "missing_required_field", f"{where}.productID is required")
        product_id = _as_int(item["productID"], f"{where}.productID")
        product = conn.execute("SELECT * FROM products WHERE productID = ?", (product_id,)).fetchone()
        if product is None or product["domainID"] != domain_id:
            raise invalid_params(f"{where}: product {product_id} does not belong to property {domain_id}")
        if product["price_pence"] is not None:
            pence = int(product["price_pence"])
        elif item.get("amount") is None:
            raise ApiError(
                400, "missing_required_field", f"{where}.amount is required for an open-value voucher"
            )
        else:
            pence = parse_amount(item["amount"])
        quantity = _as_int(item.get("quantity", 1), f"{where}.quantity")
        if not 1 <= quantity <= 20:
            raise invalid_params(f"{where}.quantity must be between 1 and 20")
        client_code = _client_code(conn, item, where, quantity)
        if "personalMessage" in item and not isinstance(item["personalMessage"], str):
            raise invalid_params(f"{where}.personalMessage must be a string")
        _check_options(item.get("options", {}), product_id, where)
        return product, pence, quantity, client_code

    @staticmethod
    def _new_code(conn: sqlite3.Connection) -> str:
        """A sold voucher's code, unguessable as a real service's is: two training tills (or two
        runs of one) never sell the same code, as one seeded by its order's number did. The demo
        codes a sandbox starts with stay fixed (``app.sandbox.seed``, ``demo_orders``)."""
        alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
        while True:
            code = "".join(secrets.choice(alphabet) for _ in range(10))
            if conn.execute("SELECT 1 FROM vouchers WHERE code = ?", (code,)).fetchone() is None:
                return code

    def _order_fields(self, body: Json, method: sqlite3.Row, *, require_all: bool) -> Json:
        """Validate the customer fields of a create or update body; only what the body holds is returned."""
        fields = _customer_words(body)
        if "personalTaxIdentifier" in body:
            value = body["personalTaxIdentifier"]
            if value is not None and not isinstance(value, str):
                raise invalid_params("personalTaxIdentifier must be a string or null")
            fields["personalTaxIdentifier"] = value or None
        for name in ("marketingOptedIn", "marketingDoubleOptedIn"):
            if name in body:
                fields[name] = _as_bool(body[name], name)
        if "billingAddress" in body:
            fields["billing"] = _address(body["billingAddress"], "billingAddress", with_name=False)
        if "deliveryAddress" in body:
            fields["delivery"] = _address(body["deliveryAddress"], "deliveryAddress", with_name=True)
        if require_all and method["requiresFulfillment"] and not fields.get("delivery"):
            raise ApiError(
                400,
                "missing_required_field",
                f"deliveryAddress is required for delivery method {method['name']}",
            )
        return fields

    def update_order(self, domains: Domains, order_id: str, body: Json) -> list[Json]:
        unknown = sorted(set(body) - _UPDATABLE)
        if unknown:
            raise invalid_params(*(f"{name} cannot be updated" for name in unknown))
        with self._core._transaction() as conn:
            order = self._core._order(domains, order_id)
            document = json.loads(order["data"])
            if "methodID" in body:
                method = self._method(int(order["domainID"]), body["methodID"])
                document["deliveryMethodID"] = int(method["methodID"])
                document["deliveryMethodName"] = method["name"]
                document["deliveryMethodRequiresFulfillment"] = bool(method["requiresFulfillment"])
            else:
                method = self._method(int(order["domainID"]), document["deliveryMethodID"])
            fields = self._order_fields(body, method, require_all=False)
            for key in ("billing", "delivery"):
                for part, value in fields.pop(key, {}).items():
                    target = "deliveryName" if part == "name" else f"{key}Address{part.title()}"
                    document[target] = value
            document.update(fields)
            conn.execute(
                "UPDATE orders SET data = ? WHERE orderID = ?", (db.dump_json(document), order["orderID"])
            )
            updated = conn.execute("SELECT * FROM orders WHERE orderID = ?", (order["orderID"],)).fetchone()
            return [_order_json(updated)]

    def refund(self, domains: Domains, order_id: str, body: Json) -> list[Json]:
        release = _as_bool(body.get("releaseCodes", False), "releaseCodes")
        unknown = sorted(set(body) - {"releaseCodes"})
        if unknown:
            raise invalid_params(*(f"unknown field {name}" for name in unknown))
        now = self._core._now()
        with self._core._transaction() as conn:
            order = self._core._order(domains, order_id)
            if order["refunded"]:
                raise ApiError(400, "already_refunded", f"order {order['orderID']} is already refunded")
            if not order["via_api"]:
                raise ApiError(
                    400,
                    "not_api_order",
                    f"order {order['orderID']} was not created through the API: it cannot be refunded",
                )
            vouchers = conn.execute(
                "SELECT * FROM vouchers WHERE orderID = ? ORDER BY rowID", (order["orderID"],)
            ).fetchall()
            used = [v["code"] for v in vouchers if v["redeemed_count"] or v["state"] != "Active"]
            if used:
                raise ApiError(400, "voucher_used", *(f"voucher {code} has been used" for code in used))
            for voucher in vouchers:
                if voucher["balance_pence"]:
                    location = db.loads_locations(voucher)[0]
                    db.apply_event(
                        conn, voucher, db.NewEvent("Refund", int(voucher["balance_pence"]), location, now)
                    )
                else:
                    conn.execute("UPDATE vouchers SET state = 'Void' WHERE rowID = ?", (voucher["rowID"],))
            if release:
                conn.execute("UPDATE vouchers SET clientCode = '' WHERE orderID = ?", (order["orderID"],))
            conn.execute("UPDATE orders SET refunded = 1 WHERE orderID = ?", (order["orderID"],))
            return self._order_with_rows(int(order["orderID"]))


_ORDER_HEAD = ("domainName", "emailAddress", "currencyCode")


def _order_json(row: sqlite3.Row) -> Json:
    document = json.loads(row["data"])
    head = {name: document.pop(name) for name in _ORDER_HEAD}
    return {
        "orderID": row["orderID"],
        "domainID": row["domainID"],
        "domainName": head["domainName"],
        "dateCreated": row["dateCreated"],
        "emailAddress": head["emailAddress"],
        "currencyCode": head["currencyCode"],
        "total": money(row["total_pence"]),
        "delivery": money(row["delivery_pence"]),
        **document,
        "refunded": bool(row["refunded"]),
    }


def _address(raw: object, name: str, *, with_name: bool) -> dict[str, str]:
    """An address as an object, or as the spec's "array of key-value pairs" ({"key", "value"} or pairs)."""
    pairs: dict[str, object]
    if isinstance(raw, dict):
        pairs = dict(raw)
    elif isinstance(raw, list):
        pairs = {}
        for entry in raw:
            if isinstance(entry, dict) and set(entry) == {"key", "value"}:
                pairs[str(entry["key"])] = entry["value"]
            elif isinstance(entry, list) and len(entry) == 2:
                pairs[str(entry[0])] = entry[1]
            else:
                raise invalid_params(f"{name} entries must be key-value pairs")
    else:
        raise invalid_params(f"{name} must be an object or an array of key-value pairs")
    allowed = set(db.ADDRESS_KEYS) | ({"name"} if with_name else set())
    unknown = sorted(set(pairs) - allowed)
    if unknown:
        raise invalid_params(*(f"{name}: unknown key {key}" for key in unknown))
    if not all(isinstance(value, str) for value in pairs.values()):
        raise invalid_params(f"{name} values must be strings")
    return {key: str(value) for key, value in pairs.items()}


def _client_code(conn: sqlite3.Connection, item: Json, where: str, quantity: int) -> str:
    """The code a property chose for one voucher, refused when it is taken (or meant for several)."""
    client_code = item.get("clientCode") or ""
    if not isinstance(client_code, str):
        raise invalid_params(f"{where}.clientCode must be a string")
    if client_code and (
        quantity > 1 or conn.execute("SELECT 1 FROM vouchers WHERE clientCode = ?", (client_code,)).fetchone()
    ):
        raise invalid_params(f"{where}: client code {client_code} is already in use")
    return client_code


def _check_options(options: object, product_id: int, where: str) -> None:
    """Every option the product offers chosen once, from its own values."""
    if not isinstance(options, dict) or not all(isinstance(value, str) for value in options.values()):
        raise invalid_params(f"{where}.options must map option keys to option values")
    offered = PRODUCT_OPTIONS.get(product_id, {})
    for key, value in options.items():
        allowed = offered.get(key, {}).get("values", [])
        if not isinstance(allowed, list) or value not in allowed:
            raise invalid_params(f"{where}.options: {key}={value} is not an option of product {product_id}")
    missing = sorted(set(offered) - set(options))
    if missing:
        raise invalid_params(*(f"{where}.options: choose {key}" for key in missing))


def _customer_words(body: Json) -> Json:
    """The buyer's e-mail (under either of its names) and the free-text fields, each a string."""
    fields: Json = {}
    email = body.get("email", body.get("emailAddress"))
    if email is not None:
        if not isinstance(email, str) or "@" not in email:
            raise invalid_params(f"email {email!r} is not an e-mail address")
        fields["emailAddress"] = email
    for name in ("recipientEmailAddress", "customerName", "paymentReferenceID"):
        if name in body:
            if not isinstance(body[name], str):
                raise invalid_params(f"{name} must be a string")
            fields[name] = body[name]
    return fields
