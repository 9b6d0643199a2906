"""The life of the application on the qasync loop: compose a till session, show it, wait for its
window to close, clean up; again on new settings when a manager changes the service.

It lives above ``app.shell`` (it opens the window and the start-up dialogs) and beside ``app.compose``
(which wires a session), so no widget decides when a session begins or ends.
"""

from __future__ import annotations

import asyncio
import gc
import logging
import os
import sys
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import TypeVar

from app import APP_NAME
from app.compose import Till, TillFiles, TillHooks, build_till, open_till_files
from app.core.audit_line import AuditLine
from app.core.i18n import QT_TRANSLATE_NOOP, translate
from app.core.masking import mask_code
from app.core.paths import AppPaths
from app.core.settings import Settings, SettingsDamaged, read_settings, save_settings
from app.desk.common.outcomes import sent_text
from app.desk.manager import TRAINING_PIN
from app.desk.manager import widgets as manager_ui
from app.desk.topup import Offer
from app.services.updates import installed_folder
from app.shell.crash import CrashReporter
from app.shell.early import EarlyWindow
from app.shell.geometry import no_dialog_placing, show_till
from app.shell.later import load_later
from app.shell.main_window import MainWindow
from app.shell.paint_mark import REPORT_PAINT, AfterFirstPaint, paint_mark
from app.shell.single_instance import Claim, SingleInstance
from app.shell.startup import (
    AFRESH,
    QUIT,
    STORE_ADVICE,
    Problem,
    StartupNotes,
    afresh,
    ask,
    settings_problem,
    store_problem,
    tell,
)
from app.store.credentials import CredentialStore
from app.store.db import StorageError, StoreUnavailable, folder_problem
from app.training import self_test_code, training_key, training_settings
from app.training_sandbox import TrainingSandbox

log = logging.getLogger(__name__)
SELF_TEST_TIMEOUT_S = 60.0
#: Set (to anything) by benchmarks/startup.py: print the moment of the first paint, then close.
T = TypeVar("T")
#: New service settings and API key, from the settings dialog, for the next till session.
ServiceChange = tuple[Settings, str]


@dataclass
class _Started:
    """What was started before the till loaded: the first window, the built-in sandbox's process."""

    early: EarlyWindow | None
    sandbox: TrainingSandbox | None


async def run_till(
    paths: AppPaths,
    *,
    training: bool,
    staff: str | None,
    self_test: str | None,
    crashes: CrashReporter,
    sandbox_url: str | None = None,
    early: EarlyWindow | None = None,
    sandbox: TrainingSandbox | None = None,
) -> int:
    """``sandbox_url``: train on that running sandbox instead of starting one (implies training).
    ``early``: the first window, shown while the till loaded; its code is handed to the till.
    ``sandbox``: the built-in training sandbox's process, started before the till loaded (without
    it a training till starts its own); the first session takes it, and closes it with itself.

    Exit codes: 0 closed normally, 2 the user chose to quit at a start-up problem, 3 another till
    already runs on this folder.
    """
    instance = SingleInstance(paths.config_dir, paths.data_dir)
    claim = instance.claim()
    if claim is not Claim.MINE:
        scanned = early.hand_over()[0] if early is not None else ""
        return await _not_started(instance, claim, scanned)
    try:
        started = _Started(early, sandbox)
        training = training or sandbox_url is not None
        return await _run_session(paths, training, staff, self_test, crashes, sandbox_url, instance, started)
    finally:
        if early is not None and not early.isHidden():
            early.hand_over()
        instance.release()


#: What a second start is told to do, by the folder the running till holds.
ON_SETTINGS = QT_TRANSLATE_NOOP(
    "Startup", "Use that window. Only one till runs on a settings folder ({folder})."
)
ON_DATA = QT_TRANSLATE_NOOP(
    "Startup", "Use that window. Only one till runs on a data folder ({folder}): it holds the till's journal."
)


