"""Properties, locations and categories: the reference data a till is set up from."""

from __future__ import annotations

import json

from app.sandbox.state.core import Domains, Json, Query, StateCore
from app.sandbox.state.queries import _domain_filter
from app.sandbox.wire import money


class ReferenceData:
    """Properties, locations and categories: the reference data a till is set up from."""

    def __init__(self, core: StateCore) -> None:
        self._core = core

    def properties(self, domains: Domains) -> Json:
        data = []
        with self._core._lock:
            rows = self._core._conn.execute("SELECT * FROM properties ORDER BY domainID").fetchall()
            for row in rows:
                if row["domainID"] not in domains:
                    continue
                methods = self._core._conn.execute(
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
            for loc in sorted(self._core._locations.values(), key=lambda loc: loc.location_id)
            if loc.domain_id in wanted
        ]
        return {"data": data}

    def categories(self, domains: Domains, query: Query) -> Json:
        wanted = _domain_filter(query, domains)
        with self._core._lock:
            rows = self._core._conn.execute(
                "SELECT * FROM categories ORDER BY domainID, categoryID"
            ).fetchall()
        return {"data": [json.loads(row["data"]) for row in rows if row["domainID"] in wanted]}
