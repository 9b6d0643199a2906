"""One Find search as it goes (``SearchRun``), and the words and helpers it is read with: kept
apart from the view-model (``app.desk.find.find``), which drives it page by page."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from app.api.models import OrderListing
from app.api.query import FIRST_PAGE
from app.core.dates import day_text
from app.core.find_text import count_text
from app.core.i18n import translate
from app.store.order_index import IndexedOrder


def months_before(moment: datetime, months: int) -> datetime:
    """The same day ``months`` earlier (the last day of a shorter month), at the same time."""
    year, month = divmod(moment.year * 12 + moment.month - 1 - months, 12)
    for day in range(moment.day, 27, -1):
        try:
            return moment.replace(year=year, month=month + 1, day=day)
        except ValueError:
            continue
    return moment.replace(year=year, month=month + 1, day=min(moment.day, 28))


def indexed(entry: OrderListing) -> IndexedOrder | None:
    """An entry of the list as the index keeps it; one without a creation date cannot be placed."""
    if entry.date_created is None:
        return None
    return IndexedOrder(
        order_id=int(entry.order_id),
        created=entry.date_created,
        email=entry.email_address,
        customer_name=entry.customer_name,
        recipient_name=entry.delivery_name,
        recipient_email=entry.recipient_email_address,
        payment_reference=entry.payment_reference_id,
        currency=entry.currency_code,
        total=entry.total,
    )


@dataclass(frozen=True)
class SearchLimits:
    """[DECIDE] How much one search may read: at most ``pages`` pages of the list and ``seconds`` of
    reading, each time it runs (Retry gives it as much again from where it stopped). A service that
    never ends its list, or drips its answer a byte at a time, would otherwise keep Find reading, and
    the service busy, for ever. 1,000 pages is 50,000 orders, more than a year of a busy property's."""

    pages: int = 1_000
    seconds: float = 300.0


SEARCH_LIMITS = SearchLimits()


@dataclass
class SearchRun:
    """One search: where it reads from, how far it got, what it found."""

    query: str
    months: int
    since: datetime
    read_since: datetime
    extends: bool
    covered_from: datetime
    newest: datetime | None
    page: int = FIRST_PAGE
    searched: int = 0
    oldest: datetime | None = None
    unreadable: int = 0
    #: Every order read in this search, by id: a page that repeats the one before it (a service
    #: that ignores the page asked for, or pages shifted by a new order) is counted once.
    seen: set[int] = field(default_factory=set)


def searched_text(run: SearchRun, *, capital: bool = False) -> str:
    """How far a search got: "1,250 orders searched back to 3 Mar 2025" ("Searched …" as progress)."""
    count = count_text(run.searched)
    if run.oldest is None:
        if capital:
            return translate("Find", "Searched {count} orders").format(count=count)
        return translate("Find", "{count} orders searched").format(count=count)
    day = day_text(run.oldest)
    if capital:
        return translate("Find", "Searched {count} orders back to {day}").format(count=count, day=day)
    return translate("Find", "{count} orders searched back to {day}").format(count=count, day=day)