async def _not_started(instance: SingleInstance, claim: Claim, scanned: str = "") -> int:
    """A second start raises the first till's window, says so, and brings nothing else up; a code
    scanned into its first window meanwhile is said not to have been looked up."""
    if claim is Claim.RUNNING:
        woke = instance.wake_first()
        lost = (
            "\n\n"
            + translate(
                "Startup", "The code scanned here ({code}) was not looked up: scan it again there."
            ).format(code=mask_code(scanned))
            if scanned
            else ""
        )
        running = (
            translate("Startup", "{app} is already running: its window has been brought to the front.")
            if woke
            else translate("Startup", "{app} is already running.")
        )
        await ask(
            Problem(
                title=translate("Startup", "already running"),
                text=running.format(app=APP_NAME) + lost,
                todo=translate("Startup", ON_DATA if instance.on_data else ON_SETTINGS).format(
                    folder=instance.folder
                ),
                choices=((translate("Startup", "OK"), QUIT),),
                information=True,
            )
        )
        return 3
    kind, reason = folder_problem(instance.folder) or (
        "other",
        translate("Startup", "it cannot create its lock file there"),
    )
    if kind == "read-only" and instance.folder.is_dir():
        reason = translate("Startup", "it is read-only")
    else:
        # The store's words are kept in English, to be said in the reader's language when shown.
        reason = translate("Store", reason)
    await ask(
        Problem(
            title=translate("Startup", "cannot use its files"),
            text=translate(
                "Startup", "The till cannot write to its settings folder: {reason}.\n\nFolder: {folder}"
            ).format(reason=reason, folder=instance.folder),
            todo=translate("Startup", STORE_ADVICE.get(kind, STORE_ADVICE["other"])).replace(
                translate("Startup", "choose Try again"), translate("Startup", "start the till again")
            ),
            choices=((translate("Startup", "Quit"), QUIT),),
        )
    )
    return 2


async def _run_session(
    paths: AppPaths,
    training: bool,
    staff: str | None,
    self_test: str | None,
    crashes: CrashReporter,
    sandbox_url: str | None,
    instance: SingleInstance,
    started: _Started,
) -> int:
    credentials = CredentialStore(paths.secrets_file)
    notes = StartupNotes()
    early = started.early
    till = await _compose(paths, training, crashes, credentials, sandbox_url, notes, started.sandbox)
    if till is None:
        return 2
    if early is not None and early.closed_by_user:
        await till.aclose()
        return 0
    while True:
        window = _new_window(till)
        crashes.parent = window
        window.crash_details = crashes.shown
        crashes.support = window.support_report
        instance.activated.connect(window.bring_to_front)
        crashes.storage = till.storage.report
        outcome: asyncio.Future[ServiceChange | None] = asyncio.get_running_loop().create_future()
        window.closed.connect(partial(_settle, outcome, None))
        window.restart_requested.connect(partial(_settle, outcome))
        if staff:
            till.session.sign_in(staff)
        if early is not None:
            await early.take_keys()  # before the till's window takes the keyboard
        show_till(window, remembered=bool(till.settings.window_geometry))
        if early is not None:
            window.take_early(*early.hand_over())
            early = None
        _record_salvage(till, notes)
        tell(notes, window)
        notes = StartupNotes()
        # What the session was built from (the window, its view-models, Qt's wrappers, the
        # translations; with the training sandbox ~87,000 objects) lives as long as the session:
        # out of the cyclic collector's sight, a full collection walks only what came since (it
        # held the loop 58-72 ms; just after the freeze, under 0.1 ms). Thawed when the session
        # ends, so nothing of a closed session is kept from the collector. The collector is off
        # from the start of the process until here (``app.main``) and on from now.
        gc.freeze()
        gc.enable()
        # Open movements (unknown, pending after a crash, not applied within the horizon) are looked
        # at again now; a service that is down is said on the status line, not in a crash dialog.
        till.recheck.start()
        try:
            if self_test:
                return await _self_test(till, window, self_test)
            change = await outcome
            if change is None:
                _install_update(till)
                return 0
            staff = till.session.staff or None
        finally:
            # The session's Qt objects go now, on this (the GUI) thread: the window and its
            # widgets here, the view-models with their owner in ``aclose``.
            instance.activated.disconnect(window.bring_to_front)
            crashes.parent, crashes.storage, crashes.support = None, None, None
            if window.isVisible():
                window.close()
            window.deleteLater()
            await till.aclose()
            gc.unfreeze()
        restarted = await _restart(
            paths, till.settings, change, training, crashes, credentials, sandbox_url, notes
        )
        if restarted is None:
            return 2
        till = restarted


def _new_window(till: Till) -> MainWindow:
    """The session's window, built while no dialog can open (``no_dialog_placing``), and what its
    first paint sets off."""
    with no_dialog_placing():
        window = MainWindow(till)
    _after_paint(window, till)
    return window


def _after_paint(window: MainWindow, till: Till) -> None:
    """Once the till page is painted: the benchmark's mark, the dialogs the page does not show
    loaded (``app.shell.later``), and the feed's first read (``first_read_after``). Once the sign-in
    page is painted: one check that the service answers, for the top bar."""
    if os.environ.get(REPORT_PAINT):
        paint_mark(window.code, "first-paint", window.close)
    AfterFirstPaint(window.code, load_later)
    painted: asyncio.Future[None] = asyncio.get_running_loop().create_future()
    AfterFirstPaint(window.code, partial(_settle, painted, None))
    till.activity.first_read_after(painted)
    # The feed reads (and so tells the top bar whether the service answers) once someone signs in.
    AfterFirstPaint(window.sign_in, till.connection.check)


