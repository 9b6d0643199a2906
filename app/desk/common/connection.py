"""Whether the till can reach the service, told once by every request's outcome.

Offline, a probe reads the service with growing pauses until it answers, so the till finds the
service again by itself. A service that answers 401 is reachable but refuses the till's key: that
is its own state, never "online", since nothing the till asks will work until a manager fixes the
key. A service that answers with server errors (a run of 503s, a 429) is "having trouble", not
online: it is probed in the same way until it answers properly.

One part of the service can fail on its own (503s or timeouts on the activity feed's
``/balance_events/`` only): the till probes the whole service once, and when that answers it stays
online but says which part is not working ("Online · activity not updating"), so the top bar never
claims all is well while the feed goes stale, and does not flicker to "having trouble" at each poll.

Times the till takes from its own clock (last contact) are shown through ``time_text``: until the
till has measured its clock against the service's, they are labelled as the till's clock (see
:meth:`ServiceTimeline.time_text`).
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from datetime import datetime
from enum import StrEnum

from PySide6.QtCore import QObject, QTimer, Signal

from app.api.errors import ApiError
from app.core.errors import describe, key_refused_text
from app.core.i18n import QT_TRANSLATE_NOOP, translate
from app.core.notice import Notice, Reach
from app.core.tasks import TaskSlots


class Link(StrEnum):
    ONLINE = "online"
    CHECKING = "checking"
    OFFLINE = "offline"
    REFUSED = "refused"
    TROUBLE = "trouble"


#: The state a failed probe leaves the till in; any other failure means it is still offline.
_PROBE_FAILED = {Reach.REFUSED: Link.REFUSED, Reach.TROUBLE: Link.TROUBLE}
#: The parts of the service that can fail on their own, in till words ("activity" is the feed's).
_PARTS = {"activity": QT_TRANSLATE_NOOP("Connection", "activity")}


class ConnectionViewModel(QObject):
    """Signals: ``changed(state: str, text: str)`` with a Link value and a line for the top bar."""

    changed = Signal(str, str)

    def __init__(
        self,
        probe: Callable[[], Awaitable[object]],
        tasks: TaskSlots,
        clock: Callable[[], datetime] = datetime.now,
        parent: QObject | None = None,
        *,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
        clock_text: Callable[[datetime, str], str] = format,
    ) -> None:
        """``sleep`` waits between probes (1 s doubling to 30 s); tests give one that takes no
        real time, so a till taken offline and back is not a test that waits seconds."""
        super().__init__(parent)
        self._probe = probe
        self._sleep = sleep
        self._tasks = tasks
        self._clock = clock
        self._time_text = clock_text
        self.state = Link.CHECKING
        self.last_contact: datetime | None = None
        #: The parts of the service that fail on their own while it otherwise answers ("activity").
        self.failing: dict[str, str] = {}
        #: A new last-contact time waits to be told (``report_success`` while online already).
        self._telling = False

    @property
    def text(self) -> str:
        seen = (
            translate("Connection", " · last contact {time}").format(
                time=self._time_text(self.last_contact, "%H:%M:%S")
            )
            if self.last_contact
            else ""
        )
        return self.state_text + seen

    @property
    def look(self) -> str:
        """How the top bar colours the state: online with a part failing is not "all well"."""
        return "trouble" if self.state is Link.ONLINE and self.failing else self.state.value

    @property
    def state_text(self) -> str:
        """The state alone, for the top bar while the banner already says when the service last answered."""
        if self.state is Link.ONLINE and self.failing:
            parts = ", ".join(
                translate("Connection", "{part} not updating").format(
                    part=translate("Connection", _PARTS[part]) if part in _PARTS else part
                )
                for part in self.failing
            )
            return translate("Connection", "Online · {parts}").format(parts=parts)
        return {
            Link.ONLINE: translate("Connection", "Online"),
            Link.CHECKING: translate("Connection", "Checking…"),
            Link.OFFLINE: translate("Connection", "Offline"),
            Link.REFUSED: translate("Connection", "API key refused — ask a manager"),
            Link.TROUBLE: translate("Connection", "Service having trouble"),
        }[self.state]

    def _seen(self) -> str:
        return (
            translate("Connection", " Last contact {time}.").format(
                time=self._time_text(self.last_contact, "%H:%M:%S")
            )
            if self.last_contact
            else ""
        )

    @property
    def banner_short(self) -> str:
        """The banner where the banners' room is short: what is wrong and the last contact's time,
        without what the till does about it ("" where the banner has no shorter form)."""
        if self.state is Link.OFFLINE:
            return translate("Connection", "Offline: the voucher service cannot be reached.") + self._seen()
        if self.state is Link.TROUBLE:
            return translate("Connection", "The voucher service is having trouble.") + self._seen()
        return ""

    @property
    def banner(self) -> str:
        """The one calm line the till shows while the service cannot be used ("" while it can)."""
        seen = self._seen()
        if self.state is Link.OFFLINE:
            return (
                translate(
                    "Connection",
                    "Offline: the voucher service cannot be reached. The till keeps trying; "
                    "lookups wait and carry on by themselves when it answers.",
                )
                + seen
            )
        if self.state is Link.TROUBLE:
            return (
                translate(
                    "Connection",
                    "The voucher service is having trouble (it answers with errors). The till "
                    "keeps trying; try again in a moment.",
                )
                + seen
            )
        return key_refused_text() if self.state is Link.REFUSED else ""

    def report_success(self) -> None:
        """The service answered. Online already, only the last contact's time is new: it is told
        once the loop is free, so the answer that brought it (a sale's codes, a bill's next
        voucher on its way) comes first and a run of answers repaints the top bar once."""
        self.last_contact = self._clock()
        self._tasks.cancel("reconnect")
        if self.state is not Link.ONLINE:
            self._set(Link.ONLINE)
        elif not self._telling:
            self._telling = True
            QTimer.singleShot(0, self, self._tell)

    def check(self) -> None:
        """Ask the service once whether it answers, while nothing else has yet: a till that opens
        at its sign-in page reads nothing until someone signs in, and said "Checking…" till then."""
        if self.state is Link.CHECKING and not self._tasks.running("part-check"):
            self._tasks.start("part-check", self._first_check())

    async def _first_check(self) -> None:
        try:
            await self._probe()
        except ApiError as exc:
            notice = describe(exc)
            if notice is not None:
                self.report(notice)
            return
        self.report_success()

    def _tell(self) -> None:
        if self._telling:
            self._set(self.state)

    def report_offline(self) -> None:
        if self.state is not Link.OFFLINE:
            self._set(Link.OFFLINE)
        if not self._tasks.running("reconnect"):
            self._tasks.start("reconnect", self._reconnect())

    def report_refused(self) -> None:
        """The service answered 401: the key is refused. The probe keeps asking, so a key the
        service accepts again (fixed on its side) brings the till back without a restart."""
        if self.state is not Link.REFUSED:
            self._set(Link.REFUSED)
        if not self._tasks.running("reconnect"):
            self._tasks.start("reconnect", self._reconnect())

    def report_trouble(self) -> None:
        """The service answered with a server error: not online until it answers properly."""
        if self.state is not Link.TROUBLE:
            self._set(Link.TROUBLE)
        if not self._tasks.running("reconnect"):
            self._tasks.start("reconnect", self._reconnect())

    def report(self, notice: Notice) -> None:
        """What a failure said about the service; a notice with no ``reach`` says nothing about it."""
        if notice.reach is Reach.OFFLINE:
            self.report_offline()
        elif notice.reach is Reach.REFUSED:
            self.report_refused()
        elif notice.reach is Reach.TROUBLE:
            self.report_trouble()
        elif notice.reach is Reach.ANSWERED:
            self.report_success()

    def report_part(self, part: str, failure: Notice | None) -> None:
        """``part`` of the service ("activity") failed with ``failure``, or (None) worked again.

        A failure that says the service cannot be used is checked with one probe of the whole
        service: only when that fails too is the till offline (or the service in trouble); when it
        answers, the till stays online and names the part that is not working.
        """
        if failure is None:
            if self.failing.pop(part, None) is not None:
                self._set(self.state)
            return
        known = part in self.failing
        self.failing[part] = failure.text
        if not failure.about_connection:
            self.report(failure)
        elif self.state in (Link.ONLINE, Link.CHECKING) and not self._tasks.running("reconnect"):
            if not self._tasks.running("part-check"):
                self._tasks.start("part-check", self._check_whole(failure))
            return
        if not known:
            self._set(self.state)

    async def _check_whole(self, failure: Notice) -> None:
        try:
            await self._probe()
        except ApiError as exc:
            self.report(describe(exc) or failure)
            return
        self.last_contact = self._clock()
        self._set(Link.ONLINE)

    def _set(self, state: Link) -> None:
        self.state = state
        self._telling = False
        self.changed.emit(state.value, self.text)

    async def _reconnect(self) -> None:
        delay = 1.0
        while True:
            await self._sleep(delay)
            try:
                await self._probe()
            except ApiError as exc:
                # Still not answering properly; a refused key is said as such, not "offline". Only
                # the service's failures are caught here: a bug in the probe reaches the crash dialog.
                reach = notice.reach if (notice := describe(exc)) is not None else None
                state = _PROBE_FAILED.get(reach, Link.OFFLINE) if reach is not None else Link.OFFLINE
                if self.state is not state:
                    self._set(state)
                delay = min(delay * 2, 30.0)
                continue
            self.last_contact = self._clock()
            self._set(Link.ONLINE)
            return
