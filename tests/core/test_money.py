"""What a till operator types becomes exactly the money they meant, or a reason they can act on."""

from __future__ import annotations

import json
from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.core.money import AmountError, format_money, parse_amount, quantize_money, to_request_amount
from helpers.effort import examples

FAST = settings(max_examples=examples(150))

AMOUNTS = st.decimals(min_value=Decimal("0.01"), max_value=Decimal("100000"), places=2)


@pytest.mark.parametrize(
    ("typed", "expected"),
    [
        ("  12.5 ", "12.50"),
        ("12", "12.00"),
        ("£12.50", "12.50"),
        ("€ 7", "7.00"),
        ("$0.99", "0.99"),
        ("GBP 12.50", "12.50"),
        ("12.50 gbp", "12.50"),
        ("12,50 €", "12.50"),
        ("12,50", "12.50"),
        ("12,5", "12.50"),
        (".5", "0.50"),
        ("100000", "100000.00"),
        ("\t0.01\n", "0.01"),
    ],
)
def test_accepts_what_staff_type(typed: str, expected: str) -> None:
    amount = parse_amount(typed)
    assert amount == Decimal(expected)
    assert str(amount) == expected


@pytest.mark.parametrize(
    ("typed", "reason"),
    [
        ("-1", "Enter an amount greater than zero"),
        ("−£5.00", "Enter an amount greater than zero"),
        ("£-5", "Enter an amount greater than zero"),
        ("0", "Enter an amount greater than zero"),
        ("0.00", "Enter an amount greater than zero"),
        ("1e9", "Not a number"),
        ("0.001", "At most 2 decimal places"),
        ("12.500", "At most 2 decimal places"),
        ("abc", "Not a number"),
        ("NaN", "Not a number"),
        ("inf", "Not a number"),
        ("Infinity", "Not a number"),
        ("", "Enter an amount"),
        ("   ", "Enter an amount"),
        ("1,000.00", "Type the amount without thousands separators"),
        ("1,000", "Type the amount without thousands separators"),
        ("1.000,00", "Type the amount without thousands separators"),
        ("1.000.000", "Type the amount without thousands separators"),
        ("100000.01", "That amount is too large"),
        ("9" * 5000, "That amount is too large"),
        ("12.", "Not a number"),
        ("£12 GBP", "Not a number"),
        ("١٢", "Not a number"),
        ("12.50.1", "Not a number"),
    ],
)
def test_refuses_with_a_reason(typed: str, reason: str) -> None:
    with pytest.raises(AmountError) as refused:
        parse_amount(typed)
    assert refused.value.reason == reason
    assert str(refused.value) == reason


def test_maximum_is_the_callers_limit() -> None:
    assert parse_amount("40.00", maximum=Decimal("40")) == Decimal("40.00")
    with pytest.raises(AmountError, match="too large"):
        parse_amount("40.01", maximum=Decimal("40"))


def outcome(text: str, maximum: Decimal = Decimal("100000")) -> Decimal | str:
    """The parsed amount, or the refusal's reason: any other exception fails the test."""
    try:
        return parse_amount(text, maximum=maximum)
    except AmountError as refused:
        return refused.reason


@FAST
@given(st.text(max_size=60))
def test_any_text_gives_a_valid_amount_or_a_reason(text: str) -> None:
    result = outcome(text)
    if isinstance(result, str):
        assert result
    else:
        assert Decimal(0) < result <= Decimal("100000")
        assert result.as_tuple().exponent == -2


@FAST
@given(
    st.text(alphabet="0123456789.,-−£€$ GBPgbp\t", max_size=20),
    st.decimals(min_value=Decimal("0.01"), max_value=Decimal("1000000"), places=2),
)
def test_number_like_text_never_escapes_the_rule(text: str, maximum: Decimal) -> None:
    result = outcome(text, maximum)
    if isinstance(result, str):
        assert result
    else:
        assert Decimal(0) < result <= maximum
        assert result.as_tuple().exponent == -2


@FAST
@given(
    AMOUNTS,
    st.sampled_from(["{}", "£{}", "€{}", "${}", "GBP {}", "{} EUR", "{}chf", " {} "]),
    st.booleans(),
)
def test_every_plain_amount_reads_back_exactly(amount: Decimal, template: str, comma: bool) -> None:
    typed = template.format(f"{amount:f}")
    if comma:
        typed = typed.replace(".", ",")
    assert parse_amount(typed) == amount


@pytest.mark.parametrize(
    ("amount", "currency", "shown"),
    [
        ("50", "GBP", "£50.00"),
        ("100", "EUR", "€100.00"),
        ("3.1", "USD", "$3.10"),
        ("50", "CHF", "50.00\u00a0CHF"),
        ("50", "chf", "50.00\u00a0CHF"),
        ("-5", "GBP", "−\u2060£5.00"),
        ("-12.5", "SEK", "−12.50\u00a0SEK"),
        ("1250", "GBP", "£1,250.00"),
        ("1234567.8", "EUR", "€1,234,567.80"),
        ("0", "GBP", "£0.00"),
        ("-0.00", "GBP", "£0.00"),
        ("1E+3", "USD", "$1,000.00"),
        ("0.005", "GBP", "£0.01"),
    ],
)
def test_format_money_shows_the_vouchers_currency(amount: str, currency: str, shown: str) -> None:
    assert format_money(Decimal(amount), currency) == shown


