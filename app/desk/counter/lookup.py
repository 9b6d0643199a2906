"""Look up a scanned or typed code and gather what the voucher panel shows.

The lookup comes first (it decides the badge); the order and its rows, which hold this voucher's
redeem history, are then fetched together. A new lookup cancels one still running, so a fast
scanner never shows a stale voucher. The lookup alone decides whether the voucher can be redeemed,
so when a secondary read fails the voucher stays on screen and redeemable, and only the part that
could not be read says so, with a retry.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Any

from PySide6.QtCore import QObject, Signal

from app.api.errors import ApiError, NotFound, Rejected
from app.api.models import BalanceEvent, Order, OrderRow, RedeemHistoryEntry, Voucher
from app.core.codes import CodeError, normalise_code
from app.core.i18n import translate
from app.core.masking import mask_code, mask_email
from app.core.movement import code_key
from app.core.notice import CLEAR, Kind, Notice
from app.core.rules import StatusBadge, not_here_badge, voucher_badge
from app.core.tasks import TaskSlots
from app.desk.common.connection import ConnectionViewModel, Link
from app.desk.common.notice import triage
from app.desk.common.ports import VoucherReads
from app.desk.common.presenters import VoucherView, voucher_view
from app.desk.common.retell import Sayings
from app.desk.counter._lookup_tables import HeldCode, HistoryModel, ShownCurrency, rows_model
from app.desk.counter.guessing import GuessGuard

log = logging.getLogger(__name__)


class _Countdown:
    """Counts requests onto the wire, so that a redraw waits for them, not they for it.

    On Qt's loop every step of a request waits behind whatever the window has queued; clearing or
    showing the voucher queues a layout and a paint that take longer than a request needs to
    leave, so redrawing first would delay the request by that much. Waiting here costs about a
    millisecond, and the screen still changes long before any answer can arrive.
    """

    def __init__(self, count: int) -> None:
        self._left = count
        self._done = asyncio.Event()

    def tick(self) -> None:
        self._left -= 1
        if self._left <= 0:
            self._done.set()

    async def wait_or(self, finished: asyncio.Future[Any]) -> None:
        """Until every request has left, or ``finished`` is over (a read that failed never leaves)."""
        waiter = asyncio.ensure_future(self._done.wait())
        try:
            await asyncio.wait({waiter, finished}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            waiter.cancel()


class LookupViewModel(QObject):
    """The voucher on screen.

    Signals:
        busy_changed(bool): a lookup is running.
        voucher_shown(VoucherView): a voucher to show (display-ready, plain data).
        voucher_worded(VoucherView): the voucher on screen again, in the language now spoken;
            nothing about it changed (an amount typed for it stays).
        order_shown(str): a line about the order ("Order #91002 · Ada Guest · refunded").
        cleared(): nothing to show (a new code is being looked up, or the lookup failed).
        notice(Notice): why the code was not looked up or could not be read (under the code
            field); CLEAR once a lookup starts.
        staleness(str): "" while the voucher on screen is current; while the service cannot be
            reached, a line saying it is not current and when it was read.
        details_problem(str): "" once the order and its rows are shown; otherwise which of them
            could not be loaded (the voucher itself stays usable; ``retry_details`` tries again).
        not_found(str code): the service knows no voucher with this code (after ``notice``): it
            may be a new card to activate.
        opened(Voucher, bool held): a voucher newly opened (not read again in place): scanned or
            typed at the counter (held), or opened read-only; the audit log records it
            (``app.desk.common.openings``).
    """

    busy_changed = Signal(bool)
    voucher_shown = Signal(object)
    voucher_worded = Signal(object)
    order_shown = Signal(str)
    cleared = Signal()
    notice = Signal(object)
    staleness = Signal(str)
    details_problem = Signal(str)
    not_found = Signal(str)
    opened = Signal(object, bool)

    def __init__(
        self,
        client: VoucherReads,
        tasks: TaskSlots,
        connection: ConnectionViewModel,
        location_id: int,
        clock: Callable[[], datetime] = datetime.now,
        parent: QObject | None = None,
        *,
        guard: GuessGuard | None = None,
    ) -> None:
        super().__init__(parent)
        #: The pause on code guessing (``app.desk.counter.guessing``); None: no pause (unit tests).
        self.guard = guard
        #: The badge of a voucher a manager reported a problem with (its open case), which then
        #: cannot be redeemed here; None for any other. Set by the wiring, which knows the cases.
        self.case_badge: Callable[[Voucher], StatusBadge | None] = lambda _voucher: None
        if guard is not None:
            guard.changed.connect(self._pause_changed)
        self._client = client
        self._tasks = tasks
        self._connection = connection
        self.location_id = location_id
        self._clock = clock
        self.voucher: Voucher | None = None
        self.view: VoucherView | None = None
        self.order: Order | None = None
        self.read_at: datetime | None = None
        #: Whether the voucher on screen was scanned or typed at this counter (``look_up``), not
        #: opened from the feed, a report or a search (``open_unproven``): a code is money, and only
        #: whoever holds the voucher may spend it or see its code whole.
        self.held = True
        #: A code whose lookup failed because the service was out of reach: looked up again when
        #: it answers, so the cashier need not scan it twice.
        self._waiting: str | None = None
        #: The waiting code while the till looks it up by itself: stopped if the cashier moves on.
        self._by_itself: str | None = None
        #: A code opened at the counter whose lookup is on its way (None once it has answered): a
        #: re-read of the voucher on screen, which may come after the paint of a redemption's
        #: outcome, never replaces a code opened since.
        self._opened: str | None = None
        self._details_failed = False
        self._stale = False
        #: Whether the service refused the voucher at this location (it is shown with where it is valid).
        self._elsewhere = False
        self._said = Sayings()
        #: The newest feed event on the voucher on the counter already compared with it.
        self._events_read = 0
        self._link = connection.state.value
        #: The code held at the counter, for the order's table (read through a holder, not the
        #: view-model, so the two do not hold each other: see ``ShownCurrency``).
        self._held_code = HeldCode()
        self.rows = rows_model(self._held_code.whole, self)
        self._currency = ShownCurrency()
        self.history = HistoryModel(self._currency.get, self)
        connection.changed.connect(self._link_changed)

    def holds(self, code: str) -> bool:
        """Whether ``code`` is the voucher held at this counter (scanned or typed here): the one
        code a line of the till may name whole."""
        return self._held_code.whole(code)

    def look_up(self, raw: str) -> None:
        """A code scanned or typed at the counter: the voucher is in front of the till."""
        self._open(raw, held=True)

    def open_unproven(self, code: str) -> None:
        """A voucher opened without its code at the counter (a feed row, a report line, a search
        result): shown read-only, its code masked, until the code is scanned or typed
        (``look_up``). A manager's reverse or refund does not need it held."""
        self._open(code, held=False)

    def _open(self, raw: str, *, held: bool) -> None:
        if held and self.guard is not None and self.guard.paused:
            self.notice.emit(Notice(pause_text(self.guard.seconds_left())))
            return
        try:
            code = normalise_code(raw)
        except CodeError as exc:
            self._clear()
            self.notice.emit(Notice(exc.reason))
            if held and self.guard is not None:
                self.guard.missed(raw.strip())
            return
        self._waiting = None
        self._by_itself = None
        self._opened = code
        self.notice.emit(CLEAR)
        self._tasks.start("lookup", self._look_up(code, held=held))

    def clear_counter(self) -> None:
        """Nobody is on the till any more (a sign-out): the voucher goes, and so do a lookup still
        on its way and a code waiting for the service, so the next person starts with an empty
        counter rather than the last one's voucher."""
        self._tasks.cancel("lookup")
        self._waiting = None
        self._by_itself = None
        self.notice.emit(CLEAR)
        self._clear()

    def _pause_changed(self, seconds: int) -> None:
        self.notice.emit(Notice(pause_text(seconds)) if seconds else CLEAR)

    def code_edited(self, text: str) -> None:
        """The cashier typed in the code field: a code still waiting for the service is one they
        moved on from unless the field still holds it.

        Looked up by itself when the service answers, it would replace whatever the cashier is
        typing (the field saying "TEA4" while the counter shows GRACE45), so it is dropped, and a
        lookup of it already started by itself is stopped before it lands.
        """
        try:
            typed: str | None = normalise_code(text)
        except CodeError:
            typed = None
        if self._waiting is not None and typed != self._waiting:
            self._waiting = None
            self.notice.emit(CLEAR)
        if self._by_itself is not None and typed != self._by_itself:
            self._by_itself = None
            if self._tasks.running("lookup"):
                self._tasks.cancel("lookup")

    def refresh(self) -> None:
        """Read the voucher on screen again (after a redemption, a reverse or a refund), unless
        another code was opened since and is on its way."""
        voucher, opened = self.voucher, self._opened
        if voucher is not None and (opened is None or code_key(opened) == code_key(voucher.redeem_code)):
            self._by_itself = None
            self._tasks.start("lookup", self._look_up(voucher.redeem_code, keep=True, held=self.held))

    def moved(self, event: BalanceEvent | None) -> None:
        """A movement's answer on the voucher on the counter, shown at once with its outcome line:
        the balance the service recorded and, for a redemption, its history line. The re-read that
        follows (``refresh``) confirms it in the background and changes only what the service says
        otherwise; three reads before the new balance showed made the panel lag the outcome."""
        voucher = self.voucher
        if (
            voucher is None
            or event is None
            or event.code is None
            or code_key(event.code) != code_key(voucher.redeem_code)
            or event.currency_code != voucher.currency_code
        ):
            return
        current = {**voucher.balances.current, voucher.currency_code: event.balance}
        voucher = voucher.model_copy(
            update={"balances": voucher.balances.model_copy(update={"current": current})}
        )
        self.voucher = voucher
        self._events_read = max(self._events_read, event.event_id)
        self._show_voucher(voucher)
        if event.type == "Redeemed":
            here = [
                (domain_id, place)
                for domain_id, domain in voucher.redeemable_domains.items()
                for place in domain.locations
                if place.location_id == self.location_id
            ]
            line = RedeemHistoryEntry(
                event_id=event.event_id,
                domain_id=here[0][0] if here else 0,
                location=here[0][1].name if here else "",
                row_id=voucher.row_id,
                redeemed_value=abs(event.amount),
                status="Redeemed",
                last_changed=event.created,
            )
            self.history.add_newest(line)

    def events_seen(self, events: Sequence[BalanceEvent]) -> None:
        """Events the feed read: one on the voucher on the counter that leaves it holding another
        balance than shown has the voucher read again at once.

        After a lost answer, a late commit or another till's movement, the service's balance has
        moved while the panel still shows the old one, and would go on offering "Use whole balance"
        for money no longer there until someone looked the code up again. Each event is acted on
        once, so an older event read by "Load older" never starts a round of reads.
        """
        voucher = self.voucher
        if voucher is None:
            return
        key = code_key(voucher.redeem_code)
        mine = [e for e in events if e.code and code_key(e.code) == key and e.event_id > self._events_read]
        if not mine:
            return
        newest = max(mine, key=lambda event: event.event_id)
        self._events_read = newest.event_id
        # A lookup under way reads the service afresh (or replaces this voucher with the one just
        # scanned, which a read of this one must not cancel).
        if newest.balance != voucher.balance and not self._tasks.running("lookup"):
            log.info("The feed shows %s at another balance: read again", mask_code(voucher.redeem_code))
            self.refresh()

    def retry_details(self) -> None:
        """Read the order and its rows of the voucher on screen again, after they failed."""
        if self.voucher is not None and not self._tasks.running("lookup"):
            self._tasks.start("lookup", self._retry_details(self.voucher))

    async def _retry_details(self, voucher: Voucher) -> None:
        self.busy_changed.emit(True)
        self._said.say(self.details_problem, lambda: ("",))
        try:
            order, rows = await asyncio.gather(
                self._client.order(voucher.order_id),
                self._client.order_rows(voucher.order_id),
                return_exceptions=True,
            )
            self._show_order(voucher, order, rows)
        finally:
            self.busy_changed.emit(False)

    async def _look_up(self, code: str, keep: bool = False, *, held: bool = True) -> None:
        lookup_sent = _Countdown(1)
        found = asyncio.ensure_future(self._fetch_voucher(code, lookup_sent.tick))
        reads: asyncio.Future[tuple[Order | BaseException, list[OrderRow] | BaseException]] | None = None
        try:
            await lookup_sent.wait_or(found)
            if not keep:
                self._clear()
            self.busy_changed.emit(True)
            voucher, elsewhere = await found
            sent = _Countdown(2)
            reads = asyncio.gather(
                self._client.order(voucher.order_id, on_sent=sent.tick),
                self._client.order_rows(voucher.order_id, on_sent=sent.tick),
                return_exceptions=True,
            )
            await sent.wait_or(reads)
            self._connection.report_success()
            if self.guard is not None:
                self.guard.found()
            self.voucher = voucher
            if not keep:
                self._opened = None
            self._currency.code = voucher.currency_code
            self.read_at = self._clock()
            self.held = held
            self._held_code.code = voucher.redeem_code if held else ""
            self._elsewhere = elsewhere
            self._show_voucher(voucher)
            if not keep:
                self.opened.emit(voucher, held)
            self._said.say(self.staleness, lambda: ("",))
            self._said.say(self.details_problem, lambda: ("",))
            order, rows = await reads
            self._show_order(voucher, order, rows)
        except ApiError as exc:
            if not keep:
                self._opened = None
            self._report(exc, code, keep=keep, held=held)
            if isinstance(exc, NotFound) and not keep:
                self.not_found.emit(code)
                if held and self.guard is not None:
                    self.guard.missed(code)
        finally:
            # A lookup replaced or closed mid-way stops its reads and waits for them to let go of
            # their connections, so none is left open and no failure goes unheard.
            pending = [f for f in (found, reads) if f is not None]
            for future in pending:
                future.cancel()
            await asyncio.gather(*pending, return_exceptions=True)
            self.busy_changed.emit(False)

    async def _fetch_voucher(self, code: str, on_sent: Callable[[], None]) -> tuple[Voucher, bool]:
        """The voucher, and whether the service refused it at this location."""
        try:
            voucher = await self._client.lookup_code(code, self.location_id, on_sent=on_sent)
        except Rejected as exc:
            if exc.reason != "location_not_allowed":
                raise
            return await self._client.lookup_code(code, on_sent=on_sent), True
        return voucher, False

    def _badge(self, voucher: Voucher) -> StatusBadge:
        """An open case first (nothing may be taken), then where it can be used, then its state."""
        case = self.case_badge(voucher)
        if case is not None:
            return case
        if self._elsewhere:
            return not_here_badge(voucher)
        return voucher_badge(voucher, self.location_id, self._clock())

    def _show_voucher(self, voucher: Voucher) -> None:
        """Show ``voucher`` in till words, worded again when the language changes."""
        self._said.say(self.voucher_shown, self._voucher_words, voucher, again=self.voucher_worded)

    def _voucher_words(self, voucher: Voucher) -> tuple[object, ...]:
        self.view = voucher_view(voucher, self._badge(voucher), held=self.held)
        return (self.view,)

    def say_again(self) -> None:
        """The language changed: the voucher on screen, its order and its notes in the new one."""
        self._said.again()

    def _show_order(
        self, voucher: Voucher, order: Order | BaseException, rows: list[OrderRow] | BaseException
    ) -> None:
        """Show what was read; a read that failed leaves its part saying so, never the voucher."""
        failed: list[str] = []
        for result, what in ((order, "order"), (rows, "history")):
            if isinstance(result, BaseException):
                if not isinstance(result, ApiError):
                    raise result
                log.info("Lookup: %s could not be read: %s", what, result.details)
                triage(result, self._connection)
                failed.append(what)
        self.order = order if isinstance(order, Order) else None
        if isinstance(rows, list):
            self.rows.set_records(rows)
            mine = next((row for row in rows if row.row_id == voucher.row_id), None)
            self.history.set_lines(mine.redeem_history if mine else [])
        else:
            self.rows.set_records([])
            self.history.set_lines([])
        self._said.say(self.order_shown, lambda: (order_line(voucher, order),))
        self._details_failed = bool(failed)
        if failed:
            self._said.say(self.details_problem, lambda: (details_problem(failed),))

    def _link_changed(self, state: str, _text: str) -> None:
        """Out of reach, the voucher on screen says it is not current; back, whatever could not be
        read then is read now: the code that was scanned, the voucher on screen, its details."""
        was, self._link = self._link, state
        if state == Link.ONLINE.value and was != state and not self._tasks.running("lookup"):
            if self._waiting is not None:
                code = self._waiting
                self.look_up(code)
                self._by_itself = code
            elif self.view is not None and self.read_at is not None and self._stale:
                self.refresh()
            elif self.voucher is not None and self._details_failed:
                self.retry_details()
        if self.view is None or self.read_at is None:
            return
        self._stale = state in (Link.OFFLINE.value, Link.TROUBLE.value)
        self._said.say(self.staleness, self._stale_words, f"{self.read_at:%H:%M:%S}")

    def _stale_words(self, read_at: str) -> tuple[object, ...]:
        said = translate("Voucher", "Not current: read at {time}, and the service cannot be used now.")
        return (said.format(time=read_at) if self._stale else "",)

    def _clear(self) -> None:
        self.voucher = None
        self._held_code.code = ""
        self._currency.code = ""
        self.view = None
        self.order = None
        self.rows.set_records([])
        self.history.set_lines([])
        self._said.forget(self.voucher_shown, self.order_shown, self.staleness)
        self._said.say(self.details_problem, lambda: ("",))
        self.cleared.emit()

    def _report(self, exc: ApiError, code: str, *, keep: bool, held: bool) -> None:
        """A lookup that failed. Out of reach, a scanned code waits for the service (the banner
        says why); a voucher read again keeps its place on screen, marked not current; one opened
        without its code is opened again by whoever wants it, its code never said."""
        notice = triage(exc, self._connection)
        log.info("Lookup failed: %s", exc.details)
        if notice is None:
            return
        if keep:
            if not notice.about_connection:
                self.notice.emit(notice)
            return
        self._clear()
        if notice.about_connection and not notice.key_refused and held:
            self._waiting = code
            why = notice.text.split(". ", 1)[0].rstrip(".")
            notice = Notice(
                translate("Voucher", "{why}. {code} is looked up by itself as soon as it answers.").format(
                    why=why, code=code
                ),
                notice.details,
                Kind.CHECKING,
                notice.reach,
            )
        self.notice.emit(notice)


