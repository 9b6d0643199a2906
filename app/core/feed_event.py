"""A balance event as the activity feed holds it all day, and what acting on an event needs of it.

The api's event is a model with its row, order, currencies and their links: about a dozen objects
of its own. The feed keeps its newest 2,000 events while a busy day brings ten times as many, so
each row outlived the page it came in, and the pages' short-lived objects around it: Python's
small-object heap could hand little of a day's pages back, and grew by megabytes over the day.
One flat record per row, made as the page is read, lets the page's models go with the page.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from typing import Protocol

from app.api.models import BalanceEvent
from app.core.answers import FullEvent


class ShownEvent(FullEvent, Protocol):
    """An event a cashier or a manager acts on (reverse, reprint): a feed row, or the service's
    own event read for a line of the redeem history."""

    @property
    def confirmed(self) -> bool: ...


@dataclass(frozen=True, slots=True)
class FeedEvent:
    """What the feed shows, filters on and acts on of one event (a ``ShownEvent``)."""

    event_id: int
    type: str
    code: str | None
    location_id: int | None
    amount: Decimal
    currency_code: str
    starting_balance: Decimal
    balance: Decimal
    confirmed: bool
    created: datetime
    #: The order the event's voucher belongs to: an activation of an order this till sold is a sale.
    order_id: int | None = None

    @classmethod
    def of(cls, event: BalanceEvent) -> FeedEvent:
        # A type and a currency are a handful of words all day: one string each, not one a row.
        return cls(
            event.event_id,
            sys.intern(event.type),
            event.code,
            event.location_id,
            event.amount,
            sys.intern(event.currency_code),
            event.starting_balance,
            event.balance,
            event.confirmed,
            event.created,
            event.order_id,
        )
