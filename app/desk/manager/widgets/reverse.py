"""Reverse one balance event: what it was, what the reverse gives back, and why it is done.

Opened after the manager's PIN; Enter in the reason is the Reverse button's (the dialog's default,
on only once a reason is typed), and a reverse is sent once however often it is pressed.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from app.core.i18n import translate
from app.core.notice import Kind, Notice
from app.desk.common.widgets.hint_edit import BodyHintEdit
from app.desk.common.widgets.style import (
    WrapLabel,
    action_buttons,
    message_label,
    named,
    plain_labels,
    show_notice,
)
from app.desk.manager.reverse import ReverseViewModel


class ReverseDialog(QDialog):
    def __init__(self, model: ReverseViewModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._vm = model
        view = model.view()
        self.setWindowTitle(translate("Reverse", "Reverse event {event}").format(event=view.event_id))
        self.setMinimumWidth(640)
        heading = named(QLabel(translate("Reverse", "Reverse this event?")), "productName")
        facts = QFormLayout()
        for label, value in (
            (translate("Reverse", "Code"), view.code),
            (translate("Reverse", "Type"), view.type_text),
            (translate("Reverse", "Amount"), view.amount_text),
            (translate("Reverse", "When"), view.time_text),
            (translate("Reverse", "Where"), view.location_text),
            (translate("Reverse", "Event"), str(view.event_id)),
        ):
            facts.addRow(named(QLabel(label), "fieldName"), QLabel(value))
        # Wrapped, as tall as their lines: larger text on a narrow screen puts them on two.
        self.restores = WrapLabel(view.restores_text)
        self.balance = WrapLabel(self._balance_words(model.balance_text))
        self.reason = BodyHintEdit()
        self.reason.set_hint(
            translate("Reverse", "Why? (for example: wrong voucher scanned)"), translate("Reverse", "Why?")
        )
        self.reason.setAccessibleName(translate("Reverse", "Reason for the reverse"))
        self.reason.setMaxLength(200)
        self.status = message_label()
        buttons, self.confirm, self.close_button = action_buttons(translate("Reverse", "Reverse"))
        self.close_button.setText(translate("Reverse", "Cancel"))

        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addLayout(facts)
        layout.addWidget(self.restores)
        layout.addWidget(self.balance)
        layout.addWidget(QLabel(translate("Reverse", "Reason")))
        layout.addWidget(self.reason)
        layout.addWidget(self.status)
        layout.addWidget(buttons)
        # Only now is the button inside the dialog: set earlier, Qt would make Cancel the default.
        self.confirm.setDefault(True)

        self.reason.textChanged.connect(
            lambda text: self.confirm.setEnabled(bool(text.strip()) and not self.reason.isReadOnly())
        )
        self.confirm.clicked.connect(self.submit)
        self.close_button.clicked.connect(self.reject)
        model.notice.connect(self._show_notice)
        model.balance.connect(self._show_balance)
        plain_labels(self)
        model.read_balance()

    def _show_balance(self, text: str) -> None:
        self.balance.setText(self._balance_words(text))

    @staticmethod
    def _balance_words(text: str) -> str:
        return text or translate("Reverse", "The voucher's balance could not be read just now.")

    def submit(self) -> None:
        if not self.reason.text().strip() or self.reason.isReadOnly():
            return
        self.confirm.setEnabled(False)
        self.reason.setReadOnly(True)
        self._vm.reverse(self.reason.text())

    def _show_notice(self, notice: Notice) -> None:
        show_notice(self.status, notice)
        if notice.kind is not Kind.CHECKING:
            self.close_button.setText(translate("Reverse", "Close"))
