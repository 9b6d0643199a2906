"""Find (Ctrl+F): the dialog, and the one way a found voucher is opened at the counter.

One field: an order number, a name, part of an e-mail address or a payment reference. Enter
searches; the results grow as pages arrive, with the progress bar and a Cancel; Enter or a tap on
an order shows its vouchers; Enter, a double tap or "Open voucher" opens the chosen one. Every
button is touch-sized and the dialog fits a 1024×768 till. Nothing here copies or exports results.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from decimal import Decimal

from PySide6.QtCore import QEvent, QModelIndex, QObject, QPersistentModelIndex, Qt, QTimer
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence, QPainter, QResizeEvent, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QMenu,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.core.dates import day_text
from app.core.find_text import WINDOW_MONTHS
from app.core.i18n import translate
from app.core.money import format_money
from app.desk.common.approve import Approve
from app.desk.common.session import SessionViewModel
from app.desk.common.widgets.give_way import name_or_mail_in, shortest_width
from app.desk.common.widgets.language import live
from app.desk.common.widgets.style import WrapLabel, fit_to_screen, named, plain_labels, set_state
from app.desk.find.find import FindViewModel
from app.desk.find.widgets._find_again import SearchAgainButton
from app.desk.find.widgets._short_button import ShortWhenNarrow

FIND_KEY = "Ctrl+F"
#: The height of the search's progress bar: a line that moves, not a row of its own.
PROGRESS_PX = 8
#: How long the cashier rests on an order, moving through the results with the arrow keys, before
#: its vouchers are read: running down the list does not ask the service for every order passed.
FOLLOW_MS = 300
#: A row's padding above and below its line of text.
ROW_PADDING_PX = 4
#: The space between the window's rows.
ROW_SPACING_PX = 4
#: The least width of the hint beside the manager's buttons: with larger text and longer words
#: those take most of the row, and a narrower hint would stand taller than the window.
HINT_AT_LEAST_PX = 240
#: The most lines of the search's words, or of the hint, beside their buttons' whole words: a third
#: would take a row of each list.
HINT_LINES = 2


class _EnterPicks(QObject):
    """Enter on a table acts on its current row, as a tap does (a table would only move down)."""

    def __init__(self, table: QTableView, act: object) -> None:
        super().__init__(table)
        self._table = table
        self._act = act
        table.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and self._table.currentIndex().isValid()
        ):
            self._act(self._table.currentIndex().row())  # type: ignore[operator]
            return True
        return False


class _TypingGoesToQuery(QObject):
    """A letter typed over a table goes into Find's field, the last search's text replaced, as if
    typed there: the scanner guard sees a scanner's burst (code and Enter) over the results as one
    scanned into the field, never as Enter on an order or a voucher."""

    def __init__(self, table: QTableView, query: QLineEdit) -> None:
        super().__init__(table)
        self._query = query
        table.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
            return False
        text = event.text()
        command = event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
        if not text or not text.isprintable() or command:
            return False
        if not self._query.hasFocus():
            self._query.setFocus()
            self._query.selectAll()
        # The key itself, not its text: the guard watches the field's keys to tell a scan.
        key = QKeyEvent(event.type(), event.key(), event.modifiers(), text, event.isAutoRepeat())
        QApplication.sendEvent(self._query, key)
        return True


def _table(model: object, name: str) -> QTableView:
    table = QTableView()
    table.setModel(model)  # type: ignore[arg-type]
    table.setAccessibleName(name)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setContextMenuPolicy(Qt.ContextMenuPolicy.NoContextMenu)
    table.verticalHeader().setVisible(False)
    # Sized once from typical text, never by measuring rows: measuring every row of a table that
    # grows by a page at a time holds the loop for tens of milliseconds at each page.
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    table.horizontalHeader().setStretchLastSection(True)
    return table


#: What a column of the results typically holds at its widest, for its width; the total takes the rest.
RESULT_SAMPLES = ("000000", "30 Sep 2025", "Siobhán Fitzgerald", "m•••@example.com", "Siobhán Fitzgerald")
#: The results' date column: its width is the widest day of any month in the signed-in language
#: (a German "28 Sept. 2026" is wider than "30 Sep 2025").
DATE_COLUMN = 1
#: A large order's total, for the width of the last column.
TOTAL_SAMPLE = Decimal("1250.00")


#: The results' names and e-mails (purchaser, e-mail, recipient): the text that gets the room first.
NAME_COLUMNS = (2, 3, 4)
#: A name column is never wider than this share of the table, so that one long name leaves the
#: others in sight: it ends in "…" there instead.
_NAME_SHARE = 0.4
#: A cell's padding either side of its text, and room for the sort arrow in a heading.
_CELL_PX = 16


def _give_way(widths: dict[int, int], least: dict[int, int], over: int) -> None:
    """``over`` pixels taken from the widest of ``widths``, a pixel at a time in turn, none below
    its ``least``: the names end level, each as long as the room allows, rather than one cut
    short to its heading while another stays whole."""
    while over > 0:
        giving = [column for column in widths if widths[column] > least[column]]
        if not giving:
            return
        widest = max(widths[column] for column in giving)
        level = [column for column in giving if widths[column] == widest]
        below = max([widths[column] for column in giving if widths[column] < widest], default=0)
        # Down to the next width (or as far as needed), shared by the columns at the widest.
        step = min(
            widest - below, -(-over // len(level)), *(widths[column] - least[column] for column in level)
        )
        for column in level:
            give = min(step, over)
            widths[column] -= give
            over -= give


class _NamesGiveWay(QStyledItemDelegate):
    """A name or e-mail cell too narrow for its whole text shows it as ``name_or_mail_in`` does
    (initials before the surname, fewer bullets before the domain), never cut in the middle."""

    def paint(
        self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        shown = QStyleOptionViewItem(option)
        self.initStyleOption(shown, index)
        widget = option.widget
        style = widget.style() if widget is not None else QApplication.style()
        margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, widget) + 1
        room = shown.rect.width() - 2 * margin
        shown.text = name_or_mail_in(shown.text, shown.fontMetrics, room)
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, shown, painter, widget)


class _ResultColumns(QObject):
    """The results' column widths, laid out again whenever the list's width changes.

    The order number, the date and the total are figures and keep the width they need in the
    signed-in language. The names and e-mails want the width of the longest one shown so far (up
    to a share of the list); when the list is too narrow for all of that, they give way, the
    widest first, down to their heading's width, and end in "…" (whole in the tooltip). What is
    wanted is kept apart from what is given, so a list that widens again gives the names back
    their room. Only new rows are measured, so a search that grows by a page at a time never
    measures a page twice."""

    def __init__(self, table: QTableView) -> None:
        super().__init__(table)
        self._table = table
        self._wanted: dict[int, int] = {}
        #: The width each name column needs to show its names without "…" (``name_or_mail_in``).
        self._least: dict[int, int] = {}
        self._names = _NamesGiveWay(table)
        for column in NAME_COLUMNS:
            table.setItemDelegateForColumn(column, self._names)
        table.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.lay_out()
        return False

    def reset(self) -> None:
        """The figures measured in the signed-in language; the names from typical text."""
        table = self._table
        table.ensurePolished()
        metrics, header = table.fontMetrics(), table.horizontalHeader()
        header.ensurePolished()
        self._wanted, self._least = {}, {}
        for column, sample in enumerate(RESULT_SAMPLES):
            texts = [sample]
            if column == DATE_COLUMN:
                texts += [day_text(datetime(2026, month, 28)) for month in range(1, 13)]
            widest = max(metrics.horizontalAdvance(text) for text in texts) + _CELL_PX
            width = max(widest, header.sectionSizeHint(column))
            if column in NAME_COLUMNS:
                self._wanted[column] = width
                self._least[column] = shortest_width(sample, metrics) + _CELL_PX
            else:
                table.setColumnWidth(column, width)
        self.lay_out()

    def measure(self, first: int, last: int) -> None:
        """The names and e-mails of the rows just shown (``first`` to ``last``) measured."""
        model = self._table.model()
        if model is None or last < first or not self._wanted:
            return
        metrics = self._table.fontMetrics()
        for column in NAME_COLUMNS:
            shown = [str(model.index(row, column).data() or "") for row in range(first, last + 1)]
            widest = max((metrics.horizontalAdvance(text) for text in shown), default=0) + _CELL_PX
            self._wanted[column] = max(self._wanted[column], widest)
            shortest = max((shortest_width(text, metrics) for text in shown), default=0) + _CELL_PX
            self._least[column] = max(self._least[column], shortest)
        self.lay_out()

    def lay_out(self) -> None:
        table = self._table
        header = table.horizontalHeader()
        if not self._wanted or header.count() <= max(NAME_COLUMNS):
            return
        room = table.viewport().width()
        cap = int(room * _NAME_SHARE)
        heading = {column: header.sectionSizeHint(column) for column in NAME_COLUMNS}
        # Each name gives way to its short form (initials, fewer bullets) first; only where every
        # one is at that form do they give way further, to their headings, and end in "…".
        initials = {column: max(heading[column], self._least[column]) for column in NAME_COLUMNS}
        widths = {column: min(wanted, max(cap, initials[column])) for column, wanted in self._wanted.items()}
        figures = sum(header.sectionSize(c) for c in range(header.count() - 1) if c not in widths)
        for least in (initials, heading):
            _give_way(widths, least, figures + sum(widths.values()) + self._total_width() - room)
        for column, width in widths.items():
            if header.sectionSize(column) != width:
                header.resizeSection(column, width)
        # The total, the last column, stretches into what is left; where even the names at their
        # headings' width leave too little (the largest text), it keeps a large total's width and
        # is a scroll away rather than cut. Its width is set either way: on a dialog moved from a
        # screen with larger text, the stretching total kept its larger width past the list's edge.
        total = header.count() - 1
        used = figures + sum(widths.values())
        short = used + self._total_width() > room
        header.setStretchLastSection(not short)
        header.resizeSection(total, max(self._total_width(), room - used))

    def _total_width(self) -> int:
        """The total is money, never cut: as wide as a large one in the signed-in language
        ("1 250,00 GBP" in Polish), or its heading."""
        metrics, header = self._table.fontMetrics(), self._table.horizontalHeader()
        widest = max(metrics.horizontalAdvance(format_money(TOTAL_SAMPLE, code)) for code in ("GBP", "EUR"))
        return max(widest + _CELL_PX, header.sectionSizeHint(header.count() - 1))


_NO_LIMIT = 16_777_215  # Qt's QWIDGETSIZE_MAX


def _fit_lines(label: WrapLabel) -> None:
    """A new text at the same width: its lines' height now (a WrapLabel measures at a resize only)."""
    needed = label.heightForWidth(label.width())
    if needed <= 0 or needed == label.minimumHeight():
        return  # as many lines as before: no new layout (a page's progress line, usually)
    label.setMinimumHeight(needed)
    if label.maximumHeight() != _NO_LIMIT:  # a snug label: no taller than its lines either
        label.setMaximumHeight(needed)


