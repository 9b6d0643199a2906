"""The feed's poll: at each call, only the balance events not returned before."""

from __future__ import annotations

import heapq
from collections.abc import AsyncIterator, Container, Iterable, Sequence
from datetime import datetime, timedelta
from typing import Protocol

from app.api.decode import EventPage
from app.api.models import BalanceEvent
from app.api.query import Op
from app.api.timeline import ServiceTimeline

#: [DECIDE] How far before the newest event held a poll reads again. The service stamps an event when
#: it starts the change and it becomes visible when committed, so an event can appear after a newer
#: one was already read; two minutes covers a slow commit. A poll stops early at the first page
#: that holds only events it has read before: at a desk's pace two minutes are one short page, and
#: at a rush (thousands of events in two minutes) a poll reads what is new and one page more, not
#: the whole window again each time, which made a busy till slower by the hour and kept it busy
#: while idle. A late commit behind a whole page of newer events is shown after a "Load older".
POLL_LOOKBACK = timedelta(minutes=2)
#: How far either side of the newest event a change of the clocks widens the look-back.
_CLOCK_CHANGE_REACH = timedelta(hours=3)
#: A fall of the clocks' skew (``ServiceTimeline.skew_s``) by more than this since the last poll is
#: the service's clock set back: answers' ``Date`` tell whole seconds, so a second or two of wobble
#: is no step, and a step shorter than :data:`POLL_LOOKBACK` is inside the look-back anyway.
_STEP_BACK_MIN = timedelta(seconds=5)


#: [DECIDE] The hours (property's local time) in which clocks anywhere change: from 23:00 (a change
#: at midnight, back to 23:00) to before 04:00 (03:00 back to 02:00). A newest event stamped in them
#: widens the look-back by :data:`_NIGHT_WIDENING` whatever this machine's zone says, since it may
#: not be the property's (a till left on UTC) or may not know the property's rules.
_CHANGE_HOURS = frozenset({23, 0, 1, 2, 3})
_NIGHT_WIDENING = timedelta(hours=1)


def clock_change_near(moment: datetime) -> timedelta:
    """How far the local clocks may move (an hour repeated or skipped) within reach of ``moment``.

    The service stamps events in the property's local time, with no zone (this machine's zone, as
    ``app.api.stamps`` takes it). When the clocks go back, the next events carry stamps an hour
    earlier than events already read; when they go forward, a late commit sits an hour before the
    newest. Either way a look-back of minutes would miss them, so it is widened by the change this
    machine's zone shows near ``moment``, and by an hour at least in the night hours when clocks
    change (``_CHANGE_HOURS``): the events of those hours are few, so reading an hour of them again
    costs little, and an hour repeated in a zone this machine does not keep loses no event.
    """
    before = (moment - _CLOCK_CHANGE_REACH).astimezone().utcoffset()
    after = (moment + _CLOCK_CHANGE_REACH).astimezone().utcoffset()
    zone = abs(after - before) if before is not None and after is not None else timedelta(0)
    night = _NIGHT_WIDENING if moment.hour in _CHANGE_HOURS else timedelta(0)
    return max(zone, night)


class PagedEvents(Protocol):
    """What a poll reads (``VoucherClient.iter_balance_event_pages``), and what the client's answers
    told of the service's clock (``timeline``); a test's fake fits it too."""

    timeline: ServiceTimeline

    def iter_balance_event_pages(
        self,
        *,
        location_id: int | None = None,
        created: Sequence[tuple[Op, datetime]] = (),
        skip_unreadable: bool = False,
        known: Container[int] = frozenset(),
        held_page_ends: bool = False,
    ) -> AsyncIterator[EventPage]: ...


