"""Builds the till's object graph from settings: one client, one journal, one audit log, the view-models.

Nothing here is a module-level singleton, so tests and the self-test build as many tills as they
like, each on its own folders and its own service.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from app.api.client import VoucherClient
from app.core.logs import SECRETS
from app.core.paths import AppPaths
from app.core.settings import Settings, save_settings
from app.core.tasks import TaskSlots
from app.core.timeline import time_text
from app.services.movements import DEFAULT_HORIZON_S, DEFAULT_SETTLE_S, MovementService
from app.store.audit import AuditLog
from app.store.credentials import CredentialStore
from app.store.db import StorageError
from app.store.journal import Journal
from app.store.manager_lock import ManagerLock
from app.store.pos_keyed import PosKeyedStore
from app.viewmodels.activity import ActivityViewModel
from app.viewmodels.connection import ConnectionViewModel
from app.viewmodels.handoff import HandoffViewModel
from app.viewmodels.lookup import LookupViewModel
from app.viewmodels.manager.desk import ManagerDesk
from app.viewmodels.manager.gate import ManagerGate
from app.viewmodels.notice import NoticeBridge
from app.viewmodels.recheck import RecheckViewModel
from app.viewmodels.redeem import RedeemViewModel
from app.viewmodels.session import SessionViewModel
from app.viewmodels.slips import SlipViewModel
from app.viewmodels.storage import StorageHealth
from app.viewmodels.topup import TopupViewModel

if TYPE_CHECKING:
    # Only a training till starts a sandbox, and only then is it imported (Starlette, uvicorn).
    from app.sandbox.server import SandboxServer

log = logging.getLogger(__name__)
#: How long after sending the service is given to have applied a request before a movement with no
#: event is called not applied, and how long such a movement is still looked at again; the reasons
#: are in app.services.movements. The environment overrides them for a trainer showing a slow
#: service (seconds).
SETTLE_ENV = "VOUCHER_DESK_SETTLE_S"
HORIZON_ENV = "VOUCHER_DESK_HORIZON_S"
#: A training till's window layout, in the settings folder (training saves no settings).
TRAINING_LAYOUT = "training-window.json"


class TillSession(QObject):
    """The one Qt owner of a till session: every view-model, and through them their models and
    timers, is its child.

    Closing the session (``Till.aclose``) deletes it with ``deleteLater`` on the GUI thread, which
    deletes every Qt object of the session there and then. Nothing is left for a garbage collection
    to destroy later, on whatever thread it happens to run (the training sandbox's server thread, an
    executor's), which is where destroying a Qt object crashes the process.
    """


@dataclass
class Till:
    owner: TillSession
    settings: Settings
    settings_file: Path | None
    client: VoucherClient
    journal: Journal
    audit: AuditLog
    movements: MovementService
    tasks: TaskSlots
    session: SessionViewModel
    connection: ConnectionViewModel
    lookup: LookupViewModel
    redeem: RedeemViewModel
    activity: ActivityViewModel
    manager: ManagerGate
    desk: ManagerDesk
    handoff: HandoffViewModel
    slips: SlipViewModel
    storage: StorageHealth
    recheck: RecheckViewModel
    #: Every view-model's notices, held until the window attaches.
    notices: NoticeBridge
    topup: TopupViewModel
    sandbox: SandboxServer | None = None
    #: Where the API key is kept; None for a training till, whose key is the sandbox's demo key.
    credentials: CredentialStore | None = None
    closers: list[Callable[[], None]] = field(default_factory=list)
    #: Training keeps no settings file; its window layout is kept here instead.
    layout_file: Path | None = None

    def remember_layout(self, geometry: str, splitter: str) -> None:
        """Keep the window's size and place and the splitter for the next start (training too)."""
        self.settings.window_geometry = geometry
        self.settings.splitter_state = splitter
        try:
            if self.settings_file is not None:
                save_settings(self.settings, self.settings_file)
            elif self.layout_file is not None:
                layout = {"window_geometry": geometry, "splitter_state": splitter}
                self.layout_file.write_text(json.dumps(layout), encoding="utf-8")
        except OSError as exc:
            # Only the window's size and place are lost; the till is closing anyway.
            log.warning("Could not save the window's geometry: %s", exc)

    async def aclose(self) -> None:
        await self.tasks.close()
        await self.client.aclose()
        for kept in self.movements.write_unwritten():
            # Still PENDING on disk, so the next start reconciles it from the service's records.
            log.error(
                "Closing with %s %s not written down: %s", kept.movement.kind, kept.movement.id, kept.problem
            )
        self.journal.close()
        self.audit.close()
        for close in self.closers:
            close()
        # The view-models listen to the service and the client through plain callbacks: dropped
        # here, so a closed session's objects hold nothing that holds them back.
        self.movements.notices.clear()
        self.movements.decided.clear()
        self.client.timeline.listeners.clear()
        if self.sandbox is not None:
            # Stopping uvicorn waits for its thread (up to its graceful-shutdown time): off the GUI
            # thread, so the window stays live; closing also closes the sandbox's database.
            await asyncio.to_thread(self.sandbox.close)
        self.owner.deleteLater()


def _seconds(name: str, default: float) -> float:
    raw = os.environ.get(name, "")
    try:
        return float(raw) if raw else default
    except ValueError:
        log.warning("%s=%r is not a number of seconds; using %s", name, raw, default)
        return default


def training_settings(*, shared: bool = False) -> Settings:
    """The demo property's reception desk, on whatever port the sandbox got.

    The built-in sandbox serves this till alone, so it is the only till there; a ``shared`` one (an
    external ``--sandbox-url``) may serve other tills at the same desk, so it is not.
    """
    from app.sandbox.seed import Locations, Properties  # noqa: PLC0415 - training only

    return Settings(
        base_url="http://127.0.0.1:1",
        domain_id=Properties.HARBOUR,
        property_name="Harbour Hotel & Spa",
        location_id=Locations.RECEPTION,
        location_name="Hotel Reception",
        till_name="Training till",
        poll_interval_s=5.0,
        only_till_here=not shared,
    )


def training_key() -> str:
    """The sandbox's demo key, which sees both demo properties."""
    from app.sandbox.seed import DEMO_KEY  # noqa: PLC0415 - training only

    return DEMO_KEY


def self_test_code() -> str:
    """The demo code ``--self-test`` part-redeems."""
    from app.sandbox.seed import DemoCodes  # noqa: PLC0415 - training only

    return DemoCodes.VALID_PARTIAL


def _training_layout(settings: Settings, layout_file: Path) -> None:
    """A training till opens where the last one was left; a missing or unreadable file is no loss."""
    try:
        saved = json.loads(layout_file.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return
    except (OSError, ValueError) as exc:
        log.info("Training window layout not read (%s); using the default", exc)
        return
    if isinstance(saved, dict):
        settings.window_geometry = str(saved.get("window_geometry", ""))
        settings.splitter_state = str(saved.get("splitter_state", ""))


def start_training_sandbox() -> tuple[SandboxServer, str]:
    """The built-in sandbox, loaded only here: a till on a real service never imports it."""
    from app.sandbox.server import SandboxServer  # noqa: PLC0415 - training only

    server = SandboxServer(seed="demo")
    return server, server.start()


#: The training till's own files, next to (never instead of) the real till's.
TRAINING_FOLDER = "training"
#: What the training till starts afresh with its built-in sandbox; the manager lock is kept.
TRAINING_STORES = ("journal.sqlite3", "audit.sqlite3")


def training_afresh(data_dir: Path) -> None:
    """Empty the training journal and audit log, as the built-in sandbox starts from its demo data.

    Movements and events of an earlier training session would otherwise sit beside a sandbox that
    never saw them: the shift report would pair an old training movement with a new event whose id
    happens to match. A shared training sandbox (``--sandbox-url``) keeps its data between starts,
    so its till keeps its files too. The real till's files are in ``data_dir`` itself, never touched.
    """
    folder = data_dir / TRAINING_FOLDER
    for name in TRAINING_STORES:
        for suffix in ("", "-wal", "-shm", "-journal"):
            (folder / f"{name}{suffix}").unlink(missing_ok=True)
    log.info("Training journal and audit log started afresh with the built-in sandbox")


def open_stores(data_dir: Path) -> tuple[Journal, AuditLog, ManagerLock]:
    """The till's three files, all or none: raises ``StorageError`` naming the one that failed."""
    opened: list[Journal | AuditLog | ManagerLock] = []
    try:
        journal = Journal(data_dir / "journal.sqlite3")
        opened.append(journal)
        audit = AuditLog(data_dir / "audit.sqlite3")
        opened.append(audit)
        lock = ManagerLock(data_dir / "manager_lock.sqlite3")
    except StorageError:
        for store in opened:
            store.close()
        raise
    return journal, audit, lock


def build_till(
    settings: Settings,
    api_key: str,
    paths: AppPaths,
    *,
    settings_file: Path | None,
    training: bool = False,
    sandbox: SandboxServer | None = None,
    on_task_error: Callable[[str, BaseException], None] | None = None,
    backoff: Callable[[float], Awaitable[None]] = asyncio.sleep,
) -> Till:
    """Wire a till; the caller owns the result and must ``await till.aclose()``.

    ``backoff`` is how the till waits before asking an unreachable service again (a read's retry,
    the reconnect probe); tests pass one that takes no real time.
    """
    if settings.domain_id is None or settings.location_id is None:
        raise ValueError("settings need a property and a location before the till can open")
    SECRETS.add(api_key)
    if training and sandbox is not None:
        training_afresh(paths.data_dir)
    data_dir = paths.data_dir / TRAINING_FOLDER if training else paths.data_dir
    layout_file = paths.config_dir / TRAINING_LAYOUT if training and settings_file is None else None
    if layout_file is not None:
        _training_layout(settings, layout_file)
    client = VoucherClient(settings.base_url, api_key, read_timeout=settings.read_timeout_s, sleep=backoff)
    if sandbox is not None:
        # The built-in sandbox stamps its events with this till's own clock: there is no offset to
        # measure, so the till's times need no "(till clock)" label from the start.
        client.timeline.offset_s = 0.0
    journal, audit, lock = open_stores(data_dir)
    storage: list[StorageHealth] = []

    def task_failed(name: str, error: BaseException) -> None:
        """A store failing under a task is told in till words, not as a crash."""
        if isinstance(error, StorageError) and storage:
            storage[0].report(error)
        elif on_task_error is not None:
            on_task_error(name, error)
        else:
            log.error("Background task %s failed", name, exc_info=error)

    tasks = TaskSlots(task_failed)
    movements = MovementService(
        client,
        journal,
        audit,
        till=settings.till_name,
        location_id=settings.location_id,
        only_till_here=settings.only_till_here,
        settle_delay_s=max(_seconds(SETTLE_ENV, DEFAULT_SETTLE_S), settings.read_timeout_s),
        horizon_s=_seconds(HORIZON_ENV, DEFAULT_HORIZON_S),
    )
    owner = TillSession()
    storage.append(StorageHealth([journal.probe, audit.probe], movements, parent=owner))
    place = " · ".join(p for p in (settings.property_name, settings.location_name) if p)
    session = SessionViewModel(
        place or f"Location {settings.location_id}", settings.till_name, training, parent=owner
    )
    clock = movements.timeline.service_now  # the property's local time, as its events are
    clock_text = partial(time_text, movements.timeline)
    connection = ConnectionViewModel(
        client.probe, tasks, clock, parent=owner, sleep=backoff, clock_text=clock_text
    )
    lookup = LookupViewModel(client, tasks, connection, settings.location_id, clock, parent=owner)
    redeem = RedeemViewModel(movements, tasks, connection, lambda: session.staff, parent=owner)
    activity = ActivityViewModel(
        client,
        tasks,
        connection,
        settings.location_id,
        settings.poll_interval_s,
        clock=clock,
        clock_text=clock_text,
        parent=owner,
    )
    pos_keyed = PosKeyedStore(data_dir / "journal.sqlite3")
    manager = ManagerGate(
        settings=settings,
        settings_file=settings_file,
        lock=lock,
        audit=audit,
        tasks=tasks,
        session=session,
        training=training,
        parent=owner,
    )
    desk = ManagerDesk(
        settings=settings,
        gate=manager,
        audit=audit,
        journal=journal,
        movements=movements,
        client=client,
        tasks=tasks,
        connection=connection,
        session=session,
        pos_keyed=pos_keyed,
        parent=owner,
    )
    activity.reverse_blocker = desk.reverse_blocker
    recheck = RecheckViewModel(movements, tasks, connection, parent=owner)
    recheck.alert.connect(lambda _text: lookup.refresh())
    redeem.finished.connect(activity.poll_now)
    desk.finished.connect(activity.poll_now)
    desk.finished.connect(lookup.refresh)
    handoff = HandoffViewModel(
        journal, pos_keyed, audit, session, settings.till_name, client, tasks, parent=owner
    )
    activity.seen.connect(handoff.events_seen)
    activity.seen.connect(lookup.events_seen)
    lookup.order_shown.connect(
        lambda _line: handoff.saw_history(line for row in lookup.rows.records for line in row.redeem_history)
    )
    slips = SlipViewModel(
        client=client,
        journal=journal,
        tasks=tasks,
        session=session,
        settings=settings,
        settings_file=settings_file,
        training=training,
        parent=owner,
    )
    redeem.redeemed.connect(slips.redeemed)
    redeem.redeemed.connect(lambda result, _voucher: lookup.moved(result.event))
    topup = TopupViewModel(
        movements=movements,
        client=client,
        tasks=tasks,
        connection=connection,
        audit=audit,
        settings=settings,
        settings_file=settings_file,
        staff=lambda: session.staff,
        parent=owner,
    )
    topup.loaded.connect(slips.loaded)
    for settled in (activity.poll_now, handoff.refresh, storage[0].refresh):
        topup.finished.connect(settled)
    redeem.finished.connect(handoff.refresh)
    desk.finished.connect(handoff.refresh)
    session.staff_changed.connect(handoff.refresh)
    redeem.finished.connect(storage[0].refresh)
    desk.finished.connect(storage[0].refresh)
    notices = NoticeBridge(parent=owner)
    for origin, model in (
        ("lookup", lookup),
        ("redeem", redeem),
        ("topup", topup),
        ("activity", activity),
        ("recheck", recheck),
        ("slips", slips),
        ("handoff", handoff),
    ):
        notices.watch(origin, model.notice)
    log.info("Till %s opened on %s (training=%s)", settings.till_name, settings.base_url, training)
    return Till(
        owner=owner,
        settings=settings,
        settings_file=settings_file,
        client=client,
        journal=journal,
        audit=audit,
        movements=movements,
        tasks=tasks,
        session=session,
        connection=connection,
        lookup=lookup,
        redeem=redeem,
        activity=activity,
        manager=manager,
        desk=desk,
        handoff=handoff,
        slips=slips,
        storage=storage[0],
        recheck=recheck,
        notices=notices,
        topup=topup,
        sandbox=sandbox,
        credentials=None if training else CredentialStore(paths.secrets_file),
        closers=[storage[0].close, activity.close, lock.close, pos_keyed.close],
        layout_file=layout_file,
    )
