"""The Manager menu's flow: check first, then the PIN, then the action's dialog.

What the service would refuse is found before any PIN is asked (a reversed event, a refunded
order, a void voucher's order), and said in a message instead. The PIN prompt names what it
approves. Each dialog gets its own short-lived view-model from the desk; the manager session ends
with the dialog.

Dialogs are opened with ``open()`` (window-modal, no nested event loop), so the asyncio loop that
qasync runs keeps serving requests while a dialog is up, and tests can drive them with qtbot.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QMenu, QMessageBox, QWidget

from app.api.models import RedeemHistoryEntry
from app.compose import ManagerMenu
from app.core.feed_event import ShownEvent
from app.core.i18n import QT_TRANSLATE_NOOP, translate
from app.core.notice import Notice
from app.desk.accounts import widgets as accounts_ui
from app.desk.cases import widgets as cases_ui
from app.desk.common.widgets.dialog_life import close_up
from app.desk.common.widgets.language import live
from app.desk.feed.widgets import ActivityPanel
from app.desk.integrity import widgets as integrity_ui
from app.desk.manager import ManagerTask
from app.desk.manager import widgets as dialogs
from app.store.db import StorageError


class ManagerActions(QObject):
    """Attributes ``pin_dialog``, ``dialog`` and ``notice`` hold what is open now (tests drive them).

    Signals: ``settings_changed(object)`` with the ``(Settings, api_key)`` a manager chose.
    """

    settings_changed = Signal(object)

    def __init__(self, window: QWidget, parts: ManagerMenu, activity: ActivityPanel) -> None:
        super().__init__(window)
        self._parts = parts
        self._activity = activity
        self.pin_dialog: dialogs.PinDialog | None = None
        self.dialog: QDialog | None = None
        self.notice: QMessageBox | None = None
        #: A dispute pack opened over the shift report, from one of its lines.
        self.pack_over: QDialog | None = None
        #: The view-model whose check before the PIN is running: a second click waits for it.
        self._checking: ManagerTask | None = None
        parts.desk.history_event.connect(self.reverse)
        parts.desk.notice.connect(self._say_notice)

    @property
    def _window(self) -> QWidget:
        """The window these actions belong to: their Qt parent, not an attribute, so the window and
        its actions do not hold each other."""
        window = self.parent()
        assert isinstance(window, QWidget)
        return window

    def fill_menu(self, menu: QMenu) -> None:
        """Every manager action has a key, shown in the menu, so none needs a mouse. The counter's
        actions are at the top; the voucher's records, the reports and the till's settings are a
        submenu each: one list of them all was taller than a 768 px screen in every language
        (Qt then splits it into columns, the second off a 1024 px screen's edge)."""
        named: list[tuple[QAction | QMenu, str]] = []
        groups: tuple[tuple[str | None, tuple[tuple[str, str, Callable[[], object]], ...]], ...] = (
            (
                None,
                (
                    (
                        QT_TRANSLATE_NOOP("ManagerMenu", "Reverse the selected event…"),
                        "Ctrl+R",
                        self.reverse_selected,
                    ),
                    (
                        QT_TRANSLATE_NOOP("ManagerMenu", "Refund this voucher's order…"),
                        "Ctrl+Shift+R",
                        self.refund_shown_order,
                    ),
                    (
                        QT_TRANSLATE_NOOP("ManagerMenu", "Unconfirmed movements…"),
                        "Ctrl+U",
                        self.decide_unconfirmed,
                    ),
                    (
                        QT_TRANSLATE_NOOP("ManagerMenu", "Lift the pause on lookups…"),
                        "Ctrl+Shift+U",
                        self.lift_lookup_pause,
                    ),
                ),
            ),
            (
                QT_TRANSLATE_NOOP("ManagerMenu", "This voucher"),
                (
                    (
                        QT_TRANSLATE_NOOP("ManagerMenu", "Show the voucher's whole code…"),
                        "Ctrl+Shift+K",
                        self.reveal_code,
                    ),
                    (
                        QT_TRANSLATE_NOOP("ManagerMenu", "Show the guest's e-mail address…"),
                        "Ctrl+Shift+E",
                        self.reveal_email,
                    ),
                    (
                        QT_TRANSLATE_NOOP("ManagerMenu", "Dispute pack for this voucher…"),
                        "Ctrl+Shift+D",
                        self.dispute_pack_shown,
                    ),
                    (
                        QT_TRANSLATE_NOOP("ManagerMenu", "Report a problem with this voucher…"),
                        "Ctrl+Shift+B",
                        self.report_problem,
                    ),
                    (QT_TRANSLATE_NOOP("ManagerMenu", "Voucher cases…"), "Ctrl+Shift+C", self.case_list),
                ),
            ),
            (
                QT_TRANSLATE_NOOP("ManagerMenu", "Reports and audit"),
                (
                    (QT_TRANSLATE_NOOP("ManagerMenu", "End of shift report…"), "Ctrl+E", self.shift_report),
                    (
                        QT_TRANSLATE_NOOP("ManagerMenu", "Voucher accounts and VAT…"),
                        "Ctrl+Shift+A",
                        self.accounts,
                    ),
                    (
                        QT_TRANSLATE_NOOP("ManagerMenu", "Staff integrity report…"),
                        "Ctrl+Shift+I",
                        self.integrity_report,
                    ),
                    (QT_TRANSLATE_NOOP("ManagerMenu", "Audit log…"), "Ctrl+L", self.audit_log),
                    (
                        QT_TRANSLATE_NOOP("ManagerMenu", "Check the audit log…"),
                        "Ctrl+Shift+L",
                        self.check_audit_log,
                    ),
                ),
            ),
            (
                QT_TRANSLATE_NOOP("ManagerMenu", "Till settings"),
                (
                    (QT_TRANSLATE_NOOP("ManagerMenu", "Managers and PINs…"), "Ctrl+Shift+P", self.managers),
                    (
                        QT_TRANSLATE_NOOP("ManagerMenu", "Dual control limit…"),
                        "Ctrl+Shift+N",
                        self.dual_limit,
                    ),
                    (
                        QT_TRANSLATE_NOOP("ManagerMenu", "Service settings…"),
                        "Ctrl+Shift+G",
                        self.service_settings,
                    ),
                    (
                        QT_TRANSLATE_NOOP("ManagerMenu", "Check the service…"),
                        "Ctrl+Shift+J",
                        self.check_service,
                    ),
                ),
            ),
        )
        for title, entries in groups:
            into = menu
            if title is not None:
                into = menu.addMenu(title)
                named.append((into, title))
            for text, key, slot in entries:
                action = QAction(text, self._window)
                action.setShortcut(QKeySequence(key))
                action.triggered.connect(slot)
                into.addAction(action)
                named.append((action, text))

        def words() -> None:
            for item, text in named:
                if isinstance(item, QMenu):
                    item.setTitle(translate("ManagerMenu", text))
                else:
                    item.setText(translate("ManagerMenu", text))

        live(menu, words)

    # -- the one entry point for any manager approval ---------------------------------------------

    def approve(self, approving: str, then: Callable[[str], None]) -> None:
        """Ask for a manager's PIN to approve ``approving`` ("Top up £20.00 on SPA50PART"), then call
        ``then(manager)`` with the name of the manager whose PIN it was. Their one-action session is
        ended before ``then`` runs, so the next action asks again; nothing is called on Cancel, nor
        while another manager action is open (it is ignored, as a double click is)."""
        if self._occupied():
            return

        def approved() -> None:
            manager = self._parts.gate.begin_action()
            if manager:
                then(manager)

        self._ask_pin(approving, approved)

    # -- the actions ----------------------------------------------------------------------------

    def reverse_selected(self) -> None:
        event = self._activity.selected_event()
        if event is None:
            self._say(translate("Manager", "Choose an event in the activity list first."))
            return
        self.reverse(event)

    def reverse(self, event: ShownEvent) -> None:
        if self._occupied() or self._cannot_move_money():
            return
        model = self._parts.desk.reverse(event)
        model.checked.connect(
            self._once_checked(
                model, lambda: dialogs.ReverseDialog(model, self._window), self._activity.refresh_actions
            )
        )
        model.check()

    def reverse_history_line(self, entry: RedeemHistoryEntry | None) -> None:
        """Reverse from a line of the voucher's redeem history: its event is found first."""
        if entry is None:
            self._say(translate("Manager", "Choose a line of the redeem history first."))
            return
        if self._cannot_move_money():
            return
        self._parts.desk.find_history_event(entry)

    def _say_notice(self, notice: Notice) -> None:
        self._say(notice.text)

    def refund_shown_order(self) -> None:
        view = self._parts.lookup.view
        if view is None:
            self._say(translate("Manager", "Look up a voucher of the order first."))
            return
        self.refund(view.order_id)

    def refund(self, order_id: int) -> None:
        if self._occupied() or self._cannot_move_money():
            return
        model = self._parts.desk.refund(order_id)
        model.checked.connect(self._once_checked(model, lambda: dialogs.RefundDialog(model, self._window)))
        model.check()

    def _cannot_move_money(self) -> bool:
        """A reverse or a refund is refused before anything is asked when the till cannot write its
        journal or reach the service; the reason is said."""
        if offline := self._parts.storage.refusal() or self._parts.desk.offline_reason():
            self._say(offline)
            return True
        return False

    def _once_checked(
        self, model: ManagerTask, dialog: Callable[[], QDialog], refused: Callable[[], object] = lambda: None
    ) -> Callable[[str], None]:
        """What ``model``'s check answers: its blocker is said (then ``refused``) and the model let go,
        or, with none, the manager's PIN and then ``dialog``. No other action starts meanwhile."""
        self._checking = model

        def checked(blocker: str) -> None:
            self._checking = None
            if blocker:
                model.release()
                refused()
                self._say(blocker)
                return
            self._with_manager(model, lambda: self._show(dialog(), model))

        return checked

    def decide_unconfirmed(self, code: str | None = None) -> None:
        """A manager decides an unconfirmed movement (on ``code`` first), with its candidates shown."""
        if self._occupied():
            return
        model = self._parts.desk.unconfirmed(code or None)
        if model is None:
            self._say(translate("Manager", "No movement is waiting for a manager's decision."))
            return
        self._with_manager(model, lambda: self._show(dialogs.UnconfirmedDialog(model, self._window), model))

    def audit_log(self) -> None:
        def show(manager: str) -> None:
            model = self._parts.desk.audit_log(manager)
            self._show(dialogs.AuditLogDialog(model, self._window), model)

        self.approve(translate("Manager", "View the audit log"), show)

    def check_audit_log(self) -> None:
        """The whole chain checked; the first line changed, removed or put in is named."""

        def show(manager: str) -> None:
            model = self._parts.desk.audit_log(manager)

            def checked(text: str, _warning: bool) -> None:
                model.release()
                self._say(text)

            model.checked.connect(checked)
            model.check_and_record()

        self.approve(translate("Manager", "Check the audit log"), show)

    def lift_lookup_pause(self) -> None:
        """Lookups paused after many unknown codes (``app.desk.counter.guessing``) work again."""
        guard = self._parts.lookup.guard
        if guard is None or not guard.paused:
            self._say(translate("Manager", "Lookups are not paused."))
            return

        def lift(manager: str) -> None:
            guard.lift(manager)
            self._say(translate("Manager", "The pause is lifted: codes can be looked up again."))

        self.approve(translate("Manager", "Lift the pause on lookups"), lift)

    def reveal_code(self) -> None:
        """The whole code of the voucher on screen when it is shown masked (opened from the feed)."""
        voucher = self._parts.lookup.voucher
        if voucher is None or self._parts.lookup.held:
            self._say(
                translate(
                    "Manager", "Open a voucher from the feed first; a scanned one already shows its code."
                )
            )
            return
        code = voucher.redeem_code

        def show(manager: str) -> None:
            model = self._parts.desk.reveal_code(manager, code)
            self._show(dialogs.RevealCodeDialog(model, self._window), model)

        self.approve(translate("Manager", "Show a voucher's whole code"), show)

    def reveal_email(self) -> None:
        """The whole e-mail addresses of the order of the voucher on screen (shown masked)."""
        order = self._parts.lookup.order
        addresses = (order.email_address, order.recipient_email_address) if order else ()
        if order is None or not any(address.strip() for address in addresses):
            self._say(translate("Reveal e-mail", "Open a voucher whose order has an e-mail address first."))
            return

        def show(manager: str) -> None:
            model = self._parts.desk.reveal_email(manager, order.order_id, addresses)
            self._show(dialogs.RevealEmailDialog(model, self._window), model)

        self.approve(translate("Reveal e-mail", "Show a guest's e-mail address"), show)

    def shift_report(self) -> None:
        def show(manager: str) -> None:
            model = self._parts.desk.shift_report(manager)
            dialog = dialogs.ShiftReportDialog(model, self._parts.place, self._window)
            dialog.dispute_pack = lambda code: self._pack_over(dialog, code, manager)
            self._show(dialog, model)

        self.approve(translate("Manager", "The end of shift report"), show)

    # -- a voucher's records: the dispute pack and its cases ----------------------------------------

    def dispute_pack_shown(self) -> None:
        """The dispute pack of the voucher on the counter (scanned, or opened from the feed or Find)."""
        voucher = self._parts.lookup.voucher
        if voucher is None:
            self._say(translate("Cases", "Look up a voucher first."))
            return
        self.dispute_pack(voucher.redeem_code)

    def dispute_pack(self, code: str) -> None:
        """The dispute pack of ``code`` (the counter's voucher, a Find result, a shift report line)."""
        cases = self._parts.cases
        if cases is None or not code:
            return

        def show(manager: str) -> None:
            model = cases.pack(code, manager)
            self._show_own(cases_ui.DisputePackDialog(model, self._window), model)

        shown = cases.shown_code(code)
        self.approve(translate("Cases", "A dispute pack for voucher {code}").format(code=shown), show)

    def _pack_over(self, report: QDialog, code: str, manager: str) -> None:
        """From a shift report's line: the pack opens over the report, for the manager whose PIN
        opened the report (they are at the till; the pack only reads what the report shows)."""
        cases = self._parts.cases
        if cases is None or not code:
            return
        model = cases.pack(code, manager)
        dialog = cases_ui.DisputePackDialog(model, report)
        self.pack_over = dialog
        dialog.finished.connect(lambda _result: self._pack_over_closed(dialog, model))
        dialog.open()

    def _pack_over_closed(self, dialog: QDialog, model: QObject) -> None:
        if self.pack_over is dialog:
            self.pack_over = None
        close_up(dialog, model)

    def report_problem(self) -> None:
        """*Report a problem with this voucher*: a case sheet, and the voucher refused here."""
        voucher, cases = self._parts.lookup.voucher, self._parts.cases
        if voucher is None or cases is None:
            self._say(translate("Cases", "Look up a voucher first."))
            return
        if (case := cases.open_case(voucher.redeem_code)) is not None:
            self._say(
                translate(
                    "Cases",
                    "Voucher {code} already has an open case (#{number}): see Manager → Voucher cases.",
                ).format(code=cases.shown_code(voucher.redeem_code), number=case.id)
            )
            return
        code, order_id = voucher.redeem_code, voucher.order_id

        def show(manager: str) -> None:
            model = cases.report(code, order_id, manager)
            self._show_own(cases_ui.CaseReportDialog(model, self._window), model)

        shown = cases.shown_code(code)
        self.approve(translate("Cases", "Report a problem with voucher {code}").format(code=shown), show)

    def case_list(self) -> None:
        cases = self._parts.cases
        if cases is None:
            return

        def show(manager: str) -> None:
            model = cases.case_list(manager)
            self._show_own(cases_ui.CaseListDialog(model, self._window), model)

        self.approve(translate("Cases", "The voucher cases"), show)

    def _show_own(self, dialog: QDialog, model: QObject) -> None:
        """A dialog whose view-model is no manager task: both go when it closes."""
        self.dialog = dialog
        dialog.finished.connect(lambda _result: self._own_closed(dialog, model))
        dialog.open()

    def accounts(self) -> None:
        """The accountant's export: any period at any location, with the VAT basis (PIN first)."""

        def show(manager: str) -> None:
            model = self._parts.accounts(manager)
            # The period is in the property's dates, as the service's events are: a till in another
            # zone would otherwise miss the property's today.
            dialog = accounts_ui.AccountsDialog(
                model, self._parts.place, self._parts.desk.parts.service_now(), self._window
            )
            self._show_own(dialog, model)

        self.approve(translate("Manager", "The voucher accounts and their VAT classes"), show)

    def integrity_report(self) -> None:
        """Each member of staff's counts for a period, beside the usual figure (PIN first)."""

        def show(manager: str) -> None:
            model = self._parts.integrity(manager)
            dialog = integrity_ui.IntegrityDialog(model, self._parts.desk.parts.clock().date(), self._window)
            self.dialog = dialog
            dialog.finished.connect(model.close)
            dialog.finished.connect(lambda _result: self._own_closed(dialog, model))
            dialog.open()

        self.approve(translate("Manager", "The staff integrity report"), show)

    def _own_closed(self, dialog: QDialog, model: QObject) -> None:
        self._parts.gate.end_session()
        if self.dialog is dialog:
            self.dialog = None
        close_up(dialog, model)

    def dual_limit(self) -> None:
        """The amount above which a movement at this location needs a manager's PIN too."""

        def show(manager: str) -> None:
            model = self._parts.desk.dual_limit(manager)
            self._show(dialogs.DualLimitDialog(model, self._parts.place, self._window), model)

        self.approve(translate("Manager", "Change the dual-control limit"), show)

    def managers(self) -> None:
        def show(manager: str) -> None:
            model = self._parts.desk.admin(manager)
            self._show(dialogs.ManagersDialog(model, self._window), model)

        self.approve(translate("Manager", "Add or remove managers, or change a PIN"), show)

    def service_settings(self) -> None:
        """Change service, property or location: the till then restarts its session on them."""
        if self._parts.credentials is None:
            self._say(
                translate(
                    "Manager",
                    "A training till always runs on the built-in sandbox; its service cannot change.",
                )
            )
            return

        def ask(manager: str) -> None:
            self._parts.start("service-settings", self._edit_settings(manager))

        self.approve(translate("Manager", "Change the service settings"), ask)

    def check_service(self) -> None:
        """Read-only checks of the account; what the till adapts to is kept with the settings."""

        def show(_manager: str) -> None:
            model = self._parts.desk.service_check()
            self._show(dialogs.ServiceCheckDialog(model, self._window), model)

        self.approve(translate("Manager", "Check the service and adapt the till to it"), show)

    async def _edit_settings(self, manager: str) -> None:
        credentials = self._parts.credentials
        assert credentials is not None
        change = await dialogs.edit_settings(self._window, self._parts.settings, credentials)
        if change is None:
            return
        try:
            self._parts.desk.record_settings_change(manager, change[0])
        except StorageError as exc:
            # Unaudited, the change is not made: the till goes on with the settings it had.
            self._parts.storage.report(exc)
            self._say(
                translate("Manager", "{problem}. The service settings were not changed.").format(
                    problem=exc.problem
                )
            )
            return
        self.settings_changed.emit(change)

    # -- plumbing -------------------------------------------------------------------------------

    def _occupied(self) -> bool:
        """A manager action is already being checked, approved or shown: a double click, a second
        shortcut press or a stale feed row must not start a second one beside it."""
        return self._checking is not None or self.pin_dialog is not None or self.dialog is not None

    def _with_manager(self, model: ManagerTask, then: Callable[[], None]) -> None:
        """The PIN for the action ``model`` is for; the model is let go if the PIN is cancelled."""
        approving = str(getattr(model, "approval", ""))
        self._ask_pin(approving, then, on_cancel=model.release)

    def _ask_pin(
        self, approving: str, then: Callable[[], None], on_cancel: Callable[[], None] | None = None
    ) -> None:
        dialog = dialogs.PinDialog(self._parts.gate, approving, self._window)
        self.pin_dialog = dialog
        dialog.accepted.connect(then)
        if on_cancel is not None:
            dialog.rejected.connect(on_cancel)
        dialog.finished.connect(lambda _result: self._forget_pin(dialog))
        dialog.open()

    def _forget_pin(self, dialog: dialogs.PinDialog) -> None:
        if self.pin_dialog is dialog:
            self.pin_dialog = None
        dialog.deleteLater()

    def _show(self, dialog: QDialog, model: ManagerTask) -> None:
        self.dialog = dialog
        dialog.finished.connect(lambda _result: self._closed(dialog, model))
        dialog.open()

    def _closed(self, dialog: QDialog, model: ManagerTask) -> None:
        self._parts.gate.end_session()
        if self.dialog is dialog:
            self.dialog = None
        dialog.deleteLater()
        model.release()
        self._parts.poll_now()

    def _say(self, text: str) -> None:
        box = QMessageBox(
            QMessageBox.Icon.Information,
            translate("Manager", "Manager"),
            text,
            QMessageBox.StandardButton.Ok,
            self._window,
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.notice = box
        box.open()
