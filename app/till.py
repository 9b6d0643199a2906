"""One till session's objects, as the shell and the runner hold them: its Qt owner and the ``Till``.

``app.compose`` builds them; ``app.wiring`` connects their view-models to each other; the shell takes
each feature's view-model from the ``Till`` and hands it to that feature's widgets.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject

from app.api.client import VoucherClient
from app.core.settings import Settings, save_settings
from app.core.tasks import TaskSlots
from app.desk.cases import CaseDesk
from app.desk.common.after_paint import AfterPaint
from app.desk.common.connection import ConnectionViewModel
from app.desk.common.notice import NoticeBridge
from app.desk.common.session import SessionViewModel
from app.desk.counter import LookupViewModel, RedeemViewModel
from app.desk.feed import ActivityViewModel
from app.desk.find import FindViewModel
from app.desk.handoff import HandoffViewModel
from app.desk.manager import ManagerDesk, ManagerGate
from app.desk.slip import SlipViewModel
from app.desk.status import RecheckViewModel, StorageHealth
from app.desk.topup import TopupViewModel
from app.desk.updates.updates import UpdatesViewModel
from app.services.movements import MovementService
from app.store.audit import AuditLog
from app.store.credentials import CredentialStore
from app.store.journal import Journal

log = logging.getLogger(__name__)


class BuiltInService(Protocol):
    """A training till's own sandbox, closed with the till: its process (``app.training_sandbox``),
    or a sandbox a test serves in its own process."""

    def close(self) -> None: ...


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
    #: Runs what waits for the paint (``app.desk.common.after_paint``), for as long as the till runs.
    after_paint: AfterPaint
    sandbox: BuiltInService | None = None
    #: Where the API key is kept; None for a training till, whose key is the sandbox's demo key.
    credentials: CredentialStore | None = None
    closers: list[Callable[[], None]] = field(default_factory=list)
    #: Training keeps no settings file; its window layout is kept here instead.
    layout_file: Path | None = None
    #: Where a till run from a checkout compiles the translations it is asked for
    #: (``app.desk.common.widgets.language``).
    translations_cache: Path | None = None
    #: Find (Ctrl+F): a guest's orders by number, name, e-mail or payment reference.
    find: FindViewModel | None = None
    #: Voucher cases and dispute packs (``app.desk.cases``).
    cases: CaseDesk | None = None
    #: Signed updates of an installed till (``app.desk.updates``); None in training and from source.
    updates: UpdatesViewModel | None = None

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
            # Stopping the sandbox waits for it to stop serving: off the GUI thread, so the window
            # stays live meanwhile.
            await asyncio.to_thread(self.sandbox.close)
        self.owner.deleteLater()
