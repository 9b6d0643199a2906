"""The property's voucher products, as ``GET /vouchers/`` lists them: what a till can sell.

The spec names no shape for it (docs/service-reference.md "Products" decides one): a ``{"data": [...]}``
listing like categories, each product with its price (``null`` for an open-value voucher, whose value
the buyer chooses), the currency of its property, validity, whether it can be used in part, and the
categories it is shown in.
"""

from __future__ import annotations

import json

from app.sandbox.seed_catalogue import PRODUCT_OPTIONS
from app.sandbox.state.core import Domains, Json, Query, StateCore
from app.sandbox.state.queries import _domain_filter
from app.sandbox.wire import money


class Products:
    """The property's voucher products."""

    def __init__(self, core: StateCore) -> None:
        self._core = core

    def products(self, domains: Domains, query: Query) -> Json:
        wanted = _domain_filter(query, domains)
        with self._core._lock:
            rows = self._core._conn.execute(
                "SELECT products.*, properties.currencyCode FROM products "
                "JOIN properties ON properties.domainID = products.domainID ORDER BY productID"
            ).fetchall()
        data = [
            {
                "productID": row["productID"],
                "domainID": row["domainID"],
                "departmentID": row["departmentID"],
                "name": row["name"],
                "type": "Voucher",
                "price": money(row["price_pence"]) if row["price_pence"] is not None else None,
                "currencyCode": row["currencyCode"],
                "partiallyRedeemable": bool(row["partial"]),
                "validityDays": row["validity_days"],
                "categories": json.loads(row["categories"]),
                "locations": json.loads(row["locations"]),
                "termsAndConditions": row["terms"],
                "redeemInstructions": row["instructions"],
                "options": PRODUCT_OPTIONS.get(row["productID"], {}),
            }
            for row in rows
            if row["domainID"] in wanted
        ]
        return {"data": data}
