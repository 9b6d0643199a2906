"""Builds the till's object graph from settings: one client, one journal, one audit log, the view-models.

Nothing here is a module-level singleton, so tests and the self-test build as many tills as they
like, each on its own folders and its own service.
"""

from __future__ import annotations

import asyncio
import logging
import math
import os
import time
from collections.abc import Awaitable, Callable, Coroutine, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from datetime import datetime, timedelta
from decimal import Decimal
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from app.api.client import VoucherClient
from app.core.audit_line import AuditLine
from app.core.law.packs import pack_for
from app.core.logs import SECRETS, log_dir
from app.core.movement import Movement
from app.core.paths import AUDIT_FILE, JOURNAL_FILE, MANAGER_LOCK_FILE, AppPaths
from app.core.settings import Settings, save_settings
from app.core.shift_report import service_offset
from app.core.slip import SlipPlace
from app.core.tasks import TaskSlots
from app.core.timeline import stamps_ahead, time_text
from app.desk import accounts, integrity
from app.desk.cases import CaseDesk, held_text
from app.desk.common.after_paint import AfterPaint
from app.desk.common.audit_writer import AuditWriter
from app.desk.common.connection import ConnectionViewModel, Link
from app.desk.common.dual_control import DualControl
from app.desk.common.notice import NoticeBridge
from app.desk.common.session import SessionViewModel
from app.desk.common.topup_policy import TopupPolicy
from app.desk.counter import LookupViewModel, RedeemViewModel
from app.desk.counter.guessing import GuessGuard
from app.desk.feed import ActivityViewModel
from app.desk.find import build_find
from app.desk.handoff import HandoffViewModel
from app.desk.manager import ManagerDesk, ManagerGate, ManagerParts
from app.desk.slip import SlipViewModel
from app.desk.status import RecheckViewModel, StorageHealth, build_retention
from app.desk.topup import TopupViewModel
from app.desk.updates.updates import build_updates
from app.services.movements import DEFAULT_HORIZON_S, DEFAULT_SETTLE_S, MovementParts, MovementService, Pace
from app.services.service_check import fit_client
from app.services.support import ReportSources
from app.services.voucher_record import RecordSources
from app.store.audit import AuditLog
from app.store.audit_chain import UNKEYED, AuditKey
from app.store.cases import CASES_FILE, CaseStore
from app.store.credentials import CredentialStore
from app.store.db import StorageError
from app.store.journal import Journal
from app.store.manager_lock import ManagerLock
from app.store.pos_keyed import PosKeyedStore
from app.store.staff_languages import StaffLanguages
from app.till import BuiltInService, Till, TillSession
from app.training import TRAINING_FOLDER, TRAINING_LAYOUT, training_afresh, training_layout
from app.wiring import wire

if TYPE_CHECKING:
    from app.desk.accounts import AccountsViewModel, OwnTipsViewModel
    from app.desk.integrity import IntegrityViewModel

#: What the till's runner, the shell and the tests take from here (``Till`` is ``app.till``'s).
__all__ = [
    "DEADLINE_ENV",
    "DEADLINE_RANGE_S",
    "HORIZON_ENV",
    "HORIZON_RANGE_S",
    "SETTLE_ENV",
    "SETTLE_RANGE_S",
    "STAFF_LANGUAGES",
    "Till",
    "TillFiles",
    "TillHooks",
    "TillSession",
    "build_till",
    "open_till_files",
]

log = logging.getLogger(__name__)
#: How long after sending the service is given to have applied a request before a movement with no
#: event is called not applied, and how long such a movement is still looked at again; the reasons
#: are in app.services.movements. The environment overrides them for a trainer showing a slow
#: service (seconds).
SETTLE_ENV = "VOUCHER_DESK_SETTLE_S"
HORIZON_ENV = "VOUCHER_DESK_HORIZON_S"
#: The overall deadline of one request (``app.api.transport``), over the settings' for a trainer.
DEADLINE_ENV = "VOUCHER_DESK_DEADLINE_S"
#: What each may be set to: the deadline as its setting allows; a settle period from a second (for
#: tests) to an hour; a horizon from a minute to a week.
DEADLINE_RANGE_S = (2.0, 600.0)
SETTLE_RANGE_S = (1.0, 3600.0)
HORIZON_RANGE_S = (60.0, 7 * 24 * 3600.0)
#: Each member of staff's language, by name, in the config folder (``app.store.staff_languages``).
STAFF_LANGUAGES = "staff-languages.json"
#: Movements called not applied this long ago are still in the support report (the re-check's horizon).
SUPPORT_OPEN_DAYS = 7


