"""Turn service records into the plain, display-ready data that signals carry to the widgets."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal

from app.api.models import OrderRow, RedeemHistoryEntry, Voucher
from app.core.answers import FullEvent
from app.core.dates import day_text
from app.core.i18n import QT_TRANSLATE_NOOP, translate
from app.core.masking import mask_code
from app.core.money import format_money, signed_money
from app.core.rules import (
    DEBIT_EVENT_TYPES,
    StatusBadge,
    Tone,
)
from app.core.shift_lines import type_label
from app.core.shift_report import SOLD_TYPE


@dataclass(frozen=True)
class VoucherView:
    code: str
    name: str
    badge: str
    tone: Tone
    redeemable: bool
    why_not: str
    balance: Decimal
    currency: str
    balance_text: str
    starting_text: str
    valid_from_text: str
    expiry_text: str
    grace_text: str
    partial_allowed: bool
    partial_text: str
    instructions: str
    terms: str
    order_id: int
    row_id: int
    #: Whether the code was scanned or typed at this counter: only then is it shown whole and can
    #: money move (``app.desk.counter.lookup``, proof of possession).
    held: bool = True


def date_or_dash(when: datetime | None) -> str:
    return day_text(when) if when is not None else "—"


def time_text(when: datetime | None) -> str:
    return f"{day_text(when)} {when:%H:%M}" if when is not None else "—"


#: Said on a voucher opened from the feed, a report or a search, until its code is scanned or typed.
NOT_HELD_TEXT = QT_TRANSLATE_NOOP("Voucher", "Scan or type the code to use this voucher")


def voucher_view(voucher: Voucher, badge: StatusBadge, *, held: bool = True) -> VoucherView:
    """The voucher in till words; one not ``held`` (opened without its code at the counter) shows
    its code masked and cannot be redeemed or topped up."""
    currency = voucher.currency_code
    starting = voucher.starting_value
    return VoucherView(
        code=voucher.redeem_code if held else mask_code(voucher.redeem_code),
        name=voucher.name,
        badge=badge.text,
        tone=badge.tone,
        redeemable=badge.redeemable and held,
        why_not=badge.why_not
        if held
        else " ".join(filter(None, (translate("Voucher", NOT_HELD_TEXT) + ".", badge.why_not))),
        balance=voucher.balance,
        currency=currency,
        balance_text=format_money(voucher.balance, currency),
        starting_text=format_money(starting, currency) if starting is not None else "—",
        valid_from_text=date_or_dash(voucher.valid_from_date),
        expiry_text=date_or_dash(voucher.expiry_date),
        grace_text=date_or_dash(voucher.grace_expiry_date),
        partial_allowed=voucher.partially_redeemable,
        partial_text=translate("Voucher", "Part use allowed")
        if voucher.partially_redeemable
        else translate("Voucher", "Must be used in full"),
        instructions=voucher.redeem_instructions.strip(),
        terms=voucher.terms_and_conditions.strip(),
        order_id=voucher.order_id,
        row_id=voucher.row_id,
        held=held,
    )


def signed_amount(event: FullEvent) -> str:
    text = format_money(event.amount, event.currency_code)
    if event.type in DEBIT_EVENT_TYPES and event.amount != 0:
        return signed_money("\u2212", text)
    return signed_money("+", text) if event.amount != 0 else text


#: Where an event with no location happened: an online sale or another movement not made at a till.
ONLINE_TEXT = QT_TRANSLATE_NOOP("Voucher", "Online (not at a till)")


def feed_type_text(event: FullEvent, *, sold: bool = False) -> str:
    """The feed's Type cell: the type, and "Online" for a movement no till made. ``sold``: the event
    is the activation of a voucher this till sold, a sale as the shift report calls it; the service
    writes "Activation" for it as for a new card loaded at the counter."""
    kind = SOLD_TYPE if sold and event.type == "Activation" else event.type
    return feed_type_words(kind, online=event.location_id is None)


def feed_type_words(event_type: str, *, online: bool) -> str:
    text = type_label(event_type)
    return translate("Voucher", "{type} · Online").format(type=text) if online else text


def place_text(location_id: int | None, here_id: int, here_name: str) -> str:
    """Where an event happened: this till's location by name, another by id, or Online."""
    if location_id is None:
        return translate("Voucher", ONLINE_TEXT)
    if location_id == here_id and here_name:
        return here_name
    return translate("Voucher", "Location {location}").format(location=location_id)


def row_balance_text(row: OrderRow) -> str:
    return format_money(row.total, row.currency_code)


def history_amount_text(entry: RedeemHistoryEntry, currency: str) -> str:
    return format_money(entry.redeemed_value, currency)
