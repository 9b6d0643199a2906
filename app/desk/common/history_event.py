"""The balance event behind a line of a voucher's redeem history, which the reverse and the slip of
a past redemption both need.

A history line carries only its event's id and time, and the service has no read of one event:
it lists events by time, so the event is looked for among the events of that second.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from app.api.client import VoucherClient
from app.api.models import BalanceEvent
from app.api.query import Op


async def event_of_line(client: VoucherClient, event_id: int, when: datetime) -> BalanceEvent | None:
    """The event ``event_id`` of a history line written at ``when``, or None when the service lists
    no such event then; ``ApiError`` when the events cannot be read."""
    created = [(Op.GTE, when - timedelta(seconds=1)), (Op.LTE, when + timedelta(seconds=1))]
    async for page in client.iter_balance_event_pages(created=created):
        for event in page:
            if event.event_id == event_id:
                return event
    return None
