"""Whatever a scanner or a person sends, the till looks up the bare code or says why it cannot."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.core.codes import BIDI_CONTROLS, CODE_DIGITS, REASON_MASKED, CodeError, normalise_code
from app.core.masking import mask_code
from helpers.effort import examples

FAST = settings(max_examples=examples(150))
VALID = re.compile(r"[A-Z0-9]{4,40}")

ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
#: Codes as the service makes them: letters and digits, or at least eight digits (fewer is a PIN).
CODES = st.text(alphabet=ALNUM, min_size=4, max_size=40).filter(
    lambda c: not c.isdigit() or len(c) >= CODE_DIGITS
)


def outcome(raw: str) -> str:
    """The code, or the refusal's reason prefixed with "refused: ": any other exception fails the test."""
    try:
        return normalise_code(raw)
    except CodeError as refused:
        return f"refused: {refused.reason}"


def assert_code_or_reason(result: str) -> None:
    assert VALID.fullmatch(result) or (result.startswith("refused: ") and len(result) > len("refused: "))


@pytest.mark.parametrize(
    ("raw", "code"),
    [
        ("\x02]C0spa50part\r\n", "SPA50PART"),
        ("https://vouchers.example.com/redeem/SPA50PART?x=1", "SPA50PART"),
        ("spa-50 part", "SPA50PART"),
        ("SPA50PART", "SPA50PART"),
        ("  spa50part\t", "SPA50PART"),
        ("]Q1https://vouchers.example.com/v/QR1234\r", "QR1234"),
        ("]E0 4006381333931\n", "4006381333931"),
        ("\x1dAB12\x03", "AB12"),
        ("\u200bAB\ufeffCD", "ABCD"),
        ("\ufeffSPA50PART\u200b", "SPA50PART"),
        ("SPA\u200c50\u200dPART\u2060", "SPA50PART"),
        ("SPA\u00ad50PART", "SPA50PART"),
        ("SPA\u201350\u2014PART", "SPA50PART"),
        ("HTTPS://x.example/r/abc-123/#frag", "ABC123"),
        ("https://x.example/redeem/IGNORED?code=zz99&lang=en", "ZZ99"),
        ("https://x.example/r/SPA%2D50", "SPA50"),
        ("giftpro://redeem/AB12", "AB12"),
    ],
)
def test_cleans_scanned_and_typed_input(raw: str, code: str) -> None:
    assert normalise_code(raw) == code


@pytest.mark.parametrize(
    ("raw", "reason"),
    [
        ("", "Scan or type a voucher code"),
        (" \t\r\n\x02\x03", "Scan or type a voucher code"),
        ("--", "Scan or type a voucher code"),
        ("x" * 10_000, "That is too long to be a voucher code"),
        ("A" * 201, "That is too long to be a voucher code"),
        ("A" * 41, "That is too long to be a voucher code"),
        ("ABC", "That is too short to be a voucher code"),
        ("2468", "A few digits are not a voucher code (a PIN or an amount?): nothing was looked up"),
        ("1234567", "A few digits are not a voucher code (a PIN or an amount?): nothing was looked up"),
        ("SPA50!", "Voucher codes contain only letters and digits"),
        ("straße", "Voucher codes contain only letters and digits"),
        ("ＳＰＡ５０", "Voucher codes contain only letters and digits"),
        ("🎁🎁🎁🎁", "Voucher codes contain only letters and digits"),
        ("vouchers.example.com/redeem/SPA50", "Voucher codes contain only letters and digits"),
        ("https://vouchers.example.com/", "That link does not hold a voucher code"),
        ("http://[::1/x", "That link does not hold a voucher code"),
    ],
)
def test_refuses_with_a_reason(raw: str, reason: str) -> None:
    with pytest.raises(CodeError) as refused:
        normalise_code(raw)
    assert refused.value.reason == reason
    assert str(refused.value) == reason


def test_length_limits_are_inclusive() -> None:
    assert normalise_code("a" * 40) == "A" * 40
    assert normalise_code("abcd") == "ABCD"
    assert normalise_code(" " * 160 + "A" * 40) == "A" * 40


@FAST
@given(st.text(max_size=250))
def test_any_text_gives_a_code_or_a_reason(raw: str) -> None:
    assert_code_or_reason(outcome(raw))


