"""The redeem box: amount, the balance it leaves, and one button (or Enter) to confirm."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QLineEdit, QPushButton, QWidget

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
        self.amount.setToolTip("Amount to redeem; Enter confirms (Alt+A)")
        self.amount.setMaximumWidth(260)
        self.currency = QLabel()
        self.preview = QLabel()
        self.reason = named(QLabel(wordWrap=True), "amountReason")
        self.button = named(QPushButton("Redeem"), "primary")
        self.button.setToolTip("Redeem this amount (Enter)")
        self.button.setAccessibleName("Redeem")
        amount_label = QLabel("&Amount")
        amount_label.setBuddy(self.amount)

        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.addWidget(amount_label, 0, 0)
        grid.addWidget(self.currency, 0, 1)
        grid.addWidget(self.amount, 0, 2)
        grid.addWidget(self.button, 0, 3)
        grid.addWidget(self.preview, 1, 2, 1, 2)
        grid.addWidget(self.reason, 2, 0, 1, 4)
        grid.setColumnStretch(4, 1)

        self.amount.textChanged.connect(redeem.check)
        self.amount.returnPressed.connect(self._confirm)
        self.button.clicked.connect(self._confirm)
        redeem.check_changed.connect(self._show_check)
        redeem.busy_changed.connect(self._show_busy)
        self.setVisible(False)

    def show_voucher(self, view: VoucherView) -> None:
        self.setVisible(view.redeemable)
        self.currency.setText(view.currency)
        self.amount.setReadOnly(not view.partial_allowed)
        self.amount.setText(self._vm.default_amount_text())
        self._vm.check(self.amount.text())

    def _confirm(self) -> None:
        if self._ok and not self._vm.busy:
            self._vm.confirm(self.amount.text())

    def _show_check(self, ok: bool, reason: str, preview: str) -> None:
        self._ok = ok
        self.reason.setText(reason)
        self.preview.setText(preview)
        self.button.setEnabled(ok and not self._vm.busy)

    def _show_busy(self, busy: bool) -> None:
        self.button.setEnabled(self._ok and not busy)
        self.amount.setEnabled(not busy)
        self.button.setText("Redeeming…" if busy else "Redeem")
        if not busy:
            self.button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
