"""The voucher service's rules over the sandbox's SQLite state.

Every public method takes the set of properties the caller's API key may see and enforces the rules
of ``api-reference.md``, raising ``ApiError`` with the reference's reason codes. One connection is
shared under a lock: the server thread is its only regular user, and ``reset`` from a test thread
must never interleave with a request. Money changes run in one ``BEGIN IMMEDIATE`` transaction with a
conditional update (see ``db.apply_event``).
"""

from __future__ import annotations

import json
import random
import re
import sqlite3
import threading
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path
from typing import Any

from app.sandbox import db, seed
from app.sandbox.clock import SandboxClock, format_timestamp, parse_timestamp
from app.sandbox.errors import ApiError, invalid_params, not_found
from app.sandbox.wire import money, money_text, parse_amount

PAGE_SIZE = 50
SEEDS = ("demo", "empty")
EXCHANGE_RATE = 1
_CODE = re.compile(r"[A-Z0-9]{4,32}")
_FILTER = re.compile(r"(?P<field>[A-Za-z_.]+)\[(?P<op>[a-z]+)\]")
_OPERATORS = {"gte": ">=", "gt": ">", "lte": "<=", "lt": "<"}
_REVERSALS = {"Redeemed": "Unredeemed", "Chargeback": "Reverse chargeback"}
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
Domains = frozenset[int]
Query = Mapping[str, str]
Json = dict[str, Any]


@dataclass(frozen=True)
class Location:
    location_id: int
    domain_id: int
    name: str