class FindDialog(QDialog):
    """The Find dialog over one ``FindViewModel``."""

    def __init__(
        self, vm: FindViewModel, parent: QWidget | None = None, approve: Approve | None = None
    ) -> None:
        super().__init__(parent)
        self.vm = vm
        self._approve = approve
        #: Opens the dispute pack of a voucher (its whole code); None hides the button.
        self.dispute_pack: Callable[[str], None] | None = None
        # Wider where the screen allows: with larger text the lines beside the buttons keep to two.
        fit_to_screen(self, 1280, 700)
        # A voucher's code scanned anywhere in Find, its field too, is no order's: the scanner
        # guard leaves the field as it was and keeps the code for the counter, where it is looked
        # up once Find is closed (Find has no search by a voucher's code).
        self.query = QLineEdit()
        self.window_months = QComboBox()
        for months in WINDOW_MONTHS:
            self.window_months.addItem("", months)
        self.window_months.setCurrentIndex(WINDOW_MONTHS.index(vm.months))
        self.window_months.setMinimumHeight(40)
        self.search = QPushButton()
        self.stop = QPushButton()
        self.retry = QPushButton()
        self.progress = QProgressBar()
        self.progress.setRange(0, 100)
        self.progress.setTextVisible(False)
        self.status = named(WrapLabel(snug=True), "message")
        self.results = _table(vm.results, "")
        # The names and e-mails get the room first (``_ResultColumns``); one still too long for its
        # column is read from its start, on one line, to "…", and whole in its tooltip.
        self.results.setWordWrap(False)
        self.results.setTextElideMode(Qt.TextElideMode.ElideRight)
        self._columns = _ResultColumns(self.results)
        self.vouchers = _table(vm.vouchers, "")
        self.vouchers_line = WrapLabel("")
        self.open_voucher = QPushButton()
        self.lost = ShortWhenNarrow()
        self.pack = ShortWhenNarrow()
        self.close_button = QPushButton()
        buttons = (
            self.search,
            self.stop,
            self.retry,
            self.open_voucher,
            self.lost,
            self.pack,
            self.close_button,
        )
        for button in buttons:
            button.setMinimumHeight(44)
            button.setAutoDefault(False)
        self._lay_out()
        live(self, self._words)  # after the layout: which words fit is measured in it
        self._follow = QTimer(self)
        self._follow.setSingleShot(True)
        self._follow.setInterval(FOLLOW_MS)
        self._follow.timeout.connect(self._follow_current)
        self._connect(vm)
        self._busy(vm.busy)
        self.retry.setVisible(False)
        self.status.setVisible(False)
        self.open_voucher.setEnabled(False)
        self.lost.setEnabled(False)
        self.lost.setVisible(vm.lost is not None and approve is not None)
        self.pack.setEnabled(False)
        self.pack.setVisible(False)
        self.query.setFocus()
        plain_labels(self)

    def _lay_out(self) -> None:
        top = QHBoxLayout()
        top.addWidget(self.query, 1)
        top.addWidget(self.window_months)
        top.addWidget(self.search)
        top.addWidget(self.stop)
        # The lists get the room (four whole rows each, at least): the progress is a thin bar
        # under the field, and Retry and Search again stand beside the search's words (which
        # wrap to make room for them, as they say why either is offered).
        self.progress.setMaximumHeight(PROGRESS_PX)
        self.again = SearchAgainButton(
            self.vm, lambda: (self.query.text(), int(self.window_months.currentData()))
        )
        # A manager's buttons beside the hint under the vouchers (which wraps to make room for
        # them), not beside the cashier's two: a longer language's words would not fit 1024 px;
        # where even this row is short of their whole words, they say their short ones.
        managers = self._managers = QHBoxLayout()
        managers.addWidget(self.vouchers_line, 1)
        managers.addWidget(self.lost)
        managers.addWidget(self.pack)
        # Both lines wrap to whatever width the buttons beside them leave: a wrapped label asks
        # for its text's width otherwise, which in a longer language widens the window.
        self.status.setMinimumWidth(1)
        self.vouchers_line.setMinimumWidth(HINT_AT_LEAST_PX)
        # The hint takes what the buttons leave: they keep the width their words ask for.
        self.vouchers_line.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        said = self._said = QHBoxLayout()
        said.addWidget(self.status, 1)
        said.addWidget(self.retry)
        said.addWidget(self.again)
        bottom = QHBoxLayout()
        bottom.addStretch(1)
        bottom.addWidget(self.open_voucher)
        bottom.addWidget(self.close_button)
        layout = self._rows = QVBoxLayout(self)
        layout.setSpacing(ROW_SPACING_PX)  # a few pixels each, a whole order's row in all
        layout.addLayout(top)
        layout.addWidget(self.progress)
        layout.addLayout(said)
        layout.addWidget(self.results, 1)
        layout.addWidget(self.vouchers, 1)
        layout.addLayout(managers)
        layout.addLayout(bottom)

    def _connect(self, vm: FindViewModel) -> None:
        self.query.returnPressed.connect(self._search)
        self.search.clicked.connect(self._search)
        self.stop.clicked.connect(lambda: vm.cancel())  # noqa: PLW0108 - clicked passes a flag
        self.retry.clicked.connect(vm.retry)
        self.close_button.clicked.connect(self.reject)
        self.open_voucher.clicked.connect(self._open_current)
        self.lost.clicked.connect(self._note_lost)
        self.pack.clicked.connect(self._pack_current)
        if vm.lost is not None:
            vm.lost.noted.connect(lambda text: self._say(text, "info"))
        self.results.clicked.connect(self._clicked)
        self.results.selectionModel().currentRowChanged.connect(self._current_moved)
        self.vouchers.doubleClicked.connect(lambda index: vm.open_voucher(index.row()))
        self._typing = [_TypingGoesToQuery(table, self.query) for table in (self.results, self.vouchers)]
        self._enter_results = _EnterPicks(self.results, self._choose)
        self._enter_vouchers = _EnterPicks(self.vouchers, vm.open_voucher)
        QShortcut(QKeySequence(FIND_KEY), self, self.to_query)
        vm.progress.connect(self._progress)
        vm.finished.connect(self._finished)
        vm.busy_changed.connect(self._busy)
        vm.vouchers_text.connect(self._vouchers_text)
        vm.vouchers.modelReset.connect(self._vouchers_shown)
        vm.results.rowsInserted.connect(lambda _parent, first, last: self._columns.measure(first, last))
        vm.results.modelReset.connect(self._columns.reset)

    def _words(self) -> None:
        """Every word the dialog sets itself, again whenever the till's language changes."""
        self.setWindowTitle(translate("Find", "Find a voucher"))
        self.query.setPlaceholderText(
            translate("Find", "Order number, guest's name, part of the e-mail, payment reference")
        )
        self.query.setAccessibleName(translate("Find", "Find"))
        for index, months in enumerate(WINDOW_MONTHS):
            self.window_months.setItemText(index, translate("Find", "Last %n months", None, months))
        self.window_months.setAccessibleName(translate("Find", "How far back"))
        self.search.setText(translate("Find", "Search"))
        self.stop.setText(translate("Find", "Cancel search"))
        self.retry.setText(translate("Find", "Retry"))
        self.progress.setAccessibleName(translate("Find", "Search progress"))
        self.results.setAccessibleName(translate("Find", "Orders found"))
        self.vouchers.setAccessibleName(translate("Find", "Vouchers of the chosen order"))
        if not self.vm.vouchers.rowCount() and self.vm.chosen is None:
            self.vouchers_line.setText(translate("Find", "Choose an order to see its vouchers."))
        self.open_voucher.setText(translate("Find", "Open voucher"))
        # The short words where the row beside the hint cannot hold the whole ones (``_fit_words``).
        self.lost.say(
            translate("Find", "Guest says lost…"),
            translate("Find", "Lost…"),
            translate("Find", "A manager notes it: the next lookup of these codes warns the cashier."),
        )
        self.pack.say(translate("Find", "Dispute pack…"), translate("Find", "Dispute…"))
        self.close_button.setText(translate("Find", "Close"))
        for model in (self.vm.results, self.vm.vouchers):  # the headers are asked again, in the new words
            model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, model.columnCount() - 1)
        self._fit_words()

    def to_query(self) -> None:
        """The field, its text chosen so that the next word typed replaces it (Ctrl+F, again)."""
        self.query.setFocus()
        self.query.selectAll()

    def showEvent(self, event: QShowEvent) -> None:
        """Column widths from the till's own type, known once the style has been applied."""
        super().showEvent(event)
        for table in (self.results, self.vouchers):
            # Rows a line of the present text high: four of each list in sight on a short screen
            # matter more than a taller row to tap (a tap anywhere on the row picks it).
            table.ensurePolished()
            # The style's least section height is a heading's (larger, bold): a row may be less.
            row = table.fontMetrics().height() + ROW_PADDING_PX
            table.verticalHeader().setMinimumSectionSize(row)
            table.verticalHeader().setDefaultSectionSize(row)
        self._columns.reset()
        self._columns.measure(0, self.vm.results.rowCount() - 1)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_words()

    def _fit_words(self) -> None:
        """The buttons beside the search's line and beside the hint under the vouchers say their
        short words where, beside their whole ones, the line would be narrower than its least or
        taller than two lines (a 1024×768 till at 125 %, in most languages)."""
        managers = (self.lost, self.pack)
        short = self._short_beside(self.vouchers_line, self._managers, managers, HINT_AT_LEAST_PX)
        for button in managers:
            button.shorten(short)
        self.again.shorten(self._short_beside(self.status, self._said, (self.retry, self.again), 1))

    def _short_beside(
        self, line: WrapLabel, row: QHBoxLayout, buttons: tuple[QPushButton, ...], least: int
    ) -> bool:
        """Whether ``line`` is short of room beside ``buttons`` at their whole words' width: decided
        by the dialog's width and those widths alone, so the choice never moves the layout it was
        made from."""
        margins = self._rows.contentsMargins()
        beside = sum(
            (button.whole_width() if isinstance(button, ShortWhenNarrow) else button.sizeHint().width())
            + row.spacing()
            for button in buttons
            if not button.isHidden()
        )
        left = self.width() - margins.left() - margins.right() - beside
        return left < least or line.heightForWidth(left) > HINT_LINES * line.fontMetrics().lineSpacing()

    def reject(self) -> None:
        """Closing stops a search that is still reading: what it read is kept in the index."""
        self.vm.cancel(quiet=True)
        super().reject()

    def _search(self) -> None:
        self.retry.setVisible(False)
        self._set_progress(0)
        self._say(translate("Find", "Searching…"), "info")
        self.vm.search(self.query.text(), int(self.window_months.currentData()))

    def _choose(self, row: int) -> None:
        self._follow.stop()
        self.vm.choose_order(row)
        self.vouchers.setFocus()

    def _clicked(self, index: QModelIndex) -> None:
        self._follow.stop()
        self.vm.choose_order(index.row())

    def _current_moved(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if current.isValid():
            self._follow.start()
        else:
            self._follow.stop()

    def _follow_current(self) -> None:
        """The order the arrow keys rest on shows its vouchers, as a click or Enter would."""
        row = self.results.currentIndex().row()
        if 0 <= row < self.vm.results.rowCount() and self.vm.results.record(row).order_id != self.vm.chosen:
            self.vm.choose_order(row)

    def _note_lost(self) -> None:
        if self._approve is not None and self.vm.chosen is not None:
            self._approve(
                translate("Find", "Note that the guest says order {order}'s vouchers are lost").format(
                    order=self.vm.chosen
                ),
                self.vm.note_lost,
            )

    def offer_pack(self, pack: Callable[[str], None] | None) -> None:
        """Show *Dispute pack…*, which hands the chosen voucher's code to ``pack`` (a manager's PIN first)."""
        self.dispute_pack = pack
        self.pack.setVisible(pack is not None)
        self._fit_words()

    def _pack_current(self) -> None:
        index = self.vouchers.currentIndex()
        row = index.row() if index.isValid() else 0
        if self.dispute_pack is not None and 0 <= row < self.vm.vouchers.rowCount():
            self.dispute_pack(self.vm.vouchers.record(row).code)

    def _open_current(self) -> None:
        index = self.vouchers.currentIndex()
        self.vm.open_voucher(index.row() if index.isValid() else 0)

    def _progress(self, text: str, percent: int) -> None:
        self._set_progress(percent)
        self._say(text, "info")

    def _set_progress(self, percent: int) -> None:
        """A progress bar repaints at once when it moves far: asked to paint with the rest instead."""
        self.progress.setUpdatesEnabled(False)
        self.progress.setValue(percent)
        self.progress.setUpdatesEnabled(True)
        self.progress.update()

    def _finished(self, text: str, state: str) -> None:
        if state == "done":
            self._set_progress(100)

        self.retry.setVisible(state == "incomplete")
        self._say(text, "info" if state == "done" else "problem")
        if self.vm.results.rowCount() and not self.results.currentIndex().isValid():
            self.results.setCurrentIndex(self.vm.results.index(0, 0))
        if state == "done" and self.vm.results.rowCount():
            self.results.setFocus()

    def _busy(self, busy: bool) -> None:
        self.stop.setVisible(busy)
        self.search.setVisible(not busy)

    def _vouchers_text(self, text: str) -> None:
        """The view-model's words on the vouchers, or the hint for what can be done next: open one
        that is shown, or choose an order when none is."""
        if not text:
            text = (
                translate("Find", "Enter, a double tap or Open voucher opens it read-only.")
                if self.vm.vouchers.rowCount()
                else translate("Find", "Choose an order to see its vouchers.")
            )
        self.vouchers_line.setText(text)
        self._fit_words()
        _fit_lines(self.vouchers_line)

    def _vouchers_shown(self) -> None:
        shown = self.vm.vouchers.rowCount() > 0
        self.open_voucher.setEnabled(shown)
        self.lost.setEnabled(shown)
        self.pack.setEnabled(shown)
        if shown:
            self.vouchers.resizeColumnsToContents()  # a few rows, read once
            self.vouchers.setCurrentIndex(self.vm.vouchers.index(0, 0))

    def _say(self, text: str, kind: str) -> None:
        self.status.setText(text)
        set_state(self.status, "kind", kind)
        self.status.setVisible(bool(text))
        self._fit_words()
        _fit_lines(self.status)


class FindOpener:
    """The Find menu and Ctrl+F on the till's window: one dialog at a time (``vm`` is None when the
    till has no Find), for whoever is signed in (``session``). A voucher chosen is handed to
    ``open_code``, which opens it at the counter read-only, its code masked, until the code is scanned
    or typed (proof of possession), as a feed row does; ``approve`` asks a manager's PIN."""

    def __init__(
        self,
        window: QWidget,
        vm: FindViewModel | None,
        session: SessionViewModel,
        open_code: Callable[[str], None],
        approve: Approve | None,
    ) -> None:
        self._window = window
        self._vm = vm
        self.dialog: FindDialog | None = None
        self._session = session
        self._open_code = open_code
        self._approve = approve
        #: Opens a voucher's dispute pack (the Manager menu's, PIN first); None: no button.
        self.dispute_pack: Callable[[str], None] | None = None
        if vm is not None:
            vm.voucher_chosen.connect(self._open)
            session.staff_changed.connect(self._staff_changed)

    def fill_menu(self, menu: QMenu) -> None:
        action = QAction(self._window)
        live(
            self._window,
            lambda: action.setText(translate("Find", "Find a voucher by order, name or e-mail…")),
        )
        action.setShortcut(FIND_KEY)
        action.triggered.connect(self.open)
        menu.addAction(action)

    def open(self) -> None:
        if self._vm is None or not self._session.staff:
            return  # nobody signed in: a search of guests' details would be nobody's
        if self.dialog is None:
            self.dialog = FindDialog(self._vm, self._window, self._approve)
            self.dialog.offer_pack(self.dispute_pack)
        self._vm.prepare()
        self.dialog.show()
        self.dialog.activateWindow()
        self.dialog.to_query()

    def _staff_changed(self, name: str) -> None:
        """Signed out: the search is closed and forgotten, for the next member of staff."""
        if name or self._vm is None:
            return
        if self.dialog is not None:
            self.dialog.query.clear()
            self.dialog.reject()
        self._vm.forget()

    def _open(self, code: str) -> None:
        if self.dialog is not None:
            self.dialog.accept()
        self._open_code(code)
