"""The location's activity: what happened at this desk, newest first, kept fresh by polling."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import datetime
from decimal import Decimal

from PySide6.QtCore import QEvent, QModelIndex, QObject, QPersistentModelIndex, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.core.dates import MONTH_DAY_TIME, local_moment
from app.core.feed_event import FeedEvent
from app.core.i18n import translate
from app.core.masking import BULLET, mask_code
from app.core.money import format_money
from app.core.notice import Notice
from app.core.rules import EVENT_TYPE_LABELS
from app.core.slip import EVENT_SLIP_KINDS
from app.desk.common.presenters import feed_type_words
from app.desk.common.widgets.give_way import OneLineLabel, fewer_bullets
from app.desk.common.widgets.hint_edit import BodyHintEdit
from app.desk.common.widgets.language import live
from app.desk.common.widgets.style import message_label, named, set_state
from app.desk.feed.activity import ActivityViewModel
from app.desk.feed.activity_table import HIGHLIGHT_ROLE, TIME_COLUMN, EventTableModel

NEW_ROW = QColor("#fff1a8")
#: The feed's columns (the model's order): time, code, type, amount, balance after, confirmed.
CODE_COLUMN, TYPE_COLUMN, AMOUNT_COLUMN, BALANCE_COLUMN = 1, 2, 3, 4
#: Where space is short, the columns in the order they give way, last first: the amount and the
#: code's tail (which voucher) are never what gives way, then the balance after, then the time; the
#: type and "Confirmed" scroll first.
SHOWN_FIRST = (AMOUNT_COLUMN, CODE_COLUMN, BALANCE_COLUMN, TIME_COLUMN)
CONFIRMED_COLUMN = 5
#: The role whose change may change a code's tail; the highlight's fading is another.
_DISPLAY_ROLE = int(Qt.ItemDataRole.DisplayRole)
#: The columns after the code, in the order they are shown.
_AFTER_CODE = (BALANCE_COLUMN, TIME_COLUMN, TYPE_COLUMN, CONFIRMED_COLUMN)
#: A cell's padding, both sides together: Qt's own margins (3 px a side) and a pixel more each. A
#: wider padding cost the Polish feed at 1024 px its balance after.
CELL_PADDING_PX = 8
#: A late, wide moment and amount: the samples the columns are made as wide as.
_SAMPLE_MOMENT = datetime(2026, 11, 30, 22, 8)
_SAMPLE_AMOUNT = Decimal("100.00")


def feed_widths() -> dict[int, tuple[str, ...]]:
    """The widest usual texts of each column, in the signed-in language, which set its width: a
    Polish "−100,00 GBP" is wider than "−£100.00", and was cut to "−20,00 G…" at 1024 px."""
    sample = _SAMPLE_MOMENT
    return {
        TIME_COLUMN: (local_moment(sample, MONTH_DAY_TIME, f"{sample.day} {sample:%b %H:%M}"),),
        # Codes are shown masked in the feed; the tail tells two vouchers apart, so the widest one
        # a code can have sets the width.
        1: (mask_code("SPAONLY80"), mask_code("XXXXXXMWQW")),
        AMOUNT_COLUMN: (format_money(-_SAMPLE_AMOUNT, "GBP"),),
        BALANCE_COLUMN: (format_money(_SAMPLE_AMOUNT, "GBP"),),
        # Every type in till words, marked as a movement no till made: none is ever elided.
        TYPE_COLUMN: tuple(feed_type_words(kind, online=True) for kind in EVENT_TYPE_LABELS),
        CONFIRMED_COLUMN: (translate("Feed", "Yes"), translate("Feed", "Not yet")),
    }


class HighlightDelegate(QStyledItemDelegate):
    """Paints rows the model calls new with a warm background, so a glance finds them; a masked
    code in a column too narrow for it loses bullets, never the tail that tells vouchers apart."""

    def initStyleOption(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().initStyleOption(option, index)
        if index.data(HIGHLIGHT_ROLE):
            option.backgroundBrush = QBrush(NEW_ROW)
        if index.column() == CODE_COLUMN:
            option.text = fewer_bullets(
                option.text, option.fontMetrics, option.rect.width() - CELL_PADDING_PX
            )


def button_rows(widths: Sequence[int], room: int, spacing: int) -> tuple[tuple[int, ...], ...]:
    """The feed's three buttons (Load older, Reprint, Reverse: their ``widths``) in the fewest rows
    whose words fit ``room``, each row in the buttons' order: all on one, else a pair on one row
    (Reprint and Reverse, which act on the chosen event, first) and the third under or over it,
    else one under another. Every row a button takes is a feed row fewer on a short screen."""

    def fits(row: tuple[int, ...]) -> bool:
        return sum(widths[i] for i in row) + spacing * (len(row) - 1) <= room

    if fits((0, 1, 2)):
        return ((0, 1, 2),)
    for pair, alone in (((1, 2), 0), ((0, 2), 1), ((0, 1), 2)):
        if fits(pair):
            return tuple(sorted((pair, (alone,))))
    return ((0,), (1,), (2,))


class WidestTail:
    """The widest masked code's tail the feed holds, after one bullet, in the table's font: what the
    code column must show whole. Kept up as rows arrive, never by reading every row again (10,000
    rows take over 100 ms, the till frozen at each poll): a code shows the same tail on each of its
    rows, so each code is measured once, and again only when the codes' tails grew (a code came that
    ends like one held) or the font changed. Rows leaving the feed never narrow it: a column that
    shrank as old rows went would move the others under the cashier's eyes."""

    #: A usual wide code: the column is never narrower than its tail.
    SAMPLE = mask_code("XXXXXXMWQW")

    def __init__(self, model: EventTableModel) -> None:
        self._model = model
        #: One row's event for each code held (or once held), by its code ("" for none).
        self._codes: dict[str, FeedEvent] = {}
        self._font: QFont | None = None
        self._metrics: QFontMetrics | None = None
        self._widest = 0
        self.reset()  # a panel made for a feed that already holds rows (a new window, same till)

    def width(self, font: QFont, metrics: QFontMetrics) -> int:
        """The widest tail in ``font`` (``metrics`` are its): every code measured again in a new one."""
        if font != self._font:
            self._font, self._metrics = QFont(font), metrics
            self._widest = 0
            self._measure([self.SAMPLE])
            self.grown()
        return self._widest

    def rows_added(self, first: int, last: int) -> bool:
        """Rows ``first``..``last`` of the model arrived; whether the widest tail is wider now."""
        fresh: list[FeedEvent] = []
        for row in range(first, last + 1):
            event = self._model.event_at_row(row)
            if (event.code or "") not in self._codes:
                self._codes[event.code or ""] = event
                fresh.append(event)
        return self._measure(self._model.shown_code(event) for event in fresh)

    def grown(self) -> bool:
        """The model shows some codes with longer tails; whether the widest tail is wider now."""
        return self._measure(self._model.shown_code(event) for event in self._codes.values())

    def reset(self) -> None:
        """The model holds other rows: only theirs are measured, at the next ``width``."""
        self._codes.clear()
        self._font, self._metrics, self._widest = None, None, 0
        if self._model.rowCount():
            self.rows_added(0, self._model.rowCount() - 1)

    def _measure(self, shown: Iterable[str]) -> bool:
        if self._metrics is None:  # measured once the table's font is known (``width``)
            return False
        advance = self._metrics.horizontalAdvance
        widest = max((advance(BULLET + text.lstrip(BULLET)) for text in shown), default=0)
        if widest <= self._widest:
            return False
        self._widest = widest
        return True


