"""The view-model of the till's updates: the check, what a manager is told, the install when quiet.

The work is ``app.services.updates`` (Qt-free); this says when it runs and what the till shows. The
till passes ``activity``, a callable that reads what the till is doing now (training, online,
movements in flight or unresolved, a sale or a bill open), so the rule is asked at the moment it
matters: when a check would start and when an install would.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from app.core.i18n import translate
from app.core.notice import Kind, Notice
from app.services.updates import (
    TillActivity,
    UpdateChannel,
    UpdateRefused,
    UpdateResult,
    UpdateStaged,
    check_and_stage,
    install_blocker,
    ready_text,
)
from app.services.updates.fetch import install
from app.services.updates.policy import check_blocker


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

    @property
    def staged(self) -> UpdateStaged | None:
        return self._staged

    async def check(self) -> UpdateResult | None:
        """Look for a release, unless this install has no channel or the till may not look now."""
        if self._channel is None or check_blocker(self._activity()) is not None:
            return None
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
        install(self._staged, install_dir)
        self._staged = None
        return None
