"""What the client has learned of the service's timeline, from the service's own answers.

The service stamps events with its property's local time and no zone, and the till's clock may be
minutes or hours away from it (another time zone, drift, a DST change on one side only, a server's
clock set back). So the till never compares the two clocks as if they agreed. It keeps three things
instead:

- the **newest event it has seen** (id and the service's own stamp), from every list of events it
  reads (feed, reconciliation), every redeem history, and every movement's answer. Event ids grow
  on the service, so this is a point on the service's own timeline, with no clock involved;
- the **skew**: how far the service's clock is from the till's as instants, from the HTTP ``Date``
  header of every answer (UTC, so no zone is in it) less the till's own UTC time. Only this says
  that a clock is wrong: a till set to Tokyo at a London hotel has hours of offset and no skew;
- the **offset** between the wall clocks (the service's stamps less the till's local time),
  measured from each movement's answer: the event was created while the till waited for it, so its
  stamp less the till's receive time is the offset to within the request's round trip and the
  service's one-second stamps. That answer's ``Date`` also tells how far the stamps run ahead of
  the service's UTC time (its property's zone), so from then on every answer's ``Date`` keeps the
  offset current, a service's clock stepped back included, without waiting for the next movement.
  It is shown and journalled; reconciliation does not depend on it.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
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
    """The newest service event this till knows of, the clocks' skew and their measured offset.

    ``listeners`` are called each time an answer changes the offset or the skew by more than a
    second (the view-model that warns in the top bar subscribes).
    ``clock`` is the till's local time, naive, as the service's stamps are.
    """

    def __init__(self, clock: Callable[[], datetime] = datetime.now) -> None:
        self._clock = clock
        self.newest: Anchor | None = None
        self.offset_s: float | None = None
        #: The offset as this session's own movements measured it (and answers' ``Date`` since kept
        #: current): ``offset_s`` may instead hold what the service check estimated, which a check
        #: must not take back as a measurement.
        self.measured_s: float | None = None
        #: The service's clock less the till's, as instants (``Date`` less the till's UTC time):
        #: None until an answer carried a ``Date``.
        self.skew_s: float | None = None
        #: How far the service's stamps run ahead of its own UTC time (its property's zone, to the
        #: second), from a movement's answer: what turns a later ``Date`` into the offset.
        self._stamps_ahead: timedelta | None = None
        self._told: tuple[float | None, float | None] = (None, None)
        self.listeners: list[Callable[[], None]] = []

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
        """The event a request of this till just created: measure the offset from it, and (with the
        ``Date`` of the same answer, heard just before) how far the stamps run ahead of UTC."""
        self.saw_one(event.event_id, event.created)
        now = self._clock()
        if self.skew_s is not None:
            service_utc = now.astimezone(UTC).replace(tzinfo=None) + timedelta(seconds=self.skew_s)
            self._stamps_ahead = event.created - service_utc
        self.offset_s = self.measured_s = float(round((event.created - now).total_seconds()))
        self._tell()

    def knew_zone(self, stamps_ahead: timedelta) -> None:
        """How far the service's stamps run ahead of its UTC time, as a movement of an earlier
        session proved it (the property's zone): the next answer's ``Date`` then gives the offset,
        with no movement of this session. One this session measures is kept over it."""
        if self._stamps_ahead is None:
            self._stamps_ahead = stamps_ahead

    def heard(self, date: datetime) -> None:
        """An answer's ``Date`` (an aware instant): the skew, and the offset once a movement has
        told how the service's stamps stand to its UTC time."""
        now = self._clock()
        # A Date names the whole second the service's clock was in, so the service's time is up to
        # a second later than it says: rounded, half the readings came out a second short.
        self.skew_s = float(math.ceil((date - now.astimezone(UTC)).total_seconds()))
        if self._stamps_ahead is not None:
            stamps_now = date.astimezone(UTC).replace(tzinfo=None) + self._stamps_ahead
            self.offset_s = self.measured_s = float(math.ceil((stamps_now - now).total_seconds()))
        self._tell()

    def _tell(self) -> None:
        """The listeners, when the offset or the skew moved by more than a second since last told:
        the one-second ``Date`` and stamps make each reading wobble by a second."""
        told_offset, told_skew = self._told
        if _moved(told_offset, self.offset_s) or _moved(told_skew, self.skew_s):
            self._told = (self.offset_s, self.skew_s)
            for listener in list(self.listeners):
                listener()


def _moved(told: float | None, now: float | None) -> bool:
    if now is None:
        return False
    return told is None or abs(now - told) > 1
