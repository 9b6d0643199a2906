"""Bill mode: several vouchers on one bill, one review, one Confirm, each a redemption of its own.

The cashier types the bill's total and an optional reference, then scans vouchers; each joins with
the amount the till proposes (``app.core.bill``: the rules of order, whole-only vouchers and limits).
Codes scanned faster than the service answers wait their turn: each is looked up and joins, none is
dropped. Nothing is sent until the review has re-read every voucher's balance (another till may have
used one, ``app.desk.bill._review``) and the cashier confirmed it by a deliberate Confirm (F12 or
a tap): a scan or Enter never sends. Then each line goes, one after another, through the one money
path (``MovementService.redeem_on_bill``: journalled with the bill's tag, sent once, proven, a lost
answer settled), and each line says what the service recorded (``app.desk.bill.send``).
"""

from __future__ import annotations

import uuid
from collections.abc import Callable
from dataclasses import dataclass, replace
from decimal import Decimal

from PySide6.QtCore import QObject, QTimer, Signal

from app.api.errors import ApiError
from app.api.models import Voucher
from app.core import bill as rules
from app.core.bill import BillLine, BillTag
from app.core.bill_tag import PlannedLine
from app.core.codes import CodeError, normalise_code
from app.core.errors import describe
from app.core.i18n import translate
from app.core.law.packs import DEFAULT_PACK, PACKS, RulePack
from app.core.masking import mask_code, mask_code_in
from app.core.money import AmountError, format_money, parse_amount
from app.core.movement import Movement, MovementState
from app.core.rules import REDEEMABLE_STATUSES
from app.core.tasks import TaskSlots
from app.desk.bill import _words as words
from app.desk.bill.figures import BillFigures
from app.desk.bill.lines import SENDABLE, BillLinesModel, BillRow, LineState, LineStatus, shown_codes
from app.desk.bill.news import HeldNews
from app.desk.bill.send import STOPPED, LineSender, late_news
from app.desk.common.connection import ConnectionViewModel
from app.desk.common.dual_control import DualControl, NoDualControl
from app.desk.common.ports import BillMovements, PropertyReads, VoucherReads
from app.services.movements import MovementResult
from app.services.movements import Notice as MovementNotice

LOOKUP_TASK = "bill-lookup"
REVIEW_TASK = "bill-review"
SEND_TASK = "bill-send"
CURRENCY_TASK = "bill-currency"


#: Statuses of a voucher another till used (up): "used elsewhere" says what happened to it.
_USED_UP = REDEEMABLE_STATUSES | {"Redeemed"}


@dataclass(frozen=True)
class BillScope:
    """The property whose vouchers the bill takes (its currency is the bill's), and the dual-control
    limits above which a manager approves (None: no limit)."""

    domain_id: int | None
    dual: DualControl | None = None


