"""The activity feed's table: balance events newest first, unique by event id, and its filter.

Kept apart from the feed's polling (``app.desk.feed.activity``) because it is what makes a long feed
cheap: both ends grow by appending without resetting the model, so a view keeps its scroll position
and selection through a poll and every row costs O(1); newest first is the model's own order, so
only a click on a header ever sorts in Python. A row that just arrived is highlighted for a moment.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Sequence
from decimal import Decimal
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
    QTimer,
    Signal,
)

from app.api.models import BalanceEvent
from app.core.dates import MONTH_DAY_TIME, local_moment
from app.core.feed_event import FeedEvent, ShownEvent
from app.core.i18n import QT_TRANSLATE_NOOP, translate
from app.core.masking import CodeMasks
from app.core.money import format_money
from app.core.movement import code_key
from app.core.rules import DEBIT_EVENT_TYPES
from app.desk.common.presenters import feed_type_text, signed_amount, time_text
from app.desk.common.table import SORT_ROLE, Column, code_column, code_masks, column_data

Index = QModelIndex | QPersistentModelIndex

#: True while a row is new; the view paints it with a highlight background.
HIGHLIGHT_ROLE = int(Qt.ItemDataRole.UserRole) + 2
#: The event id of a row (an int), for tests and for finding a row again.
EVENT_ID_ROLE = int(Qt.ItemDataRole.UserRole) + 3


def _minor_units(amount: Decimal) -> int:
    """A sort key Qt compares natively: amounts in hundredths, never a float."""
    return int(amount.scaleb(2).to_integral_value())


def _signed_units(event: FeedEvent) -> int:
    units = _minor_units(event.amount)
    return -units if event.type in DEBIT_EVENT_TYPES else units


def event_columns(type_text: Callable[[FeedEvent], str]) -> tuple[Column[FeedEvent], ...]:
    """The feed's columns, its Type cells worded by ``type_text`` (the model knows which activations
    are this till's sales)."""
    return (
        Column(
            QT_TRANSLATE_NOOP("Feed", "Time"),
            lambda e: local_moment(e.created, MONTH_DAY_TIME, f"{e.created.day} {e.created:%b %H:%M}"),
            sort_key=lambda e: f"{e.created:%Y-%m-%d %H:%M:%S} {e.event_id:012d}",
            tooltip=lambda e: translate("Feed", "{time} · event {event}").format(
                time=f"{time_text(e.created)}:{e.created:%S}", event=e.event_id
            ),
        ),
        # Masked: the feed lists every voucher used here today, and a code is money (app.core.masking);
        # two that end alike show as much more as tells them apart.
        code_column(QT_TRANSLATE_NOOP("Feed", "Code"), lambda e: e.code, empty="—"),
        Column(QT_TRANSLATE_NOOP("Feed", "Type"), type_text),
        Column(QT_TRANSLATE_NOOP("Feed", "Amount"), signed_amount, sort_key=_signed_units, align_right=True),
        Column(
            QT_TRANSLATE_NOOP("Feed", "Balance"),
            lambda e: format_money(e.balance, e.currency_code),
            sort_key=lambda e: _minor_units(e.balance),
            align_right=True,
        ),
        Column(
            QT_TRANSLATE_NOOP("Feed", "Confirmed"),
            lambda e: translate("Feed", "Yes") if e.confirmed else translate("Feed", "Not yet"),
            sort_key=lambda e: int(e.confirmed),
            tooltip=lambda e: (
                "" if e.confirmed else translate("Feed", "The service has not confirmed this event yet.")
            ),
        ),
    )


TIME_COLUMN = 0
CODE_COLUMN = 1
#: The newest events a feed holds as polls bring more (a page loaded by hand is kept beyond it).
HELD_EVENTS = 2000


