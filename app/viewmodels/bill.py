"""Bill mode: several vouchers on one bill, one review, one Confirm, each a redemption of its own.

The cashier types the bill's total and an optional reference, then scans vouchers; each joins with
the amount the till proposes (``app.core.bill``: the rules of order, whole-only vouchers and limits).
Nothing is sent until the review has re-read every voucher's balance (another till may have used
one) and the cashier confirmed it by a deliberate Confirm (F12 or a tap): a scan or Enter never
sends. Then each line goes, one after another, through the one money path
(``MovementService.redeem_on_bill``: journalled with the bill's tag, sent once, proven, a lost answer
settled), and each line says what the service recorded (``app.viewmodels.bill_send``).
"""

from __future__ import annotations

import uuid
from collections.abc import Callable
from dataclasses import replace
from decimal import Decimal

from PySide6.QtCore import QObject, Signal

from app.api.errors import ApiError
from app.api.models import Voucher
from app.core import bill as rules
from app.core.bill import BillLine, BillTag
from app.core.codes import CodeError, normalise_code
from app.core.errors import describe
from app.core.money import AmountError, format_money, parse_amount
from app.core.movement import Movement
from app.core.tasks import TaskSlots
from app.services.movements import Notice as MovementNotice
from app.viewmodels.bill_lines import SENDABLE, BillLinesModel, BillRow, LineState, LineStatus
from app.viewmodels.bill_send import late_status, send_lines
from app.viewmodels.connection import ConnectionViewModel
from app.viewmodels.ports import BillMovements, PropertyReads, VoucherReads

