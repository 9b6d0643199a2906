"""The manager gate: who the managers are, their PINs, the lock after wrong PINs, one-action sessions.

Each manager has their own name and PIN (as team passcodes on Square): the PIN alone says who is
approving, so the audit log names them, and no two managers share a PIN. A session covers exactly
one action: the PIN is asked again for the next one, so an unlocked till is never left behind at a
busy desk.

Checking a PIN costs about 50 ms of scrypt per manager (``app.core.pin``), so it runs on a worker
thread and the answer comes back as a signal; a second Enter while one check runs is ignored, so one
Enter is one try. Wrong PINs are counted by :class:`ManagerLock` on disk: five in a row lock manager
actions for a delay that grows with each further failure, and a restart does not clear it.

Other parts of the till ask for a manager through the UI's ``ManagerActions.approve`` (which shows
the PIN prompt over this gate) and then call :meth:`ManagerGate.begin_action` for the name.
"""

from __future__ import annotations

import asyncio
import logging
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from app.core.audit_line import AuditLine
from app.core.i18n import QT_TRANSLATE_NOOP, translate
from app.core.names import TRAINING_MANAGER
from app.core.pin import MAX_LENGTH, MIN_LENGTH, PinError, verify_pin
from app.core.settings import ManagerRecord, ServiceFit, Settings, save_settings
from app.core.tasks import TaskSlots
from app.desk.common.ports import AuditTrail, PinLock
from app.desk.common.session import SessionViewModel
from app.store.db import SETTINGS_STORE, StorageError, storage_problem

log = logging.getLogger(__name__)

#: [DECIDE] The training manager's PIN (documented in the README and on the PIN prompt).
TRAINING_PIN = "2468"
#: ``hash_pin(TRAINING_PIN)``, made once: the PIN is public, and hashing it at start would cost the
#: GUI thread 50 ms.
TRAINING_PIN_HASH = "scrypt$16384$8$1$tX8R6bZVatdiau7JLyvGRg==$oM/8NJ6HQSniQNv5+2lAxfq5iEa1/6qjZfUVFDBudqg="

ACTION_UNLOCK = "manager unlock"
ACTION_UNSAFE_PIN = "new PIN refused"

#: Said, and neither counted nor audited, for what cannot be a PIN: a code scanned into the prompt
#: (letters, or more digits than a PIN has) is not a manager guessing, and must not lock managers out.
_NOT_A_PIN = QT_TRANSLATE_NOOP(
    "Pin", "Not a PIN: a PIN is {shortest} to {longest} digits. Not counted; type the PIN."
)
#: The same words in the source language.
NOT_A_PIN_TEXT = _NOT_A_PIN.format(shortest=MIN_LENGTH, longest=MAX_LENGTH)


def not_a_pin_text() -> str:
    """Why what was typed is not a PIN, in the language of whoever is signed in."""
    return translate("Pin", _NOT_A_PIN).format(shortest=MIN_LENGTH, longest=MAX_LENGTH)


@dataclass(frozen=True)
class PinAnswer:
    ok: bool
    text: str
    manager: str = ""


def could_be_pin(text: str) -> bool:
    """Only what could be a PIN is checked, and so counted as a wrong try when it is not one."""
    return text.isascii() and text.isdigit() and MIN_LENGTH <= len(text) <= MAX_LENGTH


def training_managers() -> tuple[ManagerRecord, ...]:
    return (ManagerRecord(name=TRAINING_MANAGER, pin_hash=TRAINING_PIN_HASH),)


def identify(pin: str, managers: Sequence[ManagerRecord]) -> ManagerRecord | None:
    """The manager whose PIN this is, or None. Slow (scrypt per manager): call it off the GUI thread.

    A stored hash that cannot be read never matches; it is logged, and the other managers still work.
    """
    for record in managers:
        try:
            if verify_pin(pin, record.pin_hash):
                return record
        except PinError:
            log.error(
                "The stored PIN of manager %r is unreadable; that manager must be set up again", record.name
            )
    return None


