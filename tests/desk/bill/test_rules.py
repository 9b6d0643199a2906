"""The bill's rules, pure: what each voucher pays, what is refused, and the words of the review."""

from __future__ import annotations

from decimal import Decimal

import pytest

from app.core.bill import (
    BillTag,
    loss_warning,
    luhn_ok,
    propose,
    reference_problem,
    refusal,
    review_text,
)
from helpers.bill_rules import line, voucher

CARD = "That looks like a payment card number: type a room, table or folio number instead"


@pytest.mark.parametrize(
    ("reference", "problem"),
    [
        ("Room 214", ""),
        ("Table 12", ""),
        ("FOLIO-88812", ""),
        ("4111 1111 1111 1111", CARD),
        ("card 4111-1111-1111-1111 paid", CARD),
        ("5500005555555559", CARD),
        ("1234567890123", ""),  # 13 digits, but not a card's check digit
        ("x" * 41, "A reference is at most 40 characters: a room, table or folio number"),
    ],
)
def test_a_reference_that_looks_like_a_payment_card_is_refused(reference: str, problem: str) -> None:
    assert reference_problem(reference) == problem


def test_the_luhn_check() -> None:
    assert luhn_ok("4111111111111111")
    assert not luhn_ok("4111111111111112")


def test_part_use_vouchers_pay_earliest_expiry_first_after_whole_only_and_typed_ones() -> None:
    late = voucher("LATE50", "50", expiry="2030-01-01 00:00:00")
    soon = voucher("SOON40", "40", expiry="2027-01-01 00:00:00")
    never = voucher("NEVER30", "30")
    whole = voucher("WHOLE75", "75", part=False)
    lines = [line(late, 1), line(soon, 2), line(never, 3), line(whole, 4)]
    assert [x.amount for x in propose(lines, Decimal("180"))] == [
        Decimal(50),
        Decimal(40),
        Decimal(15),
        Decimal(75),
    ]
    assert [x.amount for x in propose(lines, Decimal("100"))] == [
        Decimal(0),
        Decimal(25),
        Decimal(0),
        Decimal(75),
    ]
    typed = [line(late, 1, "10", typed=True), line(soon, 2)]
    assert [x.amount for x in propose(typed, Decimal("30"))] == [Decimal(10), Decimal(20)]


def test_a_whole_only_voucher_larger_than_what_is_left_says_what_the_guest_loses() -> None:
    dinner = voucher("DINNER75", "75", part=False)
    assert loss_warning(dinner, Decimal("55")) == (
        "DINNER75 must be used in full: £75.00 for the £55.00 left — the guest loses £20.00"
    )
    assert loss_warning(dinner, Decimal("75")) == ""
    assert loss_warning(voucher("SPA50", "50"), Decimal("5")) == ""


def test_refusals_say_why() -> None:
    spa = voucher("SPA50PART", "50")
    here = 71
    on_bill = [line(spa, 1)]
    euro = voucher("EURO100", "100", currencyCode="EUR", balances={"current": {"EUR": "100"}})
    assert refusal(spa, on_bill, "GBP", here, Decimal(10)) == "SPA50PART is already on this bill"
    assert refusal(euro, [], "GBP", here, Decimal(10)) == "EURO100 is in EUR, not the bill's GBP"
    used = voucher("USED100", "0", status="Redeemed")
    assert refusal(used, [], "GBP", here, Decimal(10)) == "USED100 cannot be used: it is Redeemed"
    elsewhere = voucher(
        "SPAONLY80", "80", redeemableDomains={"101": {"locations": [{"locationID": "72", "name": "Spa"}]}}
    )
    assert refusal(elsewhere, [], "GBP", here, Decimal(10)) == "SPAONLY80 is not valid here"
    assert refusal(voucher("TEA", "40"), [], "GBP", here, Decimal(0)) == (
        "Nothing is left to pay on this bill: TEA was not added"
    )
    many = [line(voucher(f"V{i}", "1"), i) for i in range(10)]
    assert refusal(voucher("ONE", "5"), many, "GBP", here, Decimal(10)) == "A bill takes at most 10 vouchers"


def test_the_review_says_how_many_vouchers_how_much_and_what_is_left_for_the_pos() -> None:
    lines = [
        line(voucher("A", "50"), 1),
        line(voucher("B", "75", part=False), 2),
        line(voucher("C", "35"), 3),
    ]
    assert (
        review_text(lines, Decimal("180"), "GBP")
        == "Redeem 3 vouchers: £160.00 — £20.00 left to pay on the POS"
    )
    assert review_text(lines[:1], Decimal("50"), "GBP") == "Redeem 1 voucher: £50.00 — nothing left to pay"
    assert review_text(lines[2:], Decimal("180"), "GBP", Decimal("125")) == (
        "Redeem 1 voucher: £35.00 — £20.00 left to pay on the POS"
    )


def test_the_bill_tag_survives_the_journal_and_an_unreadable_one_is_none() -> None:
    tag = BillTag("abc", "Table 12", Decimal("180.00"), "GBP")
    assert BillTag.from_json(tag.to_json()) == tag
    assert BillTag.from_json("{not json") is None
    assert BillTag.from_json(None) is None


@pytest.mark.parametrize(
    "typed",
    [
        "4111.1111.1111.1111",
        "4111/1111/1111/1111",
        "4111_1111_1111_1111",
        "4111,1111,1111,1111",
        "4111\u00a01111\u00a01111\u00a01111",
        "４１１１１１１１１１１１１１１１",
    ],
)
def test_a_card_number_is_refused_whatever_separates_or_writes_its_digits(typed: str) -> None:
    assert reference_problem(typed).startswith("That looks like a payment card number")
