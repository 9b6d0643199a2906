"""The location's balance events as they happen: a feed polled from the service, older pages on demand.

The service records only the location of an event, so the feed is everything that happened at this
desk, whoever did it (this till, another till, the website). New events arrive at the top by
polling ``created >= newest held``; older pages are appended at the bottom. Both ends grow without
resetting the model, so a view keeps its scroll position and selection through a poll, and every
row costs O(1) however long the list grows.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable, Sequence
from datetime import datetime
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

from app.api.errors import ApiError, ConnectFailed, RateLimited, ServiceError, Timeout, Unauthorized
from app.api.models import BalanceEvent
from app.api.poller import EventPoller
from app.api.query import is_last_page
from app.core.errors import describe
from app.core.money import format_money
from app.core.notice import CLEAR, Kind, Notice
from app.core.rules import DEBIT_EVENT_TYPES, is_event_reversible
from app.core.tasks import TaskSlots
from app.viewmodels.connection import ConnectionViewModel, Link
from app.viewmodels.ports import EventReads
from app.viewmodels.presenters import feed_type_text, signed_amount, time_text
from app.viewmodels.table import SORT_ROLE, Column, column_data

log = logging.getLogger(__name__)

Index = QModelIndex | QPersistentModelIndex

#: True while a row is new; the view paints it with a highlight background.
HIGHLIGHT_ROLE = int(Qt.ItemDataRole.UserRole) + 2
#: The event id of a row (an int), for tests and for finding a row again.
EVENT_ID_ROLE = int(Qt.ItemDataRole.UserRole) + 3


def _minor_units(amount: Decimal) -> int:
    """A sort key Qt compares natively: amounts in hundredths, never a float."""
    return int(amount.scaleb(2).to_integral_value())


def _signed_units(event: BalanceEvent) -> int:
    units = _minor_units(event.amount)
    return -units if event.type in DEBIT_EVENT_TYPES else units


EVENT_COLUMNS: tuple[Column[BalanceEvent], ...] = (
    Column(
        "Time",
        lambda e: f"{e.created.day} {e.created:%b %H:%M}",
        sort_key=lambda e: f"{e.created:%Y-%m-%d %H:%M:%S} {e.event_id:012d}",
        tooltip=lambda e: f"{time_text(e.created)}:{e.created:%S} · event {e.event_id}",
    ),
    Column("Code", lambda e: e.code or "—"),
    Column("Type", feed_type_text),
    Column("Amount", signed_amount, sort_key=_signed_units, align_right=True),
    Column(
        "Balance",
        lambda e: format_money(e.balance, e.currency_code),
        sort_key=lambda e: _minor_units(e.balance),
        align_right=True,
    ),
    Column(
        "Confirmed",
        lambda e: "Yes" if e.confirmed else "Not yet",
        sort_key=lambda e: int(e.confirmed),
        tooltip=lambda e: "" if e.confirmed else "The service has not confirmed this event yet.",
    ),
)
TIME_COLUMN = 0


class EventTableModel(QAbstractTableModel):
    """Balance events, newest first, unique by event id.

    Storage is two lists so that both ends grow by appending: ``_head`` holds events that arrived
    by polling (oldest of them first, so row 0 is its last item) and ``_tail`` holds the first page
    and every older page (newest first). ``_where`` maps an event id to its slot for O(1) lookups.
    """

    def __init__(
        self,
        highlight_s: float = 4.0,
        clock: Callable[[], float] = time.monotonic,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._columns = EVENT_COLUMNS
        self._head: list[BalanceEvent] = []
        self._tail: list[BalanceEvent] = []
        self._where: dict[int, tuple[bool, int]] = {}
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

    def event_at_row(self, row: int) -> BalanceEvent:
        head = len(self._head)
        return self._head[head - 1 - row] if row < head else self._tail[row - head]

    def holds(self, event_id: int) -> bool:
        return event_id in self._where

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
        return column_data(self._columns[index.column()], event, role)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal and 0 <= section < len(self._columns):
            return self._columns[section].header
        if orientation == Qt.Orientation.Vertical and 0 <= section < self.rowCount():
            return str(section + 1)
        return None

    # -- growing --------------------------------------------------------------------------------

    def add_newer(self, events: Sequence[BalanceEvent], *, highlight: bool = True) -> int:
        """Put events that just happened at the top (highlighted for a moment); returns how many were new."""
        fresh = _unique_new(events, self._where)
        if not fresh:
            return 0
        fresh.sort(key=lambda e: (e.created, e.event_id))
        self.beginInsertRows(QModelIndex(), 0, len(fresh) - 1)
        for event in fresh:
            self._where[event.event_id] = (True, len(self._head))
            self._head.append(event)
        self.endInsertRows()
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
        self.beginInsertRows(QModelIndex(), first, first + len(fresh) - 1)
        for event in fresh:
            self._where[event.event_id] = (False, len(self._tail))
            self._tail.append(event)
        self.endInsertRows()
        return len(fresh)

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


def _unique_new(events: Sequence[BalanceEvent], held: dict[int, tuple[bool, int]]) -> list[BalanceEvent]:
    seen: set[int] = set()
    fresh: list[BalanceEvent] = []
    for event in events:
        if event.event_id in held or event.event_id in seen:
            continue
        seen.add(event.event_id)
        fresh.append(event)
    return fresh


_HAS_FILTER_CHANGE = hasattr(QSortFilterProxyModel, "endFilterChange")


class EventFilterProxy(QSortFilterProxyModel):
    """Sorts by each column's own key and keeps rows whose code or type contains the filter text."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setSortRole(SORT_ROLE)
        self.setDynamicSortFilter(True)
        self._needle = ""

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
            self._needle = text.strip().casefold()
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)
            return
        self._needle = text.strip().casefold()
        self.invalidateRowsFilter()

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:
        needle = self._needle
        if not needle:
            return True
        model = self.sourceModel()
        if not isinstance(model, EventTableModel):
            return True
        event = model.event_at_row(source_row)
        haystack = f"{event.code or ''} {feed_type_text(event)}".casefold()
        return needle in haystack