#: A feed row is tapped to choose an event for Reverse or Reprint: a touch target, 40 px like a button.
TOUCH_ROW_PX = 40


#: The keys that walk the feed: each selects the row it lands on.
WALK_KEYS = frozenset(
    {Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_PageUp, Qt.Key.Key_PageDown, Qt.Key.Key_Home, Qt.Key.Key_End}
)


class FeedTable(QTableView):
    """The feed by keyboard: arrows, Page Up/Down, Home and End move the selection from row to row
    (Reverse then works on it), and Tab leaves the table instead of walking its cells."""

    def __init__(self) -> None:
        super().__init__()
        self.setTabKeyNavigation(False)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """The row a walking key lands on is selected, even when it already was the current row
        (Home on the first row with nothing selected once left Reverse off): Qt selects only on a
        move, and the current row is not always a selected one (after a refresh, or at the start)."""
        super().keyPressEvent(event)
        if event.key() not in WALK_KEYS:
            return
        current = self.currentIndex()
        selection = self.selectionModel()
        if current.isValid() and selection is not None and not selection.isRowSelected(current.row()):
            self.selectRow(current.row())

    def moveCursor(
        self, action: QAbstractItemView.CursorAction, modifiers: Qt.KeyboardModifier
    ) -> QModelIndex:
        model = self.model()
        rows = model.rowCount() if model is not None else 0
        if rows and action is QAbstractItemView.CursorAction.MoveHome:
            return model.index(0, max(self.currentIndex().column(), 0))
        if rows and action is QAbstractItemView.CursorAction.MoveEnd:
            return model.index(rows - 1, max(self.currentIndex().column(), 0))
        return super().moveCursor(action, modifiers)


