"""Codes: look up, redeem, top up (and activate a new code on the way)."""

from __future__ import annotations

import re
import sqlite3
from datetime import timedelta

from app.sandbox import db
from app.sandbox.clock import format_timestamp
from app.sandbox.errors import ApiError, invalid_params
from app.sandbox.state.core import (
    EXCHANGE_RATE,
    Domains,
    Json,
    Location,
    StateCore,
    _as_int,
    _check_location,
    _required,
    status_of,
)
from app.sandbox.wire import money, money_text, parse_amount

REDEEMABLE = frozenset({"Valid", "Grace Period", "Partially Redeemed"})

_CODE = re.compile(r"[A-Z0-9]{4,32}")


class Codes:
    """Codes: look up, redeem, top up (and activate a new code on the way)."""

    def __init__(self, core: StateCore) -> None:
        self._core = core

    def lookup(self, domains: Domains, code: str, location_raw: str | None) -> Json:
        now = self._core._now()
        with self._core._lock:
            voucher = self._core._voucher(domains, code)
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
        locations = [self._core._locations[loc] for loc in db.loads_locations(voucher)]
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
        with self._core._transaction() as conn:
            voucher = self._core._voucher(domains, code)
            location = self._core._location(domains, location_raw)
            _check_location(voucher, location)
            status = status_of(voucher, self._core._now())
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
            movement = db.apply_event(
                conn, voucher, db.NewEvent("Redeemed", pence, location.location_id, self._core._now())
            )
            return self._core._event_json_by_id(movement.event_id)

    def topup(self, domains: Domains, code: str, body: Json) -> Json:
        location_raw = _required(body, "locationID")
        _required(body, "amount")
        pence = parse_amount(body["amount"])
        normalised = code.strip().upper()
        with self._core._transaction() as conn:
            location = self._core._location(domains, location_raw)
            existing = conn.execute("SELECT * FROM vouchers WHERE code = ?", (normalised,)).fetchone()
            if existing is None:
                voucher = self._activate(conn, location, normalised, pence)
                kind = "Activation"
            else:
                voucher = self._core._voucher(domains, normalised)
                _check_location(voucher, location)
                status = status_of(voucher, self._core._now())
                if status in ("Void", "Chargeback", "Expired"):
                    raise ApiError(
                        400, "not_redeemable", f"code {voucher['code']} is {status}: it cannot be topped up"
                    )
                kind = "Topup"
            movement = db.apply_event(
                conn, voucher, db.NewEvent(kind, pence, location.location_id, self._core._now())
            )
            return self._core._event_json_by_id(movement.event_id)

    def _activate(self, conn: sqlite3.Connection, location: Location, code: str, pence: int) -> sqlite3.Row:
        """A code never seen becomes a voucher of the property's open-value product, sold at the till."""
        if not _CODE.fullmatch(code):
            raise invalid_params(f"code {code!r} must be 4 to 32 upper-case letters and digits")
        product = conn.execute(
            "SELECT * FROM products WHERE domainID = ? AND price_pence IS NULL ORDER BY productID",
            (location.domain_id,),
        ).fetchone()
        prop = self._core._properties[location.domain_id]
        method = conn.execute(
            "SELECT * FROM delivery_methods WHERE domainID = ? AND requiresFulfillment = 0 ORDER BY methodID",
            (location.domain_id,),
        ).fetchone()
        now = self._core.clock.now()
        document = db.OrderFields(
            domain_name=prop["name"],
            currency=prop["currencyCode"],
            email="",
            customer_name="",
            billing={},
            delivery={},
            method=method,
            payment_method="Till",
        ).document()
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
            db.NewVoucher(
                order_id=order_id,
                product=product,
                code=code,
                total_pence=pence,
                valid_from=format_timestamp(now),
                expiry=format_timestamp(expiry),
                grace=format_timestamp(expiry + timedelta(days=int(product["grace_days"]))),
                currency=prop["currencyCode"],
            ),
        )
