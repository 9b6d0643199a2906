"""The view-model of the till's updates: the check, what a manager is told, the install when quiet.

The work is ``app.services.updates`` (Qt-free); this says when it runs and what the till shows. The
till passes ``activity``, a callable that reads what the till is doing now (training, online,
movements in flight or unresolved, a sale or a bill open), so the rule is asked at the moment it
matters: when a check would start and when an install would.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from app import __version__
from app.core.i18n import translate
from app.core.movement import Movement
from app.core.notice import Kind, Notice
from app.services.updates import (
    ChannelFileError,
    TillActivity,
    UpdateChannel,
    check_blocker,
    install_blocker,
    installed_folder,
    ready_text,
)

if TYPE_CHECKING:
    from app.services.updates.fetch import UpdateResult, UpdateStaged

log = logging.getLogger(__name__)


def till_activity(
    *,
    training: bool,
    online: Callable[[], bool],
    unresolved: Callable[[], list[Movement]],
    open_work: set[str],
) -> Callable[[], TillActivity]:
    """What the till is doing, read from its connection, its journal and the work the window has open
    (``open_work`` holds "sale" and "bill" while those are open)."""

    def now() -> TillActivity:
        return TillActivity.of_journal(
            unresolved(),
            training=training,
            online=online(),
            mid_sale="sale" in open_work,
            mid_bill="bill" in open_work,
        )

    return now


class UpdatesViewModel(QObject):
    """Signals: ``notice(Notice)`` (what the check found), ``ready(str)`` (the manager's line)."""

    notice = Signal(object)
    ready = Signal(str)

    def __init__(
        self,
        channel: UpdateChannel | None,
        current_version: str,
        state_dir: Path,
        activity: Callable[[], TillActivity],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._channel = channel
        self._version = current_version
        self._state_dir = state_dir
        self._activity = activity
        self._staged: UpdateStaged | None = None
        #: A check has run this session (one the till's state held back, offline say, has not).
        self.looked = False
        #: The work the window has open that an install waits for ("sale", "bill"): the window adds
        #: a name while that dialog is open; :func:`build_updates` reads it into the till's activity.
        self.open_work: set[str] = set()

    @property
    def staged(self) -> UpdateStaged | None:
        return self._staged

    async def check(self) -> UpdateResult | None:
        """Look for a release, unless this install has no channel or the till may not look now."""
        if self._channel is None or check_blocker(self._activity()) is not None:
            return None
        self.looked = True
        # tufup, tuf and requests load here, on the first check, not with the till.
        from app.services.updates.fetch import UpdateRefused, UpdateStaged, check_and_stage  # noqa: PLC0415

        result = await check_and_stage(self._channel, self._version, self._state_dir)
        if isinstance(result, UpdateStaged):
            self._staged = result
            text = ready_text(result.version)
            self.ready.emit(text)
            self.notice.emit(Notice(text, kind=Kind.INFO))
        elif isinstance(result, UpdateRefused):
            self.notice.emit(Notice(result.message, details=result.reason.value, kind=Kind.PROBLEM))
        return result

    def install_if_quiet(self, install_dir: Path) -> str | None:
        """Install the staged release now; or why not (nothing staged, or the till is busy)."""
        if self._staged is None:
            return translate("Updates", "No update is ready.")
        if (reason := install_blocker(self._activity())) is not None:
            return reason
        from app.services.updates.fetch import InstallFailed, install  # noqa: PLC0415

        staged, self._staged = self._staged, None
        try:
            install(staged, install_dir)
        except InstallFailed as exc:
            return exc.message
        return None


def build_updates(
    *,
    training: bool,
    online: Callable[[], bool],
    unresolved: Callable[[], list[Movement]],
    data_dir: Path,
    parent: QObject | None = None,
) -> UpdatesViewModel | None:
    """The updates of an installed till (None in training and for a till run from source)."""
    folder = installed_folder()
    try:
        channel = UpdateChannel.shipped(folder) if folder is not None and not training else None
    except ChannelFileError as exc:
        # The till works on; it only cannot update itself until it is installed again.
        log.error("No updates: %s", exc)
        return None
    if channel is None:
        return None
    open_work: set[str] = set()
    activity = till_activity(training=training, online=online, unresolved=unresolved, open_work=open_work)
    updates = UpdatesViewModel(channel, __version__, data_dir / "updates", activity, parent=parent)
    updates.open_work = open_work
    return updates
