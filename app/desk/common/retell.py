"""What a view-model last said, kept as how to say it, so a change of language says it again at once.

A view-model's signals carry words already in the staff's language (a review, an outcome line,
the voucher's status). A widget's own words follow a language change through Qt's
``LanguageChange``, but words a view-model handed over would stay in the language they were said
in. Said through :class:`Sayings`, each signal's last words are kept as the function that words
them; :meth:`Sayings.again` (the shell calls it when the till's language changes) emits each once
more, worded in the language spoken now.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import SignalInstance

#: The arguments a signal is emitted with, worded when called.
Words = Callable[[], tuple[object, ...]]


class Sayings:
    """The last words said on each of a view-model's signals."""

    def __init__(self) -> None:
        self._last: dict[SignalInstance, tuple[SignalInstance, Words]] = {}

    def say(self, signal: SignalInstance, words: Words, *, again: SignalInstance | None = None) -> None:
        """Emit ``signal`` with ``words()`` now, and with ``words()`` after a language change: on
        ``again`` when given, for a signal whose receivers also act on what it says (a voucher
        shown resets the amount), which the same thing in other words must not do."""
        self._last[signal] = (again or signal, words)
        signal.emit(*words())

    def forget(self, *signals: SignalInstance) -> None:
        """Nothing to say again on ``signals``: what they said is gone from the screen."""
        for signal in signals:
            self._last.pop(signal, None)

    def again(self) -> None:
        """Say every signal's last words once more, in the language spoken now."""
        for signal, words in list(self._last.values()):
            signal.emit(*words())
