"""The largest single top-up or new card, set by a manager (the ``topup_maximum`` setting).

Opened from the Manager menu under a manager's PIN; what is wrong with the amount typed is said
beside the field as it is typed, and Save keeps the dialog open with the reason when the till cannot
keep it (a read-only settings folder), so nothing looks saved that is not.
"""

from __future__ import annotations

from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from app.core.i18n import translate
from app.core.money import to_request_amount
from app.desk.common.topup_policy import TOPUP_MAXIMUM_CEILING
from app.desk.common.widgets.grow import grow_to_lines
from app.desk.common.widgets.style import named
from app.desk.topup.topup import TopupViewModel


class TopupLimitDialog(QDialog):
    def __init__(self, topup: TopupViewModel, manager: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._vm = topup
        self._manager = manager
        self.setWindowTitle(translate("TopUpLimit", "Largest top-up"))
        intro = QLabel(
            translate(
                "TopUpLimit",
                "The most one top-up or new gift card may load, in the voucher's currency "
                "(more than 0, at most {ceiling}).",
            ).format(ceiling=f"{TOPUP_MAXIMUM_CEILING:,}")
        )
        intro.setWordWrap(True)
        self.amount = QLineEdit(to_request_amount(topup.policy.maximum))
        self.amount.setAccessibleName(translate("TopUpLimit", "Largest top-up"))
        self.amount.selectAll()
        self.reason = named(QLabel(wordWrap=True), "amountReason")
        self.reason.setAccessibleName(translate("TopUpLimit", "Why this amount cannot be the largest top-up"))
        self.reason.setVisible(False)
        # Room for the longest reason on one or two lines beside the field, on a 1024 px screen.
        self.reason.setMinimumWidth(220)
        self.amount.setMaximumWidth(160)
        self.setMinimumWidth(560)
        row = QHBoxLayout()
        row.addWidget(QLabel(translate("TopUpLimit", "Largest top-up")))
        row.addWidget(self.amount)
        row.addWidget(self.reason, 1)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Save).setText(translate("TopUpLimit", "Save"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(translate("TopUpLimit", "Cancel"))
        layout = QVBoxLayout(self)

        layout.addWidget(intro)
        layout.addLayout(row)
        layout.addWidget(self.buttons)
        self.amount.textChanged.connect(self._check)
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        grow_to_lines(self)

    def _check(self, text: str) -> None:
        self._show(self._vm.policy.maximum_problem(text))

    def _show(self, why: str) -> None:
        self.reason.setText(why)
        self.reason.setVisible(bool(why))
        grow_to_lines(self)

        save = self.buttons.button(QDialogButtonBox.StandardButton.Save)
        save.setEnabled(not why or not self._vm.policy.maximum_problem(self.amount.text()))

    def save(self) -> None:
        why = self._vm.set_topup_maximum(self.amount.text(), self._manager)
        if why:
            self._show(why)
            return
        self.accept()
