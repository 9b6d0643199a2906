"""Two years of web-shop orders for the training property, so Find (Ctrl+F) has guests to find.

The ``training`` seed is the ``demo`` seed plus these orders: the training till starts on it, and
the Find tests and benchmark use it. The ``demo`` seed stays as it was, so the suites that count
its orders, pages and events are not disturbed.

Everything is decided by the order's index (names, e-mails, references, codes, amounts), only the
dates by the clock at seed time, and it is written with ``executemany``: the whole history costs
tens of milliseconds at every sandbox start. Names are chosen to test matching: accents (Łukasz,
Zoë, Siobhán), an apostrophe (O'Brien), double-barrelled (Smith-Jones) and shared surnames. Every
third order is a gift with a recipient; every order carries a payment reference.

Ids sit in blocks of their own, above the demo's (orders from 20001, rows from 200001, events
from 2000001), so the demo's constants keep their values; within the block they are chronological.
"""

from __future__ import annotations

import json
import random
import sqlite3
import unicodedata
from dataclasses import dataclass
from datetime import datetime, timedelta
from functools import cache
from typing import cast

from app.sandbox import db
from app.sandbox.clock import format_timestamp

HISTORY_ORDERS = 2100
FIRST_ORDER_ID = 20001
FIRST_ROW_ID = 200001
FIRST_EVENT_ID = 2000001
#: The oldest order is this many days old, the newest 3.
SPAN_DAYS = 730
_HARBOUR = 101
_RECEPTION = 71
_EMAIL_METHOD = 1

FIRST_NAMES = (
    "Łukasz", "Zoë", "Siobhán", "José", "Ana", "Björn", "Chloé", "Aoife", "Jürgen", "Małgorzata",
    "Renée", "Søren", "Oliver", "Amelia", "Harry", "Isla", "George", "Ava", "Noah", "Mia",
    "Jack", "Emily", "Leo", "Grace", "Arthur", "Freya", "Oscar", "Lily", "Muhammad", "Sophie",
)  # fmt: skip
SURNAMES = (
    "Nowak", "O'Brien", "Smith", "Smith-Jones", "Jones", "Williams", "Brown", "Taylor", "Davies",
    "Müller", "García", "Lefèvre", "Wójcik", "Fitzgerald-Hughes", "MacDonald", "Patel", "Wilson",
    "Roberts", "D'Arcy", "Brontë", "Nguyễn", "Evans",
)  # fmt: skip
_MAIL_DOMAINS = ("example.com", "example.co.uk", "example.pl", "example.ie", "example.de")
#: (productID, price in pence or None for an open value)
_PRODUCTS = ((1101, None), (1102, 5000), (1103, 7500), (1104, 4000))
_CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ"


@dataclass(frozen=True)
class HistoryOrder:
    """One web-shop order of the history, as the tests and the benchmark may predict it."""

    order_id: int
    days_ago: float
    customer_name: str
    email: str
    recipient_name: str
    recipient_email: str
    payment_reference: str
    vouchers: tuple[tuple[str, int, int], ...]
    """(code, productID, pence) of each voucher."""


@cache
def ascii_slug(name: str) -> str:
    """``Łukasz O'Brien`` → ``lukasz.obrien``: how the web shop's guests write their e-mail."""
    decomposed = unicodedata.normalize("NFKD", name.replace("ł", "l").replace("Ł", "L").replace("ø", "o"))
    plain = "".join(char for char in decomposed if not unicodedata.combining(char)).casefold()
    return ".".join("".join(c for c in part if c.isalnum() or c == "-") for part in plain.split())


def history_order(index: int) -> HistoryOrder:
    """The ``index``-th order (0 the oldest): a pure function of the index."""
    rng = random.Random(2600 + index)
    first, surname = rng.choice(FIRST_NAMES), rng.choice(SURNAMES)
    name = f"{first} {surname}"
    email = f"{ascii_slug(name)}{'' if index % 4 else index % 97}@{rng.choice(_MAIL_DOMAINS)}"
    recipient = recipient_email = ""
    if index % 3 == 0:
        recipient = f"{rng.choice(FIRST_NAMES)} {rng.choice(SURNAMES)}"
        recipient_email = f"{ascii_slug(recipient)}@{rng.choice(_MAIL_DOMAINS)}"
    vouchers = []
    for number in range(2 if index % 5 == 0 else 1):
        product, price = rng.choice(_PRODUCTS)
        pence = price if price is not None else rng.randrange(2, 16) * 1000
        prefix = "".join(rng.choice(_CODE_LETTERS) for _ in range(5))
        vouchers.append((f"{prefix}{index:04d}{number}", product, pence))
    return HistoryOrder(
        order_id=FIRST_ORDER_ID + index,
        days_ago=3 + (SPAN_DAYS - 3) * (HISTORY_ORDERS - 1 - index) / (HISTORY_ORDERS - 1),
        customer_name=name,
        email=email,
        recipient_name=recipient,
        recipient_email=recipient_email,
        payment_reference=f"TXN{(index * 7919 + 104729) % 10**9:09d}",
        vouchers=tuple(vouchers),
    )


