"""What every manager dialog's view-model shares: the till's parts it works with, and its lifetime.

A dialog's view-model lives as long as its dialog, or as long as a movement it sent is still being
settled, whichever is longer: a manager may close the reverse dialog while the answer is awaited,
and the outcome must still be written and announced. ``release()`` says the dialog is gone.
"""

from __future__ import annotations

import itertools
from collections.abc import Awaitable, Callable, Coroutine
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from PySide6.QtCore import QObject, Signal

from app.api.client import VoucherClient
from app.api.errors import ApiError
from app.core.errors import describe
from app.core.feed_event import ShownEvent
from app.core.masking import mask_code
from app.core.movement import MovementState
from app.core.notice import Kind, Notice
from app.core.settings import Settings
from app.core.shift_report import service_offset
from app.core.tasks import TaskSlots
from app.desk.common.connection import ConnectionViewModel
from app.desk.common.outcomes import Wording, carry_out
from app.desk.common.session import SessionViewModel
from app.desk.manager.gate import ManagerGate
from app.services.movements import Actor, MovementResult, MovementService, UnresolvedMovementError
from app.store.audit import AuditLog
from app.store.journal import Journal
from app.store.pos_keyed import PosKeyedStore

_numbers = itertools.count(1)


def _masked(event: ShownEvent) -> str:
    return mask_code(event.code) if event.code else "—"


@dataclass
class ManagerParts:
    """The till's parts a manager's dialogs work with; one per till, shared by every dialog."""

    settings: Settings
    gate: ManagerGate
    audit: AuditLog
    journal: Journal
    movements: MovementService
    client: VoucherClient
    tasks: TaskSlots
    connection: ConnectionViewModel
    session: SessionViewModel
    pos_keyed: PosKeyedStore | None
    clock: Callable[[], datetime]
    #: Events the service has shown reversed (their history line says so), with the reason to show.
    known_reversed: dict[int, str] = field(default_factory=dict)
    #: An event's code as the location's activity shows it, masked beside the other codes there, so
    #: a prompt about TEA40PART does not read "••••••PART" like SPA50PART on the same screen.
    shown_code: Callable[[ShownEvent], str] = field(default=_masked)

    @property
    def location_id(self) -> int:
        return self.movements.location_id

    def service_now(self) -> datetime:
        """Now in the property's local time, the frame of every service timestamp: the offset
        measured this session, else the one the journal proves, else the till's own clock."""
        shift = service_offset(self.movements.timeline.offset_s, self.journal.newest_answered())
        return self.clock() + (shift or timedelta(0))

    def actor(self, manager: str) -> Actor:
        return Actor(self.session.staff or manager, manager)


class ManagerTask(QObject):
    """Signals:
    notice(Notice): what the dialog says now (its text and kind: done, checking, refused, unknown
        or problem); the dialog shows the last one in its status line.
    finished(): a movement settled; the voucher on screen and the feed should be read again.
    """

    notice = Signal(object)
    finished = Signal()

    def __init__(self, parts: ManagerParts, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.parts = parts
        self._slot = f"manager-{type(self).__name__}-{next(_numbers)}"
        self._released = False

    def say(self, text: str, kind: str) -> None:
        self.notice.emit(Notice(text, kind=Kind(kind)))

    @property
    def busy(self) -> bool:
        return self.parts.tasks.running(self._slot)

    def start(self, work: Coroutine[Any, Any, None]) -> None:
        task = self.parts.tasks.start(self._slot, self._run(work))
        # A task cancelled before its first step (a newer one in this slot, the till closing)
        # never begins ``work``: it is closed here rather than left for Python to warn about.
        task.add_done_callback(lambda _done: work.close())

    async def _run(self, work: Coroutine[Any, Any, None]) -> None:
        try:
            await work
        finally:
            if self._released:
                self.deleteLater()

    def release(self) -> None:
        """The dialog closed: delete this view-model now, or once its work has ended."""
        self._released = True
        if not self.busy:
            self.deleteLater()

    def unreadable(self, exc: ApiError, subject: str, fallback: str, not_offered: str) -> str:
        """Why the action is not offered: ``not_offered`` (translated, its ``{problem}`` filled in)
        with why the service could not be read, in till words (told to the connection line too), or
        ``fallback`` when the error has no words of its own."""
        shown = describe(exc, subject=subject)
        if shown is not None:
            self.parts.connection.report(shown)
        return not_offered.format(problem=shown.text if shown else fallback)

    async def carry(
        self,
        send: Callable[[], Awaitable[MovementResult]],
        wording: Wording,
        shown: Callable[[MovementResult], Awaitable[None]],
    ) -> None:
        """Send the manager's movement and settle a lost answer (``carry_out``); ``shown`` puts its
        outcome in the dialog's words, unless it is still unknown (``carry_out`` has said so). An
        earlier movement that blocks it is said instead. ``finished`` comes last, whatever happened."""
        parts = self.parts
        try:
            result = await carry_out(
                send, movements=parts.movements, connection=parts.connection, say=self.say, wording=wording
            )
            if result.outcome is not MovementState.UNKNOWN:
                await shown(result)
        except UnresolvedMovementError as exc:
            self.say(exc.told(), "unknown")
        finally:
            self.finished.emit()


def not_done_outcome(
    result: MovementResult, *, not_applied: str, refused: str, subject: str
) -> tuple[str, str]:
    """The words and kind of a manager's movement that did not go through as asked: ``not_applied``
    when nothing changed, the service's own words for a mismatch or an unconfirmed one, and for a
    refusal its error's words about ``subject`` (or ``refused`` when it has none)."""
    if result.outcome is MovementState.NOT_APPLIED:
        return not_applied, "refused"
    if result.outcome in (MovementState.MISMATCH, MovementState.UNCONFIRMED):
        return result.text, "unknown"
    shown = describe(result.error, subject=subject) if result.error is not None else None
    return (shown.text if shown else refused), "refused"
