"""The shift report's sales section from a till's sales and their orders' vouchers: money taken in
by product, the delivery charges on their own line, complimentary vouchers apart, an order whose
vouchers could not be read said as such, and the unpaid sales' red line."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

from app.core.movement import MovementKind, MovementState
from app.core.shift_sales import SaleSold, SoldVoucher, product_totals, sales_lines, taken_in, unpaid_text
from helpers.shift import shift_movement


def sale(movement_id: str, amount: str, order_id: int, *vouchers: tuple[str, str]) -> SaleSold:
    movement = replace(
        shift_movement(
            movement_id,
            1,
            MovementState.DONE,
            kind=MovementKind.SALE,
            amount=amount,
            code=f"VD-T-{movement_id}",
        ),
        order_id=order_id,
        currency="GBP",
    )
    return SaleSold(movement, tuple(SoldVoucher(name, Decimal(value), "GBP") for name, value in vouchers))


def test_by_product_with_the_delivery_charge_apart_and_complimentary_never_taken_in() -> None:
    sales = [
        sale("a", "102.50", 1, ("Spa Day for Two", "50.00"), ("Spa Day for Two", "50.00")),
        sale("b", "40.00", 2, ("Afternoon Tea", "40.00")),
        sale("c", "0.00", 3, ("Spa Day for Two", "50.00")),
    ]
    assert sales_lines(sales) == [
        "Sold: Afternoon Tea × 1 = £40.00",
        "Sold: Spa Day for Two × 2 = £100.00",
        "Complimentary: Spa Day for Two × 1 worth £50.00, no money taken",
        "Sold: delivery charges = £2.50",
        "Money taken in by sales: £142.50",
    ]
    assert taken_in(sales) == {"GBP": Decimal("142.50")}


def test_an_order_whose_vouchers_could_not_be_read_keeps_its_money_under_its_number() -> None:
    [line] = product_totals([sale("a", "75.00", 5087)])
    assert (line.product, line.count, line.amount) == (
        "Order #5087 (its vouchers could not be read)",
        1,
        Decimal("75.00"),
    )


def test_unpaid_sales_open_the_report_and_nothing_else_counts_as_one() -> None:
    paid = sale("a", "50.00", 1, ("Spa Day for Two", "50.00")).movement
    redemption = shift_movement("r", 2, MovementState.DONE)
    assert unpaid_text([redemption]) == ""
    assert unpaid_text([paid, redemption]) == (
        "1 sale not ticked as paid on the POS: £50.00 (reference\u00a0VD\u2011T\u2011a). "
        "Take payment on the POS, then tick Paid on POS."
    )
    two = unpaid_text([paid, replace(paid, code="VD-T-b")])
    assert two.startswith(
        "2 sales not ticked as paid on the POS: £50.00 (reference\u00a0VD\u2011T\u2011a), £50.00"
    )
