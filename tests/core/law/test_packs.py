"""Each clause of each rule pack, on its own."""

from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal

import pytest

from app.core.law.packs import (
    PACKS,
    TILL_MAX_VOUCHERS,
    Jurisdiction,
    bill_limit,
    pack_for,
    remainder_to_refund,
    validity_floor,
    validity_too_short,
)

D = Decimal
IE = PACKS[Jurisdiction.IRELAND]
EW = PACKS[Jurisdiction.ENGLAND_WALES]
DE = PACKS[Jurisdiction.GERMANY]


def test_every_jurisdiction_has_its_pack_and_an_unknown_setting_is_england_and_wales() -> None:
    assert set(PACKS) == set(Jurisdiction)
    assert pack_for("ireland") is IE
    assert pack_for("") is EW
    assert pack_for("atlantis") is EW


def test_every_pack_taxes_single_and_multi_purpose_vouchers_apart() -> None:
    assert all(pack.voucher_vat for pack in PACKS.values())
    assert {PACKS[j].vat_law for j in (Jurisdiction.ENGLAND_WALES, Jurisdiction.SCOTLAND)} == {
        "VATA 1994 Sch 10B"
    }
    assert PACKS[Jurisdiction.NORTHERN_IRELAND].vat_law == "VATA 1994 Sch 10B"
    assert IE.vat_law == "EU Directive 2016/1065"
    assert DE.vat_law.startswith("§ 3 Abs. 13")


@pytest.mark.parametrize(
    ("jurisdiction", "tips"),
    [
        (Jurisdiction.ENGLAND_WALES, True),
        (Jurisdiction.SCOTLAND, True),
        (Jurisdiction.NORTHERN_IRELAND, False),
        (Jurisdiction.IRELAND, False),
        (Jurisdiction.GERMANY, False),
    ],
)
def test_the_tips_act_is_great_britains_and_its_record_is_kept_three_years(
    jurisdiction: Jurisdiction, *, tips: bool
) -> None:
    pack = PACKS[jurisdiction]
    assert pack.tips_act is tips
    assert pack.tips_record_years == (3 if tips else None)


def test_ireland_sets_no_limit_on_vouchers_per_bill_elsewhere_the_till_keeps_its_own() -> None:
    assert bill_limit(IE) is None
    assert {bill_limit(pack) for j, pack in PACKS.items() if j is not Jurisdiction.IRELAND} == {
        TILL_MAX_VOUCHERS
    }


def test_ireland_refunds_a_paid_whole_only_vouchers_remainder_over_one_euro() -> None:
    assert remainder_to_refund(IE, paid=True, whole_only=True, balance=D("100.00"), left=D("80.00")) == D(
        "20.00"
    )
    # One euro or less is not refunded; nor the remainder of a complimentary or part-use voucher.
    assert remainder_to_refund(IE, paid=True, whole_only=True, balance=D("81.00"), left=D("80.00")) == 0
    assert remainder_to_refund(IE, paid=True, whole_only=True, balance=D("81.01"), left=D("80.00")) == D(
        "1.01"
    )
    assert remainder_to_refund(IE, paid=False, whole_only=True, balance=D("100.00"), left=D("80.00")) == 0
    assert remainder_to_refund(IE, paid=True, whole_only=False, balance=D("100.00"), left=D("80.00")) == 0
    assert remainder_to_refund(IE, paid=True, whole_only=True, balance=D("50.00"), left=D("80.00")) == 0


def test_outside_ireland_a_whole_only_remainder_is_not_refunded() -> None:
    for jurisdiction, pack in PACKS.items():
        if jurisdiction is not Jurisdiction.IRELAND:
            assert remainder_to_refund(pack, paid=True, whole_only=True, balance=D(100), left=D(80)) == 0


def test_ireland_asks_five_years_of_validity_for_vouchers_sold_from_2_december_2019() -> None:
    sold = datetime(2024, 3, 1, 12, 0)
    assert validity_floor(IE, sold) == date(2029, 3, 1)
    assert validity_too_short(IE, sold, datetime(2025, 3, 1))
    assert not validity_too_short(IE, sold, datetime(2029, 3, 1))
    assert not validity_too_short(IE, sold, None)
    assert validity_floor(IE, datetime(2019, 12, 1, 23, 59)) is None  # sold before the Act
    assert validity_floor(IE, datetime(2024, 2, 29)) == date(2029, 2, 28)
    assert validity_floor(IE, datetime(2019, 12, 2, 0, 0)) == date(2024, 12, 2)  # the Act's first day


def test_outside_ireland_a_whole_only_voucher_is_not_taken_for_the_bills_amount() -> None:
    assert IE.whole_only_takes_bill
    assert IE.refund_remainder_over == D("1.00")
    others = [pack for j, pack in PACKS.items() if j is not Jurisdiction.IRELAND]
    assert not any(pack.whole_only_takes_bill for pack in others)
    assert all(pack.refund_remainder_over is None for pack in others)


def test_germany_counts_three_years_from_the_end_of_the_year_of_sale() -> None:
    assert validity_floor(DE, datetime(2026, 1, 10)) == date(2029, 12, 31)
    assert validity_too_short(DE, datetime(2026, 1, 10), datetime(2027, 1, 10))
    assert not validity_too_short(DE, datetime(2026, 1, 10), datetime(2029, 12, 31))
    assert DE.validity_sold_from is None  # the German rule has no start date
    assert not IE.validity_from_year_end  # the Irish five years run from the day of sale


def test_the_uk_packs_set_no_validity_clause() -> None:
    for jurisdiction in (Jurisdiction.ENGLAND_WALES, Jurisdiction.SCOTLAND, Jurisdiction.NORTHERN_IRELAND):
        assert validity_floor(PACKS[jurisdiction], datetime(2026, 1, 10)) is None
