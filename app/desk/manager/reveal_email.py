"""A manager reveals a guest's whole e-mail address, for a reason, and it is audited.

An e-mail address is personal data: away from the manager's eyes it is shown partly masked
(``j•••@example.com``, ``app.core.masking``). A guest who asks where their voucher was sent, or a
resend, may need the whole address; a manager decides with their PIN, picks why from a short list,
and the audit log says who, when, which order and address (masked: the audit log keeps no e-mail
address) and why, as it does for a voucher's whole code (``app.desk.manager.reveal``).
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, Signal

from app.core.audit_line import AuditLine
from app.core.masking import mask_email
from app.core.names import EMAIL_REASONS
from app.desk.manager.base import ManagerParts, ManagerTask
from app.desk.manager.reveal import not_shown, shown_for
from app.store.db import StorageError

ACTION_REVEAL_EMAIL = "reveal e-mail"

log = logging.getLogger(__name__)


class RevealEmailViewModel(ManagerTask):
    """Opened by ``manager`` (whose PIN approved it) for the addresses of order ``order_id``.

    Signals:
    hidden(): the addresses were shown for ``SHOWN_FOR_MS``: take them off the screen and close.
    """

    hidden = Signal()

    def __init__(
        self,
        parts: ManagerParts,
        manager: str,
        order_id: int,
        addresses: tuple[str, ...],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parts, parent)
        self.manager = manager
        self.order_id = order_id
        self._addresses = tuple(address.strip() for address in addresses if address.strip())
        self.masked = tuple(mask_email(address) for address in self._addresses)
        self.reasons = EMAIL_REASONS
        self.shown_for = shown_for(self, self.hidden)

    def reveal(self, reason: int) -> tuple[str, ...]:
        """The whole addresses, once their reveal is audited with the reason at index ``reason``."""
        if not 0 <= reason < len(EMAIL_REASONS):
            raise ValueError(f"not a reason to reveal an e-mail address: {reason!r}")
        try:
            self._audit(reason)
        except StorageError as exc:
            log.warning("Storage problem: %s; the whole e-mail address was not shown", exc.problem)
            self.say(not_shown(exc), "refused")
            return ()
        self.shown_for.start()
        return self._addresses

    def _audit(self, reason: int) -> None:
        self.parts.audit.append(
            AuditLine(
                action=ACTION_REVEAL_EMAIL,
                till=self.parts.gate.till,
                staff=self.parts.session.staff or self.manager,
                manager=self.manager,
                outcome=f"shown {', '.join(self.masked)}",
                order_id=self.order_id,
                reason=EMAIL_REASONS[reason],
            )
        )