@FAST
@given(st.text(alphabet=st.sampled_from("aZ09-:/?=&#%]\x02\r\n\t .code http"), max_size=80))
def test_link_like_text_gives_a_code_or_a_reason(raw: str) -> None:
    assert_code_or_reason(outcome(raw))


@FAST
@given(
    CODES,
    st.sampled_from(["", "\x02", "\x02]C0", "]Q1", "]E0", " "]),
    st.sampled_from(["", "\r", "\n", "\r\n", "\t", "\x03", "\x1d"]),
    st.sampled_from(["{}", "https://vouchers.example.com/redeem/{}", "https://v.example/r/{}/?x=1#top"]),
    st.integers(min_value=0, max_value=3),
)
def test_framing_never_changes_the_code(code: str, prefix: str, suffix: str, wrap: str, groups: int) -> None:
    step = max(len(code) // (groups + 1), 1)
    typed = "-".join(code[i : i + step] for i in range(0, len(code), step))
    assert normalise_code(prefix + wrap.format(typed) + suffix) == code.upper()


DIRECTION = "That code holds hidden direction marks: scan it again, or type it by hand"


@pytest.mark.parametrize(
    "raw",
    [
        "\u202eTRAP05APS",  # shows as SPA50PART, holds TRAP05APS
        "SPA50\u202ePART",
        "\u2066SPA50PART\u2069",
        "\u2067SPA50PART",
        "\u2068SPA50PART",
        "SPA50PART\u200f",
        "\u200eSPA50PART",
        "SPA\u061c50PART",
        "\u202aSPA50PART\u202c",
        "\u202bSPA50PART\u202d",
        "https://x.example/r/%E2%80%AETRAP05APS",
        "https://x.example/r/x?code=SPA%E2%81%A650",
    ],
)
def test_direction_marks_are_refused_before_lookup(raw: str) -> None:
    with pytest.raises(CodeError) as refused:
        normalise_code(raw)
    assert refused.value.reason == DIRECTION


@FAST
@given(
    CODES,
    st.lists(st.sampled_from(sorted(BIDI_CONTROLS)), min_size=1, max_size=3),
    st.integers(min_value=0, max_value=40),
)
def test_a_direction_mark_anywhere_is_refused(code: str, marks: list[str], at: int) -> None:
    cut = min(at, len(code))
    assert outcome(code[:cut] + "".join(marks) + code[cut:]) == f"refused: {DIRECTION}"


@FAST
@given(
    CODES,
    st.lists(st.sampled_from(["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad"]), max_size=4),
    st.integers(min_value=0, max_value=40),
)
def test_zero_width_characters_are_removed(code: str, hidden: list[str], at: int) -> None:
    cut = min(at, len(code))
    assert normalise_code(code[:cut] + "".join(hidden) + code[cut:]) == code.upper()


@FAST
@given(st.text(max_size=60))
def test_no_code_ever_holds_an_invisible_or_direction_character(raw: str) -> None:
    result = outcome(raw)
    if not result.startswith("refused: "):
        assert VALID.fullmatch(result)
        assert BIDI_CONTROLS.isdisjoint(raw)


@pytest.mark.parametrize(
    "shown", ["••••PART", "****PART", "…PART", "....PART", "＊＊PART", "··PART", "⋯PART"]
)
def test_a_masked_code_typed_back_is_told_to_scan_the_voucher(shown: str) -> None:
    """However a masked code was copied or retyped (a screen's bullets, a PDF's dots, a phone's
    full-width asterisks), the cashier is told it is hidden, not that codes are letters and digits."""
    assert outcome(shown) == f"refused: {REASON_MASKED}"


@pytest.mark.parametrize(
    ("code", "masked"),
    [
        ("SPA50PART", "••••••PART"),
        ("GRACE45", "••••••CE45"),
        ("DINNER", "••••••NNER"),
        ("ABCDE", "••••••DE"),
        ("AB", "••••••B"),
        ("", "••••••"),
    ],
)
def test_a_masked_code_shows_its_last_four_whenever_two_characters_stay_hidden(
    code: str, masked: str
) -> None:
    assert mask_code(code) == masked
