"""Balance events: the listing and reverse."""

from __future__ import annotations

from app.sandbox import db
from app.sandbox.errors import ApiError, not_found
from app.sandbox.state.core import Domains, Json, Query, StateCore, _as_int, _event_json
from app.sandbox.state.queries import PAGE_SIZE, _add_time_filters, _domain_filter, _page

_REVERSALS = {"Redeemed": "Unredeemed", "Chargeback": "Reverse chargeback"}


class Events:
    """Balance events: the listing and reverse."""

    def __init__(self, core: StateCore) -> None:
        self._core = core

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
        with self._core._lock:
            rows = self._core._conn.execute(sql, params).fetchall()
        return {"data": [_event_json(row) for row in rows]}

    def reverse(self, domains: Domains, event_id_raw: str) -> Json:
        event_id = _as_int(event_id_raw, "eventID")
        with self._core._transaction() as conn:
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
                db.NewEvent(
                    reversal,
                    int(event["amount_pence"]),
                    int(event["locationID"]),
                    self._core._now(),
                    reverses=event_id,
                ),
            )
            return self._core._event_json_by_id(movement.event_id)
