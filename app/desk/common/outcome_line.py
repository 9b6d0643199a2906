"""The outcome line under a movement box (a redemption's, a top-up's): what it last said, and
which voucher that was about.

Both boxes tell their outcome on one line and keep it in the staff's language
(:class:`~app.desk.common.retell.Sayings`). The line also remembers the voucher its outcome is
about, so that when a manager reverses a movement on that voucher the line says so with the balance
the service now holds, and says nothing when it shows another voucher or nothing at all.
"""

from __future__ import annotations

from PySide6.QtCore import SignalInstance

from app.api.models import BalanceEvent
from app.core.answers import FullEvent
from app.core.movement import code_key
from app.core.notice import Kind, Notice
from app.desk.common.outcomes import reversed_text
from app.desk.common.retell import Sayings, Words


class OutcomeLine:
    """A box's outcome line, said on its view-model's ``notice`` signal through its ``Sayings``."""

    def __init__(self, said: Sayings, notice: SignalInstance) -> None:
        self._said = said
        self._notice = notice
        #: The voucher the line's outcome is about ("" when it shows none): a reverse on it is told.
        self._about = ""

    def say(self, words: Words, *args: object, about: str = "") -> None:
        """Say ``words(*args)`` on the line (again after a language change); ``about`` is the
        voucher whose movement it tells, "" for a line about none (a review closed, a refusal)."""
        self._about = about
        self._said.say(self._notice, words, *args)

    def say_text(self, text: str, kind: str) -> None:
        """Words already in the staff's language, about no movement of a voucher."""
        self.say(lambda: (Notice(text, kind=Kind(kind)),))

    def reversed(self, undone: FullEvent, new: BalanceEvent, keyed: bool) -> None:
        """A manager reversed ``undone``: said when the line tells a movement on the same voucher,
        with the balance the service now holds and the POS to undo when it was keyed there."""
        code = self._about
        if not code or new.code is None or code_key(new.code) != code_key(code):
            return

        def words() -> tuple[object, ...]:
            return (Notice(reversed_text(undone, new, code, keyed=keyed), kind=Kind.DONE),)

        self._said.say(self._notice, words)

    def gone(self) -> None:
        """The line left the screen (the next lookup or review): a language change does not bring
        it back, nor does a later reverse of its movement, beside another voucher."""
        self._said.forget(self._notice)
        self._about = ""
