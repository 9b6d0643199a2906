"""The money wing's public face: every money movement goes through ``MovementService``.

The wing lives in ``app.services.money``: one core that knows no kind (``core``: journalled, sent
once, proven; ``settle``: a lost answer settled from the service's records; ``service``: the entry
points and a manager's word) and one module per kind (``redeem``, ``topup``, ``reverse``, ``refund``),
registered in ``registry``. docs/architecture.md, "Adding a kind of movement", walks through one.
"""

from app.services.money.core import DEFAULT_HORIZON_S, DEFAULT_SETTLE_S, MovementParts, Pace
from app.services.money.results import (
    Actor,
    MovementResult,
    Notice,
    NoticeKind,
    OpenCaseError,
    UnresolvedMovementError,
    UnwrittenOutcome,
)
from app.services.money.service import DECISION_ACTION, OVERRIDE_ACTION, MovementService
from app.services.money.settle import OnWait
from app.services.money.words import late_text, movement_text, what_moved

__all__ = [
    "DECISION_ACTION",
    "DEFAULT_HORIZON_S",
    "DEFAULT_SETTLE_S",
    "OVERRIDE_ACTION",
    "Actor",
    "MovementParts",
    "MovementResult",
    "MovementService",
    "Notice",
    "NoticeKind",
    "OnWait",
    "OpenCaseError",
    "Pace",
    "UnresolvedMovementError",
    "UnwrittenOutcome",
    "late_text",
    "movement_text",
    "what_moved",
]
