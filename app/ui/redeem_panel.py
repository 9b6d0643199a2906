"""The redeem box: an amount, a review of what it will do, and a deliberate confirm.

A wedge scanner is a keyboard: it types a code and Enter (or Tab) into whatever has focus, often
twice. So nothing here that a scanner can produce moves money. The amount starts empty; the whole
balance is a button of its own; Enter in the amount field only opens the review ("Redeem £5.00
from SPA50PART — £45.00 left"); and Confirm is never the default button, takes no focus (so Space
and Enter cannot reach it) and answers only a click, a tap or F12, a key scanners do not send.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from app.ui.style import named
from app.viewmodels.presenters import VoucherView
from app.viewmodels.redeem import RedeemViewModel

#: The one key that confirms: no scanner's suffix, and not a key a cashier presses by accident.
CONFIRM_KEY = QKeySequence(Qt.Key.Key_F12)
CONFIRM_TEXT = "Confirm (F12)"


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
        _never_default(self.review_button)
        amount_label = QLabel("&Amount")
        amount_label.setBuddy(self.amount)

        self.review_box = named(QFrame(), "reviewBox")
        self.review_text = named(QLabel(wordWrap=True), "reviewText")
        self.review_text.setAccessibleName("What confirming will redeem")
        self.confirm_button = named(QPushButton(CONFIRM_TEXT), "primary")
        self.confirm_button.setShortcut(CONFIRM_KEY)
        self.confirm_button.setToolTip("Redeem exactly this (click, tap or F12; Enter never confirms)")
        self.confirm_button.setAccessibleName("Confirm the redemption")
        # No focus: a scanner's Enter or a Space typed into a focused button could otherwise click it.
        self.confirm_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        _never_default(self.confirm_button)
        self.cancel_button = QPushButton("Cancel (Esc)")
        self.cancel_button.setShortcut(QKeySequence(Qt.Key.Key_Escape))
        self.cancel_button.setToolTip("Do not redeem; change the amount or scan another code")
        self.cancel_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        _never_default(self.cancel_button)
        review = QVBoxLayout(self.review_box)
        review.setContentsMargins(0, 0, 0, 0)
        review.addWidget(self.review_text)
        buttons = QHBoxLayout()
        buttons.addWidget(self.confirm_button)
        buttons.addWidget(self.cancel_button)
        buttons.addStretch(1)
        review.addLayout(buttons)

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
        self.review_text.setText(text)
        self.steps.setCurrentWidget(self.review_box if text else self.choices)
        self.confirm_button.setEnabled(bool(text) and not self._vm.busy)

    def _show_busy(self, busy: bool) -> None:
        self.review_button.setEnabled(self._ok and not busy)
        self.confirm_button.setEnabled(self._vm.reviewing and not busy)
        self.amount.setEnabled(not busy)
        self.whole.setEnabled(not busy)
        self.confirm_button.setText("Redeeming…" if busy else CONFIRM_TEXT)
        # Once sent, a redemption cannot be called back: offering Cancel would be a lie.
        self.cancel_button.setVisible(not busy)
        # setText replaces a button's shortcut with the text's mnemonic (none): put F12 back.
        self.confirm_button.setShortcut(CONFIRM_KEY)


def _never_default(button: QPushButton) -> None:
    """Not the default button, nor one that Enter presses when it has focus."""
    button.setAutoDefault(False)
    button.setDefault(False)
