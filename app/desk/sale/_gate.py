"""An open-value voucher sold at the desk is a new card by another name: it follows the new card's rule.

On a till where staff may not top up or sell a gift card without a manager, and no
top-up may add more than the largest-top-up setting (£500 as shipped), Sell made 20 open-value
vouchers of £99,999 each with no PIN. The same money, the same rule: the value typed is capped
by ``TopupPolicy.maximum`` (``app.core.topup.check_topup_amount``, as a top-up's is), and a sale
holding an open-value voucher asks a manager's PIN at Confirm unless a manager let staff top up
and sell gift cards (``TopupPolicy.needs_manager``). A product of fixed price is the property's
own offer, priced by it: no PIN. A complimentary sale already has a manager's word.
"""

from __future__ import annotations

from decimal import Decimal

from app.core.i18n import translate
from app.core.money import AmountError, format_money, parse_amount
from app.core.sale import SaleRequest
from app.core.topup import check_topup_amount
from app.desk.common.dual_control import DualControl
from app.desk.common.topup_policy import TopupPolicy


class SaleGate:
    """The top-up and new-card policy applied to a sale (none: a till without it, in tests)."""

    def __init__(self, policy: TopupPolicy | None, dual: DualControl | None = None) -> None:
        self._policy = policy
        self._dual = dual

    def open_value(self, text: str, currency: str) -> Decimal:
        """The value typed for an open-value voucher, or ``AmountError`` (too much, not a sum)."""
        amount = parse_amount(text, currency=currency)
        if self._policy is not None:
            try:
                check_topup_amount(text, currency, self._policy.maximum)
            except AmountError as exc:
                most = format_money(self._policy.maximum, currency)
                said = translate("Sale", "At most {amount} for one voucher, as for a top-up")
                raise AmountError(said.format(amount=most), exc.source) from exc
        return amount

    def needs_manager(self, request: SaleRequest) -> bool:
        """Whether Confirm waits for a manager's PIN: an open-value voucher on a till where staff
        may not sell gift cards alone, or a total above the location's dual-control limit; never
        when the sale is complimentary (a manager approved it)."""
        if request.complimentary:
            return False
        if self._dual is not None and self._dual.needs_manager(request.total, request.currency):
            return True
        if self._policy is None or not self._policy.needs_manager or request.complimentary:
            return False
        return any(line.open_value for line in request.lines)

    def review_note(self, request: SaleRequest) -> str:
        """What the review adds when Confirm will ask for a manager's PIN ("" when it will not): the
        cashier calls the manager over before pressing Confirm, not after."""
        if not self.needs_manager(request):
            return ""
        if self._dual is not None:
            above = self._dual.review_note(request.total, request.currency)
            if above:
                return above
        return translate(
            "Sale", "Confirm asks for a manager's PIN: an open-value voucher is a new gift card."
        )


def manager_needed_text() -> str:
    """Said when the cashier confirms without the manager's PIN that the sale needs."""
    return translate(
        "Sale", "An open-value voucher is a new gift card: a manager must allow its sale (manager PIN)."
    )
