"""Every outcome of a redemption in the redeem line: its own code and amount, the service's figures.
from helpers import fakes

The events are real: redemptions made on the sandbox. What the till asked is varied around them, so
a mismatch reads as the service's figures against the cashier's.
"""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal

import pytest

from app.api.client import VoucherClient
from app.api.errors import ConnectFailed, Rejected, Unauthorized
from app.api.models import BalanceEvent
from app.core.answers import service_event
from app.core.errors import KEY_REFUSED_TEXT
from app.core.movement import Movement, MovementState
from app.desk.counter.redeem import outcome_text, review_text
from app.sandbox.seed import DemoCodes
from app.sandbox.seed_catalogue import DEMO_KEY, Locations
from app.services.movements import MovementResult
from helpers import fakes
from sandbox_harness.server import SandboxServer

CODE = DemoCodes.VALID_PARTIAL
HERE = Locations.RECEPTION
T0 = datetime(2026, 11, 22, 12, 0)

pytestmark = pytest.mark.anyio


def movement(state: MovementState, amount: str = "10.00") -> Movement:
    return fakes.movement(
        CODE, Decimal(amount), state=state, id="m1", created=T0, location_id=HERE, till="Till 1"
    )


@pytest.fixture
async def events(sandbox: SandboxServer) -> list[BalanceEvent]:
    """Two real redemptions of £10.00 then £20.00 from SPA50PART at Reception."""
    async with VoucherClient(sandbox.url, DEMO_KEY) as client:
        return [await client.redeem(CODE, HERE, Decimal(amount)) for amount in ("10.00", "20.00")]


def said(result: MovementResult, amount: str = "10.00", location: int = HERE) -> tuple[str, str]:
    return outcome_text(result, CODE, Decimal(amount), "GBP", location)


async def test_done_is_shown_with_the_services_figures_and_reference(events: list[BalanceEvent]) -> None:
    first = events[0]
    text, kind = said(MovementResult(movement(MovementState.DONE), MovementState.DONE, event=first))
    assert text == f"Redeemed £10.00 from SPA50PART. New balance £40.00 ·\u00a0ref\u00a0{first.event_id}"
    assert kind == "done"


async def test_a_mismatch_shows_what_the_service_recorded_not_what_was_asked(
    events: list[BalanceEvent],
) -> None:
    second = events[1]  # the service recorded £20.00
    result = MovementResult(movement(MovementState.DONE), MovementState.MISMATCH, event=second)
    text, kind = said(result, amount="10.00")
    assert (
        text == "SPA50PART: the service recorded £20.00, not £10.00 — ask a manager "
        f"·\u00a0ref\u00a0{second.event_id}"
    )
    assert kind == "unknown"
    text, _ = said(result, amount="20.00", location=Locations.SPA)
    assert f"at location {HERE}, not this till's ({Locations.SPA})" in text
    other_code = outcome_text(result, DemoCodes.PART_USED, Decimal("20.00"), "GBP", HERE)[0]
    assert other_code.startswith("TEA40PART: the service recorded on SPA50PART, not TEA40PART")
    euros = outcome_text(result, CODE, Decimal("20.00"), "EUR", HERE)[0]
    assert "the service recorded £20.00, not €20.00" in euros


async def test_unconfirmed_says_once_what_happened_to_the_redemption_just_sent(
    events: list[BalanceEvent],
) -> None:
    """The line tells what happened to this very redemption; the candidates are the manager's to
    weigh in their own dialog, and what the cashier does is the line under it ("Call a manager.")."""
    result = MovementResult(
        movement(MovementState.UNKNOWN),
        MovementState.UNCONFIRMED,
        candidates=(service_event(events[0]), service_event(events[1])),
    )
    text, kind = said(result)
    assert text == (
        "Sent: £10.00 from SPA50PART — the service's answer was lost and it could not be proven; "
        "a manager decides."
    )
    assert "earlier" not in text
    assert kind == "unknown"


@pytest.mark.parametrize(
    ("result", "expected", "kind"),
    [
        (
            MovementResult(movement(MovementState.NOT_APPLIED), MovementState.NOT_APPLIED),
            "Not redeemed: £10.00 from SPA50PART did not go through. Nothing was taken; you can try again.",
            "refused",
        ),
        (
            MovementResult(movement(MovementState.UNKNOWN), MovementState.UNKNOWN),
            "Not confirmed: £10.00 from SPA50PART — no answer from the service yet. The till checks it again "
            "before this voucher can be redeemed again.",
            "unknown",
        ),
        (
            MovementResult(
                movement(MovementState.REJECTED),
                MovementState.REJECTED,
                error=Rejected("no", reason="partial_not_allowed"),
            ),
            "Not redeemed: £10.00 from SPA50PART. This voucher must be used in full.",
            "refused",
        ),
        (
            MovementResult(
                movement(MovementState.REJECTED), MovementState.REJECTED, error=Unauthorized("401")
            ),
            f"Not redeemed: £10.00 from SPA50PART. {KEY_REFUSED_TEXT}",
            "refused",
        ),
        (
            MovementResult(
                movement(MovementState.REJECTED), MovementState.REJECTED, error=ConnectFailed("down")
            ),
            "Not redeemed: £10.00 from SPA50PART. Cannot reach the voucher service. Check the network; the "
            "till keeps trying.",
            "refused",
        ),
    ],
    ids=["not-applied", "unknown", "rejected", "key-refused", "not-sent"],
)
def test_every_other_outcome_names_its_code_and_amount(
    result: MovementResult, expected: str, kind: str
) -> None:
    assert said(result) == (expected, kind)


async def test_review_text_for_a_part_and_the_whole_balance(sandbox: SandboxServer) -> None:
    async with VoucherClient(sandbox.url, DEMO_KEY) as client:
        part, whole = [await client.lookup_code(code, HERE) for code in (CODE, DemoCodes.FULL_ONLY)]
    assert review_text(part, Decimal("5.00")) == "Redeem £5.00 from SPA50PART — £45.00 left"
    assert (
        review_text(whole, Decimal("75.00")) == "Redeem £75.00 from DINNER75 — the whole balance, £0.00 left"
    )
