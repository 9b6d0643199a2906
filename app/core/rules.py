"""What the till may offer, and how a voucher's state reads in till language.

These rules are the till's, not the service's: the service still decides, and its refusal is
shown when it disagrees. Keeping them here lets the UI stay free of business logic.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from enum import StrEnum

from app.api.models import OrderRow, RedeemHistoryEntry, Voucher
from app.core.dates import day_text
from app.core.i18n import QT_TRANSLATE_NOOP, translate
from app.core.money import AmountError, format_money, parse_amount


class Tone(StrEnum):
    """How a badge should look; the text always says the same, so colour is never the only signal."""

    GOOD = "good"
    WARNING = "warning"
    BAD = "bad"


@dataclass(frozen=True)
class StatusBadge:
    text: str
    tone: Tone
    redeemable: bool
    why_not: str = ""


REDEEMABLE_STATUSES = frozenset({"Valid", "Grace Period", "Partially Redeemed"})
# [DECIDE] with the sandbox and reconciliation: only these have a documented undoing event type.
REVERSIBLE_EVENT_TYPES = frozenset({"Redeemed", "Chargeback"})
#: An event's type in till words, the one mapping for the feed, the shift report (screen, CSV, PDF)
#: and the reasons given: short, so the feed's Type column shows each whole at 1024 px. "New card"
#: and "Reversed" are the words the till uses for the same movements elsewhere (a top-up's outcome,
#: a redeem-history line).
#: Marked for translation in the "Voucher" context: translated where shown (``event_type_text``).
EVENT_TYPE_LABELS = {
    "Activation": QT_TRANSLATE_NOOP("Voucher", "New card"),
    "Topup": QT_TRANSLATE_NOOP("Voucher", "Top-up"),
    "Redeemed": QT_TRANSLATE_NOOP("Voucher", "Redeemed"),
    "Unredeemed": QT_TRANSLATE_NOOP("Voucher", "Reversed"),
    "Refund": QT_TRANSLATE_NOOP("Voucher", "Refund"),
    "Chargeback": QT_TRANSLATE_NOOP("Voucher", "Chargeback"),
    "Reverse chargeback": QT_TRANSLATE_NOOP("Voucher", "Reversed chargeback"),
    "Code change": QT_TRANSLATE_NOOP("Voucher", "Code change"),
}
#: A voucher's (or an order row's) status in till words: the service's own words are never shown
#: beside their translation ("Partially Redeemed" next to "Part used").
STATUS_LABELS = {
    "Valid": QT_TRANSLATE_NOOP("Voucher", "Valid"),
    "Grace Period": QT_TRANSLATE_NOOP("Voucher", "In grace period"),
    "Partially Redeemed": QT_TRANSLATE_NOOP("Voucher", "Part used"),
    "Redeemed": QT_TRANSLATE_NOOP("Voucher", "Used"),
    "Void": QT_TRANSLATE_NOOP("Voucher", "Void"),
    "Chargeback": QT_TRANSLATE_NOOP("Voucher", "Chargeback"),
    "Expired": QT_TRANSLATE_NOOP("Voucher", "Expired"),
    "Not Yet Valid": QT_TRANSLATE_NOOP("Voucher", "Not valid yet"),
}
#: A redeem-history line's status: a redemption, or one that was reversed ("Unredeemed").
HISTORY_STATUS_LABELS = {
    "Redeemed": QT_TRANSLATE_NOOP("Voucher", "Redeemed"),
    "Unredeemed": QT_TRANSLATE_NOOP("Voucher", "Reversed"),
}
#: Event types that take money off a voucher; the feed shows their amount negative.
DEBIT_EVENT_TYPES = frozenset({"Redeemed", "Refund", "Chargeback"})


def event_type_text(event_type: str) -> str:
    """An event's type in till words, in the signed-in language; an unknown type as the service says it."""
    label = EVENT_TYPE_LABELS.get(event_type)
    return translate("Voucher", label) if label is not None else event_type


def _days_ago(when: datetime, now: datetime) -> str:
    days = (now.date() - when.date()).days
    if days <= 0:
        return translate("Voucher", "today")
    return translate("Voucher", "1 day ago") if days == 1 else translate("Voucher", "%n days ago", None, days)