class EventTableModel(QAbstractTableModel):
    """Balance events, newest first, unique by event id.

    Storage is two lists so that both ends grow by appending: ``_head`` holds events that arrived
    by polling (oldest of them first, so row 0 is its last item) and ``_tail`` holds the first page
    and every older page (newest first). ``_where`` maps an event id to its slot for O(1) lookups.

    Signals: ``codes_changed()`` when codes came (or all went) that may change how a code beside
    the feed is shown (``code_beside``).
    """

    codes_changed = Signal()

    def __init__(
        self,
        highlight_s: float = 4.0,
        clock: Callable[[], float] = time.monotonic,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        #: The events held that are the activations of this till's sales, told once as each came;
        #: the Type column reads the set itself, not the model, so the model holds no cycle.
        sales: set[int] = set()
        self._sales = sales
        self._columns = event_columns(lambda e: feed_type_text(e, sold=e.event_id in sales))
        #: Which of some orders this till sold (set by the wiring, from the journal): their
        #: vouchers' activations read "Sale" in the feed, as in the shift report, not "New card".
        self.sold: Callable[[Iterable[int]], set[int]] = lambda _order_ids: set()
        # Rows as ``FeedEvent``s, made as they arrive: the api's events (and their pages) are let go.
        self._head: list[FeedEvent] = []
        self._tail: list[FeedEvent] = []
        self._where: dict[int, tuple[bool, int]] = {}
        # Every code the feed showed today, dropped rows too: a code keeps its tail while a poll
        # drops the oldest rows, so a row never changes under the cashier's eyes for that.
        self._masks = CodeMasks()
        self._highlight_s = highlight_s
        self._clock = clock
        self._highlight_until: dict[int, float] = {}
        self._fade = QTimer(self)
        self._fade.setSingleShot(True)
        self._fade.timeout.connect(self._end_highlights)

    # -- reading --------------------------------------------------------------------------------

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's own default
        return 0 if parent.isValid() else len(self._head) + len(self._tail)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._columns)

    def event_at_row(self, row: int) -> FeedEvent:
        head = len(self._head)
        return self._head[head - 1 - row] if row < head else self._tail[row - head]

    def holds(self, event_id: int) -> bool:
        return event_id in self._where

    def holds_another(self, event: BalanceEvent) -> bool:
        """Whether a row carries ``event``'s id for an event of another time (a service restored
        from a backup hands its ids out again)."""
        row = self.row_of(event.event_id)
        return row is not None and self.event_at_row(row).created != event.created

    def row_of(self, event_id: int) -> int | None:
        slot = self._where.get(event_id)
        if slot is None:
            return None
        in_head, position = slot
        return len(self._head) - 1 - position if in_head else len(self._head) + position

    def is_highlighted(self, event_id: int) -> bool:
        until = self._highlight_until.get(event_id)
        return until is not None and self._clock() < until

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < self.rowCount():
            return None
        event = self.event_at_row(index.row())
        if role == HIGHLIGHT_ROLE:
            return self.is_highlighted(event.event_id)
        if role == EVENT_ID_ROLE:
            return event.event_id
        return column_data(self._columns[index.column()], event, role, self._masks)

    def type_text(self, event: FeedEvent) -> str:
        """What the row's Type cell says: "Sale" for the activation of a voucher this till sold."""
        return feed_type_text(event, sold=event.event_id in self._sales)

    def shown_code(self, event: ShownEvent) -> str:
        """The code of ``event`` as its row shows it."""
        return self._masks.mask(event.code) if event.code else "—"

    def code_beside(self, code: str) -> str:
        """``code`` as the feed would show it among its rows' codes (``CodeMasks.beside``): how a
        line beside the feed names a voucher, so both read the same tail for it."""
        return self._masks.beside(code)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal and 0 <= section < len(self._columns):
            return translate("Feed", self._columns[section].header)
        if orientation == Qt.Orientation.Vertical and 0 <= section < self.rowCount():
            return str(section + 1)
        return None

    # -- growing --------------------------------------------------------------------------------

    def add_newer(self, events: Sequence[BalanceEvent], *, highlight: bool = True) -> int:
        """Put events that just happened at the top (highlighted for a moment); returns how many were new."""
        fresh = _unique_new(events, self._where)
        if not fresh:
            return 0
        held = self.rowCount()
        fresh.sort(key=lambda e: (e.created, e.event_id))
        self._note_sales(fresh)
        self.beginInsertRows(QModelIndex(), 0, len(fresh) - 1)
        for event in fresh:
            self._where[event.event_id] = (True, len(self._head))
            self._head.append(event)
        self.endInsertRows()
        self._add_codes(fresh)
        self._drop_oldest(max(HELD_EVENTS, held))
        if highlight:
            until = self._clock() + self._highlight_s
            for event in fresh:
                self._highlight_until[event.event_id] = until
            self._fade.start(int(self._highlight_s * 1000) + 50)
        return len(fresh)

    def add_older(self, events: Sequence[BalanceEvent]) -> int:
        """Append a page (newest first) below what is held; returns how many were new."""
        fresh = _unique_new(events, self._where)
        if not fresh:
            return 0
        first = self.rowCount()
        self._note_sales(fresh)
        self.beginInsertRows(QModelIndex(), first, first + len(fresh) - 1)
        for event in fresh:
            self._where[event.event_id] = (False, len(self._tail))
            self._tail.append(event)
        self.endInsertRows()
        self._add_codes(fresh)
        return len(fresh)

    def _note_sales(self, events: Sequence[FeedEvent]) -> None:
        """Which of ``events`` activate vouchers this till sold, asked once per event as it comes
        (before its row is painted), never at each paint."""
        activations = [e for e in events if e.type == "Activation" and e.order_id is not None]
        if not activations:
            return
        sold = self.sold(e.order_id for e in activations if e.order_id is not None)
        self._sales.update(e.event_id for e in activations if e.order_id in sold)

    def _add_codes(self, events: Sequence[FeedEvent]) -> None:
        """A code that looks like one shown lengthens both tails: the code column is shown again."""
        if code_masks(self._columns, events, self._masks) and self.rowCount():
            last = self.rowCount() - 1
            self.dataChanged.emit(self.index(0, CODE_COLUMN), self.index(last, CODE_COLUMN))
        self.codes_changed.emit()

    def _drop_oldest(self, keep: int) -> None:
        """Forget the oldest rows past ``keep``: a till polling all day holds a bounded feed
        ("Load older" reads the service again for what was dropped)."""
        excess = self.rowCount() - keep
        if excess <= 0:
            return
        self.beginRemoveRows(QModelIndex(), keep, keep + excess - 1)
        from_tail = min(excess, len(self._tail))
        for event in self._tail[len(self._tail) - from_tail :]:
            del self._where[event.event_id]
            self._highlight_until.pop(event.event_id, None)
            self._sales.discard(event.event_id)
        del self._tail[len(self._tail) - from_tail :]
        from_head = excess - from_tail
        if from_head:
            for event in self._head[:from_head]:
                del self._where[event.event_id]
                self._highlight_until.pop(event.event_id, None)
                self._sales.discard(event.event_id)
            del self._head[:from_head]
            for position, event in enumerate(self._head):
                self._where[event.event_id] = (True, position)
        self.endRemoveRows()

    def clear(self) -> None:
        """No events: the feed is read afresh."""
        self.beginResetModel()
        self._head, self._tail, self._where = [], [], {}
        self._masks = CodeMasks()
        self._highlight_until.clear()
        self._sales.clear()
        self.endResetModel()
        self.codes_changed.emit()

    def stop_highlights(self) -> None:
        """Stop the fade timer on this thread; Qt refuses to stop it from wherever the GC runs later."""
        self._fade.stop()
        self._highlight_until.clear()

    def _end_highlights(self) -> None:
        now = self._clock()
        ended = [event_id for event_id, until in self._highlight_until.items() if until <= now]
        for event_id in ended:
            del self._highlight_until[event_id]
            row = self.row_of(event_id)
            if row is not None:
                left, right = self.index(row, 0), self.index(row, self.columnCount() - 1)
                self.dataChanged.emit(left, right, [HIGHLIGHT_ROLE])
        if self._highlight_until:
            remaining = min(self._highlight_until.values()) - now
            self._fade.start(max(50, int(remaining * 1000) + 50))