def pause_text(seconds: int) -> str:
    return translate(
        "Voucher",
        "Lookups are paused for {seconds} s: too many unknown codes at this till. "
        "A manager can lift the pause (Manager menu).",
    ).format(seconds=seconds)


def order_line(voucher: Voucher, order: Order | BaseException) -> str:
    """The line about the voucher's order: "Order #91002 · Ada Guest · refunded"."""
    if not isinstance(order, Order):
        return translate("Voucher", "Order #{order} (could not be loaded)").format(order=voucher.order_id)
    parts = [
        translate("Voucher", "Order #{order}").format(order=order.order_id),
        order.customer_name or mask_email(order.email_address),
    ]
    if order.refunded:
        parts.append(translate("Voucher", "refunded"))
    return " · ".join(p for p in parts if p)


def details_problem(failed: list[str]) -> str:
    """What of the voucher's details could not be read ("order", "history"), in a whole sentence."""
    if failed == ["order"]:
        return translate(
            "Voucher", "The order could not be loaded. The voucher itself is up to date and can be redeemed."
        )
    if failed == ["history"]:
        return translate(
            "Voucher",
            "The redeem history and the order's vouchers could not be loaded. "
            "The voucher itself is up to date and can be redeemed.",
        )
    return translate(
        "Voucher",
        "The order and the redeem history and the order's vouchers could not be loaded. "
        "The voucher itself is up to date and can be redeemed.",
    )
