"""Ask for the manager's name and PIN before one manager action, or set the PIN the first time."""

from __future__ import annotations

from PySide6.QtCore import QRegularExpression
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
from app.viewmodels.manager import ManagerViewModel


def _pin_field(name: str) -> QLineEdit:
    field = QLineEdit()
    field.setEchoMode(QLineEdit.EchoMode.Password)
    field.setValidator(QRegularExpressionValidator(QRegularExpression(r"[0-9]{0,8}"), field))
    field.setMaxLength(8)
    field.setAccessibleName(name)
    return field


class PinDialog(QDialog):
    """Accepted only once the view-model has opened a manager session (or set the first PIN)."""

    def __init__(
        self,
        manager: ManagerViewModel,
        purpose: str,
        parent: QWidget | None = None,
        *,
        setting: bool | None = None,
    ) -> None:
        super().__init__(parent)
        self._vm = manager
        self.setting = not manager.pin_is_set if setting is None else setting
        self.setWindowTitle("Set the manager PIN" if self.setting else "Manager PIN")
        self.setMinimumWidth(520)
        intro = (
            "Choose the manager PIN (4 to 8 digits), then type it again."
            if self.setting
            else f"A manager must allow this: {purpose}."
        )
        self.intro = QLabel(intro)
        self.intro.setWordWrap(True)
        self.hint = named(QLabel(manager.training_hint), "message")
        set_state(self.hint, "kind", "info")
        self.hint.setVisible(bool(manager.training_hint) and not self.setting)
        self.name = QLineEdit()
        self.name.setAccessibleName("Manager name")
        self.name.setPlaceholderText("Manager's name")
        self.pin = _pin_field("New PIN" if self.setting else "PIN")
        self.again = _pin_field("New PIN again")
        self.error = message_label("problem")

        form = QFormLayout()
        form.addRow("Manager", self.name)
        form.addRow("New PIN" if self.setting else "PIN", self.pin)
        if self.setting:
            form.addRow("PIN again", self.again)
        else:
            self.again.setVisible(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.ok: QPushButton = buttons.addButton(
            "Set PIN" if self.setting else "Unlock", QDialogButtonBox.ButtonRole.ActionRole
        )
        self.ok.setDefault(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.hint)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(buttons)

        self.ok.clicked.connect(self.submit)
        buttons.rejected.connect(self.reject)
        self.pin.returnPressed.connect(self.submit)
        self.again.returnPressed.connect(self.submit)
        self._show_lock()

    def submit(self) -> None:
        if self.setting:
            answer = self._vm.set_pin(self.name.text(), self.pin.text(), self.again.text())
        else:
            answer = self._vm.unlock(self.name.text(), self.pin.text())
        if answer.ok:
            self.accept()
            return
        self.pin.clear()
        self.again.clear()
        self.error.setText(answer.text)
        self.error.setVisible(True)
        self._show_lock()
        if answer.name_refused:
            self.name.clear()
            self.name.setFocus()
        else:
            self.pin.setFocus()

    def _show_lock(self) -> None:
        locked = self._vm.lock_text()
        if locked:
            self.error.setText(locked)
            self.error.setVisible(True)
        self.ok.setEnabled(not locked)
        self.pin.setEnabled(not locked)