def _seconds(name: str, default: float, low: float, high: float) -> float:
    """A number of seconds from the environment, kept within ``low``..``high``: ``inf`` would turn a
    safety limit off, and ``0``, a negative or ``nan`` would fail or hang every request."""
    raw = os.environ.get(name, "")
    if not raw:
        return default
    try:
        seconds = float(raw)
    except ValueError:
        seconds = math.nan
    if not math.isfinite(seconds):
        log.warning("%s=%r is not a number of seconds; using %s", name, raw, default)
        return default
    kept = min(max(seconds, low), high)
    if kept != seconds:
        log.warning("%s=%r is outside %s..%s seconds; using %s", name, raw, low, high, kept)
    return kept


@dataclass(frozen=True)
class TillHooks:
    """What the caller plugs into a till's running: where a task's unexpected failure is reported
    (the crash reporter; None logs it), and how the till waits before asking an unreachable service
    again (a read's retry, the reconnect probe; tests pass one that takes no real time)."""

    on_task_error: Callable[[str, BaseException], None] | None = None
    backoff: Callable[[float], Awaitable[None]] = asyncio.sleep


@dataclass
class TillFiles:
    """The till's SQLite files, opened together: at start-up on a worker thread (``app.lifecycle``),
    so a slow disk or a salvage never holds the first window's paint; used after only by the GUI
    thread."""

    journal: Journal
    audit: AuditLog
    lock: ManagerLock
    pos_keyed: PosKeyedStore
    #: Vouchers a manager reported a problem with (``app.store.cases``).
    cases: CaseStore | None = None


def open_till_files(
    paths: AppPaths, *, training: bool, fresh: bool, audit_key: AuditKey | None = None
) -> TillFiles:
    """All of the till's files or none: raises ``StorageError`` naming the one that failed (the
    first in the order of ``TillFiles`` when more than one did).

    ``fresh`` is a training till on its own built-in sandbox: its files start afresh with the
    sandbox's demo data (``app.training``). The audit log's key is read from the OS keyring here,
    off the GUI thread (``audit_key``, or the keyring's own for a real till; a training till's
    lines are unkeyed unless given one).

    The files are opened side by side, each on a thread of its own: opening one is mostly waiting
    for the disk to flush (a new file's schema is several synced writes), which the disk does for
    several files at once, so the till page is painted sooner (a third of the time, measured on a
    training till's fresh files). The POS hand-off's table is in the journal's file, so it is
    opened after the journal, on the journal's thread.
    """
    if audit_key is None and not training:
        audit_key = AuditKey()
    chain = UNKEYED if audit_key is None else audit_key.chain()
    if training and fresh:
        training_afresh(paths.data_dir)
    data_dir = paths.data_dir / TRAINING_FOLDER if training else paths.data_dir

    def journal_and_pos_keyed() -> tuple[Journal, PosKeyedStore]:
        journal = Journal(data_dir / JOURNAL_FILE)
        try:
            return journal, PosKeyedStore(data_dir / JOURNAL_FILE)
        except StorageError:
            journal.close()
            raise

    with ThreadPoolExecutor(max_workers=4, thread_name_prefix="open-files") as pool:
        journal_job = pool.submit(journal_and_pos_keyed)
        audit_job = pool.submit(AuditLog, data_dir / AUDIT_FILE, key=chain)
        lock_job = pool.submit(ManagerLock, data_dir / MANAGER_LOCK_FILE)
        cases_job = pool.submit(CaseStore, data_dir / CASES_FILE)
    jobs: tuple[Future[Any], ...] = (journal_job, audit_job, lock_job, cases_job)
    failures = [error for error in (job.exception() for job in jobs) if error is not None]
    if failures:
        for job in jobs:
            if job.exception() is None:
                opened = job.result()
                for store in opened if isinstance(opened, tuple) else (opened,):
                    store.close()
        raise failures[0]
    journal, pos_keyed = journal_job.result()
    return TillFiles(journal, audit_job.result(), lock_job.result(), pos_keyed, cases_job.result())


