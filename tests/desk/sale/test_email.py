"""A buyer's e-mail address is checked beside its field: a code a scanner ran onto it is caught."""

from __future__ import annotations

import pytest

from app.core.sale import email_problem


@pytest.mark.parametrize("address", ["jo@example.com", "ann@hotel.co.uk", "a@例え.テスト", "x@y.xn--p1ai"])
def test_addresses_a_desk_types_are_taken(address: str) -> None:
    assert email_problem(address, required=True) == ""


@pytest.mark.parametrize(
    "address", ["close.test@example.comTEA40PART", "jo@example", "jo@@example.com", "a@b.c"]
)
def test_an_address_with_a_code_run_onto_it_or_no_domain_is_refused(address: str) -> None:
    assert email_problem(address, required=True) == "Not an e-mail address (name@example.com)"


@pytest.mark.parametrize("address", ["j•••@example.com", "j***@example.com", "jo…@example.com"])
def test_a_masked_address_copied_from_a_screen_is_refused(address: str) -> None:
    """It reaches nobody: the guest would never get the voucher or the correction's e-mail."""
    assert email_problem(address, required=True) == "Not an e-mail address (name@example.com)"
