"""Ask for a manager's PIN before one manager action; the PIN says which manager approves.

The prompt names what is being approved ("Reverse £10.00 redeemed on SPA50PART at 14:02"). Enter
is the Approve button's (the dialog's default), so one Enter is one try: the field itself does not
submit as well. While the PIN is checked (on a worker thread) the field and the button are off, so
a second Enter cannot count a second wrong try.

A scanner is a keyboard: a code scanned into the prompt (the manager's hand still on the scanner)
types letters the field refuses and then Enter. What the field refused since it was last empty marks
the try as not a PIN: it is refused with a short line, never counted as a wrong PIN nor audited, so a
scan cannot lock managers out.
"""

from __future__ import annotations

from PySide6.QtCore import QRegularExpression, QTimer
from PySide6.QtGui import QRegularExpressionValidator, QShowEvent
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

from app.core.i18n import translate
from app.desk.common.widgets.scan_guard import OWN_SCANS
from app.desk.common.widgets.style import message_label, named, set_state
from app.desk.manager.gate import ManagerGate, PinAnswer, not_a_pin_text


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
        self.setWindowTitle(translate("Pin", "Manager approval"))
        self.setMinimumWidth(480)
        self.approving = named(QLabel(approving), "productName")
        self.approving.setWordWrap(True)
        self.intro = QLabel(translate("Pin", "A manager approves this with their own PIN."))
        self.intro.setWordWrap(True)
        self.hint = named(QLabel(gate.training_hint), "message")
        set_state(self.hint, "kind", "info")
        self.hint.setVisible(bool(gate.training_hint))
        self.pin = pin_field(translate("Pin", "Manager PIN"))
        # A code scanned into the prompt is refused here as "not a PIN" (above), never kept.
        self.setProperty(OWN_SCANS, True)
        #: The field refused a key (a letter, a ninth digit) since it was last empty.
        self.refused_input = False
        self.error = message_label("problem")

        form = QFormLayout()
        form.addRow(translate("Pin", "Manager PIN"), self.pin)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(translate("Pin", "Cancel"))
        self.ok: QPushButton = buttons.addButton(
            translate("Pin", "Approve"), QDialogButtonBox.ButtonRole.ActionRole
        )
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
        self.pin.inputRejected.connect(self._refused)
        self.pin.textChanged.connect(self._emptied)
        buttons.rejected.connect(self.reject)
        self.rejected.connect(gate.cancel)
        gate.answered.connect(self._answered)
        self._show_lock()

    def submit(self) -> None:
        if self._gate.checking or not self.ok.isEnabled():
            return
        if self.refused_input:
            self.pin.clear()
            self._say(not_a_pin_text())
            return
        self._set_checking(True)
        self._gate.unlock(self.pin.text())

    def refuse_scan(self) -> None:
        """A code of digits alone scanned into the field (the scanner guard took it back): refused
        as not a PIN, as a code with letters is, never counted as a wrong one."""
        self.pin.clear()
        self._say(not_a_pin_text())

    def _refused(self) -> None:
        """A key the field cannot take: a PIN is digits only; say so while the keys still come."""
        self.refused_input = True
        self._say(not_a_pin_text())

    def _emptied(self, text: str) -> None:
        if not text:
            self.refused_input = False

    def _say(self, text: str) -> None:
        self.error.setText(text)
        self.error.setVisible(True)
        self._fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit()  # a longer language's heading takes more lines than the first layout gave it

    def _fit(self) -> None:
        """Grow to the height the lines now need at this width: the heading ("Reverse £15.00
        redeemed on TEA40PART at 23:39 on 12 Nov") and a wrapped error line are never cut off."""
        layout = self.layout()
        if layout is None:
            return
        layout.activate()
        needed = layout.totalHeightForWidth(self.width()) if layout.hasHeightForWidth() else 0
        needed = max(needed, layout.totalMinimumSize().height())
        if needed > self.height():
            self.resize(self.width(), needed)

    def _answered(self, answer: PinAnswer) -> None:
        if not self.isVisible():
            return
        self._set_checking(False)
        if answer.ok:
            self.manager = answer.manager
            self.accept()
            return
        self.pin.clear()
        self._say(answer.text)
        self._show_lock()
        self.pin.setFocus()

    def _set_checking(self, checking: bool) -> None:
        """Read-only, not disabled, while the PIN is checked: a disabled field would hand the focus
        to Cancel, and a second Enter (people press it twice) would throw the approval away."""
        self.pin.setReadOnly(checking)
        self.ok.setText(translate("Pin", "Checking…") if checking else translate("Pin", "Approve"))

    def _show_lock(self) -> None:
        """Locked: say until when, and look again each second, so the prompt opens by itself."""
        locked = self._gate.lock_text()
        if locked:
            self._say(locked)
            self._lock_timer.start()
        elif self._lock_timer.isActive():
            self._lock_timer.stop()
            self.error.setVisible(False)
            self.pin.setFocus()
        self.ok.setEnabled(not locked)
        self.pin.setEnabled(not locked)