class ManagerGate(QObject):
    """Signals:
    session_changed(str): the manager now unlocked, or "" when the one-action session ended.
    answered(PinAnswer): the outcome of a PIN try (``unlock``).
    managers_changed(): a manager was added or removed, or a PIN changed.
    """

    session_changed = Signal(str)
    answered = Signal(object)
    managers_changed = Signal()

    def __init__(
        self,
        *,
        settings: Settings,
        settings_file: Path | None,
        lock: PinLock,
        audit: AuditTrail,
        tasks: TaskSlots,
        session: SessionViewModel,
        training: bool,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._settings = settings
        self._settings_file = settings_file
        self._lock = lock
        self._audit = audit
        self._tasks = tasks
        self._session = session
        self.training = training
        self._manager: str | None = None
        if training and not settings.managers:
            settings.managers = training_managers()

    # -- who the managers are -------------------------------------------------------------------

    @property
    def till(self) -> str:
        return self._settings.till_name

    @property
    def managers(self) -> tuple[ManagerRecord, ...]:
        return self._settings.managers

    def manager_names(self) -> list[str]:
        return [record.name for record in self._settings.managers]

    def save_managers(self, managers: Sequence[ManagerRecord]) -> None:
        """Keep a new list of managers; at least one must remain (the admin view-model checks why)."""
        if not managers:
            raise ValueError("a till keeps at least one manager")
        before = self._settings.managers
        self._settings.managers = tuple(managers)
        if self._settings_file is not None:
            try:
                save_settings(self._settings, self._settings_file)
            except OSError as exc:
                # Unsaved, the change would be gone at the next start: keep the list that is on disk.
                self._settings.managers = before
                raise storage_problem(exc, SETTINGS_STORE) from exc
        self.managers_changed.emit()

    def save_dual_control(self, limits: dict[int, dict[str, Decimal]]) -> None:
        """Keep new dual-control limits (location → currency → amount); unsaved, the change is not
        kept in memory either, so what the till does is what the next start will do."""
        before = self._settings.dual_control_above
        self._settings.dual_control_above = limits
        if self._settings_file is not None:
            try:
                save_settings(self._settings, self._settings_file)
            except OSError as exc:
                self._settings.dual_control_above = before
                raise storage_problem(exc, SETTINGS_STORE) from exc

    def save_service_fit(self, fit: ServiceFit) -> None:
        """Keep what the service check found with the settings, so the next start reads the account
        the same way; unsaved (a full disk) it still holds for this session, and the log says so."""
        self._settings.service_fit = fit
        if self._settings_file is not None:
            try:
                save_settings(self._settings, self._settings_file)
            except OSError as exc:
                log.warning("The service check's findings could not be saved with the settings: %s", exc)

    @property
    def training_hint(self) -> str:
        if self.training and any(r.pin_hash == TRAINING_PIN_HASH for r in self._settings.managers):
            return translate("Pin", "Training till: the manager PIN is {pin}.").format(pin=TRAINING_PIN)
        return ""

    # -- the PIN --------------------------------------------------------------------------------

    @property
    def manager(self) -> str | None:
        return self._manager

    @property
    def checking(self) -> bool:
        return self._tasks.running("manager-pin")

    def lock_text(self) -> str:
        status = self._lock.check()
        if not status.locked or status.left is None:
            return ""
        # A duration, not a time of day: the lock runs on the till's clock, while the times beside
        # it (the top bar, the feed) are the service's, which may be another zone or set wrong.
        minutes = max(1, math.ceil(status.left.total_seconds() / 60))
        return translate(
            "Pin", "Too many wrong PINs. Manager actions are locked for another {minutes} min."
        ).format(minutes=minutes)

    def unlock(self, pin: str) -> None:
        """Check a PIN for one action; the answer comes as ``answered``. Ignored while one is checked."""
        if self.checking:
            return
        locked = self.lock_text()
        if locked:
            self.answered.emit(self._recorded(lambda: self._refused_locked(locked)))
            return
        if not pin:
            self.answered.emit(PinAnswer(False, translate("Pin", "Type your manager PIN.")))
            return
        if not could_be_pin(pin):
            self.answered.emit(PinAnswer(False, not_a_pin_text()))
            return
        self._tasks.start("manager-pin", self._unlock(pin, self._settings.managers))

    async def _unlock(self, pin: str, managers: tuple[ManagerRecord, ...]) -> None:
        found = await asyncio.to_thread(identify, pin, managers)
        self.answered.emit(self._recorded(lambda: self._checked(found)))

    def _recorded(self, answer: Callable[[], PinAnswer]) -> PinAnswer:
        """``answer()``, which writes the lock and the audit log; a store that cannot be written (a
        full disk) refuses the PIN in its own words: a manager's action is audited or not done, and
        the prompt is never left at "Checking…"."""
        try:
            return answer()
        except StorageError as exc:
            log.warning("Manager PIN refused: %s", exc)
            return PinAnswer(False, exc.problem)

    def _refused_locked(self, locked: str) -> PinAnswer:
        self.record(ACTION_UNLOCK, "", "refused (locked)")
        return PinAnswer(False, locked)

    def _checked(self, found: ManagerRecord | None) -> PinAnswer:
        if found is None:
            status = self._lock.record_failure()
            self.record(ACTION_UNLOCK, "", "wrong PIN")
            text = self.lock_text() if status.locked else translate("Pin", "Wrong PIN. Try again.")
            return PinAnswer(False, text)
        self._lock.record_success()
        self.record(ACTION_UNLOCK, found.name, "done")
        self._manager = found.name
        self.session_changed.emit(found.name)
        return PinAnswer(True, "", found.name)

    def count_unsafe_pin(self, manager: str) -> str:
        """A new PIN refused as unsafe (guessable, or another manager's) counts as a wrong PIN.

        Otherwise the Managers dialog would be a way round the lock: one manager could try PINs
        there until one is refused as taken. Audited under ``manager``, who opened the dialog.
        Returns the lock's words when this try locks manager actions, else "".
        """
        status = self._lock.record_failure()
        self.record(ACTION_UNSAFE_PIN, manager, "refused (counted as a wrong PIN)")
        return self.lock_text() if status.locked else ""

    def cancel(self) -> None:
        """The PIN prompt was closed: a check still running is dropped, so no session opens behind
        a closed prompt (a right PIN answered after Cancel must not leave the till unlocked)."""
        self._tasks.cancel("manager-pin")
        self.end_session()

    def end_session(self) -> None:
        if self._manager is not None:
            self._manager = None
            self.session_changed.emit("")

    def begin_action(self) -> str | None:
        """The manager who allows the action starting now; the session ends with it."""
        name = self._manager
        self.end_session()
        return name

    def record(
        self, action: str, manager: str, outcome: str, *, reason: str | None = None, code: str | None = None
    ) -> None:
        """An audit line for a manager's action at this till, under the staff member signed in."""
        self._audit.append(
            AuditLine(
                action=action,
                till=self.till,
                staff=self._session.staff or manager or "—",
                manager=manager or None,
                outcome=outcome,
                code=code,
                reason=reason,
            )
        )
