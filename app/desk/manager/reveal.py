"""A manager reveals a voucher's whole code away from the counter, for a reason, and it is audited.

A code is money (``app.core.masking``): outside the voucher scanned at the counter it is shown to
its last 4. A guest on the phone who lost their e-mail, or a colleague re-issuing a slip, may need the
whole code; a manager decides, picks why from a short list, and the audit log says who, when, which
code (masked in its view) and why.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal, SignalInstance

from app.core.i18n import translate
from app.core.masking import mask_code
from app.core.names import REVEAL_REASONS
from app.desk.common.openings import ACTION_REVEAL as OPENING_REVEAL
from app.desk.manager.base import ManagerParts, ManagerTask

ACTION_REVEAL = OPENING_REVEAL
#: How long a whole code (or e-mail address) stays on screen once shown: long enough to read it out
#: or write it down, short enough that it is gone when the manager walks away from the desk.
SHOWN_FOR_MS = 30_000


def shown_for(owner: QObject, hidden: SignalInstance) -> QTimer:
    """The timer that ends a reveal: started when the whole text is shown, ``hidden`` when it fires."""
    timer = QTimer(owner)
    timer.setSingleShot(True)
    timer.setInterval(SHOWN_FOR_MS)
    timer.timeout.connect(hidden)
    return timer


class RevealCodeViewModel(ManagerTask):
    """Opened by ``manager`` (whose PIN approved it) for ``code``, the voucher on screen.

    Signals:
    hidden(): the code was shown for ``SHOWN_FOR_MS``: take it off the screen and close.
    """

    hidden = Signal()

    def __init__(self, parts: ManagerParts, manager: str, code: str, parent: QObject | None = None) -> None:
        super().__init__(parts, parent)
        self.manager = manager
        self._code = code
        self.masked = mask_code(code)
        self.reasons = REVEAL_REASONS
        self.shown_for = shown_for(self, self.hidden)

    @property
    def reason_words(self) -> list[str]:
        """The reasons as the manager reads them, in ``reasons``' order."""
        return [translate("Reveal", reason) for reason in self.reasons]

    def reveal(self, reason: str) -> str:
        """The whole code, once its reveal is audited with ``reason``; a reason off the list is refused."""
        if reason not in REVEAL_REASONS:
            raise ValueError(f"not a reason to reveal a code: {reason!r}")
        self.parts.gate.record(ACTION_REVEAL, self.manager, "shown", reason=reason, code=self._code)
        self.shown_for.start()
        return self._code
