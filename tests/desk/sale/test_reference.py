"""A sale's payment reference is its whole proof: one word of capitals and digits, unique, short
enough for any column and for the POS's reference field."""

from __future__ import annotations

import re

from app.core.sale import REFERENCE_ALPHABET, new_reference

SHAPE = re.compile(rf"^VD[{REFERENCE_ALPHABET}]{{10}}$")


def test_the_reference_is_one_word_of_unambiguous_capitals_and_digits() -> None:
    reference = new_reference()
    assert SHAPE.match(reference), reference
    assert reference.isascii()
    assert reference == reference.upper()


def test_two_sales_never_share_a_reference() -> None:
    assert len({new_reference() for _ in range(1000)}) == 1000
