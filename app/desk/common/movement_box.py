"""What the redeem box and the top-up box share: a movement typed at the counter, with its outcome
line under the box and the earlier movements that stop the box on a code.

Each box has its own amount rules, review and sending; this base holds the skeleton they both have
around them, so that a change to how an outcome is told, kept in the staff's language, retold after a
manager's reverse, or blocks the next movement on the same code, is made once for both.
"""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal

from PySide6.QtCore import QObject, Signal

from app.api.models import BalanceEvent
from app.core.answers import FullEvent
from app.core.codes import looks_like_code
from app.core.masking import mask_code
from app.core.movement import Movement, code_key
from app.desk.common.connection import ConnectionViewModel
from app.desk.common.outcome_line import OutcomeLine
from app.desk.common.retell import Sayings, Words
from app.services.movements import MovementResult


class MovementBox(QObject):
    """Signals every box has:
    check_changed(bool ok, str reason, str preview): whether the typed amount can be reviewed, why
        not, and what it would leave.
    review_changed(str): what confirming will do, or "" when no review is open.
    busy_changed(bool): a movement is in flight; nothing can be confirmed again.
    notice(Notice): the outcome line, naming its own code and amount (the cashier may have moved
        on); kind done, checking, refused or unknown.
    finished(): a movement settled; the voucher on screen should be read again.
    code_scanned(str raw): a code was scanned (or typed) into the amount field and Enter pressed: it
        is never an amount; the till looks it up instead.
    blocked(str code): an unconfirmed earlier movement stops this box on that code until it is
        checked or a manager decides; "" once nothing blocks.
    """

    check_changed = Signal(bool, str, str)
    review_changed = Signal(str)
    busy_changed = Signal(bool)
    notice = Signal(object)
    finished = Signal()
    code_scanned = Signal(str)
    blocked = Signal(str)

    def __init__(self, connection: ConnectionViewModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.busy = False
        #: The amount as last typed, checked again when the connection changes.
        self._text = ""
        #: The amount typed, once it reads as one this box could send now (``_evaluate``).
        self._amount: Decimal | None = None
        #: Unresolved movements that stop the box on their code, for the manager's quick override.
        self._blocked: tuple[Movement, ...] = ()
        #: The movement whose outcome the line shows now, if any.
        self._shown: str | None = None
        #: The movement whose outcome the cashier reads on the line now (None once the line has
        #: left the screen): the line says what happened to it, so nothing else says it again.
        self.told: str | None = None
        #: A voucher's code once the counter holds another (a review the next scan closed): as the
        #: feed beside the counter shows it, so both name it by the same tail (set by the wiring).
        self.shown_code: Callable[[str], str] = mask_code
        self._said = Sayings()
        self._line = OutcomeLine(self._said, self.notice)
        connection.changed.connect(self._connection_changed)

    def check(self, text: str) -> None:
        """Whether ``text`` is an amount this box can review now, said on ``check_changed``."""
        raise NotImplementedError

    def cancel_review(self) -> None:
        """Close the review open, if any (never while its movement is on its way)."""
        raise NotImplementedError

    def _evaluate(self, text: str) -> tuple[str, str]:
        """Set ``_amount`` from ``text``; returns the reason it cannot be sent and the preview."""
        raise NotImplementedError

    def _checked(self, text: str, hint: bool) -> tuple[object, ...]:
        """``check_changed``'s words for ``text``; with ``hint``, what is missing."""
        raise NotImplementedError

    def _entered(self, text: str) -> Decimal | None:
        """Enter in the amount field, before a review opens: a code scanned into the field is looked
        up, never taken for an amount; otherwise the amount is read and its check said, with what is
        missing when it cannot be reviewed (and any review open closed). The amount to review, or
        None."""
        if looks_like_code(text):
            self.cancel_review()
            self.code_scanned.emit(text)
            return None
        self._text = text
        self._evaluate(text)
        amount = self._amount
        if amount is None:
            self.cancel_review()
        self._said.say(self.check_changed, self._checked, text, amount is None)
        return amount

    @property
    def blocked_code(self) -> str:
        """The code an unconfirmed movement blocks, or "" when none does."""
        return next((m.code for m in self._blocked if m.code), "")

    def reversed(self, undone: FullEvent, new: BalanceEvent, keyed: bool) -> None:
        """A manager reversed a movement on the voucher the outcome line is about: the line says so,
        with the balance the service now holds (not the one this box's movement left), and the POS
        to undo when it was keyed there."""
        if not self.busy:
            self._line.reversed(undone, new, keyed)

    def say_again(self) -> None:
        """The language changed: the amount's check, the review and the outcome line in the new one."""
        self._said.again()

    def outcome_gone(self) -> None:
        """The outcome line left the screen (the next lookup or review): a language change does not
        bring it back, nor does a manager's later reverse of that movement, beside another voucher."""
        self._line.gone()
        if self.told is not None:
            self.told = None
            # What waits on the voucher is no longer said above: the manager's line says it whole.
            self.blocked.emit(self.blocked_code)

    def _say(self, text: str, kind: str) -> None:
        self._line.say_text(text, kind)

    def _show_outcome(self, result: MovementResult, words: Words, about: str) -> None:
        """The line tells ``result`` about the voucher ``about``; an unresolved one blocks its code."""
        self._shown = self.told = result.movement.id
        if result.movement.unresolved:
            self._set_blocked((result.movement,))
        self._line.say(words, about=about)

    def _blocks(self, code: str) -> bool:
        return any(m.code is not None and code_key(m.code) == code_key(code) for m in self._blocked)

    def _unblock(self, movement: Movement) -> None:
        if any(m.id == movement.id for m in self._blocked):
            self._set_blocked(tuple(m for m in self._blocked if m.id != movement.id))

    def _set_blocked(self, movements: tuple[Movement, ...]) -> None:
        self._blocked = tuple(m for m in movements if m.unresolved)
        self.blocked.emit(self.blocked_code)

    def _connection_changed(self, _state: str, _text: str) -> None:
        self.check(self._text)
