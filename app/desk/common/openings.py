"""The audit lines of a voucher opened at the till: a code looked up at the counter, or a voucher
opened read-only from the feed, Find or a report.

No money moves when a voucher is opened, yet a manager asks afterwards who looked at which balance:
a high balance looked at and never used, or a voucher opened from the feed and then redeemed within
minutes by whoever opened it (``app.desk.integrity``). The counter writes these lines and the
integrity report reads them, so their words live here, below both.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from app.api.models import Voucher
from app.core.audit_line import AuditLine
from app.store.db import StorageError

log = logging.getLogger(__name__)

#: A code scanned or typed at the counter was shown with a balance.
ACTION_LOOKUP = "look up"
#: A voucher opened without its code at the counter (feed, Find, a report): read-only, masked.
ACTION_OPENED = "open read-only"
#: A manager showed the whole code of a voucher opened read-only (``app.desk.manager.reveal``).
ACTION_REVEAL = "reveal code"


class OpeningRecorder:
    """Writes one line for each voucher the counter opens with something left on it.

    ``append`` adds a line to the audit log without waiting for the disk's flush: a lookup moves no
    money, and a synced write on each scan would add its flush (about 10 ms) to the counter's every
    lookup; a power cut loses at most the last second or so of these lines.
    """

    def __init__(self, append: Callable[[AuditLine], object], till: str, staff: Callable[[], str]) -> None:
        self._append = append
        self._till = till
        self._staff = staff

    def __call__(self, voucher: Voucher, held: bool) -> None:
        balance = voucher.balance
        if held and balance <= 0:
            # A used or empty voucher scanned at the counter holds nothing anyone could take.
            return
        line = AuditLine(
            action=ACTION_LOOKUP if held else ACTION_OPENED,
            till=self._till,
            staff=self._staff() or "—",
            outcome="shown" if held else "shown masked",
            code=voucher.redeem_code,
            order_id=voucher.order_id,
            amount=balance,
            currency=voucher.currency_code,
        )
        try:
            self._append(line)
        except StorageError as exc:
            # A lookup moves no money: it is still shown, and the storage banner says the log fails.
            log.warning("The opening of a voucher was not written to the audit log: %s", exc.problem)
