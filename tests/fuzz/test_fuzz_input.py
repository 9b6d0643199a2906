"""What staff type or scan: any text gives a code or amount, or a refusal with a reason; nothing else."""

from __future__ import annotations

from decimal import Decimal

from hypothesis import example, given, settings
from hypothesis import strategies as st

from app.core.codes import CODE_DIGITS, MAX_CODE_LENGTH, MIN_CODE_LENGTH, CodeError, normalise_code
from app.core.money import DEFAULT_MAXIMUM, AmountError, parse_amount
from helpers.effort import examples

EXAMPLES = examples(1000)

#: Text as it arrives: any unicode, scanner framing, digits and separators, and very long input.
typed = st.one_of(
    st.text(max_size=60),
    st.text(alphabet=st.characters(codec="utf-8"), max_size=300),
    st.text(alphabet="0123456789.,-−£€$ eEnNaAiIfF+_\t\r\n\x02\x03\u200b\ufeff", max_size=40),
    st.text(alphabet="0123456789", min_size=20, max_size=5000),
    st.from_regex(r"\A(\][A-Za-z][0-9A-Za-z])?(https?://[a-z.]{1,20}/)?[A-Za-z0-9 -]{0,50}\Z"),
)


@settings(max_examples=EXAMPLES)
@given(typed)
@example("x" * 10_000)
@example("https://vouchers.example/redeem?code=" + "A" * 10_000)
@example("\u0000\u200b]C0")
def test_code_normaliser_gives_a_code_or_a_reason(raw: str) -> None:
    try:
        code = normalise_code(raw)
    except CodeError as exc:
        refused = exc
    else:
        assert_is_a_code(code)
        return
    assert refused.reason


def assert_is_a_code(code: str) -> None:
    assert MIN_CODE_LENGTH <= len(code) <= MAX_CODE_LENGTH
    assert not code.isdigit() or len(code) >= CODE_DIGITS, "a PIN or an amount is never a code"
    assert code.isascii()
    assert code.isalnum()
    assert code == code.upper()
    assert normalise_code(code) == code


@settings(max_examples=EXAMPLES)
@given(typed)
@example("NaN")
@example("-1")
@example("1e9")
@example("0.001")
@example("Infinity")
@example("9" * 10_000)
@example("٣٤.٥٠")
def test_amount_parser_gives_an_exact_amount_or_a_reason(text: str) -> None:
    try:
        amount = parse_amount(text)
    except AmountError as exc:
        refused = exc
    else:
        assert_is_an_amount(amount)
        return
    assert refused.reason


def assert_is_an_amount(amount: Decimal) -> None:
    assert isinstance(amount, Decimal)
    assert amount.is_finite()
    assert Decimal("0.01") <= amount <= DEFAULT_MAXIMUM
    assert amount == amount.quantize(Decimal("0.01"))
