"""A manager shows a voucher's whole code, for a reason picked from a short list (audited)."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QLabel, QVBoxLayout, QWidget

from app.core.i18n import QT_TRANSLATE_NOOP, translate
from app.core.notice import Notice
from app.desk.common.widgets.style import (
    WrapLabel,
    action_buttons,
    fit_to_screen,
    message_label,
    named,
    show_notice,
)
from app.desk.manager.reveal import RevealCodeViewModel

#: Said in the reason list until the manager picks one: no code is shown without a reason.
CHOOSE = QT_TRANSLATE_NOOP("Reveal", "Choose why…")


class RevealCodeDialog(QDialog):
    def __init__(self, model: RevealCodeViewModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.vm = model
        self.setWindowTitle(translate("Reveal", "Show the whole code"))
        fit_to_screen(self, 640, 320)
        heading = named(
            QLabel(translate("Reveal", "Show the whole code of {code}").format(code=model.masked)),
            "productName",
        )
        explain = WrapLabel(
            translate(
                "Reveal",
                "A voucher code is money: whoever knows it can spend the balance. The audit log keeps "
                "who showed it, when and why.",
            )
        )
        self.reason = QComboBox()
        self.reason.setAccessibleName(translate("Reveal", "Why"))
        self.reason.addItems([translate("Reveal", CHOOSE), *model.reason_words])
        self.code = named(QLabel(""), "productName")
        self.code.setAccessibleName(translate("Reveal", "Whole code"))
        #: Why the code was not shown, when it was not (its audit line could not be written).
        self.status = message_label()
        buttons, self.show_code, self.close_button = action_buttons(translate("Reveal", "Show the code"))
        self.close_button.setText(translate("Reveal", "Close"))
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addWidget(explain)
        layout.addWidget(self.reason)
        layout.addWidget(self.code)
        layout.addWidget(self.status)
        layout.addStretch(1)
        layout.addWidget(buttons)
        self.reason.currentIndexChanged.connect(self._reason_chosen)
        self.show_code.clicked.connect(self._show)
        self.close_button.clicked.connect(self.reject)
        model.hidden.connect(self._hidden)
        model.notice.connect(self._refused)

    def _reason_chosen(self, index: int) -> None:
        self.show_code.setEnabled(index > 0 and not self.code.text())

    def _show(self) -> None:
        code = self.vm.reveal(self.vm.reasons[self.reason.currentIndex() - 1])
        if not code:
            return  # not audited, not shown: the status line says why, and it may be tried again
        self.status.setVisible(False)
        self.code.setText(code)
        self.show_code.setEnabled(False)
        self.reason.setEnabled(False)

    def _refused(self, notice: Notice) -> None:
        show_notice(self.status, notice)

    def _hidden(self) -> None:
        """Its time is up: the whole code leaves the screen, and so does the dialog."""
        self.code.clear()
        self.reject()
