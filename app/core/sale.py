"""A sale at the desk in pure terms: its lines, its total, its payment reference and its words.

The service documents no idempotency key, so a sale whose answer is lost must never be sent again.
The till's proof is its own ``paymentReferenceID``: made here, unique to this till and this sale,
journalled before the one ``POST /orders/``; the order that carries it is this sale and no other.
"""

from __future__ import annotations

import re
import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from enum import Enum
from typing import Any

from app.api.models import OrderRow
from app.core.i18n import kept_with_label, translate, unbroken
from app.core.masking import looks_masked
from app.core.money import format_money, to_request_amount

#: What every payment reference of this till starts with, so staff and the back office know it.
REFERENCE_PREFIX = "VD"
#: The characters of a reference's random part: capitals and digits with none that reads as another
#: (no 0/O, 1/I/L, U/V, 5/S, 2/Z, 8/B), so a cashier keys it on the POS as read; one case, so a
#: service that keeps it in another case keeps the same reference.
REFERENCE_ALPHABET = "34679ACDEFGHJKMNPQRTWXY"
#: Its length: 23**10 (4 · 10**13) references, so no two sales ever share one, short enough for any
#: column and for the POS's reference field, and one word, so it never wraps where it is read.
REFERENCE_RANDOM = 10
#: The random characters a reference cut short by the service must still hold to be this sale's
#: alone: 23**7 (3 · 10**9) to one that another sale of the same minutes shares them.
PROVING_RANDOM = 7
MAX_QUANTITY = 20
#: An address as a desk types one: its top-level domain is letters (any script) or an IDN's
#: ``xn--`` form, so a voucher code a scanner ran onto the end of it is caught.
_EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.(?:[^\W\d_]{2,24}|xn--[a-z0-9-]{1,59})$", re.IGNORECASE)


def new_reference() -> str:
    """``VDK7MC3RXTQ9``: the prefix and a random part, so two tills, or two sales of one till in the
    same second, never share one. Twelve ASCII capitals and digits and nothing else: the proof of a
    sale rests on finding its reference again in the service's orders, and an old MySQL column may
    keep it shortened or in another case (``reference_kept`` reads it so), never with other letters."""
    random = "".join(secrets.choice(REFERENCE_ALPHABET) for _ in range(REFERENCE_RANDOM))
    return f"{REFERENCE_PREFIX}{random}"


class Kept(Enum):
    """How an order's payment reference, as the service keeps it, answers to the one a sale sent."""

    #: The same reference, whatever its case, or cut short with enough of it left to be this sale's.
    SAME = "same"
    #: Cut so short that another sale's could read the same: a manager decides.
    MAYBE = "maybe"
    OTHER = "other"


def reference_kept(sent: str, kept: str) -> Kept:
    """Whether ``kept``, an order's reference as the service gives it, is the reference ``sent``.

    An old service's column may keep fewer characters than were sent, or fold their case (a
    ``VARCHAR(8)``, a case-insensitive collation, a PHP layer that lowercases): case and the spaces
    a ``CHAR`` column pads with are not compared, and a reference cut short is this sale's when
    what is left still holds ``PROVING_RANDOM`` of its random characters, else it may be."""
    sent_folded, kept_folded = _folded(sent), _folded(kept)
    if not sent_folded or not kept_folded:
        return Kept.OTHER
    if kept_folded == sent_folded:
        return Kept.SAME
    if not sent_folded.startswith(kept_folded):
        return Kept.OTHER
    fixed = len(sent_folded) - _random_length(sent.strip())
    return Kept.SAME if len(kept_folded) - fixed >= PROVING_RANDOM else Kept.MAYBE


def _folded(reference: str) -> str:
    return reference.strip().casefold()


def _random_length(reference: str) -> int:
    """How many of a reference's last characters are its random part: those after the last hyphen
    of one written with hyphens (``VD-FRONTDESK-4F2A9C1B7E``), else all but the prefix."""
    if "-" in reference:
        return len(reference.rsplit("-", 1)[1])
    if reference.upper().startswith(REFERENCE_PREFIX):
        return len(reference) - len(REFERENCE_PREFIX)
    return len(reference)


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


def paired_rows(request: SaleRequest, rows: Sequence[OrderRow]) -> list[tuple[OrderRow, SaleLine | None]]:
    """Each voucher the service made with the line of the sale it is, in the order the lines were
    sent: a service may list an order's rows in any order, and a personal message belongs to its
    own product and value, never to the row that happens to come in its place.

    A row goes to the first line still short of its quantity with the same product and value, else
    the same product (a complimentary sale's rows are worth nothing); rows are taken in the order
    the service made them (their ids), so two lines alike but for their messages keep theirs."""
    slots = [line for line in request.lines for _ in range(line.quantity)]
    taken: list[OrderRow | None] = [None] * len(slots)
    left: list[OrderRow] = []
    ordered = sorted(rows, key=lambda row: int(row.row_id))

    def alike(row: OrderRow, line: SaleLine) -> bool:
        return row.product_id == line.product_id and row.total == line.value

    def same_product(row: OrderRow, line: SaleLine) -> bool:
        return row.product_id == line.product_id

    for fits in (alike, same_product):
        left = []
        for row in ordered:
            if any(row is t for t in taken):
                continue
            slot = next((i for i, line in enumerate(slots) if taken[i] is None and fits(row, line)), None)
            if slot is None:
                left.append(row)
            else:
                taken[slot] = row
    pairs: list[tuple[OrderRow, SaleLine | None]] = [
        (row, slots[i]) for i, row in enumerate(taken) if row is not None
    ]
    return pairs + [(row, None) for row in left]


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
    """ "Take £50.00 payment on the POS — reference VD-…", the reference on one line with its words."""
    shown = unbroken(reference)
    text = translate("Sale", "Take {amount} payment on the POS — reference {reference}").format(
        amount=format_money(total, currency), reference=shown
    )
    return kept_with_label(text, shown)


def complimentary_handoff(reference: str) -> str:
    shown = unbroken(reference)
    text = translate("Sale", "Complimentary — take no payment (reference {reference})").format(
        reference=shown
    )
    return kept_with_label(text, shown)
