"""What a redemption was worth, and the VAT in it: the accountant's sums, to the penny."""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal

from app.core.accounts.consideration import VoucherSale, consideration, paid_ratio, shown_ratio
from app.core.accounts.movements import AccountLine, account_csv_rows, redemption_totals
from app.core.accounts.vat import ProductVat, Purpose, Taxed, vat_basis, vat_in

D = Decimal


def sale(paid: str, starting: str = "100.00", *, free: bool = False, product: int = 1) -> VoucherSale:
    return VoucherSale(product, "Spa Day", D(paid), D(starting), free, 101)


def test_a_hundred_pound_voucher_sold_for_eighty_is_eighty_of_consideration() -> None:
    assert consideration(D("100.00"), sale("80.00")) == D("80.00")
    assert consideration(D("50.00"), sale("80.00")) == D("40.00")
    assert paid_ratio(sale("80.00")) == D("0.8")


def test_full_price_is_the_face_and_complimentary_is_nothing() -> None:
    assert consideration(D("37.45"), sale("100.00")) == D("37.45")
    assert consideration(D("100.00"), sale("100.00", free=True)) == D("0.00")
    assert paid_ratio(sale("100.00", free=True)) == D(0)


def test_rounded_once_half_up_from_the_exact_quotient() -> None:
    two_thirds = sale("20.00", "30.00")
    assert consideration(D("33.33"), two_thirds) == D("22.22")
    assert consideration(D("0.75"), sale("50.00")) == D("0.38")  # 0.375 half up
    assert shown_ratio(two_thirds) == D("0.666667")


def test_a_paid_total_above_the_face_never_makes_more_than_the_face() -> None:
    assert consideration(D("10.00"), sale("120.00")) == D("10.00")
    assert paid_ratio(sale("120.00")) == D(1)


def test_vat_in_a_vat_inclusive_consideration() -> None:
    assert vat_in(D("80.00"), D("20")) == D("13.33")
    assert vat_in(D("120.00"), D("20")) == D("20.00")
    assert vat_in(D("50.00"), D("0")) == D("0.00")


def test_the_vat_basis_per_period_and_location() -> None:
    classes = {1: ProductVat(Purpose.MULTI, D("20")), 2: ProductVat(Purpose.SINGLE, D("20"))}
    lines = [
        Taxed("2026-11", "Reception", "GBP", 1, D("100.00"), D("80.00")),
        Taxed("2026-11", "Reception", "GBP", 1, D("-10.00"), D("-8.00")),
        Taxed("2026-11", "Reception", "GBP", 2, D("50.00"), D("50.00")),
        Taxed("2026-11", "Spa", "GBP", 3, D("25.00"), D("25.00")),
        Taxed("2026-12", "Reception", "GBP", 1, D("60.00"), D("60.00")),
    ]
    nov_reception, nov_spa, dec_reception = vat_basis(lines, classes)
    assert (nov_reception.multi_consideration, nov_reception.multi_vat) == (D("72.00"), D("12.00"))
    assert (nov_reception.single_face, nov_reception.single_consideration) == (D("50.00"), D("50.00"))
    assert nov_spa.unclassified_face == D("25.00")
    assert nov_spa.unclassified == {3}
    assert (dec_reception.period, dec_reception.multi_vat) == ("2026-12", D("10.00"))


def test_each_redemption_row_carries_what_it_was_worth() -> None:
    when = datetime(2026, 11, 3, 10, 0)
    code = "••••••1234"
    lines = [
        AccountLine(11, when, "Activation", code, "Reception", "GBP", D("100.00"), 5, sale("80.00")),
        AccountLine(12, when, "Redeemed", code, "Reception", "GBP", D("100.00"), 5, sale("80.00"), "H"),
        AccountLine(13, when, "Unredeemed", code, "Reception", "GBP", D("100.00"), 5, sale("80.00")),
        AccountLine(14, when, "Topup", "••••••9999", "Reception", "GBP", D("20.00")),
    ]
    rows = account_csv_rows(lines, {1: ProductVat(Purpose.MULTI, D("20"))})
    header, sold, redeemed, reversed_, topped = rows
    at = {name: index for index, name in enumerate(header)}
    assert sold[at["movement"]] == "sale"
    assert sold[at["consideration"]] == ""
    assert redeemed[at["face amount"]] == "100.00"
    assert redeemed[at["paid ratio"]] == "0.800000"
    assert redeemed[at["complimentary"]] == "no"
    assert (redeemed[at["selling property"]], redeemed[at["redeeming location"]]) == ("H", "Reception")
    assert (redeemed[at["consideration"]], redeemed[at["vat"]]) == ("80.00", "13.33")
    assert (reversed_[at["consideration"]], reversed_[at["balance change"]]) == ("-80.00", "100.00")
    assert topped[at["movement"]] == "top-up"
    assert topped[at["balance change"]] == "20.00"
    assert redemption_totals(lines) == {"GBP": (D("0.00"), D("0.00"))}
