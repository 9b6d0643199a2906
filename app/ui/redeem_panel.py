"""The redeem box: an amount, a review of what it will do, and a deliberate confirm.

A wedge scanner is a keyboard: it types a code and Enter (or Tab) into whatever has focus, often
twice. So nothing here that a scanner can produce moves money. The amount starts empty; the whole
balance is a button of its own; Enter in the amount field only opens the review ("Redeem £5.00
from SPA50PART — £45.00 left"); and Confirm is the shared confirm step (``app.ui.confirm_step``):
never the default button, no focus, only a click, a tap or F12.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QApplication,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QStackedWidget,
    QWidget,
)

from app.ui.confirm_step import ConfirmStep, never_default
from app.ui.style import named
from app.viewmodels.presenters import VoucherView
from app.viewmodels.redeem import RedeemViewModel


class RedeemPanel(QWidget):
    def __init__(self, redeem: RedeemViewModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._vm = redeem
        self._ok = False
        self.amount = named(QLineEdit(), "amountEntry")
        self.amount.setAccessibleName("Amount to redeem")
        self.amount.setToolTip("Amount to redeem; Enter shows what will be redeemed, to confirm (Alt+A)")
        self.amount.setMaximumWidth(260)
        self.currency = QLabel()
        self.whole = QPushButton("Use whole balance")
        self.whole.setToolTip("Put the whole balance in the amount (then review and confirm)")
        self.preview = QLabel()
        self.reason = named(QLabel(wordWrap=True), "amountReason")
        self.review_button = QPushButton("Redeem…")
        self.review_button.setToolTip("Show what will be redeemed, to confirm (Enter in the amount)")
        self.review_button.setAccessibleName("Review the redemption")
        never_default(self.review_button)
        amount_label = QLabel("&Amount")
        amount_label.setBuddy(self.amount)

        self.review_box = ConfirmStep("redemption", "Do not redeem; change the amount or scan another code")
        self.review_text = self.review_box.text
        self.confirm_button = self.review_box.confirm_button
        self.cancel_button = self.review_box.cancel_button

        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.addWidget(amount_label, 0, 0)
        grid.addWidget(self.currency, 0, 1)
        grid.addWidget(self.amount, 0, 2)
        grid.addWidget(self.review_button, 0, 3)
        grid.addWidget(self.reason, 1, 0, 1, 5)
        self.choices = QWidget()
        row = QHBoxLayout(self.choices)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.whole)
        row.addWidget(self.preview, 1)
        row.setAlignment(Qt.AlignmentFlag.AlignTop)
        # The review takes the place of the whole-balance row, in a space that keeps its size: an
        # outcome that closes the review then moves nothing else, so only the outcome line repaints.
        self.steps = QStackedWidget()
        self.steps.addWidget(self.choices)
        self.steps.addWidget(self.review_box)
        grid.addWidget(self.steps, 2, 0, 1, 5)
        grid.setColumnStretch(4, 1)

        self.amount.textChanged.connect(redeem.check)
        self.amount.returnPressed.connect(self._review)
        self.review_button.clicked.connect(self._review)
        self.whole.clicked.connect(self._use_whole_balance)
        self.confirm_button.clicked.connect(redeem.confirm)
        self.cancel_button.clicked.connect(redeem.cancel_review)
        redeem.check_changed.connect(self._show_check)
        redeem.review_changed.connect(self._show_review)
        redeem.busy_changed.connect(self._show_busy)
        self.setVisible(False)

    def show_voucher(self, view: VoucherView) -> None:
        """A voucher (new, or read again): the amount starts empty, whole balance is a button away."""
        self.setVisible(view.redeemable)
        self.currency.setText(view.currency)
        self.whole.setText(self._vm.whole_balance_label())
        self.amount.clear()
        self._vm.check(self.amount.text())

    def clear_amount(self) -> None:
        self.amount.clear()

    def contains_focus(self) -> bool:
        focus = QApplication.focusWidget()
        return focus is not None and self.isAncestorOf(focus)

    def _review(self) -> None:
        if not self._vm.busy:
            self._vm.review(self.amount.text())

    def _use_whole_balance(self) -> None:
        self.amount.setText(self._vm.whole_balance_text())
        self.amount.setFocus()

    def _show_check(self, ok: bool, reason: str, preview: str) -> None:
        self._ok = ok
        self.reason.setText(reason)
        self.reason.setVisible(bool(reason))
        self.preview.setText(preview)
        self.review_button.setEnabled(ok and not self._vm.busy)

    def _show_review(self, text: str) -> None:
        """The review takes the place of the whole-balance row: it says the balance left itself."""
        self.review_box.show_review(text, self._vm.busy)
        self.steps.setCurrentWidget(self.review_box if text else self.choices)

    def _show_busy(self, busy: bool) -> None:
        self.review_button.setEnabled(self._ok and not busy)
        self.review_box.show_busy(busy, self._vm.reviewing, "Redeeming…")
        self.amount.setEnabled(not busy)
        self.whole.setEnabled(not busy)
