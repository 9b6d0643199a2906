"""A shift of one till, as the shift report's tests build it: Christmas Eve 2024, 09:00 to 17:00, at
location 71, with the journal's movements of ``T1`` and the service's events about them."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from decimal import Decimal

from app.core.movement import Movement, MovementKind, MovementState
from helpers.fakes import movement

START = datetime(2024, 12, 24, 9, 0, 0)
END = datetime(2024, 12, 24, 17, 0, 0)


@dataclass(frozen=True)
class Event:
    """A service event as the shift report reads one (the fields of ``ServiceEvent`` it needs)."""

    event_id: int
    type: str
    created: datetime
    amount: Decimal
    code: str | None = "SPA50XYZ"
    location_id: int = 71
    currency_code: str = "GBP"
    order_id: int | None = None


def at(minutes: int) -> datetime:
    """``minutes`` into the shift."""
    return START + timedelta(minutes=minutes)


def shift_movement(
    movement_id: str,
    minutes: int,
    state: MovementState,
    *,
    kind: MovementKind = MovementKind.REDEEM,
    amount: str | None = "10.00",
    result: int | None = None,
    code: str = "SPA50XYZ",
    balance_before: str = "40.00",
) -> Movement:
    """Alice's movement at till ``T1``, ``minutes`` into the shift; a rejected one was refused for
    want of balance."""
    return movement(
        code,
        None if amount is None else Decimal(amount),
        kind=kind,
        state=state,
        id=movement_id,
        created=at(minutes),
        staff="Alice",
        till="T1",
        result_event_id=result,
        reason="insufficient_balance" if state is MovementState.REJECTED else None,
        balance_before=Decimal(balance_before),
    )
