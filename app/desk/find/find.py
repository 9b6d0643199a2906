"""Find (Ctrl+F): a guest's voucher by order number, name, e-mail or payment reference.

The service has no search by name, so the till reads the property's order list, newest first,
over a window (``app.core.find_text.WINDOW_MONTHS``), matches each page as it arrives and keeps it
in the order index (``app.store.order_index``): a later search over the same window first shows
what the index holds, then reads only the orders created since the newest one it read. Pages are
read one at a time: the service documents no rate limit, and one page in flight is what a till
may ask without being a burden (the benchmark compares it with bare sequential reads).

A page that fails keeps what was found and says the search is incomplete, with Retry, which goes
on from that page; a refused key stops the search with the key's message; Cancel stops it between
pages. A list that never ends (page 1 for ever) ends at the first page that adds no order the
search has not read, and each search reads at most a bounded number of pages for a bounded time
(``SearchLimits``), saying so in words when it stops there. An order number opens that order at
once. Every search by name, e-mail or reference is written to the audit log: who, when, what and
how many results (never the results themselves).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Coroutine, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from PySide6.QtCore import QObject, Signal

from app.api.errors import ApiError, NotFound, Unauthorized
from app.api.models import OrderListing
from app.api.order_page import OrderPage
from app.api.query import is_last_page
from app.core.dates import day_text
from app.core.find_text import (
    DEFAULT_WINDOW_MONTHS,
    MIN_QUERY,
    WINDOW_MONTHS,
    count_text,
    order_number,
    searchable,
)
from app.core.i18n import translate
from app.core.masking import mask_code, mask_code_words
from app.core.tasks import TaskSlots
from app.desk.common.audit_writer import AuditWriter
from app.desk.common.lost_notes import LostNotesViewModel
from app.desk.common.notice import ConnectionReport, triage
from app.desk.common.opened_later import OpenedLater
from app.desk.find._corrected import rewrite_corrected
from app.desk.find._models import FoundVoucher, orders_model, vouchers_model
from app.desk.find._pages import every_match, in_slices, unreadable_text
from app.desk.find._ports import OrderIndexStore, OrderListReads
from app.desk.find.run import (
    SEARCH_LIMITS,
    SearchLimits,
    SearchRun,
    indexed,
    months_before,
    searched_text,
)
from app.store.db import StorageError
from app.store.order_index import IndexedOrder

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class FindScope:
    """What a search covers: the property's orders, kept in the index no longer than ``keep_days``
    (the retention period; None keeps the longest window), within ``limits``, by ``clock``."""

    domain_id: int
    keep_days: int | None = None
    clock: Callable[[], datetime] = datetime.now
    limits: SearchLimits = SEARCH_LIMITS


class FindViewModel(QObject):
    """Signals (plain data):

    progress(str text, int percent): "Searched 1,250 orders back to 3 Mar 2025" as pages arrive.
    finished(str text, str state): the search ended: ``done``, ``incomplete`` (Retry goes on),
        ``refused`` (the key: no Retry), ``cancelled``, ``refused_input`` (nothing was searched).
    busy_changed(bool): a search is reading pages.
    vouchers_text(str): how the vouchers of the chosen order stand ("" once shown).
    voucher_chosen(str code): open this voucher (read-only until its code is scanned or typed).
    started(): a search was asked for (what came before it in the dialog is done with).
    """

    progress = Signal(str, int)
    finished = Signal(str, str)
    busy_changed = Signal(bool)
    vouchers_text = Signal(str)
    voucher_chosen = Signal(str)
    started = Signal()

    def __init__(
        self,
        *,
        client: OrderListReads,
        index: Callable[[], OrderIndexStore],
        writer: AuditWriter,
        tasks: TaskSlots,
        connection: ConnectionReport,
        scope: FindScope,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._client = client
        self._limits = scope.limits
        self._opened = OpenedLater(index)
        self._writer = writer
        self._tasks = tasks
        self._connection = connection
        self._domain_id = scope.domain_id
        self._clock = scope.clock
        #: The retention period (``retention_days``): older orders are shown, never written down.
        self._keep_days = scope.keep_days
        self._run: SearchRun | None = None
        self._found: set[int] = set()
        #: Every page read was written to the index (else it must not claim to cover the window).
        self._kept_all = True
        self.months = DEFAULT_WINDOW_MONTHS
        self.busy = False
        #: The search started and not yet shown as started (``_show_searching``).
        self._starting: object | None = None
        self.results = orders_model(self)
        self.vouchers = vouchers_model(self)
        #: A manager's "the guest says it is lost" on the chosen order (``app.desk.common.lost_notes``).
        self.lost: LostNotesViewModel | None = None
        self.chosen: int | None = None
        #: A code as a line of this till may name it: whole only for the voucher held at the
        #: counter, else as the feed beside Find names it (set by the wiring; masked until then).
        self.shown_code: Callable[[str], str] = mask_code

    @property
    def _index(self) -> OrderIndexStore:
        """Opened by the first search (``_search_text``): a till that never searches makes no file."""
        if self._opened.store is None:
            raise RuntimeError("the order index is read before it was opened")
        return self._opened.store

    def close(self) -> None:
        self._opened.close()

    def prepare(self) -> None:
        """Find is open: its index opens now, on a worker thread, while the cashier types, so the
        first search sends its request at once (a till that never opens Find makes no file)."""
        if self._opened.store is None and not self._tasks.running("find-index"):
            self._tasks.start("find-index", self._opened.get())

    def _keep_from(self) -> datetime:
        """The oldest order the index may hold: the longest window's, or the retention's if sooner."""
        now = self._clock()
        oldest = months_before(now, max(WINDOW_MONTHS))
        return oldest if self._keep_days is None else max(oldest, now - timedelta(days=self._keep_days))

    def forget(self) -> None:
        """Its member of staff signed out: the search stops and what it found is let go."""
        self.cancel(quiet=True)
        self.results.set_records([])
        self.vouchers.set_records([])
        self.chosen = None

    # -- what the dialog asks -------------------------------------------------------------------

    def search(self, query: str, months: int | None = None, *, fresh: bool = False) -> None:
        """Look for ``query``: an order number opens that order; anything else reads the list
        (``fresh``: all of it again from the service, the saved index set aside and rewritten)."""
        self.cancel(quiet=True)
        self.started.emit()
        self.months = months or self.months
        self._found = set()
        self._starting = object()
        text = query.strip()
        number = order_number(text)
        if number is not None:
            self._show_searching(self._starting)
            self._start(self._open_number(number, text))
            return
        if not searchable(text):
            self._show_searching(self._starting, busy=False)
            self.finished.emit(
                translate(
                    "Find",
                    "Type at least {count} letters of a name, part of an e-mail address, a payment "
                    "reference or an order number.",
                ).format(count=MIN_QUERY),
                "refused_input",
            )
            return
        self._start(self._search_text(text, self._starting, fresh=fresh))

    def _show_searching(self, starting: object, *, busy: bool = True) -> None:
        """The last search's results cleared and the busy state shown, once per search.

        A text search shows this only once its first request is on its way (or the index's matches
        are about to be shown): clearing the tables repaints the dialog, and a repaint before the
        request leaves would delay the guest's first results by as long as the paint takes."""
        if starting is not self._starting:
            return  # a later search has started, or this one was cancelled
        self._starting = None
        self.results.set_records([])
        self.vouchers.set_records([])
        self.chosen = None
        self.vouchers_text.emit("")
        if busy:
            self._set_busy(True)

    async def _search_text(self, text: str, starting: object | None = None, *, fresh: bool = False) -> None:
        try:
            await self._opened.get()
            run = self._prepare(text, fresh=fresh)
            if not run.extends:
                self._show_searching(starting)
                await self._from_index(run, text)
            await self._read(run, starting)
        finally:
            # However the search ended (a store that would not open, a refusal), the last one's
            # results do not stay on screen beside it.
            self._show_searching(starting)

    async def _from_index(self, run: SearchRun, text: str) -> None:
        """The index's matches shown at once; if it cannot be read, the whole window is read."""
        if not await every_match(self._index, text, run.since, self._add):
            run.read_since, run.extends, run.covered_from, run.newest = run.since, True, run.since, None

    def _prepare(self, text: str, *, fresh: bool = False) -> SearchRun:
        """The run of a text search, and what the index already holds of it, shown at once."""
        now = self._clock()
        since = months_before(now, self.months)
        self._kept_all = True
        covered = None
        try:
            self._index.forget_older_than(self._keep_from())
            covered = None if fresh else self._index.coverage()
        except StorageError as exc:
            log.warning("Find could not read its order index, reading the service instead: %s", exc.problem)
            covered = None
        if covered is not None and covered.covered_from <= since:
            run = SearchRun(
                text, self.months, since, covered.newest, False, covered.covered_from, covered.newest
            )
        else:
            run = SearchRun(text, self.months, since, since, True, since, None)
        self._run = run
        return run

    def retry(self) -> None:
        """Go on from the page that failed, keeping what was found."""
        if self._run is not None and not self.busy:
            self._set_busy(True)
            self._start(self._read(self._run))

    def cancel(self, *, quiet: bool = False) -> None:
        """Stop between pages; what was found stays on screen."""
        self._starting = None
        if not self._tasks.running("find"):
            self._set_busy(False)
            return
        self._tasks.cancel("find")
        self._set_busy(False)
        run = self._run
        if run is not None:
            self._audit_search(run, "cancelled")
            if not quiet:
                self.finished.emit(
                    translate("Find", "Search cancelled: {searched}; {found} found so far.").format(
                        searched=searched_text(run), found=len(self._found)
                    ),
                    "cancelled",
                )
        self._run = None

    def choose_order(self, row: int) -> None:
        """A result chosen: read its vouchers (status and balance)."""
        if 0 <= row < self.results.rowCount():
            order = self.results.record(row)
            self.chosen = order.order_id
            self.vouchers.set_records([])
            self.vouchers_text.emit(
                translate("Find", "Reading the vouchers of order {order}…").format(order=order.order_id)
            )
            self._tasks.start("find-vouchers", self._read_vouchers(order.order_id))

    def note_lost(self, manager: str) -> None:
        """The chosen order's vouchers, noted lost with ``manager``'s approval."""
        codes = [voucher.code for voucher in self.vouchers.records]
        if self.lost is not None and self.chosen is not None and codes:
            self.lost.note(self.chosen, codes, manager)

    def order_corrected(self, order_id: int, values: dict[str, str]) -> None:
        """This till corrected an order: its row in the index now says what the service holds."""
        self._tasks.start(f"find-corrected-{order_id}", rewrite_corrected(self._opened, order_id, values))

    def open_voucher(self, row: int) -> None:
        if 0 <= row < self.vouchers.rowCount():
            self.voucher_chosen.emit(self.vouchers.record(row).code)

    # -- the work -------------------------------------------------------------------------------

    async def _open_number(self, number: int, text: str) -> None:
        try:
            order = await self._client.order(number)
            if int(order.domain_id) != self._domain_id or order.date_created is None:
                raise NotFound(f"order {number} is not one of this property's")
            found = IndexedOrder(
                order_id=int(order.order_id),
                created=order.date_created,
                email=order.email_address,
                customer_name=order.customer_name,
                recipient_name=order.delivery_name,
                recipient_email="",
                payment_reference="",
                currency=order.currency_code,
                total=order.total,
            )
        except NotFound:
            # Not an order of this property's: perhaps a payment reference made of digits.
            await self._search_text(text)
            return
        except ApiError as exc:
            self._set_busy(False)
            self._stopped(exc)
            return
        self._add([found])
        self._set_busy(False)
        self.finished.emit(
            translate("Find", "Order {order}, opened by its number.").format(order=number), "done"
        )
        self.choose_order(0)

    def _fetch(self, run: SearchRun, page: int) -> asyncio.Task[OrderPage]:
        return asyncio.ensure_future(
            self._client.order_page(domain_id=self._domain_id, created_since=run.read_since, page=page)
        )

    async def _read(self, run: SearchRun, starting: object | None = None) -> None:
        """Pages in order, the next one asked for as soon as this one is in (two in flight at most),
        so matching and keeping a page overlaps the wait for the next one.

        The list ends at a short page, or at a page that adds no order this search has not read (a
        service that ignores the page asked for sends page 1 for ever). Each run reads at most
        ``SearchLimits.pages`` pages and waits at most ``SearchLimits.seconds`` for them in all (a
        page that arrives a byte at a time included); past either it stops and says so, and Retry
        goes on from the next page.
        """
        try:
            stopped = await self._read_pages(run, starting)
        except TimeoutError:
            stopped = self._words_of_time()
        except ApiError as exc:
            self._set_busy(False)
            self._stopped(exc)
            return
        if stopped:
            self._set_busy(False)
            self._bounded(run, stopped)
            return
        self._done(run)

    async def _read_pages(self, run: SearchRun, starting: object | None = None) -> str:
        """Read ``run``'s pages: "" when the list ended, or the words of the limit that stopped it."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self._limits.seconds
        pending = self._fetch(run, run.page)
        if starting is not None:
            await asyncio.sleep(0)  # the first request is written before the dialog repaints
            self._show_searching(starting)
        ahead: asyncio.Task[OrderPage] | None = None
        pages = 0
        try:
            while True:
                entries = await asyncio.wait_for(pending, max(0.0, deadline - loop.time()))
                pages += 1
                fresh = [entry for entry in entries if int(entry.order_id) not in run.seen]
                run.seen.update(int(entry.order_id) for entry in fresh)
                last = is_last_page(entries.received) or not fresh
                bounded = not last and pages >= self._limits.pages
                ahead = None if last or bounded else self._fetch(run, run.page + 1)
                run.unreadable += entries.unreadable
                async for part in in_slices(fresh):
                    orders = self._page(run, part)
                    await asyncio.sleep(0)  # the matches are painted before the page is written down
                    self._keep(orders)
                if last:
                    return ""
                run.page += 1
                if bounded:
                    return self._words_of_pages()
                pending, ahead = ahead or self._fetch(run, run.page), None
        finally:
            for task in (pending, ahead):
                if task is not None and not task.done():
                    task.cancel()

    def _done(self, run: SearchRun) -> None:
        """The list read to its end: the index covers the window, and the search says what it found."""
        try:
            if run.newest is not None and self._kept_all:
                self._index.set_coverage(max(run.covered_from, self._keep_from()), run.newest)
            if not run.extends:
                run.searched = self._index.count_since(run.since)
        except StorageError as exc:
            log.warning("Find could not write its order index: %s", exc.problem)
        self._set_busy(False)
        self._audit_search(run, "done")
        self._run = None
        self.finished.emit(self._done_text(run), "done")
        if self.results.rowCount() == 1:
            # One order found (an e-mail, a full name): its vouchers show at once, as for an order
            # opened by its number, not under a hint to choose the only row there is.
            self.choose_order(0)

    def _done_text(self, run: SearchRun) -> str:
        where = translate("Find", "{count} orders since {day} (%n months)", None, run.months).format(
            count=count_text(run.searched), day=day_text(run.since)
        )
        where += unreadable_text(run.unreadable)
        if self._found:
            return translate("Find", "{found} found: searched {where}.").format(
                found=len(self._found), where=where
            )
        if order_number(run.query) is not None:
            return translate(
                "Find",
                "No order {query} at this property, and no payment reference {query}: searched "
                "{where}. Check the number on the guest's confirmation.",
            ).format(query=mask_code_words(run.query.strip().lstrip("#"), self.shown_code), where=where)
        return translate(
            "Find",
            'Nothing matches "{query}": searched {where}. Try another spelling, part of the '
            "e-mail address, or a longer window.",
        ).format(query=mask_code_words(run.query, self.shown_code), where=where)

    def _page(self, run: SearchRun, entries: Sequence[OrderListing]) -> list[IndexedOrder]:
        """Match a page and say how far the search got; the page's orders, to keep in the index."""
        orders = [
            order
            for order in (indexed(entry) for entry in entries if int(entry.domain_id) == self._domain_id)
            if order is not None
        ]
        run.searched += len(orders)
        for order in orders:
            if run.newest is None or order.created > run.newest:
                run.newest = order.created
            if run.oldest is None or order.created < run.oldest:
                run.oldest = order.created
        self._add([order for order in orders if order.matches(run.query)])
        span = (self._clock() - run.since).total_seconds() or 1.0
        reached = (self._clock() - run.oldest).total_seconds() if run.oldest else 0.0
        percent = 100 if not run.extends else max(0, min(99, int(100 * reached / span)))
        self.progress.emit(searched_text(run, capital=True), percent)
        return orders

    def _keep(self, orders: list[IndexedOrder]) -> None:
        """Write a page down (what the retention allows of it); a full disk costs the next search
        a full read, never the search."""
        keep_from = self._keep_from()
        try:
            self._index.add([order for order in orders if order.created >= keep_from])
        except StorageError as exc:
            if self._kept_all:
                log.warning("Find could not write its order index: %s", exc.problem)
            self._kept_all = False

    def _add(self, orders: list[IndexedOrder]) -> None:
        fresh = [order for order in orders if order.order_id not in self._found]
        self._found.update(order.order_id for order in fresh)
        self.results.append(fresh)

    def _words_of_pages(self) -> str:
        return translate(
            "Find", "It read {pages} pages of the order list, the most one search reads."
        ).format(pages=count_text(self._limits.pages))

    def _words_of_time(self) -> str:
        seconds = round(self._limits.seconds)
        if seconds < 120:
            return translate(
                "Find",
                "The service took more than %n second(s) to send the order list, the longest one "
                "search waits.",
                None,
                seconds,
            )
        return translate(
            "Find",
            "The service took more than %n minute(s) to send the order list, the longest one search waits.",
            None,
            round(seconds / 60),
        )

    def _bounded(self, run: SearchRun, why: str) -> None:
        """A search that reached its bound (``SearchLimits``): what it found stays, Retry goes on."""
        self._audit_search(run, "incomplete")
        self.finished.emit(
            translate(
                "Find",
                "Search stopped: {searched}, {found} found so far. {why} Retry goes on from where it "
                "stopped.",
            ).format(searched=searched_text(run), found=len(self._found), why=why),
            "incomplete",
        )

    def _stopped(self, exc: ApiError) -> None:
        notice = triage(exc, self._connection, subject="order")
        text = notice.text if notice is not None else str(exc)
        run = self._run
        if isinstance(exc, Unauthorized):
            if run is not None:
                self._audit_search(run, "key refused")
            self._run = None
            self.finished.emit(translate("Find", "Search stopped. {problem}").format(problem=text), "refused")
            return
        if run is None:
            self.finished.emit(text, "refused")
            return
        self._audit_search(run, "incomplete")
        self.finished.emit(
            translate(
                "Find",
                "Search incomplete: {searched}, {found} found so far. {problem} Retry goes on from where "
                "it stopped.",
            ).format(searched=searched_text(run), found=len(self._found), problem=text),
            "incomplete",
        )

    async def _read_vouchers(self, order_id: int) -> None:
        try:
            rows = await self._client.order_rows(order_id)
        except ApiError as exc:
            notice = triage(exc, self._connection, subject="order")
            self.vouchers_text.emit(
                notice.text if notice else translate("Find", "The vouchers could not be read.")
            )
            return
        found: list[FoundVoucher] = []
        for row in rows:
            if not row.redeem_code:
                continue
            try:
                voucher = await self._client.lookup_code(row.redeem_code)
                status, balance = voucher.status, voucher.balance
            except ApiError:
                status, balance = row.status, None
            found.append(FoundVoucher(row.redeem_code, row.name, status, balance, row.currency_code))
        self.vouchers.set_records(found)
        self.vouchers_text.emit(
            "" if found else translate("Find", "Order {order} holds no voucher.").format(order=order_id)
        )

    def _audit_search(self, run: SearchRun, outcome: str) -> None:
        """Who searched for what, when, and how many orders it found: personal data was looked at. A
        word shaped like a code is kept masked: whoever reads the log could spend it."""
        self._writer.append(
            "find",
            f"{outcome}: {len(self._found)} found in {run.searched} orders",
            reason=f'searched "{mask_code_words(run.query)}" over {run.months} months',
        )

    def _start(self, work: Coroutine[Any, Any, None]) -> None:
        """Run a search; whatever ends it (even a fault the crash box reports) ends the busy state."""
        self._tasks.start("find", work).add_done_callback(lambda _done: self._ended())

    def _ended(self) -> None:
        if not self._tasks.running("find"):
            self._set_busy(False)

    def _set_busy(self, busy: bool) -> None:
        if busy != self.busy:
            self.busy = busy
            self.busy_changed.emit(busy)