class ActivityViewModel(QObject):
    """The activity feed of this location.

    Signals:
        heard(str): "Last heard from the service 14:02:07", after every successful read.
        older_state(bool can_load, str text): whether "Load older" can fetch more, and its label.
        notice(Notice): a problem reading the feed, or CLEAR once it reads again.
        arrived(int count): ``count`` new events came in at the top.
        seen(list[BalanceEvent]): the events of the first page, then those each poll brought.
    """

    heard = Signal(str)
    older_state = Signal(bool, str)
    notice = Signal(object)
    arrived = Signal(int)
    seen = Signal(object)

    def __init__(
        self,
        client: EventReads,
        tasks: TaskSlots,
        connection: ConnectionViewModel,
        location_id: int,
        poll_interval_s: float,
        *,
        highlight_s: float = 4.0,
        clock: Callable[[], datetime] = datetime.now,
        clock_text: Callable[[datetime, str], str] = format,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._time_text = clock_text
        self._client = client
        self._tasks = tasks
        self._connection = connection
        self.location_id = location_id
        self.poll_interval_s = poll_interval_s
        self._clock = clock
        self._poller = EventPoller(client, location_id)
        self._lock = asyncio.Lock()
        self._started = False
        self._next_page = 2
        self._more = True
        self.last_heard: datetime | None = None
        #: Why a reverse the type allows is still known to be refused (this till reversed the event,
        #: or a manager's check found it reversed); composition sets it, "" when nothing is known.
        self.reverse_blocker: Callable[[BalanceEvent], str] = _nothing_known
        self.model = EventTableModel(highlight_s, parent=self)
        self.proxy = EventFilterProxy(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.sort(TIME_COLUMN, Qt.SortOrder.DescendingOrder)

    @property
    def heard_text(self) -> str:
        if self.last_heard is None:
            return "Not heard from the service yet"
        return f"Last heard from the service {self._time_text(self.last_heard, '%H:%M:%S')}"

    @property
    def polling(self) -> bool:
        return self._tasks.running("activity")

    def start(self) -> None:
        """Read the newest page, then poll every ``poll_interval_s``; calling it again does nothing."""
        if self._started:
            return
        self._started = True
        self._tasks.start("activity", self._run())

    def stop(self) -> None:
        self._started = False
        self._tasks.cancel("activity")

    def close(self) -> None:
        """Stop polling and every timer; the till calls this as it closes, on the GUI thread."""
        self.stop()
        self.model.stop_highlights()

    def poll_now(self) -> None:
        """Fetch what is new at once (after this till moved money), without waiting for the timer."""
        if self._started and not self._tasks.running("activity-now"):
            self._tasks.start("activity-now", self._poll())

    def load_older(self) -> None:
        if self._more and not self._tasks.running("activity-older"):
            self.older_state.emit(False, "Loading…")
            self._tasks.start("activity-older", self._load_older())

    def event_at(self, proxy_row: int) -> BalanceEvent | None:
        """The event behind a row of the view (which shows the proxy)."""
        source = self.proxy.mapToSource(self.proxy.index(proxy_row, 0))
        return self.model.event_at_row(source.row()) if source.isValid() else None

    def reversible(self, event: BalanceEvent) -> tuple[bool, str]:
        """Whether to offer Reverse for an event, and the reason to show when not."""
        allowed, why = is_event_reversible(event.type, event.confirmed)
        known = self.reverse_blocker(event) if allowed else ""
        return (False, known) if known else (allowed, why)

    def set_filter(self, text: str) -> None:
        self.proxy.set_filter_text(text)

    async def _run(self) -> None:
        primed = False
        while True:
            if not primed:
                primed = await self._first_page()
            elif self._connection.state is not Link.OFFLINE:
                # Offline, the connection's own probe finds the service again; polling then resumes.
                await self._poll()
            await asyncio.sleep(self.poll_interval_s)

    async def _first_page(self) -> bool:
        async with self._lock:
            try:
                page = await self._client.balance_events(
                    page=1, location_id=self.location_id, skip_unreadable=True
                )
            except ApiError as exc:
                self._failed(exc)
                return False
            self._poller.prime(page)
            self.model.add_older(page)
            self._more = not is_last_page(page.received)
            self._heard(page.skipped)
            self.older_state.emit(self._more, self._older_label())
            self.seen.emit(list(page))
            return True

    async def _poll(self) -> None:
        async with self._lock:
            try:
                fresh = await self._poller.poll()
            except ApiError as exc:
                self._failed(exc)
                return
            self._heard(self._poller.skipped)
            added = self.model.add_newer(fresh)
            if added:
                self.arrived.emit(added)
            if fresh:
                self.seen.emit(fresh)

    async def _load_older(self) -> None:
        try:
            page = await self._client.balance_events(
                page=self._next_page, location_id=self.location_id, skip_unreadable=True
            )
        except ApiError as exc:
            self._failed(exc)
            self.older_state.emit(True, self._older_label())
            return
        self._heard(page.skipped)
        self._next_page += 1
        self.model.add_older(page)
        self._more = not is_last_page(page.received)
        self.older_state.emit(self._more, self._older_label())

    def _older_label(self) -> str:
        return "Load older" if self._more else "No older events"

    def _heard(self, skipped: Sequence[str] = ()) -> None:
        """The service answered; events it sent that the till cannot read are named, not fatal."""
        self.last_heard = self._clock()
        self._connection.report_success()
        self._connection.report_part(FEED, None)
        if skipped:
            which = ", ".join(skipped[:5]) + (", …" if len(skipped) > 5 else "")
            self.notice.emit(
                Notice(
                    "The activity list could not be updated. The voucher service sent "
                    f"{'an event' if len(skipped) == 1 else f'{len(skipped)} events'} the till cannot "
                    f"read (event {which}); the other events are shown."
                )
            )
        else:
            self.notice.emit(CLEAR)
        self.heard.emit(self.heard_text)

    def _failed(self, exc: ApiError) -> None:
        """The feed could not be read: it says plainly since when it is not up to date.

        The line is calm (the connection banner, when the whole service is away, is the loud one)
        and carries no ``reach``, so it stays in the feed until a poll succeeds, also while the rest
        of the service answers and the top bar says "Online · activity not updating".
        """
        log.info("Activity feed: %s", exc.details)
        shown = describe(exc, subject="event")
        if shown is None:
            return
        self._connection.report_part(FEED, shown)
        if not shown.about_connection:
            text = f"The activity list could not be updated. {shown.text}"
            self.notice.emit(Notice(text, shown.details, shown.kind, shown.reach))
            return
        since = f"since {self._time_text(self.last_heard, '%H:%M')}" if self.last_heard is not None else "yet"
        why = _STALE_BECAUSE.get(type(exc), "the service is not answering")
        self.notice.emit(
            Notice(f"Activity not updated {since} — {why}. The till keeps trying.", shown.details, Kind.INFO)
        )


#: The feed's name in the top bar ("Online · activity not updating").
FEED = "activity"
#: Why the feed is not up to date, in till words, by what went wrong.
_STALE_BECAUSE: dict[type[ApiError], str] = {
    Timeout: "the service is not answering",
    ConnectFailed: "the till cannot reach the service",
    ServiceError: "the service is having trouble",
    RateLimited: "the service is busy",
    Unauthorized: "the service refused the till's API key",
}


def _nothing_known(_event: BalanceEvent) -> str:
    return ""