@FAST
@given(
    st.decimals(min_value=Decimal("0.01"), max_value=Decimal("999.99"), places=2),
    st.sampled_from(["GBP", "EUR", "USD", "CHF", "SEK"]),
)
def test_displayed_amounts_below_a_thousand_read_back(amount: Decimal, currency: str) -> None:
    assert parse_amount(format_money(amount, currency)) == amount


@FAST
@given(AMOUNTS, st.sampled_from(["GBP", "EUR", "USD", "CHF"]))
def test_displayed_amounts_read_back_once_the_grouping_is_removed(amount: Decimal, currency: str) -> None:
    shown = format_money(amount, currency)
    assert parse_amount(shown.replace(",", "")) == amount
    if amount >= 1000:
        with pytest.raises(AmountError, match="thousands separators"):
            parse_amount(shown)


def test_negative_display_is_refused_as_an_amount() -> None:
    with pytest.raises(AmountError, match="greater than zero"):
        parse_amount(format_money(Decimal("-5"), "GBP"))


def test_format_money_refuses_a_non_number() -> None:
    with pytest.raises(ValueError, match="not a finite amount"):
        format_money(Decimal("NaN"), "GBP")


@pytest.mark.parametrize(
    ("amount", "sent"),
    [("12.5", "12.50"), ("12", "12.00"), ("1E+2", "100.00"), ("0.01", "0.01"), ("99999.99", "99999.99")],
)
def test_request_amount_is_two_decimal_text(amount: str, sent: str) -> None:
    assert to_request_amount(Decimal(amount)) == sent


@pytest.mark.parametrize(
    ("amount", "reason"),
    [
        ("12.505", "At most 2 decimal places"),
        ("0", "Enter an amount greater than zero"),
        ("-1", "Enter an amount greater than zero"),
        ("NaN", "Not a number"),
        ("Infinity", "Not a number"),
    ],
)
def test_request_amount_refuses_rather_than_rounds(amount: str, reason: str) -> None:
    with pytest.raises(AmountError) as refused:
        to_request_amount(Decimal(amount))
    assert refused.value.reason == reason


@FAST
@given(AMOUNTS)
def test_request_amount_carries_the_exact_value(amount: Decimal) -> None:
    sent = to_request_amount(amount)
    assert Decimal(sent) == amount
    assert sent == f"{amount:.2f}"


def test_amounts_from_a_payload_add_up_exactly() -> None:
    payload = json.loads('{"a": 0.1, "b": 0.2}', parse_float=Decimal)
    total = quantize_money(payload["a"] + payload["b"])
    assert total == Decimal("0.3")
    assert format_money(total, "GBP") == "£0.30"


def test_quantize_rounds_half_up_at_any_size() -> None:
    assert quantize_money(Decimal("2.345")) == Decimal("2.35")
    assert quantize_money(Decimal("2.344")) == Decimal("2.34")
    huge = Decimal("1" * 40 + ".005")
    assert quantize_money(huge) == Decimal("1" * 40 + ".01")


@pytest.mark.parametrize(
    ("typed", "currency", "expected"),
    [
        ("£5", "GBP", "5.00"),
        ("5 GBP", "GBP", "5.00"),
        ("5 gbp", "gbp", "5.00"),
        ("5", "GBP", "5.00"),
        ("€5", "EUR", "5.00"),
        ("5 EUR", "EUR", "5.00"),
        ("$5", "USD", "5.00"),
        ("50 CHF", "CHF", "50.00"),
    ],
)
def test_the_vouchers_own_currency_marker_is_fine(typed: str, currency: str, expected: str) -> None:
    assert parse_amount(typed, currency=currency) == Decimal(expected)


@pytest.mark.parametrize(
    ("typed", "currency", "reason"),
    [
        ("5 EUR", "GBP", "This voucher is in GBP, not EUR"),
        ("€5", "GBP", "This voucher is in GBP, not €"),
        ("5 €", "GBP", "This voucher is in GBP, not €"),
        ("$5", "GBP", "This voucher is in GBP, not $"),
        ("usd 5", "GBP", "This voucher is in GBP, not USD"),
        ("£5", "EUR", "This voucher is in EUR, not £"),
        ("5 GBP", "EUR", "This voucher is in EUR, not GBP"),
        ("$5", "CAD", "This voucher is in CAD, not $"),
    ],
)
def test_another_currency_marker_is_refused(typed: str, currency: str, reason: str) -> None:
    with pytest.raises(AmountError) as refused:
        parse_amount(typed, currency=currency)
    assert refused.value.reason == reason


@FAST
@given(amount=AMOUNTS, marker=st.sampled_from(["€", "$", "EUR", "usd", "CHF"]), before=st.booleans())
def test_a_foreign_marker_never_reads_as_an_amount(amount: Decimal, marker: str, before: bool) -> None:
    typed = f"{marker}{amount}" if before else f"{amount} {marker}"
    with pytest.raises(AmountError, match="This voucher is in GBP"):
        parse_amount(typed, currency="GBP")
