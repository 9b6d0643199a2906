"""A pause on code guessing: many unknown or mistyped codes in a short time pause the counter's lookups.

A guessed code is money found, and the service answers every guess. After ``MISSES`` codes it does
not know, or that are not codes at all, within ``WINDOW_S`` at this till, lookups typed or scanned at
the counter pause for ``PAUSE_S`` with a countdown and an audit line; a manager can lift the pause.

Why these figures: a cashier who mistypes retypes once or twice, and a guest with a damaged or
wrong voucher is tried two or three times, so four misses in two minutes is still a person at work;
five is past that, and at a guessing pace (a code every few seconds) five come in well under a
minute. A minute's pause costs an honest counter little, with a manager a PIN away, and cuts a
script to a handful of guesses a minute, each one in the audit log. A scanner that sends the same
code twice is one miss (the same code again within ``SAME_CODE_S``), and a code the service knows
never counts, however often it is scanned.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from app.core.audit_line import AuditLine
from app.core.masking import mask_code
from app.desk.common.ports import AuditTrail

MISSES = 5
WINDOW_S = 120.0
PAUSE_S = 60.0
#: A second miss of the very same code this soon is the scanner sending it twice: not a new guess.
SAME_CODE_S = 10.0

ACTION_PAUSE = "lookup pause"
ACTION_LIFT = "lift lookup pause"


class GuessGuard(QObject):
    """Counts the counter's misses and holds the pause; ``changed(int)`` gives the seconds left
    (0 when lookups work again), each second while paused."""

    changed = Signal(int)

    def __init__(
        self,
        audit: AuditTrail,
        till: Callable[[], str],
        staff: Callable[[], str],
        clock: Callable[[], float] = time.monotonic,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._audit = audit
        self._till = till
        self._staff = staff
        self._clock = clock
        self._misses: deque[float] = deque()
        self._last: tuple[str, float] | None = None
        self._until: float | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(1000)
        self._timer.timeout.connect(self._tick)

    def seconds_left(self) -> int:
        if self._until is None:
            return 0
        left = self._until - self._clock()
        if left <= 0:
            self._end()
            return 0
        return int(left + 0.999)

    @property
    def paused(self) -> bool:
        return self.seconds_left() > 0

    def missed(self, code: str) -> None:
        """A code the service did not know, or text that is not a code, was scanned or typed."""
        now = self._clock()
        if self._last is not None and self._last[0] == code and now - self._last[1] < SAME_CODE_S:
            return
        self._last = (code, now)
        self._misses.append(now)
        while self._misses and now - self._misses[0] > WINDOW_S:
            self._misses.popleft()
        if len(self._misses) >= MISSES and self._until is None:
            self._until = now + PAUSE_S
            self._misses.clear()
            self._audit.append(
                AuditLine(
                    action=ACTION_PAUSE,
                    till=self._till(),
                    staff=self._staff() or "-",
                    outcome=f"paused {int(PAUSE_S)} s",
                    code=mask_code(code) if code else None,
                    reason=f"{MISSES} unknown or mistyped codes within {int(WINDOW_S)} s",
                )
            )
            self._timer.start()
            self.changed.emit(self.seconds_left())

    def found(self) -> None:
        """A code the service knows: the run of misses is a person at work after all."""
        self._last = None

    def lift(self, manager: str) -> bool:
        """A manager lifts the pause (audited under their name); False when there was none."""
        if not self.paused:
            return False
        self._audit.append(
            AuditLine(
                action=ACTION_LIFT,
                till=self._till(),
                staff=self._staff() or manager,
                manager=manager,
                outcome="lifted",
                reason=f"{self.seconds_left()} s were left",
            )
        )
        self._end()
        return True

    def _tick(self) -> None:
        self.changed.emit(self.seconds_left())

    def _end(self) -> None:
        if self._until is None:
            return
        self._until = None
        self._misses.clear()
        self._timer.stop()
        self.changed.emit(0)
