"""Where a movement stands, in till words, for every kind: each kind gives its own noun (``Kind.what``)."""

from __future__ import annotations

from datetime import datetime

from app.api.models import BalanceEvent
from app.core.i18n import translate
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
    return _late(movement, event.created if event is not None else None)


def _late(movement: Movement, when: datetime | None) -> str:
    kind = kind_of(movement)
    words = {"what": kind.what(movement), "made": translate("Movement", kind.made)}
    if when is None:
        text = translate("Movement", "{what} that the till had called not {made} went through.")
        return first_up(text.format(**words))
    text = translate("Movement", "{what} that the till had called not {made} went through at {time}.")
    return first_up(text.format(time=f"{when:%H:%M}", **words))


def movement_text(movement: Movement) -> str:  # noqa: PLR0911
    """Where a movement stands, in till words; a manager's decision is shown as theirs."""
    kind = kind_of(movement)
    what = kind.what(movement)
    made = translate("Movement", kind.made)
    state = movement.state
    if movement.decided_by and state is MovementState.NOT_APPLIED:
        return translate(
            "Movement", "Marked by {manager} as not {made}; the till could not confirm it ({what})."
        ).format(manager=movement.decided_by, made=made, what=what)
    if movement.decided_by and state is MovementState.DONE:
        return translate(
            "Movement",
            "Marked by {manager} as {made} (event {event}); the till could not confirm it ({what}).",
        ).format(manager=movement.decided_by, made=made, event=movement.result_event_id, what=what)
    if state is MovementState.DONE and movement.late_found is not None:
        return _late(movement, movement.service.created if movement.service is not None else None)
    if state is MovementState.DONE:
        return first_up(translate("Movement", "{what} went through.").format(what=what))
    if state is MovementState.MISMATCH:
        return movement.reason or translate(
            "Movement", "The service recorded {what} otherwise than asked — ask a manager."
        ).format(what=what)
    if state is MovementState.UNCONFIRMED:
        return translate(
            "Movement",
            "The till cannot confirm {what}: the service shows {found}, and {reason}. A manager must check.",
        ).format(
            what=what,
            found=kind.found(len(movement.candidates)),
            reason=movement.reason or translate("Movement", "no proof"),
        )
    if state is MovementState.NOT_APPLIED and movement.reason and kind.done_elsewhere:
        return first_up(
            translate("Movement", "{what} was not made by this till: {reason}.").format(
                what=what, reason=movement.reason
            )
        )
    if state is MovementState.NOT_APPLIED:
        return first_up(
            translate("Movement", "{what} did not go through; {nothing}.").format(
                what=what, nothing=translate("Movement", kind.nothing)
            )
        )
    if state is MovementState.REJECTED:
        refused = translate("Movement", kind.refused) if kind.refused else ""
        return translate("Movement", "The service refused {what}{refused}.").format(
            what=what, refused=refused
        )
    return first_up(
        translate("Movement", "{what} is not confirmed yet; the till keeps checking.").format(what=what)
    )
