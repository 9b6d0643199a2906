"""A manager shows a voucher's whole code, for a reason picked from a short list (audited)."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QLabel, QVBoxLayout, QWidget

from app.ui.style import action_buttons, fit_to_screen, named
from app.viewmodels.manager.reveal import RevealCodeViewModel

#: Said in the reason list until the manager picks one: no code is shown without a reason.
CHOOSE = "Choose why…"


class RevealCodeDialog(QDialog):
    def __init__(self, model: RevealCodeViewModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._vm = model
        self.setWindowTitle("Show the whole code")
        fit_to_screen(self, 640, 320)
        heading = named(QLabel(f"Show the whole code of {model.masked}"), "productName")
        explain = QLabel(
            "A voucher code is money: whoever knows it can spend the balance. The audit log keeps "
            "who showed it, when and why."
        )
        explain.setWordWrap(True)
        self.reason = QComboBox()
        self.reason.setAccessibleName("Why")
        self.reason.addItems([CHOOSE, *model.reasons])
        self.code = named(QLabel(""), "productName")
        self.code.setAccessibleName("Whole code")
        buttons, self.show_code, self.close_button = action_buttons("Show the code")
        self.close_button.setText("Close")
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addWidget(explain)
        layout.addWidget(self.reason)
        layout.addWidget(self.code)
        layout.addStretch(1)
        layout.addWidget(buttons)
        self.reason.currentIndexChanged.connect(self._reason_chosen)
        self.show_code.clicked.connect(self._show)
        self.close_button.clicked.connect(self.reject)

    def _reason_chosen(self, index: int) -> None:
        self.show_code.setEnabled(index > 0 and not self.code.text())

    def _show(self) -> None:
        self.code.setText(self._vm.reveal(self.reason.currentText()))
        self.show_code.setEnabled(False)
        self.reason.setEnabled(False)
