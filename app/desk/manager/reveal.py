"""A manager reveals a voucher's whole code away from the counter, for a reason, and it is audited.

A code is money (``app.core.masking``): outside the voucher scanned at the counter it is shown to
its last 4. A guest on the phone who lost their e-mail, or a colleague re-issuing a slip, may need the
whole code; a manager decides, picks why from a short list, and the audit log says who, when, which
code (masked in its view) and why. The audit line comes first: an audit log that cannot be written
(a full disk) means the code is not shown, and the dialog says why.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, QTimer, Signal, SignalInstance

from app.core.i18n import translate
from app.core.masking import mask_code
from app.core.names import REVEAL_REASONS
from app.desk.common.openings import ACTION_REVEAL as OPENING_REVEAL
from app.desk.manager.base import ManagerParts, ManagerTask
from app.store.db import StorageError

log = logging.getLogger(__name__)

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
        """The whole code, once its reveal is audited with ``reason``; a reason off the list is refused.
        "" when the audit line cannot be written: the dialog is told why (``notice``)."""
        if reason not in REVEAL_REASONS:
            raise ValueError(f"not a reason to reveal a code: {reason!r}")
        try:
            self.parts.gate.record(ACTION_REVEAL, self.manager, "shown", reason=reason, code=self._code)
        except StorageError as exc:
            log.warning("Storage problem: %s; the whole code was not shown", exc.problem)
            self.say(not_shown(exc), "refused")
            return ""
        self.shown_for.start()
        return self._code


def not_shown(error: StorageError) -> str:
    """Why a whole code or address stays hidden: who saw it could not be written down first."""
    return translate(
        "Reveal", "{problem}, so nothing is shown: the audit log must first record who sees it."
    ).format(problem=error.problem)
