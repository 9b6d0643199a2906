"""Young orders: a voucher e-mailed a short while ago is how a stolen card is most often spent.

A card thief buys a voucher on the web shop, has it e-mailed, and spends it at the desk within the
hour; a voucher posted, or bought weeks ago, is rarely that. So the review of a voucher whose order
was delivered by e-mail less than ``Settings.young_order_hours`` ago (24 as shipped: a day covers
the same-day pattern and the evening-before one) adds a warning with the order's age in words. It
stops nothing: a guest who just bought a voucher as a present is the common case, and the cashier
checks who they are.

"Delivered by e-mail": the order's delivery method needs no posting and is named as mail
("E-mail", "Email"); a posted method ("Royal Mail") needs fulfilment and is never counted.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from app.api.models import Order
from app.core.i18n import translate

MINUTE = timedelta(minutes=1)
HOUR = timedelta(hours=1)


def emailed(order: Order) -> bool:
    return not order.delivery_method_requires_fulfillment and "mail" in order.delivery_method_name.casefold()


def age_words(age: timedelta) -> str:
    """ "just now", "40 minutes ago", "5 hours ago", "3 days ago"."""
    if age < MINUTE:
        return translate("YoungOrder", "just now")
    if age < 2 * MINUTE:
        return translate("YoungOrder", "1 minute ago")
    if age < HOUR:
        return translate("YoungOrder", "{n} minutes ago").format(n=int(age / MINUTE))
    if age < 2 * HOUR:
        return translate("YoungOrder", "1 hour ago")
    if age < 2 * 24 * HOUR:
        return translate("YoungOrder", "{n} hours ago").format(n=int(age / HOUR))
    return translate("YoungOrder", "{n} days ago").format(n=age.days)


def young_order_note(order: Order | None, now: datetime, hours: int) -> str:
    """The review's warning for a young e-mailed order, or "" (none, old, posted, or off: 0 hours)."""
    if order is None or hours <= 0 or order.date_created is None or not emailed(order):
        return ""
    age = max(now - order.date_created, timedelta(0))
    if age >= timedelta(hours=hours):
        return ""
    return translate("YoungOrder", "Sold {age} by e-mail — check the guest's identity.").format(
        age=age_words(age)
    )
