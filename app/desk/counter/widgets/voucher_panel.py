"""The voucher on screen: badge, balance, dates, the order's rows and this voucher's history."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QApplication,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QStyle,
    QTableView,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.api.models import RedeemHistoryEntry
from app.core.i18n import QT_TRANSLATE_NOOP, translate
from app.core.rules import history_line_reversible
from app.desk.common.presenters import VoucherView
from app.desk.common.widgets.language import live
from app.desk.common.widgets.style import named, set_state
from app.desk.counter.lookup import LookupViewModel
from app.desk.counter.widgets._fact_grid import FactGrid, FitsItsColumn

#: Shows and hides the voucher's instructions and terms.
TERMS_KEY = QKeySequence("Alt+T")
#: The expiry's name, beside its value under the balance.
EXPIRES = QT_TRANSLATE_NOOP("Voucher", "Expires")
#: The facts' names, beside their values, two to a row.
FACTS = (
    QT_TRANSLATE_NOOP("Voucher", "Code"),
    QT_TRANSLATE_NOOP("Voucher", "Starting value"),
    QT_TRANSLATE_NOOP("Voucher", "Grace until"),
    QT_TRANSLATE_NOOP("Voucher", "Valid from"),
    QT_TRANSLATE_NOOP("Voucher", "Part use"),
    QT_TRANSLATE_NOOP("Voucher", "Order"),
)


#: The history's column naming where each movement was made (``app.desk.counter._lookup_tables``).
HISTORY_WHERE = 2
#: The lines a table's columns are measured on, those in view first: a card used every day has
#: hundreds of history lines, and measuring every one at each lookup held the till longer than the
#: lookup itself, for widths that lines of one form hardly change.
MEASURED_LINES = 20


def _table(model: object) -> QTableView:
    view = QTableView()
    view.setModel(model)  # type: ignore[arg-type]
    view.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
    view.setEditTriggers(QTableView.EditTrigger.NoEditTriggers)
    view.verticalHeader().setVisible(False)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    view.horizontalHeader().setResizeContentsPrecision(MEASURED_LINES)
    view.horizontalHeader().setStretchLastSection(True)
    # A scroll bar that came and went with each voucher narrowed the table and had every column
    # measured again; kept, the columns stay put from one voucher to the next.
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
    view.setAlternatingRowColors(True)
    view.setTabKeyNavigation(False)  # arrows move inside; Tab goes on to the next control
    return view


class WheelScrollsPast(QObject):
    """The mouse wheel over the history/order tabs scrolls the voucher's details, as it does over
    the rest of them, instead of switching the tab under the pointer on its way down."""

    def __init__(self, bar: QWidget) -> None:
        super().__init__(bar)
        bar.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.Wheel or not isinstance(watched, QWidget):
            return False
        area = watched.parentWidget()
        while area is not None and not isinstance(area, QAbstractScrollArea):
            area = area.parentWidget()
        if area is not None:
            QApplication.sendEvent(area.verticalScrollBar(), event)
        return True


class VoucherPanel(QWidget):
    def __init__(self, lookup: LookupViewModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._lookup = lookup
        self._facts()
        self.more = QToolButton()
        self.more.setCheckable(True)
        self.terms = QLabel(wordWrap=True)
        self.terms.setVisible(False)
        self.more.toggled.connect(self._toggle_terms)
        details_line = self._details_line(lookup)
        self.tabs = self._tabs(lookup)
        self._lay_out(details_line)

        live(self, self._words)
        lookup.voucher_shown.connect(self.show_voucher)
        lookup.voucher_worded.connect(self.show_voucher)
        lookup.order_shown.connect(self.order.setText)
        lookup.cleared.connect(self.clear)
        lookup.staleness.connect(self.show_staleness)
        lookup.details_problem.connect(self.show_details_problem)
        self.clear()

    def _facts(self) -> None:
        """The voucher's badge, name and balance, and its facts two pairs to a row where they fit."""
        # Wraps: a long badge ("In grace period until 19 Dec 2026") must not widen a 1024 px till.
        self.badge = named(QLabel(wordWrap=True), "badge")
        self.why_not = QLabel(wordWrap=True)
        self.stale = named(QLabel(wordWrap=True), "message")
        set_state(self.stale, "kind", "unknown")
        self.stale.setVisible(False)
        self.name = named(QLabel(wordWrap=True), "productName")
        self.code = QLabel()
        self.balance = named(QLabel(), "balance")
        self.order = QLabel()
        self.starting = QLabel()
        self.valid_from = QLabel()
        self.expiry = QLabel()
        self.grace = QLabel()
        self.partial = QLabel()
        # Two pairs of facts to a row where they fit, so the history table keeps room for several lines.
        values = (
            self.code,
            self.starting,
            self.grace,
            self.valid_from,
            self.partial,
            self.order,
        )
        # Names wrap as their values do: a longer language's "Starting value" must not widen the till.
        self.fact_names = [named(QLabel(wordWrap=True), "fieldName") for _ in FACTS]
        for value in values:
            value.setWordWrap(True)  # "Must be used in full" must not widen a 1024 px till
        self.expiry_name = named(QLabel(), "fieldName")
        pairs = list(zip(self.fact_names, values, strict=True))
        self.facts = FactGrid(pairs[:-1], pairs[-1])
        self._fitted: FitsItsColumn | None = None

    def _details_line(self, lookup: LookupViewModel) -> QHBoxLayout:
        """Why the order or the history could not be read, and a button to read them again."""
        self.details_problem = named(QLabel(wordWrap=True), "message")
        set_state(self.details_problem, "kind", "unknown")
        self.retry_details = QPushButton()
        self.retry_details.clicked.connect(lookup.retry_details)
        details_line = QHBoxLayout()
        details_line.addWidget(self.details_problem, 1)
        details_line.addWidget(self.retry_details)
        return details_line

    def _tabs(self, lookup: LookupViewModel) -> QTabWidget:
        """The redeem history, with what can be done with a line of it, and the order's rows."""
        self.rows_view = _table(lookup.rows)
        self.history_view = _table(lookup.history)
        # Where space is short the last column gives way: the place (a name), never the event's
        # number or the amount, which are figures a cashier reads out.
        history_header = self.history_view.horizontalHeader()
        history_header.moveSection(history_header.visualIndex(HISTORY_WHERE), history_header.count() - 1)
        self.reverse_line = QPushButton()
        self.reverse_line.setEnabled(False)
        self.reprint_line = QPushButton()
        self.reprint_line.setEnabled(False)
        self.history_view.selectionModel().selectionChanged.connect(self._history_chosen)
        # The newest lines come at once; the rest as the table is scrolled to its end, or all here.
        self.show_all_history = QPushButton()
        self.show_all_history.setVisible(False)
        self.show_all_history.clicked.connect(lookup.history.show_all)
        lookup.history.counted.connect(self._history_counted)
        history_page = QWidget()
        history_layout = QVBoxLayout(history_page)
        history_layout.setContentsMargins(0, 0, 0, 0)
        history_layout.addWidget(self.history_view, 1)
        history_buttons = QHBoxLayout()
        history_buttons.addWidget(self.show_all_history)
        history_buttons.addStretch(1)
        history_buttons.addWidget(self.reprint_line)
        history_buttons.addWidget(self.reverse_line)
        history_layout.addLayout(history_buttons)
        tabs = QTabWidget()
        tabs.addTab(history_page, "")
        tabs.addTab(self.rows_view, "")
        # Both tabs always in sight: where the panel is narrow their names give way, never a tab
        # hidden behind a scroll arrow.
        tabs.setUsesScrollButtons(False)
        tabs.setElideMode(Qt.TextElideMode.ElideRight)
        self.wheel_scrolls = WheelScrollsPast(tabs.tabBar())
        # Room for a few lines of history: on a short screen the details scroll to them instead.
        tabs.setMinimumHeight(170)
        return tabs

    def _lay_out(self, details_line: QHBoxLayout) -> None:
        # The expiry under the balance, beside the badge: with the status and the balance it says
        # whether the voucher can be used today, in the room a badge of two lines leaves there.
        # All at the top of the row: where the details are a strip on a short screen, the balance
        # is read whole beside a badge of two lines, not centred on it.
        expires = QHBoxLayout()
        # Its own spacing: a row inside a column takes the column's, none (below).
        expires.setSpacing(self.style().pixelMetric(QStyle.PixelMetric.PM_LayoutHorizontalSpacing))
        expires.addStretch(1)
        expires.addWidget(self.expiry_name)
        expires.addWidget(self.expiry)
        figures = QVBoxLayout()
        # The expiry close under the balance (the balance's large type leaves its own gap): beside
        # a review and a bill's hand-off at 1366×768 at 125 % the spacing was what cut the expiry.
        figures.setSpacing(0)
        figures.addWidget(self.balance, 0, Qt.AlignmentFlag.AlignRight)
        figures.addLayout(expires)
        figures.addStretch(1)
        head = QHBoxLayout()
        head.addWidget(self.badge, 0, Qt.AlignmentFlag.AlignTop)
        head.addStretch(1)
        head.addLayout(figures)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(head)
        layout.addWidget(self.stale)
        layout.addWidget(self.why_not)
        layout.addWidget(self.name)
        layout.addLayout(self.facts)
        self.action_row = QHBoxLayout()
        self.action_row.addWidget(self.more)
        self.action_row.addStretch(1)
        layout.addLayout(self.action_row)
        layout.addWidget(self.terms)
        layout.addLayout(details_line)
        layout.addWidget(self.tabs, 1)

    def deciding(self) -> int:
        """The height of the lines at the top that decide whether the voucher can be used here:
        its status (the badge whole), its balance and expiry beside it, and why not (at another
        place, data not current). On a short screen these stay in sight and the rest scrolls."""
        if self.isHidden():
            return 0
        lines = (self.badge, self.balance, self.expiry, self.stale, self.why_not)
        return max((line.geometry().bottom() + 1 for line in lines if not line.isHidden()), default=0)

    def show_voucher(self, view: VoucherView) -> None:
        self.setVisible(True)
        self.badge.setText(view.badge)
        set_state(self.badge, "tone", view.tone.value)
        self.why_not.setText(view.why_not)
        self.why_not.setVisible(bool(view.why_not))
        self.name.setText(view.name)
        self.code.setText(view.code)
        changed = self.balance.text() != view.balance_text
        self.balance.setText(view.balance_text)
        if changed and self.balance.isVisible():
            # Painted at once, as the outcome line beside it is: a balance the service just
            # answered with must not wait for the next turn of the event loop behind the layout.
            self.balance.repaint()
        self.starting.setText(view.starting_text)
        self.valid_from.setText(view.valid_from_text)
        self.expiry.setText(view.expiry_text)
        self.grace.setText(view.grace_text)
        self.partial.setText(view.partial_text)
        self._fit()
        parts = [p for p in (view.instructions, view.terms) if p]
        self.terms.setText("\n\n".join(parts) or translate("Voucher", "No instructions or terms."))

    def showEvent(self, event: QShowEvent) -> None:
        """Shown in its column (the details' scroll area): its facts fit that column's width."""
        super().showEvent(event)
        column = self.parentWidget()
        if self._fitted is None and column is not None:
            self._fitted = FitsItsColumn(self.facts, column)
        self._fit()

    def _fit(self) -> None:
        column = self.parentWidget()
        if column is not None and self.isVisible():
            self.facts.fit(column.width())

    def add_action(self, button: QWidget) -> None:
        """A button about this voucher (the order's refund), on the row under its facts."""
        self.action_row.addWidget(button)

    def chosen_history_line(self) -> RedeemHistoryEntry | None:
        rows = self.history_view.selectionModel().selectedRows()
        return self._lookup.history.record(rows[0].row()) if rows else None

    def _history_chosen(self, *_: object) -> None:
        line = self.chosen_history_line()
        allowed, why = history_line_reversible(line) if line is not None else (False, "")
        self.reverse_line.setEnabled(allowed)
        self.reverse_line.setToolTip(
            why or translate("Voucher", "Reverse the chosen redemption (manager PIN)")
        )
        self.reprint_line.setEnabled(line is not None)

    def _history_counted(self, shown: int, held: int) -> None:
        self.show_all_history.setText(translate("Voucher", "Show all {count} lines").format(count=held))
        self.show_all_history.setVisible(shown < held)

    def show_staleness(self, text: str) -> None:
        self.stale.setText(text)
        self.stale.setVisible(bool(text))

    def show_details_problem(self, text: str) -> None:
        self.details_problem.setText(text)
        self.details_problem.setVisible(bool(text))
        self.retry_details.setVisible(bool(text))

    def clear(self) -> None:
        self.show_details_problem("")
        self.stale.setVisible(False)
        self.setVisible(False)
        for label in (self.badge, self.why_not, self.name, self.code, self.balance, self.order):
            label.setText("")

    def _words(self) -> None:
        """Every word the panel sets itself, again in the new language when it changes."""
        self.badge.setAccessibleName(translate("Voucher", "Voucher status"))
        self.stale.setAccessibleName(translate("Voucher", "Voucher data not current"))
        self.balance.setAccessibleName(translate("Voucher", "Balance"))
        self.more.setToolTip(translate("Voucher", "Show the redeem instructions and terms (Alt+T)"))
        self._toggle_terms(self.more.isChecked())
        self.details_problem.setAccessibleName(translate("Voucher", "Voucher details not loaded"))
        self.retry_details.setText(translate("Voucher", "Retry"))
        self.retry_details.setToolTip(translate("Voucher", "Read the order and the redeem history again"))
        self.rows_view.setAccessibleName(translate("Voucher", "Order rows"))
        self.history_view.setAccessibleName(translate("Voucher", "Redeem history"))
        self.reverse_line.setText(translate("Voucher", "Reverse this line…"))
        self._history_chosen()
        self.reprint_line.setText(translate("Voucher", "Reprint slip"))
        self._history_counted(self._lookup.history.rowCount(), self._lookup.history.held)
        self.reprint_line.setToolTip(
            translate("Voucher", "Print the guest's slip of the chosen line again, marked Reprint")
        )
        self.tabs.setAccessibleName(translate("Voucher", "Redeem history and the order's vouchers"))
        self.tabs.setTabText(0, translate("Voucher", "Redeem history"))
        self.tabs.setTabText(1, translate("Voucher", "Vouchers in this order"))
        self.expiry_name.setText(translate("Voucher", EXPIRES))
        for label, name in zip(self.fact_names, FACTS, strict=True):
            label.setText(translate("Voucher", name))
        self._lookup.rows.retranslate()
        self._lookup.history.retranslate()
        self._fit()

    def _toggle_terms(self, shown: bool) -> None:
        self.terms.setVisible(shown)
        self.more.setText(translate("Voucher", "Terms ▾") if shown else translate("Voucher", "Terms ▸"))
        # setText replaces a button's shortcut with the text's mnemonic (none): Alt+T worked once.
        self.more.setShortcut(TERMS_KEY)