async def _compose(
    paths: AppPaths,
    training: bool,
    crashes: CrashReporter,
    credentials: CredentialStore,
    sandbox_url: str | None,
    notes: StartupNotes,
    sandbox: TrainingSandbox | None,
) -> Till | None:
    if training:
        return await _compose_training(paths, crashes, sandbox_url, notes, sandbox)
    try:
        loaded = read_settings(paths.settings_file)
    except SettingsDamaged as exc:
        if await ask(settings_problem(exc)) == QUIT:
            return None
        settings = None
    else:
        settings = loaded.settings
        if loaded.notice:
            notes.lines.append(loaded.notice)
    key = credentials.get_api_key()
    if settings is None or not settings.is_complete or not key or not settings.managers:
        chosen = await manager_ui.first_run_setup(None, settings, credentials)
        if chosen is None:
            log.info("First-run setup cancelled; the till stays closed")
            return None
        settings, key = chosen
        _keep(paths, settings, key, credentials)
    return await _real_till(paths, settings, key, crashes, notes)


async def _real_till(
    paths: AppPaths, settings: Settings, key: str, crashes: CrashReporter, notes: StartupNotes
) -> Till | None:
    """The till on a real service: its own files as they are, its settings saved where they were read."""
    return await _built(
        lambda: open_till_files(paths, training=False, fresh=False),
        lambda files: build_till(
            settings,
            key,
            paths,
            settings_file=paths.settings_file,
            hooks=TillHooks(on_task_error=crashes.task_failed),
            files=files,
        ),
        notes,
    )


async def _compose_training(
    paths: AppPaths,
    crashes: CrashReporter,
    sandbox_url: str | None,
    notes: StartupNotes,
    started: TrainingSandbox | None = None,
) -> Till | None:
    """``started``: the built-in sandbox's process, already on its way; otherwise one starts now."""
    server: TrainingSandbox | None = None
    if sandbox_url is None:
        server = started or TrainingSandbox()
        url = await server.url()
    else:
        url = sandbox_url
    demo = training_settings(shared=sandbox_url is not None)
    demo.base_url = url
    key = training_key()
    till = await _built(
        lambda: open_till_files(paths, training=True, fresh=server is not None),
        lambda files: build_till(
            demo,
            key,
            paths,
            settings_file=None,
            training=True,
            sandbox=server,
            hooks=TillHooks(on_task_error=crashes.task_failed),
            files=files,
        ),
        notes,
    )
    if till is None and server is not None:
        await asyncio.to_thread(server.close)
    return till


async def _built(
    open_files: Callable[[], TillFiles], build: Callable[[TillFiles], Till], notes: StartupNotes
) -> Till | None:
    """Open the till; a store that cannot be opened is shown with what to do, until fixed or quit.

    The files open on a worker thread (a WAL recovery or a salvage of a damaged file takes as long
    as the disk does); the till is built from them on this, the GUI, thread.
    """
    while True:
        try:
            return build(await asyncio.to_thread(open_files))
        except StoreUnavailable as exc:
            answer = await ask(store_problem(exc))
            if answer == QUIT:
                log.info("The till stays closed: %s", exc.problem)
                return None
            if answer == AFRESH:
                try:
                    afresh(exc, notes)
                except (OSError, StorageError):
                    log.exception("Could not start %s afresh", exc.path.name)


def _record_salvage(till: Till, notes: StartupNotes) -> None:
    """Files started afresh go into the audit log, which may itself be the fresh one."""
    for salvage in notes.salvaged:
        try:
            till.audit.append(
                AuditLine(
                    action="start afresh",
                    till=till.settings.till_name,
                    staff="Till start-up",
                    outcome=f"{salvage.total} entries carried over",
                    reason=f"damaged file kept as {salvage.kept_as.name}",
                )
            )
        except StorageError as exc:
            till.storage.report(exc)


