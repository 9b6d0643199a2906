"""The background re-check of movements whose outcome is open, and the alerts it raises.

Unknown movements, pending ones not in flight (after a crash, or an outcome the till could not
write), unconfirmed ones, and those called not applied within the horizon are looked at again: at
start, every ``interval_s``, and as soon as the service answers again after being unreachable. A
service that is down at start is no crash: the movement stays open and the line says so. Alerts
from the movements themselves (an answer with other figures, an unconfirmed one, one that turned
up late) come through here too, so the till shows them whoever was at the desk when they happened.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Collection, Sequence

from PySide6.QtCore import QObject, Signal

from app.api.errors import ApiError
from app.core.errors import key_refused_text
from app.core.i18n import translate
from app.core.masking import mask_code
from app.core.movement import Movement, MovementState
from app.core.notice import CLEAR, Kind, Notice
from app.core.tasks import TaskSlots
from app.core.timeline import offset_warning
from app.desk.common.connection import ConnectionViewModel, Link
from app.desk.common.notice import triage
from app.services.movements import MovementService, NoticeKind, what_moved
from app.services.movements import Notice as MovementNotice
from app.store.db import StorageError

log = logging.getLogger(__name__)

#: How often open movements are looked at again while the service answers.
RECHECK_INTERVAL_S = 60.0


class RecheckViewModel(QObject):
    """Signals:
    notice(Notice): a line for the till's status bar; kind DONE, REFUSED, UNKNOWN or ALERT (a
        manager must look); never about a movement ``waiting`` already names.
    alert(str text): a manager alert (a mismatch, an unconfirmed movement, one found late).
    clock_warning(str text): the till's clock tells an instant far from the service's ("" when it
        does not; a time zone alone is no difference).
    waiting(str text): what waits for a manager's decision ("1 movement waits for a manager: …"),
        "" when nothing does; it stays as long as the journal holds an unconfirmed movement,
        through an outage and a restart of the till, but for one the counter's outcome line tells
        now (``told``): the cashier reads it there, beside the manager's button.
    """

    notice = Signal(object)
    alert = Signal(str)
    clock_warning = Signal(str)
    waiting = Signal(str)

    def __init__(
        self,
        movements: MovementService,
        tasks: TaskSlots,
        connection: ConnectionViewModel,
        interval_s: float = RECHECK_INTERVAL_S,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._movements = movements
        self._tasks = tasks
        self._connection = connection
        self._interval_s = interval_s
        self._was_offline = False
        self._unreachable = False
        #: The status line says movements are still being checked: it goes once none is open.
        self._still_checking = False
        #: What this round settled, said again beside what it leaves open.
        self._settled: list[str] = []
        self.alerts: list[str] = []
        #: The movements whose outcome line the cashier reads now (set by the wiring): said there
        #: with the manager's button beside them, they are not said again above the counter.
        self.told: Callable[[], Collection[str]] = frozenset
        #: A code as the banner names it: as the feed beside it shows it (set by the wiring), so
        #: the banner and the feed's rows read the same tail for one voucher.
        self.shown_code: Callable[[str], str] = mask_code
        self.waiting_text = ""
        #: The banner's words where the whole would take more than the banners' room: the count, the
        #: amount and the code's tail, without "which the till cannot confirm" (its button says so).
        self.waiting_short = ""
        self.waiting_text, self.waiting_short = self._waiting_now()
        movements.notices.append(self._notice)
        movements.decided.append(self._decided)
        movements.timeline.listeners.append(self._offset)
        connection.changed.connect(self._connection_changed)

    @property
    def clock_text(self) -> str:
        return offset_warning(self._movements.timeline.skew_s)

    @property
    def clock_short(self) -> str:
        """The clock's warning where the banners' room is short: its size and side alone."""
        return offset_warning(self._movements.timeline.skew_s, short=True)

    def start(self) -> None:
        """Look at every open movement now, then every ``interval_s``."""
        self._tasks.start("recheck", self._loop())

    def refresh_waiting(self) -> None:
        """Read again what waits for a manager; ``waiting`` is told when it changed."""
        text, short = self._waiting_now()
        if text != self.waiting_text:
            self.waiting_text, self.waiting_short = text, short
            self.waiting.emit(text)

    def _waiting_now(self) -> tuple[str, str]:
        """The banner's whole words and its short form."""
        try:
            waiting = self._movements.unconfirmed()
        except StorageError:
            return self.waiting_text, self.waiting_short  # unreadable now: what was last read holds
        told = self.told()
        untold = [m for m in waiting if m.id not in told]
        return waiting_line(untold, self.shown_code), waiting_line(untold, self.shown_code, short=True)

    def check_now(self) -> None:
        if not self._tasks.running("recheck-now"):
            self._tasks.start("recheck-now", self._check())

    async def _loop(self) -> None:
        while True:
            await self._check()
            await asyncio.sleep(self._interval_s)

    async def _check(self) -> None:
        await self._check_open()
        self.refresh_waiting()

    async def _check_open(self) -> None:
        open_ones = self._movements.to_recheck()
        if not open_ones:
            self._reached()
            return
        unknown = 0
        self._settled = []
        for movement in open_ones:
            try:
                result = await self._movements.recheck(movement)
            except ApiError as exc:
                log.info(
                    "Re-check of %s %s could not reach the service: %s",
                    movement.kind,
                    movement.id,
                    exc.details,
                )
                shown = triage(exc, self._connection) or Notice("")
                why = (
                    key_refused_text()
                    if shown.key_refused
                    else translate("Recheck", "the service cannot be reached.")
                )
                self._unreachable = True
                self._still_checking = False
                self.notice.emit(
                    Notice(
                        translate(
                            "Recheck",
                            "%n movement(s) not confirmed yet: {why} "
                            "The till checks again as soon as it answers.",
                            None,
                            len(open_ones),
                        ).format(why=why),
                        shown.details,
                        Kind.UNKNOWN,
                        shown.reach,
                    )
                )
                return
            except StorageError as exc:
                self._say(
                    translate("Recheck", "{problem}. Open movements are checked again once it can.").format(
                        problem=exc.problem
                    ),
                    "alert",
                )
                return
            if result.outcome is MovementState.UNKNOWN:
                unknown += 1
        self._reached()
        if unknown:
            still = (
                translate("Recheck", "1 movement is still being checked with the service.")
                if unknown == 1
                else translate(
                    "Recheck", "%n movements are still being checked with the service.", None, unknown
                )
            )
            self._say(" ".join([*self._settled, still]), "unknown")
            self._still_checking = True

    def _say(self, text: str, kind: str) -> None:
        # A newer line replaces the one about the service being away, or about movements open.
        self._unreachable = False
        self._still_checking = False
        self.notice.emit(Notice(text, kind=Kind(kind)))

    def _notice(self, notice: MovementNotice) -> None:
        self.refresh_waiting()
        if notice.kind is NoticeKind.SETTLED:
            self._settled.append(notice.text)
            self._say(notice.text, "done" if notice.movement.state.value == "done" else "refused")
            return
        self.alerts.append(notice.text)
        if notice.kind is NoticeKind.UNCONFIRMED:
            # The waiting banner says it, for as long as it waits, and the redeem box said it once:
            # a third copy on the status line took a 768 px till's room for the rest of the shift.
            self._say("", "alert")
        else:
            self._say(notice.text, "alert")
        self.alert.emit(notice.text)

    def _decided(self, _movement: Movement) -> None:
        self.refresh_waiting()
        if self._still_checking:
            self.check_now()  # the manager may have settled the last open one: the line may go

    def _offset(self) -> None:
        self.clock_warning.emit(self.clock_text)

    def _reached(self) -> None:
        """The service answered: a line saying it could not be reached, or that movements are still
        being checked, no longer holds (a round that leaves some open says so again)."""
        if self._unreachable or self._still_checking:
            self._unreachable = False
            self._still_checking = False
            self.notice.emit(CLEAR)

    def _connection_changed(self, state: str, _text: str) -> None:
        if state in (Link.OFFLINE.value, Link.TROUBLE.value, Link.REFUSED.value):
            self._was_offline = True
        elif state == Link.ONLINE.value and self._was_offline:
            self._was_offline = False
            self.check_now()


def waiting_line(
    waiting: Sequence[Movement], shown_code: Callable[[str], str] = mask_code, *, short: bool = False
) -> str:
    """ "1 movement waits for a manager: a redemption of £3.00 on SPA50PART, which the till cannot
    confirm." The banner's button beside it says where a manager decides (Ctrl+U): a 1024 px till
    keeps the banner to two lines. ``short``: without "which the till cannot confirm", which the
    button beside it ("Unconfirmed movements…") says too."""
    if not waiting:
        return ""
    first = what_moved(waiting[0], shown_code)
    if short and len(waiting) == 1:
        return translate("Recheck", "1 movement waits for a manager: {first}.").format(first=first)
    if short:
        return translate(
            "Recheck", "%n movements wait for a manager: {first} and {more} more.", None, len(waiting)
        ).format(first=first, more=len(waiting) - 1)
    if len(waiting) == 1:
        return translate(
            "Recheck", "1 movement waits for a manager: {first}, which the till cannot confirm."
        ).format(first=first)
    # %n counts them all; {more} is the rest after the first, named.
    return translate(
        "Recheck",
        "%n movements wait for a manager: {first} and {more} more, which the till cannot confirm.",
        None,
        len(waiting),
    ).format(first=first, more=len(waiting) - 1)
