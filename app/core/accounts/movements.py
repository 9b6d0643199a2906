"""The period's movements as the accountant's CSV: one row per balance event, exact decimals.

Every movement of the chosen range and location is a row (sales, top-ups, redemptions, reversals,
refunds, chargebacks): the service's own events, so every till at the location is in it. A
redemption (``Redeemed``) and its reversal (``Unredeemed``, negative) also carry what the
redemption was worth (``app.core.accounts.consideration``) and its VAT basis
(``app.core.accounts.vat``). The column names are English and fixed: a spreadsheet or an accounts
package reads them by name, whatever language the till speaks.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal

from app.core.accounts.consideration import ZERO, VoucherSale, consideration, shown_ratio
from app.core.accounts.vat import ProductVat, Taxed, line_vat
from app.core.csv_text import csv_cell

#: The event types a redemption's consideration moves with: a redemption adds, its reversal takes off.
REDEMPTION_SIGN = {"Redeemed": 1, "Unredeemed": -1}
#: How the accountant's columns name each event type.
MOVEMENT_NAMES = {
    "Activation": "sale",
    "Topup": "top-up",
    "Redeemed": "redemption",
    "Unredeemed": "reversal of a redemption",
    "Refund": "refund",
    "Chargeback": "chargeback",
    "Reverse chargeback": "reversal of a chargeback",
    "Code change": "code change",
}
#: The sign each type gives its amount on the voucher's balance (a code change moves nothing).
BALANCE_SIGN = {
    "Activation": 1,
    "Topup": 1,
    "Unredeemed": 1,
    "Reverse chargeback": 1,
    "Redeemed": -1,
    "Refund": -1,
    "Chargeback": -1,
}

CSV_HEADER = (
    "event",
    "time",
    "movement",
    "type",
    "code",
    "location",
    "currency",
    "balance change",
    "order",
    "product",
    "face amount",
    "starting value",
    "paid",
    "paid ratio",
    "complimentary",
    "selling property",
    "redeeming location",
    "consideration",
    "vat purpose",
    "vat rate",
    "vat",
)


@dataclass(frozen=True)
class AccountLine:
    """One balance event of the period, with how its voucher was sold when that could be read."""

    event_id: int
    created: datetime
    type: str
    #: Masked (``••••••PART``): the export leaves the till, a whole code never does.
    code: str
    location: str
    currency: str
    #: The event's amount, unsigned: its type gives the direction.
    amount: Decimal
    order_id: int | None = None
    sale: VoucherSale | None = None
    selling_property: str = ""

    @property
    def movement(self) -> str:
        return MOVEMENT_NAMES.get(self.type, self.type)

    @property
    def balance_change(self) -> Decimal:
        return self.amount * BALANCE_SIGN.get(self.type, 0)

    @property
    def is_redemption(self) -> bool:
        return self.type in REDEMPTION_SIGN

    @property
    def face(self) -> Decimal:
        """The face amount redeemed, signed: a reversal of a redemption is negative."""
        return self.amount * REDEMPTION_SIGN.get(self.type, 0)

    @property
    def consideration(self) -> Decimal | None:
        if not self.is_redemption or self.sale is None:
            return None
        return consideration(self.amount, self.sale) * REDEMPTION_SIGN[self.type]

    @property
    def period(self) -> str:
        return f"{self.created:%Y-%m}"

    def taxed(self) -> Taxed | None:
        """The line as the VAT basis counts it; None for what is not a redemption."""
        worth = self.consideration
        if worth is None or self.sale is None:
            return None
        return Taxed(self.period, self.location, self.currency, self.sale.product_id, self.face, worth)


def account_csv_rows(lines: Sequence[AccountLine], classes: Mapping[int, ProductVat]) -> list[list[str]]:
    """The header and a row per line, oldest first; money as exact decimal text."""
    rows = [list(CSV_HEADER)]
    for line in sorted(lines, key=lambda line: (line.created, line.event_id)):
        sale = line.sale
        taxed = line.taxed()
        kind = classes.get(sale.product_id) if sale is not None and sale.product_id is not None else None
        vat = line_vat(taxed, classes) if taxed is not None else None
        redemption = line.is_redemption
        rows.append(
            [
                csv_cell(value)
                for value in (
                    line.event_id,
                    line.created,
                    line.movement,
                    line.type,
                    line.code,
                    line.location,
                    line.currency,
                    line.balance_change,
                    line.order_id,
                    sale.product if sale else "",
                    line.face if redemption else "",
                    sale.starting if sale else "",
                    sale.paid if sale else "",
                    shown_ratio(sale) if sale and redemption else "",
                    sale.complimentary if sale else "",
                    line.selling_property,
                    line.location if redemption else "",
                    line.consideration,
                    kind.purpose.value if kind and redemption else "",
                    kind.rate if kind and redemption else "",
                    vat,
                )
            ]
        )
    return rows


def redemption_totals(lines: Sequence[AccountLine]) -> dict[str, tuple[Decimal, Decimal]]:
    """Per currency: the face value redeemed (net of reversals) and its consideration."""
    totals: dict[str, tuple[Decimal, Decimal]] = {}
    for line in lines:
        worth = line.consideration
        if worth is None:
            continue
        face, paid = totals.get(line.currency, (ZERO, ZERO))
        totals[line.currency] = (face + line.face, paid + worth)
    return totals
