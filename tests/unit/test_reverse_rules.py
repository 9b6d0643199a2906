"""Why Reverse is not offered, in till language with the right article."""

from __future__ import annotations

from app.core.rules import is_event_reversible


def test_an_activation_is_not_reversible_with_the_right_article() -> None:
    assert is_event_reversible("Activation", confirmed=True) == (False, "An activation cannot be reversed.")


def test_a_redemption_that_is_confirmed_is_reversible() -> None:
    assert is_event_reversible("Redeemed", confirmed=True) == (True, "")
