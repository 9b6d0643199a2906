"""Dual control: above a set amount a movement needs a manager's PIN as well as the cashier's confirm.

The limit is a property setting per location and per currency (``Settings.dual_control_above``:
location id → currency → amount), so a spa desk and a restaurant of one property can differ and a
voucher in another currency is held to its own figure. A currency without a limit has none: the
control is off until a manager sets one. The PIN is asked in the review step, through the Manager
menu's one gate and its lock (``app.desk.common.approve``); the movement is then audited with that
manager's name beside the cashier's.
"""

from __future__ import annotations

from decimal import Decimal

from app.core.i18n import translate
from app.core.money import format_money
from app.core.settings import Settings


class DualControl:
    """The limit of the till's location, read from the live settings at each review."""

    def __init__(self, settings: Settings) -> None:
        self._settings = settings

    def limit(self, currency: str) -> Decimal | None:
        location = self._settings.location_id
        if location is None:
            return None
        return self._settings.dual_control_above.get(location, {}).get(currency.upper())

    def needs_manager(self, amount: Decimal, currency: str) -> bool:
        limit = self.limit(currency)
        return limit is not None and amount > limit

    def review_note(self, amount: Decimal, currency: str) -> str:
        """What the review adds when a manager's PIN is needed, or ""."""
        limit = self.limit(currency)
        if limit is None or amount <= limit:
            return ""
        return translate("DualControl", "Above {limit}: a manager's PIN is needed to confirm.").format(
            limit=format_money(limit, currency)
        )


#: Dual control off: what a view-model gets when it is built without one.
class NoDualControl(DualControl):
    def __init__(self) -> None:
        super().__init__(Settings())