#: Statuses that close a voucher for good: the badge and why, in till words.
_CLOSED = {
    "Redeemed": (
        QT_TRANSLATE_NOOP("Voucher", "Used"),
        QT_TRANSLATE_NOOP("Voucher", "This voucher has been used in full."),
    ),
    "Void": (
        QT_TRANSLATE_NOOP("Voucher", "Void"),
        QT_TRANSLATE_NOOP("Voucher", "This voucher was cancelled and cannot be used."),
    ),
    "Chargeback": (
        QT_TRANSLATE_NOOP("Voucher", "Chargeback"),
        QT_TRANSLATE_NOOP("Voucher", "The payment for this voucher was reversed."),
    ),
}


def voucher_badge(voucher: Voucher, location_id: int | None, now: datetime) -> StatusBadge:
    """The big status line at the top of the voucher panel."""
    status = voucher.status
    if status in _CLOSED:
        text, why = _CLOSED[status]
        return StatusBadge(translate("Voucher", text), Tone.BAD, False, translate("Voucher", why))
    if status == "Not Yet Valid":
        return _not_yet_valid(voucher)
    if status == "Expired":
        return _expired(voucher, now)
    return _refused_here(voucher, location_id) or _usable(voucher)


def _not_yet_valid(voucher: Voucher) -> StatusBadge:
    start = voucher.valid_from_date
    text = (
        translate("Voucher", "Not valid until {day}").format(day=day_text(start))
        if start
        else translate("Voucher", "Not valid yet")
    )
    return StatusBadge(text, Tone.BAD, False, translate("Voucher", "This voucher cannot be used yet."))


def _expired(voucher: Voucher, now: datetime) -> StatusBadge:
    # Counted from the expiry date the panel shows; the grace period's end is said on its own.
    end = voucher.expiry_date or voucher.grace_expiry_date
    text = (
        translate("Voucher", "Expired {ago}").format(ago=_days_ago(end, now))
        if end
        else translate("Voucher", "Expired")
    )
    grace = voucher.grace_expiry_date
    why = translate("Voucher", "This voucher has expired.")
    if grace is not None and voucher.expiry_date is not None and grace > voucher.expiry_date:
        why += translate("Voucher", " Its grace period ended {ago}, on {day}.").format(
            ago=_days_ago(grace, now), day=day_text(grace)
        )
    return StatusBadge(text, Tone.BAD, False, why)


def _refused_here(voucher: Voucher, location_id: int | None) -> StatusBadge | None:
    """Why an open voucher cannot be used at this till, or None when it can."""
    status = voucher.status
    if status not in REDEEMABLE_STATUSES:
        # The service's own word for the status, as it gave it.
        why = translate("Voucher", "The service reports this voucher as “{status}”.").format(status=status)
        return StatusBadge(status, Tone.BAD, False, why)
    if location_id is not None and voucher.location_ids and location_id not in voucher.location_ids:
        return StatusBadge(
            translate("Voucher", "Not valid at this location"), Tone.BAD, False, where_valid(voucher)
        )
    if voucher.balance <= 0:
        return StatusBadge(
            translate("Voucher", "Used"),
            Tone.BAD,
            False,
            translate("Voucher", "Nothing is left on this voucher."),
        )
    return None


def _usable(voucher: Voucher) -> StatusBadge:
    if voucher.status == "Grace Period":
        until = voucher.grace_expiry_date
        text = (
            translate("Voucher", "In grace period until {day}").format(day=day_text(until))
            if until
            else translate("Voucher", "In grace period")
        )
        return StatusBadge(text, Tone.WARNING, True)
    if voucher.status == "Partially Redeemed":
        return StatusBadge(translate("Voucher", "Part used"), Tone.GOOD, True)
    return StatusBadge(translate("Voucher", "Valid"), Tone.GOOD, True)


def status_text(status: str) -> str:
    """A status in till words, in the signed-in language; an unknown one as the service says it."""
    label = STATUS_LABELS.get(status)
    return translate("Voucher", label) if label is not None else status


def history_status_text(status: str) -> str:
    label = HISTORY_STATUS_LABELS.get(status)
    return translate("Voucher", label) if label is not None else status


