"""Bill mode's window: the bill's total and reference, the vouchers scanned onto it, one review.

Only binds ``BillViewModel``: every rule (what each voucher pays, what is refused) and every request
is below. Confirm is the counter's confirm step (``app.ui.confirm_step``): F12 or a tap, never Enter
or a scan. Enter in the empty code field opens the review, as Enter opens a redemption's.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.ui.code_entry import CodeEntry
from app.ui.confirm_step import ConfirmStep, never_default
from app.ui.style import fit_to_screen, message_label, named, set_state
from app.viewmodels.bill import BillViewModel

#: Opens the review of the bill (as Enter in the empty code field does).
REVIEW_KEY = QKeySequence(Qt.Key.Key_F6)


def _button(text: str, tip: str) -> QPushButton:
    button = QPushButton(text)
    button.setToolTip(tip)
    never_default(button)
    return button


class BillDialog(QDialog):
    """One bill, from its total to what is left to pay on the POS."""

    def __init__(self, model: BillViewModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.vm = model
        self.setWindowTitle("Pay a bill with vouchers")
        fit_to_screen(self, 900, 680)
        self.total = QLineEdit()
        self.total.setAccessibleName("Bill total")
        self.total.setPlaceholderText("Bill total, e.g. 180.00")
        self.reference = QLineEdit()
        self.reference.setAccessibleName("Bill reference")
        self.reference.setPlaceholderText("Room, table or folio (optional)")
        self.reference.setMaxLength(60)
        self.start_button = _button("Start bill", "Start the bill (Enter)")
        self.summary = named(QLabel(wordWrap=True), "productName")
        self.code = CodeEntry()
        self.code.setAccessibleName("Voucher code for the bill")
        self.code.setPlaceholderText("Scan a voucher for this bill")
        self.code.setEnabled(False)
        self.loss = QFrame()
        self.loss_text = named(QLabel(wordWrap=True), "message")
        set_state(self.loss_text, "kind", "unknown")
        self.accept_loss = _button("Add in full", "The guest loses the difference")
        self.decline_loss = _button("Do not add", "Leave this voucher off the bill")
        self.table = QTableView()
        self.table.setModel(model.lines)
        self.table.setAccessibleName("Vouchers on the bill")
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableView.SelectionMode.SingleSelection)
        self.table.setTabKeyNavigation(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.amount = QLineEdit()
        self.amount.setAccessibleName("New amount for the chosen voucher")
        self.amount.setPlaceholderText("Amount")
        self.amount.setMaximumWidth(140)
        self.set_amount = _button("Set amount", "Change the chosen voucher's amount")
        self.remove = _button("Remove", "Take the chosen voucher off the bill")
        self.review_button = _button("Review (F6)", "Review the bill before it is sent (F6, or Enter)")
        self.review_button.setShortcut(REVIEW_KEY)
        self.status = message_label()
        self.step = ConfirmStep("bill", "Back to the bill: nothing is sent (Esc)")
        self.step.setVisible(False)
        self.close_button = _button("Close", "Close the bill: what is left is paid on the POS")
        self._lay_out()
        self._connect()
        self.total.setFocus()

    def _lay_out(self) -> None:
        top = QGridLayout()
        top.addWidget(QLabel("Bill total"), 0, 0)
        top.addWidget(self.total, 0, 1)
        top.addWidget(QLabel("Reference"), 0, 2)
        top.addWidget(self.reference, 0, 3)
        top.addWidget(self.start_button, 0, 4)
        loss = QHBoxLayout(self.loss)
        loss.setContentsMargins(0, 0, 0, 0)
        loss.addWidget(self.loss_text, 1)
        loss.addWidget(self.accept_loss)
        loss.addWidget(self.decline_loss)
        self.loss.setVisible(False)
        edit = QHBoxLayout()
        edit.addWidget(self.amount)
        edit.addWidget(self.set_amount)
        edit.addWidget(self.remove)
        edit.addStretch(1)
        edit.addWidget(self.review_button)
        bottom = QHBoxLayout()
        bottom.addStretch(1)
        bottom.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.summary)
        layout.addWidget(self.code)
        layout.addWidget(self.loss)
        layout.addWidget(self.table, 1)
        layout.addLayout(edit)
        layout.addWidget(self.status)
        layout.addWidget(self.step)
        layout.addLayout(bottom)

    def _connect(self) -> None:
        vm = self.vm
        self.total.returnPressed.connect(self.start)
        self.reference.returnPressed.connect(self.start)
        self.start_button.clicked.connect(self.start)
        self.code.submitted.connect(self._scanned)
        self.accept_loss.clicked.connect(vm.accept_loss)
        self.decline_loss.clicked.connect(vm.decline_loss)
        self.accept_loss.clicked.connect(self._loss_answered)
        self.decline_loss.clicked.connect(self._loss_answered)
        self.set_amount.clicked.connect(self._set_amount)
        self.amount.returnPressed.connect(self._set_amount)
        self.remove.clicked.connect(lambda: vm.remove(self._row()))
        self.review_button.clicked.connect(vm.review)
        self.step.confirm_button.clicked.connect(vm.confirm)
        self.step.cancel_button.clicked.connect(vm.cancel_review)
        self.close_button.clicked.connect(self.reject)
        vm.changed.connect(self._show)
        vm.message.connect(self._say)
        vm.loss_asked.connect(self._ask_loss)
        vm.review_changed.connect(self._show_review)
        vm.busy_changed.connect(lambda _busy: self._show())

    def start(self) -> None:
        if self.vm.open:
            return
        if self.vm.start(self.total.text(), self.reference.text()):
            self.total.setReadOnly(True)
            self.reference.setReadOnly(True)
            self.start_button.setEnabled(False)
            self.code.setEnabled(True)
            self.code.setFocus()

    def _scanned(self) -> None:
        text = self.code.text()
        self.code.clear()
        self.loss.setVisible(False)  # a question about the last voucher is dropped by the next scan
        if text.strip():
            self.vm.scan(text)
        else:
            self.vm.review()

    def _row(self) -> int:
        rows = self.table.selectionModel().selectedRows()
        return rows[0].row() if rows else -1

    def _set_amount(self) -> None:
        self.vm.set_amount(self._row(), self.amount.text())
        self.amount.clear()

    def _ask_loss(self, warning: str) -> None:
        self.loss_text.setText(warning)
        self.loss.setVisible(True)
        # The safe answer has the focus: a scan's Enter or a stray space never costs the guest.
        self.decline_loss.setFocus()

    def _loss_answered(self) -> None:
        self.loss.setVisible(False)
        self.code.setFocus()

    def _say(self, text: str, kind: str) -> None:
        self.status.setText(text)
        set_state(self.status, "kind", kind)
        self.status.setVisible(bool(text))

    def _show_review(self, text: str) -> None:
        self.step.setVisible(bool(text))
        self.step.show_review(text, self.vm.busy)
        if text:
            self.loss.setVisible(False)
        self._show()  # nothing on the bill changes while its review is open

    def _show(self) -> None:
        vm = self.vm
        self.summary.setText(vm.summary)
        busy = vm.busy
        editable = vm.open and not busy and not vm.reviewing
        for widget in (self.amount, self.set_amount, self.remove, self.review_button):
            widget.setEnabled(editable)
        self.step.show_busy(busy, vm.reviewing, "Sending…")
        self.close_button.setEnabled(not busy)

    def reject(self) -> None:
        """Never while the bill's lines are being sent: the cashier sees each line's outcome."""
        if self.vm.busy:
            return
        super().reject()

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.vm.busy:
            event.ignore()
            return
        super().closeEvent(event)
