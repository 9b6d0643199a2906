"""An order this till corrected (``app.desk.manager.order_correction``) is found by its new name and
e-mail at the next search: its row in Find's index is rewritten with what the service read back.

Without it the index would go on showing, and matching, the old purchaser for as long as it keeps
the order: it reads again only orders created since its newest, never orders changed since.
"""

from __future__ import annotations

import logging

from app.desk.common.opened_later import OpenedLater
from app.desk.find._ports import OrderIndexStore
from app.store.db import StorageError

log = logging.getLogger(__name__)


async def rewrite_corrected(
    opened: OpenedLater[OrderIndexStore], order_id: int, values: dict[str, str]
) -> None:
    """Rewrite the order's row (if the index holds it); a failure costs a stale row, logged."""
    try:
        (await opened.get()).correct(order_id, values)
    except StorageError as exc:
        log.warning("Find could not rewrite the corrected order in its index: %s", exc.problem)
