"""Managers: added, removed and given a new PIN from the Manager menu, each change audited.

The same rules serve first-run setup (``app.desk.manager.setup``): a name that is not a PIN, a PIN
no bystander guesses at once, typed twice, and not another manager's (the PIN alone identifies the
manager). The last manager cannot be removed: the till would have nobody to approve anything.

A PIN another manager has is refused, since the PIN is what names the approver in the audit log.
But "another manager has this PIN" would tell whoever types it a colleague's PIN. Square gives each
team member a unique passcode and offers to generate one; the till keeps PINs unique the same way
and refuses a taken PIN in the very words it uses for a guessable one (1234, 0000, 1212:
``UNSAFE_PIN_TEXT``), so the answer never confirms that a PIN belongs to a manager. Every such
refusal here also counts as a wrong PIN toward the manager lock (``ManagerGate.count_unsafe_pin``),
and is audited: trying PINs in this dialog to find a colleague's is as slow as guessing at the
prompt, and leaves a line with the name of the manager who opened it. First-run setup refuses in
the same words but counts nothing: whoever sets the till up types every manager's PIN there.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence

from PySide6.QtCore import QObject, Signal

from app.core.i18n import QT_TRANSLATE_NOOP, translate
from app.core.pin import UNSAFE_PIN_TEXT, PinError, UnsafePinError, hash_pin, validate_new_pin
from app.core.settings import ManagerRecord
from app.desk.common.table import RecordTableModel, name_column
from app.desk.manager.base import ManagerParts, ManagerTask
from app.desk.manager.gate import identify
from app.store.db import StorageError

log = logging.getLogger(__name__)

ACTION_ADD = "add manager"
ACTION_REMOVE = "remove manager"
ACTION_CHANGE_PIN = "change manager PIN"

#: Said when the name field holds what looks like a PIN: a PIN typed into the name field by a
#: hurried manager must never be kept, shown or written to the audit log as a name.
PIN_AS_NAME_TEXT = QT_TRANSLATE_NOOP(
    "Managers", "That looks like a PIN. Type the manager's name, then the PIN."
)
#: A PIN another manager has: the same words as a guessable PIN, never "another manager has it".
PIN_TAKEN_TEXT = UNSAFE_PIN_TEXT
MISMATCH_TEXT = QT_TRANSLATE_NOOP("Managers", "The two PINs are not the same. Type them again.")


def clean_name(name: str) -> str:
    return " ".join(name.split())[:60]


def looks_like_pin(name: str) -> bool:
    """A name made only of digits (and spaces) is a PIN typed into the wrong field."""
    return name.replace(" ", "").isdigit()


def name_problem(name: str, taken: Sequence[str]) -> str:
    """Why ``name`` (cleaned) cannot be a new manager's name, or ""."""
    if not name:
        return translate("Managers", "Type the manager's name.")
    if looks_like_pin(name):
        return translate("Managers", PIN_AS_NAME_TEXT)
    if name.casefold() in {other.casefold() for other in taken}:
        return translate("Managers", "{name} is already a manager.").format(name=name)
    return ""


def pin_problem(first: str, second: str) -> str:
    """Why the PIN typed twice cannot be taken ("" when it can, if no manager has it).

    The form and the second typing are checked first: a slip of the finger is no guess, and is
    not counted toward the lock; only then whether the PIN is safe (``UNSAFE_PIN_TEXT``).
    """
    try:
        validate_new_pin(first)
    except UnsafePinError:
        if first != second:
            return translate("Managers", MISMATCH_TEXT)
        return UNSAFE_PIN_TEXT
    except PinError as exc:
        return str(exc)
    if first != second:
        return translate("Managers", MISMATCH_TEXT)
    return ""


def hashed_unless_taken(pin: str, others: Sequence[ManagerRecord]) -> str | None:
    """The new PIN's hash, or None when another manager already has it. Slow: off the GUI thread."""
    if identify(pin, others) is not None:
        return None
    return hash_pin(pin)


def managers_model(parent: QObject | None = None) -> RecordTableModel[ManagerRecord]:
    return RecordTableModel([name_column(translate("Managers", "Manager"), lambda m: m.name)], parent)