def build_till(
    settings: Settings,
    api_key: str,
    paths: AppPaths,
    *,
    settings_file: Path | None,
    training: bool = False,
    sandbox: BuiltInService | None = None,
    hooks: TillHooks = TillHooks(),
    files: TillFiles | None = None,
) -> Till:
    """Wire a till; the caller owns the result and must ``await till.aclose()``.

    ``hooks``: what the caller plugs into the till's running (``TillHooks``). ``files`` are the till's stores
    when the caller opened them already (off the GUI thread); without them they are opened here.
    The wings are built in turn (the money core, the counter, the manager's desk), then wired to
    each other (``app.wiring``).
    """
    if settings.domain_id is None or settings.location_id is None:
        raise ValueError("settings need a property and a location before the till can open")
    SECRETS.add(api_key)
    if files is None:
        files = open_till_files(paths, training=training, fresh=sandbox is not None)
    journal, audit, lock = files.journal, files.audit, files.lock
    layout_file = paths.config_dir / TRAINING_LAYOUT if training and settings_file is None else None
    if layout_file is not None:
        training_layout(settings, layout_file)
    client = VoucherClient(
        settings.base_url,
        api_key,
        read_timeout=settings.read_timeout_s,
        deadline_s=_seconds(DEADLINE_ENV, settings.request_deadline_s, *DEADLINE_RANGE_S),
        sleep=hooks.backoff,
    )
    fit_client(client, settings.service_fit)
    if sandbox is not None:
        # The built-in sandbox stamps its events with this till's own clock: there is no offset to
        # measure, so the till's times need no "(till clock)" label from the start.
        client.timeline.offset_s = client.timeline.measured_s = 0.0
    # The zone an earlier session's movement proved: the first answer's Date then tells the
    # service's time, with no "(till clock)" label waiting for this session's first movement.
    zone = stamps_ahead(journal.newest_answered(), datetime.now().astimezone().utcoffset() or timedelta(0))
    if zone is not None:
        client.timeline.knew_zone(zone)
    owner = TillSession()
    languages = StaffLanguages(paths.config_dir / STAFF_LANGUAGES)
    core = _Core(
        owner, settings, client, files, _task_failure(hooks.on_task_error), hooks.backoff, training, languages
    )
    counter = _counter(core, settings_file, files)
    manager = ManagerGate(
        settings=settings,
        settings_file=settings_file,
        lock=lock,
        audit=audit,
        tasks=core.tasks,
        session=core.session,
        training=training,
        parent=owner,
    )
    desk = ManagerDesk(
        ManagerParts(
            settings=settings,
            gate=manager,
            audit=audit,
            journal=journal,
            movements=core.movements,
            client=client,
            tasks=core.tasks,
            connection=core.connection,
            session=core.session,
            pos_keyed=counter.pos_keyed,
            clock=datetime.now,
            shown_code=counter.activity.model.shown_code,
        ),
        parent=owner,
    )
    till = Till(
        owner=owner,
        settings=settings,
        settings_file=settings_file,
        client=client,
        journal=journal,
        audit=audit,
        movements=core.movements,
        tasks=core.tasks,
        session=core.session,
        connection=core.connection,
        lookup=counter.lookup,
        redeem=counter.redeem,
        activity=counter.activity,
        manager=manager,
        desk=desk,
        handoff=counter.handoff,
        slips=counter.slips,
        storage=core.storage,
        recheck=RecheckViewModel(core.movements, core.tasks, core.connection, parent=owner),
        notices=NoticeBridge(parent=owner),
        topup=counter.topup,
        after_paint=core.after_paint,
        sandbox=sandbox,
        credentials=None if training else CredentialStore(paths.secrets_file),
        closers=[core.storage.close, counter.activity.close, lock.close, counter.pos_keyed.close],
        layout_file=layout_file,
        translations_cache=paths.data_dir / "translations",
    )
    till.find = build_find(
        client=client,
        writer=AuditWriter(audit, settings.till_name, lambda: core.session.staff),
        tasks=core.tasks,
        connection=core.connection,
        data_dir=paths.data_dir / TRAINING_FOLDER if training else paths.data_dir,
        domain_id=settings.domain_id,
        keep_days=settings.retention_days,
        parent=owner,
    )
    till.updates = build_updates(
        training=training, online=lambda: core.connection.state is Link.ONLINE,
        unresolved=journal.unresolved, data_dir=paths.data_dir, parent=owner,
    )  # fmt: skip
    data_dir = paths.data_dir / TRAINING_FOLDER if training else paths.data_dir
    till.cases = _cases(till, files.cases or CaseStore(data_dir / CASES_FILE), counter.slips.place)
    wire(till)
    build_retention(data_dir, paths.log_dir, settings, core.tasks, owner, audit_chain=audit.chain).start()
    log.info("Till %s opened on %s (training=%s)", settings.till_name, settings.base_url, training)
    return till


