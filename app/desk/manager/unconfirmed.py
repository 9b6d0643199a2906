"""A manager's decision on an unconfirmed movement, with the events that could be it."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject

from app.core.dates import MONTH_DAY_SECONDS, local_moment
from app.core.i18n import translate
from app.core.masking import mask_code_in
from app.core.money import format_money
from app.core.movement import Movement, MovementState, ServiceEvent
from app.core.names import shown_reason
from app.desk.common.presenters import place_text
from app.desk.common.table import Column, RecordTableModel
from app.desk.manager.base import ManagerParts, ManagerTask
from app.services.movements import movement_text, what_moved
from app.store.db import StorageError


@dataclass(frozen=True)
class CandidateView:
    """One event that could be an unconfirmed movement's, as the manager sees it."""

    event_id: int
    time_text: str
    location_text: str
    amount_text: str
    before_text: str
    after_text: str


@dataclass(frozen=True)
class UnconfirmedView:
    movement_id: str
    heading: str
    why: str
    candidates: tuple[CandidateView, ...]


def candidates_model(parent: QObject | None = None) -> RecordTableModel[CandidateView]:
    return RecordTableModel(
        [
            Column(translate("Unconfirmed", "Time (service)"), lambda c: c.time_text),
            Column(translate("Unconfirmed", "Location"), lambda c: c.location_text),
            Column(translate("Unconfirmed", "Amount"), lambda c: c.amount_text, align_right=True),
            Column(translate("Unconfirmed", "Before"), lambda c: c.before_text, align_right=True),
            Column(translate("Unconfirmed", "After"), lambda c: c.after_text, align_right=True),
            Column(translate("Unconfirmed", "Event"), lambda c: str(c.event_id), align_right=True),
        ],
        parent,
    )


def waiting_movement(parts: ManagerParts, code: str | None) -> Movement | None:
    """The oldest unconfirmed movement (on ``code`` when one is), or None."""
    waiting = [m for m in parts.journal.unresolved() if m.state is MovementState.UNCONFIRMED]
    if code:
        waiting = [m for m in waiting if m.code and m.code.casefold() == code.casefold()] or waiting
    return waiting[0] if waiting else None


class UnconfirmedViewModel(ManagerTask):
    def __init__(self, parts: ManagerParts, movement: Movement, parent: QObject | None = None) -> None:
        super().__init__(parts, parent)
        self.view = self._view(movement)
        self.candidates = candidates_model(self)
        self.candidates.set_records(self.view.candidates)

    @property
    def approval(self) -> str:
        """ "Decide whether a redemption of £10.00 on SPA50PART went through (2 possible events)"."""
        movement = self.parts.journal.get(self.view.movement_id)
        count = len(self.view.candidates)
        if count == 1:
            text = translate("Unconfirmed", "Decide whether {movement} went through (1 possible event)")
        else:
            text = translate(
                "Unconfirmed", "Decide whether {movement} went through (%n possible events)", None, count
            )
        return text.format(movement=what_moved(movement))

    def _view(self, movement: Movement) -> UnconfirmedView:
        settings = self.parts.settings

        def candidate(event: ServiceEvent) -> CandidateView:
            return CandidateView(
                event_id=event.event_id,
                time_text=local_moment(event.created, MONTH_DAY_SECONDS, f"{event.created:%d %b %H:%M:%S}"),
                location_text=place_text(event.location_id, self.parts.location_id, settings.location_name),
                amount_text=format_money(event.amount, event.currency),
                before_text=format_money(event.starting_balance, event.currency),
                after_text=format_money(event.balance, event.currency),
            )

        return UnconfirmedView(
            movement_id=movement.id,
            # The manager decides away from the guest: the code is masked (app.core.masking).
            heading=mask_code_in(
                translate("Unconfirmed", "{movement} Sent by {staff} at {time} (this till's clock).").format(
                    movement=movement_text(movement),
                    staff=movement.staff,
                    time=f"{movement.created:%H:%M:%S}",
                ),
                movement.code,
            ),
            why=shown_reason(movement.reason or ""),
            candidates=tuple(candidate(event) for event in movement.candidates),
        )

    def decide(self, event_id: int | None) -> None:
        """The manager's word: ``event_id`` is this till's, or (None) none is."""
        manager = self.parts.gate.begin_action()
        if manager is None:
            self.say(translate("Unconfirmed", "A manager PIN is needed for this."), "refused")
            return
        try:
            decided = self.parts.movements.decide(self.view.movement_id, self.parts.actor(manager), event_id)
        except ValueError as exc:
            self.say(f"{str(exc)[:1].upper()}{str(exc)[1:]}.", "refused")
            return
        except StorageError as exc:
            self.say(
                translate("Unconfirmed", "{problem}. Nothing was decided.").format(problem=exc.problem),
                "refused",
            )
            return
        self.say(movement_text(decided), "done")
        self.finished.emit()
