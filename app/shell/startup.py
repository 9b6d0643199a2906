"""What the till does when its own files stop it from starting: it says so, and asks.

A damaged journal, audit log or settings file, a read-only data folder, a file another program has
locked: each opens a window that says what is wrong and what to do, and the same words go to
stderr for whoever started the till from a console. The till never exits silently, and it never
throws a damaged file away: it is renamed aside, and a fresh one is started only when the user
chooses it in that window.
"""

from __future__ import annotations

import asyncio
import logging
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractButton, QMessageBox, QWidget

from app import APP_NAME
from app.core.i18n import QT_TRANSLATE_NOOP, translate
from app.core.paths import AUDIT_FILE, JOURNAL_FILE, MANAGER_LOCK_FILE
from app.core.settings import SettingsDamaged
from app.store.audit import AuditLog
from app.store.db import SqliteStore, StoreUnavailable
from app.store.journal import Journal
from app.store.manager_lock import ManagerLock
from app.store.salvage import Salvage, start_afresh

log = logging.getLogger(__name__)

QUIT = "quit"
RETRY = "retry"
AFRESH = "afresh"
SET_UP = "set up"

_OPENERS: dict[str, Callable[[Path], SqliteStore]] = {
    JOURNAL_FILE: Journal,
    AUDIT_FILE: AuditLog,
    MANAGER_LOCK_FILE: ManagerLock,
}

STORE_ADVICE = {
    "read-only": QT_TRANSLATE_NOOP(
        "Startup",
        "Nothing has been changed. Ask whoever looks after this computer to let the till write "
        "to that folder, then choose Try again.",
    ),
    "locked": QT_TRANSLATE_NOOP(
        "Startup",
        "Another program (a database viewer, a backup or sync tool) has the file open. Close it, "
        "then choose Try again.",
    ),
    "full": QT_TRANSLATE_NOOP("Startup", "Free some space on this computer's disk, then choose Try again."),
    "other": QT_TRANSLATE_NOOP(
        "Startup",
        "Check the disk and the folder, then choose Try again; if it keeps happening, call support.",
    ),
}


@dataclass(frozen=True)
class Problem:
    """One start-up problem: ``text`` says what is wrong, ``todo`` what to do; ``choices`` are the
    window's buttons as (label, answer), the first being the default. ``information`` marks what
    is no fault at all (a second copy started while the till runs): it shows with the information
    icon and is logged as information, where a fault shows and logs as an error."""

    title: str
    text: str
    todo: str
    choices: tuple[tuple[str, str], ...]
    information: bool = False


@dataclass
class StartupNotes:
    """What the user should be told once the till is open (a restored or fresh file)."""

    lines: list[str] = field(default_factory=list)
    salvaged: list[Salvage] = field(default_factory=list)


