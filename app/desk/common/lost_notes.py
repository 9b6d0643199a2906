"""A manager notes "the guest says the voucher is lost" on an order found by Find; the next lookup
of any of its codes warns the cashier. Audited locally (the service has no field for it)."""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from typing import Protocol

from PySide6.QtCore import QObject, Signal

from app.core.dates import day_text
from app.core.i18n import translate
from app.core.masking import mask_codes
from app.core.names import shown_name
from app.core.notice import Kind, Notice
from app.core.tasks import TaskSlots
from app.desk.common.audit_writer import AuditWriter
from app.desk.common.opened_later import OpenedLater
from app.store.db import StorageError
from app.store.lost_notes import LostNote

log = logging.getLogger(__name__)


class LostNoteStore(Protocol):
    def add(self, order_id: int, codes: Iterable[str], manager: str) -> None: ...

    def note_for(self, code: str) -> LostNote | None: ...

    def close(self) -> None: ...


class LostNotesViewModel(QObject):
    """Signals: ``notice(Notice)`` (the warning at a lookup, shown where the lookup speaks),
    ``noted(str)`` (what the Find dialog says once a note is written)."""

    notice = Signal(object)
    noted = Signal(str)

    def __init__(
        self,
        *,
        notes: Callable[[], LostNoteStore],
        kept: Callable[[], bool],
        writer: AuditWriter,
        tasks: TaskSlots,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._notes = OpenedLater(notes)
        #: Whether the notes' file exists: a till where no note was ever made reads nothing at a lookup.
        self._kept = kept
        self._writer = writer
        self._tasks = tasks

    async def _store(self) -> LostNoteStore:
        return await self._notes.get()

    def close(self) -> None:
        self._notes.close()

    def note(self, order_id: int, codes: list[str], manager: str) -> None:
        """The guest says the vouchers of ``order_id`` are lost (a manager approved with their PIN)."""
        self._tasks.start("lost-note", self._note(order_id, codes, manager))

    async def _note(self, order_id: int, codes: list[str], manager: str) -> None:
        try:
            (await self._store()).add(order_id, codes, manager)
        except StorageError as exc:
            self.noted.emit(
                translate("Find", "The note could not be written: {problem}").format(problem=exc.problem)
            )
            return
        self._writer.append(
            "lost_note",
            f"noted on {len(codes)} voucher(s)",
            nobody=manager,
            manager=manager,
            order_id=order_id,
            reason="guest says the voucher is lost",
        )
        masked = ", ".join(mask_codes(codes))
        self.noted.emit(
            translate("Find", "Noted: the guest says {codes} of order {order} is lost.").format(
                codes=masked, order=order_id
            )
        )

    def check(self, code: str) -> None:
        """At a lookup: warn when a manager noted this code lost."""
        if self._notes.store is not None or self._kept():
            self._tasks.start("lost-check", self._check(code))

    async def _check(self, code: str) -> None:
        try:
            note = (await self._store()).note_for(code)
        except StorageError as exc:
            log.warning("Lost-voucher notes could not be read: %s", exc.problem)
            return
        if note is not None:
            self.notice.emit(
                Notice(
                    translate(
                        "Find",
                        "Reported lost: on {day} manager {manager} noted that the guest says the vouchers "
                        "of order {order} are lost. Check who is presenting it.",
                    ).format(day=day_text(note.noted), manager=shown_name(note.manager), order=note.order_id),
                    kind=Kind.ALERT,
                )
            )
