"""How a money movement ends on screen: one path for a cashier's redemption and a manager's action.

After sending, every movement goes the same way: a lost answer is checked with the service while a
countdown shows, the connection state follows what the service did, a store that cannot write is
said and raised on (so the till pauses money actions), and an outcome the till could not check is
said as not confirmed, never as a success or a failure it does not know. Only the words differ
between a redemption, a reverse and a refund; they come in a :class:`Wording`.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from app.api.errors import ApiError, Unauthorized
from app.core.errors import KEY_REFUSED_TEXT, describe
from app.services.movements import MovementResult, Outcome
from app.store.db import StorageError
from app.viewmodels.connection import ConnectionViewModel
from app.viewmodels.ports import Reconciles

log = logging.getLogger(__name__)

#: Tells the user something: (text, kind) with kind "done", "checking", "refused", "unknown" or
#: "paused" (nothing sent while the journal cannot be written: the line goes when it can again).
Say = Callable[[str, str], None]


@dataclass(frozen=True)
class Wording:
    """``about``: what the movement is, as the lines name it ("about £10.00 from SPA50PART").
    ``unchecked``: what happens to a movement whose outcome could not be checked at all."""

    about: str
    unchecked: str
    pending: str

    @property
    def checking(self) -> str:
        return f"No answer from the service {self.about}. Checking with the service…"


async def carry_out(
    send: Callable[[], Awaitable[MovementResult]],
    *,
    movements: Reconciles,
    connection: ConnectionViewModel,
    say: Say,
    wording: Wording,
) -> MovementResult:
    """Send, settle a lost answer, and report the connection; returns the movement's result.

    A result still ``UNKNOWN`` has already been said ("not confirmed"); every other outcome is the
    caller's to put in its own words. ``StorageError`` is said and raised on; an
    ``UnresolvedMovementError`` (an earlier movement on the code blocks this one) is the caller's.
    """
    result: MovementResult | None = None
    try:
        result = await send()
        if result.outcome is Outcome.UNKNOWN:
            say(wording.checking, "checking")
            result = await movements.reconcile(
                result.movement,
                on_wait=lambda left: say(f"{wording.checking} {math.ceil(left)} s", "checking"),
            )
    except StorageError as exc:
        if result is None:
            say(f"{exc.problem}. Nothing was sent.", "paused")
        else:
            say(f"{exc.problem}. {wording.pending}", "refused")
        raise
    except ApiError as exc:
        if result is None:
            raise
        log.warning("Reconciliation could not reach the service: %s", exc.details)
        if isinstance(exc, Unauthorized):
            connection.report_refused()
            first = KEY_REFUSED_TEXT
        else:
            connection.report_offline()
            first = "Still no answer from the service."
        say(f"{first} {wording.unchecked}", "unknown")
        return result
    shown = describe(result.error) if result.error is not None else None
    if shown is not None:
        connection.report(shown)
    elif result.outcome is not Outcome.UNKNOWN:
        connection.report_success()
    return result