def not_here_badge(voucher: Voucher | None) -> StatusBadge:
    """For a lookup the service refused at this location (``location_not_allowed``)."""
    why = (
        where_valid(voucher)
        if voucher is not None
        else translate("Voucher", "This voucher cannot be used at this location.")
    )
    return StatusBadge(translate("Voucher", "Not valid at this location"), Tone.BAD, False, why)


def where_valid(voucher: Voucher) -> str:
    names = sorted({loc.name for d in voucher.redeemable_domains.values() for loc in d.locations if loc.name})
    if not names:
        return translate("Voucher", "This voucher cannot be used at this location.")
    # The locations' names are the service's, as it gives them.
    return translate("Voucher", "It can be used at: {places}.").format(places=", ".join(names))


def check_redeem_amount(text: str, voucher: Voucher) -> Decimal:
    """The amount to redeem, or an :class:`AmountError` that says why not, before anything is sent."""
    balance = voucher.balance
    currency = voucher.currency_code
    amount = parse_amount(text, currency=currency)
    shown = format_money(balance, currency)
    if amount > balance:
        raise AmountError(
            translate("Voucher", "More than the balance ({balance})").format(balance=shown),
            f"More than the balance ({shown})",
        )
    if amount < balance and not voucher.partially_redeemable:
        raise AmountError(
            translate("Voucher", "This voucher must be used in full ({balance})").format(balance=shown),
            f"This voucher must be used in full ({shown})",
        )
    return amount


def is_event_reversible(event_type: str, confirmed: bool) -> tuple[bool, str]:
    """Whether to offer Reverse for an event, and if not, the reason to show instead."""
    if event_type == "Refund":
        return False, translate("Voucher", "A refund can never be reversed.")
    if event_type not in REVERSIBLE_EVENT_TYPES:
        # No article to get wrong ("A activation"): "New card events cannot be reversed."
        return False, translate("Voucher", "{type} events cannot be reversed.").format(
            type=event_type_text(event_type)
        )
    if not confirmed:
        return False, translate(
            "Voucher", "The service has not confirmed this event yet; it can be reversed once confirmed."
        )
    return True, ""


def history_line_reversible(line: RedeemHistoryEntry) -> tuple[bool, str]:
    """Whether a line of a voucher's redeem history may be reversed, and if not, why.

    The service marks a reversed redemption's line "Unredeemed" and refuses a second reverse.
    """
    if line.status == "Unredeemed":
        return False, translate("Voucher", "This redemption has already been reversed.")
    return True, ""


def is_row_unused(row: OrderRow) -> bool:
    return row.status == "Valid" and row.redeemed_date is None and not row.redeem_history


def refund_blocker(
    refunded: bool, rows: Iterable[OrderRow], named: Callable[[str], str], *, not_api_order: bool = False
) -> str:
    """Why a refund cannot be offered, or "" when the till has no reason to refuse.

    ``named`` shows a voucher's code as the refund's own lines show it (masked: a manager refunds
    away from the guest's vouchers), so no refusal names a code whole before a PIN.

    Whether an order was created through the API is in no documented field (``paymentMethod`` is a
    free label), so the till knows it only when the service has said so for this order before
    (``not_api_order``, kept in the journal); otherwise the service's refusal is shown as it comes.
    """
    if refunded:
        return translate("Voucher", "This order has already been refunded.")
    rows = list(rows)

    def name(row: OrderRow) -> str:
        return named(row.redeem_code) if row.redeem_code else str(row.row_id)

    void = [name(row) for row in rows if row.status == "Void"]
    if void:
        if len(void) == 1:
            return translate("Voucher", "Voucher {code} is void, so this order cannot be refunded.").format(
                code=void[0]
            )
        return translate("Voucher", "Vouchers {codes} are void, so this order cannot be refunded.").format(
            codes=", ".join(void)
        )
    if not_api_order:
        return translate(
            "Voucher",
            "This order was not created through the API (the service said so): it cannot be refunded here.",
        )
    used = [name(row) for row in rows if not is_row_unused(row)]
    if used:
        return translate(
            "Voucher", "Every voucher must be unused; already used or not valid: {codes}."
        ).format(codes=", ".join(used))
    return ""
