"""The Manager menu's flow: PIN first, then the action's dialog; the manager session ends with it.

Dialogs are opened with ``open()`` (window-modal, no nested event loop), so the asyncio loop that
qasync runs keeps serving requests while a dialog is up, and tests can drive them with qtbot.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QMenu, QMessageBox, QWidget

from app.api.models import BalanceEvent, RedeemHistoryEntry
from app.compose import Till
from app.ui.activity_panel import ActivityPanel
from app.ui.dialogs.audit_log import AuditLogDialog
from app.ui.dialogs.pin import PinDialog
from app.ui.dialogs.refund import RefundDialog
from app.ui.dialogs.reverse import ReverseDialog
from app.ui.dialogs.setup import edit_settings
from app.ui.dialogs.shift_report import ShiftReportDialog
from app.ui.dialogs.unconfirmed import UnconfirmedDialog


class ManagerActions(QObject):
    """Attributes ``pin_dialog`` and ``dialog`` hold the dialogs now open (tests drive them).

    Signals: ``settings_changed(object)`` with the ``(Settings, api_key)`` a manager chose.
    """

    settings_changed = Signal(object)

    def __init__(self, window: QWidget, till: Till, activity: ActivityPanel) -> None:
        super().__init__(window)
        self._till = till
        self._activity = activity
        self.pin_dialog: PinDialog | None = None
        self.dialog: QDialog | None = None
        self.notice: QMessageBox | None = None
        till.manager.history_event.connect(self._history_event_found)

    @property
    def _window(self) -> QWidget:
        """The window these actions belong to: their Qt parent, not an attribute, so the window and
        its actions do not hold each other."""
        window = self.parent()
        assert isinstance(window, QWidget)
        return window

    def fill_menu(self, menu: QMenu) -> None:
        """Every manager action has a key, shown in the menu, so none needs a mouse."""
        for text, key, slot in (
            ("Reverse the selected event…", "Ctrl+R", self.reverse_selected),
            ("Refund this voucher's order…", "Ctrl+Shift+R", self.refund_shown_order),
            ("Unconfirmed movements…", "Ctrl+U", self.decide_unconfirmed),
            ("Audit log…", "Ctrl+L", self.audit_log),
            ("End of shift report…", "Ctrl+E", self.shift_report),
            ("Change the manager PIN…", "Ctrl+Shift+P", self.change_pin),
            ("Service settings…", "Ctrl+Shift+G", self.service_settings),
        ):
            action = QAction(text, self._window)
            action.setShortcut(QKeySequence(key))
            action.triggered.connect(slot)
            menu.addAction(action)

    # -- the actions ----------------------------------------------------------------------------

    def reverse_selected(self) -> None:
        event = self._activity.selected_event()
        if event is None:
            self._say("Choose an event in the activity list first.")
            return
        self.reverse(event)

    def reverse(self, event: BalanceEvent) -> None:
        if offline := self._till.storage.refusal() or self._till.manager.offline_reason():
            self._say(offline)
            return
        allowed, why = self._till.manager.reversible(event)
        if not allowed:
            self._say(why)
            return
        self._with_manager(
            f"reverse event {event.event_id}",
            lambda: self._show(ReverseDialog(self._till.manager, event, self._window)),
        )

    def reverse_history_line(self, entry: RedeemHistoryEntry | None) -> None:
        """Reverse from a line of the voucher's redeem history: its event is found first."""
        if entry is None:
            self._say("Choose a line of the redeem history first.")
            return
        if offline := self._till.storage.refusal() or self._till.manager.offline_reason():
            self._say(offline)
            return
        self._till.manager.find_history_event(entry)

    def _history_event_found(self, found: object) -> None:
        if isinstance(found, BalanceEvent):
            self.reverse(found)
        else:
            self._say(str(found))

    def refund_shown_order(self) -> None:
        view = self._till.lookup.view
        if view is None:
            self._say("Look up a voucher of the order first.")
            return
        self.refund(view.order_id)

    def refund(self, order_id: int) -> None:
        if offline := self._till.storage.refusal() or self._till.manager.offline_reason():
            self._say(offline)
            return
        self._with_manager(
            f"refund order #{order_id}",
            lambda: self._show(RefundDialog(self._till.manager, order_id, self._window)),
        )

    def decide_unconfirmed(self, code: str | None = None) -> None:
        """A manager decides an unconfirmed movement (on ``code`` first), with its candidates shown."""
        view = self._till.manager.unconfirmed(code or None)
        if view is None:
            self._say("No movement is waiting for a manager's decision.")
            return
        self._with_manager(
            "decide an unconfirmed movement",
            lambda: self._show(UnconfirmedDialog(self._till.manager, view, self._window)),
        )

    def audit_log(self) -> None:
        def show() -> None:
            self._till.manager.begin_action()
            self._show(AuditLogDialog(self._till.manager, self._window))

        self._with_manager("view the audit log", show)

    def shift_report(self) -> None:
        def show() -> None:
            self._till.manager.begin_action()
            self._show(ShiftReportDialog(self._till.manager, self._till.session.place, self._window))

        self._with_manager("the end of shift report", show)

    def change_pin(self) -> None:
        def ask_new() -> None:
            self._show(PinDialog(self._till.manager, "set a new PIN", self._window, setting=True))

        self._with_manager("change the manager PIN", ask_new)

    def service_settings(self) -> None:
        """Change service, property or location: the till then restarts its session on them."""
        if self._till.credentials is None:
            self._say("A training till always runs on the built-in sandbox; its service cannot change.")
            return

        def ask() -> None:
            manager = self._till.manager.begin_action() or ""
            self._till.tasks.start("service-settings", self._edit_settings(manager))

        self._with_manager("change the service settings", ask)

    async def _edit_settings(self, manager: str) -> None:
        credentials = self._till.credentials
        assert credentials is not None
        change = await edit_settings(self._window, self._till.settings, credentials)
        if change is not None:
            self._till.manager.record_settings_change(manager, change[0])
            self.settings_changed.emit(change)

    # -- plumbing -------------------------------------------------------------------------------

    def _with_manager(self, purpose: str, then: Callable[[], None]) -> None:
        dialog = PinDialog(self._till.manager, purpose, self._window)
        self.pin_dialog = dialog
        dialog.accepted.connect(then)
        dialog.finished.connect(lambda _result: self._forget_pin(dialog))
        dialog.open()

    def _forget_pin(self, dialog: PinDialog) -> None:
        if self.pin_dialog is dialog:
            self.pin_dialog = None
        dialog.deleteLater()

    def _show(self, dialog: QDialog) -> None:
        self.dialog = dialog
        dialog.finished.connect(lambda _result: self._closed(dialog))
        dialog.open()

    def _closed(self, dialog: QDialog) -> None:
        self._till.manager.end_session()
        if self.dialog is dialog:
            self.dialog = None
        dialog.deleteLater()
        self._till.activity.poll_now()

    def _say(self, text: str) -> None:
        box = QMessageBox(
            QMessageBox.Icon.Information, "Manager", text, QMessageBox.StandardButton.Ok, self._window
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.notice = box
        box.open()
