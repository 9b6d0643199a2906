"""What a redemption was worth to the property: its consideration.

A voucher sold for less than its face value (a £100 voucher sold for £80) carries that discount into
every redemption: redeeming it in full is £80 of consideration, not £100; redeeming £50 of it is £40.
A complimentary voucher brought in nothing, so its redemptions are no consideration at all.

The paid ratio is the row's ``total`` (what the buyer paid for this voucher) against the voucher's
starting value (``balances.starting``, what it was first loaded with), never above 1: a top-up later
adds face value that was paid in full, and is its own movement.

Rounding rule: the consideration is the face amount times the paid amount divided by the starting
value, worked out exactly (``Decimal``, 28 significant digits) and rounded once, to the penny, half
up (``ROUND_HALF_UP``), so £33.33 of a voucher sold at two thirds is £22.22. The ratio shown beside
it is rounded to six places for reading only; the consideration never uses the rounded ratio.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from decimal import ROUND_HALF_UP, Decimal

PENNY = Decimal("0.01")
RATIO_PLACES = Decimal("0.000001")
ONE = Decimal(1)
ZERO = Decimal(0)


@dataclass(frozen=True)
class VoucherSale:
    """What the service says about how one voucher was sold."""

    product_id: int | None
    product: str
    #: The row's ``total``: what was paid for this voucher.
    paid: Decimal
    #: ``balances.starting`` in the voucher's currency: the value it was first loaded with.
    starting: Decimal
    complimentary: bool
    #: The property (``domainID``) whose order sold it.
    selling_domain: int
    #: When its order was made, and when the voucher expires (None: never, or not said).
    sold: datetime | None = None
    expiry: datetime | None = None


def paid_ratio(sale: VoucherSale) -> Decimal:
    """The share of face value that was paid for, between 0 and 1, exact (not rounded)."""
    if sale.complimentary or sale.starting <= ZERO or sale.paid <= ZERO:
        return ZERO
    return min(sale.paid / sale.starting, ONE)


def shown_ratio(sale: VoucherSale) -> Decimal:
    """The paid ratio as the export writes it: six places, half up."""
    return paid_ratio(sale).quantize(RATIO_PLACES, rounding=ROUND_HALF_UP)


def consideration(face: Decimal, sale: VoucherSale) -> Decimal:
    """The consideration of redeeming ``face`` of this voucher, to the penny (see the module)."""
    if sale.complimentary or sale.starting <= ZERO or sale.paid <= ZERO:
        return ZERO.quantize(PENNY)
    if sale.paid >= sale.starting:
        return face.quantize(PENNY, rounding=ROUND_HALF_UP)
    return (face * sale.paid / sale.starting).quantize(PENNY, rounding=ROUND_HALF_UP)
