"""A sale at the desk in pure terms: its lines, its total, its payment reference and its words.

The service documents no idempotency key, so a sale whose answer is lost must never be sent again.
The till's proof is its own ``paymentReferenceID``: made here, unique to this till and this sale,
journalled before the one ``POST /orders/``; the order that carries it is this sale and no other.
"""

from __future__ import annotations

import re
import unicodedata
import uuid
from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from app.core.i18n import translate
from app.core.masking import looks_masked
from app.core.money import format_money, to_request_amount

#: What every payment reference of this till starts with, so staff and the back office know it.
REFERENCE_PREFIX = "VD-"
MAX_QUANTITY = 20
#: An address as a desk types one: its top-level domain is letters (any script) or an IDN's
#: ``xn--`` form, so a voucher code a scanner ran onto the end of it is caught (attack C21).
_EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.(?:[^\W\d_]{2,24}|xn--[a-z0-9-]{1,59})$", re.IGNORECASE)


def new_reference(till: str) -> str:
    """``VD-FRONTDESK-4F2A9C1B7E``: the till's name (letters and digits, at most 10) and a random
    part, so two tills, or two sales of one till in the same second, never share one. ASCII only
    (``Réception`` → ``RECEPTION``): the whole proof of a sale rests on the service giving the
    reference back byte for byte, and an old latin1 column would not (attack C20)."""
    folded = unicodedata.normalize("NFKD", till.upper())
    tag = "".join(ch for ch in folded if ch.isascii() and ch.isalnum())[:10] or "TILL"
    return f"{REFERENCE_PREFIX}{tag}-{uuid.uuid4().hex[:10].upper()}"


def email_problem(text: str, *, required: bool) -> str:
    """What is wrong with an e-mail address as typed, in till words ("" when nothing is)."""
    value = text.strip()
    if not value:
        return required_text() if required else ""
    # A masked address copied from a screen (``j•••@example.com``) reaches nobody.
    if not _EMAIL.match(value) or looks_masked(value):
        return translate("Sale", "Not an e-mail address (name@example.com)")
    return ""


def required_text() -> str:
    """What a required field left empty says beside it."""
    return translate("Sale", "Required")


@dataclass(frozen=True)
class SaleLine:
    """One product sold, ``quantity`` times, each voucher worth ``value``."""

    product_id: int
    name: str
    value: Decimal
    quantity: int = 1
    message: str = ""
    #: An open-value product: ``value`` is the amount the buyer chose, sent as ``items[].amount``.
    open_value: bool = False
    #: The product's options as chosen: (optionKey, optionValue), sent as ``items[].options``.
    options: tuple[tuple[str, str], ...] = ()

    @property
    def label(self) -> str:
        """The product as the review and the basket name it: "Spa Treatments Voucher (Facial)"."""
        chosen = ", ".join(value for _key, value in self.options)
        return f"{self.name} ({chosen})" if chosen else self.name

    @property
    def total(self) -> Decimal:
        return self.value * self.quantity


@dataclass(frozen=True)
class SaleRequest:
    """Everything one sale asks of the service, in the property's currency."""

    domain_id: int
    currency: str
    lines: tuple[SaleLine, ...]
    method_id: int
    method_name: str
    delivery_charge: Decimal
    purchaser_name: str
    purchaser_email: str
    recipient_email: str = ""
    send_confirmation: bool = True
    complimentary: bool = False
    #: The billing address as typed (line1, line2, locality, county, postcode, country), sent only
    #: when payment is taken (the service recommends it then); empty parts are left out.
    billing: tuple[tuple[str, str], ...] = ()

    @property
    def billing_address(self) -> dict[str, str]:
        """The ``billingAddress`` sent: nothing for a complimentary sale (no payment taken)."""
        if self.complimentary:
            return {}
        return {key: value.strip() for key, value in self.billing if value.strip()}

    @property
    def goods(self) -> Decimal:
        return sum((line.total for line in self.lines), Decimal("0.00"))

    @property
    def total(self) -> Decimal:
        """What the service will charge: nothing for a complimentary sale (no delivery charge either)."""
        return Decimal("0.00") if self.complimentary else self.goods + self.delivery_charge

    def body(self, reference: str) -> dict[str, Any]:
        """The ``POST /orders/`` body, with the till's payment reference."""
        body: dict[str, Any] = {
            "domainID": self.domain_id,
            "methodID": self.method_id,
            "email": self.purchaser_email.strip(),
            "customerName": self.purchaser_name.strip(),
            "paymentReferenceID": reference,
            "sendConfirmationEmail": self.send_confirmation,
            "items": [_item(line) for line in self.lines],
        }
        if self.recipient_email.strip():
            body["recipientEmailAddress"] = self.recipient_email.strip()
        if self.billing_address:
            body["billingAddress"] = self.billing_address
        if self.complimentary:
            body["complimentary"] = True
        return body

    def expected_items(self) -> Mapping[int, tuple[int, Decimal]]:
        """By product: how many vouchers, and what they are worth in all (the answer check)."""
        wanted: dict[int, tuple[int, Decimal]] = {}
        for line in self.lines:
            count, value = wanted.get(line.product_id, (0, Decimal("0.00")))
            wanted[line.product_id] = (count + line.quantity, value + line.total)
        return wanted


def _item(line: SaleLine) -> dict[str, Any]:
    item: dict[str, Any] = {"productID": line.product_id, "quantity": line.quantity}
    if line.open_value:
        item["amount"] = to_request_amount(line.value)
    if line.message.strip():
        item["personalMessage"] = line.message.strip()
    if line.options:
        item["options"] = dict(line.options)
    return item


def review_text(request: SaleRequest) -> str:
    """ "Sell 1 x Spa Day for Two £50.00 to J. Bloggs — take £50.00 on the POS"."""
    lines = lines_text(request)
    who = buyer_text(request)
    if request.complimentary:
        return translate("Sale", "Give {lines} to {who} — complimentary, take no payment").format(
            lines=lines, who=who
        )
    return translate("Sale", "Sell {lines} to {who} — take {total} on the POS").format(
        lines=lines, who=who, total=format_money(request.total, request.currency)
    )


def lines_text(request: SaleRequest) -> str:
    """ "1 x Spa Day for Two £50.00, 2 x Afternoon Tea £40.00 + Royal Mail First Class £2.50"."""
    money = request.currency
    lines = ", ".join(
        translate("Sale", "{quantity} x {product} {value}").format(
            quantity=line.quantity, product=line.label, value=format_money(line.value, money)
        )
        for line in request.lines
    )
    if request.delivery_charge and not request.complimentary:
        lines += f" + {request.method_name} {format_money(request.delivery_charge, money)}"
    return lines


def buyer_text(request: SaleRequest) -> str:
    return request.purchaser_name.strip() or request.purchaser_email.strip()


def sold_text(request: SaleRequest) -> str:
    """The line after a sale: "Sold: 1 x Spa Day for Two £50.00 to J. Bloggs."."""
    if request.complimentary:
        text = translate("Sale", "Given: {lines} to {who}, complimentary.")
    else:
        text = translate("Sale", "Sold: {lines} to {who}.")
    return text.format(lines=lines_text(request), who=buyer_text(request))


def handoff_text(total: Decimal, currency: str, reference: str) -> str:
    """ "Take £50.00 payment on the POS — reference VD-…"."""
    return translate("Sale", "Take {amount} payment on the POS — reference {reference}").format(
        amount=format_money(total, currency), reference=reference
    )


def complimentary_handoff(reference: str) -> str:
    return translate("Sale", "Complimentary — take no payment (reference {reference})").format(
        reference=reference
    )
