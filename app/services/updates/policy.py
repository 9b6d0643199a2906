"""When an update may be looked for and when it may be installed: the till's own state decides.

An update replaces the program under the cashier, so it waits for a quiet till: no movement sent
and unanswered, none unresolved, nobody mid-sale or mid-bill. A training till and an offline till
never start one (a training till is a demonstration; an offline one cannot finish a check).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from app.core.i18n import translate
from app.core.movement import Movement, MovementState


@dataclass(frozen=True)
class TillActivity:
    """What the till is doing now, as far as an update cares."""

    training: bool = False
    online: bool = True
    movements_in_flight: int = 0
    movements_unresolved: int = 0
    mid_sale: bool = False
    mid_bill: bool = False

    @classmethod
    def of_journal(cls, unresolved: Iterable[Movement], **rest: bool) -> TillActivity:
        """The activity the journal's unresolved movements show: one still PENDING was sent and not
        yet answered (or the till stopped mid-send), the others wait to be settled."""
        movements = list(unresolved)
        pending = sum(1 for movement in movements if movement.state is MovementState.PENDING)
        return cls(movements_in_flight=pending, movements_unresolved=len(movements) - pending, **rest)


def check_blocker(activity: TillActivity) -> str | None:
    """Why the till may not look for an update now, or None when it may."""
    if activity.training:
        return translate("Updates", "No updates in training.")
    if not activity.online:
        return translate("Updates", "The till is offline: it will look for an update when it is back.")
    return None


def install_blocker(activity: TillActivity) -> str | None:
    """Why the staged update may not be installed now, or None when it may."""
    if (reason := check_blocker(activity)) is not None:
        return reason
    if activity.movements_in_flight:
        return translate("Updates", "A movement is still being sent: the update waits for its answer.")
    if activity.movements_unresolved:
        return translate("Updates", "A movement is still unresolved: a manager settles it before the update.")
    if activity.mid_sale or activity.mid_bill:
        return translate("Updates", "A sale or a bill is open: the update waits until it is finished.")
    return None


def ready_text(version: str) -> str:
    """What a manager sees once an update is downloaded and verified."""
    return translate("Updates", "Version {version} is ready — install at the end of the shift").format(
        version=version
    )