class SandboxState:
    """The service's data and rules; thread-safe."""

    def __init__(
        self, clock: SandboxClock, db_path: Path | None = None, seed_name: str | None = "demo"
    ) -> None:
        self.clock = clock
        self._lock = threading.RLock()
        self._conn = db.connect(db_path)
        self._keys: dict[str, Domains] = {}
        self._locations: dict[int, Location] = {}
        self._properties: dict[int, sqlite3.Row] = {}
        if db.has_schema(self._conn):
            self._load_caches()
        else:
            self.reset(seed_name)

    def close(self) -> None:
        with self._lock:
            self._conn.close()

    def reset(self, seed_name: str | None = "demo") -> None:
        """Fresh data as of the clock's current time: ``demo``, or ``empty``/None (catalogue only)."""
        name = seed_name or "empty"
        if name not in SEEDS:
            raise invalid_params(f"unknown seed {name!r}; known: {', '.join(SEEDS)}")
        now = self.clock.now()
        with self._lock:
            db.recreate_schema(self._conn)
            with self._transaction():
                if name == "demo":
                    seed.seed_demo(self._conn, now)
                else:
                    seed.seed_catalogue(self._conn, now)
            self._load_caches()

    def _load_caches(self) -> None:
        keys: dict[str, set[int]] = {}
        for row in self._conn.execute("SELECT apiKey, domainID FROM api_keys"):
            keys.setdefault(row["apiKey"], set()).add(int(row["domainID"]))
        self._keys = {key: frozenset(domains) for key, domains in keys.items()}
        self._locations = {
            int(row["locationID"]): Location(int(row["locationID"]), int(row["domainID"]), row["name"])
            for row in self._conn.execute("SELECT * FROM locations")
        }
        self._properties = {
            int(row["domainID"]): row for row in self._conn.execute("SELECT * FROM properties")
        }

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        with self._lock:
            self._conn.execute("BEGIN IMMEDIATE")
            try:
                yield self._conn
            except BaseException:
                self._conn.execute("ROLLBACK")
                raise
            self._conn.execute("COMMIT")

    def _now(self) -> str:
        return format_timestamp(self.clock.now())

    # --- auth -------------------------------------------------------------------------------------

    def authenticate(self, key: str | None) -> Domains:
        domains = self._keys.get(key or "")
        if domains is None:
            raise ApiError(
                401, "unauthorized", "missing or unknown API key (HTTP Basic: the key as user name)"
            )
        return domains

    # --- properties, locations, categories ------------------------------------------------------

    def properties(self, domains: Domains) -> Json:
        data = []
        with self._lock:
            rows = self._conn.execute("SELECT * FROM properties ORDER BY domainID").fetchall()
            for row in rows:
                if row["domainID"] not in domains:
                    continue
                methods = self._conn.execute(
                    "SELECT * FROM delivery_methods WHERE domainID = ? ORDER BY methodID", (row["domainID"],)
                ).fetchall()
                data.append(
                    {
                        "domainID": row["domainID"],
                        "name": row["name"],
                        "currencyCode": row["currencyCode"],
                        "deliveryMethods": [
                            {
                                "methodID": str(method["methodID"]),
                                "name": method["name"],
                                "requiresFulfillment": bool(method["requiresFulfillment"]),
                                "charge": money(method["charge_pence"]),
                            }
                            for method in methods
                        ],
                    }
                )
        return {"data": data}

    def locations(self, domains: Domains, query: Query) -> Json:
        wanted = _domain_filter(query, domains)
        data = [
            {"locationID": loc.location_id, "domainID": loc.domain_id, "name": loc.name}
            for loc in sorted(self._locations.values(), key=lambda loc: loc.location_id)
            if loc.domain_id in wanted
        ]
        return {"data": data}

    def categories(self, domains: Domains, query: Query) -> Json:
        wanted = _domain_filter(query, domains)
        with self._lock:
            rows = self._conn.execute("SELECT * FROM categories ORDER BY domainID, categoryID").fetchall()
        return {"data": [json.loads(row["data"]) for row in rows if row["domainID"] in wanted]}

    # --- codes -----------------------------------------------------------------------------------

    def _voucher(self, domains: Domains, code: str) -> sqlite3.Row:
        row: sqlite3.Row | None = self._conn.execute(
            "SELECT * FROM vouchers WHERE code = ?", (code.strip().upper(),)
        ).fetchone()
        if row is None or row["domainID"] not in domains:
            raise not_found(f"code {code}")
        return row

    def _location(self, domains: Domains, raw: object, field: str = "locationID") -> Location:
        location_id = _as_int(raw, field)
        location = self._locations.get(location_id)
        if location is None or location.domain_id not in domains:
            raise invalid_params(f"{field} {location_id} is not a location of this API key")
        return location

    def lookup(self, domains: Domains, code: str, location_raw: str | None) -> Json:
        now = self._now()
        with self._lock:
            voucher = self._voucher(domains, code)
        if location_raw is not None and location_raw != "":
            location_id = _as_int(location_raw, "locationID")
            if location_id not in db.loads_locations(voucher):
                raise ApiError(
                    400,
                    "location_not_allowed",
                    f"code {voucher['code']} cannot be redeemed at location {location_id}",
                )
        return self._code_json(voucher, now)

    def _code_json(self, voucher: sqlite3.Row, now: str) -> Json:
        currency = voucher["currencyCode"]
        locations = [self._locations[loc] for loc in db.loads_locations(voucher)]
        domains: dict[str, Json] = {}
        for loc in locations:
            domains.setdefault(str(loc.domain_id), {"locations": []})["locations"].append(
                {"locationID": str(loc.location_id), "name": loc.name}
            )
        return {
            "rowID": voucher["rowID"],
            "orderID": voucher["orderID"],
            "productID": voucher["productID"],
            "departmentID": voucher["departmentID"],
            "externalReference": voucher["externalReference"],
            "name": voucher["name"],
            "redeemCode": voucher["code"],
            "status": status_of(voucher, now),
            "currencyCode": currency,
            "partiallyRedeemable": bool(voucher["partial"]),
            "validFromDate": voucher["validFrom"],
            "expiryDate": voucher["expiry"],
            "graceExpiryDate": voucher["grace"],
            "termsAndConditions": voucher["terms"],
            "redeemInstructions": voucher["instructions"],
            "balances": {
                "starting": {
                    currency: {"amount": money(voucher["starting_pence"]), "exchangeRate": EXCHANGE_RATE}
                },
                "current": {currency: money(voucher["balance_pence"])},
            },
            "redeemableDomains": domains,
        }

    def redeem(self, domains: Domains, code: str, body: Json) -> Json:
        location_raw = _required(body, "locationID")
        amount = parse_amount(body["amount"]) if body.get("amount") is not None else None
        with self._transaction() as conn:
            voucher = self._voucher(domains, code)
            location = self._location(domains, location_raw)
            _check_location(voucher, location)
            status = status_of(voucher, self._now())
            if status not in REDEEMABLE:
                raise ApiError(400, "not_redeemable", f"code {voucher['code']} is {status}")
            balance = int(voucher["balance_pence"])
            pence = balance if amount is None else amount
            if pence > balance:
                raise ApiError(
                    400,
                    "insufficient_balance",
                    f"amount {money_text(pence)} exceeds the balance {money_text(balance)}",
                )
            if pence < balance and not voucher["partial"]:
                raise ApiError(
                    400,
                    "partial_not_allowed",
                    f"code {voucher['code']} must be redeemed in full ({money_text(balance)})",
                )
            movement = db.apply_event(conn, voucher, "Redeemed", pence, location.location_id, self._now())
            return self._event_json_by_id(movement.event_id)

    def topup(self, domains: Domains, code: str, body: Json) -> Json:
        location_raw = _required(body, "locationID")
        _required(body, "amount")
        pence = parse_amount(body["amount"])
        normalised = code.strip().upper()
        with self._transaction() as conn:
            location = self._location(domains, location_raw)
            existing = conn.execute("SELECT * FROM vouchers WHERE code = ?", (normalised,)).fetchone()
            if existing is None:
                voucher = self._activate(conn, location, normalised, pence)
                kind = "Activation"
            else:
                voucher = self._voucher(domains, normalised)
                _check_location(voucher, location)
                status = status_of(voucher, self._now())
                if status in ("Void", "Chargeback", "Expired"):
                    raise ApiError(
                        400, "not_redeemable", f"code {voucher['code']} is {status}: it cannot be topped up"
                    )
                kind = "Topup"
            movement = db.apply_event(conn, voucher, kind, pence, location.location_id, self._now())
            return self._event_json_by_id(movement.event_id)

    def _activate(self, conn: sqlite3.Connection, location: Location, code: str, pence: int) -> sqlite3.Row:
        """A code never seen becomes a voucher of the property's open-value product, sold at the till."""
        if not _CODE.fullmatch(code):
            raise invalid_params(f"code {code!r} must be 4 to 32 upper-case letters and digits")
        product = conn.execute(
            "SELECT * FROM products WHERE domainID = ? AND price_pence IS NULL ORDER BY productID",
            (location.domain_id,),
        ).fetchone()
        prop = self._properties[location.domain_id]
        method = conn.execute(
            "SELECT * FROM delivery_methods WHERE domainID = ? AND requiresFulfillment = 0 ORDER BY methodID",
            (location.domain_id,),
        ).fetchone()
        now = self.clock.now()
        document = db.order_document(
            domain_name=prop["name"],
            currency=prop["currencyCode"],
            email="",
            customer_name="",
            billing={},
            delivery={},
            method=method,
            payment_method="Till",
        )
        order_id = db.insert_order(
            conn,
            order_id=None,
            domain_id=location.domain_id,
            created=format_timestamp(now),
            total_pence=pence,
            delivery_pence=0,
            via_api=False,
            document=document,
        )
        expiry = now + timedelta(days=int(product["validity_days"]))
        return db.insert_voucher(
            conn,
            order_id=order_id,
            product=product,
            code=code,
            total_pence=pence,
            valid_from=format_timestamp(now),
            expiry=format_timestamp(expiry),
            grace=format_timestamp(expiry + timedelta(days=int(product["grace_days"]))),
            currency=prop["currencyCode"],
        )

    # --- balance events ---------------------------------------------------------------------------

    def _event_json_by_id(self, event_id: int) -> Json:
        return _event_json(
            self._conn.execute("SELECT * FROM events WHERE eventID = ?", (event_id,)).fetchone()
        )

    def list_events(self, domains: Domains, query: Query) -> Json:
        clauses = [f"domainID IN ({','.join(str(int(d)) for d in sorted(_domain_filter(query, domains)))})"]
        params: list[object] = []
        location = query.get("locationID")
        if location:
            clauses.append("locationID = ?")
            params.append(_as_int(location, "locationID"))
        _add_time_filters(query, ("created", "balance_events.created"), "created", clauses, params)
        offset = (_page(query) - 1) * PAGE_SIZE
        sql = (
            f"SELECT * FROM events WHERE {' AND '.join(clauses)} "  # noqa: S608 - fixed fragments, bound values
            f"ORDER BY created DESC, eventID DESC LIMIT {PAGE_SIZE} OFFSET {offset}"
        )
        with self._lock:
            rows = self._conn.execute(sql, params).fetchall()
        return {"data": [_event_json(row) for row in rows]}

    def reverse(self, domains: Domains, event_id_raw: str) -> Json:
        event_id = _as_int(event_id_raw, "eventID")
        with self._transaction() as conn:
            event = conn.execute("SELECT * FROM events WHERE eventID = ?", (event_id,)).fetchone()
            if event is None or event["domainID"] not in domains:
                raise not_found(f"balance event {event_id}")
            kind = event["type"]
            reversal = _REVERSALS.get(kind)
            if reversal is None:
                raise ApiError(
                    400,
                    "not_reversible",
                    f"a {kind} event cannot be reversed (only Redeemed and Chargeback events can)",
                )
            if not event["confirmed"]:
                raise ApiError(400, "not_confirmed", f"balance event {event_id} is not confirmed yet")
            if event["reversed_by"] is not None:
                raise ApiError(
                    400,
                    "already_reversed",
                    f"balance event {event_id} was reversed by event {event['reversed_by']}",
                )
            voucher = conn.execute("SELECT * FROM vouchers WHERE rowID = ?", (event["rowID"],)).fetchone()
            movement = db.apply_event(
                conn,
                voucher,
                reversal,
                int(event["amount_pence"]),
                int(event["locationID"]),
                self._now(),
                reverses=event_id,
            )
            return self._event_json_by_id(movement.event_id)

    # --- orders ----------------------------------------------------------------------------------

    def _order(self, domains: Domains, order_id_raw: object) -> sqlite3.Row:
        order_id = _as_int(order_id_raw, "orderID")
        row: sqlite3.Row | None = self._conn.execute(
            "SELECT * FROM orders WHERE orderID = ?", (order_id,)
        ).fetchone()
        if row is None or row["domainID"] not in domains:
            raise not_found(f"order {order_id}")
        return row

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
        with self._lock:
            return [_order_json(row) for row in self._conn.execute(sql, params).fetchall()]

    def get_order(self, domains: Domains, order_id: str) -> list[Json]:
        with self._lock:
            return [_order_json(self._order(domains, order_id))]

    def order_rows(self, domains: Domains, order_id: str) -> list[Json]:
        now = self._now()
        with self._lock:
            order = self._order(domains, order_id)
            return self._rows_json(order["orderID"], now)

    def _rows_json(self, order_id: int, now: str) -> list[Json]:
        vouchers = self._conn.execute(
            "SELECT * FROM vouchers WHERE orderID = ? ORDER BY rowID", (order_id,)
        ).fetchall()
        rows = []
        for voucher in vouchers:
            history = self._conn.execute(
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
                            "location": self._locations[event["locationID"]].name,
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
        if domain_id not in domains or domain_id not in self._properties:
            raise invalid_params(f"domainID {domain_id} is not a property of this API key")
        items = body["items"]
        if not isinstance(items, list) or not items or not all(isinstance(item, dict) for item in items):
            raise invalid_params("items must be a non-empty array of objects")
        complimentary = _as_bool(body.get("complimentary", False), "complimentary")
        _as_bool(body.get("sendConfirmationEmail", True), "sendConfirmationEmail")
        now = self.clock.now()
        stamp = format_timestamp(now)
        with self._transaction() as conn:
            method = self._method(domain_id, body["methodID"])
            fields = self._order_fields(body, method, require_all=True)
            lines = [self._order_line(conn, domain_id, index, item) for index, item in enumerate(items)]
            prop = self._properties[domain_id]
            document = db.order_document(
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
            )
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
            rng = random.Random(order_id)
            for product, pence, quantity, client_code in lines:
                for _ in range(quantity):
                    locations = json.loads(product["locations"])
                    expiry = now + timedelta(days=int(product["validity_days"]))
                    voucher = db.insert_voucher(
                        conn,
                        order_id=order_id,
                        product=product,
                        code=self._new_code(conn, rng),
                        total_pence=pence,
                        valid_from=stamp,
                        expiry=format_timestamp(expiry),
                        grace=format_timestamp(expiry + timedelta(days=int(product["grace_days"]))),
                        client_code=client_code,
                        currency=prop["currencyCode"],
                    )
                    db.apply_event(conn, voucher, "Activation", pence, int(locations[0]), stamp)
            return self._order_with_rows(order_id)

    def _order_with_rows(self, order_id: int) -> list[Json]:
        order = self._conn.execute("SELECT * FROM orders WHERE orderID = ?", (order_id,)).fetchone()
        return [{**_order_json(order), "rows": self._rows_json(order_id, self._now())}]

    def _method(self, domain_id: int, raw: object) -> sqlite3.Row:
        method_id = _as_int(raw, "methodID")
        method: sqlite3.Row | None = self._conn.execute(
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
        client_code = item.get("clientCode") or ""
        if not isinstance(client_code, str):
            raise invalid_params(f"{where}.clientCode must be a string")
        if client_code and (
            quantity > 1
            or conn.execute("SELECT 1 FROM vouchers WHERE clientCode = ?", (client_code,)).fetchone()
        ):
            raise invalid_params(f"{where}: client code {client_code} is already in use")
        for name in ("personalMessage",):
            if name in item and not isinstance(item[name], str):
                raise invalid_params(f"{where}.{name} must be a string")
        options = item.get("options", {})
        if not isinstance(options, dict) or not all(isinstance(value, str) for value in options.values()):
            raise invalid_params(f"{where}.options must map option keys to option values")
        return product, pence, quantity, client_code

    @staticmethod
    def _new_code(conn: sqlite3.Connection, rng: random.Random) -> str:
        alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
        while True:
            code = "".join(rng.choice(alphabet) for _ in range(10))
            if conn.execute("SELECT 1 FROM vouchers WHERE code = ?", (code,)).fetchone() is None:
                return code

    def _order_fields(self, body: Json, method: sqlite3.Row, *, require_all: bool) -> Json:
        """Validate the customer fields of a create or update body; only what the body holds is returned."""
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
        with self._transaction() as conn:
            order = self._order(domains, order_id)
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
        now = self._now()
        with self._transaction() as conn:
            order = self._order(domains, order_id)
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
                    db.apply_event(conn, voucher, "Refund", int(voucher["balance_pence"]), location, now)
                else:
                    conn.execute("UPDATE vouchers SET state = 'Void' WHERE rowID = ?", (voucher["rowID"],))
            if release:
                conn.execute("UPDATE vouchers SET clientCode = '' WHERE orderID = ?", (order["orderID"],))
            conn.execute("UPDATE orders SET refunded = 1 WHERE orderID = ?", (order["orderID"],))
            return self._order_with_rows(int(order["orderID"]))

    # --- for tests and the CLI ---------------------------------------------------------------------

    def api_orders(self) -> set[int]:
        """Ids of the orders created through the API (the only ones a refund accepts)."""
        with self._lock:
            return {int(row[0]) for row in self._conn.execute("SELECT orderID FROM orders WHERE via_api = 1")}

    def balance_of(self, code: str) -> int:
        """A voucher's balance in pence, read straight from the database."""
        with self._lock:
            row = self._conn.execute("SELECT balance_pence FROM vouchers WHERE code = ?", (code,)).fetchone()
        if row is None:
            raise KeyError(code)
        return int(row[0])


REDEEMABLE = frozenset({"Valid", "Grace Period", "Partially Redeemed"})


def status_of(voucher: sqlite3.Row, now: str) -> str:
    """The code status, derived from the stored facts and the clock (see the reference's status list)."""
    state = voucher["state"]
    if state != "Active":
        return str(state)
    used = voucher["redeemed_count"] > 0
    if used and voucher["balance_pence"] == 0:
        return "Redeemed"
    if now < voucher["validFrom"]:
        return "Not Yet Valid"
    if now > voucher["grace"]:
        return "Expired"
    if now > voucher["expiry"]:
        return "Grace Period"
    return "Partially Redeemed" if used else "Valid"


def _check_location(voucher: sqlite3.Row, location: Location) -> None:
    if location.location_id not in db.loads_locations(voucher):
        raise ApiError(
            400,
            "location_not_allowed",
            f"code {voucher['code']} cannot be used at {location.name} (location {location.location_id})",
        )


def _event_json(row: sqlite3.Row) -> Json:
    amount = money(row["amount_pence"])
    balance = money(row["balance_pence"])
    currency = row["currencyCode"]
    return {
        "eventID": row["eventID"],
        "domainID": row["domainID"],
        "locationID": row["locationID"],
        "amount": amount,
        "currencyCode": currency,
        "type": row["type"],
        "startingBalance": money(row["starting_pence"]),
        "balance": balance,
        "currencies": {currency: {"exchangeRate": EXCHANGE_RATE, "amount": amount, "balance": balance}},
        "confirmed": bool(row["confirmed"]),
        "created": row["created"],
        "row": {"code": row["code"], "type": "Voucher", "links": {"self": f"/codes/{row['code']}/"}},
        "order": {"orderID": row["orderID"], "links": {"self": f"/orders/{row['orderID']}/"}},
    }


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


def _required(body: Json, name: str) -> object:
    if body.get(name) in (None, ""):
        raise ApiError(400, "missing_required_field", f"{name} is required")
    return body[name]


def _as_int(raw: object, name: str) -> int:
    if isinstance(raw, int) and not isinstance(raw, bool):
        return raw
    if isinstance(raw, str) and raw.strip().isdigit():
        return int(raw.strip())
    raise invalid_params(f"{name} must be a whole number, not {raw!r}")


def _as_bool(raw: object, name: str) -> bool:
    if isinstance(raw, bool):
        return raw
    raise invalid_params(f"{name} must be true or false")


def _page(query: Query) -> int:
    raw = query.get("p", "1")
    if not raw.isdigit() or int(raw) < 1:
        raise invalid_params(f"p must be a page number starting at 1, not {raw!r}")
    return int(raw)


def _domain_filter(query: Query, domains: Domains) -> Domains:
    """The key's properties, narrowed by ``domainID``; another property's id gives nothing, not an error."""
    raw = query.get("domainID")
    if raw is None or raw == "":
        return domains
    return domains & {_as_int(raw, "domainID")}


def _add_time_filters(
    query: Query, names: tuple[str, ...], column: str, clauses: list[str], params: list[object]
) -> None:
    """``<field>[op]=<time>`` and ``<field>=<time>`` for each accepted spelling of the field."""
    for key, value in query.items():
        match = _FILTER.fullmatch(key)
        if match:
            field, op = match["field"], match["op"]
            if field not in names:
                raise invalid_params(f"cannot filter on {field}; filters: {', '.join(names)}")
            if op not in _OPERATORS:
                raise invalid_params(f"unknown operator {op}; operators: {', '.join(_OPERATORS)}")
            sql_op = _OPERATORS[op]
        elif key in names:
            sql_op = "="
        else:
            continue
        try:
            moment = parse_timestamp(value)
        except ValueError:
            raise invalid_params(f"{key} must be a time as YYYY-MM-DD HH:MM:SS, not {value!r}") from None
        clauses.append(f"{column} {sql_op} ?")
        params.append(format_timestamp(moment))


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