def _task_failure(
    on_task_error: Callable[[str, BaseException], None] | None,
) -> Callable[[StorageHealth | None, str, BaseException], None]:
    """What a failed background task does: a store failing is told in till words, not as a crash."""

    def failed(storage: StorageHealth | None, name: str, error: BaseException) -> None:
        if isinstance(error, StorageError) and storage is not None:
            storage.report(error)
        elif on_task_error is not None:
            on_task_error(name, error)
        else:
            log.error("Background task %s failed", name, exc_info=error)

    return failed


class _Core:
    """The money wing and what every other wing shares: tasks, the movement service, the session,
    the connection and the storage's health."""

    def __init__(
        self,
        owner: TillSession,
        settings: Settings,
        client: VoucherClient,
        files: TillFiles,
        failed: Callable[[StorageHealth | None, str, BaseException], None],
        backoff: Callable[[float], Awaitable[None]],
        training: bool,
        languages: StaffLanguages,
    ) -> None:
        assert settings.location_id is not None
        self.owner = owner
        self.settings = settings
        self.client = client
        journal, audit = files.journal, files.audit
        self.journal = journal
        self.audit = audit
        health: list[StorageHealth] = []
        self.tasks = TaskSlots(lambda name, error: failed(health[0] if health else None, name, error))
        #: Runs what waits for the repaints already asked for; the till's own, so what a closed
        #: dialog's view-model asked for still runs (a view-model's own would be deleted with it).
        self.after_paint = AfterPaint(owner)
        self.movements = MovementService(
            MovementParts(
                client,
                journal,
                audit,
                till=settings.till_name,
                location_id=settings.location_id,
                only_till_here=settings.only_till_here,
                pace=Pace(
                    settle_s=max(
                        _seconds(SETTLE_ENV, DEFAULT_SETTLE_S, *SETTLE_RANGE_S), settings.read_timeout_s
                    ),
                    horizon_s=_seconds(HORIZON_ENV, DEFAULT_HORIZON_S, *HORIZON_RANGE_S),
                ),
                # A proven answer is written once its outcome line is painted (``MovementParts.later``).
                later=self.after_paint.later,
            )
        )
        self.storage = StorageHealth([journal.probe, audit.probe], self.movements, parent=owner)
        health.append(self.storage)
        place = " · ".join(p for p in (settings.property_name, settings.location_name) if p)
        self.session = SessionViewModel(
            place or f"Location {settings.location_id}",
            settings.till_name,
            training,
            parent=owner,
            languages=languages,
        )
        self.clock = self.movements.timeline.service_now  # the property's local time, as its events are
        self.clock_text = partial(time_text, self.movements.timeline)
        self.connection = ConnectionViewModel(
            client.probe, self.tasks, self.clock, parent=owner, sleep=backoff, clock_text=self.clock_text
        )


@dataclass
class _Counter:
    lookup: LookupViewModel
    redeem: RedeemViewModel
    topup: TopupViewModel
    activity: ActivityViewModel
    handoff: HandoffViewModel
    slips: SlipViewModel
    pos_keyed: PosKeyedStore


