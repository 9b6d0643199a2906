"""Money as each member of staff's language writes it, and amounts typed in its form, exactly."""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal

import pytest

from app.core import i18n
from app.core.money import REASON_DECIMALS, REASON_THOUSANDS, AmountError, format_money, parse_amount


@pytest.fixture
def speak() -> Iterator[object]:
    yield lambda code: i18n.install(code, None)
    i18n.install(i18n.SOURCE_LANGUAGE, None)


@pytest.mark.parametrize(
    ("language", "amount", "currency", "shown"),
    [
        ("en_GB", "1234.5", "GBP", "£1,234.50"),
        ("pl_PL", "1234.5", "GBP", "1\xa0234,50\xa0GBP"),
        ("de_DE", "1234.5", "GBP", "1.234,50\xa0£"),
        ("es_ES", "5", "EUR", "5,00\xa0€"),
        ("pt_PT", "-3.1", "EUR", "\u22123,10\xa0€"),
        ("en_XA", "1234.5", "GBP", "£1,234.50"),
    ],
)
def test_an_amount_is_shown_as_the_signed_in_language_writes_it_in_the_vouchers_currency(
    speak: object, language: str, amount: str, currency: str, shown: str
) -> None:
    i18n.install(language, None)
    assert format_money(Decimal(amount), currency) == shown


def test_a_comma_is_the_decimal_mark_where_the_language_writes_it_so_and_1_234_is_refused_as_ambiguous(
    speak: object,
) -> None:
    i18n.install("pl_PL", None)
    assert parse_amount("12,50") == Decimal("12.50")
    assert parse_amount("12.50") == Decimal("12.50")
    with pytest.raises(AmountError) as refused:
        parse_amount("1.234")
    assert refused.value.reason == REASON_THOUSANDS
    i18n.install("en_GB", None)
    with pytest.raises(AmountError) as refused:
        parse_amount("1.234")
    assert refused.value.reason == REASON_DECIMALS


def test_the_source_plural_is_english_without_qt() -> None:
    assert i18n.translate("Bill", "%n voucher(s)", None, 1) == "1 voucher"
    assert i18n.translate("Bill", "%n voucher(s)", None, 3) == "3 vouchers"


@pytest.mark.parametrize(
    "typed", ["1 234,50", "1\xa0234,50", "1\u202f234", "1 234", "£ 1 234.50", "12 345 678"]
)
def test_thousands_grouped_by_spaces_as_the_till_writes_them_are_refused_for_what_they_are(
    speak: object, typed: str
) -> None:
    """``1 234,50`` is how the till shows the money in Polish: typed so, the cashier is told to drop
    the thousands separators, not that it is not a number."""
    i18n.install("pl_PL", None)
    with pytest.raises(AmountError) as refused:
        parse_amount(typed, maximum=Decimal("100000000"))
    assert refused.value.source == REASON_THOUSANDS


@pytest.mark.parametrize("typed", ["0,001", "12,500", "1,2345"])
def test_three_decimals_after_the_comma_are_too_many_decimals_where_a_comma_marks_them(
    speak: object, typed: str
) -> None:
    """To a German cashier ``0,001`` has no thousands separator to take out: it has a decimal too many."""
    i18n.install("de_DE", None)
    with pytest.raises(AmountError) as refused:
        parse_amount(typed)
    assert refused.value.source == REASON_DECIMALS
    i18n.install("en_GB", None)
    with pytest.raises(AmountError) as refused:
        parse_amount("1,000")
    assert refused.value.source == REASON_THOUSANDS, "in English 1,000 is still a thousand, refused"
