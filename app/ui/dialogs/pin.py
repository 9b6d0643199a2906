"""Ask for a manager's PIN before one manager action; the PIN says which manager approves.

The prompt names what is being approved ("Reverse £10.00 redeemed on SPA50PART at 14:02"). Enter
is the Approve button's (the dialog's default), so one Enter is one try: the field itself does not
submit as well. While the PIN is checked (on a worker thread) the field and the button are off, so
a second Enter cannot count a second wrong try.
"""

from __future__ import annotations

from PySide6.QtCore import QRegularExpression, QTimer
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.ui.style import message_label, named, set_state
from app.viewmodels.manager.gate import ManagerGate, PinAnswer


def pin_field(name: str) -> QLineEdit:
    field = QLineEdit()
    field.setEchoMode(QLineEdit.EchoMode.Password)
    field.setValidator(QRegularExpressionValidator(QRegularExpression(r"[0-9]{0,8}"), field))
    field.setMaxLength(8)
    field.setAccessibleName(name)
    return field


class PinDialog(QDialog):
    """Accepted once the gate has opened a manager session; ``manager`` is then who approved."""

    def __init__(self, gate: ManagerGate, approving: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._gate = gate
        self.manager = ""
        self.setWindowTitle("Manager approval")
        self.setMinimumWidth(480)
        self.approving = named(QLabel(approving), "productName")
        self.approving.setWordWrap(True)
        self.intro = QLabel("A manager approves this with their own PIN.")
        self.intro.setWordWrap(True)
        self.hint = named(QLabel(gate.training_hint), "message")
        set_state(self.hint, "kind", "info")
        self.hint.setVisible(bool(gate.training_hint))
        self.pin = pin_field("Manager PIN")
        self.error = message_label("problem")

        form = QFormLayout()
        form.addRow("Manager PIN", self.pin)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.ok: QPushButton = buttons.addButton("Approve", QDialogButtonBox.ButtonRole.ActionRole)
        layout = QVBoxLayout(self)
        layout.addWidget(self.approving)
        layout.addWidget(self.intro)
        layout.addWidget(self.hint)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        # Only now is the button inside the dialog: set earlier, Qt would make Cancel the default.
        self.ok.setDefault(True)

        self._lock_timer = QTimer(self, interval=1000)
        self._lock_timer.timeout.connect(self._show_lock)
        self.ok.clicked.connect(self.submit)
        buttons.rejected.connect(self.reject)
        self.rejected.connect(gate.cancel)
        gate.answered.connect(self._answered)
        self._show_lock()

    def submit(self) -> None:
        if self._gate.checking or not self.ok.isEnabled():
            return
        self._set_checking(True)
        self._gate.unlock(self.pin.text())

    def _answered(self, answer: PinAnswer) -> None:
        if not self.isVisible():
            return
        self._set_checking(False)
        if answer.ok:
            self.manager = answer.manager
            self.accept()
            return
        self.pin.clear()
        self.error.setText(answer.text)
        self.error.setVisible(True)
        self._show_lock()
        self.pin.setFocus()

    def _set_checking(self, checking: bool) -> None:
        """Read-only, not disabled, while the PIN is checked: a disabled field would hand the focus
        to Cancel, and a second Enter (people press it twice) would throw the approval away."""
        self.pin.setReadOnly(checking)
        self.ok.setText("Checking…" if checking else "Approve")

    def _show_lock(self) -> None:
        """Locked: say until when, and look again each second, so the prompt opens by itself."""
        locked = self._gate.lock_text()
        if locked:
            self.error.setText(locked)
            self.error.setVisible(True)
            self._lock_timer.start()
        elif self._lock_timer.isActive():
            self._lock_timer.stop()
            self.error.setVisible(False)
            self.pin.setFocus()
        self.ok.setEnabled(not locked)
        self.pin.setEnabled(not locked)
