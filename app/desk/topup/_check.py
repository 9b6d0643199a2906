"""Whether an amount typed in the top-up box can be loaded now, and what it would leave.

A plain function of what the box holds (is it open, the link to the service, what blocks the
voucher, the currency, the largest top-up): the box checks every keystroke with it, and its review
and Confirm take the amount only from it.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from app.api.models import Voucher
from app.core.errors import key_refused_text
from app.core.i18n import QT_TRANSLATE_NOOP, translate
from app.core.money import AmountError, format_money
from app.core.topup import check_topup_amount
from app.desk.common.connection import Link

OFFLINE_REASON = QT_TRANSLATE_NOOP("TopUp", "Offline: top-ups are paused until the service answers")
CURRENCY_UNKNOWN_TEXT = QT_TRANSLATE_NOOP("TopUp", "Reading the property's currency from the service…")


@dataclass(frozen=True)
class Checked:
    """``amount`` when it can be loaded; else ``reason`` (and ``refused``, the text refused as the
    amount check names it); ``preview``, what loading it leaves on the card."""

    amount: Decimal | None = None
    refused: str = ""
    reason: str = ""
    preview: str = ""


def check_amount(
    text: str,
    *,
    open_offer: bool,
    link: Link,
    blocker: str,
    currency: str,
    topping_up: Voucher | None,
    maximum: Decimal,
) -> Checked:
    """Check ``text`` as the amount to load onto ``topping_up`` (None: a new card)."""
    if not open_offer:
        return Checked()
    if why := _not_now(link, blocker, currency):
        return Checked(reason=why)
    try:
        amount = check_topup_amount(text, currency, maximum)
    except AmountError as exc:
        return Checked(refused=exc.source, reason=exc.reason)
    if topping_up is not None:
        after = format_money(topping_up.balance + amount, currency)
        return Checked(amount, preview=translate("TopUp", "Balance after: {amount}").format(amount=after))
    return Checked(
        amount, preview=translate("TopUp", "New card: {amount}").format(amount=format_money(amount, currency))
    )


def _not_now(link: Link, blocker: str, currency: str) -> str:
    """Why no amount can be loaded at the moment, whatever is typed; "" when one can."""
    if link is Link.OFFLINE:
        return translate("TopUp", OFFLINE_REASON)
    if link is Link.REFUSED:
        return key_refused_text()
    if blocker:
        # Read again while the box was open (another till used it up, say): no longer allowed.
        return blocker
    if not currency:
        return translate("TopUp", CURRENCY_UNKNOWN_TEXT)
    return ""
