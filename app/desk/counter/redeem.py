"""Redeem all or part of the voucher on screen, with the amount checked as it is typed.

Sending goes through :class:`MovementService`, which writes the intent down first and never sends
twice; when the answer is lost this view-model says "checking…" and reports what reconciliation
finds, never a success or failure it does not know. While the service cannot be reached nothing can
be confirmed, so redeeming pauses until the connection comes back.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Callable
from decimal import Decimal

from PySide6.QtCore import QObject, Signal

from app.api.errors import ApiError, Unauthorized
from app.api.models import Voucher
from app.core.errors import key_refused_text
from app.core.i18n import QT_TRANSLATE_NOOP, kept_with_label, translate
from app.core.money import REASON_EMPTY, AmountError, format_money, typed_amount_text
from app.core.movement import Movement, MovementKind, MovementState, code_key
from app.core.notice import Kind, Notice
from app.core.rules import check_redeem_amount
from app.core.tasks import TaskSlots
from app.desk.common.connection import ConnectionViewModel, Link
from app.desk.common.dual_control import DualControl, NoDualControl
from app.desk.common.movement_box import MovementBox
from app.desk.common.outcomes import Wording, carry_out, sent_line
from app.desk.common.ports import Movements
from app.desk.counter._redeem_words import asked_text, outcome_short, outcome_text, review_text
from app.services.movements import (
    Actor,
    MovementResult,
    NoticeKind,
    OpenCaseError,
    UnresolvedMovementError,
    movement_text,
)
from app.services.movements import Notice as MovementNotice
from app.store.journal import JournalError

__all__ = ["OFFLINE_REASON", "RedeemViewModel", "asked_text", "outcome_text", "review_text"]

log = logging.getLogger(__name__)

OFFLINE_REASON = QT_TRANSLATE_NOOP("Redeem", "Offline: redeeming is paused until the service answers")


#: Said under the amount when Enter or Redeem… is pressed while the last redemption is unanswered.
BUSY_REASON = QT_TRANSLATE_NOOP(
    "Redeem", "The last redemption is still on its way or being checked: its outcome comes first."
)


class RedeemViewModel(MovementBox):
    """The redeem box: an amount, a review of what it will do, then a deliberate confirm.

    Nothing a scanner or a stray key can produce sends money: an amount is only sent after
    ``review`` has shown exactly what will happen and ``confirm`` was called for that review. A
    change of amount or voucher, a new lookup, or typing in the code field cancels the review.

    Signals, besides every box's (``MovementBox``: its check says the balance the amount would leave,
    "Balance after: £40.00"; its review "Redeem £5.00 from SPA50PART — £45.00 left"):
        redeemed(MovementResult, Voucher): a redemption went through (DONE), for its slip.
    """

    redeemed = Signal(object, object)

    def __init__(
        self,
        movements: Movements,
        tasks: TaskSlots,
        connection: ConnectionViewModel,
        staff: Callable[[], str],
        parent: QObject | None = None,
        *,
        dual: DualControl | None = None,
    ) -> None:
        super().__init__(connection, parent)
        self._dual = dual or NoDualControl()
        #: A warning about the voucher's order for the review ("Sold 40 minutes ago by e-mail …"),
        #: or "": set by the wiring, which knows the order on the counter (``app.desk.common.young_order``).
        self.order_note: Callable[[Voucher], str] = lambda _voucher: ""
        self._movements = movements
        self._tasks = tasks
        self._connection = connection
        self._staff = staff
        self._voucher: Voucher | None = None
        self._review: tuple[Voucher, Decimal] | None = None
        movements.notices.append(self._notice)
        movements.decided.append(self._decided)

    def set_voucher(self, voucher: Voucher | None, redeemable: bool) -> None:
        moved = self._moved_under_review(voucher)
        self._voucher = voucher if redeemable else None
        self._amount = None
        self.cancel_review()
        if moved is not None:
            self._line.say(_moved_words, *moved)
        kept = self._blocked if voucher is not None and self._blocks(voucher.redeem_code) else ()
        # A movement on this code that waits for a manager (left by an earlier session, a bill or a
        # top-up) blocks it from the scan on, so the manager's way out is offered before any amount.
        waiting = tuple(
            m
            for m in (self._movements.unresolved_for_code(self._voucher.redeem_code) if self._voucher else ())
            if m.state is MovementState.UNCONFIRMED and all(k.id != m.id for k in kept)
        )
        if kept + waiting != self._blocked:
            self._set_blocked(kept + waiting)

    def _moved_under_review(self, voucher: Voucher | None) -> tuple[Decimal, str, str, Decimal] | None:
        """The voucher under review read again at another balance (another till, a late commit):
        what the closed review took, so the cashier is told why it went rather than seeing it vanish."""
        if self._review is None or self.busy or voucher is None:
            return None
        reviewed, amount = self._review
        if (
            code_key(reviewed.redeem_code) != code_key(voucher.redeem_code)
            or voucher.balance == reviewed.balance
        ):
            return None
        return amount, voucher.currency_code, voucher.redeem_code, voucher.balance

    @property
    def waits_for_manager(self) -> str:
        """Why nothing can be reviewed on the voucher on the counter until a manager acts, or ""."""
        voucher = self._voucher
        return "" if voucher is None else self._movements.waits_for_manager(voucher.redeem_code, self.told)

    @property
    def reviewing(self) -> bool:
        return self._review is not None

    @property
    def review_amount(self) -> Decimal | None:
        """The amount the open review would take, for the guest's display; None without a review."""
        return self._review[1] if self._review is not None else None

    def override_blocked(self, manager: str) -> None:
        """A manager has checked that the blocking movement did not happen: unblock the code."""
        blocking, self._blocked = self._blocked, ()
        said = []
        for movement in blocking:
            try:
                decided = self._movements.override_unknown(
                    movement.id, Actor(self._staff(), manager), "manager checked with the service"
                )
            except JournalError:
                log.info("Movement %s was settled before the override", movement.id)
                continue
            said.append(movement_text(decided))
        self.blocked.emit("")
        # The manager's word, shown as theirs: the till itself does not know that nothing was taken.
        self._say(
            " ".join(said) or translate("Redeem", "The earlier movement was settled before the override."),
            "refused",
        )
        self.finished.emit()

    def whole_balance_text(self) -> str:
        """The amount field's text for the whole balance, filled only by a deliberate button."""
        return typed_amount_text(self._voucher.balance) if self._voucher and self._voucher.balance > 0 else ""

    def whole_balance_label(self) -> str:
        """The whole-balance button: "Use whole balance £75.00"."""
        voucher = self._voucher
        if voucher is None:
            return translate("Redeem", "Use whole balance")
        return translate("Redeem", "Use whole balance {amount}").format(
            amount=format_money(voucher.balance, voucher.currency_code)
        )

    def check(self, text: str) -> None:
        """Check the typed amount and say what it would do; a review of another amount is cancelled.

        An empty field is not an error yet (nothing to complain about); ``review`` says what is missing.
        Returns nothing on purpose: it is connected to ``textChanged``, and a Python bool returned
        to a Qt signal corrupts PySide's reference count of True/False (a crash at exit).
        """
        self._text = text
        self._evaluate(text)
        if self._review is not None and (self._amount, self._voucher) != (self._review[1], self._review[0]):
            self.cancel_review()
        self._said.say(self.check_changed, self._checked, text, False)

    def _checked(self, text: str, hint: bool) -> tuple[object, ...]:
        """``check_changed``'s words for ``text``: an empty field says nothing, or with ``hint``
        what is missing."""
        reason, preview = self._evaluate(text)
        if reason == translate("Amount", REASON_EMPTY):  # said in the staff's language
            reason = translate("Redeem", "Type an amount, or use the whole balance") if hint else ""
        return self._amount is not None, reason, preview

    def review(self, text: str) -> None:
        """Show what confirming ``text`` would do (Enter in the amount field, or the Redeem… button).

        This never sends anything: only ``confirm`` does, for the review shown. While the last
        redemption is still on its way or being checked it says so under the amount, never nothing.
        """
        if self.busy:
            self.check_changed.emit(False, translate("Redeem", BUSY_REASON), "")
            return
        amount = self._entered(text)
        voucher = self._voucher
        if voucher is None or amount is None:  # no voucher to redeem from leaves no amount either
            return
        self._review = (voucher, amount)
        self._movements.prepare()
        self._said.say(self.review_changed, self._review_words, voucher, amount)

    def _review_words(self, voucher: Voucher, amount: Decimal) -> tuple[object, ...]:
        notes = [self._dual.review_note(amount, voucher.currency_code), self.order_note(voucher)]
        return (". ".join([review_text(voucher, amount), *(n for n in notes if n)]),)

    def cancel_review(self) -> None:
        if self._review is not None and not self.busy:
            self._review = None
            self._said.say(self.review_changed, lambda: ("",))

    def drop_review(self) -> bool:
        """The counter moved on (a code typed or scanned) while a redemption was under review: the
        review closes and the outcome line says nothing was redeemed, so the cashier never takes a
        closed review for one sent. True when a review was open."""
        if self._review is None or self.busy:
            return False
        voucher, amount = self._review
        self.cancel_review()
        self._line.say(_dropped_words, amount, voucher.currency_code, self.shown_code(voucher.redeem_code))
        return True

    @property
    def needs_manager(self) -> bool:
        """The review open is above the location's dual-control limit: a manager's PIN confirms it."""
        return self._review is not None and self._dual.needs_manager(
            self._review[1], self._review[0].currency_code
        )

    def confirm(self, manager: str | None = None) -> None:
        """Send the reviewed amount: the cashier's deliberate second step. Without a review, nothing;
        above the dual-control limit without a manager's name, nothing either (the PIN was not given)."""
        if self.busy or self._review is None:
            return
        if self.needs_manager and not (manager or "").strip():
            return
        voucher, amount = self._review
        # Busy at once, so a second confirm sends nothing; shown busy once the request has left, since
        # a repaint before it would delay the request itself.
        self.busy = True
        self._tasks.start("redeem", self._redeem(voucher, amount, manager))

    def _evaluate(self, text: str) -> tuple[str, str]:
        """Set ``_amount`` from ``text``; returns the reason it cannot be sent and the preview."""
        voucher = self._voucher
        self._amount = None
        if voucher is None:
            return "", ""
        # Asked of the money path itself, so the counter refuses exactly what it would refuse, and
        # says so before any review: a review the money path must refuse would only hide the why.
        if why := self.waits_for_manager:
            return why, ""
        if self._connection.state is Link.OFFLINE:
            return translate("Redeem", OFFLINE_REASON), ""
        if self._connection.state is Link.REFUSED:
            return key_refused_text(), ""
        try:
            amount = check_redeem_amount(text, voucher)
        except AmountError as exc:
            return exc.reason, ""
        self._amount = amount
        after = format_money(voucher.balance - amount, voucher.currency_code)
        return "", translate("Redeem", "Balance after: {amount}").format(amount=after)

    async def _redeem(self, voucher: Voucher, amount: Decimal, manager: str | None = None) -> None:
        asked = asked_text(voucher.redeem_code, amount, voucher.currency_code)
        wording = Wording(
            about=translate("Redeem", "about {asked}").format(asked=asked),
            unchecked=translate(
                "Redeem",
                "The redemption of {asked} is not confirmed: the till checks it again before this "
                "voucher can be redeemed again, and at its next start.",
            ).format(asked=asked),
            pending=translate("Redeem", "The redemption is not confirmed yet."),
        )
        try:
            if not await self._earlier_ones_settled(voucher.redeem_code):
                return
            result = await carry_out(
                lambda: self._movements.redeem(
                    voucher,
                    amount,
                    Actor(self._staff(), manager or None),
                    on_sent=sent_line(self.busy_changed.emit, self._say),
                ),
                movements=self._movements,
                connection=self._connection,
                say=self._say,
                wording=wording,
            )
            if result.outcome is MovementState.UNKNOWN:
                self._set_blocked((result.movement,))
            else:
                self._show(result, voucher, amount)
        except UnresolvedMovementError as exc:
            self._set_blocked(exc.movements)
            if isinstance(exc.__cause__, Unauthorized):
                self._connection.report_refused()
                why = translate(
                    "Redeem", "{refused} An earlier redemption of this voucher could not be checked."
                )
                why = why.format(refused=key_refused_text())
            elif isinstance(exc, OpenCaseError):
                why = str(exc)
            else:
                why = exc.told()
            self._say(translate("Redeem", "Not sent: {asked}. {why}").format(asked=asked, why=why), "unknown")
        finally:
            self._set_busy(False)
            self.cancel_review()
            self.finished.emit()

    async def _earlier_ones_settled(self, code: str) -> bool:
        """Before a new redemption of a code, settle any earlier one whose outcome is unknown.

        Only ``unknown`` ones: a ``pending`` one is in flight (a manager's reverse, say), and
        ``MovementService`` refuses the new redemption while it is, as it must.

        If an earlier one turns out to have gone through, the new one is not sent: the cashier is
        most likely trying the same redemption again. Raises ``UnresolvedMovementError`` (via the
        service) when the service still cannot tell.
        """
        earlier = [m for m in self._movements.unresolved_for_code(code) if m.state is MovementState.UNKNOWN]
        if not earlier:
            return True
        self._say(
            translate("Redeem", "Checking an earlier, unconfirmed redemption of this voucher first…"),
            "checking",
        )
        results = [await self._settle(movement) for movement in earlier]
        # Only an earlier redemption that went through means "this one again"; a settled reverse or
        # refund just had to be known before money moves on this code.
        done = [
            r for r in results if r.outcome is MovementState.DONE and r.movement.kind is MovementKind.REDEEM
        ]
        if done:
            self._say(
                translate("Redeem", "{earlier} Nothing more was sent.").format(
                    earlier=self._earlier_text(done[0])
                ),
                "unknown",
            )
            return False
        return True

    async def _settle(self, movement: Movement) -> MovementResult:
        try:
            return await self._movements.reconcile(
                movement,
                on_wait=lambda left: self._checking(
                    translate("Redeem", "about an earlier redemption of this code"), left
                ),
            )
        except ApiError as exc:
            raise UnresolvedMovementError([movement]) from exc

    def _checking(self, about: str, seconds_left: float) -> None:
        """The countdown while reconciliation waits for the service's records to settle."""
        self._say(
            translate(
                "Redeem", "No answer from the service {about}. Checking with the service… {seconds} s"
            ).format(about=about, seconds=math.ceil(seconds_left)),
            "checking",
        )

    def _earlier_text(self, result: MovementResult) -> str:
        movement = result.movement
        amount = movement.amount if movement.amount is not None else movement.balance_before
        taken = (
            format_money(amount, movement.currency or "")
            if amount is not None
            else translate("Redeem", "the balance")
        )
        if result.outcome is MovementState.DONE and result.event is not None:
            said = translate(
                "Redeem", "The earlier redemption of {taken} from {code} went through (ref {event})."
            )
            return kept_with_label(said, "{event}").format(
                taken=taken, code=movement.code, event=result.event.event_id
            )
        if result.outcome is MovementState.DONE:
            said = translate("Redeem", "The earlier redemption of {taken} from {code} went through.")
        else:
            said = translate(
                "Redeem",
                "The earlier redemption of {taken} from {code} did not go through; nothing was taken.",
            )
        return said.format(taken=taken, code=movement.code)

    def _notice(self, notice: MovementNotice) -> None:
        """A re-check's news about the movement on the redeem line, or the voucher on screen,
        replaces that line: a red "did not go through" must not stay beside a late-found one."""
        if self.busy:
            return  # the cashier's own request: ``_show`` says how it ended
        movement = notice.movement
        voucher = self._voucher
        same_code = (
            voucher is not None
            and movement.code is not None
            and code_key(movement.code) == code_key(voucher.redeem_code)
        )
        if not movement.unresolved:
            self._unblock(movement)
        if same_code:
            self.check(self._text)  # the re-check may have left it for a manager, or freed it
        if movement.id != self._shown and not same_code:
            return
        self._shown = self.told = movement.id
        kind = "unknown"
        if notice.kind is NoticeKind.SETTLED:
            kind = "done" if movement.state is MovementState.DONE else "refused"
        self._say(notice.text, kind)

    def _decided(self, movement: Movement) -> None:
        """A manager decided a movement (here or in Unconfirmed movements): a line that said a
        manager must check it now says what they decided, and it blocks the code no more."""
        self._unblock(movement)
        if not self.busy:
            self.check(self._text)  # the amount may be reviewed again: the money path is asked anew
        if movement.id == self._shown and not self.busy:
            self._say(movement_text(movement), "done" if movement.state is MovementState.DONE else "refused")

    def _show(self, result: MovementResult, voucher: Voucher, amount: Decimal) -> None:
        location_id = self._movements.location_id

        def outcome() -> tuple[object, ...]:
            text, kind = outcome_text(result, voucher.redeem_code, amount, voucher.currency_code, location_id)
            return (Notice(text, kind=Kind(kind), short=outcome_short(result, voucher.redeem_code)),)

        self._show_outcome(result, outcome, about=voucher.redeem_code)
        if result.outcome is MovementState.DONE:
            self.redeemed.emit(result, voucher)

    def _set_busy(self, busy: bool) -> None:
        self.busy = busy
        self.busy_changed.emit(busy)


def _moved_words(amount: Decimal, currency: str, code: str, balance: Decimal) -> tuple[object, ...]:
    """A review closed because the voucher on the counter (held there: its code whole) moved."""
    said = translate(
        "Redeem",
        "Nothing redeemed: the balance of {code} changed to {balance} while {amount} was under review "
        "(another till or the service). Type the amount again.",
    )
    return (
        Notice(
            said.format(
                code=code, balance=format_money(balance, currency), amount=format_money(amount, currency)
            ),
            kind=Kind.INFO,
        ),
    )


def _dropped_words(amount: Decimal, currency: str, code: str) -> tuple[object, ...]:
    """A review the next code closed; ``code`` as the feed shows it: the counter holds another voucher now."""
    said = translate(
        "Redeem",
        "Nothing redeemed: {amount} from {code} was under review when another code was typed or scanned.",
    )
    return (Notice(said.format(amount=format_money(amount, currency), code=code), kind=Kind.INFO),)
