"""The redeem-history lines of the orders read lately, kept as they were read and decoded.

The service sends a row's whole history with every read of its order's rows: a card used every day
has hundreds of lines, and each lookup of it read every one again, a little longer with each line
the day added. So the rows' answer is read by a :class:`Reading`: a history line whose text is, to
the character, the text of a line the last read of this order had is taken as read and decoded
then, without being looked through again; a new line, or one the service changed (a redemption
reversed since, a value written in another form), is read and checked as any is. The service lists
the lines oldest first, so the last read's lines usually come again as one piece of text followed
by the new ones: one comparison of that piece takes them all.

Only the text is compared, so nothing is taken on trust: the same text reads to the same values of
the same types, and would meet the same refusal (a key given twice with two values, an amount with
a third decimal), as it did the first time. Everything else in the answer is read as
``app.api.decode.parse_json`` reads any answer.
"""

from __future__ import annotations

import json
import re
from collections import OrderedDict
from collections.abc import Sequence
from typing import Any, NamedTuple

from app.api.decode import json_reader, object_of_pairs
from app.api.models import OrderRow, RedeemHistoryEntry

#: The orders whose rows' lines are kept: the few a desk has looked up last.
KEPT_ORDERS = 8
#: The field of a row that holds its history, as the service names it.
HISTORY = "redeemHistory"
#: How deep the rows' answer is walked to find the rows' histories: a list of rows, or an object
#: keyed by row id, or either in a ``data`` envelope; anything deeper is read in one go.
_WALKED = 3

#: What JSON counts as space between its tokens.
_SPACE = re.compile(r"[ \t\n\r]*")


class _Lines(NamedTuple):
    """One history list as it came: each line's text (None for a line that is not an object: only
    an object ends where its text ends, so only an object is taken as read) and the line read from
    it; ``whole`` is the text from the first line to the last when every line is an object."""

    texts: list[str | None]
    lines: list[Any]
    whole: str | None


class _Order(NamedTuple):
    """What one order's last read left: its history lists in the order the answer gave them, and
    the entry each line was decoded to, by the line's identity (the line held with it)."""

    histories: list[_Lines]
    entries: dict[int, tuple[Any, RedeemHistoryEntry]]


_NOTHING = _Lines([], [], None)


class KnownHistory:
    """The history lines of the orders read last, by order id."""

    def __init__(self) -> None:
        self._orders: OrderedDict[int, _Order] = OrderedDict()

    def reading(self, order_id: int) -> Reading:
        """A reader of one answer of ``order_id``'s rows, with what its last read left."""
        return Reading(self, order_id, self._orders.get(order_id))

    def _keep(self, order_id: int, order: _Order) -> None:
        self._orders[order_id] = order
        self._orders.move_to_end(order_id)
        while len(self._orders) > KEPT_ORDERS:
            self._orders.popitem(last=False)


