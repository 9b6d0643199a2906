"""Redeem all or part of the voucher on screen, with the amount checked as it is typed.

Sending goes through :class:`MovementService`, which writes the intent down first and never sends
twice; when the answer is lost this view-model says "checking…" and reports what reconciliation
finds, never a success or failure it does not know. While the service cannot be reached nothing can
be confirmed, so redeeming pauses until the connection comes back.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from decimal import Decimal

from PySide6.QtCore import QObject, Signal

from app.api.errors import ApiError
from app.api.models import Voucher
from app.core.errors import describe
from app.core.money import AmountError, format_money, to_request_amount
from app.core.movement import Movement, MovementKind, MovementState, code_key
from app.core.rules import check_redeem_amount
from app.core.tasks import TaskSlots
from app.services.movements import (
    Actor,
    MovementResult,
    MovementService,
    Outcome,
    UnresolvedMovementError,
    movement_text,
)
from app.store.db import StorageError
from app.store.journal import JournalError
from app.viewmodels.connection import ConnectionViewModel, Link

log = logging.getLogger(__name__)

OFFLINE_REASON = "Offline: redeeming is paused until the service answers"


class RedeemViewModel(QObject):
    """The redeem box.

    Signals:
        check_changed(bool ok, str reason, str preview): whether the typed amount can be sent, why
            not, and the balance it would leave ("Balance after: £40.00").
        busy_changed(bool): a redemption is in flight; the confirm button must not be pressed again.
        status(str text, str kind): the outcome line; kind is "done", "checking", "refused" or "unknown".
        finished(): a movement settled; the voucher on screen should be read again.
        redeemed(MovementResult, Voucher): a redemption went through (DONE), for its slip.
        blocked(str code): an unconfirmed earlier movement stops redeeming this code until it is
            checked or a manager overrides it; "" once nothing blocks.
    """

    check_changed = Signal(bool, str, str)
    busy_changed = Signal(bool)
    status = Signal(str, str)
    finished = Signal()
    redeemed = Signal(object, object)
    blocked = Signal(str)

    def __init__(
        self,
        movements: MovementService,
        tasks: TaskSlots,
        connection: ConnectionViewModel,
        staff: Callable[[], str],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._movements = movements
        self._tasks = tasks
        self._connection = connection
        self._staff = staff
        self._voucher: Voucher | None = None
        self._amount: Decimal | None = None
        self._text = ""
        self._blocked: tuple[Movement, ...] = ()
        self.busy = False
        connection.changed.connect(self._connection_changed)

    def set_voucher(self, voucher: Voucher | None, redeemable: bool) -> None:
        self._voucher = voucher if redeemable else None
        self._amount = None
        if self._blocked and (voucher is None or not self._blocks(voucher.redeem_code)):
            self._set_blocked(())

    @property
    def blocked_code(self) -> str:
        """The code an unconfirmed movement blocks, or "" when none does."""
        return next((m.code for m in self._blocked if m.code), "")

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
        self.status.emit(" ".join(said) or "The earlier movement was settled before the override.", "refused")
        self.finished.emit()

    def default_amount_text(self) -> str:
        return to_request_amount(self._voucher.balance) if self._voucher and self._voucher.balance > 0 else ""

    def check(self, text: str) -> None:
        """Check the typed amount and say what it would do.

        Returns nothing on purpose: it is connected to ``textChanged``, and a Python bool returned
        to a Qt signal corrupts PySide's reference count of True/False (a crash at exit).
        """
        voucher = self._voucher
        self._amount = None
        self._text = text
        if voucher is None:
            self.check_changed.emit(False, "", "")
            return
        if self._connection.state is Link.OFFLINE:
            self.check_changed.emit(False, OFFLINE_REASON, "")
            return
        try:
            amount = check_redeem_amount(text, voucher)
        except AmountError as exc:
            self.check_changed.emit(False, exc.reason, "")
            return
        self._amount = amount
        after = format_money(voucher.balance - amount, voucher.currency_code)
        self.check_changed.emit(True, "", f"Balance after: {after}")

    def confirm(self, text: str) -> None:
        if self.busy:
            return
        self.check(text)
        if self._voucher is None or self._amount is None:
            return
        voucher, amount = self._voucher, self._amount
        # Busy at once, so a second Enter sends nothing; shown busy once the request has left, since
        # a repaint before it would delay the request itself.
        self.busy = True
        self._tasks.start("redeem", self._redeem(voucher, amount))

    async def _redeem(self, voucher: Voucher, amount: Decimal) -> None:
        unknown: Movement | None = None
        try:
            if not await self._earlier_ones_settled(voucher.redeem_code):
                return
            result = await self._movements.redeem(
                voucher, amount, Actor(self._staff()), on_sent=lambda: self.busy_changed.emit(True)
            )
            if result.outcome is Outcome.UNKNOWN:
                unknown = result.movement
                self.status.emit(
                    "No answer from the service. Checking whether the redemption went through…", "checking"
                )
                result = await self._movements.reconcile(result.movement, on_wait=self._countdown)
            self._show(result, voucher, amount)
        except StorageError as exc:
            # Told here in the redeem line; raised on so the till pauses money actions (compose).
            sent = "The redemption is not confirmed yet." if unknown else "Nothing was sent."
            self.status.emit(f"{exc.problem}. {sent}", "refused")
            raise
        except UnresolvedMovementError as exc:
            self._set_blocked(exc.movements)
            self.status.emit(str(exc) + " Wait for the check to finish, or ask a manager.", "unknown")
        except ApiError as exc:
            log.warning("Reconciliation could not reach the service: %s", exc.details)
            if unknown is not None:
                self._set_blocked((unknown,))
            self._connection.report_offline()
            self.status.emit(
                "Still no answer from the service. The redemption is not confirmed: the till checks it "
                "again before this voucher can be redeemed again, and at its next start.",
                "unknown",
            )
        finally:
            self._set_busy(False)
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
        self.status.emit("Checking an earlier, unconfirmed redemption of this voucher first…", "checking")
        results = [await self._settle(movement) for movement in earlier]
        # Only an earlier redemption that went through means "this one again"; a settled reverse or
        # refund just had to be known before money moves on this code.
        done = [r for r in results if r.outcome is Outcome.DONE and r.movement.kind is MovementKind.REDEEM]
        if done:
            self.status.emit(self._earlier_text(done[0]) + " Nothing more was sent.", "unknown")
            return False
        return True

    async def _settle(self, movement: Movement) -> MovementResult:
        try:
            return await self._movements.reconcile(movement)
        except ApiError as exc:
            raise UnresolvedMovementError([movement]) from exc

    def _countdown(self, seconds_left: float) -> None:
        self.status.emit(
            "No answer from the service. Checking whether the redemption went through… "
            f"{round(seconds_left)} s",
            "checking",
        )

    def _earlier_text(self, result: MovementResult) -> str:
        movement = result.movement
        amount = movement.amount if movement.amount is not None else movement.balance_before
        taken = format_money(amount, movement.currency or "") if amount is not None else "the balance"
        ref = f" (ref {result.event.event_id})" if result.event is not None else ""
        if result.outcome is Outcome.DONE:
            return f"The earlier redemption of {taken} from {movement.code} went through{ref}."
        return (
            f"The earlier redemption of {taken} from {movement.code} did not go through; nothing was taken."
        )

    def _show(self, result: MovementResult, voucher: Voucher, amount: Decimal) -> None:
        currency = voucher.currency_code
        if result.outcome is Outcome.DONE:
            self._connection.report_success()
            event = result.event
            balance = event.balance if event is not None else voucher.balance - amount
            ref = f" · ref {event.event_id}" if event is not None else ""
            taken, left = format_money(amount, currency), format_money(balance, currency)
            self.status.emit(f"Redeemed {taken}. New balance {left}{ref}", "done")
            self.redeemed.emit(result, voucher)
        elif result.outcome is Outcome.NOT_APPLIED:
            self.status.emit(
                "The redemption did not go through. Nothing was taken; you can try again.", "refused"
            )
        elif result.outcome in (Outcome.MISMATCH, Outcome.UNCONFIRMED):
            if result.outcome is Outcome.UNCONFIRMED:
                self._set_blocked((result.movement,))
            self.status.emit(result.text, "unknown")
        else:
            shown = describe(result.error) if result.error is not None else None
            text = shown.text if shown else "The service refused the redemption."
            if shown and shown.offline:
                self._connection.report_offline()
            self.status.emit(text, "refused")

    def _connection_changed(self, _state: str, _text: str) -> None:
        self.check(self._text)

    def _blocks(self, code: str) -> bool:
        return any(m.code is not None and code_key(m.code) == code_key(code) for m in self._blocked)

    def _set_blocked(self, movements: tuple[Movement, ...]) -> None:
        self._blocked = movements
        self.blocked.emit(self.blocked_code)

    def _set_busy(self, busy: bool) -> None:
        self.busy = busy
        self.busy_changed.emit(busy)
