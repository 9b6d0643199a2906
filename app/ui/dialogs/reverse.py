"""Reverse one balance event: what it was, what the reverse gives back, and why it is done."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from app.api.models import BalanceEvent
from app.ui.style import action_buttons, message_label, named, set_state
from app.viewmodels.manager import ManagerViewModel


class ReverseDialog(QDialog):
    def __init__(self, manager: ManagerViewModel, event: BalanceEvent, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._vm = manager
        self._event = event
        view = manager.reverse_view(event)
        self.setWindowTitle(f"Reverse event {view.event_id}")
        self.setMinimumWidth(640)
        heading = named(QLabel("Reverse this event?"), "productName")
        facts = QFormLayout()
        for label, value in (
            ("Code", view.code),
            ("Type", view.type_text),
            ("Amount", view.amount_text),
            ("When", view.time_text),
            ("Where", view.location_text),
            ("Event", str(view.event_id)),
        ):
            facts.addRow(named(QLabel(label), "fieldName"), QLabel(value))
        self.restores = QLabel(view.restores_text)
        self.restores.setWordWrap(True)
        self.balance = QLabel("Reading the voucher's balance…")
        self.reason = QLineEdit()
        self.reason.setPlaceholderText("Why? (for example: wrong voucher scanned)")
        self.reason.setAccessibleName("Reason for the reverse")
        self.reason.setMaxLength(200)
        self.status = message_label()
        buttons, self.confirm, self.close_button = action_buttons("Reverse")

        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addLayout(facts)
        layout.addWidget(self.restores)
        layout.addWidget(self.balance)
        layout.addWidget(QLabel("Reason"))
        layout.addWidget(self.reason)
        layout.addWidget(self.status)
        layout.addWidget(buttons)

        self.reason.textChanged.connect(lambda text: self.confirm.setEnabled(bool(text.strip())))
        self.confirm.clicked.connect(self.submit)
        self.close_button.clicked.connect(self.reject)
        manager.reverse_balance.connect(self.balance.setText)
        manager.status.connect(self._show_status)
        manager.read_balance_for(event)

    def submit(self) -> None:
        self.confirm.setEnabled(False)
        self.reason.setReadOnly(True)
        self._vm.reverse(self._event, self.reason.text())

    def _show_status(self, text: str, kind: str) -> None:
        self.status.setText(text)
        set_state(self.status, "kind", kind)
        self.status.setVisible(True)
        if kind != "checking":
            self.close_button.setText("Close")
