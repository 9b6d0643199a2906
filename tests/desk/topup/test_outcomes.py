"""Every outcome of a top-up in the top-up line: its own code and amount, in loading words.

The outcome line is shared with redemptions (``app.desk.common.outcomes.outcome_line``); these pin
the top-up's own words, so sharing the shape never leaks "redeemed" onto a card being loaded.
"""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal

import pytest

from app.api.errors import Rejected
from app.core.movement import MovementKind, MovementState
from app.desk.topup.send import topup_outcome_text
from app.sandbox.seed import DemoCodes
from app.services.movements import MovementResult
from helpers.fakes import movement

CODE = DemoCodes.VALID_PARTIAL
T0 = datetime(2026, 11, 22, 12, 0)


def result(outcome: MovementState, state: MovementState, error: Rejected | None = None) -> MovementResult:
    topped_up = movement(
        CODE, Decimal("20.00"), kind=MovementKind.TOPUP, state=state, id="t1", created=T0, till="Till 1"
    )
    return MovementResult(topped_up, outcome, error=error)


@pytest.mark.parametrize(
    ("given", "expected", "kind"),
    [
        (result(MovementState.DONE, MovementState.DONE), "Loaded £20.00 onto SPA50PART.", "done"),
        (
            result(MovementState.NOT_APPLIED, MovementState.NOT_APPLIED),
            "Not loaded: £20.00 onto SPA50PART did not go through. Nothing was added; you can try again.",
            "refused",
        ),
        (
            result(MovementState.UNKNOWN, MovementState.UNKNOWN),
            "Not confirmed: £20.00 onto SPA50PART — no answer from the service yet. The till checks it "
            "again before anything more moves on this card.",
            "unknown",
        ),
        (
            result(MovementState.REJECTED, MovementState.REJECTED),
            "Not loaded: £20.00 onto SPA50PART. The service refused the top-up.",
            "refused",
        ),
        (
            result(MovementState.UNCONFIRMED, MovementState.UNCONFIRMED),
            "Sent: £20.00 onto SPA50PART — the service's answer was lost and it could not be proven; "
            "a manager decides.",
            "unknown",
        ),
    ],
    ids=["done-without-figures", "not-applied", "unknown", "refused", "unconfirmed-as-a-redemption-says-it"],
)
def test_every_outcome_names_its_code_and_amount_in_loading_words(
    given: MovementResult, expected: str, kind: str
) -> None:
    assert topup_outcome_text(given, CODE, Decimal("20.00"), "GBP") == (expected, kind)


def test_a_mismatch_is_said_in_the_movements_own_words() -> None:
    given = result(MovementState.MISMATCH, MovementState.MISMATCH)
    assert topup_outcome_text(given, CODE, Decimal("20.00"), "GBP") == (given.text, "unknown")