@cache
def history() -> tuple[HistoryOrder, ...]:
    """Every order of the history, oldest first; worked out once a process (it never changes)."""
    return tuple(history_order(index) for index in range(HISTORY_ORDERS))


@cache
def _documents(name: str, currency: str, method: tuple[object, ...]) -> tuple[str, ...]:
    """Each order's JSON document (it holds no date): made once a process, as the history is."""
    row = dict(
        zip(("domainID", "methodID", "name", "requiresFulfillment", "charge_pence"), method, strict=True)
    )
    return tuple(
        db.dump_json(
            db.OrderFields(
                domain_name=name,
                currency=currency,
                email=order.email,
                customer_name=order.customer_name,
                billing={},
                delivery={"name": order.recipient_name} if order.recipient_name else {},
                method=cast("sqlite3.Row", row),
                payment_method="Card",
                recipient_email=order.recipient_email,
                payment_reference=order.payment_reference,
            ).document()
        )
        for order in history()
    )


def seed_history(conn: sqlite3.Connection, now: datetime) -> None:
    """Write the history's orders, vouchers and balance events; the catalogue must be seeded."""
    products = {int(row["productID"]): row for row in conn.execute("SELECT * FROM products")}
    name, currency = conn.execute(
        "SELECT name, currencyCode FROM properties WHERE domainID = ?", (_HARBOUR,)
    ).fetchone()
    method = conn.execute(
        "SELECT * FROM delivery_methods WHERE domainID = ? AND methodID = ?", (_HARBOUR, _EMAIL_METHOD)
    ).fetchone()
    documents = _documents(name, currency, tuple(method))
    orders: list[tuple[object, ...]] = []
    vouchers: list[tuple[object, ...]] = []
    events: list[tuple[object, ...]] = []
    row_id, event_id = FIRST_ROW_ID, FIRST_EVENT_ID
    for index, order in enumerate(history()):
        created = now - timedelta(days=order.days_ago, hours=(index * 5) % 11)
        stamp = format_timestamp(created)
        total = sum(pence for _code, _product, pence in order.vouchers)
        orders.append((order.order_id, _HARBOUR, stamp, total, 0, 0, documents[index]))
        for code, product_id, pence in order.vouchers:
            product = products[product_id]
            expiry = created + timedelta(days=int(product["validity_days"]))
            grace = expiry + timedelta(days=int(product["grace_days"]))
            # Every fourth voucher was partly used, every seventh used up, the rest untouched.
            spent = pence if row_id % 7 == 0 else pence // 2 if row_id % 4 == 0 else 0
            used_at = format_timestamp(min(created + timedelta(days=20), now - timedelta(days=1)))
            location = json.loads(product["locations"])[0]
            head = (row_id, order.order_id, code, _HARBOUR)
            events.append((event_id, *head, location, "Activation", pence, 0, pence, currency, 1, stamp))
            event_id += 1
            if spent:
                left = pence - spent
                events.append(
                    (event_id, *head, _RECEPTION, "Redeemed", spent, pence, left, currency, 1, used_at)
                )
                event_id += 1
            stamps = (stamp, format_timestamp(expiry), format_timestamp(grace))
            used = (1 if spent else 0, used_at if spent == pence else "")
            ident = (row_id, order.order_id, product_id, _HARBOUR, code, product["name"], currency)
            sums = (pence, pence, pence - spent, *used)
            kept = (product["locations"], product["departmentID"], f"GP-{order.order_id}-{row_id}")
            words = (product["terms"], product["instructions"])
            vouchers.append((*ident, product["partial"], *stamps, *sums, *kept, *words))
            row_id += 1
    conn.executemany(
        "INSERT INTO orders (orderID, domainID, dateCreated, total_pence, delivery_pence, via_api, data)"
        " VALUES (?, ?, ?, ?, ?, ?, ?)",
        orders,
    )
    conn.executemany(
        "INSERT INTO vouchers (rowID, orderID, productID, domainID, code, name, currencyCode, partial,"
        " validFrom, expiry, grace, total_pence, starting_pence, balance_pence, redeemed_count, redeemedDate,"
        " locations, departmentID, externalReference, terms, instructions)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        vouchers,
    )
    conn.executemany(
        "INSERT INTO events (eventID, rowID, orderID, code, domainID, locationID, type, amount_pence,"
        " starting_pence, balance_pence, currencyCode, confirmed, created)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        events,
    )
