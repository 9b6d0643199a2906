"""Start-up with a damaged, unreadable or locked file: a window says what is wrong and what to do.

The real ``run_till`` runs on Qt's loop (training mode on the session's sandbox). A damaged file is
kept (renamed aside), a fresh one is started only when the user chooses it, and the unsettled
movements still readable in the damaged journal are carried over and reconciled with the service.
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from contextlib import closing
from decimal import Decimal
from pathlib import Path

import pytest
import qasync
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from app.api.client import VoucherClient
from app.core.intent import Intent, Origin
from app.core.paths import AppPaths, resolve_paths
from app.core.pin import hash_pin
from app.core.settings import backup_path
from app.desk.manager.gate import identify
from app.sandbox.seed import DemoCodes
from app.sandbox.seed_catalogue import DEMO_KEY, Locations
from app.shell.single_instance import Claim, SingleInstance
from app.shell.startup import AFRESH, QUIT, Problem, ask
from app.store.audit import AuditLog
from app.store.journal import Journal, MovementKind
from helpers import logs
from helpers.installed import set_up_at_reception
from helpers.storage import damage, damage_tail, held_exclusively, read_only_folder
from helpers.till import main_window_shown, run, run_whole_till
from sandbox_harness.server import SandboxServer

pytestmark = [
    pytest.mark.logs(logs.STARTUP_PROBLEM, logs.SALVAGE, logs.SETTINGS_RESTORED, logs.LOST_ANSWER),
    pytest.mark.usefixtures("collect_qt_garbage"),
]

CODE = DemoCodes.VALID_PARTIAL


@pytest.fixture
def home(tmp_path: Path) -> AppPaths:
    return resolve_paths(tmp_path / "home").ensure()


def training_dir(home: AppPaths) -> Path:
    folder = home.data_dir / "training"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def start(home: AppPaths, sandbox: SandboxServer, *, training: bool = True) -> asyncio.Future[int]:
    return run_whole_till(home, training=training, sandbox_url=sandbox.url if training else None)


def shown_box(name: str) -> QMessageBox | None:
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, QMessageBox) and widget.objectName() == name and widget.isVisible():
            return widget
    return None


def wait_box(qtbot: QtBot, name: str = "startupProblem") -> QMessageBox:
    qtbot.waitUntil(lambda: shown_box(name) is not None, timeout=15_000)
    box = shown_box(name)
    assert box is not None
    return box


def press(box: QMessageBox, label: str) -> None:
    [button] = [b for b in box.buttons() if b.text() == label]
    button.click()


def finish(qtbot: QtBot, task: asyncio.Future[int]) -> int:
    return run(qtbot, task, timeout_ms=15_000)


def rows(path: Path) -> list[tuple[str, str, str | None]]:
    with closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as db:
        return db.execute("SELECT code, state, amount FROM movements ORDER BY created, rowid").fetchall()


def test_a_damaged_journal_is_kept_aside_and_its_unsettled_redemption_reconciled(
    qtbot: QtBot, qloop: qasync.QEventLoop, sandbox: SandboxServer, home: AppPaths
) -> None:
    path = training_dir(home) / "journal.sqlite3"
    with Journal(path) as journal:
        # The till wrote its intent and sent the redemption; the service applied it; then the disk
        # went bad before the outcome was written. Older, settled movements fill more pages.
        journal.record_intent(
            MovementKind.REDEEM,
            Intent(code=CODE, amount=Decimal("5.00"), currency="GBP", balance_before=Decimal("50.00")),
            Origin(Locations.RECEPTION, "Sam Till", "Training till"),
        )
        for number in range(60):
            old = journal.record_intent(
                MovementKind.REDEEM,
                Intent(code=f"OLD{number:04d}", amount=Decimal("1.00"), currency="GBP"),
                Origin(Locations.RECEPTION, "Sam Till", "Training till"),
            )
            journal.mark_rejected(old.id, "not_found")
    client = VoucherClient(sandbox.url, DEMO_KEY)
    event = run(qtbot, client.redeem(CODE, Locations.RECEPTION, Decimal("5.00")))
    run(qtbot, client.aclose())
    damage_tail(path)
    damaged_bytes = path.read_bytes()

    task = start(home, sandbox)
    box = wait_box(qtbot)
    assert box.text().startswith("The till cannot open its journal: the file is damaged.")
    assert str(path) in box.text()
    assert "kept for support, never deleted" in box.informativeText()
    assert [b.text() for b in box.buttons()] == ["Keep it aside and start afresh", "Quit"]
    press(box, "Keep it aside and start afresh")

    window = main_window_shown(qtbot)
    notice = wait_box(qtbot, "startupNotice")
    [kept] = path.parent.glob("journal.sqlite3.damaged-????????-??????")
    assert kept.name in notice.text()
    assert "entries still readable in it were carried over" in notice.text()
    assert kept.read_bytes() == damaged_bytes, "the damaged file is kept as it was"
    # A till training on a sandbox at a given address may share it with other tills at its desk, so
    # the one event found waits for a manager (unconfirmed), with that event as its candidate.
    qtbot.waitUntil(lambda: (CODE, "unconfirmed", "5.00") in rows(path), timeout=15_000)
    assert rows(path)[0] == (CODE, "unconfirmed", "5.00")
    [open_one] = window.till.journal.unresolved()
    assert [c.event_id for c in open_one.candidates] == [event.event_id], (
        "reconciled to the service's own event"
    )
    assert sandbox.state.balance_of(CODE) == 4500, "taken once"
    [line] = window.till.audit.entries(action="start afresh")
    assert line.reason == f"damaged file kept as {kept.name}"
    notice.close()
    window.close()
    assert finish(qtbot, task) == 0


def test_quitting_at_a_damaged_audit_log_changes_nothing(
    qtbot: QtBot, qloop: qasync.QEventLoop, sandbox: SandboxServer, home: AppPaths
) -> None:
    path = training_dir(home) / "audit.sqlite3"
    AuditLog(path).close()
    damage(path)
    before = path.read_bytes()
    task = start(home, sandbox)
    box = wait_box(qtbot)
    assert box.text().startswith(
        "The till cannot open its audit log: the file is damaged (it is not a till database)."
    )
    press(box, "Quit")
    assert finish(qtbot, task) == 2
    assert path.read_bytes() == before
    assert not list(path.parent.glob("*damaged*")), "nothing was kept aside without the user's say-so"


def test_a_read_only_data_folder_says_so_and_opens_once_it_can_write(
    qtbot: QtBot, qloop: qasync.QEventLoop, sandbox: SandboxServer, home: AppPaths
) -> None:
    folder = training_dir(home)
    Journal(folder / "journal.sqlite3").close()
    with read_only_folder(folder):
        task = start(home, sandbox)
        box = wait_box(qtbot)
        assert box.text() == (
            f"The till cannot open its journal: the data folder is read-only.\n\nFolder: {folder}"
        )
        assert box.informativeText().startswith(
            "Nothing has been changed. Ask whoever looks after this computer"
        )
        press(box, "Try again")
        box = wait_box(qtbot)
        assert "read-only" in box.text()
    press(box, "Try again")
    window = main_window_shown(qtbot)
    window.close()
    assert finish(qtbot, task) == 0


def test_a_journal_locked_by_another_program_at_start_says_close_it(
    qtbot: QtBot, qloop: qasync.QEventLoop, sandbox: SandboxServer, home: AppPaths
) -> None:
    path = training_dir(home) / "journal.sqlite3"
    Journal(path).close()
    with held_exclusively(path):
        task = start(home, sandbox)
        box = wait_box(qtbot)
        assert box.text().startswith("The till cannot open its journal: another program has it locked.")
        assert "Close it, then choose Try again" in box.informativeText()
    press(box, "Try again")
    window = main_window_shown(qtbot)
    window.close()
    assert finish(qtbot, task) == 0


def test_an_empty_settings_file_is_restored_from_its_backup_and_the_pin_kept(
    qtbot: QtBot,
    qloop: qasync.QEventLoop,
    sandbox: SandboxServer,
    home: AppPaths,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    settings = set_up_at_reception(home, sandbox, monkeypatch, manager_pin_hash=hash_pin("2580"))
    home.settings_file.write_bytes(b"")  # a power cut on a disk that lied about its sync

    task = start(home, sandbox, training=False)
    window = main_window_shown(qtbot)
    notice = wait_box(qtbot, "startupNotice")
    assert notice.text().startswith(
        "The till's settings file was empty; it has been restored from its backup copy"
    )
    assert window.header.place.text() == "Harbour Hotel & Spa · Hotel Reception", "no first-run setup"
    assert [m.name for m in window.till.manager.managers] == ["Manager"], "the old single PIN, migrated"
    assert window.till.manager.managers == settings.managers
    found = identify("2580", window.till.manager.managers)
    assert found is not None
    assert found.name == "Manager"
    assert backup_path(home.settings_file).exists()
    notice.close()
    window.close()
    assert finish(qtbot, task) == 0


@pytest.mark.logs(r"Start-up problem: The journal is damaged")
def test_a_scanners_enter_never_answers_a_start_up_problem(qtbot: QtBot, qloop: qasync.QEventLoop) -> None:
    """A scan's Enter meant for the code field would set a damaged journal aside: the problem waits
    for a click, a tap or Space on a button."""
    problem = Problem(
        title="damaged journal",
        text="The journal is damaged.",
        todo="Keep it aside and start afresh, or quit.",
        choices=(("Keep it aside and start afresh", AFRESH), ("Quit", QUIT)),
    )
    answer = asyncio.ensure_future(ask(problem))
    qtbot.waitUntil(lambda: any(w.objectName() == "startupProblem" for w in QApplication.topLevelWidgets()))
    box = next(w for w in QApplication.topLevelWidgets() if w.objectName() == "startupProblem")
    assert isinstance(box, QMessageBox)
    qtbot.keyClick(box, Qt.Key.Key_Return)
    qtbot.keyClick(box.focusWidget() or box, Qt.Key.Key_Enter)
    # A button answers by a click, which Qt makes at once on Enter: had Enter answered, the answer
    # would be in now; and Quit is only the answer below if no other came before it.
    assert not answer.done(), "Enter answered the problem"
    quit_button = next(b for b in box.buttons() if b.text() == "Quit")
    quit_button.click()
    qtbot.waitUntil(answer.done)
    assert answer.result() == QUIT


@pytest.mark.logs(r"Start-up problem: Voucher Desk is already running")
def test_enter_answers_a_start_up_problem_whose_only_choice_is_to_quit(
    qtbot: QtBot, qloop: qasync.QEventLoop
) -> None:
    """A second copy's notice has only OK, which quits this copy: Enter answers it (a scanner's
    Enter can do no harm there), where eaten the box looked stuck."""
    problem = Problem(
        title="already running", text="Voucher Desk is already running.", todo="", choices=(("OK", QUIT),)
    )
    answer = asyncio.ensure_future(ask(problem))
    qtbot.waitUntil(lambda: any(w.objectName() == "startupProblem" for w in QApplication.topLevelWidgets()))
    box = next(w for w in QApplication.topLevelWidgets() if w.objectName() == "startupProblem")
    qtbot.keyClick(box.focusWidget() or box, Qt.Key.Key_Return)
    qtbot.waitUntil(answer.done)
    assert answer.result() == QUIT


def test_a_second_copy_is_told_with_information_not_an_error_and_brings_the_first_forward(
    qtbot: QtBot,
    qloop: qasync.QEventLoop,
    sandbox: SandboxServer,
    home: AppPaths,
    caplog: pytest.LogCaptureFixture,
) -> None:
    """Starting the till while it runs is nothing gone wrong: the box has the information icon,
    the first till is asked to come to the front and the box says it was, and the log says it as
    information."""
    caplog.set_level(logging.INFO, logger="app.shell.startup")
    first = SingleInstance(home.config_dir, home.data_dir)
    assert first.claim() is Claim.MINE
    try:
        task = start(home, sandbox)
        with qtbot.waitSignal(first.activated, timeout=15_000):
            box = wait_box(qtbot)
        assert box.icon() is QMessageBox.Icon.Information
        assert box.text() == "Voucher Desk is already running: its window has been brought to the front."
        press(box, "OK")
        assert finish(qtbot, task) == 3
    finally:
        first.release()
    said = [r for r in caplog.records if "already running" in r.getMessage()]
    assert [r.levelname for r in said] == ["INFO"]
