"""The dual-control limit of this till's location, set by a manager under their PIN.

One currency at a time: the currencies with a limit and those the till has moved money in are
offered, and another can be typed. An empty amount turns the control off in that currency. What is
wrong is said beside the field as it is typed; Save keeps the dialog open with the reason when the
till cannot keep the change (a read-only settings folder), so nothing looks saved that is not.
"""

from __future__ import annotations

from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from app.core.i18n import translate
from app.desk.common.widgets.grow import grow_to_lines
from app.desk.common.widgets.style import named
from app.desk.manager.dual_limit import DualLimitViewModel


class DualLimitDialog(QDialog):
    def __init__(self, model: DualLimitViewModel, place: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._vm = model
        self.setWindowTitle(translate("DualLimit", "Dual control"))
        intro = QLabel(
            translate(
                "DualLimit",
                "At {place}, above this amount in the voucher's currency a redemption, a bill's line, a "
                "top-up or a sale needs a manager's PIN as well as Confirm. Leave the amount empty to "
                "turn it off.",
            ).format(place=place)
        )
        intro.setWordWrap(True)
        self.currency = QComboBox()
        self.currency.setEditable(True)
        self.currency.addItems(model.currencies())
        self.currency.setAccessibleName(translate("DualLimit", "Currency"))
        self.currency.setMaximumWidth(120)
        self.amount = QLineEdit()
        self.amount.setAccessibleName(translate("DualLimit", "A manager's PIN above"))
        self.amount.setMaximumWidth(160)
        self.state = named(QLabel(wordWrap=True), "message")
        self.reason = named(QLabel(wordWrap=True), "amountReason")
        self.reason.setAccessibleName(translate("DualLimit", "Why this cannot be saved"))
        self.reason.setVisible(False)
        self.setMinimumWidth(560)
        form = QFormLayout()
        form.addRow(translate("DualLimit", "Currency"), self.currency)
        form.addRow(translate("DualLimit", "A manager's PIN above"), self.amount)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Save).setText(translate("DualLimit", "Save"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(translate("DualLimit", "Cancel"))
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(self.state)
        layout.addWidget(self.reason)
        layout.addWidget(self.buttons)
        self.currency.currentTextChanged.connect(self._currency_changed)
        self.amount.textChanged.connect(lambda _text: self._check())
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        self._currency_changed(self.currency.currentText())

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        grow_to_lines(self)

    def _currency_changed(self, currency: str) -> None:
        self.amount.setText(self._vm.limit_text(currency))
        self.state.setText(self._vm.state_text(currency))
        self._check()

    def _check(self) -> None:
        self._show(self._vm.problem(self.currency.currentText(), self.amount.text()))

    def _show(self, why: str) -> None:
        self.reason.setText(why)
        self.reason.setVisible(bool(why))
        self.buttons.button(QDialogButtonBox.StandardButton.Save).setEnabled(not why)
        grow_to_lines(self)

    def save(self) -> None:
        why = self._vm.save(self.currency.currentText(), self.amount.text())
        if why:
            self._show(why)
            return
        self.accept()
