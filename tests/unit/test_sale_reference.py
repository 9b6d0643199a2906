"""A sale's payment reference is its whole proof: plain ASCII, unique, short enough for any column."""

from __future__ import annotations

import re

import pytest

from app.core.sale import new_reference

SHAPE = re.compile(r"^VD-[A-Z0-9]{1,10}-[0-9A-F]{10}$")


@pytest.mark.parametrize(
    ("till", "tag"),
    [
        ("Front desk", "FRONTDESK"),
        ("Réception", "RECEPTION"),
        ("前台", "TILL"),
        ("Spa — Łazienki 2", "SPAAZIENKI"),
    ],
)
def test_the_reference_keeps_the_tills_name_in_ascii_letters_and_digits(till: str, tag: str) -> None:
    reference = new_reference()
    assert SHAPE.match(reference), reference
    assert reference.split("-")[1] == tag


def test_two_sales_of_one_till_never_share_a_reference() -> None:
    assert len({new_reference() for _ in range(1000)}) == 1000
