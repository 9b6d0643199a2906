"""What a movement's outcome is, as the till's screens and the report read it, for every kind."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum

from app.api.errors import ApiError
from app.api.models import BalanceEvent
from app.core.i18n import QT_TRANSLATE_NOOP, translate
from app.core.movement import Movement, MovementState, ServiceEvent
from app.services.money.words import movement_text
from app.store.db import StorageError


@dataclass(frozen=True)
class MovementResult:
    movement: Movement
    #: Where the movement stands once its request has been answered or settled: never PENDING.
    outcome: MovementState
    event: BalanceEvent | None = None
    error: ApiError | None = None
    #: Events that could be this movement's when the outcome is UNCONFIRMED, for the manager.
    candidates: tuple[ServiceEvent, ...] = ()

    def __post_init__(self) -> None:
        # A result is kept (the outcome line says it again after a language change); its error's
        # traceback would keep every frame that raised it, and their objects, alive with it.
        error: BaseException | None = self.error
        while error is not None:
            error.__traceback__ = None
            error = error.__cause__ or error.__context__

    @property
    def text(self) -> str:
        """What happened, in till words, from what the journal holds (see ``movement_text``)."""
        return movement_text(self.movement)


class NoticeKind(StrEnum):
    MISMATCH = "mismatch"
    UNCONFIRMED = "unconfirmed"
    LATE = "late"
    SETTLED = "settled"


@dataclass(frozen=True)
class Notice:
    """Something a cashier and a manager must see, raised outside the cashier's own request."""

    kind: NoticeKind
    text: str
    movement: Movement
    #: Settled while a cashier's window waited for it (a lost answer's countdown): that window
    #: shows the outcome itself; only what was settled behind the cashier's back is news elsewhere.
    foreground: bool = False


class UnresolvedMovementError(Exception):
    """An earlier movement on this code has an unknown outcome; a new one could take money twice.

    Its text says where the earlier one stands, in the staff's language: on its way, being checked
    by the till, or waiting for a manager's decision; ``told`` adds what the cashier can do.
    """

    def __init__(self, movements: Sequence[Movement], message: str = "") -> None:
        self.movements = tuple(movements)
        super().__init__(message or translate("Movement", _STANDING[self.standing]))

    @property
    def standing(self) -> MovementState:
        """The earlier movements' state that decides what the cashier is told: a manager's decision
        first, then a check, then one still on its way."""
        states = {m.state for m in self.movements}
        return next((s for s in _STANDING if s in states), MovementState.UNKNOWN)

    def told(self) -> str:
        """The text and what to do about it, for the line the cashier reads."""
        if self.standing is MovementState.UNCONFIRMED:
            advice = translate(
                "Movement", "A manager decides it first: Manager → Unconfirmed movements (Ctrl+U)."
            )
        else:
            advice = translate("Movement", "Wait for the check to finish, or ask a manager.")
        return f"{self} {advice}"


_STANDING = {
    MovementState.UNCONFIRMED: QT_TRANSLATE_NOOP(
        "Movement", "An earlier movement on this voucher is not confirmed and waits for a manager."
    ),
    MovementState.UNKNOWN: QT_TRANSLATE_NOOP(
        "Movement", "An earlier movement on this voucher is still being checked."
    ),
    MovementState.PENDING: QT_TRANSLATE_NOOP(
        "Movement", "An earlier movement on this voucher is still on its way."
    ),
}


#: Said at the counter, before any review, of a voucher whose earlier movement waits for a
#: manager's decision: one short sentence, whole beside the manager's button on the smallest till.
WAITS_FOR_MANAGER = QT_TRANSLATE_NOOP(
    "Movement", "Call a manager: an earlier movement on this voucher waits for their decision."
)
#: Said there instead while the outcome line above it tells the movement that waits (the one the
#: cashier just sent): that line says what happened, this one only what the cashier does.
CALL_A_MANAGER = QT_TRANSLATE_NOOP("Movement", "Call a manager.")


class OpenCaseError(UnresolvedMovementError):
    """A manager reported a problem with this voucher (``app.store.cases``): nothing is taken from
    it or loaded onto it until a manager closes the case. Nothing was journalled or sent."""

    def __init__(self, reason: str) -> None:
        super().__init__((), reason)


@dataclass
class UnwrittenOutcome:
    """An answer of the service the till could not write down yet (journal or audit log failing).

    ``movement`` is what the service said happened, held in memory; ``mark`` moves the journal
    entry there and ``record`` writes its audit line, each tried again until it succeeds.
    """

    movement: Movement
    mark: Callable[[], Movement]
    record: Callable[[Movement], None]
    #: Why the last attempt failed; kept whole, so its words are said in the language the till
    #: speaks when they are read (a banner after a language change), not the one it spoke then.
    error: StorageError | None = None
    marked: Movement | None = None

    @property
    def problem(self) -> str:
        return self.error.problem if self.error is not None else ""

    @property
    def logged(self) -> str:
        """``problem`` as the log keeps it: in English, whatever the till speaks, for support."""
        return str(self.error) if self.error is not None else ""

    def attempt(self) -> bool:
        try:
            if self.marked is None:
                self.marked = self.mark()
            self.record(self.marked)
        except StorageError as exc:
            # Kept without its traceback: held for as long as the answer waits, its frames would
            # keep alive whatever ran the failed write (an event loop, a dialog, a window).
            self.error = exc.with_traceback(None)
            return False
        return True


@dataclass(frozen=True)
class Actor:
    """Who acts: the service records only the location, so the till keeps the names itself."""

    staff: str
    manager: str | None = None


def settled(movement: Movement) -> MovementResult:
    """A movement already settled elsewhere, reported as it stands."""
    return MovementResult(movement, movement.state, candidates=movement.candidates)
