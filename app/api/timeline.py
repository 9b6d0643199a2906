"""What the client has learned of the service's timeline, from the service's own answers.

The service stamps events with its property's local time and no zone, and the till's clock may be
minutes or hours away from it (another time zone, drift, a DST change on one side only). So the till
never compares the two clocks as if they agreed. It keeps two things instead:

- the **newest event it has seen** (id and the service's own stamp), from every list of events it
  reads (feed, reconciliation), every redeem history, and every movement's answer. Event ids grow
  on the service, so this is a point on the service's own timeline, with no clock involved;
- the **offset** between the clocks, measured from each movement's answer: the event was created
  while the till waited for it, so its stamp less the till's receive time is the offset to within
  the request's round trip and the service's one-second stamps. It is shown (a large one is a
  warning in the top bar) and journalled; reconciliation does not depend on it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Protocol


@dataclass(frozen=True, slots=True)
class Anchor:
    """What the till knew of the service's timeline before it sent: its newest known event.

    Event ids grow on the service, so no event with an id at or below ``event_id`` can be this
    movement's. ``created`` is that event's own stamp, the point on the service's clock from which
    the search for the movement's event starts.
    """

    event_id: int
    created: datetime


class StampedEvent(Protocol):
    @property
    def event_id(self) -> int: ...
    @property
    def created(self) -> datetime: ...


class ServiceTimeline:
    """The newest service event this till knows of, and the measured clock offset.

    ``listeners`` are called with the offset in seconds each time a measurement changes it by more
    than a second (the view-model that warns in the top bar subscribes).
    """

    def __init__(self, clock: Callable[[], datetime] = datetime.now) -> None:
        self._clock = clock
        self.newest: Anchor | None = None
        self.offset_s: float | None = None
        #: The offset as this session's own movements measured it: ``offset_s`` may instead hold
        #: what the service check estimated, which a check must not take back as a measurement.
        self.measured_s: float | None = None
        self.listeners: list[Callable[[float], None]] = []

    def saw(self, events: Iterable[StampedEvent]) -> None:
        """Events read from the service: the newest one is the anchor of the next movement."""
        for event in events:
            self.saw_one(event.event_id, event.created)

    def read_newest(self, events: Iterable[StampedEvent]) -> None:
        """The service's newest events, just read (the first page of a list, newest first).

        Their newest becomes the anchor even when it is below the one held: an anchor older than the
        last read of the newest events is a stale cache (a service restored from a backup, or failed
        over, hands out ids again from below it), and an event that existed then still existed
        before the next request left. Nothing read leaves the anchor as it was.
        """
        newest = max(events, key=lambda event: event.event_id, default=None)
        if newest is not None:
            self.newest = Anchor(newest.event_id, newest.created)

    def saw_one(self, event_id: int, created: datetime | None) -> None:
        if created is None:
            return
        if self.newest is None or event_id > self.newest.event_id:
            self.newest = Anchor(event_id, created)

    def service_now(self) -> datetime:
        """Now in the property's local time, the time every service timestamp is in.

        The till's own clock may be in another zone (a till set to New York for a London hotel) or
        simply wrong; once an event this till made has measured the offset, every time the till
        shows of its own (last contact, read at, expired … ago) is moved by it, so the top bar and
        the feed never show two clocks.
        """
        now = self._clock()
        return now + timedelta(seconds=self.offset_s) if self.offset_s is not None else now

    def answered(self, event: StampedEvent) -> None:
        """The event a request of this till just created: measure the offset from it."""
        self.saw_one(event.event_id, event.created)
        offset = round((event.created - self._clock()).total_seconds())
        changed = self.offset_s is None or abs(offset - self.offset_s) > 1
        self.offset_s = self.measured_s = float(offset)
        if changed:
            for listener in list(self.listeners):
                listener(self.offset_s)