async def _restart(
    paths: AppPaths,
    old: Settings,
    change: ServiceChange,
    training: bool,
    crashes: CrashReporter,
    credentials: CredentialStore,
    sandbox_url: str | None,
    notes: StartupNotes,
) -> Till | None:
    """A new till session on the changed settings; training never swaps its demo for a real service."""
    if training:
        log.info("Training till restarted on fresh demo data; service settings are not changed in training")
        return await _compose_training(paths, crashes, sandbox_url, notes)
    settings, key = change
    settings.window_geometry = old.window_geometry
    settings.splitter_state = old.splitter_state
    _keep(paths, settings, key, credentials)
    log.info("Service settings changed; till session restarting")
    return await _real_till(paths, settings, key, crashes, notes)


def _keep(paths: AppPaths, settings: Settings, key: str, credentials: CredentialStore) -> None:
    """The key goes first: settings that point at a key nobody stored would reopen the setup."""
    credentials.set_api_key(key)
    save_settings(settings, paths.settings_file)


def _install_update(till: Till) -> None:
    """The till closed at the end of the shift: a verified update waiting for it is installed now,
    unless a movement is still in flight or unresolved (``UpdatesViewModel.install_if_quiet``)."""
    folder = installed_folder()
    if till.updates is None or folder is None or till.updates.staged is None:
        return
    why = till.updates.install_if_quiet(folder)
    if why is not None:
        log.info("No update installed at this close: %s", why)


def _settle(future: asyncio.Future[T], value: T) -> None:
    """Resolve a future from a Qt signal that may fire again later."""
    if not future.done():
        future.set_result(value)


async def _self_test(till: Till, window: MainWindow, what: str) -> int:
    """Drive the real window like a trainee would; used to check a built installer, and by the
    end-to-end tests as a real till at work (``what``: see ``--self-test``)."""
    steps = _self_test_redeem if what == "redeem" else _self_test_topup
    try:
        async with asyncio.timeout(SELF_TEST_TIMEOUT_S):
            till.session.sign_in("Self-test")
            text, kind = await steps(till, window, what)
    except TimeoutError:
        sys.stderr.write("self-test failed: no answer within the time limit\n")
        return 1
    if kind != "done":
        sys.stderr.write(f"self-test failed: {text}\n")
        return 1
    sys.stdout.write(f"self-test passed: {text}\n")
    window.close()
    return 0


async def _self_test_redeem(till: Till, window: MainWindow, what: str) -> tuple[str, str]:
    """Redeem £1.00 from the demo code through the redeem box, its review and confirm: the notice
    the till ends on, and its kind."""
    shown = asyncio.get_running_loop().create_future()
    till.lookup.voucher_shown.connect(lambda view: _settle(shown, view))
    window.code.setText(self_test_code())
    window.code.returnPressed.emit()
    await shown
    status: asyncio.Future[tuple[str, str]] = asyncio.get_running_loop().create_future()
    # The line that says the request is on the wire is not its outcome.
    till.redeem.notice.connect(
        lambda notice: (
            None if notice.text == sent_text() else _settle(status, (notice.text, notice.kind.value))
        )
    )
    window.redeem.amount.setText("1.00")
    window.redeem.review_button.click()
    window.redeem.confirm_button.click()
    return await status


async def _self_test_topup(till: Till, window: MainWindow, what: str) -> tuple[str, str]:
    """Top up the demo code by £1.00 (``topup``), or sell ``CODE`` as a new card with £1.00
    (``activate:CODE``), through the top-up box, its review and confirm, and the PIN prompt with
    the training manager's public PIN, as a trainee would: the notice the till ends on, and its kind."""
    _, _, new_code = what.partition(":")
    wanted = Offer.ACTIVATE if new_code else Offer.TOPUP
    loop = asyncio.get_running_loop()
    offered: asyncio.Future[None] = loop.create_future()
    till.topup.offer_changed.connect(
        lambda offer, _code: _settle(offered, None) if offer == wanted.value else None
    )
    window.code.setText(new_code or self_test_code())
    window.code.returnPressed.emit()
    await offered
    status: asyncio.Future[tuple[str, str]] = loop.create_future()
    till.topup.notice.connect(
        lambda notice: (
            _settle(status, (notice.text, notice.kind.value)) if notice.kind.value != "checking" else None
        )
    )
    # A new card waits for the property's currency, read once: the amount checks out then.
    ready: asyncio.Future[None] = loop.create_future()
    till.topup.check_changed.connect(lambda ok, _why, _preview: _settle(ready, None) if ok else None)
    window.topup.offer_button.click()
    window.topup.amount.setText("1.00")
    await ready
    window.topup.review_button.click()
    window.topup.review_box.confirm_button.click()
    prompt = window.manager_actions.pin_dialog
    if prompt is None:
        return "no manager PIN was asked for the top-up", "failed"
    prompt.pin.setText(TRAINING_PIN)
    prompt.submit()
    return await status
