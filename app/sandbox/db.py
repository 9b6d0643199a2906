"""The sandbox's SQLite schema and the one place a balance changes.

Money is integer pence (exact, and SQL arithmetic on it stays exact); timestamps are the service's
``YYYY-MM-DD HH:MM:SS`` text, which sorts and compares correctly as text. ``apply_event`` is shared
by the seed and by every live operation so that the demo history obeys the same arithmetic as what
a till does to it.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from pathlib import Path

from app.sandbox.clock import TIMESTAMP_FORMAT
from app.sandbox.errors import ApiError

SCHEMA = """
CREATE TABLE properties (
    domainID INTEGER PRIMARY KEY, name TEXT NOT NULL, currencyCode TEXT NOT NULL
);
CREATE TABLE locations (
    locationID INTEGER PRIMARY KEY, domainID INTEGER NOT NULL, name TEXT NOT NULL
);
CREATE TABLE api_keys (
    apiKey TEXT NOT NULL, domainID INTEGER NOT NULL, PRIMARY KEY (apiKey, domainID)
);
CREATE TABLE delivery_methods (
    domainID INTEGER NOT NULL, methodID INTEGER NOT NULL, name TEXT NOT NULL,
    requiresFulfillment INTEGER NOT NULL, charge_pence INTEGER NOT NULL,
    PRIMARY KEY (domainID, methodID)
);
CREATE TABLE products (
    productID INTEGER PRIMARY KEY, domainID INTEGER NOT NULL, name TEXT NOT NULL,
    departmentID INTEGER NOT NULL, price_pence INTEGER, partial INTEGER NOT NULL,
    validity_days INTEGER NOT NULL, grace_days INTEGER NOT NULL,
    locations TEXT NOT NULL, categories TEXT NOT NULL, terms TEXT NOT NULL, instructions TEXT NOT NULL
);
CREATE TABLE categories (
    categoryID INTEGER PRIMARY KEY, domainID INTEGER NOT NULL, data TEXT NOT NULL
);
CREATE TABLE orders (
    orderID INTEGER PRIMARY KEY, domainID INTEGER NOT NULL, dateCreated TEXT NOT NULL,
    total_pence INTEGER NOT NULL, delivery_pence INTEGER NOT NULL,
    via_api INTEGER NOT NULL, refunded INTEGER NOT NULL DEFAULT 0, data TEXT NOT NULL
);
CREATE INDEX orders_newest ON orders (dateCreated DESC, orderID DESC);
CREATE TABLE vouchers (
    rowID INTEGER PRIMARY KEY, orderID INTEGER NOT NULL, productID INTEGER NOT NULL,
    domainID INTEGER NOT NULL, code TEXT NOT NULL UNIQUE, clientCode TEXT NOT NULL DEFAULT '',
    name TEXT NOT NULL, currencyCode TEXT NOT NULL, partial INTEGER NOT NULL,
    validFrom TEXT NOT NULL, expiry TEXT NOT NULL, grace TEXT NOT NULL,
    total_pence INTEGER NOT NULL, starting_pence INTEGER NOT NULL DEFAULT 0,
    balance_pence INTEGER NOT NULL DEFAULT 0 CHECK (balance_pence >= 0),
    state TEXT NOT NULL DEFAULT 'Active', redeemed_count INTEGER NOT NULL DEFAULT 0,
    redeemedDate TEXT NOT NULL DEFAULT '', locations TEXT NOT NULL, departmentID INTEGER NOT NULL,
    externalReference TEXT NOT NULL, terms TEXT NOT NULL, instructions TEXT NOT NULL
);
CREATE INDEX vouchers_order ON vouchers (orderID);
CREATE TABLE events (
    eventID INTEGER PRIMARY KEY, rowID INTEGER NOT NULL, orderID INTEGER NOT NULL,
    code TEXT NOT NULL, domainID INTEGER NOT NULL, locationID INTEGER NOT NULL,
    type TEXT NOT NULL, amount_pence INTEGER NOT NULL CHECK (amount_pence > 0),
    starting_pence INTEGER NOT NULL, balance_pence INTEGER NOT NULL, currencyCode TEXT NOT NULL,
    confirmed INTEGER NOT NULL, created TEXT NOT NULL, reverses INTEGER, reversed_by INTEGER
);
CREATE INDEX events_newest ON events (created DESC, eventID DESC);
CREATE INDEX events_location ON events (locationID, created DESC, eventID DESC);
CREATE INDEX events_row ON events (rowID);
"""

TABLES = (
    "properties",
    "locations",
    "api_keys",
    "delivery_methods",
    "products",
    "categories",
    "orders",
    "vouchers",
    "events",
)

#: Every column that holds a date, and every date inside a category's JSON document: what
#: ``move_dates`` moves. A new date column or member of the seeds belongs here too (the reset test
#: compares a moved copy with a fresh seed, so one left out fails it).
DATE_COLUMNS = {
    "orders": ("dateCreated",),
    "vouchers": ("validFrom", "expiry", "grace", "redeemedDate"),
    "events": ("created",),
}
CATEGORY_DATES = ("dateCreated", "dateUpdated", "visibleFrom", "visibleTo")

CREDIT_TYPES = frozenset({"Activation", "Topup", "Unredeemed", "Reverse chargeback", "Code change"})
DEBIT_TYPES = frozenset({"Redeemed", "Refund", "Chargeback"})

# What each event type does to the voucher besides moving its balance (SET sees the old values).
_SIDE_EFFECTS = {
    "Redeemed": "redeemed_count = redeemed_count + 1, "
    "redeemedDate = CASE WHEN balance_pence = :amount THEN :created ELSE redeemedDate END",
    "Unredeemed": "redeemed_count = MAX(redeemed_count - 1, 0), redeemedDate = ''",
    "Refund": "state = 'Void'",
    "Chargeback": "state = 'Chargeback'",
    "Reverse chargeback": "state = 'Active'",
    "Activation": "starting_pence = CASE WHEN starting_pence = 0 THEN :amount ELSE starting_pence END",
}


def connect(path: Path | None) -> sqlite3.Connection:
    """One connection for the whole server; the caller serialises its use with a lock."""
    conn = sqlite3.connect(
        ":memory:" if path is None else str(path), check_same_thread=False, isolation_level=None
    )
    conn.row_factory = sqlite3.Row
    if path is not None:
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA synchronous = NORMAL")
    return conn


def has_schema(conn: sqlite3.Connection) -> bool:
    row = conn.execute(
        "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'events'"
    ).fetchone()
    return bool(row[0])


def recreate_schema(conn: sqlite3.Connection) -> None:
    for table in TABLES:
        conn.execute(f"DROP TABLE IF EXISTS {table}")
    conn.executescript(SCHEMA)


def move_dates(conn: sqlite3.Connection, seconds: int) -> None:
    """Move every date of the state ``seconds`` on (back, when negative), inside the caller's
    transaction; an empty date (a voucher never used up) and a missing one (a category shown from
    the start) stay as they are."""
    params = {"by": f"{seconds:+d} seconds", "form": TIMESTAMP_FORMAT}
    for table, columns in DATE_COLUMNS.items():
        moved = ", ".join(
            f"{column} = CASE {column} WHEN '' THEN '' ELSE strftime(:form, {column}, :by) END"
            for column in columns
        )
        conn.execute(f"UPDATE {table} SET {moved}", params)  # noqa: S608
    members = ", ".join(
        f"'$.{name}', strftime(:form, json_extract(data, '$.{name}'), :by)" for name in CATEGORY_DATES
    )
    conn.execute(f"UPDATE categories SET data = json_set(data, {members})", params)  # noqa: S608


@dataclass(frozen=True)
class Movement:
    event_id: int
    starting_pence: int
    balance_pence: int


@dataclass(frozen=True)
class NewEvent:
    """A balance event to record: its type, amount, location and stamp (property-local text).

    ``confirmed`` False is an event the legacy service wrote but never confirmed; ``reverses`` the
    event a reversal undoes; ``event_id`` a fixed id (the demo's first event), else the next one.
    """

    kind: str
    amount_pence: int
    location_id: int
    created: str
    confirmed: bool = True
    reverses: int | None = None
    event_id: int | None = None


def apply_event(conn: sqlite3.Connection, voucher: sqlite3.Row, event: NewEvent) -> Movement:
    """Move a voucher's balance and record the event, inside the caller's transaction.

    A debit is a conditional update (``WHERE balance_pence >= amount``): however requests interleave,
    a voucher can never give out more than it holds.
    """
    sign = "-" if event.kind in DEBIT_TYPES else "+"
    guard = " AND balance_pence >= :amount" if sign == "-" else ""
    extra = _SIDE_EFFECTS.get(event.kind)
    assignments = f"balance_pence = balance_pence {sign} :amount" + (f", {extra}" if extra else "")
    params = {"amount": event.amount_pence, "rowID": voucher["rowID"], "created": event.created}
    row = conn.execute(
        f"UPDATE vouchers SET {assignments} WHERE rowID = :rowID{guard} RETURNING balance_pence",  # noqa: S608
        params,
    ).fetchone()
    if row is None:
        raise ApiError(
            400, "insufficient_balance", f"the voucher {voucher['code']} holds less than that amount"
        )
    balance = int(row[0])
    starting = balance + event.amount_pence if sign == "-" else balance - event.amount_pence
    cursor = conn.execute(
        "INSERT INTO events (eventID, rowID, orderID, code, domainID, locationID, type, amount_pence,"
        " starting_pence, balance_pence, currencyCode, confirmed, created, reverses)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            event.event_id,
            voucher["rowID"],
            voucher["orderID"],
            voucher["code"],
            voucher["domainID"],
            event.location_id,
            event.kind,
            event.amount_pence,
            starting,
            balance,
            voucher["currencyCode"],
            int(event.confirmed),
            event.created,
            event.reverses,
        ),
    )
    event_id = int(cursor.lastrowid or 0)
    if event.reverses is not None:
        conn.execute("UPDATE events SET reversed_by = ? WHERE eventID = ?", (event_id, event.reverses))
    return Movement(event_id, starting, balance)


def dump_json(value: object) -> str:
    """Text for a JSON column (never money: money has its own integer columns)."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


@dataclass(frozen=True, kw_only=True)
class OrderFields:
    """Every order field of the spec that is not an id, a date, money or the refunded flag."""

    domain_name: str
    currency: str
    email: str
    customer_name: str
    billing: dict[str, str]
    delivery: dict[str, str]
    method: sqlite3.Row
    payment_method: str
    marketing_opted_in: bool = False
    marketing_double_opted_in: bool = False
    recipient_email: str = ""
    payment_reference: str = ""
    personal_tax_identifier: str | None = None

    def document(self) -> dict[str, object]:
        """The fields as the order's JSON document names them."""
        billing, delivery, method = self.billing, self.delivery, self.method
        return {
            "domainName": self.domain_name,
            "emailAddress": self.email,
            "currencyCode": self.currency,
            "paymentMethod": self.payment_method,
            "status": "Complete",
            "customerName": self.customer_name,
            **{f"billingAddress{key.title()}": billing.get(key, "") for key in ADDRESS_KEYS},
            "deliveryName": delivery.get("name", ""),
            **{f"deliveryAddress{key.title()}": delivery.get(key, "") for key in ADDRESS_KEYS},
            "deliveryMethodID": int(method["methodID"]),
            "deliveryMethodName": str(method["name"]),
            "deliveryMethodRequiresFulfillment": bool(method["requiresFulfillment"]),
            "marketingOptedIn": self.marketing_opted_in,
            "marketingDoubleOptedIn": self.marketing_double_opted_in,
            "personalTaxIdentifier": self.personal_tax_identifier,
            "recipientEmailAddress": self.recipient_email,
            "paymentReferenceID": self.payment_reference,
        }


ADDRESS_KEYS = ("line1", "line2", "locality", "county", "postcode", "country")


def insert_order(
    conn: sqlite3.Connection,
    *,
    order_id: int | None,
    domain_id: int,
    created: str,
    total_pence: int,
    delivery_pence: int,
    via_api: bool,
    document: dict[str, object],
) -> int:
    cursor = conn.execute(
        "INSERT INTO orders (orderID, domainID, dateCreated, total_pence, delivery_pence, via_api, data)"
        " VALUES (?, ?, ?, ?, ?, ?, ?)",
        (order_id, domain_id, created, total_pence, delivery_pence, int(via_api), dump_json(document)),
    )
    return int(cursor.lastrowid or 0)


@dataclass(frozen=True, kw_only=True)
class NewVoucher:
    """A voucher row to insert: its order, product, code, face value, dates (property-local text)
    and currency; ``row_id`` a fixed id (the demo's), else the next one."""

    order_id: int
    product: sqlite3.Row
    code: str
    total_pence: int
    valid_from: str
    expiry: str
    grace: str
    currency: str
    client_code: str = ""
    row_id: int | None = None


def insert_voucher(conn: sqlite3.Connection, new: NewVoucher) -> sqlite3.Row:
    """A new row with a zero balance: its ``Activation`` event loads it."""
    product = new.product
    cursor = conn.execute(
        "INSERT INTO vouchers (rowID, orderID, productID, domainID, code, clientCode, name, currencyCode,"
        " partial, validFrom, expiry, grace, total_pence, locations, departmentID, externalReference, terms,"
        " instructions) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '', ?, ?)",
        (
            new.row_id,
            new.order_id,
            product["productID"],
            product["domainID"],
            new.code,
            new.client_code,
            product["name"],
            new.currency,
            product["partial"],
            new.valid_from,
            new.expiry,
            new.grace,
            new.total_pence,
            product["locations"],
            product["departmentID"],
            product["terms"],
            product["instructions"],
        ),
    )
    row_id = int(cursor.lastrowid or 0)
    conn.execute(
        "UPDATE vouchers SET externalReference = ? WHERE rowID = ?", (f"GP-{new.order_id}-{row_id}", row_id)
    )
    voucher: sqlite3.Row = conn.execute("SELECT * FROM vouchers WHERE rowID = ?", (row_id,)).fetchone()
    return voucher


def loads_locations(voucher: sqlite3.Row) -> list[int]:
    """The locations where a voucher can be used, first one being where it is sold."""
    return [int(location) for location in json.loads(voucher["locations"])]