def _counter(core: _Core, settings_file: Path | None, files: TillFiles) -> _Counter:
    """The counter's view-models: the voucher, the redeem and top-up boxes, the feed, the POS
    hand-off and the slips."""
    settings, owner, tasks, connection = core.settings, core.owner, core.tasks, core.connection
    assert settings.location_id is not None
    session = core.session
    pos_keyed = files.pos_keyed

    def staff() -> str:
        return session.staff

    return _Counter(
        lookup=LookupViewModel(
            core.client,
            tasks,
            connection,
            settings.location_id,
            core.clock,
            parent=owner,
            guard=GuessGuard(core.audit, lambda: settings.till_name, lambda: session.staff, parent=owner),
        ),
        redeem=RedeemViewModel(
            core.movements, tasks, connection, lambda: session.staff, parent=owner, dual=DualControl(settings)
        ),
        topup=TopupViewModel(
            movements=core.movements,
            client=core.client,
            tasks=tasks,
            connection=connection,
            settings=settings,
            staff=staff,
            policy=TopupPolicy(settings=settings, settings_file=settings_file, audit=core.audit, staff=staff),
            parent=owner,
        ),
        activity=ActivityViewModel(
            core.client,
            tasks,
            connection,
            settings.location_id,
            settings.poll_interval_s,
            clock=core.clock,
            clock_text=core.clock_text,
            parent=owner,
        ),
        handoff=HandoffViewModel(
            core.journal, pos_keyed, core.audit, session, core.client, tasks, parent=owner
        ),
        slips=SlipViewModel(
            client=core.client,
            journal=core.journal,
            tasks=tasks,
            session=session,
            settings=settings,
            settings_file=settings_file,
            parent=owner,
        ),
        pos_keyed=pos_keyed,
    )


def _tips_between(till: Till, start: datetime, end: datetime) -> list[Movement]:
    """This till's movements from ``start`` to ``end`` on the service's clock (the accounts' frame):
    the journal keeps the till's own times, so the range is moved by the offset that is proven."""
    shift = service_offset(till.movements.timeline.offset_s, till.journal.newest_answered())
    shift = shift or timedelta(0)
    return till.journal.between(start - shift, end - shift)


def own_tips_view_model(till: Till) -> OwnTipsViewModel:
    """The signed-in member's own tips record, from this till's journal (no PIN: their rows only)."""
    return accounts.OwnTipsViewModel(till.journal.between, lambda: till.session.staff, parent=till.owner)


def _cases(till: Till, store: CaseStore, place: SlipPlace) -> CaseDesk:
    """The cases desk; the money path asks it before a redemption or a top-up of any code."""
    assert till.settings.location_id is not None
    session = till.session
    desk = CaseDesk(
        store=store,
        sources=RecordSources(
            client=till.client,
            journal=till.journal,
            audit=till.audit,
            pos_keyed=till.desk.parts.pos_keyed,
            location_id=till.settings.location_id,
            till=till.settings.till_name,
            place=place,
            now=till.movements.timeline.service_now,
        ),
        writer=AuditWriter(till.audit, till.settings.till_name, lambda: session.staff),
        tasks=till.tasks,
        parent=till.owner,
    )
    # Over the store, not the desk: the money path holds no Qt object of the session.
    till.movements.held = partial(held_text, store)
    till.closers.append(desk.close)
    return desk


def accounts_view_model(till: Till, manager: str) -> AccountsViewModel:
    """The accountant's export for ``manager``, who gave their PIN: its classes beside the journal."""

    def audit(action: str, outcome: str) -> None:
        till.audit.append(
            AuditLine(
                action=action,
                till=till.settings.till_name,
                staff=till.session.staff or manager,
                manager=manager,
                outcome=outcome,
            )
        )

    def keep_settings(settings: Settings) -> None:
        # A training till keeps no settings file: its choice lasts the session.
        if till.settings_file is not None:
            try:
                save_settings(settings, till.settings_file)
            except OSError as exc:
                log.warning("The law chosen for the desk could not be saved: %s", exc)

    # With the accounts, not at start: the products' VAT classes are the accountant's alone.
    from app.store.product_vat import PRODUCT_VAT_FILE, ProductVatStore  # noqa: PLC0415

    return accounts.AccountsViewModel(
        till.client,
        till.tasks,
        ProductVatStore(till.journal.path.parent / PRODUCT_VAT_FILE),
        till.settings,
        save_settings=keep_settings,
        tips_source=partial(_tips_between, till),
        audit=audit,
        parent=till.owner,
    )