class ManagerAdminViewModel(ManagerTask):
    """Opened by ``manager`` (who approved it with their PIN); every change is audited as theirs.

    Signals (besides ``status``): ``changed(bool ok)`` after each add, remove or PIN change, so the
    dialog clears its fields only when the change was made.
    """

    changed = Signal(bool)

    def __init__(self, parts: ManagerParts, manager: str, parent: QObject | None = None) -> None:
        super().__init__(parts, parent)
        self.manager = manager
        self.managers = managers_model(self)
        self.managers.set_records(parts.gate.managers)

    def add(self, name: str, first: str, second: str) -> None:
        if self.busy:
            return
        cleaned = clean_name(name)
        problem = name_problem(cleaned, self.parts.gate.manager_names()) or self._pin_problem(first, second)
        if problem:
            self._refuse(problem)
            return
        self.start(self._save(cleaned, first, replacing=None))

    def change_pin(self, name: str, first: str, second: str) -> None:
        if self.busy:
            return
        if name not in self.parts.gate.manager_names():
            self._refuse(translate("Managers", "Choose the manager whose PIN changes."))
            return
        problem = self._pin_problem(first, second)
        if problem:
            self._refuse(problem)
            return
        self.start(self._save(name, first, replacing=name))

    def remove(self, name: str) -> None:
        managers = self.parts.gate.managers
        if name not in [m.name for m in managers]:
            self._refuse(translate("Managers", "Choose the manager to remove."))
            return
        if len(managers) == 1:
            self._refuse(
                translate("Managers", "The last manager cannot be removed: add another manager first.")
            )
            return
        if not self._keep([m for m in managers if m.name != name], ACTION_REMOVE, name):
            return
        self.say(
            translate("Managers", "{name} is no longer a manager at this till.").format(name=name), "done"
        )
        self.changed.emit(True)

    async def _save(self, name: str, pin: str, *, replacing: str | None) -> None:
        others = [m for m in self.parts.gate.managers if m.name != replacing]
        pin_hash = await asyncio.to_thread(hashed_unless_taken, pin, others)
        if pin_hash is None:
            self._refuse(self._unsafe())
            return
        record = ManagerRecord(name=name, pin_hash=pin_hash)
        if replacing is None:
            if not self._keep([*self.parts.gate.managers, record], ACTION_ADD, name):
                return
            self.say(translate("Managers", "{name} is now a manager at this till.").format(name=name), "done")
        else:
            if not self._keep(
                [record if m.name == replacing else m for m in self.parts.gate.managers],
                ACTION_CHANGE_PIN,
                name,
            ):
                return
            self.say(translate("Managers", "{name}'s PIN is changed.").format(name=name), "done")
        self.changed.emit(True)

    def _pin_problem(self, first: str, second: str) -> str:
        """``pin_problem``, refused outright while the manager lock holds, and an unsafe PIN counted."""
        locked = self.parts.gate.lock_text()
        if locked:
            return locked
        problem = pin_problem(first, second)
        return self._unsafe() if problem == UNSAFE_PIN_TEXT else problem

    def _unsafe(self) -> str:
        """A guessable or taken PIN: counted as a wrong PIN; the lock's words once it locks."""
        return self.parts.gate.count_unsafe_pin(self.manager) or UNSAFE_PIN_TEXT

    def _keep(self, managers: list[ManagerRecord], action: str, name: str) -> bool:
        """Save the new list and audit ``action`` on ``name``; False (said in till words, nothing
        changed) when either cannot be written: unaudited, a change of who may approve must not stand."""
        before = self.parts.gate.managers
        try:
            self.parts.gate.save_managers(managers)
        except StorageError as exc:
            self._refuse(translate("Managers", "{problem}. Nothing was changed.").format(problem=exc.problem))
            return False
        try:
            self.parts.gate.record(action, self.manager, "done", reason=name)
        except StorageError as exc:
            log.warning("Storage problem: %s; the managers were not changed", exc.problem)
            self._put_back(before)
            self._refuse(translate("Managers", "{problem}. Nothing was changed.").format(problem=exc.problem))
            return False
        self.managers.set_records(managers)
        return True

    def _put_back(self, before: Sequence[ManagerRecord]) -> None:
        """The list as it was: in the settings file if it takes it, and in memory whatever happens."""
        try:
            self.parts.gate.save_managers(before)
        except StorageError as exc:
            log.error("The managers could not be put back in the settings file: %s", exc.problem)
            self.parts.settings.managers = tuple(before)

    def _refuse(self, text: str) -> None:
        self.say(text, "refused")
        self.changed.emit(False)
