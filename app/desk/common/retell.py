"""What a view-model last said, kept as how to say it, so a change of language says it again at once.

A view-model's signals carry words already in the staff's language (a review, an outcome line,
the voucher's status). A widget's own words follow a language change through Qt's
``LanguageChange``, but words a view-model handed over would stay in the language they were said
in. Said through :class:`Sayings`, each signal's last words are kept as the function that words
them; :meth:`Sayings.again` (the shell calls it when the till's language changes) emits each once
more, worded in the language spoken now.

A view-model's own method is kept weakly (``WeakMethod``): a view-model is freed by reference
counting alone when its session closes, and a kept method would hold it in a cycle.
"""

from __future__ import annotations

from collections.abc import Callable
from inspect import ismethod
from weakref import WeakMethod

from PySide6.QtCore import SignalInstance

#: The arguments a signal is emitted with, worded when called (with the arguments given to ``say``).
Words = Callable[..., tuple[object, ...]]
#: A signal's last words: the signal to say them again on, the words (weakly, a method), their arguments.
_Said = tuple[SignalInstance, Callable[[], Words | None], tuple[object, ...]]


class Sayings:
    """The last words said on each of a view-model's signals."""

    def __init__(self) -> None:
        self._last: dict[SignalInstance, _Said] = {}

    def say(
        self, signal: SignalInstance, words: Words, *args: object, again: SignalInstance | None = None
    ) -> None:
        """Emit ``signal`` with ``words(*args)`` now, and with ``words(*args)`` after a language
        change: on ``again`` when given, for a signal whose receivers also act on what it says (a
        voucher shown resets the amount), which the same thing in other words must not do. A
        view-model's method as ``words`` (never a closure over the view-model) keeps it freeable."""
        kept: Callable[[], Words | None] = WeakMethod(words) if ismethod(words) else (lambda: words)
        self._last[signal] = (again or signal, kept, args)
        signal.emit(*words(*args))

    def forget(self, *signals: SignalInstance) -> None:
        """Nothing to say again on ``signals``: what they said is gone from the screen."""
        for signal in signals:
            self._last.pop(signal, None)

    def again(self) -> None:
        """Say every signal's last words once more, in the language spoken now."""
        for signal, kept, args in list(self._last.values()):
            words = kept()
            if words is not None:
                signal.emit(*words(*args))