def integrity_view_model(till: Till, manager: str) -> IntegrityViewModel:
    """The staff integrity report for ``manager``, who gave their PIN; each period shown is audited.

    A balance is high from the location's dual-control limit in its currency, where one is set (the
    figure the property already chose as needing a second person), or from ``DEFAULT_HIGH_FROM``.
    """
    dual = DualControl(till.settings)

    def high_from(currency: str) -> Decimal:
        limit = dual.limit(currency) if currency else None
        return integrity.DEFAULT_HIGH_FROM if limit is None else limit

    def record(outcome: str, reason: str) -> None:
        till.manager.record(integrity.ACTION_INTEGRITY, manager, outcome, reason=reason)

    return integrity.IntegrityViewModel(
        audit_path=till.audit.path,
        journal_path=till.journal.path,
        tasks=till.tasks,
        high_from=high_from,
        record=record,
        parent=till.owner,
    )


@dataclass(frozen=True)
class ManagerMenu:
    """What the Manager menu's actions take of a till: the gate that asks for a PIN, the desk their
    dialogs' view-models come from, the voucher on the counter, and the few things an action asks of
    the till itself (its place's name, its settings and where its key is kept, a task started)."""

    gate: ManagerGate
    desk: ManagerDesk
    storage: StorageHealth
    lookup: LookupViewModel
    place: str
    settings: Settings
    #: Where the API key is kept; None for a training till, whose service cannot change.
    credentials: CredentialStore | None
    cases: CaseDesk | None
    start: Callable[[str, Coroutine[Any, Any, Any]], object]
    #: The feed read again, once a manager's action has changed what it shows.
    poll_now: Callable[[], None]
    #: The accountant's export and the staff integrity report, each for the manager who approved it.
    accounts: Callable[[str], AccountsViewModel]
    integrity: Callable[[str], IntegrityViewModel]


def manager_menu(till: Till) -> ManagerMenu:
    return ManagerMenu(
        gate=till.manager,
        desk=till.desk,
        storage=till.storage,
        lookup=till.lookup,
        place=till.session.place,
        settings=till.settings,
        credentials=till.credentials,
        cases=till.cases,
        start=till.tasks.start,
        poll_now=till.activity.poll_now,
        accounts=partial(accounts_view_model, till),
        integrity=partial(integrity_view_model, till),
    )


@dataclass(frozen=True)
class TipsRecord:
    """What *My tips record…* takes of a till: each a callable, as each is read when it opens."""

    new_record: Callable[[], OwnTipsViewModel]
    #: Who is signed in ("" for no one): the record shows only their own rows.
    staff: Callable[[], str]
    #: Whether the law here keeps a tips record (a manager may change it while the till is open).
    kept_here: Callable[[], bool]
    place: str
    today: Callable[[], datetime]


def tips_record(till: Till) -> TipsRecord:
    return TipsRecord(
        new_record=partial(own_tips_view_model, till),
        staff=lambda: till.session.staff,
        kept_here=lambda: pack_for(till.settings.rule_pack).tips_act,
        place=till.session.place,
        today=till.desk.parts.clock,
    )


def support_sources(till: Till, crashes: Sequence[str]) -> ReportSources:
    """What the support report is made of. On the GUI thread: the journal's connection belongs to it
    (the queries of open movements are small); the key store and the log are read with the report."""
    open_ones: dict[str, Movement] = {m.id: m for m in till.journal.unresolved()}
    for movement in till.journal.still_open(time.time() - SUPPORT_OPEN_DAYS * 86_400):
        open_ones.setdefault(movement.id, movement)
    secrets, codes = SECRETS.held()
    return ReportSources(
        settings=till.settings,
        log_dir=log_dir(),
        movements=list(open_ones.values()),
        check_lines=till.settings.service_fit.findings,
        crashes=list(crashes),
        codes=codes,
        secrets=secrets,
        training=till.session.training,
    )


def support_key(till: Till) -> Callable[[], str]:
    """The API key the support report masks, read off the GUI thread with the report ("" for none)."""
    credentials = till.credentials
    return lambda: (credentials.get_api_key() if credentials is not None else None) or ""
