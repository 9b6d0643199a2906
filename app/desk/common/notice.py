"""Where view-models' notices meet the window: one triage, and a bridge that keeps early notices.

Every view-model has one signal, ``notice(Notice)``. A failure goes through :func:`triage`:
cancelled work is silent; an expected failure becomes a notice and tells the connection what it
says about the service (so "Online" follows what the service really does); anything else is raised
again, so the task's error handler logs it and shows the crash dialog once per distinct traceback.

A view-model can speak before the window exists (a re-check at start-up, a first poll): the
:class:`NoticeBridge` keeps such notices and hands them over, in order, when the window attaches,
as qutebrowser's message bridge does.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Protocol

from PySide6.QtCore import QObject, Signal, SignalInstance

from app.core.errors import describe
from app.core.notice import Notice


class ConnectionReport(Protocol):
    def report(self, notice: Notice) -> None: ...


def triage(error: BaseException, connection: ConnectionReport, *, subject: str = "voucher") -> Notice | None:
    """The notice for ``error`` (None when cancelled), after the connection has heard it; a bug
    is raised again."""
    notice = describe(error, subject=subject)
    if notice is not None:
        connection.report(notice)
    return notice


Receiver = Callable[[str, Notice], None]


class NoticeBridge(QObject):
    """Every view-model's notices under the name of where they came from ("lookup", "redeem", …).

    Signals: ``notice(str origin, Notice)``, once the window has attached; notices posted before
    that are held and delivered to the receiver first.
    """

    notice = Signal(str, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._held: list[tuple[str, Notice]] = []
        self._attached = False

    def watch(self, origin: str, signal: SignalInstance) -> None:
        """Pass on what a view-model's ``notice`` signal says, as coming from ``origin``."""
        signal.connect(partial(self.post, origin))

    def post(self, origin: str, notice: Notice) -> None:
        if self._attached:
            self.notice.emit(origin, notice)
        else:
            self._held.append((origin, notice))

    def attach(self, receiver: Receiver) -> None:
        """Connect the window: notices held so far go to it first, in the order they were posted."""
        self.notice.connect(receiver)
        self._attached = True
        held, self._held = self._held, []
        for origin, notice in held:
            receiver(origin, notice)

    @property
    def held(self) -> list[tuple[str, Notice]]:
        return list(self._held)
