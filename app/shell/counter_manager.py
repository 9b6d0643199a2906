"""The manager's two buttons at the counter: unblock a voucher, and refund its whole order.

While the last movement of the voucher on the counter waits to be confirmed, nothing more can move
on it (a voucher is never taken twice). A manager who has checked with the service can unblock it:
with its candidates to choose from when the till found some, or on their word that it did not go
through when it found none. A voucher's order is offered for a refund only when the till cannot
already tell that the service would refuse it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QLabel, QPushButton

from app.core.i18n import QT_TRANSLATE_NOOP, translate
from app.core.movement import code_key
from app.desk.common.presenters import VoucherView
from app.desk.common.widgets.language import live
from app.desk.counter import LookupViewModel, RedeemViewModel
from app.desk.manager import ManagerDesk
from app.desk.status import StorageHealth
from app.desk.topup import TopupViewModel
from app.shell.manager_actions import ManagerActions


class OverrideButton(QPushButton):
    """ "Manager: it did not go through…", shown while a voucher is blocked; ``waiting`` (the line
    beside it) says what the cashier does while the voucher on the counter waits for a manager."""

    def __init__(
        self,
        manager_actions: ManagerActions,
        steps_aside: Callable[[bool], None],
        *,
        lookup: LookupViewModel,
        redeem: RedeemViewModel,
        topup: TopupViewModel,
        desk: ManagerDesk,
    ) -> None:
        super().__init__()
        self.waiting = QLabel(wordWrap=True)
        self.waiting.setObjectName("amountReason")
        self.waiting.setVisible(False)
        self._lookup = lookup
        self._redeem = redeem
        self._topup = topup
        self._desk = desk
        self._manager_actions = manager_actions
        self._steps_aside = steps_aside
        self.setVisible(False)
        live(self, self._words)
        self.clicked.connect(self._override)
        self._redeem.blocked.connect(self.show_blocked)
        self._topup.blocked.connect(self.show_blocked)

    def _words(self) -> None:
        self.setText(translate("Counter", "Manager: it did not go through…"))
        self.setToolTip(
            translate(
                "Counter",
                "An earlier redemption or top-up of this voucher is unconfirmed. A manager who has checked "
                "with the service that it did not go through can unblock the voucher (manager PIN).",
            )
        )
        if not self.isHidden():
            self.show_blocked()  # the waiting line in the new language

    def show_blocked(self, _code: str = "") -> None:
        topup = self._topup.blocked_code
        blocked = topup or self._redeem.blocked_code
        self.setVisible(bool(blocked))
        # Nothing can be taken from a voucher whose movement waits for a manager: the redeem box
        # gives its height to the outcome and the hand-off, and the line beside this button says
        # why (in the words of the box whose outcome line tells it). One the till can still check
        # keeps the box, where the cashier's second try is reviewed (confirming it checks the
        # earlier one).
        shown = self._lookup.voucher
        here = bool(blocked) and shown is not None and code_key(shown.redeem_code) == code_key(blocked)
        why = (self._topup.waits_for_manager if topup else self._redeem.waits_for_manager) if here else ""
        self.waiting.setText(why)
        self.waiting.setVisible(bool(why))
        self._steps_aside(bool(why))

    def _override(self) -> None:
        """The same quick override for an unconfirmed top-up or new card as for a redemption."""
        topup = self._topup.blocked_code
        code = topup or self._redeem.blocked_code
        if not code:
            return
        if self._desk.has_unconfirmed(code):
            self._manager_actions.decide_unconfirmed(code)
            return
        if topup:
            said = translate(
                "Counter",
                "Mark the unconfirmed top-up of {code} as not applied, after checking with the "
                "service that it did not go through",
            )
            self._manager_actions.approve(said.format(code=code), self._topup.override_blocked)
            return
        said = translate(
            "Counter",
            "Mark the unconfirmed redemption of {code} as not applied, after checking with the "
            "service that it did not go through",
        )
        self._manager_actions.approve(said.format(code=code), self._redeem.override_blocked)


REFUND_TIP = QT_TRANSLATE_NOOP("Counter", "Refund the whole order of this voucher (manager PIN)")


class RefundButton(QPushButton):
    """ "Refund order #5087…", beside the voucher's facts while a voucher is shown."""

    def __init__(
        self, lookup: LookupViewModel, storage: StorageHealth, manager_actions: ManagerActions
    ) -> None:
        super().__init__()
        self._lookup = lookup
        self._storage = storage
        self._order_id: int | None = None
        self.setVisible(False)
        self.clicked.connect(manager_actions.refund_shown_order)
        live(self, self._words)

    def _words(self) -> None:
        if self._order_id is None:
            self.setText(translate("Counter", "Refund order…"))
        else:
            self.setText(translate("Counter", "Refund order #{order}…").format(order=self._order_id))
        self.offer()

    def show_voucher(self, view: VoucherView | None) -> None:
        if view is not None:
            self._order_id = view.order_id
        self.setVisible(view is not None)
        self._words()

    def offer(self) -> None:
        """Enabled unless the till cannot move money now or knows the service would refuse it."""
        voucher = self._lookup.voucher
        why = (
            translate("Counter", "This voucher is void, so its order cannot be refunded.")
            if voucher and voucher.status == "Void"
            else ""
        )
        self.setEnabled(self._storage.money_allowed and not why)
        self.setToolTip(why or translate("Counter", REFUND_TIP))
