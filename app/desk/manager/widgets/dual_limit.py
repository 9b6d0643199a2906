"""The dual-control limit of this till's location, set by a manager under their PIN.

One currency at a time: the currencies with a limit and those the till has moved money in are
offered, and another can be typed. An empty amount turns the control off in that currency. What is
wrong is said below the fields as it is typed; a Save the till cannot keep leaves the dialog open
with the reason (``LimitDialog``).
"""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QWidget

from app.core.i18n import translate
from app.desk.common.widgets.limit_dialog import LimitDialog, LimitWords
from app.desk.common.widgets.style import named
from app.desk.manager.dual_limit import DualLimitViewModel


class DualLimitDialog(LimitDialog):
    def __init__(self, model: DualLimitViewModel, place: str, parent: QWidget | None = None) -> None:
        words = LimitWords(
            title=translate("DualLimit", "Dual control"),
            intro=translate(
                "DualLimit",
                "At {place}, above this amount in the voucher's currency a redemption, a bill's line, a "
                "top-up or a sale needs a manager's PIN as well as Confirm. Leave the amount empty to "
                "turn it off.",
            ).format(place=place),
            amount=translate("DualLimit", "A manager's PIN above"),
            reason=translate("DualLimit", "Why this cannot be saved"),
            save=translate("DualLimit", "Save"),
            cancel=translate("DualLimit", "Cancel"),
        )
        super().__init__(
            words,
            problem=lambda: model.problem(self.currency.currentText(), self.amount.text()),
            keep=lambda: model.save(self.currency.currentText(), self.amount.text()),
            parent=parent,
        )
        self._vm = model
        self.currency = QComboBox()
        self.currency.setEditable(True)
        self.currency.addItems(model.currencies())
        self.currency.setAccessibleName(translate("DualLimit", "Currency"))
        self.currency.setMaximumWidth(120)
        self.state = named(QLabel(wordWrap=True), "message")
        form = QFormLayout()
        form.addRow(translate("DualLimit", "Currency"), self.currency)
        form.addRow(translate("DualLimit", "A manager's PIN above"), self.amount)
        self.lay_out(form, self.state, self.reason)
        self.currency.currentTextChanged.connect(self._currency_changed)
        self._currency_changed(self.currency.currentText())

    def _currency_changed(self, currency: str) -> None:
        self.amount.setText(self._vm.limit_text(currency))
        self.state.setText(self._vm.state_text(currency))
        self.check()
