"""Where a movement stands, in till words, for every kind: each kind gives its own noun (``Kind.what``)."""

from __future__ import annotations

from app.api.models import BalanceEvent
from app.core.movement import Movement, MovementState
from app.services.money.registry import kind_of


def what_moved(movement: Movement) -> str:
    """ "a redemption of £10.00 on SPA50PART", "the refund of order #5001"."""
    return kind_of(movement).what(movement)


def first_up(text: str) -> str:
    """Capitalise the first letter only: ``str.capitalize`` would lower-case the voucher code."""
    return text[:1].upper() + text[1:]


def late_text(movement: Movement, event: BalanceEvent | None) -> str:
    """ "A redemption of £10.00 on SPA50PART that the till had called not taken went through at 12:03"
    (not added, reversed, refunded: the kind's ``made``)."""
    when = f" at {event.created:%H:%M}" if event is not None else ""
    made = kind_of(movement).made
    return f"{first_up(what_moved(movement))} that the till had called not {made} went through{when}."


def movement_text(movement: Movement) -> str:
    """Where a movement stands, in till words; a manager's decision is shown as theirs."""
    kind = kind_of(movement)
    what = kind.what(movement)
    state = movement.state
    if movement.decided_by and state is MovementState.NOT_APPLIED:
        return f"Marked by {movement.decided_by} as not {kind.made}; the till could not confirm it ({what})."
    if movement.decided_by and state is MovementState.DONE:
        return (
            f"Marked by {movement.decided_by} as {kind.made} (event {movement.result_event_id}); "
            f"the till could not confirm it ({what})."
        )
    if state is MovementState.DONE and movement.late_found is not None:
        when = f" at {movement.service.created:%H:%M}" if movement.service is not None else ""
        return f"{first_up(what)} that the till had called not {kind.made} went through{when}."
    if state is MovementState.DONE:
        return f"{first_up(what)} went through."
    if state is MovementState.MISMATCH:
        return movement.reason or f"The service recorded {what} otherwise than asked — ask a manager."
    if state is MovementState.UNCONFIRMED:
        return (
            f"The till cannot confirm {what}: the service shows {kind.found(len(movement.candidates))}, and "
            f"{movement.reason or 'no proof'}. A manager must check."
        )
    if state is MovementState.NOT_APPLIED and movement.reason and kind.done_elsewhere:
        return f"{first_up(what)} was not made by this till: {movement.reason}."
    if state is MovementState.NOT_APPLIED:
        return f"{first_up(what)} did not go through; {kind.nothing}."
    if state is MovementState.REJECTED:
        return f"The service refused {what}{kind.refused}."
    return f"{first_up(what)} is not confirmed yet; the till keeps checking."
