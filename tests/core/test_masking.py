"""How codes shown together are masked: each tells itself from the others, none is spent from its tail."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from app.core.masking import CodeMasks, mask_code, mask_codes
from helpers.effort import examples


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


def _one_by_one(codes: list[str]) -> list[str]:
    """The rule as ``mask_codes`` states it, tried on every pair: what the quicker way must match."""
    keys = {code.strip().casefold() for code in codes}
    shown = []
    for code in codes:
        key = code.strip().casefold()
        others = [other for other in keys if other != key]
        chars = 4 if len(key) >= 6 else len(key) // 2
        while chars < max(chars, len(key) - 2) and any(o.endswith(key[len(key) - chars :]) for o in others):
            chars += 1
        shown.append(f"••••••{code.strip()[len(key) - chars :]}" if chars else "••••••")
    return shown


@given(st.lists(st.text(alphabet="AB12", min_size=1, max_size=9), max_size=12))
@settings(max_examples=examples(300))
def test_a_long_list_is_masked_as_every_pair_compared_would_mask_it(codes: list[str]) -> None:
    assert mask_codes(codes) == _one_by_one(codes)


def test_codes_added_to_a_list_later_lengthen_the_tails_of_those_they_look_like() -> None:
    masks = CodeMasks(["SPA50PART", "DINNER75"])
    assert masks.mask("SPA50PART") == "••••••PART"
    assert masks.add(["TEA40PART"])
    assert not masks.add(["tea40part"])
    assert [masks.mask(code) for code in ("SPA50PART", "TEA40PART", "DINNER75")] == [
        "••••••50PART",
        "••••••40PART",
        "••••••ER75",
    ]


def test_a_new_code_unlike_the_others_leaves_their_masks_as_they_were() -> None:
    """A feed gets new codes at every poll: only one that looks like a code already shown makes the
    list show that code again."""
    masks = CodeMasks(["SPA50PART", "DINNER75"])
    assert not masks.add(["GRACE45"])
    assert not masks.add(["HIST0011", "HIST0012"])
    assert masks.add(["TEA40PART"])
    assert masks.mask("GRACE45") == "••••••CE45"


@settings(max_examples=examples(200), deadline=None)
@given(
    st.lists(st.text("AB12", min_size=6, max_size=9), min_size=1, max_size=12),
    st.text("AB12", min_size=6, max_size=9),
)
def test_add_says_so_exactly_when_a_code_already_shown_changes(codes: list[str], new: str) -> None:
    masks = CodeMasks(codes)
    before = {code: masks.mask(code) for code in codes}
    changed = masks.add([new])
    assert changed == any(masks.mask(code) != shown for code, shown in before.items())


def test_a_code_beside_a_list_is_told_from_its_codes_and_leaves_the_list_as_it_was() -> None:
    """A banner above the feed names TEA40PART as the feed would, beside SPA50PART, not as
    ``••••••PART`` like the feed's SPA50PART: whether the feed holds it or not."""
    feed = CodeMasks(["SPA50PART", "GRACE45"])
    assert feed.beside("TEA40PART") == "••••••40PART"
    assert feed.beside("DINNER75") == mask_code("DINNER75")
    assert feed.mask("SPA50PART") == "••••••PART", "the list itself is as it was"
    feed.add(["TEA40PART"])
    assert feed.beside("TEA40PART ") == feed.mask("TEA40PART") == "••••••40PART"


@settings(max_examples=examples(200), deadline=None)
@given(
    st.lists(st.text(alphabet="AB12", min_size=1, max_size=9), max_size=12),
    st.text(alphabet="AB12", min_size=1, max_size=9),
)
def test_a_code_beside_a_list_shows_what_it_would_in_it(codes: list[str], other: str) -> None:
    """Beside the list a code shows the tail it would among the list's codes."""
    assert CodeMasks(codes).beside(other) == mask_codes([*codes, other])[-1]
