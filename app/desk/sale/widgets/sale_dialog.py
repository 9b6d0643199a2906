"""The Sell window (F6): products by category into a basket, the buyer, a review, one Confirm.

Only binds ``SaleViewModel``: every rule and request is below. Confirm is the counter's confirm step
(``app.desk.common.widgets.confirm_step``): F12 or a tap, never Enter or a scan. Each e-mail is checked
beside its field as it is typed. A complimentary sale asks for a manager's PIN before it is ticked.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QModelIndex, QObject, QPersistentModelIndex, QSize, Qt
from PySide6.QtGui import QCloseEvent, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.core import sale as rules
from app.core.i18n import translate
from app.desk.common.widgets.confirm_step import ConfirmStep, never_default
from app.desk.common.widgets.handoff_keys import TICK_KEY
from app.desk.common.widgets.hint_edit import BodyHintEdit
from app.desk.common.widgets.language import live
from app.desk.common.widgets.names_choice import NamesChoice
from app.desk.common.widgets.room import room_for
from app.desk.common.widgets.style import (
    ColumnScroll,
    KeptWholeLabel,
    fit_to_screen,
    message_label,
    named,
    plain_labels,
    set_state,
)
from app.desk.sale.basket import Buyer, SoldVoucher, sold_line
from app.desk.sale.catalogue import method_text
from app.desk.sale.sale import SaleViewModel
from app.desk.sale.widgets._sale_extras import BillingFields, OptionPicker

#: Lines of new codes kept in sight however little room the window has (the rest scroll).
CODES_SHOWN = 4
#: Whole rows each list keeps in sight however little room the window has: with fewer, a cashier
#: scrolls to compare two products or to check the sale's lines before Review.
ROWS_SHOWN = 4
#: Characters of a product's name kept before it ends in "…": enough to tell two products apart.
NAME_CHARS = 12
#: A cell's padding either side of its text, and above and below its lines, in the till's style.
CELL_PADDING_PX = 6
#: Asks a manager's PIN for a complimentary sale: calls back with the manager's name, or "" if cancelled.
AskManager = Callable[[Callable[[str], None]], None]
#: Prints the vouchers just sold (the till's slip printer and paper); says how it went on the line.
PrintVouchers = Callable[[Sequence[SoldVoucher], str], None]


def _button() -> QPushButton:
    button = QPushButton()
    never_default(button)
    return button


class _WordsOnTheRowsLines(QStyledItemDelegate):
    """Words that give way wrapped onto the lines their row has, the last line ending in "…" (whole
    in the tooltip). A product's row is two lines tall for its validity's two parts; on one line,
    at 1024×768 at 125 % in Polish and Spanish, "Spa Day for Two" and "Spa Treatments Voucher" both
    read "Spa …". On two lines they read "Spa / Day…" and "Spa / Trea…": the words after the first
    are what tell two products apart, and the row's second line is room the name had unused.
    Never taller than the row's ``lines``: more rows stay in sight."""

    def __init__(self, table: QTableView, lines: int) -> None:
        super().__init__(table)
        self._lines = lines

    def initStyleOption(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().initStyleOption(option, index)
        option.features = option.features | QStyleOptionViewItem.ViewItemFeature.WrapText

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        hint = super().sizeHint(option, index)
        most = self._lines * option.fontMetrics.lineSpacing() + CELL_PADDING_PX
        return QSize(hint.width(), min(hint.height(), most))


class _List(QTableView):
    """One of the window's two lists: its figures (money, a quantity, a validity) as wide as their
    text and whole, its words (``gives_way``: a name, a message) sharing what is left and ending in
    "…" there, whole in their tooltips. It asks for room for ``ROWS_SHOWN`` whole rows of its
    ``lines`` lines each, and for its figures beside ``least_chars`` of its words, so the window's
    layout takes that room from the buyer's form (which scrolls) and not from the lists."""

    def __init__(
        self, model: object, window: QWidget, *, gives_way: tuple[int, ...], lines: int, least_chars: int
    ) -> None:
        super().__init__(window)
        self._gives_way = gives_way
        self._lines = lines
        self._least_chars = least_chars
        #: The width the window has for it beside its other column (set once that column is made):
        #: in a language longer than the window (the pseudo-language at 1024 px) its figures give
        #: way, a scroll away, rather than push the window past the screen.
        self.room: Callable[[], int] | None = None
        #: The rows it keeps however short the window: ``ROWS_SHOWN`` but while a long review of the
        #: sale (which names each line) needs the room, when it gives way to one.
        self.rows_at_least = ROWS_SHOWN
        self.setModel(model)  # type: ignore[arg-type]
        self.verticalHeader().setVisible(False)
        self.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QTableView.SelectionMode.SingleSelection)
        self.setTabKeyNavigation(False)
        self.setWordWrap(False)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        for column in gives_way:
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
            if lines > 1:
                self.setItemDelegateForColumn(column, _WordsOnTheRowsLines(self, lines))
        header.setStretchLastSection(False)
        if lines > 1:  # rows as tall as their lines
            self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # A new shelf or a new line may need other widths and heights: the window lays out again.
        for signal in (self.model().modelReset, self.model().rowsInserted, self.model().rowsRemoved):
            signal.connect(self.updateGeometry)

    def _row_height(self) -> int:
        rows = self.verticalHeader()
        if self.model().rowCount():
            return rows.sectionSize(0)
        lines = self._lines * self.fontMetrics().lineSpacing()
        return max(rows.defaultSectionSize(), lines + CELL_PADDING_PX)

    def _figures_width(self) -> int:
        header = self.horizontalHeader()
        return sum(
            max(header.sectionSizeHint(column), self.sizeHintForColumn(column))
            for column in range(self.model().columnCount())
            if column not in self._gives_way
        )

    def minimumSizeHint(self) -> QSize:
        frame = 2 * self.frameWidth()
        words = self.fontMetrics().averageCharWidth() * self._least_chars + CELL_PADDING_PX
        width = self._figures_width() + words + frame + self.verticalScrollBar().sizeHint().width()
        if self.room is not None:
            width = max(min(width, self.room()), super().minimumSizeHint().width())
        return QSize(width, self._height(self.rows_at_least))

    def _height(self, rows: int) -> int:
        return self.horizontalHeader().sizeHint().height() + rows * self._row_height() + 2 * self.frameWidth()

    def sizeHint(self) -> QSize:
        least = self.minimumSizeHint()
        return QSize(max(least.width(), super().sizeHint().width()), self._height(ROWS_SHOWN))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):  # larger text
            self.updateGeometry()


