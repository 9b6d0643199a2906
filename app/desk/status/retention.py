"""When the till reduces guests' data in its files: at start-up and once a day while it is open.

The work itself (``app.store.retention``) runs on a worker thread with its own connections, so the
Qt loop never waits for it; what it could not do is logged and tried again at the next run.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QObject, QTimer

from app.core.settings import Settings
from app.core.tasks import TaskSlots
from app.store.audit_chain import UNKEYED, AuditChain
from app.store.retention import RetentionReport, reduce_old_data

log = logging.getLogger(__name__)

#: Once a day: a till left open for weeks still forgets on time.
DAY_MS = 24 * 60 * 60 * 1000
TASK = "retention"


class RetentionKeeper(QObject):
    """Runs ``work`` (blocking, thread-safe) now and every day after, never two at once."""

    def __init__(self, work: Callable[[], object], tasks: TaskSlots, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._work = work
        self._tasks = tasks
        self._timer = QTimer(self)
        self._timer.setInterval(DAY_MS)
        self._timer.timeout.connect(self.run)
        self.runs = 0

    def start(self) -> None:
        self.run()
        self._timer.start()

    def run(self) -> None:
        if self._tasks.running(TASK):
            return
        self._tasks.start(TASK, self._run())

    async def _run(self) -> None:
        await asyncio.to_thread(self._work)
        self.runs += 1


def build_retention(
    data_dir: Path,
    log_dir: Path | None,
    settings: Settings,
    tasks: TaskSlots,
    parent: QObject,
    *,
    audit_chain: AuditChain = UNKEYED,
) -> RetentionKeeper:
    """The keeper of one till's files, over the period its settings say (read at each run);
    ``audit_chain`` re-seals the audit lines it reduces."""

    def work() -> RetentionReport:
        return reduce_old_data(
            data_dir,
            log_dir,
            days=settings.retention_days,
            now=datetime.now(),
            till=settings.till_name,
            audit_chain=audit_chain,
        )

    return RetentionKeeper(work, tasks, parent)
