"""The VAT basis of redemptions (UK, VATA 1994 Sch 10B).

A single-purpose voucher (the place of supply and the VAT due are known when it is sold) is taxed at
its sale, so its redemptions carry no VAT again: the export shows them as already taxed. A
multi-purpose voucher is taxed when it is redeemed, on the consideration when it is known (para 8):
the export shows, per period and location, those redemptions' consideration and the VAT in it.

The accountant classifies each product once and gives its rate; a product nobody classified yet is
shown apart, never guessed. The VAT in a consideration is the VAT-inclusive fraction
``consideration × rate / (100 + rate)``, rounded to the penny half up, per line, and the period's
VAT is the sum of its lines (so every line of the CSV adds up to the summary).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from decimal import ROUND_HALF_UP, Decimal
from enum import Enum

from app.core.accounts.consideration import PENNY, ZERO

HUNDRED = Decimal(100)


class Purpose(Enum):
    SINGLE = "single"
    MULTI = "multi"


@dataclass(frozen=True)
class ProductVat:
    """How the accountant classified a product: single- or multi-purpose, and its VAT rate in %."""

    purpose: Purpose
    rate: Decimal


def vat_in(consideration: Decimal, rate: Decimal) -> Decimal:
    """The VAT inside a VAT-inclusive ``consideration`` at ``rate`` per cent, to the penny."""
    if rate <= ZERO:
        return ZERO.quantize(PENNY)
    return (consideration * rate / (HUNDRED + rate)).quantize(PENNY, rounding=ROUND_HALF_UP)


@dataclass(frozen=True)
class Taxed:
    """One redemption as the VAT basis sees it: signed (a reversal is negative)."""

    period: str
    location: str
    currency: str
    product_id: int | None
    face: Decimal
    consideration: Decimal


@dataclass
class PeriodVat:
    """The VAT basis of one period at one location, in one currency."""

    period: str
    location: str
    currency: str
    multi_consideration: Decimal = ZERO
    multi_vat: Decimal = ZERO
    #: Redemptions of single-purpose vouchers: taxed when they were sold, nothing due now.
    single_face: Decimal = ZERO
    single_consideration: Decimal = ZERO
    #: Redemptions of products not classified yet: for the accountant to classify.
    unclassified_face: Decimal = ZERO
    unclassified: set[int | None] = field(default_factory=set)


def line_vat(line: Taxed, classes: Mapping[int, ProductVat]) -> Decimal | None:
    """The VAT due on this redemption now: None for a single-purpose or unclassified product."""
    kind = classes.get(line.product_id) if line.product_id is not None else None
    if kind is None or kind.purpose is Purpose.SINGLE:
        return None
    return vat_in(line.consideration, kind.rate)


def vat_basis(lines: Iterable[Taxed], classes: Mapping[int, ProductVat]) -> list[PeriodVat]:
    """Per period, location and currency, in that order: the multi-purpose redemptions'
    consideration and VAT, the single-purpose ones as already taxed, the unclassified apart."""
    periods: dict[tuple[str, str, str], PeriodVat] = {}
    for line in lines:
        key = (line.period, line.location, line.currency)
        period = periods.setdefault(key, PeriodVat(*key))
        kind = classes.get(line.product_id) if line.product_id is not None else None
        if kind is None:
            period.unclassified_face += line.face
            period.unclassified.add(line.product_id)
        elif kind.purpose is Purpose.SINGLE:
            period.single_face += line.face
            period.single_consideration += line.consideration
        else:
            period.multi_consideration += line.consideration
            period.multi_vat += vat_in(line.consideration, kind.rate)
    return [periods[key] for key in sorted(periods)]
