"""Correct this voucher's order (Manager menu, Ctrl+Shift+O): a manager's PIN, then the purchaser's
name and e-mail and the recipient's e-mail, each checked beside its field; *Save* (a tap) sends only
what changed, and the order read back says whether it took (``OrderCorrectionViewModel``)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.core.i18n import translate
from app.core.names import shown_name
from app.desk.common.approve import Approve
from app.desk.common.presenters import VoucherView
from app.desk.common.widgets.confirm_step import never_default
from app.desk.common.widgets.dialog_life import close_up
from app.desk.common.widgets.language import live
from app.desk.common.widgets.style import fit_to_screen, message_label, named, plain_labels, set_state
from app.desk.manager.order_correction import OrderCorrectionViewModel

CORRECT_KEY = QKeySequence("Ctrl+Shift+O")


class OrderCorrectionDialog(QDialog):
    def __init__(self, model: OrderCorrectionViewModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.vm = model
        fit_to_screen(self, 640, 420)
        self.approved = named(QLabel(), "message")
        self.name = QLineEdit()
        self.email = QLineEdit()
        self.recipient = QLineEdit()
        self.checks = {
            f: message_label("refused") for f in ("customerName", "emailAddress", "recipientEmailAddress")
        }
        self.status = message_label()
        self.save = named(_button(), "primary")
        self.close_button = _button()
        self.labels = [QLabel() for _ in range(3)]

        def words() -> None:
            self.setWindowTitle(translate("OrderFix", "Correct order #{order}").format(order=model.order_id))
            self.approved.setText(
                translate("OrderFix", "Approved by {manager}").format(manager=shown_name(model.manager))
            )
            for label, field, text, name in zip(
                self.labels,
                (self.name, self.email, self.recipient),
                (
                    translate("OrderFix", "Purchaser"),
                    translate("OrderFix", "E-mail"),
                    translate("OrderFix", "Recipient e-mail"),
                ),
                (
                    translate("OrderFix", "Purchaser's name"),
                    translate("OrderFix", "Purchaser's e-mail"),
                    translate("OrderFix", "Recipient's e-mail"),
                ),
                strict=True,
            ):
                label.setText(text)
                field.setAccessibleName(name)
            self.save.setText(translate("OrderFix", "Save"))
            self.save.setToolTip(translate("OrderFix", "Send the corrections (a tap; Enter never sends)"))
            self.close_button.setText(translate("OrderFix", "Close"))
            self.close_button.setToolTip(translate("OrderFix", "Close without sending anything more"))

        live(self, words)
        form = QFormLayout()
        for label, field, key in (
            (self.labels[0], self.name, "customerName"),
            (self.labels[1], self.email, "emailAddress"),
            (self.labels[2], self.recipient, "recipientEmailAddress"),
        ):
            box = QVBoxLayout()
            box.setSpacing(2)
            box.addWidget(field)
            box.addWidget(self.checks[key])
            form.addRow(label, box)
            field.textEdited.connect(lambda _text: self._check())
        buttons = QHBoxLayout()
        buttons.addWidget(self.save)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.approved)
        layout.addLayout(form)
        layout.addWidget(self.status)
        layout.addStretch(1)
        layout.addLayout(buttons)
        self.save.setEnabled(False)
        self.save.clicked.connect(
            lambda: model.save(self.name.text(), self.email.text(), self.recipient.text())
        )
        self.close_button.clicked.connect(self.reject)
        model.loaded.connect(self._loaded)
        model.message.connect(self._say)
        model.busy_changed.connect(lambda busy: self.save.setEnabled(not busy and bool(model.values)))
        plain_labels(self)

    def _loaded(self) -> None:
        values = self.vm.shown
        self.name.setText(values["customerName"])
        self.email.setText(values["emailAddress"])
        self.recipient.setText(values["recipientEmailAddress"])
        self.save.setEnabled(True)

    def _check(self) -> None:
        for field, problem in self.vm.problems(
            self.name.text(), self.email.text(), self.recipient.text()
        ).items():
            self.checks[field].setText(problem)
            self.checks[field].setVisible(bool(problem))

    def _say(self, text: str, kind: str) -> None:
        self.status.setText(text)
        set_state(self.status, "kind", kind)
        self.status.setVisible(True)

    def reject(self) -> None:
        if not self.vm.busy:
            super().reject()


def _button() -> QPushButton:
    button = QPushButton()
    never_default(button)
    return button


class OrderCorrector:
    """The Manager menu's way to correct the order of the voucher on the counter: ``shown`` is the
    voucher on the counter (None when there is none), ``approve`` asks a manager's PIN for a task,
    and ``correction`` makes the view-model of one order's correction for the manager who approved it."""

    def __init__(
        self,
        window: QWidget,
        shown: Callable[[], VoucherView | None],
        approve: Approve,
        correction: Callable[[int, str], OrderCorrectionViewModel],
    ) -> None:
        self._window = window
        self._shown = shown
        self._approve = approve
        self._correction = correction
        self.dialog: OrderCorrectionDialog | None = None

    def fill_menu(self, menu: QMenu) -> None:
        action = QAction(self._window)
        live(self._window, lambda: action.setText(translate("OrderFix", "Correct this voucher's order…")))
        action.setShortcut(CORRECT_KEY)
        action.triggered.connect(self.correct_shown_order)
        menu.addAction(action)

    def correct_shown_order(self) -> None:
        view = self._shown()
        if self.dialog is not None:
            return
        if view is None:
            box = QMessageBox(
                QMessageBox.Icon.Information,
                translate("OrderFix", "Manager"),
                translate("OrderFix", "Look up a voucher of the order first."),
                QMessageBox.StandardButton.Ok,
                self._window,
            )
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            box.open()
            return
        order_id = view.order_id
        self._approve(
            translate("OrderFix", "Correct order #{order}").format(order=order_id),
            lambda manager: self.open(order_id, manager),
        )

    def open(self, order_id: int, manager: str) -> None:
        model = self._correction(order_id, manager)
        self.dialog = OrderCorrectionDialog(model, self._window)
        self.dialog.finished.connect(lambda _result: self._closed(model))
        model.load()
        self.dialog.open()

    def _closed(self, model: OrderCorrectionViewModel) -> None:
        dialog, self.dialog = self.dialog, None
        close_up(dialog, model)
