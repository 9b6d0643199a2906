"""A sale of this window whose outcome is not known yet: no second sale until the journal settles it.

A sale left unknown (the service could not be read) or unconfirmed (a manager decides) may have
made its order. Its basket and buyer are still on screen, so one tap on Review and Confirm, once
the service answers again, would make a second order for the same guest. The window holds the
sale here instead and refuses Review and Confirm, in plain words, until the background re-check
or a manager settles it: done (its codes are shown then) or not applied (it may be sold again).
What the window says of a sale that did not go through is here too (``with_why``, ``later_text``).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from app.api.errors import ApiError, Rejected
from app.core.errors import describe
from app.core.i18n import kept_with_label, translate
from app.core.masking import mask_emails_in
from app.core.movement import Movement, MovementState
from app.core.sale import SaleRequest
from app.core.tasks import TaskSlots
from app.desk.common.connection import ConnectionViewModel
from app.desk.common.outcomes import unproven_text
from app.desk.common.ports import SaleMovements
from app.services.movements import MovementResult, what_moved
from app.services.movements import Notice as MovementNotice

LATE_TASK = "sale-late-codes"
#: The states that end the wait: the order was made, or it was not.
SETTLED = (MovementState.DONE, MovementState.NOT_APPLIED, MovementState.MISMATCH)


class PendingSale(QObject):
    """Signals: ``settled(Movement, SaleRequest, list[OrderRow])``: the sale held turned out done
    (with its vouchers, read by its reference: [] when unreadable), mismatched or not applied;
    ``changed()``: what the window says of it changed (it went to a manager); ``held(str id,
    bool)``: this window holds a sale (True), or closed while holding it (False: the till's late
    sales show its codes, ``app.desk.sale.late_sales``)."""

    settled = Signal(object, object, object)
    changed = Signal()
    held = Signal(str, bool)

    def __init__(
        self,
        movements: SaleMovements,
        tasks: TaskSlots,
        connection: ConnectionViewModel,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._movements = movements
        self._tasks = tasks
        self._connection = connection
        self.movement: Movement | None = None
        self.request: SaleRequest | None = None
        movements.notices.append(self._notice)
        movements.decided.append(self._seen)

    def hold(self, movement: Movement, request: SaleRequest) -> None:
        """Keep ``movement`` (unknown or unconfirmed), sent for ``request``, until it is settled."""
        self.movement, self.request = movement, request
        self.held.emit(movement.id, True)
        self.changed.emit()

    @property
    def why(self) -> str:
        """Why no sale may be reviewed now ("" when none is held)."""
        held = self.movement
        if held is None:
            return ""
        if held.state is MovementState.UNCONFIRMED:
            text = translate(
                "Sale",
                "The last sale (reference {reference}) waits for a manager's decision: "
                "do not sell it again until a manager has settled it.",
            )
        else:
            text = translate(
                "Sale",
                "The last sale (reference {reference}) is not settled yet: the till keeps checking "
                "with the service. Do not sell it again; wait for the check, or ask a manager.",
            )
        return kept_with_label(text, "{reference}").format(reference=held.code or "")

    async def _done(self, movement: Movement, request: SaleRequest) -> None:
        try:
            rows = await self._movements.sold_rows(movement)
        except ApiError as exc:
            shown = describe(exc)
            if shown is not None:
                self._connection.report(shown)
            rows = []
        self.settled.emit(movement, request, rows)

    def close(self) -> None:
        """The window closed: the till no longer tells this sale's window of anything."""
        if self.movement is not None:
            self.held.emit(self.movement.id, False)
        if self._notice in self._movements.notices:
            self._movements.notices.remove(self._notice)
        if self._seen in self._movements.decided:
            self._movements.decided.remove(self._seen)

    def _notice(self, notice: MovementNotice) -> None:
        self._seen(notice.movement)

    def _seen(self, movement: Movement) -> None:
        held, request = self.movement, self.request
        if held is None or request is None or movement.id != held.id:
            return
        if movement.state is MovementState.DONE:
            self.movement = self.request = None
            self._tasks.start(LATE_TASK, self._done(movement, request))
        elif movement.state in SETTLED:
            self.movement = self.request = None
            self.settled.emit(movement, request, [])
        else:
            self.movement = movement
        self.changed.emit()


def later_text(movement: Movement) -> str:
    """What the window says of its held sale once it is settled otherwise than with its codes."""
    if movement.state is MovementState.MISMATCH:
        text = translate(
            "Sale", "The last sale (reference {reference}) was recorded otherwise than asked: ask a manager."
        )
    elif movement.state is not MovementState.DONE:
        text = translate(
            "Sale",
            "The last sale (reference {reference}) did not go through: no voucher was sold — "
            "take no payment for it. It may be sold again.",
        )
    else:
        text = translate(
            "Sale",
            "The last sale (reference {reference}) went through, but its codes could not be read now: "
            "find them by that reference (Find) to print them.",
        )
    return kept_with_label(text, "{reference}").format(reference=movement.code or "")


def pin_withdrawn_text() -> str:
    """Said when the basket changes after a manager approved a complimentary sale."""
    return translate(
        "Sale",
        "The sale changed after the manager's PIN: it is no longer complimentary. "
        "Tick Complimentary again for a manager to approve it as it is now.",
    )


def with_why(result: MovementResult) -> str:
    """A refused sale says why in the service's own words, so the cashier knows what to correct (an
    address, a product); a guest's e-mail address it quotes is masked. One sent whose answer was
    lost and could not be proven is said as every kind says it (``unproven_text``)."""
    if result.outcome is MovementState.UNCONFIRMED:
        return unproven_text(what_moved(result.movement))
    error = result.error if result.outcome is MovementState.REJECTED else None
    if isinstance(error, Rejected) and error.messages:
        said = mask_emails_in("; ".join(error.messages))
        return translate("Sale", "{refused} The service said: {said}").format(refused=result.text, said=said)
    shown = describe(error) if error is not None else None
    if shown is None or not shown.text:
        return result.text
    return f"{result.text} {shown.text}"
