"""How Find gets through a lot at once without holding the till's window: a page of thousands of
orders (a service that ignores paging) is matched and written down a slice at a time, and a repeat
search shows every match the index holds, a slice at a time, with the Qt loop painting in between.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Callable, Sequence
from datetime import datetime
from typing import TypeVar

from app.core.i18n import translate
from app.desk.find._ports import OrderIndexStore
from app.store.db import StorageError
from app.store.order_index import IndexedOrder

log = logging.getLogger(__name__)
T = TypeVar("T")

#: Orders matched, written or shown between two turns of the Qt loop (a few milliseconds' work).
SLICE = 200


async def in_slices(items: Sequence[T]) -> AsyncIterator[Sequence[T]]:
    """``items`` a slice at a time, the loop free to paint and take keys between two slices."""
    for start in range(0, len(items), SLICE):
        if start:
            await asyncio.sleep(0)
        yield items[start : start + SLICE]


async def every_match(
    index: OrderIndexStore, query: str, since: datetime, add: Callable[[list[IndexedOrder]], None]
) -> bool:
    """Every match the index holds since ``since``, newest first: a repeat search shows what the first
    found, not only the newest slice. False when the index could not be read: the search must then
    read the whole window from the service (what was shown stays)."""
    offset = 0
    while True:
        try:
            found = index.search(query, since, SLICE, offset)
        except StorageError as exc:
            log.warning("Find could not read its order index, reading the service instead: %s", exc.problem)
            return False
        add(found)
        if len(found) < SLICE:
            return True
        offset += SLICE
        await asyncio.sleep(0)


def unreadable_text(count: int) -> str:
    """What a search says of orders it had to leave out ("" when none): it searched all but these."""
    if not count:
        return ""
    return translate("Find", ", %n order(s) could not be read", None, count)