class ActivityPanel(QWidget):
    """Signals: ``voucher_chosen(str)`` a code to open; ``reverse_requested(object)`` a BalanceEvent;
    ``reprint_requested(object)`` a BalanceEvent whose guest slip to print again;
    ``figures_changed()`` the width a row's figures need (``figures_width``) is another."""

    voucher_chosen = Signal(str)
    figures_changed = Signal()
    reverse_requested = Signal(object)
    reprint_requested = Signal(object)

    def __init__(self, activity: ActivityViewModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._vm = activity
        self._needed = 0
        self._tails = WidestTail(activity.model)
        # One line: on a short screen the feed's rows are worth more than its heading's second
        # line, so the heading gives way to its short form ("Activity"), whole in its tooltip.
        self.title = named(OneLineLabel(first=True), "productName")
        self.filter = BodyHintEdit()
        self.filter.setClearButtonEnabled(True)
        #: Under the filter, while what it holds shows no row: never an empty table without a word.
        self.no_match = message_label("info")
        self.table = self._feed_table(activity)
        # A scroll bar that comes with the rows narrows the feed without resizing the panel.
        self.table.viewport().installEventFilter(self)
        self._show_sort_arrow(TIME_COLUMN, Qt.SortOrder.DescendingOrder)
        # One line, its time whole: "Last heard from the service 14:02:07", or "Updated 14:02:07"
        # where that does not fit, else the time alone (the whole in its tooltip). On two lines it
        # took a feed row at 1366×768 and 125 %. Its width is the feed's: it never widens the feed
        # past a 1024 px till.
        self.heard = OneLineLabel(first=True)
        self.heard.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.message = message_label()
        self.why_not = QLabel()
        self.why_not.setWordWrap(True)
        self.older = QPushButton()
        self.older.setEnabled(False)
        self.reverse = QPushButton()
        self.reverse.setEnabled(False)
        self.reprint = QPushButton()
        self.reprint.setEnabled(False)
        live(self, self._words)

        self._lay_out()
        self._connect(activity)

    def _feed_table(self, activity: ActivityViewModel) -> FeedTable:
        """The feed's table: rows of touch height, newest first, the useful columns first."""
        table = FeedTable()
        table.setModel(activity.proxy)
        table.setItemDelegate(HighlightDelegate(table))
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setAlternatingRowColors(True)
        table.setWordWrap(False)
        table.verticalHeader().setVisible(False)
        table.verticalHeader().setDefaultSectionSize(TOUCH_ROW_PX)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        # The most meaningful columns first (``SHOWN_FIRST``): in a narrow feed (1024 px in German
        # leaves it 234 px) the amount and the code's tail are whole, and the balance after, the
        # time, the type and "Confirmed" are a scroll away.
        for target, logical in enumerate(SHOWN_FIRST):
            header.moveSection(header.visualIndex(logical), target)
        table.setSortingEnabled(True)
        table.sortByColumn(TIME_COLUMN, Qt.SortOrder.DescendingOrder)
        # Qt draws newest-first as an upward arrow, which a cashier reads as oldest first: the
        # feed's own order shows no arrow; one a person chooses by a click does.
        header.sortIndicatorChanged.connect(self._show_sort_arrow)
        return table

    def _lay_out(self) -> None:
        buttons = QVBoxLayout()
        #: Up to three rows of the buttons (``_fit_buttons``); an empty one takes no room.
        self._button_lines = [QHBoxLayout() for _ in range(3)]
        for line in self._button_lines:
            buttons.addLayout(line)
        self._arranged: tuple[tuple[int, ...], ...] = ()
        for button in (self.older, self.reprint, self.reverse):
            button.setMinimumWidth(1)  # the row stacks instead (_fit_buttons): the feed keeps its width
            # In a row from the start, so the panel owns them even if it is never laid out.
            self._button_lines[0].addWidget(button)
        self._buttons = buttons
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.filter)
        layout.addWidget(self.no_match)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.why_not)
        layout.addLayout(buttons)
        layout.addWidget(self.heard)
        layout.addWidget(self.message)

    def _connect(self, activity: ActivityViewModel) -> None:
        self.filter.textChanged.connect(activity.set_filter)
        self.older.clicked.connect(activity.load_older)
        self.reverse.clicked.connect(self._reverse)
        self.reprint.clicked.connect(self._reprint)
        # A click only selects (for Reverse or Reprint); a double-click or Enter opens the row's
        # voucher, and the window asks before it replaces one on the counter.
        self.table.activated.connect(self._choose)
        self.table.selectionModel().selectionChanged.connect(self._selection_changed)
        activity.heard.connect(self._show_heard)
        activity.older_state.connect(self._show_older)
        activity.no_match.connect(self._show_no_match)
        # New rows may bring a code whose tail is longer (two codes ending alike): only what
        # arrived is measured, and the columns are fitted again only when the widest tail grew.
        # The model's rows, not the filter's: typing a filter leaves the columns where they are.
        activity.model.rowsInserted.connect(self._rows_added)
        activity.model.modelReset.connect(self._rows_reset)
        activity.model.dataChanged.connect(self._rows_changed)
        self.why_not.setVisible(False)

    def _words(self) -> None:
        """The panel's own words, set again when the till's language changes."""
        self.title.show_text(translate("Feed", "Activity at this location"), translate("Feed", "Activity"))
        self.filter.set_hint(translate("Feed", "Filter by code or type"), translate("Feed", "Filter"))
        self.filter.setAccessibleName(translate("Feed", "Filter the activity"))
        self.table.setAccessibleName(translate("Feed", "Balance events at this location"))
        self.table.setToolTip(
            translate(
                "Feed", "Click to choose an event (Reverse, Reprint); double-click or Enter opens its voucher"
            )
        )
        self._show_heard()
        self._show_no_match(self._vm.no_match_text)
        self.no_match.setAccessibleName(translate("Feed", "About the filter"))
        self.heard.setAccessibleName(translate("Feed", "Last contact with the service"))
        self.older.setText(self._vm.older_label)
        self.older.setToolTip(translate("Feed", "Fetch the next 50 older events"))
        self.reverse.setText(translate("Feed", "Reverse…"))
        self.reprint.setText(translate("Feed", "Reprint slip"))
        self.reprint.setToolTip(
            translate("Feed", "Print the guest's slip of the selected event again, marked Reprint")
        )
        self._selection_changed()
        model = self._vm.proxy.sourceModel()
        model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, model.columnCount() - 1)
        self._fit_columns()
        self.table.viewport().update()
        self._fit_buttons()

    def _show_heard(self, _text: str = "") -> None:
        # A bound method, not a lambda: Qt drops the connection with the panel.
        self.heard.show_text(self._vm.heard_text, self._vm.heard_short, self._vm.heard_time)

    def _show_no_match(self, text: str) -> None:
        self.no_match.setText(text)
        self.no_match.setVisible(bool(text))

    def _rows_added(self, _parent: QModelIndex, first: int, last: int) -> None:
        if self._tails.rows_added(first, last):
            self._fit_columns()

    def _rows_reset(self) -> None:
        self._tails.reset()
        self._fit_columns()

    def _rows_changed(self, top_left: QModelIndex, bottom_right: QModelIndex, roles: Sequence[int]) -> None:
        """The codes' tails may have grown (a code came that ends like one held); a row's
        highlight fading changes no text."""
        if roles and _DISPLAY_ROLE not in roles:
            return
        if top_left.column() <= CODE_COLUMN <= bottom_right.column() and self._tails.grown():
            self._fit_columns()

    def _fit_columns(self) -> None:
        """Each column as wide as its usual text and its heading, in the till's language now."""
        header = self.table.horizontalHeader()
        self.table.ensurePolished()  # the style sheet's font, not the default, sets the widths
        header.ensurePolished()
        cells = self.table.fontMetrics()
        widths = {}
        for column, texts in feed_widths().items():
            widest = max(cells.horizontalAdvance(text) for text in texts) + CELL_PADDING_PX
            # The heading as the header draws it: its padding and the sort arrow included.
            widths[column] = max(widest, header.sectionSizeHint(column))
        widths[CODE_COLUMN] = self._code_width(widths, cells)
        for column, width in widths.items():
            header.resizeSection(column, width)
        # A language whose money is wider needs another width of the window, or its balance after
        # would stay a scroll away.
        needed = self.figures_width()
        if needed != self._needed:
            self._needed = needed
            self.figures_changed.emit()

    def _code_width(self, widths: dict[int, int], cells: QFontMetrics) -> int:
        """The code's column: the whole masked code where every column after it fits beside it,
        else its bullets give way (down to one) for the balance after, then the time, the type and
        "Confirmed", each whole; the first that does not fit starts at the feed's edge, a scroll
        away, the code taking the room up to it: no figure or heading is cut at the edge ("Tim")."""
        room = self.table.viewport().width() - widths[AMOUNT_COLUMN]
        tail = self._tail_width(cells)
        after = [widths[column] for column in _AFTER_CODE]
        for shown in range(len(after), -1, -1):
            beside = room - sum(after[:shown])
            if beside >= tail:
                return min(widths[CODE_COLUMN], beside) if shown == len(after) else beside
        return max(tail, room)

    def _tail_width(self, cells: QFontMetrics) -> int:
        """The code column's least width: one bullet and the longest tail of a code it shows (two
        codes that end alike show more of their tails), or of a usual wide code, and its heading."""
        widest = self._tails.width(self.table.font(), cells)
        return max(widest + CELL_PADDING_PX, self.table.horizontalHeader().sectionSizeHint(CODE_COLUMN))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and watched is self.table.viewport():
            self._fit_columns()
        return False

    def minimumSizeHint(self) -> QSize:
        """Never narrower than its widest button's words: stacked, each button still reads whole."""
        least = super().minimumSizeHint()
        layout = self.layout()
        if not hasattr(self, "_buttons") or layout is None:
            return least
        margins = layout.contentsMargins()
        widest = max(b.sizeHint().width() for b in (self.older, self.reprint, self.reverse))
        return QSize(max(least.width(), widest + margins.left() + margins.right()), least.height())

    def sizeHint(self) -> QSize:
        """As wide as a row's figures ask at least (``figures_width``), so a splitter that serves
        the counter first (``FirstSideFirst``) never cuts the balance."""
        hint = super().sizeHint()
        if not hasattr(self, "table"):
            return hint
        return QSize(max(hint.width(), self.figures_width(), self._buttons_width()), hint.height())

    def figures_width(self) -> int:
        """The panel's width that shows a row's figures whole: the amount, the masked code's tail
        and the balance after, with the table's frame, its scroll bar and the panel's margin."""
        header = self.table.horizontalHeader()
        figures = (
            header.sectionSize(AMOUNT_COLUMN)
            + self._tail_width(self.table.fontMetrics())
            + header.sectionSize(BALANCE_COLUMN)
        )
        # The frame and a scroll bar round the table's cells, the panel's margin round the table.
        return figures + self.width() - self.table.viewport().width()

    def _buttons_width(self) -> int:
        """As wide as its three buttons on one row, where the counter leaves that much: stacked,
        each takes a feed row's height."""
        layout = self.layout()
        if layout is None:
            return 0
        margins = layout.contentsMargins()
        # The rows of buttons take the panel's spacing between them (theirs is unset: inherited).
        spacing = 2 * max(0, layout.spacing())
        row = (self.older, self.reprint, self.reverse)
        return sum(b.sizeHint().width() for b in row) + spacing + margins.left() + margins.right()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_buttons()
        self._fit_columns()

    def changeEvent(self, event: QEvent) -> None:
        """A larger system text or another style: the columns measured again in the new type."""
        super().changeEvent(event)
        refit = (QEvent.Type.FontChange, QEvent.Type.ApplicationFontChange)
        if event.type() in refit and hasattr(self, "table"):  # not while it is being built
            self._fit_columns()

    def _fit_buttons(self) -> None:
        """The feed's three buttons in the fewest rows their words fit (``button_rows``): a longer
        language's words, or larger text, do not fit one row of the feed at 1024 px."""
        layout = self.layout()
        if not hasattr(self, "_buttons") or layout is None:
            return
        row = (self.older, self.reprint, self.reverse)
        spacing = max(0, layout.spacing())
        margins = layout.contentsMargins()
        room = self.width() - margins.left() - margins.right()
        arranged = button_rows([b.sizeHint().width() for b in row], room, spacing)
        if arranged == self._arranged:
            return
        self._arranged = arranged
        for line in self._button_lines:
            for button in row:
                line.removeWidget(button)
        for line, indices in zip(self._button_lines, arranged, strict=False):
            if len(indices) == len(row):  # one row: Load older at the left, the event's two at the right
                line.addWidget(self.older, 1, Qt.AlignmentFlag.AlignLeft)
                line.addWidget(self.reprint)
                line.addWidget(self.reverse)
                continue
            for index in indices:
                line.addWidget(row[index])
        # Placed now, not at the next turn of the loop: a window measured (or painted) in between
        # showed the old rows squeezed into the new width.
        layout.activate()

    def selected_event(self) -> FeedEvent | None:
        rows = self.table.selectionModel().selectedRows()
        return self._vm.event_at(rows[0].row()) if rows else None

    def select_row(self, row: int) -> None:
        """Select a row of the view and open its voucher, as a double-click or Enter on it would."""
        index = self.table.model().index(row, 0)
        self.table.selectRow(row)
        self._choose(index)

    def _choose(self, index: QModelIndex) -> None:
        event = self._vm.event_at(index.row())
        if event is not None and event.code:
            self.voucher_chosen.emit(event.code)

    def new_person(self) -> None:
        """Someone signed in: the feed shows its every row again, as a filter the last person typed
        would hide rows from someone who never typed it."""
        self.filter.clear()
        self.forget_choice()

    def forget_choice(self) -> None:
        """The cashier has moved on to another code: the chosen event, and the line saying why it
        cannot be reversed, go, so the line is never read as being about the new code."""
        self.table.clearSelection()

    def _show_sort_arrow(self, column: int, order: Qt.SortOrder) -> None:
        newest_first = column == TIME_COLUMN and order == Qt.SortOrder.DescendingOrder
        self.table.horizontalHeader().setSortIndicatorShown(not newest_first)

    def refresh_actions(self) -> None:
        """Offer Reverse again or not for the selected event, after something new is known of it."""
        self._selection_changed()

    def _selection_changed(self) -> None:
        event = self.selected_event()
        self.reprint.setEnabled(event is not None and event.type in EVENT_SLIP_KINDS)
        self.reverse.setToolTip(translate("Feed", "Reverse the selected event (manager PIN)"))
        if event is None:
            self.reverse.setEnabled(False)
            self.why_not.setVisible(False)
            return
        allowed, why = self._vm.reversible(event)
        self.reverse.setEnabled(allowed)
        if not allowed:
            self.reverse.setToolTip(why)
        self.why_not.setText(why)
        self.why_not.setVisible(not allowed)

    def _reverse(self) -> None:
        event = self.selected_event()
        if event is not None:
            self.reverse_requested.emit(event)

    def _reprint(self) -> None:
        event = self.selected_event()
        if event is not None:
            self.reprint_requested.emit(event)

    def _show_older(self, can_load: bool, text: str) -> None:
        self.older.setEnabled(can_load)
        self.older.setText(text)

    def show_notice(self, notice: Notice) -> None:
        self.message.setText(notice.text)
        self.message.setToolTip(notice.details)
        set_state(self.message, "kind", notice.kind.value)
        self.message.setVisible(bool(notice.text))