def _with_check(field: QLineEdit, check: QLabel) -> QWidget:
    """A field with its check right under it, beside its label: the line shows only when it says something."""
    box = QWidget()
    column = QVBoxLayout(box)
    column.setContentsMargins(0, 0, 0, 0)
    column.setSpacing(2)
    column.addWidget(field)
    column.addWidget(check)
    return box


class _BuyerScroll(ColumnScroll):
    """The buyer's fields: as wide as they need, as tall as they need where there is room, and
    scrolling where there is not (the review and Confirm under them stay in sight)."""

    def sizeHint(self) -> QSize:
        content = self.widget()
        return content.sizeHint() if content is not None else super().sizeHint()

    def minimumSizeHint(self) -> QSize:
        content = self.widget()
        width = content.minimumSizeHint().width() if content is not None else 0
        return QSize(width + self.verticalScrollBar().sizeHint().width(), super().minimumSizeHint().height())


class SaleDialog(QDialog):
    """One sale, from the shelves to the codes shown once and the hand-off."""

    def __init__(
        self,
        model: SaleViewModel,
        ask_manager: AskManager,
        print_vouchers: PrintVouchers,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.vm = model
        self._ask_manager = ask_manager
        self._print_vouchers = print_vouchers
        self.sold: list[SoldVoucher] = []
        #: The question asked when the window is closed before *Paid on POS*, while it is open.
        self.closing_question: QMessageBox | None = None
        # Wider where the screen allows: with larger text the products' figures, the sale's lines
        # and the buyer's fields still read whole side by side.
        fit_to_screen(self, 1280, 700)
        self.why_not = named(QLabel(wordWrap=True), "message")
        set_state(self.why_not, "kind", "unknown")
        # The tables and the boxes with parts of their own are made in the window, so those parts
        # are restyled once (``_lay_out``).
        self.shelf = QComboBox(self)
        # Two lines a product: its validity's two parts one above the other (``product_facts``).
        self.products = _List(model.products, self, gives_way=(0,), lines=2, least_chars=NAME_CHARS)
        self.quantity = QSpinBox(self)
        self.quantity.setRange(1, rules.MAX_QUANTITY)
        # "2 ×": how many *Add to sale* adds, with no label of its own to widen the column.
        self.quantity.setSuffix(" ×")
        self.amount = BodyHintEdit()
        self.note = BodyHintEdit()
        self.note.setMaxLength(250)
        self.options = OptionPicker()
        self.billing = BillingFields()
        self.add_button = _button()
        self.basket = _List(model.basket, self, gives_way=(2, 3), lines=1, least_chars=NAME_CHARS // 2)
        self.remove_button = _button()
        self.method = NamesChoice()
        self.name = QLineEdit()
        self.email = QLineEdit()
        self.recipient = QLineEdit()
        self.checks = {field: message_label("refused") for field in ("name", "email", "recipient")}
        self.confirmation = QCheckBox()
        self.confirmation.setChecked(True)
        self.complimentary = QCheckBox()
        self.total = named(QLabel(), "productName")
        self.review_button = _button()
        self.status = message_label()
        self.step = ConfirmStep("", "")
        self.step.setVisible(False)
        self.handoff = named(KeptWholeLabel(), "reviewText")
        self.codes = QLabel(wordWrap=True)
        for shown in (self.handoff, self.codes):
            shown.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            # As wide as the column: a long reference or code wraps there, never widens the window.
            shown.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.paid = QCheckBox()
        self.print_button = _button()
        self.close_button = _button()
        self.labels = {key: QLabel() for key in ("delivery", "purchaser", "email", "recipient")}
        self._lay_out()
        # Tab goes as the window reads: down the shelf column (the value, the options, the message,
        # how many, Add), then the sale's lines and the buyer beside it, field by field to Review.
        # Ending at *Delivery*, the chain left the buyer's fields where they joined the window:
        # from *Delivery* Tab jumped to Review, and the fields were reached only past the shelves.
        for first, second in itertools.pairwise(
            (
                self.shelf,
                self.products,
                self.amount,
                self.options,
                self.note,
                self.quantity,
                self.add_button,
                self.basket,
                self.remove_button,
                self.method,
                self.name,
                self.email,
                self.recipient,
                *self.billing.fields.values(),
                self.confirmation,
                self.complimentary,
                self.review_button,
            )
        ):
            QWidget.setTabOrder(first, second)
        # Once laid out: a widget restyled as it joins the window keeps the sizes its words need.
        live(self, self._words)
        self._connect()
        self._refresh()
        plain_labels(self)

    def _words(self) -> None:
        """Every word the window sets once, again whenever the language changes."""
        self.setWindowTitle(translate("Sale", "Sell gift vouchers"))
        for widget, name in (
            (self.shelf, translate("Sale", "Category")),
            (self.products, translate("Sale", "Products")),
            (self.quantity, translate("Sale", "Quantity")),
            (self.amount, translate("Sale", "Value of an open-value voucher")),
            (self.note, translate("Sale", "Personal message")),
            (self.basket, translate("Sale", "Vouchers in this sale")),
            (self.method, translate("Sale", "Delivery")),
            (self.name, translate("Sale", "Purchaser's name")),
            (self.email, translate("Sale", "Purchaser's e-mail")),
            (self.recipient, translate("Sale", "Recipient's e-mail (optional)")),
            (self.codes, translate("Sale", "The new codes, shown once")),
            (self.buyer_scroll, translate("Sale", "The buyer's details")),
        ):
            widget.setAccessibleName(name)
        # Each hint's short form where its field is narrow (1024×768 at 125 %, in a long language).
        self.amount.set_hint(translate("Sale", "Value (open-value vouchers)"), translate("Sale", "Value"))
        self.note.set_hint(translate("Sale", "Personal message (optional)"), translate("Sale", "Message"))
        for button, text, tip in (
            (
                self.add_button,
                translate("Sale", "Add to sale"),
                translate("Sale", "Add the chosen product to the sale"),
            ),
            (
                self.remove_button,
                translate("Sale", "Remove"),
                translate("Sale", "Take the chosen line off the sale"),
            ),
            (
                self.review_button,
                translate("Sale", "Review sale"),
                translate("Sale", "What Confirm will do (Enter never sells)"),
            ),
            (
                self.print_button,
                translate("Sale", "Print vouchers"),
                translate("Sale", "Print each voucher sold, its code in full with a QR code"),
            ),
            (self.close_button, translate("Sale", "Close"), translate("Sale", "Close the sale window")),
        ):
            button.setText(text)
            button.setToolTip(tip)
        self.confirmation.setText(translate("Sale", "Confirmation e-mail"))
        self.confirmation.setToolTip(
            translate("Sale", "Send the purchaser the service's confirmation e-mail")
        )
        self.complimentary.setText(translate("Sale", "Complimentary"))
        self.complimentary.setToolTip(
            translate("Sale", "No payment taken: a manager approves it with their PIN")
        )
        self.paid.setText(translate("Sale", "Paid on POS"))
        self.paid.setToolTip(
            translate("Sale", "Tick once the payment is keyed on the POS ({key})").format(key=TICK_KEY)
        )
        self.step.set_words(
            translate("Sale", "sale"), translate("Sale", "Back to the sale: nothing is sent (Esc)")
        )
        for key, text in (
            ("delivery", translate("Sale", "Delivery")),
            ("purchaser", translate("Sale", "Purchaser")),
            ("email", translate("Sale", "E-mail")),
            ("recipient", translate("Sale", "Recipient e-mail")),
        ):
            self.labels[key].setText(text)
        # The address's fields name their parts; the whole is named for a screen reader and a tip.
        self.billing.setAccessibleName(translate("Sale", "Billing address"))
        self.billing.setToolTip(translate("Sale", "Billing address"))

    def _lay_out(self) -> None:
        # From the window down: each part is in the window before it is filled, so each widget
        # joins the window once. Filled first and placed after, every widget of a part was
        # restyled again (the till's style sheet) at each step up, most of the window's building.
        layout = QVBoxLayout(self)
        layout.addWidget(self.why_not)
        columns = QHBoxLayout()
        layout.addLayout(columns, 1)
        columns.addLayout(self._shelf_column(), 1)
        # The sale's lines head the second column, above the buyer: beside the products, each
        # list has the column's height for its rows (one under the other, 1366×768 at 125 % left
        # each room for two).
        right = QVBoxLayout()
        columns.addLayout(right, 1)
        # Put away with the buyer while a sale's outcome shows (``_sold``): the lines are sold and
        # gone, and with 150 % text the codes and the hand-off need their room.
        self.sale_lines = QWidget()
        right.addWidget(self.sale_lines)
        sale_lines = QVBoxLayout(self.sale_lines)
        sale_lines.setContentsMargins(0, 0, 0, 0)
        margins = layout.contentsMargins()
        self.products.room = lambda: (
            room_for(self).width()
            - margins.left()
            - margins.right()
            - columns.spacing()
            - right.minimumSize().width()
        )
        sale_lines.addWidget(self.basket)
        lines = QHBoxLayout()
        sale_lines.addLayout(lines)
        lines.addWidget(self.remove_button)
        lines.addStretch(1)
        lines.addWidget(self.total)
        self.buying = QWidget()
        right.addWidget(self.buying, 1)
        # Shown with a sale's outcome only (``_sold``): empty, it took the room the review needs.
        self.outcome = QWidget()
        right.addWidget(self.outcome, 1)
        self.outcome.setVisible(False)
        self._buying_part()
        self._outcome_part()
        bottom = QHBoxLayout()
        layout.addLayout(bottom)
        bottom.addWidget(self.status, 1)
        # Print beside Close, where the row has room: under the hand-off beside *Paid on POS* it
        # made the column wider than a 1366 px screen leaves it in German with 150 % text.
        bottom.addWidget(self.print_button)
        bottom.addWidget(self.close_button)
        self.paid.setVisible(False)
        self.print_button.setVisible(False)

    def _shelf_column(self) -> QVBoxLayout:
        """The products and what is being added: the value (open-value vouchers) on a row of its
        own, so its hint reads whole in any language; the options; the message and how many; and
        *Add to sale* on a row of its own (beside the quantity it made the column too wide for a
        1024 px screen in the pseudo-language)."""
        left = QVBoxLayout()
        left.addWidget(self.shelf)
        left.addWidget(self.products, 1)
        adding = QGridLayout()
        left.addLayout(adding)
        adding.addWidget(self.amount, 0, 0, 1, 2)
        adding.addWidget(self.options, 1, 0, 1, 2)
        adding.addWidget(self.note, 2, 0)
        adding.addWidget(self.quantity, 2, 1)
        adding.addWidget(self.add_button, 3, 0, 1, 2)
        return left

    def _buying_part(self) -> None:
        # The buyer, the review and Confirm: put away while a sale's outcome is shown, so the codes
        # shown once and the hand-off have the column's room (with the sale's lines') on a short
        # screen (1366×768 at 125 % leaves 560 px); the next sale's first line brings them back
        # (``forget_sale``). The buyer's fields scroll where the screen is short; Review and
        # Confirm stay in sight.
        buying = QVBoxLayout(self.buying)
        buying.setContentsMargins(0, 0, 0, 0)
        buyer = QWidget()
        self.buyer_scroll = _BuyerScroll(buyer, of_fields=True)
        buying.addWidget(self.buyer_scroll, 1)
        buying.addWidget(self.review_button, 0, Qt.AlignmentFlag.AlignRight)
        buying.addWidget(self.step)
        fields = QVBoxLayout(buyer)
        fields.setContentsMargins(0, 0, 0, 0)
        form = QFormLayout()
        fields.addLayout(form)
        # A longer language puts a label above its field rather than push the window past the screen.
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        form.addRow(self.labels["delivery"], self.method)
        form.addRow(self.labels["purchaser"], _with_check(self.name, self.checks["name"]))
        form.addRow(self.labels["email"], _with_check(self.email, self.checks["email"]))
        form.addRow(self.labels["recipient"], _with_check(self.recipient, self.checks["recipient"]))
        # The address on rows of the form's whole width, no label beside it (``BillingFields``).
        form.addRow(self.billing)
        ticks = QHBoxLayout()
        fields.addLayout(ticks)
        ticks.addWidget(self.confirmation)
        ticks.addWidget(self.complimentary)
        fields.addStretch(1)

    def _outcome_part(self) -> None:
        # A sale's outcome (the codes, the hand-off and its tick) in the room the column keeps free
        # under the sale's lines.
        outcome = QVBoxLayout(self.outcome)
        outcome.setContentsMargins(0, 0, 0, 0)
        # Twenty vouchers' codes scroll in that room: the window never grows past the screen. The
        # codes come first: they are painted in the room as it is, and the hand-off, its tick and
        # Print take their place under them (``_sold``).
        self.codes_area = named(QScrollArea(), "codesArea")
        self.codes_area.setFrameShape(QFrame.Shape.NoFrame)
        self.codes_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.codes_area.setWidgetResizable(True)
        self.codes_area.setWidget(self.codes)
        self.codes_area.viewport().setAutoFillBackground(False)
        self.codes_area.viewport().installEventFilter(self)  # the codes' room fitted at each width
        # Reached by Tab (to scroll the codes) only while it holds codes: no empty framed box.
        self.codes_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # No room of its own until there are codes (an empty window fits the screen as before).
        self.codes_area.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
        self.codes.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        outcome.addWidget(self.codes_area, 1)
        outcome.addWidget(self.handoff)
        # As wide as its words: a click beside them is not a tick.
        outcome.addWidget(self.paid, 0, Qt.AlignmentFlag.AlignLeft)
        outcome.addStretch(0)

    def _connect(self) -> None:
        vm = self.vm
        vm.changed.connect(self._refresh)
        vm.message.connect(self._say)
        vm.review_changed.connect(self._review)
        vm.busy_changed.connect(
            lambda busy: self.step.show_busy(busy, bool(self.step.text.text()), translate("Sale", "Selling…"))
        )
        vm.sold.connect(self._sold)
        self.shelf.currentIndexChanged.connect(vm.show_shelf)
        self.add_button.clicked.connect(self._add)
        self.remove_button.clicked.connect(self._remove)
        self.method.currentIndexChanged.connect(vm.set_method)
        for field in (self.name, self.email, self.recipient):
            field.textEdited.connect(lambda _text: self._buyer())
        self.confirmation.toggled.connect(lambda _on: self._buyer())
        self.billing.edited.connect(self._buyer)
        vm.products.modelReset.connect(lambda: self.options.show_for(None))
        self.products.selectionModel().currentRowChanged.connect(
            lambda current, _previous: self.options.show_for(
                self.vm.products.record(current.row()) if current.isValid() else None
            )
        )
        self.complimentary.clicked.connect(self._complimentary)
        self.review_button.clicked.connect(vm.review)
        self.step.confirm_button.clicked.connect(vm.confirm)
        self.step.cancel_button.clicked.connect(vm.cancel_review)
        self.paid.toggled.connect(lambda on: vm.mark_paid() if on else None)
        # The till's key for "keyed on the POS" (the README's F9), here too: this window holds the
        # sale's hand-off while it is open, and the main window's F9 does not reach into it.
        QShortcut(QKeySequence(TICK_KEY), self, self._tick_paid)
        self.close_button.clicked.connect(self.reject)
        self.print_button.clicked.connect(lambda: self._print_vouchers(self.sold, self.vm.reference))

    def _refresh(self) -> None:
        vm = self.vm
        why = vm.why_not
        self.why_not.setText(why)
        self.why_not.setVisible(bool(why))
        if self.shelf.count() != len(vm.shelves):
            self.shelf.blockSignals(True)
            self.shelf.clear()
            self.shelf.addItems([shelf.name for shelf in vm.shelves])
            self.shelf.blockSignals(False)
        if self.method.count() != len(vm.methods):
            self.method.blockSignals(True)
            self.method.clear()
            self.method.addItems([method_text(m, vm.currency) for m in vm.methods])
            self.method.blockSignals(False)
        self.review_button.setEnabled(not why and not vm.busy)
        self.add_button.setEnabled(vm.loaded and not vm.busy)
        self.total.setText(
            translate("Sale", "Total {amount}").format(amount=vm.total_text) if vm.total_text else ""
        )
        self.total.setVisible(bool(vm.total_text))
        self.complimentary.setChecked(vm.complimentary)  # a changed basket withdraws the PIN
        # Billing lines only while payment is taken: a complimentary sale sends none.
        self.billing.setVisible(not vm.complimentary)

    def _buyer(self) -> None:
        self.vm.set_buyer(
            Buyer(
                self.name.text(),
                self.email.text(),
                self.recipient.text(),
                self.confirmation.isChecked(),
                self.billing.values(),
            )
        )
        for field, problem in self.vm.problems().items():
            # "Required" shows once the field was typed in, so an empty form is not all red.
            shown = problem if problem != rules.required_text() or self._typed(field) else ""
            self.checks[field].setText(shown)
            self.checks[field].setVisible(bool(shown))

    def _typed(self, field: str) -> bool:
        return bool({"name": self.name, "email": self.email, "recipient": self.recipient}[field].isModified())

    def _add(self) -> None:
        rows = self.products.selectionModel().selectedRows()
        if not rows:
            self._say(translate("Sale", "Choose a product first."), "refused")
            return
        product = self.vm.products.record(rows[0].row())
        chosen = self.options.chosen()
        if self.vm.add(product, self.quantity.value(), self.note.text(), self.amount.text(), chosen):
            self.note.clear()
            self.amount.clear()
            self.quantity.setValue(1)

    def _remove(self) -> None:
        rows = self.basket.selectionModel().selectedRows()
        if rows:
            self.vm.remove(rows[0].row())

    def _complimentary(self, on: bool) -> None:
        if not on:
            self.vm.set_complimentary(False)
            return
        self.complimentary.setChecked(False)

        def approved(manager: str) -> None:
            self.complimentary.setChecked(bool(manager))
            self.vm.set_complimentary(bool(manager), manager or None)

        self._ask_manager(approved)

    def _review(self, text: str) -> None:
        # The review, Confirm and Cancel take the buyer's fields' and Review's place while they
        # show (the review names the buyer; Cancel brings the fields back): under the sale's lines
        # on a 1366×768 screen at 125 %, all of them were taller than the window's room. Put away
        # first: a window grows to what its parts ask for, and does not shrink back.
        was_open = self.step.isVisible()
        self.buyer_scroll.setVisible(not text)
        self.review_button.setVisible(not text)
        # A review of many lines (each named in it) may take some of their rows' room.
        self.basket.rows_at_least = 1 if text else ROWS_SHOWN
        self.basket.updateGeometry()
        # The step measures its lines at its own width: hidden until now, it has none yet, and at
        # a few words a line the review asked the window for more than a 768 px screen's height.
        self.step.resize(self.buying.width(), self.step.height())
        self.step.show_review(text, self.vm.busy)
        self.step.setVisible(bool(text))
        # The keyboard goes where the review's answer is: Review, which had it, is put away, and Qt
        # handed it to Close (a Space meant for Confirm closed the window). Confirm takes no Enter
        # nor a scan (``ConfirmButton``); Cancel brings the keyboard back to the buyer's name.
        if text:
            self.step.confirm_button.setFocus()
        elif was_open and self.name.isVisible():
            self.name.setFocus()
        # The products take what the other column leaves (``_List.room``): Confirm and Cancel
        # widen that column, and the layout holds the products' least width until told again.
        self.products.updateGeometry()

    def _sold(self, handoff: str, vouchers: Sequence[SoldVoucher]) -> None:
        """The new codes painted at once in the room kept for them, as it is; then the hand-off, its
        tick and Print under them, and the room fitted to the codes (the next layout pass)."""
        self.sold = list(vouchers)
        # The buyer's form goes first, and the window is laid out without it, so the codes are
        # measured at the width they keep.
        self.buying.setVisible(False)
        self.sale_lines.setVisible(False)
        self.outcome.setVisible(True)
        layout = self.layout()
        if layout is not None:
            layout.activate()
        # Plain text while it is laid out and painted (a selectable label builds a text document
        # for each new text, a millisecond the cashier would wait for); selectable right after.
        self.codes.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        lines = [sold_line(v) for v in vouchers]
        heading = translate("Sale", "New codes (shown once, for the slip):")
        self.codes.setText(heading + "\n" + "\n".join(lines) if lines else "")
        # Painted now, not after the feed and the hand-off panel have read again, nor after the
        # window is laid out again: the codes' place in their room is set here and now.
        room = self.codes_area.viewport().width()
        needed = self.codes.heightForWidth(room)
        self.codes.resize(room, max(self.codes_area.viewport().height(), needed))
        self.codes.repaint()
        self.codes.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.codes_area.setFocusPolicy(Qt.FocusPolicy.StrongFocus if lines else Qt.FocusPolicy.NoFocus)
        self.handoff.set_whole(handoff)
        self._fit_codes()
        self.paid.setChecked(False)
        self.paid.setVisible(not self.vm.complimentary)
        self.print_button.setVisible(bool(vouchers))

    def _tick_paid(self) -> None:
        """F9: *Paid on POS* ticked, once a sale waits for its payment (never unticked by a key)."""
        if self.paid.isVisible() and self.paid.isEnabled():
            self.paid.setChecked(True)

    def _fit_codes(self) -> None:
        """The codes' room as tall as the codes at the width they have, with at least the first few
        in sight (the rest scroll). Measured again whenever that width changes: fitted once as the
        codes came, before the window was laid out again, the room kept the height of fewer, wider
        lines, and the codes scrolled in a small box with empty space under it."""
        needed = self.codes.heightForWidth(self.codes_area.viewport().width())
        if not self.sold or needed < 0:  # no codes, or no width yet to lay them out at
            return
        margins = self.codes_area.contentsMargins()
        self.codes_area.setMaximumHeight(needed + margins.top() + margins.bottom())
        self.codes_area.setMinimumHeight(min(needed, CODES_SHOWN * self.codes.fontMetrics().lineSpacing()))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.codes_area.viewport() and event.type() == QEvent.Type.Resize:
            resized = event
            if isinstance(resized, QResizeEvent) and resized.size().width() != resized.oldSize().width():
                self._fit_codes()
        return False

    def say(self, text: str, kind: str) -> None:
        """A line on the window's status: the view-model's, or how printing went."""
        self._say(text, kind)

    def _say(self, text: str, kind: str) -> None:
        self.status.setText(text)
        set_state(self.status, "kind", kind)
        self.status.setVisible(bool(text))

    def closeEvent(self, event: QCloseEvent) -> None:
        """Never closed while the sale is being sent: its outcome must be seen."""
        if self.vm.busy:
            event.ignore()
            return
        super().closeEvent(event)

    def reject(self) -> None:
        """Close, unless a sale is being sent; a sale whose payment is not ticked asks first."""
        if self.vm.busy:
            return
        if self.paid.isVisible() and not self.paid.isChecked():
            self._ask_before_closing()
            return
        super().reject()

    def _ask_before_closing(self) -> None:
        """Closed before *Paid on POS*: the codes are not shown again, so the cashier says so."""
        if self.closing_question is not None:
            self.closing_question.raise_()
            return
        question = QMessageBox(self)
        question.setIcon(QMessageBox.Icon.Question)
        question.setWindowTitle(translate("Sale", "Payment not ticked"))
        question.setText(
            translate(
                "Sale",
                "Paid on POS is not ticked. Close the sale window anyway? Its new codes are not "
                "shown again, and the sale stays on the POS hand-off until it is ticked there.",
            )
        )
        close = question.addButton(translate("Sale", "Close anyway"), QMessageBox.ButtonRole.AcceptRole)
        back = question.addButton(translate("Sale", "Back to the sale"), QMessageBox.ButtonRole.RejectRole)
        question.setDefaultButton(back)
        question.setEscapeButton(back)
        self.closing_question = question

        def answered() -> None:
            self.closing_question = None
            question.deleteLater()
            if question.clickedButton() is close:
                super(SaleDialog, self).reject()

        question.finished.connect(lambda _result: answered())
        question.open()
