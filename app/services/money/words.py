"""Where a movement stands, in till words, for every kind: each kind gives its own noun (``Kind.what``)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from app.api.models import BalanceEvent
from app.core.i18n import translate
from app.core.masking import mask_code
from app.core.movement import Movement, MovementState
from app.core.names import shown_name
from app.services.money.kind import Kind
from app.services.money.registry import kind_of


def what_moved(movement: Movement, mask: Callable[[str], str] = mask_code) -> str:
    """ "a redemption of £10.00 on ••••••PART", "the refund of order #5001"; a code as ``mask``
    shows it."""
    return kind_of(movement).what(movement, mask)


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


def movement_text(movement: Movement) -> str:
    """Where a movement stands, in till words; a manager's decision is shown as theirs."""
    kind = kind_of(movement)
    what = kind.what(movement)
    if movement.decided_by and movement.state in (MovementState.NOT_APPLIED, MovementState.DONE):
        return _decided(kind, movement, what)
    return _BY_STATE.get(movement.state, _open)(kind, movement, what)


def _decided(kind: Kind, movement: Movement, what: str) -> str:
    made = translate("Movement", kind.made)
    manager = shown_name(movement.decided_by or "")
    if movement.state is MovementState.NOT_APPLIED:
        return translate(
            "Movement", "Marked by {manager} as not {made}; the till could not confirm it ({what})."
        ).format(manager=manager, made=made, what=what)
    return translate(
        "Movement",
        "Marked by {manager} as {made} (event {event}); the till could not confirm it ({what}).",
    ).format(manager=manager, made=made, event=movement.result_event_id, what=what)


def _done(_kind: Kind, movement: Movement, what: str) -> str:
    if movement.late_found is not None:
        return _late(movement, movement.service.created if movement.service is not None else None)
    return first_up(translate("Movement", "{what} went through.").format(what=what))


def _mismatch(_kind: Kind, movement: Movement, what: str) -> str:
    return movement.reason or translate(
        "Movement", "The service recorded {what} otherwise than asked — ask a manager."
    ).format(what=what)


def _unconfirmed(kind: Kind, movement: Movement, what: str) -> str:
    return translate(
        "Movement",
        "The till cannot confirm {what}: the service shows {found}, and {reason}. A manager must check.",
    ).format(
        what=what,
        found=kind.found(len(movement.candidates)),
        reason=movement.reason or translate("Movement", "no proof"),
    )


def _not_applied(kind: Kind, movement: Movement, what: str) -> str:
    if movement.reason and kind.done_elsewhere:
        return first_up(
            translate("Movement", "{what} was not made by this till: {reason}.").format(
                what=what, reason=movement.reason
            )
        )
    return first_up(
        translate("Movement", "{what} did not go through; {nothing}.").format(
            what=what, nothing=translate("Movement", kind.nothing)
        )
    )


def _rejected(kind: Kind, _movement: Movement, what: str) -> str:
    refused = translate("Movement", kind.refused) if kind.refused else ""
    return translate("Movement", "The service refused {what}{refused}.").format(what=what, refused=refused)


def _open(_kind: Kind, _movement: Movement, what: str) -> str:
    return first_up(
        translate("Movement", "{what} is not confirmed yet; the till keeps checking.").format(what=what)
    )


_BY_STATE: dict[MovementState, Callable[[Kind, Movement, str], str]] = {
    MovementState.DONE: _done,
    MovementState.MISMATCH: _mismatch,
    MovementState.UNCONFIRMED: _unconfirmed,
    MovementState.NOT_APPLIED: _not_applied,
    MovementState.REJECTED: _rejected,
}
