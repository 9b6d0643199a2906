"""The manager desk: makes each manager dialog's view-model, and says when a movement settled.

It is the one long-lived piece besides the gate: it knows the till's parts, the start of the shift,
and whether manager actions can start now (not offline: their outcome could not be checked).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QObject, Signal

from app.api.models import RedeemHistoryEntry
from app.core.feed_event import ShownEvent
from app.core.i18n import QT_TRANSLATE_NOOP, translate
from app.core.notice import Kind, Notice
from app.core.settings import Settings
from app.desk.common.connection import Link
from app.desk.manager.base import ManagerParts, ManagerTask
from app.desk.manager.gate import ManagerGate
from app.desk.manager.reverse import (
    EventNotOffered,
    ReverseViewModel,
    find_history_event,
    known_reverse_blocker,
)
from app.desk.manager.unconfirmed import UnconfirmedViewModel, waiting_movement

if TYPE_CHECKING:
    from app.desk.manager.admin import ManagerAdminViewModel
    from app.desk.manager.audit import AuditLogViewModel
    from app.desk.manager.dual_limit import DualLimitViewModel
    from app.desk.manager.refund import RefundViewModel
    from app.desk.manager.reveal import RevealCodeViewModel
    from app.desk.manager.reveal_email import RevealEmailViewModel
    from app.desk.manager.service_check import ServiceCheckViewModel
    from app.desk.manager.shift import ShiftReportViewModel

T = TypeVar("T", bound=ManagerTask)

OFFLINE_MANAGER_REASON = QT_TRANSLATE_NOOP(
    "Manager", "Offline: reverses and refunds wait until the service answers again."
)
ACTION_SETTINGS = "settings"


class ManagerDesk(QObject):
    """Signals:
    finished(): a manager's movement settled; the voucher on screen and the feed should be read again.
    history_event(BalanceEvent): the event behind a redeem-history line, found to offer its reverse;
        always a ``BalanceEvent``, never a reason in its place.
    notice(Notice): why that event is not offered (not found, not readable, may not be reversed).
    reversed(ShownEvent undone, BalanceEvent new, bool keyed): a manager's reverse went through
        (``ReverseViewModel.reversed``), for the counter's outcome line.
    """

    finished = Signal()
    history_event = Signal(object)
    notice = Signal(object)
    reversed = Signal(object, object, bool)

    def __init__(self, parts: ManagerParts, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.parts = parts
        #: Where the next shift report starts: the first sign-in since the last report was closed
        #: (a change of language is a new sign-in, never a new shift), or the till's start.
        self.shift_start = parts.clock()
        self._shift_open = False
        parts.session.staff_changed.connect(self._staff_changed)

    @property
    def gate(self) -> ManagerGate:
        return self.parts.gate

    def reverse_blocker(self, event: ShownEvent) -> str:
        """Why a reverse of ``event`` is known to be refused before asking (for the feed's button)."""
        return known_reverse_blocker(self.parts, event)

    def offline_reason(self) -> str:
        """Why a reverse or refund cannot start now ("" when it can): offline, its outcome could not
        be checked, so the till does not send it."""
        if self.parts.connection.state is Link.OFFLINE:
            return translate("Manager", OFFLINE_MANAGER_REASON)
        return ""

    # -- one view-model per dialog ----------------------------------------------------------------
    # A dialog's view-model is imported where it is made: the till page does not need it, and
    # ``app.shell.later`` loads it once the page is painted (through the package's ``MODULES``).

    def reverse(self, event: ShownEvent) -> ReverseViewModel:
        model = self._own(ReverseViewModel(self.parts, event, self))
        model.reversed.connect(self.reversed)
        return model

    def refund(self, order_id: int) -> RefundViewModel:
        from app.desk.manager.refund import RefundViewModel  # noqa: PLC0415 - see above

        return self._own(RefundViewModel(self.parts, order_id, self))

    def unconfirmed(self, code: str | None = None) -> UnconfirmedViewModel | None:
        movement = waiting_movement(self.parts, code)
        return None if movement is None else self._own(UnconfirmedViewModel(self.parts, movement, self))

    def has_unconfirmed(self, code: str) -> bool:
        """Whether a movement on ``code`` waits for a manager's decision between candidates."""
        movement = waiting_movement(self.parts, code)
        return (
            movement is not None and movement.code is not None and movement.code.casefold() == code.casefold()
        )

    def audit_log(self, manager: str) -> AuditLogViewModel:
        from app.desk.manager.audit import AuditLogViewModel  # noqa: PLC0415 - see above

        return self._own(AuditLogViewModel(self.parts, manager, self))

    def reveal_code(self, manager: str, code: str) -> RevealCodeViewModel:
        from app.desk.manager.reveal import RevealCodeViewModel  # noqa: PLC0415 - see above

        return self._own(RevealCodeViewModel(self.parts, manager, code, self))

    def reveal_email(self, manager: str, order_id: int, addresses: tuple[str, ...]) -> RevealEmailViewModel:
        from app.desk.manager.reveal_email import RevealEmailViewModel  # noqa: PLC0415 - see above

        return self._own(RevealEmailViewModel(self.parts, manager, order_id, addresses, self))

    def shift_report(self, manager: str) -> ShiftReportViewModel:
        from app.desk.manager.shift import ShiftReportViewModel  # noqa: PLC0415 - see above

        model = self._own(ShiftReportViewModel(self.parts, manager, self.shift_start, self))
        model.destroyed.connect(self._report_closed)
        return model

    @property
    def shift_open(self) -> bool:
        """Someone signed in since the last shift report was closed: their shift is under way."""
        return self._shift_open

    def _report_closed(self) -> None:
        """A report's dialog closed: the next sign-in opens the next shift."""
        self._shift_open = False

    def admin(self, manager: str) -> ManagerAdminViewModel:
        from app.desk.manager.admin import ManagerAdminViewModel  # noqa: PLC0415 - see above

        return self._own(ManagerAdminViewModel(self.parts, manager, self))

    def dual_limit(self, manager: str) -> DualLimitViewModel:
        from app.desk.manager.dual_limit import DualLimitViewModel  # noqa: PLC0415 - see above

        return self._own(DualLimitViewModel(self.parts, manager, self))

    def service_check(self) -> ServiceCheckViewModel:
        from app.desk.manager.service_check import ServiceCheckViewModel  # noqa: PLC0415 - see above

        return self._own(ServiceCheckViewModel(self.parts, self))

    def _own(self, model: T) -> T:
        model.finished.connect(self.finished)
        return model

    # -- the rest ---------------------------------------------------------------------------------

    def find_history_event(self, entry: RedeemHistoryEntry) -> None:
        """Find the event behind a line of the voucher's redeem history, to offer its reverse."""
        self.parts.tasks.start("history-event", self._find(entry))

    async def _find(self, entry: RedeemHistoryEntry) -> None:
        try:
            found = await find_history_event(self.parts, entry)
        except EventNotOffered as exc:
            self.notice.emit(Notice(str(exc), kind=Kind.REFUSED))
            return
        self.history_event.emit(found)

    def record_settings_change(self, manager: str, settings: Settings) -> None:
        """The audit line for a manager's change of service, property or location.

        Whether this is the only till at its location is named too: it decides whether a lost
        answer's event is taken as this till's without a manager (``app.core.reconcile``).
        """
        where = f"{settings.base_url} · {settings.property_name} · {settings.location_name}"
        alone = "the only till at this location" if settings.only_till_here else "other tills may work here"
        if settings.only_till_here != self.parts.settings.only_till_here:
            alone = f"now {alone}"
        self.parts.gate.record(ACTION_SETTINGS, manager, "changed", reason=f"{where} · {alone}")

    def _staff_changed(self, name: str) -> None:
        if name and not self._shift_open:
            self.shift_start = self.parts.clock()
            self._shift_open = True
