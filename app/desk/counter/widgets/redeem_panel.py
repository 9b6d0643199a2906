"""The redeem box: an amount, a review of what it will do, and a deliberate confirm.

A wedge scanner is a keyboard: it types a code and Enter (or Tab) into whatever has focus, often
twice. So nothing here that a scanner can produce moves money. The amount starts empty; the whole
balance is a button of its own; Enter in the amount field only opens the review ("Redeem £5.00
from SPA50PART — £45.00 left"); and Confirm is the shared confirm step
(``app.desk.common.widgets.confirm_step``): never the default button, no focus, only a click, a tap or F12.
The flow is the top-up box's too (``app.desk.common.widgets.amount_step``); only the whole-balance button is
the redeem box's own.
"""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QPushButton, QVBoxLayout, QWidget

from app.core.i18n import QT_TRANSLATE_NOOP, translate
from app.desk.common.approve import Approve
from app.desk.common.presenters import VoucherView
from app.desk.common.widgets.amount_step import AmountStep, AmountWords
from app.desk.common.widgets.language import live
from app.desk.counter.redeem import RedeemViewModel

WORDS = AmountWords(
    label=QT_TRANSLATE_NOOP("Redeem", "&Amount"),
    entry_name=QT_TRANSLATE_NOOP("Redeem", "Amount to redeem"),
    entry_tip=QT_TRANSLATE_NOOP(
        "Redeem", "Amount to redeem; Enter shows what will be redeemed, to confirm (Alt+A)"
    ),
    entry_width=260,
    review=QT_TRANSLATE_NOOP("Redeem", "Redeem…"),
    review_name=QT_TRANSLATE_NOOP("Redeem", "Review the redemption"),
    review_tip=QT_TRANSLATE_NOOP("Redeem", "Show what will be redeemed, to confirm (Enter in the amount)"),
    what=QT_TRANSLATE_NOOP("Redeem", "redemption"),
    cancel_hint=QT_TRANSLATE_NOOP("Redeem", "Do not redeem; change the amount or scan another code"),
    busy=QT_TRANSLATE_NOOP("Redeem", "Redeeming…"),
    context="Redeem",
    fixed_key="Alt+A",
)


class RedeemPanel(QWidget):
    def __init__(
        self, redeem: RedeemViewModel, approve: Approve | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._vm = redeem
        self._approve = approve
        self.step = AmountStep(redeem, WORDS)
        self.amount = self.step.amount
        self.currency = self.step.currency
        self.preview = self.step.preview
        self.reason = self.step.reason
        self.review_button = self.step.review_button
        self.review_box = self.step.review_box
        self.review_text = self.review_box.text
        self.confirm_button = self.review_box.confirm_button
        self.cancel_button = self.review_box.cancel_button
        self.whole = QPushButton(translate("Redeem", "Use whole balance"))

        def whole_words() -> None:
            self.whole.setText(self._vm.whole_balance_label())
            self.whole.setToolTip(
                translate("Redeem", "Put the whole balance in the amount (then review and confirm)")
            )

        live(self.whole, whole_words)

        self.step.choices_row.insertWidget(0, self.whole)
        # Tab goes from the amount to the whole balance, the next thing a cashier may want.
        QWidget.setTabOrder(self.amount, self.whole)
        QWidget.setTabOrder(self.whole, self.review_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.step)

        self.whole.clicked.connect(self._use_whole_balance)
        self.confirm_button.clicked.connect(self._confirm)
        redeem.busy_changed.connect(self._show_busy)
        self._beside_handoff = False
        self._blocked = False
        self._paused = False
        #: Whether the voucher on the counter can be redeemed, and whether a top-up of it is under
        #: review (``give_way_to_topup``): the box shows for the first, and not during the second.
        self._redeemable = False
        self._topup_review = False
        #: Whether the top-up box is open beside a hand-off still to key (``give_way_to_open_topup``).
        self._topup_open = False
        self.step.steps.currentChanged.connect(lambda _page: self._show_choices())
        self.setVisible(False)

    def give_way_to_handoff(self, waiting: bool) -> None:
        """While a redemption's outcome line and its hand-off both show (``waiting``), the row
        under the amount (the whole balance, what would be left) steps aside, as the top-up offer
        does: the cashier's next step is keying the POS, and on a 768 px till at 125 % the
        voucher's status, balance and expiry need that row's room. The amount still takes a
        figure; its review (which ends the wait) shows in that row as ever."""
        self._beside_handoff = waiting
        self._show_choices()

    def give_way_to_block(self, blocked: bool) -> None:
        """Nothing can be taken from a voucher whose last movement waits for a manager
        (``blocked``): the box steps aside, as for a voucher that cannot be redeemed, and gives its
        height to the voucher's status, the outcome and the hand-off. The line beside the
        manager's button says why; the manager's decision brings the box back."""
        self._blocked = blocked
        self._show_box()

    def give_way_to_pause(self, paused: bool) -> None:
        """While the till cannot write down what it does (``paused``), nothing can be taken: the
        box steps aside, as for a blocked voucher, and its height goes to the banner above that
        says why and what the service did (five lines at 150 % text, which the disabled box left
        no room for). Once a write works again the box is back."""
        self._paused = paused
        self._show_box()

    def _show_choices(self) -> None:
        reviewing = self.step.steps.currentWidget() is self.review_box
        self.step.steps.setVisible(reviewing or not self._beside_handoff)

    def give_way_to_topup(self, review: str) -> None:
        """While the top-up's review is open (``review`` its words, "" once it closes), the box
        steps aside, itself and not only its rows: on a 1024×700 till (a title bar and a taskbar),
        or at 125 % beside a hand-off, the review and Confirm need its height. Confirm or Cancel
        (Esc) closes the review, and the box is back."""
        self._topup_review = bool(review)
        self._show_box()

    def give_way_to_open_topup(self, giving: bool) -> None:
        """While the top-up box is open beside a hand-off still to key (``giving``), the box steps
        aside: the cashier chose the top-up, and on a 1024×768 till at 125 % (or 150 % text) the
        two boxes, the hand-off and the voucher's deciding lines squeezed the top-up's amount to a
        sliver and cut the hand-off's reference. Closing the top-up (F4, Esc) brings the box back."""
        self._topup_open = giving
        self._show_box()

    def hide_voucher(self) -> None:
        """No voucher on the counter: nothing to redeem."""
        self._redeemable = False
        self._show_box()

    def _show_box(self) -> None:
        self.setVisible(
            self._redeemable
            and not self._topup_review
            and not self._topup_open
            and not self._blocked
            and not self._paused
        )

    def show_voucher(self, view: VoucherView) -> None:
        """A voucher (new, or read again): the amount starts empty, whole balance is a button away."""
        self._redeemable = view.redeemable
        self._show_box()
        self.currency.setText(view.currency)
        self.whole.setText(self._vm.whole_balance_label())
        self.amount.clear()
        self._vm.check(self.amount.text())

    def clear_amount(self) -> None:
        self.amount.clear()

    def contains_focus(self) -> bool:
        focus = QApplication.focusWidget()
        return focus is not None and self.isAncestorOf(focus)

    def _confirm(self) -> None:
        """Above the dual-control limit the manager's PIN is asked first; nothing is sent without it."""
        if not self._vm.needs_manager:
            self._vm.confirm()
        elif self._approve is not None:
            self._approve(self.review_text.text(), self._vm.confirm)

    def _use_whole_balance(self) -> None:
        self.amount.setText(self._vm.whole_balance_text())
        self.amount.setFocus()

    def _show_busy(self, busy: bool) -> None:
        self.whole.setEnabled(not busy)
