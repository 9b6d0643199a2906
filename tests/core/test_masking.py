"""How codes shown together are masked: each tells itself from the others, none is spent from its tail."""

from __future__ import annotations

from app.core.masking import mask_code, mask_codes


def test_codes_that_end_alike_show_the_shortest_tail_that_tells_them_apart() -> None:
    assert mask_codes(["SPA50PART", "TEA40PART", "GRACE45"]) == ["••••••50PART", "••••••40PART", "••••••CE45"]


def test_a_code_alone_or_unlike_the_others_shows_its_last_four() -> None:
    assert mask_codes(["SPA50PART"]) == [mask_code("SPA50PART")] == ["••••••PART"]
    assert mask_codes(["SPA50PART", "DINNER75"]) == ["••••••PART", "••••••ER75"]


def test_the_voucher_on_the_counter_is_whole_and_the_others_are_told_from_it() -> None:
    assert mask_codes(["SPA50PART", "TEA40PART"], whole="spa50part") == ["SPA50PART", "••••••40PART"]


def test_at_least_two_characters_stay_hidden_however_alike_the_codes_are() -> None:
    assert mask_codes(["AB1234", "XB1234"]) == ["••••••1234", "••••••1234"]
    assert mask_codes(["ABC12345", "XBC12345"]) == ["••••••C12345", "••••••C12345"]


def test_the_same_code_twice_is_shown_alike() -> None:
    assert mask_codes(["SPA50PART", " SPA50PART"]) == ["••••••PART", "••••••PART"]
