"""What a shift report keeps of each service event: the fields it pairs, sums and words.

The api's event is about sixteen objects the cyclic collector tracks (the model, its fields, its
row, order and currencies). A busy day's 20,000 of them, held while the report is read, made and
open, were walked by every full collection on the GUI thread: 320,000 objects, up to 174 ms at
once. Kept as one flat record each, the page's models go as soon as the page is read.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal

from app.api.models import BalanceEvent


@dataclass(frozen=True, slots=True)
class ReportedEvent:
    """A service event as the report needs it (``app.core.shift_report.ReportEvent``)."""

    event_id: int
    code: str | None
    location_id: int | None
    amount: Decimal
    type: str
    created: datetime
    currency_code: str
    order_id: int | None

    @classmethod
    def of(cls, event: BalanceEvent) -> ReportedEvent:
        # Its words are a handful of values repeated over thousands of events (a type, a currency,
        # the few codes a shift moves): one copy of each, not one per event read. Held for the
        # report's life among the pages' freed objects, each copy kept a part of Python's heap the
        # till never got back.
        return cls(
            event.event_id,
            None if event.code is None else sys.intern(event.code),
            event.location_id,
            event.amount,
            sys.intern(event.type),
            event.created,
            sys.intern(event.currency_code),
            event.order_id,
        )
