"""Which vouchers the till tops up, how much, and what the confirm step says.

The service tops up any code it knows that is not Void, Chargeback or Expired, and a code it has
never seen is activated as a new card (``docs/service-reference.md``, Codes). The till is stricter,
because money taken at the counter for a voucher the guest cannot spend is a complaint later:

- **Which vouchers**: a monetary voucher that can be spent now: status Valid, Partially Redeemed
  (part used) or Grace Period, valid at this till's location. A voucher that must be used in full
  (``partiallyRedeemable: false``) is taken to be a service voucher (a dinner, a treatment): its
  value is an experience, not a sum, so adding money to it is refused. Used (Redeemed), Void,
  Chargeback, Not Yet Valid and Expired (past any grace period) vouchers are refused, each with why.
- **How much**: the amount is checked as a redemption's is (a number, more than zero, at most two
  decimals, in the voucher's currency), and no more than a maximum per top-up (a setting,
  ``topup_maximum``, 500 by default, in the voucher's currency): a slip of the finger on a card
  reader is caught here, not on the guest's statement.
- **Who**: a manager (PIN) for every top-up and activation, unless a manager has set
  ``staff_may_topup``; the setting is changed from the Manager menu and audited.

The service still decides: its refusal is shown as it comes.
"""

from __future__ import annotations

from decimal import Decimal

from app.api.models import Voucher
from app.core.i18n import QT_TRANSLATE_NOOP, translate
from app.core.money import AmountError, format_money, parse_amount

#: [DECIDE] The largest single top-up or activation by default, in the voucher's currency.
DEFAULT_TOPUP_MAXIMUM = Decimal("500")
TOPUP_STATUSES = frozenset({"Valid", "Partially Redeemed", "Grace Period"})

_REFUSED = {
    "Redeemed": QT_TRANSLATE_NOOP(
        "TopUp", "This voucher has been used in full and is closed: sell a new card instead."
    ),
    "Void": QT_TRANSLATE_NOOP("TopUp", "This voucher was cancelled: it cannot be topped up."),
    "Chargeback": QT_TRANSLATE_NOOP(
        "TopUp", "The payment for this voucher was reversed: it cannot be topped up."
    ),
    "Not Yet Valid": QT_TRANSLATE_NOOP(
        "TopUp", "This voucher is not valid yet: it cannot be topped up before it starts."
    ),
    "Expired": QT_TRANSLATE_NOOP("TopUp", "This voucher has expired: it cannot be topped up."),
}


def topup_blocker(voucher: Voucher, location_id: int | None) -> str:
    """Why the till will not top up ``voucher`` ("" when it will), in till words."""
    status = voucher.status
    if status not in TOPUP_STATUSES:
        if status in _REFUSED:
            return translate("TopUp", _REFUSED[status])
        # The service's own word for the status, as it gave it.
        return translate(
            "TopUp", "The service reports this voucher as “{status}”: it cannot be topped up."
        ).format(status=status)
    if location_id is not None and voucher.location_ids and location_id not in voucher.location_ids:
        return translate(
            "TopUp", "This voucher cannot be used at this location, so it is not topped up here."
        )
    if not voucher.partially_redeemable:
        return translate(
            "TopUp", "This voucher must be used in full (a service voucher): it cannot be topped up."
        )
    if voucher.balance <= 0:
        # A zero balance before is how the journal tells a new card's activation from a top-up.
        return translate("TopUp", "This voucher holds nothing: sell a new card instead.")
    return ""


def check_topup_amount(text: str, currency: str, maximum: Decimal) -> Decimal:
    """The amount to add, or an :class:`AmountError` saying why not, before anything is sent."""
    amount = parse_amount(text, currency=currency)
    if amount > maximum:
        most = format_money(maximum, currency)
        raise AmountError(
            translate("TopUp", "At most {amount} in one top-up").format(amount=most),
            f"At most {most} in one top-up",
        )

    return amount


def topup_review_text(code: str, amount: Decimal, currency: str, balance: Decimal) -> str:
    """The confirm step: "Top up SPA50PART by £20.00 — £70.00 after"."""
    return translate("TopUp", "Top up {code} by {amount} — {after} after").format(
        code=code, amount=format_money(amount, currency), after=format_money(balance + amount, currency)
    )


def activation_review_text(code: str, amount: Decimal, currency: str) -> str:
    """The confirm step of a new card: "Activate NEWCARD1 as a new card with £20.00"."""
    return translate("TopUp", "Activate {code} as a new card with {amount}").format(
        code=code, amount=format_money(amount, currency)
    )


def asked_topup_text(code: str, amount: Decimal, currency: str) -> str:
    """What the cashier confirmed, as every outcome names it: "£20.00 onto SPA50PART"."""
    return translate("TopUp", "{amount} onto {code}").format(amount=format_money(amount, currency), code=code)
