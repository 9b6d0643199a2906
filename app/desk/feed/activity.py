"""The location's balance events as they happen: a feed polled from the service, older pages on demand.

The service records only the location of an event, so the feed is everything that happened at this
desk, whoever did it (this till, another till, the website). New events arrive at the top by
polling ``created >= newest held``; older pages are appended at the bottom. Polls keep only the
newest ``HELD_EVENTS`` rows, so a till left running all day holds a bounded feed. Both ends change
without resetting the model (``app.desk.feed.activity_table``), so a view keeps its scroll position and
selection through a poll, and every row costs O(1) however long the list grows.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Sequence
from datetime import datetime

from PySide6.QtCore import QObject, Qt, Signal

from app.api.errors import ApiError, ConnectFailed, RateLimited, ServiceError, Timeout, Unauthorized
from app.api.poller import EventPoller
from app.api.query import is_last_page
from app.core.errors import describe
from app.core.feed_event import FeedEvent, ShownEvent
from app.core.i18n import QT_TRANSLATE_NOOP, translate
from app.core.notice import CLEAR, Kind, Notice
from app.core.rules import is_event_reversible
from app.core.tasks import TaskSlots
from app.desk.common.connection import ConnectionViewModel, Link
from app.desk.common.ports import EventReads
from app.desk.feed.activity_table import TIME_COLUMN, EventFilterProxy, EventTableModel

log = logging.getLogger(__name__)


class ActivityViewModel(QObject):
    """The activity feed of this location.

    Signals:
        heard(str): "Last heard from the service 14:02:07", after every successful read.
        older_state(bool can_load, str text): whether "Load older" can fetch more, and its label.
        notice(Notice): a problem reading the feed, or CLEAR once it reads again.
        arrived(int count): ``count`` new events came in at the top.
        seen(list[BalanceEvent]): the events of the first page, then those each poll brought.
        no_match(str): the filter typed shows no row: what the feed says about it ("" once a row
            shows, or no filter is typed). Codes show masked, so a part of a code's hidden
            characters finds nothing, and the cashier is told what does.
    """

    heard = Signal(str)
    older_state = Signal(bool, str)
    notice = Signal(object)
    arrived = Signal(int)
    seen = Signal(object)
    no_match = Signal(str)

    def __init__(
        self,
        client: EventReads,
        tasks: TaskSlots,
        connection: ConnectionViewModel,
        location_id: int,
        poll_interval_s: float,
        *,
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
        #: What the first read waits for (``first_read_after``), then None.
        self._first_read_after: Awaitable[object] | None = None
        self._next_page = 2
        self._more = True
        self.last_heard: datetime | None = None
        #: Why a reverse the type allows is still known to be refused (this till reversed the event,
        #: or a manager's check found it reversed); composition sets it, "" when nothing is known.
        self.reverse_blocker: Callable[[ShownEvent], str] = _nothing_known
        self.model = EventTableModel(parent=self)
        self.proxy = EventFilterProxy(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.sort(TIME_COLUMN, Qt.SortOrder.DescendingOrder)
        # A poll may bring the first row that matches, or drop the last one.
        for changed in (self.proxy.rowsInserted, self.proxy.rowsRemoved, self.proxy.modelReset):
            changed.connect(self._say_matches)
        self._matches_said = ""

    @property
    def heard_text(self) -> str:
        if self.last_heard is None:
            return translate("Feed", "Not heard from the service yet")
        return translate("Feed", "Last heard from the service {time}").format(
            time=self._time_text(self.last_heard, "%H:%M:%S")
        )

    @property
    def heard_short(self) -> str:
        """``heard_text`` where the feed has no room for it on one line: "Updated 14:02:07"."""
        if self.last_heard is None:
            return ""
        return translate("Feed", "Updated {time}").format(time=self.heard_time)

    @property
    def heard_time(self) -> str:
        """The time alone, where not even ``heard_short`` fits: a figure, never cut."""
        return "" if self.last_heard is None else self._time_text(self.last_heard, "%H:%M:%S")

    @property
    def polling(self) -> bool:
        return self._tasks.running("activity")

    def start(self) -> None:
        """Read the newest page, then poll every ``poll_interval_s``; calling it again does nothing."""
        if self._started:
            return
        self._started = True
        self._tasks.start("activity", self._run())

    def first_read_after(self, ready: Awaitable[object]) -> None:
        """The first read, once started, waits for ``ready``: at start-up, the till page's first
        paint, which the read's work (its request made, the client's connection set up) would
        otherwise hold back; its answer comes after that paint whichever goes first."""
        self._first_read_after = ready

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
            self.older_state.emit(False, translate("Feed", "Loading…"))
            self._tasks.start("activity-older", self._load_older())

    def event_at(self, proxy_row: int) -> FeedEvent | None:
        """The event behind a row of the view (which shows the proxy)."""
        source = self.proxy.mapToSource(self.proxy.index(proxy_row, 0))
        return self.model.event_at_row(source.row()) if source.isValid() else None

    def reversible(self, event: FeedEvent) -> tuple[bool, str]:
        """Whether to offer Reverse for an event, and the reason to show when not."""
        allowed, why = is_event_reversible(event.type, event.confirmed)
        known = self.reverse_blocker(event) if allowed else ""
        return (False, known) if known else (allowed, why)

    def set_filter(self, text: str) -> None:
        self.proxy.set_filter_text(text)
        self._say_matches()

    @property
    def no_match_text(self) -> str:
        """What the feed says while the filter typed shows no row ("" otherwise)."""
        if not self.proxy.filtering or self.proxy.rowCount() > 0:
            return ""
        return translate(
            "Feed", "No event matches. Codes show only their last characters: type those, or the whole code."
        )

    def _say_matches(self, *_changed: object) -> None:
        said = self.no_match_text
        if said != self._matches_said:
            self._matches_said = said
            self.no_match.emit(said)

    async def _run(self) -> None:
        if self._first_read_after is not None:
            ready, self._first_read_after = self._first_read_after, None
            await ready
        primed = False
        while True:
            if not primed:
                primed = await self._first_page()
            elif self._connection.state is not Link.OFFLINE:
                # Offline, the connection's own probe finds the service again; polling then resumes.
                primed = await self._poll() or await self._first_page()
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
            self.older_state.emit(self._more, self.older_label)
            self.seen.emit(list(page))
            return True

    async def _poll(self) -> bool:
        """One poll; False when the feed must be read afresh (the service was restored from a
        backup: the events it holds are no longer the service's, and a new one may carry a held id)."""
        async with self._lock:
            try:
                fresh = await self._poller.poll()
            except ApiError as exc:
                self._failed(exc)
                return True
            if self._poller.restored or any(self.model.holds_another(event) for event in fresh):
                log.warning("The service hands out event ids the feed holds: reading the feed afresh")
                self._poller = EventPoller(self._client, self.location_id)
                self.model.clear()
                self._next_page = 2
                return False
            self._heard(self._poller.skipped)
            added = self.model.add_newer(fresh)
            if added:
                self.arrived.emit(added)
            if fresh:
                self.seen.emit(fresh)
            return True

    async def _load_older(self) -> None:
        try:
            page = await self._client.balance_events(
                page=self._next_page, location_id=self.location_id, skip_unreadable=True
            )
        except ApiError as exc:
            self._failed(exc)
            self.older_state.emit(True, self.older_label)
            return
        self._heard(page.skipped)
        self._next_page += 1
        self.model.add_older(page)
        self._more = not is_last_page(page.received)
        self.older_state.emit(self._more, self.older_label)

    @property
    def older_label(self) -> str:
        return translate("Feed", "Load older") if self._more else translate("Feed", "No older events")

    def _heard(self, skipped: Sequence[str] = ()) -> None:
        """The service answered; events it sent that the till cannot read are named, not fatal."""
        self.last_heard = self._clock()
        self._connection.report_success()
        self._connection.report_part(FEED, None)
        if skipped:
            which = ", ".join(skipped[:5]) + (", …" if len(skipped) > 5 else "")
            if len(skipped) == 1:
                text = translate(
                    "Feed",
                    "The activity list could not be updated. The voucher service sent an event the till "
                    "cannot read (event {which}); the other events are shown.",
                )
            else:
                text = translate(
                    "Feed",
                    "The activity list could not be updated. The voucher service sent %n events the till "
                    "cannot read (event {which}); the other events are shown.",
                    None,
                    len(skipped),
                )
            self.notice.emit(Notice(text.format(which=which)))
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
            text = translate("Feed", "The activity list could not be updated. {problem}").format(
                problem=shown.text
            )
            self.notice.emit(Notice(text, shown.details, shown.kind, shown.reach))
            return
        why = translate("Feed", _STALE_BECAUSE.get(type(exc), _STALE_BECAUSE[Timeout]))
        if self.last_heard is not None:
            text = translate(
                "Feed", "Activity not updated since {time} — {why}. The till keeps trying."
            ).format(time=self._time_text(self.last_heard, "%H:%M"), why=why)
        else:
            text = translate("Feed", "Activity not updated yet — {why}. The till keeps trying.").format(
                why=why
            )
        self.notice.emit(Notice(text, shown.details, Kind.INFO))


#: The feed's name in the top bar ("Online · activity not updating").
FEED = "activity"
#: Why the feed is not up to date, in till words, by what went wrong.
_STALE_BECAUSE: dict[type[ApiError], str] = {
    Timeout: QT_TRANSLATE_NOOP("Feed", "the service is not answering"),
    ConnectFailed: QT_TRANSLATE_NOOP("Feed", "the till cannot reach the service"),
    ServiceError: QT_TRANSLATE_NOOP("Feed", "the service is having trouble"),
    RateLimited: QT_TRANSLATE_NOOP("Feed", "the service is busy"),
    Unauthorized: QT_TRANSLATE_NOOP("Feed", "the service refused the till's API key"),
}


def _nothing_known(_event: ShownEvent) -> str:
    return ""