class EventPoller:
    """Returns, at each poll, only the balance events it has not returned before.

    The service's filter is ``created >= since``. ``since`` is the newest ``created`` held less
    :data:`POLL_LOOKBACK`, because an event committed late carries a ``created`` earlier than events
    already read; across a change of the clocks it reaches back by the change too
    (:func:`clock_change_near`). Events are told apart by ``eventID`` (within one poll too: paging
    while new events arrive can show one on two pages), and only the ids inside the look-back window
    are kept, so memory stays flat. Unreadable events are skipped and logged, never the end of the feed.

    A service whose clock is set back stamps its next events earlier than the newest held, maybe by
    more than the look-back, and lists them below events already read (newest stamp first): a poll
    from the newest less two minutes would never see them. The clocks' skew the client reads from
    every answer's ``Date`` (``ServiceTimeline.skew_s``) tells of the step: a fall since the last
    poll widens the look-back by it, the poll reads again at once, and until the service's stamps
    are a look-back past the newest held at the step, each poll reads its whole window rather than
    stop at a page it holds.
    """

    def __init__(
        self,
        client: PagedEvents,
        location_id: int | None,
        lookback: timedelta = POLL_LOOKBACK,
    ) -> None:
        self._client = client
        self._location_id = location_id
        self._lookback = lookback
        #: The skew at the last poll (or the first page), to tell a step back by.
        self._last_skew: float | None = None
        #: How far the service's clock was set back while the feed held its newest events: the
        #: look-back widens by it until the stamps pass ``_caught_up_after``.
        self._stepped_back = timedelta(0)
        self._caught_up_after: datetime | None = None
        self._newest: datetime | None = None
        #: The events held, each with its stamp, and the same by stamp, oldest first (a heap, with
        #: stale entries of a stamp since changed): those older than the look-back are let go from
        #: its front at each poll, never by walking the thousands a busy day holds.
        self._seen: dict[int, datetime] = {}
        self._by_stamp: list[tuple[datetime, int]] = []
        #: The ``eventID``s the last poll could not read (and left out), for the feed to mention.
        self.skipped: tuple[str, ...] = ()
        #: The last poll met a held id on an event of another time: the service was restored from
        #: a backup and hands out ids again; what the feed holds is no longer the service's.
        self.restored = False

    def prime(self, events: Iterable[BalanceEvent]) -> None:
        """Tell the poller what is already on screen (for instance the first page)."""
        if self._last_skew is None:
            self._last_skew = self._client.timeline.skew_s
        for event in events:
            self._hold(event.event_id, event.created)
            self._newest = event.created if self._newest is None else max(self._newest, event.created)
        caught_up = self._caught_up_after
        if caught_up is not None and self._newest is not None and self._newest > caught_up:
            self._stepped_back, self._caught_up_after = timedelta(0), None
        self._forget_old()

    def _since(self) -> datetime | None:
        if self._newest is None:
            return None
        return self._newest - self._lookback - clock_change_near(self._newest) - self._stepped_back

    def _set_back(self) -> bool:
        """Whether the skew fell by a step since last looked at (the service's clock set back, or
        the till's set forward, which only reads a little more); the look-back widens by it."""
        skew = self._client.timeline.skew_s
        before, self._last_skew = self._last_skew, skew
        if skew is None or before is None or self._newest is None:
            return False
        fall = timedelta(seconds=before - skew)
        if fall <= _STEP_BACK_MIN:
            return False
        self._stepped_back += fall
        # Late commits of stamps from before the step are in the look-back of the newest held; past
        # that, the service's clock has caught up with where it was set back from.
        self._caught_up_after = self._newest + self._lookback
        return True

    async def poll(self) -> list[BalanceEvent]:
        skipped: list[str] = []
        self.restored = False
        self._set_back()  # an answer since the last poll (a lookup, a movement) may tell of a step
        fresh = await self._read(skipped)
        if self._set_back():  # this poll's own answer told of it: read the widened window now
            fresh += await self._read(skipped)
        self.skipped = tuple(dict.fromkeys(skipped))
        return fresh

    async def _read(self, skipped: list[str]) -> list[BalanceEvent]:
        since = self._since()
        created = [(Op.GTE, since)] if since is not None else []
        fresh: list[BalanceEvent] = []
        async for page in self._client.iter_balance_event_pages(
            location_id=self._location_id,
            created=created,
            skip_unreadable=True,
            known=self._seen,
            # After a step back the newest events are listed below ones held: read the whole window.
            held_page_ends=not self._stepped_back,
        ):
            skipped.extend(page.skipped)
            for event in page:
                held = self._seen.get(event.event_id)
                if held is not None and held != event.created:
                    self.restored = True
                if held is not None or (since is not None and event.created < since):
                    continue
                self._hold(event.event_id, event.created)
                fresh.append(event)
            if since is None:
                break
        self.prime(fresh)
        return fresh

    def _hold(self, event_id: int, created: datetime) -> None:
        if self._seen.get(event_id) != created:
            self._seen[event_id] = created
            heapq.heappush(self._by_stamp, (created, event_id))

    def _forget_old(self) -> None:
        horizon = self._since()
        if horizon is None:
            return
        seen, by_stamp = self._seen, self._by_stamp
        while by_stamp and by_stamp[0][0] < horizon:
            when, event_id = heapq.heappop(by_stamp)
            if seen.get(event_id) == when:
                del seen[event_id]
