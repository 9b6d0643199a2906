"""What goes into a sale before it is reviewed: each basket line, checked as it is added, and the
buyer as typed. Kept apart from the sale's view-model (``app.desk.sale.sale``), which sends it."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime

from app.api.catalogue import Product
from app.core import sale as rules
from app.core.i18n import translate, unbroken
from app.core.money import AmountError
from app.core.sale import SaleLine
from app.core.voucher_slip import VoucherSlip
from app.desk.sale._gate import SaleGate


@dataclass(frozen=True)
class SoldVoucher:
    """A voucher just sold, shown in full once on this counter for its slip."""

    name: str
    code: str
    value: str
    expires: str
    message: str = ""


def sold_line(voucher: SoldVoucher) -> str:
    """One new voucher as the counter shows it once, its code first: "Code … — Spa Day for Two —
    £50.00 — expires …". A line that wraps never pushes a code out of sight under the next one."""
    text = (
        translate("Sale", "Code {code} — {product} — {value} — expires {date}")
        if voucher.expires
        else translate("Sale", "Code {code} — {product} — {value}")
    )
    return text.format(
        product=voucher.name, value=voucher.value, code=unbroken(voucher.code), date=voucher.expires
    )


@dataclass
class Buyer:
    """Who buys, as typed: the purchaser's name and e-mail are required, the recipient's is not."""

    name: str = ""
    email: str = ""
    recipient: str = ""
    confirmation: bool = True
    #: The billing address's parts as typed (``app.core.sale.SaleRequest.billing``).
    billing: Mapping[str, str] = field(default_factory=dict)


def basket_line(
    product: Product,
    quantity: int,
    message: str,
    amount_text: str,
    options: Mapping[str, str] | None,
    *,
    currency: str,
    gate: SaleGate,
) -> SaleLine | str:
    """The line ``quantity`` of ``product`` makes, with ``options`` chosen (optionKey to optionValue,
    one for each option the product has), or why it cannot go, in till words."""
    if not 1 <= quantity <= rules.MAX_QUANTITY:
        return translate("Sale", "Quantity: 1 to {most} of one product.").format(most=rules.MAX_QUANTITY)
    if product.currency_code not in (None, currency):
        return translate("Sale", "{product} is sold in {currency}, not here.").format(
            product=product.name, currency=product.currency_code
        )
    value = product.price
    if value is None:
        try:
            value = gate.open_value(amount_text, currency)
        except AmountError as exc:
            return translate("Sale", "Value of {product}: {why}").format(product=product.name, why=exc.reason)
    chosen = options or {}
    for option in product.choices:
        if chosen.get(option.key) not in option.values:
            return translate("Sale", "Choose the {option} of {product}.").format(
                option=option.name, product=product.name
            )
    return SaleLine(
        product.product_id,
        product.name,
        value,
        quantity,
        message.strip(),
        product.open_value,
        tuple((option.key, chosen[option.key]) for option in product.choices),
    )


def voucher_slips(
    vouchers: Sequence[SoldVoucher], property_name: str, reference: str, *, training: bool
) -> list[VoucherSlip]:
    """The vouchers just sold as the guest takes them away: one printed voucher each, stamped now."""
    now = datetime.now()
    return [
        VoucherSlip(
            property_name, v.name, v.value, v.code, v.expires, v.message, reference, now, training=training
        )
        for v in vouchers
    ]