class Reading:
    """One answer of an order's rows: :meth:`parse` its text, :meth:`reuse` the lines read before
    it is decoded, and :meth:`keep` what it was decoded to, for the next read."""

    def __init__(self, known: KnownHistory, order_id: int, before: _Order | None) -> None:
        self._known = known
        self._order_id = order_id
        self._before = before
        self._histories: list[_Lines] = []
        self._read = json_reader()

    def parse(self, text: str) -> Any:
        """The answer's text as JSON, read as ``json.loads`` with the till's settings reads it."""
        self._histories = []
        value, end = self._value(text, _skip(text, 0), _WALKED)
        end = _skip(text, end)
        if end != len(text):
            raise json.JSONDecodeError("Extra data", text, end)
        return value

    def reuse(self, rows: Any) -> Any:
        """``rows`` as read, each line taken as read before replaced by the entry it was decoded to
        then; ``rows`` itself is left as it is."""
        entries = self._before.entries if self._before is not None else None
        if not entries or not isinstance(rows, list):
            return rows
        return [_reused(row, entries) for row in rows]

    def keep(self, rows: Any, decoded: Sequence[OrderRow]) -> None:
        """The rows as read (``rows``, before :meth:`reuse`) and as decoded, for the next read."""
        entries: dict[int, tuple[Any, RedeemHistoryEntry]] = {}
        if isinstance(rows, list) and len(rows) == len(decoded):
            for row, done in zip(rows, decoded, strict=True):
                lines = _lines(row)
                if lines is not None and len(lines) == len(done.redeem_history):
                    entries.update(
                        (id(line), (line, entry))
                        for line, entry in zip(lines, done.redeem_history, strict=True)
                        if type(line) is dict
                    )
        self._known._keep(self._order_id, _Order(self._histories, entries))

    # -- reading the text ------------------------------------------------------------------------

    def _value(self, text: str, at: int, depth: int) -> tuple[Any, int]:
        """The value at ``at``: an object or a list this shallow is walked (a row's history may be
        in it); anything else, or deeper, is read in one go."""
        char = text[at : at + 1]
        if depth and char == "{":
            return self._object(text, at + 1, depth - 1)
        if depth and char == "[":
            return self._list(text, at + 1, depth - 1)
        return self._read(text, at)

    def _object(self, text: str, at: int, depth: int) -> tuple[Any, int]:
        """An object, from just after its ``{``; its pairs go through ``object_of_pairs`` as every
        object of an answer does."""
        pairs: list[tuple[str, Any]] = []
        at = _skip(text, at)
        closed = text[at : at + 1] == "}"
        if closed:
            at += 1
        while not closed:
            if text[at : at + 1] != '"':
                raise json.JSONDecodeError("Expecting property name enclosed in double quotes", text, at)
            key, at = self._read(text, at)
            at = _skip(text, at)
            if text[at : at + 1] != ":":
                raise json.JSONDecodeError("Expecting ':' delimiter", text, at)
            at = _skip(text, at + 1)
            if key == HISTORY and text[at : at + 1] == "[":
                value, at = self._history(text, at + 1)
            else:
                value, at = self._value(text, at, depth)
            pairs.append((key, value))
            closed, at = _next(text, at, "}")
        return object_of_pairs(pairs), at

    def _list(self, text: str, at: int, depth: int) -> tuple[list[Any], int]:
        values: list[Any] = []
        at = _skip(text, at)
        closed = text[at : at + 1] == "]"
        if closed:
            at += 1
        while not closed:
            value, at = self._value(text, at, depth)
            values.append(value)
            closed, at = _next(text, at, "]")
        return values, at

    def _history(self, text: str, at: int) -> tuple[list[Any], int]:
        """A history list, from just after its ``[``: the last read's lines all at once when they
        come again as one piece, else each line the last read had taken as read then."""
        before = self._last_history()
        texts: list[str | None] = []
        lines: list[Any] = []
        start = end = at = _skip(text, at)
        closed = text[at : at + 1] == "]"
        if closed:
            at += 1
        # The line of the last read the next line may be.
        known = 0
        if not closed and before.whole is not None and text.startswith(before.whole, at):
            texts.extend(before.texts)
            lines.extend(before.lines)
            known, end = len(lines), at + len(before.whole)
            closed, at = _next(text, end, "]")
        while not closed:
            known, end = self._line(text, at, before, known, texts, lines)
            closed, at = _next(text, end, "]")
        whole = text[start:end] if texts and None not in texts else None
        self._histories.append(_Lines(texts, lines, whole))
        return lines, at

    def _line(
        self, text: str, at: int, before: _Lines, known: int, texts: list[str | None], lines: list[Any]
    ) -> tuple[int, int]:
        """The line at ``at``, added to ``texts`` and ``lines``; the last read's line ``known`` or
        the one after it (the one before was changed in place) when it comes again; the place of
        the last read's line the next one may be, and where this one ends."""
        for place in (known, known + 1):
            line_text = before.texts[place] if place < len(before.texts) else None
            if line_text is not None and text.startswith(line_text, at):
                texts.append(line_text)
                lines.append(before.lines[place])
                return place + 1, at + len(line_text)
        value, end = self._read(text, at)
        texts.append(text[at:end] if type(value) is dict else None)
        lines.append(value)
        return known, end

    def _last_history(self) -> _Lines:
        """The last read's history list in the place of the one about to be read."""
        histories = self._before.histories if self._before is not None else []
        place = len(self._histories)
        return histories[place] if place < len(histories) else _NOTHING


def _skip(text: str, at: int) -> int:
    """Past the space at ``at``, if there is any."""
    space = _SPACE.match(text, at)
    return space.end() if space is not None else at


def _next(text: str, at: int, closing: str) -> tuple[bool, int]:
    """After a value of a list or an object: whether it closed there, and where what follows starts."""
    at = _skip(text, at)
    char = text[at : at + 1]
    if char == closing:
        return True, at + 1
    if char != ",":
        raise json.JSONDecodeError("Expecting ',' delimiter", text, at)
    return False, _skip(text, at + 1)


def _lines(row: Any) -> list[Any] | None:
    lines = row.get(HISTORY) if isinstance(row, dict) else None
    return lines if isinstance(lines, list) else None


def _reused(row: Any, entries: dict[int, tuple[Any, RedeemHistoryEntry]]) -> Any:
    lines = _lines(row)
    if not lines:
        return row
    reused = [
        kept[1] if (kept := entries.get(id(line))) is not None and kept[0] is line else line for line in lines
    ]
    return {**row, HISTORY: reused}