LOOKUP_TASK = "bill-lookup"
REVIEW_TASK = "bill-review"
SEND_TASK = "bill-send"
CURRENCY_TASK = "bill-currency"


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
        redeemed(object): the bill's DONE results (``MovementResult``s), for its slip.
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
        domain_id: int | None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._client = client
        self._properties = properties
        self.movements = movements
        self._tasks = tasks
        self.connection = connection
        self.staff = staff
        self._domain_id = domain_id
        self.lines = BillLinesModel(self)
        self.tag: BillTag | None = None
        self._lines: list[BillLine] = []
        self.statuses: dict[int, LineStatus] = {}
        self._scans = 0
        self._last_scanned: int | None = None
        self._asked: Voucher | None = None
        self._review: list[BillLine] | None = None
        self.busy = False
        #: Late news of a sent line's movement that came while later lines were being sent.
        self._news: list[Movement] = []
        movements.notices.append(self._late)
        movements.decided.append(self._decided)

    def close(self) -> None:
        """The bill's window closed: its reads stop, and the money path tells it nothing more.

        Never while its lines are being sent (the window stays open while the bill is busy)."""
        for name in (CURRENCY_TASK, LOOKUP_TASK, REVIEW_TASK):
            self._tasks.cancel(name)
        if self._late in self.movements.notices:
            self.movements.notices.remove(self._late)
        if self._decided in self.movements.decided:
            self.movements.decided.remove(self._decided)

    # -- the bill ---------------------------------------------------------------------------------

    @property
    def open(self) -> bool:
        return self.tag is not None

    @property
    def currency(self) -> str:
        return self.tag.currency if self.tag is not None else ""

    @property
    def reviewing(self) -> bool:
        return self._review is not None

    def start(self, total_text: str, reference: str) -> bool:
        """Open a bill of ``total_text``; False (and why, in ``message``) when it cannot be."""
        problem = rules.reference_problem(reference)
        if problem:
            self.message.emit(problem, "refused")
            return False
        try:
            total = parse_amount(total_text)
        except AmountError as exc:
            self.message.emit(f"Bill total: {exc.reason}", "refused")
            return False
        self.tag = BillTag(uuid.uuid4().hex[:12], reference.strip(), total, "")
        self._tasks.start(CURRENCY_TASK, self._read_currency())
        self._show()
        return True

    async def _read_currency(self) -> None:
        """The bill is in the property's currency; until it is known, in the first voucher's."""
        try:
            properties = await self._properties.properties()
        except ApiError:
            return
        found = next((p.currency_code for p in properties if p.domain_id == self._domain_id), "")
        if found and self.tag is not None and not self.tag.currency:
            self.tag = replace(self.tag, currency=found)
            self._show()

    # -- vouchers joining ---------------------------------------------------------------------------

    def scan(self, raw: str) -> None:
        """A code scanned or typed: it joins the bill. During a review it is refused, and nothing sent."""
        if self.tag is None:
            return
        if self._review is not None or self.busy:
            self.message.emit(
                "Scan ignored: the bill is being reviewed or sent. Confirm with F12 or a tap, or go back.",
                "refused",
            )
            return
        try:
            code = normalise_code(raw)
        except CodeError as exc:
            self.message.emit(exc.reason, "refused")
            return
        self._asked = None
        self._set_busy(True)
        self._tasks.start(LOOKUP_TASK, self._join(code))

    async def _join(self, code: str) -> None:
        try:
            voucher = await self._client.lookup_code(code, self.movements.location_id)
        except ApiError as exc:
            shown = describe(exc)
            self.message.emit(f"{code}: {shown.text if shown else 'not found'}", "refused")
            return
        finally:
            self._set_busy(False)
        self.add(voucher)

    def add(self, voucher: Voucher) -> None:
        """``voucher`` joins the bill with its proposal, or is refused with why."""
        tag = self.tag
        if tag is None:
            return
        if not tag.currency:
            self.tag = tag = replace(tag, currency=voucher.currency_code)
        left = self.left if voucher.partially_redeemable else self.room
        refused = rules.refusal(voucher, self._lines, tag.currency, self.movements.location_id, left)
        if refused:
            self.message.emit(refused, "refused")
            return
        warning = rules.loss_warning(voucher, left)
        if warning:
            self._asked = voucher
            self.loss_asked.emit(warning)
            return
        self._append(voucher, accepted_loss=False)

    def accept_loss(self) -> None:
        """The cashier confirmed the whole-only voucher asked about: it joins in full."""
        voucher, self._asked = self._asked, None
        if voucher is not None:
            self._append(voucher, accepted_loss=True)

    def decline_loss(self) -> None:
        voucher, self._asked = self._asked, None
        if voucher is not None:
            self.message.emit(f"{voucher.redeem_code} was not added to the bill.", "info")

    def _append(self, voucher: Voucher, *, accepted_loss: bool) -> None:
        self._scans += 1
        self._last_scanned = self._scans
        line = BillLine(voucher, voucher.balance, self._scans, accepted_loss=accepted_loss)
        self._lines.append(line)
        self._repropose()
        joined = next(x for x in self._lines if x.scanned == line.scanned)
        cur = voucher.currency_code
        self.message.emit(
            f"{voucher.redeem_code} added: {format_money(joined.amount, cur)} of "
            f"{format_money(voucher.balance, cur)}",
            "info",
        )

    def set_amount(self, row: int, text: str) -> None:
        """The cashier changed a line's amount: it keeps it, and the other lines share what is left."""
        line = self._line_at(row)
        if line is None or self.status(line).state not in SENDABLE or self.busy or self._review is not None:
            return
        cur = line.voucher.currency_code
        try:
            amount = parse_amount(text, currency=cur)
        except AmountError as exc:
            self.message.emit(f"{line.code}: {exc.reason}", "refused")
            return
        if line.whole_only and amount != line.voucher.balance:
            self.message.emit(
                f"{line.code} must be used in full ({format_money(line.voucher.balance, cur)})", "refused"
            )
            return
        if amount > line.voucher.balance:
            self.message.emit(
                f"{line.code}: more than its balance ({format_money(line.voucher.balance, cur)})", "refused"
            )
            return
        others = rules.covered(
            x for x in self.to_send + self.unsure if x.scanned != line.scanned and (x.whole_only or x.typed)
        )
        others += self.paid
        if amount > max(Decimal(0), self._total - others):
            self.message.emit(f"{line.code}: more than is left to pay on the bill", "refused")
            return
        self._replace_line(replace(line, amount=amount, typed=True))

    def remove(self, row: int) -> None:
        """Take a line off the bill (never one the service recorded, or one still being checked)."""
        line = self._line_at(row)
        if line is None or self.busy or self._review is not None:
            return
        state = self.status(line).state
        if state not in SENDABLE:
            self.message.emit(f"{line.code} cannot be taken off: {self._state_word(state)}", "refused")
            return
        self._lines = [x for x in self._lines if x.scanned != line.scanned]
        self.statuses.pop(line.scanned, None)
        self._repropose()
        self.message.emit(f"{line.code} taken off the bill.", "info")

    # -- review and confirm ---------------------------------------------------------------------------

    def review(self) -> None:
        """Re-read every voucher still to send, then show what Confirm will do. Never sends."""
        if self.tag is None or self.busy or self._review is not None:
            return
        if not self.to_send:
            self.message.emit("Scan a voucher first: nothing on the bill is left to send.", "refused")
            return
        self.decline_loss()  # a whole-only voucher still asked about stays off the bill
        self._set_busy(True)
        self._tasks.start(REVIEW_TASK, self._reread())

    async def _reread(self) -> None:
        """Another till may have used a voucher since it was scanned: its newest balance counts."""
        self.movements.prepare()
        said: list[str] = []
        try:
            for line in self.to_send:
                fresh = await self._client.lookup_code(line.code, self.movements.location_id)
                if fresh.balance != line.voucher.balance or fresh.status != line.voucher.status:
                    said.append(f"{line.code} now has {format_money(fresh.balance, fresh.currency_code)}")
                    self._replace_line(replace(line, voucher=fresh, amount=min(line.amount, fresh.balance)))
        except ApiError as exc:
            shown = describe(exc)
            self.message.emit(f"Balances could not be read again: {shown.text if shown else ''}", "refused")
            return
        finally:
            self._set_busy(False)
        if said:
            self.message.emit("Used elsewhere since it was scanned: " + "; ".join(said) + ".", "refused")
        sending = [line for line in self.to_send if line.amount > 0 and line.voucher.balance > 0]
        if not sending:
            return
        self._review = sending
        self.review_changed.emit(rules.review_text(sending, self._total, self.currency, self.paid))

    def cancel_review(self) -> None:
        if self._review is not None and not self.busy:
            self._review = None
            self.review_changed.emit("")

    def confirm(self) -> None:
        """The cashier's deliberate Confirm (F12 or a tap) of the review shown: send each line once."""
        if self.busy or self._review is None or self.tag is None:
            return
        lines, self._review = self._review, None
        self._set_busy(True)
        self._tasks.start(SEND_TASK, send_lines(self, self.tag, lines))

    def finish_sending(self) -> None:
        """``send_lines`` ended: the bill's outcome is on its lines, with any news the till's
        re-check brought about a line while the next ones were being sent."""
        self.review_changed.emit("")
        self._set_busy(False)
        held, self._news = self._news, []
        for movement in held:
            self._decided(movement, say=False)
        self._say_outcome()

    def _say_outcome(self) -> None:
        self.message.emit(self.outcome_text, "done" if not self.to_send and not self.unsure else "refused")

    # -- what the panel reads -------------------------------------------------------------------------

    @property
    def _total(self) -> Decimal:
        return self.tag.total if self.tag is not None else Decimal(0)

    def status(self, line: BillLine) -> LineStatus:
        return self.statuses.get(line.scanned, LineStatus())

    @property
    def to_send(self) -> list[BillLine]:
        return [x for x in self._lines if self.status(x).state in SENDABLE]

    @property
    def done(self) -> list[tuple[BillLine, LineStatus]]:
        return [(x, self.status(x)) for x in self._lines if self.status(x).state is LineState.DONE]

    @property
    def unsure(self) -> list[BillLine]:
        return [x for x in self._lines if self.status(x).state is LineState.UNSURE]

    @property
    def paid(self) -> Decimal:
        """What the service recorded on this bill's lines."""
        return sum((s.taken or Decimal(0) for _, s in self.done), Decimal(0))

    @property
    def left(self) -> Decimal:
        """What is left of the bill once every line on it is paid as proposed."""
        planned = rules.covered(self.to_send) + rules.covered(self.unsure)
        return self._total - self.paid - planned

    @property
    def room(self) -> Decimal:
        """What is left for a whole-only voucher: part-use lines not typed by hand give way to it."""
        fixed = [x for x in self.to_send + self.unsure if x.whole_only or x.typed]
        return self._total - self.paid - rules.covered(fixed)

    @property
    def left_text(self) -> str:
        return format_money(max(Decimal(0), self.left), self.currency) if self.tag else ""

    @property
    def summary(self) -> str:
        """The bill's heading: "Bill £180.00 · ref Table 12 · on vouchers £160.00 · left £20.00"."""
        if self.tag is None:
            return ""
        ref = f" · ref {self.tag.reference}" if self.tag.reference else ""
        on = rules.covered(self.to_send) + self.paid
        return (
            f"Bill {format_money(self._total, self.currency)}{ref} · on vouchers "
            f"{format_money(on, self.currency)} · left to pay {self.left_text}"
        )

    @property
    def outcome_text(self) -> str:
        """After sending: what went through, what did not, and what is left to pay on the POS."""
        done = self.done
        left = rules.left_to_pay(self._total, self.paid)
        parts = [f"{rules.vouchers_word(len(done))} redeemed: {format_money(self.paid, self.currency)}"]
        if self.unsure:
            parts.append(f"{rules.vouchers_word(len(self.unsure))} not confirmed — a manager must check")
        if self.to_send:
            not_taken = rules.vouchers_word(len(self.to_send))
            parts.append(f"{not_taken} not taken — retry, replace or take it on the POS")
        parts.append(f"{format_money(left, self.currency)} left to pay on the POS")
        return "Bill: " + "; ".join(parts) + "."

    # -- inside ---------------------------------------------------------------------------------------

    def _late(self, notice: MovementNotice) -> None:
        """The till's re-check settled a line's movement after the bill was sent: the line says so."""
        self._decided(notice.movement)

    def _decided(self, movement: Movement, *, say: bool = True) -> None:
        """A line's movement settled late (the re-check, a manager): the line, what is left to pay
        and the outcome line say so. While lines are being sent the news is kept for the end."""
        line = next((x for x in self._lines if self.status(x).movement_id == movement.id), None)
        if line is None:
            return
        if self.busy:
            self._news.append(movement)
            return
        status = late_status(movement)
        if status is not None:
            self.set_status(line, status)
            self._repropose()
            if say:
                self._say_outcome()

    def set_status(self, line: BillLine, status: LineStatus) -> None:
        self.statuses[line.scanned] = status
        self._show()

    def _line_at(self, row: int) -> BillLine | None:
        return self._lines[row] if 0 <= row < len(self._lines) else None

    def _replace_line(self, line: BillLine) -> None:
        self._lines = [line if x.scanned == line.scanned else x for x in self._lines]
        self._repropose()

    def _repropose(self) -> None:
        """Lines still to send share what the recorded ones left (``app.core.bill.propose``)."""
        fixed = {x.scanned for x in self._lines if x not in self.to_send}
        sendable = rules.propose(self.to_send, self._total - self.paid - rules.covered(self.unsure))
        by_scan = {x.scanned: x for x in sendable}
        self._lines = [x if x.scanned in fixed else by_scan[x.scanned] for x in self._lines]
        self._show()

    def _show(self) -> None:
        rows = [BillRow(x, self.status(x), masked=x.scanned != self._last_scanned) for x in self._lines]
        self.lines.show(rows)
        self.changed.emit()

    def _set_busy(self, busy: bool) -> None:
        self.busy = busy
        self.busy_changed.emit(busy)

    @staticmethod
    def _state_word(state: LineState) -> str:
        return {LineState.DONE: "the service recorded it", LineState.UNSURE: "it is not confirmed yet"}.get(
            state, "it is being sent"
        )
