"""The shift report's sales: money taken in by product, complimentary vouchers apart, and the sales
nobody ticked as paid on the POS (which open the report in red).

A sale's vouchers are the service's own rows of its order (``SoldVoucher``: product and value), so
the figures are what the service recorded, not what the till asked. What a sale took in beyond its
vouchers' values is its delivery charge, shown on a line of its own. A complimentary sale (its
movement's amount is zero) took no money: its vouchers are listed apart, at their face value, and
never added to the money taken in.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from decimal import Decimal

from app.core.csv_text import csv_cell
from app.core.i18n import kept_with_label, translate, unbroken
from app.core.money import format_money
from app.core.movement import Movement, MovementKind

_ZERO = Decimal("0.00")


@dataclass(frozen=True)
class SoldVoucher:
    """One voucher of a sale as the service recorded it: its product's name and its value."""

    product: str
    value: Decimal
    currency: str


@dataclass(frozen=True)
class SaleSold:
    """One sale of this till with the vouchers its order holds (empty when they could not be read)."""

    movement: Movement
    vouchers: tuple[SoldVoucher, ...]

    @property
    def complimentary(self) -> bool:
        return not (self.movement.amount or _ZERO)

    @property
    def currency(self) -> str:
        return self.movement.currency or (self.vouchers[0].currency if self.vouchers else "")

    @property
    def delivery(self) -> Decimal:
        """What the guest paid beyond the vouchers' values: the delivery charge (never negative)."""
        if self.complimentary or not self.vouchers:
            return _ZERO
        return max(_ZERO, (self.movement.amount or _ZERO) - sum((v.value for v in self.vouchers), _ZERO))


@dataclass(frozen=True)
class ProductTotal:
    """How many vouchers of one product were sold, and for how much, in one currency."""

    product: str
    currency: str
    count: int
    amount: Decimal
    complimentary: bool


def product_totals(sales: Iterable[SaleSold]) -> list[ProductTotal]:
    """By product and currency, in name order: the paid ones first, then the complimentary ones."""
    counts: defaultdict[tuple[bool, str, str], int] = defaultdict(int)
    amounts: defaultdict[tuple[bool, str, str], Decimal] = defaultdict(lambda: _ZERO)
    for sale in sales:
        vouchers = sale.vouchers or (
            SoldVoucher(_unread(sale.movement), sale.movement.amount or _ZERO, sale.currency),
        )
        for voucher in vouchers:
            key = (sale.complimentary, voucher.product, voucher.currency or sale.currency)
            counts[key] += 1
            amounts[key] += voucher.value
    return [
        ProductTotal(product, currency, counts[key], amounts[key], free)
        for key in sorted(counts)
        for free, product, currency in (key,)
    ]


def _unread(movement: Movement) -> str:
    return translate("ShiftSales", "Order #{order} (its vouchers could not be read)").format(
        order=movement.order_id or "?"
    )


def taken_in(sales: Iterable[SaleSold]) -> dict[str, Decimal]:
    """Money the sales took in, per currency: what each paid sale charged (its delivery too)."""
    totals: defaultdict[str, Decimal] = defaultdict(lambda: _ZERO)
    for sale in sales:
        if not sale.complimentary:
            totals[sale.currency] += sale.movement.amount or _ZERO
    return dict(sorted(totals.items()))


def sales_lines(sales: Sequence[SaleSold]) -> list[str]:
    """The report's sales section in till words: each product sold, the delivery charges, the money
    taken in, then what was given away (complimentary, no money taken)."""
    lines: list[str] = []
    for total in product_totals(sales):
        money = format_money(total.amount, total.currency)
        if total.complimentary:
            text = translate(
                "ShiftSales", "Complimentary: {product} × {count} worth {amount}, no money taken"
            )
        else:
            text = translate("ShiftSales", "Sold: {product} × {count} = {amount}")
        lines.append(text.format(product=total.product, count=total.count, amount=money))
    delivery: defaultdict[str, Decimal] = defaultdict(lambda: _ZERO)
    for sale in sales:
        delivery[sale.currency] += sale.delivery
    lines += [
        translate("ShiftSales", "Sold: delivery charges = {amount}").format(
            amount=format_money(amount, currency)
        )
        for currency, amount in sorted(delivery.items())
        if amount
    ]
    lines += [
        translate("ShiftSales", "Money taken in by sales: {amount}").format(
            amount=format_money(amount, currency)
        )
        for currency, amount in taken_in(sales).items()
    ]
    return lines


def sales_csv_rows(sales: Sequence[SaleSold]) -> list[list[str]]:
    """The same section for the CSV: one row per product (amounts as numbers with their currency)."""
    yes = translate("ShiftSales", "yes")
    rows: list[list[object]] = [
        [],
        [
            translate("ShiftSales", "Sales by product"),
            translate("ShiftSales", "Product"),
            translate("ShiftSales", "Currency"),
            translate("ShiftSales", "Vouchers"),
            translate("ShiftSales", "Amount"),
            translate("ShiftSales", "Complimentary"),
        ],
    ]
    rows += [
        ["", t.product, t.currency, t.count, t.amount, yes if t.complimentary else ""]
        for t in product_totals(sales)
    ]
    rows += [
        ["", translate("ShiftSales", "Money taken in by sales"), currency, "", amount, ""]
        for currency, amount in taken_in(sales).items()
    ]
    return [[csv_cell(value) for value in row] for row in rows]


def unpaid_sales(not_keyed: Iterable[Movement]) -> list[Movement]:
    """The sales among the movements nobody ticked on the POS: their guests have not paid there yet."""
    return [m for m in not_keyed if m.kind is MovementKind.SALE]


def unpaid_text(not_keyed: Sequence[Movement]) -> str:
    """The red line the report opens with when a sale is not ticked as paid on the POS ("" if none)."""
    unpaid = unpaid_sales(not_keyed)
    if not unpaid:
        return ""
    # Each reference is what the manager keys on the POS to take its payment: kept with its words.
    said = kept_with_label(translate("ShiftSales", "{amount} (reference {reference})"), "{reference}")
    each = ", ".join(
        said.format(
            amount=format_money(m.amount or _ZERO, m.currency or ""), reference=unbroken(m.code or "")
        )
        for m in unpaid
    )
    return translate(
        "ShiftSales",
        "%n sale(s) not ticked as paid on the POS: {sales}. Take payment on the POS, then tick Paid on POS.",
        None,
        len(unpaid),
    ).format(sales=each)
