"""The redeem-history lines of the orders read lately, kept as they were decoded.

The service sends a row's whole history with every read of its order's rows: a card used every day
has hundreds of lines, and each lookup of it read every one through the models' checks again, a
little longer with each line the day added. A line that comes again exactly as it came the last
time (the same fields, each with the same value of the same type) is taken as decoded then; a new
line, or one the service changed (a redemption reversed since), is decoded and checked as any is.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence
from decimal import Decimal
from typing import Any

from app.api.models import OrderRow, RedeemHistoryEntry

#: The orders whose rows' lines are kept: the few a desk has looked up last.
KEPT_ORDERS = 8
#: The field of a row that holds its history, as the service names it.
HISTORY = "redeemHistory"
#: The values a line kept may hold: a line with a nested value is decoded at every read.
_PLAIN = (str, int, bool, Decimal, type(None))

#: One row's lines as they came, each with the entry it was decoded to (None: not kept).
_Kept = list[tuple[dict[str, Any], RedeemHistoryEntry] | None]


class KnownHistory:
    """The history lines of the orders read last, by order id and row position."""

    def __init__(self) -> None:
        self._orders: OrderedDict[int, list[_Kept]] = OrderedDict()

    def reuse(self, order_id: int, rows: Any) -> Any:
        """``rows`` as read, with each line that came at the last read of this order, in the same
        place and form, replaced by its entry; ``rows`` itself is left as it is."""
        kept = self._orders.get(order_id)
        if kept is None or not isinstance(rows, list):
            return rows
        return [_reused(row, kept[index]) if index < len(kept) else row for index, row in enumerate(rows)]

    def keep(self, order_id: int, rows: Any, decoded: Sequence[OrderRow]) -> None:
        """The rows as read (``rows``, before ``reuse``) and as decoded, for the next read."""
        if not isinstance(rows, list) or len(rows) != len(decoded):
            self._orders.pop(order_id, None)
            return
        before = self._orders.get(order_id, [])
        self._orders[order_id] = [
            _kept(row, done.redeem_history, before[index] if index < len(before) else [])
            for index, (row, done) in enumerate(zip(rows, decoded, strict=True))
        ]
        self._orders.move_to_end(order_id)
        while len(self._orders) > KEPT_ORDERS:
            self._orders.popitem(last=False)


def _lines(row: Any) -> list[Any] | None:
    lines = row.get(HISTORY) if isinstance(row, dict) else None
    return lines if isinstance(lines, list) else None


def _reused(row: Any, kept: _Kept) -> Any:
    lines = _lines(row)
    if lines is None or not kept:
        return row
    reused: list[Any] = []
    for index, line in enumerate(lines):
        before = kept[index] if index < len(kept) else None
        reused.append(before[1] if before is not None and _same(line, before[0]) else line)
    return {**row, HISTORY: reused}


def _kept(row: Any, entries: Sequence[RedeemHistoryEntry], before: _Kept) -> _Kept:
    """Each line of ``row`` with its entry; a line taken as it was (its entry the one kept) stays
    as kept, without being looked through again."""
    lines = _lines(row)
    if lines is None or len(lines) != len(entries):
        return []
    kept: _Kept = []
    for index, (line, entry) in enumerate(zip(lines, entries, strict=True)):
        was = before[index] if index < len(before) else None
        if was is not None and was[1] is entry:
            kept.append(was)
        elif isinstance(line, dict) and all(type(value) in _PLAIN for value in line.values()):
            kept.append((line, entry))
        else:
            kept.append(None)
    return kept


def _same(line: Any, before: dict[str, Any]) -> bool:
    """The same fields with the same values, each of the same type: ``1`` is not ``true`` and
    ``0.10`` not ``0.1`` here, though Python calls them equal."""
    if type(line) is not dict or line != before:
        return False
    for name, value in line.items():
        was = before[name]
        if type(value) is not type(was) or (type(value) is Decimal and value.as_tuple() != was.as_tuple()):
            return False
    return True