def _unique_new(events: Sequence[BalanceEvent], held: dict[int, tuple[bool, int]]) -> list[FeedEvent]:
    seen: set[int] = set()
    fresh: list[FeedEvent] = []
    for event in events:
        if event.event_id in held or event.event_id in seen:
            continue
        seen.add(event.event_id)
        fresh.append(FeedEvent.of(event))
    return fresh


_HAS_FILTER_CHANGE = hasattr(QSortFilterProxyModel, "endFilterChange")


class EventFilterProxy(QSortFilterProxyModel):
    """Sorts by each column's own key and keeps rows whose code or type contains the filter text."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setSortRole(SORT_ROLE)
        self.setDynamicSortFilter(True)
        self._needle = ""
        self._whole = ""

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Newest first is the model's own order: no comparisons, so 10,000 rows cost nothing.

        Any other order is a real sort, which calls back into Python per comparison; it is only
        ever asked for by a click on a header.
        """
        if column == TIME_COLUMN and order == Qt.SortOrder.DescendingOrder:
            # Unsorted (-1) must be asked for in ascending order: a descending -1 reverses new rows.
            super().sort(-1, Qt.SortOrder.AscendingOrder)
            return
        super().sort(column, order)

    def set_filter_text(self, text: str) -> None:
        """Qt 6.10 replaced ``invalidateRowsFilter`` (deprecated there) with ``begin/endFilterChange``;
        the Windows build runs Qt 6.8 (see ``packaging/``), so both must work."""
        if _HAS_FILTER_CHANGE:
            self.beginFilterChange()
            self._take(text)
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)
            return
        self._take(text)
        self.invalidateRowsFilter()

    def _take(self, text: str) -> None:
        self._needle = text.strip().casefold()
        # A whole code as a scanner or a person may write it (SPA50-PART, spa50 part): compared as
        # the counter compares codes, letters and digits alone.
        self._whole = code_key(text)

    @property
    def filtering(self) -> bool:
        """Some filter text is typed (the rows shown may then be none)."""
        return bool(self._needle)

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:
        needle = self._needle
        if not needle:
            return True
        model = self.sourceModel()
        if not isinstance(model, EventTableModel):
            return True
        event = model.event_at_row(source_row)
        # What the row shows, or the whole code typed whole: a part of the hidden characters
        # matched would read a masked code back one character at a time, while a
        # whole code only says what looking it up at the counter would.
        if event.code and self._whole and self._whole == code_key(event.code):
            return True
        return needle in f"{model.shown_code(event)} {model.type_text(event)}".casefold()
