"""Bill mode's window: the bill's total and reference, the vouchers scanned onto it, one review.

Only binds ``BillViewModel``: every rule (what each voucher pays, what is refused) and every request
is below. Confirm is the counter's confirm step (``app.desk.common.widgets.confirm_step``): F12 or a
tap, never Enter or a scan. Enter in the empty code field opens the review, as Enter opens a redemption's; so
does F5, the bill's own key (F6 is Sell's everywhere, never the bill's).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent, QKeyEvent, QKeySequence, QShowEvent
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

from app.core.i18n import translate
from app.desk.bill.bill import BillViewModel
from app.desk.common.approve import Approve
from app.desk.common.widgets.code_entry import CodeEntry
from app.desk.common.widgets.confirm_step import ConfirmStep, never_default
from app.desk.common.widgets.hint_edit import fit_hint
from app.desk.common.widgets.language import live
from app.desk.common.widgets.scan_guard import SCAN_FIELD
from app.desk.common.widgets.style import (
    WrapLabel,
    fit_to_screen,
    message_label,
    named,
    plain_labels,
    set_state,
)

#: Opens the review of the bill (as Enter in the empty code field does): F5, the key that opened
#: the bill, moves it on; F6 stays Sell's.
REVIEW_KEY = QKeySequence(Qt.Key.Key_F5)
#: The chosen voucher's new amount: a figure, so a narrow field, unless its hint needs more.
AMOUNT_WIDTH_PX = 140


def _button() -> QPushButton:
    button = QPushButton()
    never_default(button)
    return button


class BillDialog(QDialog):
    """One bill, from its total to what is left to pay on the POS."""

    def __init__(
        self, model: BillViewModel, parent: QWidget | None = None, *, approve: Approve | None = None
    ) -> None:
        super().__init__(parent)
        self.vm = model
        self._approve = approve
        fit_to_screen(self, 900, 680)
        # The bill's fields, put away once the bill is started (none can change then, and the
        # summary above the lines says the total, the tip and the reference), and the line's edits,
        # put away while the review is open or the bill is sent: the room goes to the vouchers on
        # the bill (four lines at least) and to the review and Confirm on a short screen (1366×768
        # at 125 % leaves 554 px).
        # Made in the window, as the frames and the table below are: what they hold is restyled once.
        self.bill_fields = QWidget(self)
        self.editing = QWidget(self)
        self.total = QLineEdit()
        self.reference = QLineEdit()
        self.reference.setMaxLength(60)
        self.start_button = _button()
        self.summary = named(WrapLabel(), "productName")
        self.code = CodeEntry()
        self.code.setEnabled(False)
        # A voucher scanned anywhere in the bill is scanned into it.
        self.setProperty(SCAN_FIELD, self.code)
        self.loss = QFrame(self)
        self.loss_text = named(QLabel(wordWrap=True), "message")
        set_state(self.loss_text, "kind", "unknown")
        self.accept_loss = _button()
        self.decline_loss = _button()
        self.table = QTableView(self)
        self.table.setModel(model.lines)
        # Numbered lines: two masked codes that end alike are told apart by their number.
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableView.SelectionMode.SingleSelection)
        self.table.setTabKeyNavigation(False)
        # Columns fit their contents when lines join, leave or are re-proposed, not on each line's
        # news while the bill is sent: that news repaints its row alone, at once.
        header = self.table.horizontalHeader()
        header.setStretchLastSection(True)
        header.setSectionResizeMode(model.lines.columnCount() - 1, QHeaderView.ResizeMode.Stretch)
        model.lines.modelReset.connect(self._fit_columns)
        model.lines.dataChanged.connect(self._fit_columns)
        self.amount = QLineEdit()
        self.amount.setMaximumWidth(AMOUNT_WIDTH_PX)
        self.set_amount = _button()
        self.remove = _button()
        self.review_button = _button()
        self.status = message_label()
        self.step = ConfirmStep("", "")
        self.step.setVisible(False)
        self.stop_button = _button()  # always shown (enabled while sending): no layout jumps
        self.closing = QFrame(self)
        self.closing_text = named(QLabel(wordWrap=True), "message")
        set_state(self.closing_text, "kind", "refused")
        self.close_anyway = _button()
        self.keep_bill = _button()
        self.close_button = _button()
        live(self, self._words)
        self._lay_out()
        self._connect()
        self.total.setFocus()
        plain_labels(self)

    def _words(self) -> None:
        self.setWindowTitle(translate("Bill", "Pay a bill with vouchers"))
        self.total.setAccessibleName(translate("Bill", "Bill total"))
        self.total.setPlaceholderText(translate("Bill", "Bill total, e.g. 180.00"))
        self.reference.setAccessibleName(translate("Bill", "Bill reference"))
        self.reference.setPlaceholderText(translate("Bill", "Room, table or folio (optional)"))
        self.start_button.setText(translate("Bill", "Start bill"))
        self.start_button.setToolTip(translate("Bill", "Start the bill (Enter)"))
        self.code.setAccessibleName(translate("Bill", "Voucher code for the bill"))
        self.code.setPlaceholderText(translate("Bill", "Scan a voucher for this bill"))
        self.accept_loss.setText(translate("Bill", "Add in full"))
        self.accept_loss.setToolTip(translate("Bill", "The guest loses the difference"))
        self.decline_loss.setText(translate("Bill", "Do not add"))
        self.decline_loss.setToolTip(translate("Bill", "Leave this voucher off the bill"))
        self.table.setAccessibleName(translate("Bill", "Vouchers on the bill"))
        self.amount.setAccessibleName(translate("Bill", "New amount for the chosen voucher"))
        self.amount.setPlaceholderText(translate("Bill", "Amount"))
        fit_hint(self.amount, AMOUNT_WIDTH_PX)
        self.set_amount.setText(translate("Bill", "Set amount"))
        self.set_amount.setToolTip(translate("Bill", "Change the chosen voucher's amount"))
        self.remove.setText(translate("Bill", "Remove"))
        self.remove.setToolTip(translate("Bill", "Take the chosen voucher off the bill"))
        self.review_button.setText(translate("Bill", "Review (F5)"))
        self.review_button.setShortcut(REVIEW_KEY)  # after its text: a new text drops a shortcut
        self.review_button.setToolTip(translate("Bill", "Review the bill before it is sent (F5, or Enter)"))
        self.step.set_words(
            translate("Bill", "bill"), translate("Bill", "Back to the bill: nothing is sent (Esc)")
        )
        self.stop_button.setText(translate("Bill", "Stop after this voucher"))
        self.stop_button.setToolTip(
            translate(
                "Bill", "The voucher on its way ends as the service records it; the others are not sent"
            )
        )
        self.close_anyway.setText(translate("Bill", "Close the bill"))
        self.close_anyway.setToolTip(translate("Bill", "The vouchers not sent stay untouched"))
        self.keep_bill.setText(translate("Bill", "Keep the bill"))
        self.keep_bill.setToolTip(translate("Bill", "Back to the bill (Esc)"))
        self.close_button.setText(translate("Bill", "Close"))
        self.close_button.setToolTip(translate("Bill", "Close the bill: what is left is paid on the POS"))
        self.table.model().headerDataChanged.emit(
            Qt.Orientation.Horizontal, 0, self.table.model().columnCount() - 1
        )
        self._show()

    def _lay_out(self) -> None:
        top = QGridLayout(self.bill_fields)
        top.setContentsMargins(0, 0, 0, 0)
        self.total_label = QLabel()
        self.reference_label = QLabel()
        live(self.total_label, lambda: self.total_label.setText(translate("Bill", "Bill total")))
        live(self.reference_label, lambda: self.reference_label.setText(translate("Bill", "Reference")))
        # Two rows: the longer words of other languages keep every field and the button whole.
        top.addWidget(self.total_label, 0, 0)
        top.addWidget(self.total, 0, 1)
        top.addWidget(self.reference_label, 1, 0)
        top.addWidget(self.reference, 1, 1)
        # A tip the vouchers cover too, only where the law has tips recorded (Great Britain).
        self.tip = QLineEdit()
        self.tip.setAccessibleName(translate("Bill", "Tip"))
        self.tip.setPlaceholderText(translate("Bill", "Tip paid by voucher, e.g. 5.00"))
        self.tip_label = QLabel(translate("Bill", "Tip"))
        tips = self.vm.law().tips_act
        for widget in (self.tip_label, self.tip):
            widget.setVisible(tips)
        top.addWidget(self.tip_label, 2, 0)
        top.addWidget(self.tip, 2, 1)
        top.addWidget(self.start_button, 0, 2, 3, 1, Qt.AlignmentFlag.AlignVCenter)
        top.setColumnStretch(1, 1)
        # A question, then its answers on a row of their own: long words never squeeze a button.
        for frame, text, answers in (
            (self.loss, self.loss_text, (self.accept_loss, self.decline_loss)),
            (self.closing, self.closing_text, (self.close_anyway, self.keep_bill)),
        ):
            rows = QVBoxLayout(frame)
            rows.setContentsMargins(0, 0, 0, 0)
            rows.addWidget(text)
            buttons = QHBoxLayout()
            for answer in answers:
                buttons.addWidget(answer)
            buttons.addStretch(1)
            rows.addLayout(buttons)
            frame.setVisible(False)
        edit = QHBoxLayout(self.editing)
        edit.setContentsMargins(0, 0, 0, 0)
        edit.addWidget(self.amount)
        edit.addWidget(self.set_amount)
        edit.addWidget(self.remove)
        edit.addStretch(1)
        edit.addWidget(self.review_button)
        bottom = QHBoxLayout()
        bottom.addWidget(self.stop_button)
        bottom.addStretch(1)
        bottom.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.bill_fields)
        layout.addWidget(self.summary)
        layout.addWidget(self.code)
        layout.addWidget(self.loss)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.editing)
        layout.addWidget(self.status)
        layout.addWidget(self.step)
        layout.addWidget(self.closing)
        layout.addLayout(bottom)

    def _connect(self) -> None:
        vm = self.vm
        self.total.returnPressed.connect(self.start)
        self.reference.returnPressed.connect(self.start)
        self.tip.returnPressed.connect(self.start)
        self.tip.textEdited.connect(self._tip_edited)
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
        self.step.confirm_button.clicked.connect(self._confirm)
        self.step.cancel_button.clicked.connect(vm.cancel_review)
        self.stop_button.clicked.connect(vm.stop_sending)
        self.close_button.clicked.connect(self.ask_close)
        self.close_anyway.clicked.connect(self.discard)
        self.keep_bill.clicked.connect(self._keep)
        vm.changed.connect(self._show)
        vm.message.connect(self._say)
        vm.loss_asked.connect(self._ask_loss)
        vm.review_changed.connect(self._show_review)
        vm.busy_changed.connect(lambda _busy: self._show())

    def showEvent(self, event: QShowEvent) -> None:
        """The empty bill's headings whole, in the signed-in language, once the style is applied."""
        super().showEvent(event)
        self._fit_columns()

    def _fit_columns(self) -> None:
        if not self.vm.sending:
            for column in range(self.vm.lines.columnCount() - 1):  # the last one stretches
                self.table.resizeColumnToContents(column)

    def start(self) -> None:
        if self.vm.open:
            return
        if self.vm.start(self.total.text(), self.reference.text(), self.tip.text()):
            self.total.setReadOnly(True)
            self.reference.setReadOnly(True)
            self.tip.setReadOnly(True)
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

    def _tip_edited(self, text: str) -> None:
        """A letter in the tip is a scan that landed there: the field is emptied (a code never
        stays in it as a tip's text) and the cashier is told where the code goes."""
        if any(character.isalpha() for character in text):
            self.tip.clear()
            self._say(
                translate("Bill", "A code was scanned into the tip: type the tip, then scan the code again."),
                "refused",
            )

    def _say(self, text: str, kind: str) -> None:
        """Painted at once: the bill's outcome must not wait for the rest of the window."""
        self.status.setText(text)
        set_state(self.status, "kind", kind)
        self.status.setVisible(bool(text))
        self.status.repaint()

    def _show_review(self, text: str) -> None:
        self.step.setVisible(bool(text))
        self.step.show_review(text, self.vm.busy)
        if text:
            self.loss.setVisible(False)
            self.closing.setVisible(False)
        elif self.vm.open and not self.vm.busy and not self.loss.isVisible():
            # Back to scanning (the review closed, or the bill was sent): the next scan lands in
            # the code field, not in the read-only total a disabled button handed the focus to.
            self.code.setFocus()
        self._show()  # nothing on the bill changes while its review is open

    def _show(self) -> None:
        vm = self.vm
        self.summary.setText(vm.figures.summary)
        busy = vm.busy
        editable = vm.open and not busy and not vm.reviewing
        for widget in (self.amount, self.set_amount, self.remove, self.review_button):
            widget.setEnabled(editable)
        self.bill_fields.setVisible(not vm.open)
        self.editing.setVisible(not vm.reviewing and not vm.sending)
        self.step.show_busy(busy, vm.reviewing, translate("Bill", "Sending…"))
        self.stop_button.setEnabled(vm.sending and not vm.stopping)
        self.close_button.setEnabled(not busy)

    def _confirm(self) -> None:
        """Above the dual-control limit the manager's PIN is asked first; nothing is sent without it."""
        if not self.vm.needs_manager:
            self.vm.confirm()
        elif self._approve is not None:
            self._approve(self.step.text.text(), self.vm.confirm)

    def ask_close(self) -> None:
        """Esc, *Close* or the window's X: a bill with vouchers not sent asks first (Esc twice must
        not throw a guest's vouchers away); Esc on the question goes back to the bill."""
        if self.vm.busy:
            return
        if self.closing.isVisible():
            self._keep()
            return
        unsent = len(self.vm.figures.to_send)
        if not unsent:
            self.reject()
            return
        self.closing_text.setText(
            translate("Bill", "Close this bill? %n voucher(s) on it not sent.", None, unsent)
        )
        self.closing.setVisible(True)
        self.keep_bill.setFocus()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape and event.modifiers() == Qt.KeyboardModifier.NoModifier:
            self.ask_close()
            return
        super().keyPressEvent(event)

    def reject(self) -> None:
        """Never while the bill's lines are being sent: the cashier sees each line's outcome."""
        if self.vm.busy:
            return
        super().reject()

    def discard(self) -> None:
        """The cashier's deliberate answer: the bill closes, its vouchers not sent stay untouched."""
        self.closing.setVisible(False)
        self.reject()

    def _keep(self) -> None:
        self.closing.setVisible(False)
        self.code.setFocus()

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.vm.busy or self.vm.figures.to_send:
            event.ignore()
            self.ask_close()
            return
        super().closeEvent(event)