class BillViewModel(QObject):
    """One bill, from its total to its outcome; ``lines`` is the table the panel shows.

    Signals:
        changed(): the bill's lines, totals or state changed (read ``summary``, ``left_text``…).
        message(str text, str kind): a refusal, a warning or an outcome ("refused", "done", "info").
        loss_asked(str warning): a whole-only voucher larger than what is left waits for the
            cashier's word on that line (``accept_loss`` / ``decline_loss``).
        review_changed(str): what Confirm will do, or "" when no review is open.
        busy_changed(bool): a lookup, a review's re-read or the bill's sending is under way.
        settled(): a line was sent and settled: the hand-off, the feed and the voucher read again.
        redeemed(object): every DONE result of the bill (``MovementResult``s), for its one slip.
    """

    changed = Signal()
    message = Signal(str, str)
    loss_asked = Signal(str)
    review_changed = Signal(str)
    busy_changed = Signal(bool)
    settled = Signal()
    redeemed = Signal(object)

    def __init__(
        self,
        client: VoucherReads,
        properties: PropertyReads,
        movements: BillMovements,
        tasks: TaskSlots,
        connection: ConnectionViewModel,
        staff: Callable[[], str],
        scope: BillScope,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._dual = scope.dual or NoDualControl()
        self.client = client
        self._properties = properties
        self.movements = movements
        self._tasks = tasks
        self.connection = connection
        self.staff = staff
        self._domain_id = scope.domain_id
        #: The law where the desk is, read as each voucher joins (a manager may change it).
        self.law: Callable[[], RulePack] = lambda: PACKS[DEFAULT_PACK]
        self.lines = BillLinesModel(self)
        #: The bill as it stands: its tag, lines, their states, and every figure read from them.
        self.figures = BillFigures()
        self._total_text = ""
        self._scans = 0
        self.last_scanned: int | None = None
        self._asked: Voucher | None = None
        #: Whether the voucher asked about was just scanned (on the counter) or read again by a review.
        self._asked_held = True
        self._review: list[BillLine] | None = None
        self.busy = False
        #: Codes scanned while an earlier one was being looked up: each joins in turn, none is lost.
        self._queue: list[str] = []
        self._looking = False
        #: The cashier asked to stop: the lines not sent yet stay on the bill, unsent.
        self.stopping = False
        #: Each line the service recorded, by scan: the bill's one slip lists them all.
        self.results: dict[int, MovementResult] = {}
        #: Late news of a sent line's movement that came while later lines were being sent.
        self._news: list[Movement] = []
        #: Line news held back while the next line's request leaves (``bill_news``).
        self.held = HeldNews(self._show_lines, self)
        self._sender = LineSender(movements, connection, staff, self.held, self.set_status)
        movements.notices.append(self._late)
        movements.decided.append(self._decided)

    def close(self) -> None:
        """The bill's window closed: its reads stop, and the money path tells it nothing more.

        Never while its lines are being sent (the window stays open while the bill is busy)."""
        self._queue.clear()
        for name in (CURRENCY_TASK, LOOKUP_TASK, REVIEW_TASK):
            self._tasks.cancel(name)
        if self._late in self.movements.notices:
            self.movements.notices.remove(self._late)
        if self._decided in self.movements.decided:
            self.movements.decided.remove(self._decided)

    # -- the bill ---------------------------------------------------------------------------------

    @property
    def open(self) -> bool:
        return self.figures.tag is not None

    @property
    def reviewing(self) -> bool:
        return self._review is not None

    @property
    def sending(self) -> bool:
        """The bill's lines are on their way (not a lookup or a review's re-read)."""
        return self.busy and self._tasks.running(SEND_TASK)

    def start(self, total_text: str, reference: str, tip_text: str = "") -> bool:
        """Open a bill of ``total_text`` (and a tip the vouchers cover too, where the law has tips
        recorded); False (and why, in ``message``) when it cannot be."""
        problem = rules.reference_problem(reference)
        if problem:
            self.message.emit(problem, "refused")
            return False
        try:
            total = parse_amount(total_text)
        except AmountError as exc:
            self.message.emit(translate("Bill", "Bill total: {reason}").format(reason=exc.reason), "refused")
            return False
        tip = Decimal(0)
        if tip_text.strip() and self.law().tips_act:
            try:
                tip = parse_amount(tip_text)
            except AmountError as exc:
                self.message.emit(translate("Bill", "Tip: {reason}").format(reason=exc.reason), "refused")
                return False
        self._total_text = total_text
        self.figures.tag = BillTag(uuid.uuid4().hex[:12], reference.strip(), total + tip, "", tip=tip)
        self._tasks.start(CURRENCY_TASK, self._read_currency())
        self._show()
        return True

    def _total_problem(self) -> str:
        """Why the total as typed cannot be the bill's, once its currency is known ("€180" on a
        pound bill: the cashier was thinking of other money, as ``parse_amount`` refuses it)."""
        try:
            parse_amount(self._total_text, currency=self.figures.currency)
        except AmountError as exc:
            return translate("Bill", "Bill total: {reason} Close the bill and start it again.").format(
                reason=exc.reason
            )
        return ""

    async def _read_currency(self) -> None:
        """The bill is in the property's currency; until it is known, in the first voucher's."""
        try:
            properties = await self._properties.properties()
        except ApiError:
            return
        found = next((p.currency_code for p in properties if p.domain_id == self._domain_id), "")
        if found and self.figures.tag is not None and not self.figures.tag.currency:
            self.figures.tag = replace(self.figures.tag, currency=found)
            self._show()

    # -- vouchers joining ---------------------------------------------------------------------------

    def scan(self, raw: str) -> None:
        """A code scanned or typed: it joins the bill, after any still being looked up. During a
        review or while the bill is sent it is refused, by name, and nothing is sent."""
        if self.figures.tag is None:
            return
        if self._review is not None or (self.busy and not self._looking):
            self.message.emit(words.scan_ignored(raw), "refused")
            return
        self._said_done()
        try:
            code = normalise_code(raw)
        except CodeError as exc:
            self.message.emit(exc.reason, "refused")
            return
        self._queue.append(code)
        if not self._looking:
            self.decline_loss()  # a question still open is dropped by the next scan, said; then looked up

    def _next_lookup(self) -> None:
        """Look up the next code waiting, unless one is being looked up or the cashier is asked."""
        if self._looking or self._asked is not None or not self._queue:
            return
        self._looking = True
        self._set_busy(True)
        self._tasks.start(LOOKUP_TASK, self._join(self._queue.pop(0)))

    async def _join(self, code: str) -> None:
        try:
            try:
                voucher = await self.client.lookup_code(code, self.movements.location_id)
            except ApiError as exc:
                shown = describe(exc)
                why = shown.text if shown else translate("Bill", "not found")
                self.message.emit(
                    translate("Bill", "{code}: {problem}").format(code=code, problem=why), "refused"
                )
            else:
                self.add(voucher)
        finally:
            self._looking = False
            if not self._queue or self._asked is not None:
                self._set_busy(False)
        self._next_lookup()

    def add(self, voucher: Voucher) -> None:
        """``voucher`` joins the bill with its proposal, or is refused with why."""
        tag = self.figures.tag
        if tag is None:
            return
        if not tag.currency:
            self.figures.tag = tag = replace(tag, currency=voucher.currency_code)
        wrong_total = self._total_problem()
        if wrong_total:
            self.message.emit(wrong_total, "refused")
            return
        left = self.figures.left if voucher.partially_redeemable else self.figures.room
        refused = rules.refusal(
            voucher, self.figures.lines, tag.currency, self.movements.location_id, left, self.law()
        )
        if refused:
            self.message.emit(refused, "refused")
            return
        warning = rules.loss_warning(voucher, left, self.law())
        if warning:
            self._asked, self._asked_held = voucher, True
            self.loss_asked.emit(warning)
            return
        self._append(voucher, accepted_loss=False)

    def accept_loss(self) -> None:
        """The cashier confirmed the whole-only voucher asked about: it joins in full."""
        voucher, self._asked = self._asked, None
        if voucher is not None:
            self._append(voucher, accepted_loss=True, held=self._asked_held)
        self._next_lookup()

    def decline_loss(self) -> None:
        voucher, self._asked = self._asked, None
        if voucher is not None:
            code = voucher.redeem_code if self._asked_held else mask_code(voucher.redeem_code)
            self.message.emit(
                translate("Bill", "{code} was not added to the bill.").format(code=code), "info"
            )
        self._next_lookup()

    def rejoin(self, voucher: Voucher, *, held: bool = False) -> bool:
        """A whole-only voucher the review found changed joins again as it is now, in full: False
        when it could not, or the cashier is asked first (its loss is the guest's, never assumed).
        Unless it was the voucher on the counter (``held``), it is named masked and stays so."""
        room = self.figures.room
        code = "" if held else voucher.redeem_code  # what is masked in its words
        refused = rules.refusal(
            voucher, self.figures.lines, self.figures.currency, self.movements.location_id, room, self.law()
        )
        if refused:
            self.message.emit(mask_code_in(refused, code), "refused")
            return False
        warning = rules.loss_warning(voucher, room, self.law())
        if warning:
            if self._asked is None:
                self._asked, self._asked_held = voucher, held
                self.loss_asked.emit(mask_code_in(warning, code))
            return False
        self._append(voucher, accepted_loss=False, say=False, held=held)
        return True

    def _append(self, voucher: Voucher, *, accepted_loss: bool, say: bool = True, held: bool = True) -> None:
        """``voucher`` joins the bill; ``held`` when it was just scanned (the voucher on the counter)."""
        self._scans += 1
        if held:
            self.last_scanned = self._scans
        line = BillLine(voucher, voucher.balance, self._scans, accepted_loss=accepted_loss)
        self.figures.lines.append(line)
        self._repropose()
        joined = next(x for x in self.figures.lines if x.scanned == line.scanned)
        if not say:
            return
        cur = voucher.currency_code
        self.message.emit(
            translate("Bill", "{code} added: {amount} of {balance}").format(
                code=voucher.redeem_code,
                amount=format_money(joined.amount, cur),
                balance=format_money(voucher.balance, cur),
            ),
            "info",
        )

    # -- the cashier's edits before the review ------------------------------------------------------
    # Neither is allowed while the bill is busy (a lookup, a review's re-read, its sending) or its
    # review is open, nor on a line the service recorded or one still being checked: what the review
    # showed is what Confirm sends, and nothing recorded leaves the bill.

    def set_amount(self, row: int, text: str) -> None:
        """The cashier typed a line's amount: the most it may take is what the bill leaves."""
        line = self.line_at(row)
        if line is None or self.figures.status(line).state not in SENDABLE or self.busy or self.reviewing:
            return
        others = rules.covered(
            x
            for x in self.figures.to_send + self.figures.unsure
            if x.scanned != line.scanned and (x.whole_only or x.typed)
        )
        amount, problem = words.typed_amount(
            line,
            self.shown_code(line),
            text,
            max(Decimal(0), self.figures.total - others - self.figures.paid),
        )
        if amount is None:
            self.message.emit(problem, "refused")
            return
        self._said_done()
        self.replace_line(replace(line, amount=amount, typed=True))

    def remove(self, row: int) -> None:
        """Take a line off the bill."""
        line = self.line_at(row)
        if line is None or self.busy or self.reviewing:
            return
        state = self.figures.status(line).state
        if state not in SENDABLE:
            self.message.emit(
                translate("Bill", "{code} cannot be taken off: {why}").format(
                    code=self.shown_code(line), why=words.state_word(state)
                ),
                "refused",
            )
            return
        code = self.shown_code(line)
        self.drop_line(line)
        self.message.emit(translate("Bill", "{code} taken off the bill.").format(code=code), "info")

    def _said_done(self) -> None:
        """The line under the bill belongs to what the cashier last did ("… is already on this bill",
        "… added"): the next thing done (a scan, a line's amount, the review) takes it away, so it
        is never read as being about what came after it. A line taken off says so in its place."""
        self.message.emit("", "info")

    # -- review and confirm ---------------------------------------------------------------------------

    def review(self) -> None:
        """Re-read every voucher still to send, then show what Confirm will do. Never sends."""
        if self.figures.tag is None or self.busy or self._review is not None:
            return
        if not self.figures.to_send:
            self.message.emit(
                translate("Bill", "Scan a voucher first: nothing on the bill is left to send."), "refused"
            )
            return
        self._said_done()
        self.decline_loss()  # a whole-only voucher still asked about stays off the bill
        if self.busy:  # codes scanned while it was asked about join first: review again then
            return
        self._set_busy(True)
        self._tasks.start(REVIEW_TASK, self._reread())

    async def _send_lines(self, tag: BillTag, lines: list[BillLine]) -> None:
        """Send ``lines`` of ``tag``'s bill in turn; every line ends saying what the service recorded."""
        sent_any = False
        try:
            for index, line in enumerate(lines):
                # What the table shows of the last line and this one waits until this request is on the
                # wire (``bill_news``): the money path first, the repaint after.
                self.held.hold()
                if self.stopping:
                    self.set_status(line, LineStatus(LineState.OPEN, translate("Bill", STOPPED)))
                    continue
                result = await self._sender.send(
                    tag, line, code=self.shown_code(line), more=index + 1 < len(lines)
                )
                if result is not None and result.outcome is MovementState.DONE:
                    self.results[line.scanned] = result
                    sent_any = True
        finally:
            self.finish_sending()
            # The outcome line is painted first; then what shows money moved reads again (the hand-off,
            # the feed, the voucher) and the bill's one slip is made: every voucher it took so far.
            results = [self.results[k] for k in sorted(self.results)] if sent_any else []
            QTimer.singleShot(0, self, lambda: self._settled(results))

    def _settled(self, results: list[MovementResult]) -> None:
        self.settled.emit()
        if results:
            self.redeemed.emit(results)

    async def _reread(self) -> None:
        """Another till may have used a voucher since it was scanned: its newest balance counts."""
        self.movements.prepare()
        try:
            sending = await self._reread_lines()
        finally:
            self._set_busy(False)
        if sending:
            self._review = sending
            said = rules.review_text(
                sending, self.figures.total, self.figures.currency, self.figures.paid, self.law()
            )
            above = next((n for n in map(self._dual_note, sending) if n), "")
            # The review's words end without a full stop ("— nothing left to pay"): the note is a
            # sentence of its own.
            self.review_changed.emit(f"{said.rstrip('.')}. {above}" if above else said)

    async def _reread_lines(self) -> list[BillLine]:
        """The review's re-read: every line still to send is read again; the lines the review offers
        to send, or [] when the cashier must first read what changed (a balance could not be read, a
        whole-only voucher asks).

        Another till may have used a voucher, topped it up, or voided it since it was scanned. A
        part-use voucher keeps its amount up to its newest balance; a whole-only one is taken off and
        joins again as it is now (in full, asking again when it is worth more than what is left); one
        that can no longer be used stays on the bill refused, with why, and is not sent.
        """
        used: list[str] = []
        more: list[str] = []
        refused: list[str] = []
        rejoin: list[tuple[Voucher, bool]] = []
        for line in self.figures.to_send:
            try:
                fresh = await self.client.lookup_code(line.code, self.movements.location_id)
            except ApiError as exc:
                shown = describe(exc)
                self.message.emit(
                    translate("Bill", "The balance of {code} could not be read again: {problem}").format(
                        code=self.shown_code(line), problem=shown.text if shown else ""
                    ),
                    "refused",
                )
                return []
            if fresh.balance == line.voucher.balance and fresh.status == line.voucher.status:
                continue
            why = rules.refusal(fresh, [], self.figures.currency, self.movements.location_id, Decimal(1))
            if why and fresh.status not in _USED_UP:
                refused.append(why)  # voided, refunded, expired: not "used", and said as it is
            else:
                now = translate("Bill", "{code} now has {amount}").format(
                    code=self.shown_code(line), amount=format_money(fresh.balance, fresh.currency_code)
                )
                (used if fresh.balance < line.voucher.balance else more).append(now)
            if why:
                self.replace_line(replace(line, voucher=fresh, amount=Decimal(0)))
                self.set_status(line, LineStatus(LineState.REFUSED, why))
            elif line.whole_only:
                self.drop_line(line)  # it joins again below, in full as it is now
                rejoin.append((fresh, line.scanned == self.last_scanned))
            else:
                self.replace_line(replace(line, voucher=fresh, amount=min(line.amount, fresh.balance)))
        said = []
        if used:
            said.append(
                translate("Bill", "Used elsewhere since it was scanned: {changes}.").format(
                    changes="; ".join(used)
                )
            )
        if more:
            said.append(
                translate("Bill", "Topped up since it was scanned: {changes}.").format(
                    changes="; ".join(more)
                )
            )
        said += [f"{why}." for why in refused]
        if said:
            self.message.emit(" ".join(said), "refused")
        asked = [voucher for voucher, held in rejoin if not self.rejoin(voucher, held=held)]
        if asked:
            return []
        return [line for line in self.figures.to_send if line.amount > 0 and line.voucher.balance > 0]

    def cancel_review(self) -> None:
        if self._review is not None and not self.busy:
            self._review = None
            self.review_changed.emit("")

    def _dual_note(self, line: BillLine) -> str:
        return self._dual.review_note(line.amount, line.voucher.currency_code)

    @property
    def needs_manager(self) -> bool:
        """A line of the review is above the location's dual-control limit: a manager's PIN confirms."""
        return any(self._dual_note(line) for line in self._review or ())

    def confirm(self, manager: str | None = None) -> None:
        """The cashier's deliberate Confirm (F12 or a tap) of the review shown: send each line once.
        Above the dual-control limit, nothing without the name of the manager whose PIN allowed it."""
        if self.busy or self._review is None or self.figures.tag is None:
            return
        if self.needs_manager and not (manager or "").strip():
            return
        self._sender.manager = manager or None
        lines, self._review = self._review, None
        # Every line of the bill as confirmed goes into the journal with each redemption: a till
        # restarted mid-bill still knows the lines it never sent (``app.core.bill_handoff``).
        planned = tuple(PlannedLine(mask_code(x.code), x.amount) for x in self.figures.lines)
        over = self.figures.paid + rules.covered(x for x in lines if x.amount > 0) - self.figures.total
        refund = rules.refund_of(self.law(), over=over) if over > 0 else Decimal(0)
        self.figures.tag = replace(self.figures.tag, lines=planned, refund=refund)
        self.stopping = False
        # Sent, the vouchers are no longer the one in the cashier's hand: every code is masked now.
        self.last_scanned = None
        # Busy at once (a second Confirm sends nothing); shown busy once the first voucher's request
        # has left, with that line's news (``bill_news``): a repaint before it would hold it back.
        self.busy = True
        self._tasks.start(SEND_TASK, self._send_lines(self.figures.tag, lines))

    def stop_sending(self) -> None:
        """The cashier stops the bill: the line on its way ends as the service records it; the ones
        after it are not sent (they stay on the bill, for a new review or the POS)."""
        if self.sending and not self.stopping:
            self.stopping = True
            self.changed.emit()

    def finish_sending(self) -> None:
        """``_send_lines`` ended: the bill's outcome is on its lines, with any news the till's
        re-check brought about a line while the next ones were being sent. The outcome line is
        said first, then the review closes and the bill's buttons come back: the line is what the
        cashier waits for, and it is painted before the window rearranges."""
        self.stopping = False
        self.busy = False
        held, self._news = self._news, []
        for movement in held:
            self._decided(movement, say=False)
        self._say_outcome()
        self.held.release()
        self.review_changed.emit("")
        self._set_busy(False)

    def _say_outcome(self) -> None:
        self.message.emit(
            self.figures.outcome_text,
            "done" if not self.figures.to_send and not self.figures.unsure else "refused",
        )

    # -- inside ---------------------------------------------------------------------------------------

    def _late(self, notice: MovementNotice) -> None:
        """The till's re-check settled a line's movement after the bill was sent: the line says so."""
        self._decided(notice.movement)

    def _decided(self, movement: Movement, *, say: bool = True) -> None:
        """A line's movement settled late (the re-check, a manager): the line, what is left to pay
        and the outcome line say so. While lines are being sent the news is kept for the end."""
        if self.busy:
            self._news.append(movement)
            return
        found = (
            None
            if self.figures.tag is None
            else late_news(self.figures.tag, self.figures.lines, self.figures.statuses, movement)
        )
        if found is not None:
            line, status = found
            self.set_status(line, status)
            self._repropose()
            if say:
                self._say_outcome()
                self.settled.emit()

    def set_status(self, line: BillLine, status: LineStatus) -> None:
        """``line`` stands at ``status``: shown now, or once the next line's request has left."""
        self.figures.statuses[line.scanned] = status
        if not self.held.keep(line.scanned):
            self._show_lines([line.scanned])

    def _show_lines(self, scans: list[int]) -> None:
        """The rows of the lines scanned as ``scans`` repainted alone (the table is not reset)."""
        covered = self.figures.left <= 0
        for scanned in scans:
            index = next((i for i, x in enumerate(self.figures.lines) if x.scanned == scanned), -1)
            if index < 0 or index >= self.lines.rowCount():
                self._show()
                return
            line = self.figures.lines[index]
            code = self.shown_code(line)
            self.lines.show_row(index, BillRow(line, self.figures.status(line), code, covered=covered))
        self.changed.emit()

    def shown_code(self, line: BillLine) -> str:
        """``line``'s code as the bill shows it: whole only while it is the voucher on the counter."""
        return shown_codes(self.figures.lines, self.last_scanned).get(line.scanned, mask_code(line.code))

    def line_at(self, row: int) -> BillLine | None:
        return self.figures.lines[row] if 0 <= row < len(self.figures.lines) else None

    def replace_line(self, line: BillLine) -> None:
        """``line`` changed (its amount typed, or its voucher as the review re-read it)."""
        self.figures.lines = [line if x.scanned == line.scanned else x for x in self.figures.lines]
        self._repropose()

    def drop_line(self, line: BillLine) -> None:
        """Take ``line`` off the bill without a word (the review re-adds it as it is now)."""
        self.figures.lines = [x for x in self.figures.lines if x.scanned != line.scanned]
        self.figures.statuses.pop(line.scanned, None)
        self._repropose()

    def _repropose(self) -> None:
        """Lines still to send share what the recorded ones left (``app.core.bill.propose``)."""
        fixed = {x.scanned for x in self.figures.lines if x not in self.figures.to_send}
        sendable = rules.propose(
            self.figures.to_send, self.figures.total - self.figures.paid - rules.covered(self.figures.unsure)
        )
        by_scan = {x.scanned: x for x in sendable}
        self.figures.lines = [x if x.scanned in fixed else by_scan[x.scanned] for x in self.figures.lines]
        self._show()

    def _show(self) -> None:
        covered = self.figures.left <= 0
        codes = shown_codes(self.figures.lines, self.last_scanned)
        rows = [
            BillRow(x, self.figures.status(x), codes[x.scanned], covered=covered) for x in self.figures.lines
        ]
        self.lines.show(rows)
        self.changed.emit()

    def _set_busy(self, busy: bool) -> None:
        self.busy = busy
        self.busy_changed.emit(busy)
