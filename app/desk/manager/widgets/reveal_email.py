"""A manager shows a guest's whole e-mail address, for a reason picked from a short list (audited).

Laid out as the code's reveal (``app.desk.manager.widgets.reveal``): the masked address, why it is guarded,
the reasons, and the address only once a reason is chosen and *Show the address* pressed.
"""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QVBoxLayout, QWidget

from app.core.i18n import translate
from app.core.notice import Notice
from app.desk.common.widgets.language import live
from app.desk.common.widgets.style import (
    WrapLabel,
    action_buttons,
    fit_to_screen,
    message_label,
    named,
    show_notice,
)
from app.desk.manager.reveal_email import RevealEmailViewModel


class RevealEmailDialog(QDialog):
    def __init__(self, model: RevealEmailViewModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.vm = model
        self._shown: tuple[str, ...] = ()
        fit_to_screen(self, 640, 320)
        self.heading = named(WrapLabel(), "productName")
        self.explain = WrapLabel()
        self.reason = QComboBox()
        # A long reason (a longer language) is elided in the closed box, never widening the dialog.
        self.reason.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.reason.setMinimumContentsLength(24)
        self.reason.setMinimumHeight(44)
        self.address = named(WrapLabel(""), "productName")
        #: Why the address was not shown, when it was not (its audit line could not be written).
        self.status = message_label()
        buttons, self.show_address, self.close_button = action_buttons("")
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.explain)
        layout.addWidget(self.reason)
        layout.addWidget(self.address)
        layout.addWidget(self.status)
        layout.addStretch(1)
        layout.addWidget(buttons)
        live(self, self._words)
        self.reason.currentIndexChanged.connect(self._reason_chosen)
        self.show_address.clicked.connect(self._show)
        self.close_button.clicked.connect(self.reject)
        model.hidden.connect(self._hidden)
        model.notice.connect(self._refused)

    def _words(self) -> None:
        self.setWindowTitle(translate("Reveal e-mail", "Show the guest's e-mail address"))
        self.heading.setText(
            translate("Reveal e-mail", "Show the e-mail address of order {order}: {address}").format(
                order=self.vm.order_id, address=", ".join(self.vm.masked)
            )
        )
        self.explain.setText(
            translate(
                "Reveal e-mail",
                "A guest's e-mail address is personal data. The audit log keeps who showed it, when and why.",
            )
        )
        chosen = self.reason.currentIndex()
        self.reason.blockSignals(True)
        self.reason.clear()
        reasons = [translate("Reveal e-mail", text) for text in self.vm.reasons]
        self.reason.addItems([translate("Reveal e-mail", "Choose why…"), *reasons])
        self.reason.setCurrentIndex(max(chosen, 0))
        self.reason.blockSignals(False)
        self.reason.setAccessibleName(translate("Reveal e-mail", "Why"))
        self.address.setAccessibleName(translate("Reveal e-mail", "Whole e-mail address"))
        self.show_address.setText(translate("Reveal e-mail", "Show the address"))
        self.close_button.setText(translate("Reveal e-mail", "Close"))

    def _reason_chosen(self, index: int) -> None:
        self.show_address.setEnabled(index > 0 and not self._shown)

    def _show(self) -> None:
        self._shown = self.vm.reveal(self.reason.currentIndex() - 1)
        if not self._shown:
            return  # not audited, not shown: the status line says why, and it may be tried again
        self.status.setVisible(False)
        self.address.setText("\n".join(self._shown))
        self.show_address.setEnabled(False)
        self.reason.setEnabled(False)

    def _refused(self, notice: Notice) -> None:
        show_notice(self.status, notice)

    def _hidden(self) -> None:
        """Its time is up: the whole addresses leave the screen, and so does the dialog."""
        self._shown = ()
        self.address.clear()
        self.reject()
