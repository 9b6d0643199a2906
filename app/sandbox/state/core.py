"""The sandbox's state: one SQLite connection under a lock, the demo data, the caches, and what
every section of the service shares (who may see what, a voucher's status, the event shape)."""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from app.sandbox import db, demo_orders, seed, seed_catalogue
from app.sandbox.clock import Clock, format_timestamp
from app.sandbox.errors import ApiError, invalid_params, not_found
from app.sandbox.wire import money

SEEDS = ("demo", "empty", "training")
EXCHANGE_RATE = 1
Domains = frozenset[int]
Query = Mapping[str, str]
Json = dict[str, Any]


@dataclass(frozen=True)
class Location:
    location_id: int
    domain_id: int
    name: str


class StateCore:
    """The connection, the caches and what every section uses; the sections are mixins over it."""

    def __init__(self, clock: Clock, db_path: Path | None = None, seed_name: str | None = "demo") -> None:
        self.clock = clock
        self._lock = threading.RLock()
        self._conn = db.connect(db_path)
        self._keys: dict[str, Domains] = {}
        self._locations: dict[int, Location] = {}
        self._properties: dict[int, sqlite3.Row] = {}
        if not db.has_schema(self._conn):
            # Seeded in place, and no copy kept: the training till seeds its sandbox once.
            with self._lock:
                _write_seed(self._conn, _seed_name(seed_name), self.clock.now())
        self._load_caches()

    def close(self) -> None:
        with self._lock:
            self._conn.close()

    def reset(self, seed_name: str | None = "demo") -> None:
        """Fresh data as of the clock's current time: ``demo``, ``training`` (``demo`` and two years of
        web-shop orders: ``app.sandbox.demo_orders``) or ``empty``/None (catalogue only).

        A state reset again and again (the test harness's, before every test) is reset from a copy of
        the seed as first written in this process, its dates moved on to now: the same rows as seeding
        again (``tests/sandbox/test_reset.py``), in a few milliseconds instead of 20 (``demo``) or
        1,000 (``training``)."""
        name = _seed_name(seed_name)
        now = self.clock.now()
        with self._lock:
            _copy_seed(name, now, self._conn)
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

    def authenticate(self, key: str | None) -> Domains:
        domains = self._keys.get(key or "")
        if domains is None:
            raise ApiError(
                401, "unauthorized", "missing or unknown API key (HTTP Basic: the key as user name)"
            )
        return domains

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

    def _order(self, domains: Domains, order_id_raw: object) -> sqlite3.Row:
        order_id = _as_int(order_id_raw, "orderID")
        row: sqlite3.Row | None = self._conn.execute(
            "SELECT * FROM orders WHERE orderID = ?", (order_id,)
        ).fetchone()
        if row is None or row["domainID"] not in domains:
            raise not_found(f"order {order_id}")
        return row

    def _event_json_by_id(self, event_id: int) -> Json:
        return _event_json(
            self._conn.execute("SELECT * FROM events WHERE eventID = ?", (event_id,)).fetchone()
        )

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


def _seed_name(seed_name: str | None) -> str:
    name = seed_name or "empty"
    if name not in SEEDS:
        raise invalid_params(f"unknown seed {name!r}; known: {', '.join(SEEDS)}")
    return name


def _write_seed(conn: sqlite3.Connection, name: str, now: datetime) -> None:
    db.recreate_schema(conn)
    conn.execute("BEGIN IMMEDIATE")
    try:
        if name in ("demo", "training"):
            seed.seed_demo(conn, now)
        if name == "training":
            demo_orders.seed_history(conn, now)
        if name == "empty":
            seed_catalogue.seed_catalogue(conn, now)
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")


#: Each seed as first written in this process (in memory), and the clock's time it was written for.
_WRITTEN: dict[str, tuple[sqlite3.Connection, datetime]] = {}
_WRITTEN_LOCK = threading.Lock()


def _copy_seed(name: str, now: datetime, into: sqlite3.Connection) -> None:
    """Replace everything in ``into`` with the seed ``name`` as of ``now``. Every date of a seed is
    the clock's time at seeding plus a fixed span, and both clocks tell whole seconds, so moving the
    copy's dates by the seconds between is the seed written now."""
    with _WRITTEN_LOCK:
        if name not in _WRITTEN:
            first = db.connect(None)
            _write_seed(first, name, now)
            _WRITTEN[name] = (first, now)
        written, written_at = _WRITTEN[name]
        written.backup(into)
    into.execute("BEGIN IMMEDIATE")
    try:
        db.move_dates(into, int((now - written_at).total_seconds()))
    except BaseException:
        into.execute("ROLLBACK")
        raise
    into.execute("COMMIT")


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
