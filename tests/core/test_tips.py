"""Tips paid by voucher: the bill is paid first, the tip last, and the slip says the tip."""

from __future__ import annotations

from decimal import Decimal

from app.core.bill_tag import BillTag
from app.core.tips import split, tip_paid, tip_slip_text

D = Decimal


def test_each_redemption_splits_into_its_bill_part_and_its_tip_part() -> None:
    # A £40.00 bill with a £10.00 tip, paid by £30.00 and £20.00 vouchers.
    assert split(D("50.00"), D("10.00"), [D("30.00"), D("20.00")]) == [
        (D("30.00"), D("0.00")),
        (D("10.00"), D("10.00")),
    ]
    assert split(D("50.00"), D("0"), [D("50.00")]) == [(D("50.00"), D("0.00"))]


def test_the_tip_paid_is_what_the_vouchers_paid_beyond_the_bill() -> None:
    assert tip_paid(D("50.00"), D("10.00"), D("50.00")) == D("10.00")
    assert tip_paid(D("50.00"), D("10.00"), D("45.00")) == D("5.00")
    assert tip_paid(D("50.00"), D("10.00"), D("30.00")) == D(0)


def test_the_journal_keeps_the_tip_with_the_bill_and_the_slip_says_it() -> None:
    tag = BillTag("b1", "Table 2", D("50.00"), "GBP", tip=D("10.00"))
    assert BillTag.from_json(tag.to_json()) == tag
    assert tip_slip_text(D("10.00"), "GBP") == "Tip paid by voucher £10.00"
