"""Why Reverse is not offered, in till language: the feed's own words for the type, no article."""

from __future__ import annotations

from app.core.rules import is_event_reversible


def test_a_new_card_is_not_reversible_in_the_feeds_words() -> None:
    assert is_event_reversible("Activation", confirmed=True) == (False, "New card events cannot be reversed.")


def test_a_redemption_that_is_confirmed_is_reversible() -> None:
    assert is_event_reversible("Redeemed", confirmed=True) == (True, "")
