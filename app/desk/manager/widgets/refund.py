"""Refund a whole order: its vouchers, what a refund does, and a confirmation no stray Enter gives.

The manager's keys go where the work is: the order-number field has the focus when the dialog
opens, and Tab leaves the vouchers table at once (cell to cell, twelve Tabs never left it).
"""

from __future__ import annotations

from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.core.i18n import QT_TRANSLATE_NOOP, translate
from app.core.notice import Kind, Notice
from app.desk.common.widgets.grow import grow_to_lines, wraps_to_width
from app.desk.common.widgets.hint_edit import BodyHintEdit
from app.desk.common.widgets.style import (
    WrapLabel,
    action_buttons,
    fit_to_screen,
    message_label,
    named,
    plain_labels,
    show_notice,
)
from app.desk.manager.refund import RefundView, RefundViewModel

CONSEQUENCES = QT_TRANSLATE_NOOP(
    "Refund",
    "A refund voids every voucher in the order and sets each balance to zero. It cannot be undone. "
    "Refund the payment to the customer separately.",
)


class RefundDialog(QDialog):
    def __init__(self, model: RefundViewModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._vm = model
        order_id = model.order_id
        self.order_id = order_id
        self.view: RefundView | None = None
        self.setWindowTitle(translate("Refund", "Refund order #{order}").format(order=order_id))
        fit_to_screen(self, 760, 560)
        self.heading = named(
            QLabel(translate("Refund", "Reading order #{order}…").format(order=order_id)), "productName"
        )
        self.heading.setWordWrap(True)
        self.rows = self._rows_table(model)
        self.consequences = wraps_to_width(WrapLabel(translate("Refund", CONSEQUENCES)))
        self.blocker = message_label("refused")
        self.release = QCheckBox(translate("Refund", "Release the codes"))
        self.release.setToolTip(
            translate("Refund", "Frees the customer's own codes so they can be used on a new order.")
        )
        release_note = wraps_to_width(
            QLabel(translate("Refund", "Frees the customer's own codes for a new order."))
        )
        self.typed = BodyHintEdit()
        self.typed.setAccessibleName(translate("Refund", "Order number to confirm"))
        # Words, not the number: a grey "5087" in the field read as already typed while Refund
        # stayed off.
        self.typed.set_hint(translate("Refund", "Order number"), translate("Refund", "Number"))
        self.typed.setMaximumWidth(200)
        self.status = message_label()
        buttons, self.confirm, self.close_button = action_buttons(translate("Refund", "Refund order"))
        self.close_button.setText(translate("Refund", "Cancel"))

        confirm_row = self._confirm_row(order_id)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.rows, 1)
        layout.addWidget(self.consequences)
        layout.addWidget(self.blocker)
        layout.addWidget(self.release)
        layout.addWidget(release_note)
        layout.addLayout(confirm_row)
        layout.addWidget(self.status)
        layout.addWidget(buttons)
        # Only now is the button inside the dialog: set earlier, Qt would make Cancel the default.
        self.confirm.setDefault(True)

        self.typed.textChanged.connect(self._update_confirm)
        self.confirm.clicked.connect(self.submit)
        self.close_button.clicked.connect(self.reject)
        model.view_changed.connect(self._show_order)
        model.notice.connect(self._show_notice)
        if model.view is not None:
            self._show_order(model.view)
        self.typed.setFocus()
        plain_labels(self)

    @staticmethod
    def _rows_table(model: RefundViewModel) -> QTableView:
        """The order's vouchers, read-only; arrows move inside, Tab goes on to the next control."""
        rows = QTableView()
        rows.setModel(model.rows)
        rows.setAccessibleName(translate("Refund", "Vouchers in this order"))
        rows.verticalHeader().setVisible(False)
        rows.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        rows.horizontalHeader().setStretchLastSection(True)
        rows.setTabKeyNavigation(False)
        return rows

    def _confirm_row(self, order_id: int) -> QHBoxLayout:
        """The order's number asked for again, typed: Refund stays off until it matches."""
        confirm_row = QHBoxLayout()
        # Wrapped within the dialog's width: a longer language's words keep it within 1024 px.
        ask = wraps_to_width(
            WrapLabel(
                translate("Refund", "To confirm, type the order number ({order}):").format(order=order_id)
            )
        )
        confirm_row.addWidget(ask, 1)
        confirm_row.addWidget(self.typed)
        confirm_row.addStretch(1)
        return confirm_row

    def submit(self) -> None:
        if self.view is None or self.typed.isReadOnly() or not self.confirm.isEnabled():
            return
        self.confirm.setEnabled(False)
        self.typed.setReadOnly(True)
        self.release.setEnabled(False)
        self._vm.refund(self.typed.text(), self.release.isChecked())

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        grow_to_lines(self)  # the wrapped words, as many lines as they take

    def _show_order(self, view: RefundView) -> None:
        if view.order_id != self.order_id:
            return
        first = self.view is None
        self.view = view
        self.heading.setText(view.heading)
        if not first:
            return  # read back after the refund: the rows show the vouchers as they now stand
        self.blocker.setText(
            translate("Refund", "This order cannot be refunded. {why}").format(why=view.blocker)
            if view.blocker
            else ""
        )
        self.blocker.setVisible(bool(view.blocker))
        self.typed.setEnabled(view.offered)
        self.release.setEnabled(view.offered)
        self._update_confirm()

    def _update_confirm(self) -> None:
        matches = self.typed.text().strip().lstrip("#") == str(self.order_id)
        sent = self.typed.isReadOnly()
        self.confirm.setEnabled(self.view is not None and self.view.offered and matches and not sent)

    def _show_notice(self, notice: Notice) -> None:
        show_notice(self.status, notice)
        if notice.kind is not Kind.CHECKING:
            self.close_button.setText(translate("Refund", "Close"))