class _NoEnter(QObject):
    """Eats Enter and Return on a start-up problem's box (see ``ask``)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        return (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        )


async def ask(problem: Problem, parent: QWidget | None = None) -> str:
    """Show the problem and wait for a choice without blocking the loop; closing the window quits."""
    sys.stderr.write(f"{APP_NAME}: {problem.text}\n{problem.todo}\n")
    sys.stderr.flush()
    if problem.information:
        log.info("Start-up notice: %s", problem.text)
    else:
        log.error("Start-up problem: %s", problem.text)
    box = QMessageBox(parent)
    box.setObjectName("startupProblem")
    box.setIcon(QMessageBox.Icon.Information if problem.information else QMessageBox.Icon.Critical)
    box.setWindowTitle(f"{APP_NAME} — {problem.title}")
    box.setText(problem.text)
    box.setInformativeText(problem.todo)
    answers: dict[QAbstractButton, str] = {}
    for index, (label, answer) in enumerate(problem.choices):
        role = QMessageBox.ButtonRole.RejectRole if answer == QUIT else QMessageBox.ButtonRole.AcceptRole
        button = box.addButton(label, role)
        answers[button] = answer
        if index == 0:
            box.setDefaultButton(button)
    chosen: asyncio.Future[str] = asyncio.get_running_loop().create_future()

    def settle(answer: str) -> None:
        if not chosen.done():
            chosen.set_result(answer)

    # A scanner's Enter, meant for the code field, never answers a start-up problem that offers
    # more than quitting (it would set a damaged journal aside): a choice there is a click, a tap,
    # or Space on the focused button. Where quitting is all there is (a second copy of the till),
    # Enter answers it, as a cashier expects of an OK: eaten, the box looked stuck.
    if any(answer != QUIT for _label, answer in problem.choices):
        no_enter = _NoEnter(box)
        for widget in (box, *answers):
            widget.installEventFilter(no_enter)
    box.buttonClicked.connect(lambda button: settle(answers.get(button, QUIT)))
    box.finished.connect(lambda _result: settle(QUIT))
    box.open()
    try:
        return await chosen
    finally:
        box.deleteLater()


def store_problem(error: StoreUnavailable) -> Problem:
    if error.kind == "damaged":
        store = error.path.name
        return Problem(
            title=translate("Startup", "a damaged file"),
            text=translate("Startup", "{problem}.\n\nFile: {path}").format(
                problem=error.problem, path=error.path
            ),
            todo=translate(
                "Startup",
                "Choose “Keep it aside and start afresh”: the damaged file is renamed with today's date "
                "and time and kept for support, never deleted; a fresh {store} is started, every entry "
                "still readable is carried over, and unsettled movements are checked with the service. "
                "Or quit and call support first.",
            ).format(store=store),
            choices=(
                (translate("Startup", "Keep it aside and start afresh"), AFRESH),
                (translate("Startup", "Quit"), QUIT),
            ),
        )
    where = (
        translate("Startup", "Folder: {path}").format(path=error.path.parent)
        if error.kind == "read-only"
        else translate("Startup", "File: {path}").format(path=error.path)
    )
    return Problem(
        title=translate("Startup", "cannot use its files"),
        text=f"{error.problem}.\n\n{where}",
        todo=translate("Startup", STORE_ADVICE.get(error.kind, STORE_ADVICE["other"])),
        choices=((translate("Startup", "Try again"), RETRY), (translate("Startup", "Quit"), QUIT)),
    )


def settings_problem(error: SettingsDamaged) -> Problem:
    return Problem(
        title=translate("Startup", "damaged settings"),
        text=error.problem,
        todo=translate(
            "Startup",
            "Set the till up again: you will need the service address, the API key and a new manager "
            "PIN. Or quit and call support, who can look at the damaged file first.",
        ),
        choices=(
            (translate("Startup", "Set up the till again"), SET_UP),
            (translate("Startup", "Quit"), QUIT),
        ),
    )


def afresh(error: StoreUnavailable, notes: StartupNotes) -> None:
    """Keep the damaged store aside and start a fresh one with whatever could be read from it."""
    opener = _OPENERS.get(error.path.name, Journal)
    store, salvage = start_afresh(error.path, opener)
    store.close()
    notes.salvaged.append(salvage)
    notes.lines.append(
        translate(
            "Startup",
            "The till's {store} was damaged. It is kept as {kept_as}; a fresh one was started and %n "
            "entries still readable in it were carried over. Unsettled movements among them are being "
            "checked with the service.",
            None,
            salvage.total,
        ).format(store=error.path.name, kept_as=salvage.kept_as.name)
    )


def tell(notes: StartupNotes, parent: QWidget) -> QMessageBox | None:
    """Once the till is open: what was restored or started afresh at start-up (non-modal)."""
    if not notes.lines:
        return None
    box = QMessageBox(QMessageBox.Icon.Warning, APP_NAME, "\n\n".join(notes.lines), parent=parent)
    box.setObjectName("startupNotice")
    box.open()
    return box
