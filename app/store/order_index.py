"""The till's own index of a property's orders, so Find reads only what is new since last time.

The service has no search by name: Find reads its order list, newest first, over a window (months),
and keeps what it read here, one file per property in the data folder (``orders-index-<id>.sqlite3``).
What it keeps of each order is what the list gives and a result shows: number, date, the
purchaser's and recipient's names and e-mails, the payment reference, the total and currency, and
one folded column (``app.core.find_text``) the search compares with. No voucher code is kept.

``covered_from`` and ``newest`` say what the index holds for certain: every order of the property
created from ``covered_from`` up to ``newest`` (the newest creation time read by a search that
reached its last page). A later search over the same window asks only for orders created since
``newest``; a longer window reads the list again from its start.

Personal data follows the retention of the till's other files: ``forget_older_than(cutoff)``
drops every order created before ``cutoff`` (the retention setting calls it). A cache: written with
``synchronous=NORMAL``, and a damaged or lost file only costs a full read.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from dataclasses import dataclass, replace
from datetime import datetime
from decimal import Decimal
from functools import cached_property
from pathlib import Path

from app.api.stamps import TIMESTAMP_FORMAT
from app.core.find_text import FOLD_VERSION, email_key, fold, is_email_fragment, words
from app.core.i18n import QT_TRANSLATE_NOOP
from app.store.db import SqliteStore, StorageError, write_transaction

log = logging.getLogger(__name__)

_SCHEMA = """
CREATE TABLE IF NOT EXISTS orders (
    order_id INTEGER PRIMARY KEY, created TEXT NOT NULL, email TEXT NOT NULL,
    customer_name TEXT NOT NULL, recipient_name TEXT NOT NULL, recipient_email TEXT NOT NULL,
    payment_reference TEXT NOT NULL, currency TEXT NOT NULL, total TEXT NOT NULL,
    folded TEXT NOT NULL, emails TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS orders_newest ON orders (created DESC, order_id DESC);
CREATE TABLE IF NOT EXISTS coverage (
    one INTEGER PRIMARY KEY CHECK (one = 1), covered_from TEXT NOT NULL, newest TEXT NOT NULL
);
"""
_COLUMNS = (
    "order_id, created, email, customer_name, recipient_name, recipient_email, payment_reference,"
    " currency, total"
)


def index_file(data_dir: Path, domain_id: int) -> Path:
    return data_dir / f"orders-index-{int(domain_id)}.sqlite3"


@dataclass(frozen=True)
class IndexedOrder:
    """One order as Find keeps and shows it (no voucher: those are read when a result is shown)."""

    order_id: int
    created: datetime
    email: str
    customer_name: str
    recipient_name: str
    recipient_email: str
    payment_reference: str
    currency: str
    total: Decimal

    def matches(self, query: str) -> bool:
        """The same test as ``OrderIndex.search``, for an order just read from a page."""
        if is_email_fragment(query):
            return query.strip().casefold() in email_key(self.email, self.recipient_email)
        wanted = words(query)
        folded = self.folded
        return bool(wanted) and all(word in folded for word in wanted)

    @cached_property
    def folded(self) -> str:
        fields = (self.customer_name, self.recipient_name, self.email, self.recipient_email)
        return fold(" ".join((*fields, self.payment_reference, str(self.order_id))))


@dataclass(frozen=True)
class Coverage:
    covered_from: datetime
    newest: datetime


class OrderIndex(SqliteStore):
    """One property's orders as Find read them; used by one thread at a time."""

    schema = _SCHEMA
    store = QT_TRANSLATE_NOOP("Store", "order index")

    def __init__(self, path: Path) -> None:
        super().__init__(path)
        self._db.execute("PRAGMA synchronous=NORMAL")
        try:
            if int(self._db.execute("PRAGMA user_version").fetchone()[0]) != FOLD_VERSION:
                self._fold_again()
        except StorageError:
            self._db.close()
            raise

    def _fold_again(self) -> None:
        """An index folded by an older till (``FOLD_VERSION``) is folded the way searches now fold."""
        orders = [_order(row) for row in self._db.execute(f"SELECT {_COLUMNS} FROM orders").fetchall()]  # noqa: S608
        self.add(orders)
        self._db.execute(f"PRAGMA user_version = {FOLD_VERSION}")

    def add(self, orders: Iterable[IndexedOrder]) -> None:
        """Keep orders read from a page (one transaction a page); an order read again is replaced."""
        rows = [
            (
                order.order_id,
                order.created.strftime(TIMESTAMP_FORMAT),
                order.email,
                order.customer_name,
                order.recipient_name,
                order.recipient_email,
                order.payment_reference,
                order.currency,
                str(order.total),
                order.folded,
                email_key(order.email, order.recipient_email),
            )
            for order in orders
        ]
        with write_transaction(self._db, immediate=False):
            self._db.executemany(
                f"INSERT OR REPLACE INTO orders ({_COLUMNS}, folded, emails)"  # noqa: S608 - fixed text
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                rows,
            )

    def correct(self, order_id: int, changed: dict[str, str]) -> bool:
        """An order this till corrected (fields as the service names them: ``customerName``,
        ``emailAddress``, ``recipientEmailAddress``): its row found by what the service now holds."""
        row = self._db.execute(
            f"SELECT {_COLUMNS} FROM orders WHERE order_id = ?",  # noqa: S608 - fixed text
            (int(order_id),),
        ).fetchone()
        if row is None:
            return False
        kept = _order(row)
        self.add(
            [
                replace(
                    kept,
                    customer_name=changed.get("customerName", kept.customer_name),
                    email=changed.get("emailAddress", kept.email),
                    recipient_email=changed.get("recipientEmailAddress", kept.recipient_email),
                )
            ]
        )
        return True

    def coverage(self) -> Coverage | None:
        row = self._db.execute("SELECT covered_from, newest FROM coverage").fetchone()
        if row is None:
            return None
        return Coverage(_time(row[0]), _time(row[1]))

    def set_coverage(self, covered_from: datetime, newest: datetime) -> None:
        """Every order from ``covered_from`` to ``newest`` has been read (a search reached its end)."""
        self._db.execute(
            "INSERT OR REPLACE INTO coverage VALUES (1, ?, ?)",
            (covered_from.strftime(TIMESTAMP_FORMAT), newest.strftime(TIMESTAMP_FORMAT)),
        )

    def search(self, query: str, since: datetime, limit: int = 200, offset: int = 0) -> list[IndexedOrder]:
        """Orders created since ``since`` that match, newest first (``limit`` of them after ``offset``)."""
        stamp = since.strftime(TIMESTAMP_FORMAT)
        if is_email_fragment(query):
            where, params = "instr(emails, ?) > 0", [query.strip().casefold()]
        else:
            wanted = words(query)
            if not wanted:
                return []
            where = " AND ".join("instr(folded, ?) > 0" for _ in wanted)
            params = wanted
        rows = self._db.execute(
            f"SELECT {_COLUMNS} FROM orders WHERE created >= ? AND {where}"  # noqa: S608 - fixed text
            " ORDER BY created DESC, order_id DESC LIMIT ? OFFSET ?",
            (stamp, *params, limit, offset),
        ).fetchall()
        return [_order(row) for row in rows]

    def count_since(self, since: datetime) -> int:
        stamp = since.strftime(TIMESTAMP_FORMAT)
        return int(self._db.execute("SELECT count(*) FROM orders WHERE created >= ?", (stamp,)).fetchone()[0])

    def holds_older_than(self, cutoff: datetime) -> bool:
        """Whether ``forget_older_than(cutoff)`` would drop anything (asked without a write lock)."""
        stamp = cutoff.strftime(TIMESTAMP_FORMAT)
        return (
            self._db.execute("SELECT 1 FROM orders WHERE created < ? LIMIT 1", (stamp,)).fetchone()
            is not None
        )

    def forget_older_than(self, cutoff: datetime) -> int:
        """Drop every order created before ``cutoff`` (the retention of personal data); how many."""
        stamp = cutoff.strftime(TIMESTAMP_FORMAT)
        gone = self._db.execute("DELETE FROM orders WHERE created < ?", (stamp,)).rowcount
        covered = self.coverage()
        if covered is not None and covered.covered_from < cutoff:
            self.set_coverage(cutoff, covered.newest)
        return int(gone)


def open_order_index(path: Path) -> OrderIndex:
    """The index file, or one in memory when the file cannot be used: Find still works, it only
    reads the whole window again next time (the problem is logged)."""
    try:
        return OrderIndex(path)
    except StorageError as exc:
        log.warning("Find keeps its order index in memory: %s", exc.problem)
        return OrderIndex(Path(":memory:"))


def _time(text: str) -> datetime:
    """A time this index wrote (``TIMESTAMP_FORMAT``): ``fromisoformat`` reads that form some
    twenty times faster than ``strptime``, and a search reads back every order it matches."""
    return datetime.fromisoformat(text)


def _order(row: tuple[object, ...]) -> IndexedOrder:
    order_id, created, email, name, recipient, recipient_email, reference, currency, total = row
    return IndexedOrder(
        order_id=int(str(order_id)),
        created=_time(str(created)),
        email=str(email),
        customer_name=str(name),
        recipient_name=str(recipient),
        recipient_email=str(recipient_email),
        payment_reference=str(reference),
        currency=str(currency),
        total=Decimal(str(total)),
    )
