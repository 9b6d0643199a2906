"""The dual-control limit a manager sets for this till's location: above it, in the voucher's
currency, a redemption, a bill's line, a top-up or a sale needs a manager's PIN as well as Confirm
(``app.desk.common.dual_control``).

Off as shipped: a property turns it on where its own rules ask for two people. Each change is saved
with the settings and audited with the old and the new figure; one that cannot be both saved and
audited leaves nothing changed, on screen, in memory or on disk.
"""

from __future__ import annotations

import re
from decimal import Decimal

from PySide6.QtCore import QObject

from app.core.i18n import translate
from app.core.money import AmountError, format_money, parse_amount, to_request_amount
from app.desk.manager.base import ManagerParts, ManagerTask
from app.store.db import StorageError

ACTION_DUAL_CONTROL = "dual control"
_CURRENCY = re.compile(r"[A-Z]{3}")


class DualLimitViewModel(ManagerTask):
    """Opened by ``manager`` (who gave their PIN): the change is audited under their name."""

    def __init__(self, parts: ManagerParts, manager: str, parent: QObject | None = None) -> None:
        super().__init__(parts, parent)
        self.manager = manager

    @property
    def _here(self) -> dict[str, Decimal]:
        return self.parts.settings.dual_control_above.get(self.parts.location_id, {})

    def currencies(self) -> list[str]:
        """The currencies to offer: those with a limit here, then those this till has moved money in."""
        offered = sorted(self._here)
        offered += [c for c in self.parts.journal.currencies() if c not in offered]
        return offered

    def limit_text(self, currency: str) -> str:
        """The limit in ``currency`` as it would be typed, or "" when there is none (off)."""
        limit = self._here.get(currency.strip().upper())
        return "" if limit is None else to_request_amount(limit)

    def state_text(self, currency: str) -> str:
        """What holds now in ``currency``, in a manager's words."""
        code = currency.strip().upper()
        limit = self._here.get(code)
        if limit is None or not _CURRENCY.fullmatch(code):
            return translate("DualLimit", "Now: off — no manager's PIN is asked for any amount.")
        return translate("DualLimit", "Now: a manager's PIN is asked above {limit}.").format(
            limit=format_money(limit, code)
        )

    def problem(self, currency: str, text: str) -> str:
        """Why ``currency`` and ``text`` cannot be saved ("" when they can; an empty amount is off)."""
        if not _CURRENCY.fullmatch(currency.strip().upper()):
            return translate("DualLimit", "Type the currency's three-letter code (GBP, EUR)")
        if not text.strip():
            return ""
        try:
            parse_amount(text, currency=currency.strip().upper())
        except AmountError as exc:
            return exc.reason
        return ""

    def save(self, currency: str, text: str) -> str:
        """Keep the limit (an empty ``text`` turns it off in that currency); "" when done, or why not."""
        code = currency.strip().upper()
        problem = self.problem(code, text)
        if problem:
            return problem
        amount = parse_amount(text, currency=code) if text.strip() else None
        before = dict(self.parts.settings.dual_control_above)
        was = self._here.get(code)
        if amount == was:
            return ""
        here = {c: a for c, a in self._here.items() if c != code}
        if amount is not None:
            here[code] = amount
        limits = {place: by for place, by in before.items() if place != self.parts.location_id}
        if here:
            limits[self.parts.location_id] = here
        try:
            self.parts.gate.save_dual_control(limits)
        except StorageError as exc:
            return translate("DualLimit", "{problem}. Nothing was changed.").format(problem=exc.problem)
        try:
            self.parts.gate.record(
                ACTION_DUAL_CONTROL,
                self.manager,
                f"{code} off" if amount is None else f"{code} above {to_request_amount(amount)}",
                reason=f"location {self.parts.location_id}; was "
                + ("off" if was is None else to_request_amount(was)),
            )
        except StorageError as exc:
            # Unaudited, the change must not stand: the settings go back to what they held.
            try:
                self.parts.gate.save_dual_control(before)
            except StorageError:
                self.parts.settings.dual_control_above = before
            return translate("DualLimit", "{problem}. Nothing was changed.").format(problem=exc.problem)
        return ""
