"""The pattern of redemptions, for breakage (IFRS 15; FRS 102 for periods from 1 January 2026).

For the vouchers the property sold in the chosen period (their ``Activation`` at the location),
per product: the face value sold, and the share of it redeemed in each month since the sale (net of
reversals), with the running total. A month since sale is whole calendar months: a voucher sold on
31 January and redeemed on 28 February is in month 0, on 3 March in month 1. Shares are exact
quotients shown to six places (half up); the sums they come from are exact.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from decimal import ROUND_HALF_UP, Decimal

from app.core.accounts.consideration import RATIO_PLACES, ZERO
from app.core.accounts.movements import AccountLine
from app.core.csv_text import csv_cell

PATTERN_HEADER = ("product", "month since sale", "face sold", "redeemed", "share", "cumulative share")


def months_since(sold: datetime, when: datetime) -> int:
    months = (when.year - sold.year) * 12 + when.month - sold.month
    if (when.day, when.time()) < (sold.day, sold.time()):
        months -= 1
    return max(0, months)


@dataclass(frozen=True)
class PatternMonth:
    month: int
    redeemed: Decimal
    share: Decimal
    cumulative: Decimal


@dataclass(frozen=True)
class ProductPattern:
    product: str
    currency: str
    sold: Decimal
    months: tuple[PatternMonth, ...]


def _share(part: Decimal, whole: Decimal) -> Decimal:
    return (part / whole).quantize(RATIO_PLACES, rounding=ROUND_HALF_UP) if whole > 0 else ZERO


def redemption_pattern(lines: Iterable[AccountLine], domain_id: int | None) -> list[ProductPattern]:
    """Per product sold by ``domain_id`` in these lines, its redemptions by month since sale."""
    listed = list(lines)
    sold_at: dict[str, datetime] = {}
    sold: dict[tuple[str, str], Decimal] = {}
    for line in listed:
        sale = line.sale
        if line.type != "Activation" or sale is None or sale.complimentary:
            continue
        if domain_id is not None and sale.selling_domain != domain_id:
            continue
        sold_at[line.code] = line.created
        key = (sale.product, line.currency)
        sold[key] = sold.get(key, ZERO) + line.amount
    redeemed: dict[tuple[str, str], dict[int, Decimal]] = {}
    for line in listed:
        if not line.is_redemption or line.sale is None or line.code not in sold_at:
            continue
        by_month = redeemed.setdefault((line.sale.product, line.currency), {})
        month = months_since(sold_at[line.code], line.created)
        by_month[month] = by_month.get(month, ZERO) + line.face
    patterns = []
    for key in sorted(sold):
        whole = sold[key]
        by_month = redeemed.get(key, {})
        running = ZERO
        months = []
        for month in range(max(by_month, default=0) + 1):
            amount = by_month.get(month, ZERO)
            running += amount
            months.append(PatternMonth(month, amount, _share(amount, whole), _share(running, whole)))
        patterns.append(ProductPattern(key[0], key[1], whole, tuple(months)))
    return patterns


def pattern_csv_rows(patterns: Iterable[ProductPattern]) -> list[list[str]]:
    rows = [list(PATTERN_HEADER)]
    for pattern in patterns:
        for month in pattern.months:
            rows.append(
                [
                    csv_cell(value)
                    for value in (
                        pattern.product,
                        month.month,
                        pattern.sold,
                        month.redeemed,
                        month.share,
                        month.cumulative,
                    )
                ]
            )
    return rows
