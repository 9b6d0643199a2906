"""End of shift: this till's movements against the service's events at the location, with totals."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QMarginsF, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QPageLayout, QPageSize, QPainter, QResizeEvent, QTextDocument
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QScrollArea,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app.core.i18n import translate
from app.core.masking import BULLET
from app.core.notice import Notice
from app.core.shift_lines import NOT_KEYED
from app.core.shift_sales import sales_lines
from app.desk.common.widgets.dialog_buttons import closing_buttons
from app.desk.common.widgets.files import ask_save_path, save_problem
from app.desk.common.widgets.give_way import fewer_bullets, whole_words
from app.desk.common.widgets.pdf import html_document, save_document_pdf
from app.desk.common.widgets.period_row import moments_read, moments_row
from app.desk.common.widgets.style import fit_to_screen, named, plain_labels, set_state
from app.desk.manager.shift import (
    Report,
    ShiftReportViewModel,
    balanced_text,
    net_lines,
    pos_warning,
    shift_summary,
    totals_lines,
)

NOT_KEYED_RED = QColor("#b00020")
PDF_PAGE = QPageLayout(
    QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Landscape, QMarginsF(12, 12, 12, 12)
)


#: Lines the report measures one by one; more keep one height (see ``ShiftReportDialog``).
MEASURED_LINES = 200
#: The detail's column of the service's event ids (``app.desk.manager.shift.shift_lines_model``).
EVENT_COLUMN = 6
#: Columns whose text may wrap at its spaces when the note would be left too narrow: a sale's
#: "reference VD…" and a sale's list of event ids. A code, a figure and a time are one word each
#: and never wrap; a section's name is read down its column, on one line.
WRAPPING_COLUMNS = (3, EVENT_COLUMN)
#: The detail's column of codes: a masked code there gives its bullets (one stays) before the note
#: gives way, its tail whole.
CODE_COLUMN = 3
#: The share of the table's width the note keeps at least where its text needs it: squeezed into
#: what the other columns left, a bill's note took nine lines and the table room for two rows.
NOTE_SHARE = 0.3
#: Narrower than this many characters, the note keeps to one line cut in its middle ("…"), whole in its
#: tooltip: the table never scrolls sideways, so the figures and codes beside it stay in view.
NOTE_LEAST_CHARS = 24
#: The fewest characters of a note shown before the section's name wraps to leave it them.
NOTE_FLOOR_CHARS = 6
#: The detail's column of the section a line is in ("Not keyed on the POS", "Bill"): words, which
#: wrap at their spaces only when the note is down to ``NOTE_FLOOR_CHARS``.
SECTION_COLUMN = 0
#: A cell's padding either side of its text.
_CELL_PADDING_PX = 16


def _sentence(text: str) -> str:
    """``text`` begun with a capital, the rest as the language writes it (German nouns keep theirs)."""
    return text[:1].upper() + text[1:]


class NotKeyedDelegate(QStyledItemDelegate):
    """Paints the lines of redemptions not keyed on the POS in red, so they are seen first; the note
    on one line where it is left too narrow to wrap (``one_line``), whole words giving way from its
    middle to "…" (``whole_words``): its start and its end stay (an order's number tells two lines
    apart), and a figure in it is never cut."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        #: The column drawn on one line, cut with "…" (its whole text in the cell's tooltip), or -1.
        self.one_line = -1

    def initStyleOption(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().initStyleOption(option, index)
        if index.model().index(index.row(), 0).data() == translate("Shift", NOT_KEYED):
            option.palette.setBrush(option.palette.ColorRole.Text, QBrush(NOT_KEYED_RED))
        if index.column() == self.one_line:
            option.features &= ~QStyleOptionViewItem.ViewItemFeature.WrapText
            # Cut in its middle: a note's end tells two lines apart ("2 vouchers activated, order
            # #5088" and "…#5089"), so it keeps both its start and its end.
            option.textElideMode = Qt.TextElideMode.ElideMiddle
        if index.column() == CODE_COLUMN and option.text.startswith(BULLET):
            room = option.rect.width() - _CELL_PADDING_PX
            option.text = fewer_bullets(option.text, option.fontMetrics, room)

    def drawn(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> str:
        """The cell's text as it is painted: the one-line note's last words give way whole, never
        a figure's last digits as Qt's own eliding would cut them ("120,0…")."""
        self.initStyleOption(option, index)
        if index.column() != self.one_line:
            return option.text
        return whole_words(option.text, option.fontMetrics, option.rect.width() - _CELL_PADDING_PX)

    def paint(
        self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        if index.column() != self.one_line:
            super().paint(painter, option, index)
            return
        shown = QStyleOptionViewItem(option)
        shown.text = self.drawn(shown, index)
        widget = shown.widget
        style = widget.style() if widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, shown, painter, widget)


def report_document(page: str) -> QTextDocument:
    """The report's page laid out on the PDF's pages (A4 landscape), as ``save_pdf_to`` prints it."""
    return html_document(page, PDF_PAGE)


class ShiftReportDialog(QDialog):
    def __init__(self, model: ShiftReportViewModel, place: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._vm = model
        self._place = place
        self.report: Report | None = None
        #: Opens the dispute pack of a voucher (given its whole code): set by whoever opened the report.
        self.dispute_pack: Callable[[str], None] | None = None
        self.setWindowTitle(translate("ShiftReport", "End of shift report"))
        # As wide as a 1366 px screen gives: with 150 % text the detail's figures and codes need it.
        fit_to_screen(self, 1366, 760)
        # The service's clock, as the report is: a till in another zone reports the same stretch of time.
        first, last = model.default_window()
        self.build = QPushButton(translate("ShiftReport", "Build report"))
        self.build.setDefault(True)  # Enter in a typed start or end builds the report from it
        names = (translate("ShiftReport", "Shift start"), translate("ShiftReport", "Shift end"))
        self.period = moments_row(first, last, names, self.build)
        self.summary = named(QLabel(translate("ShiftReport", "Building the report…")), "message")
        self.summary.setWordWrap(True)
        set_state(self.summary, "kind", "info")
        self.not_keyed = named(QLabel(), "notKeyed")
        self.not_keyed.setWordWrap(True)
        self.not_keyed.setStyleSheet(f"color: {NOT_KEYED_RED.name()}; font-weight: bold;")
        self.not_keyed.setVisible(False)
        self.totals = QLabel()
        self.totals.setWordWrap(True)
        self.nets = QLabel()
        self.nets.setWordWrap(True)
        self.table = self._detail(model)
        self.table.viewport().installEventFilter(self)
        # Shown once a file is saved: an empty line under the table took the height of a row.
        self.saved = QLabel()
        self.saved.setVisible(False)
        buttons = self._buttons()

        layout = QVBoxLayout(self)
        # Tight between the lines above the table: on a 1366×768 screen at 125 % each pixel of
        # them is one the table's fourth row needs.
        layout.setSpacing(4)
        layout.addWidget(self.period)
        # The service stamps in the property's time, and so does the report: said, for a till set
        # to another zone, on a line of its own so the row's button keeps its width at 1024×768.
        layout.addWidget(
            QLabel(translate("ShiftReport", "Times are the property's, as the service records them."))
        )
        layout.addWidget(self.not_keyed)
        layout.addWidget(self.summary)
        layout.addWidget(self._pages(), 1)
        layout.addWidget(self.saved)
        layout.addWidget(buttons)

        self.build.clicked.connect(self.rebuild)
        self.export_csv.clicked.connect(self._ask_csv)
        self.export_pdf.clicked.connect(self._ask_pdf)
        self.pack.clicked.connect(self.pack_selected)
        self.table.selectionModel().currentRowChanged.connect(self._line_chosen)
        model.ready.connect(self._show)
        model.notice.connect(self._show_problem)
        self.rebuild()
        plain_labels(self)

    def _detail(self, model: ShiftReportViewModel) -> QTableView:
        """The report's lines, the redemptions not keyed on the POS in red."""
        table = QTableView()
        table.setModel(model.lines)
        table.setItemDelegate(NotKeyedDelegate(table))
        table.setAccessibleName(translate("ShiftReport", "Shift detail"))
        table.verticalHeader().setVisible(False)
        table.setAlternatingRowColors(True)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.horizontalHeader().setStretchLastSection(True)
        # The note takes what the figures and codes leave, and wraps onto lines there rather than
        # end in "…": a bill's or a refund's note says what is left to pay on the POS, which is
        # money and is read whole.
        table.setWordWrap(True)
        table.setTextElideMode(Qt.TextElideMode.ElideRight)
        table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # Measuring every line's wrapped height (and every column's width) is done again at each
        # layout: on a busy day's thousands of lines that held the till a second, so past a
        # screenful or two the lines keep one height and the columns the widths they were given.
        model.lines.modelReset.connect(self._fit_lines)
        model.lines.rowsInserted.connect(lambda _parent, first, last: self._fit_events(first, last))
        return table

    def _buttons(self) -> QDialogButtonBox:
        """Close, and what is done with a report once it is built (each off until then)."""
        buttons, (self.export_csv, self.export_pdf, self.pack) = closing_buttons(
            self,
            translate("ShiftReport", "Close"),
            translate("ShiftReport", "Export CSV…"),
            translate("ShiftReport", "Save PDF…"),
            translate("ShiftReport", "Dispute pack…"),
        )
        for button in (self.export_csv, self.export_pdf, self.pack):
            button.setEnabled(False)
        return buttons

    def _pages(self) -> QTabWidget:
        # Totals grow with every staff member and type: on their own page, the detail keeps its room.
        figures = QWidget()
        figures_layout = QVBoxLayout(figures)
        figures_layout.addWidget(self.totals)
        figures_layout.addWidget(self.nets)
        figures_layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(figures)
        scroll.setAccessibleName(translate("ShiftReport", "Totals and net"))
        self.pages = QTabWidget()
        self.pages.setAccessibleName(translate("ShiftReport", "The report's pages"))
        self.pages.addTab(self.table, translate("ShiftReport", "Detail"))
        self.pages.addTab(scroll, translate("ShiftReport", "Totals and net"))
        return self.pages

    def _fit_lines(self) -> None:
        many = self._vm.lines.rowCount() > MEASURED_LINES
        rows = QHeaderView.ResizeMode.Interactive if many else QHeaderView.ResizeMode.ResizeToContents
        self.table.verticalHeader().setSectionResizeMode(rows)
        self.table.horizontalHeader().setSectionResizeMode(rows)
        self.table.horizontalHeader().setStretchLastSection(True)
        self._fit_events(0, self._vm.lines.rowCount() - 1)
        self._share_width()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._share_width()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # A vertical scroll bar that comes with taller rows (a section's name on two lines) narrows
        # the table without resizing the dialog: the columns are shared again in what is left.
        if watched is self.table.viewport() and event.type() == QEvent.Type.Resize:
            self._share_width()
        return False

    def _share_width(self) -> None:
        """Every column as wide as its text, unless that leaves the note less than ``NOTE_SHARE`` of
        the table's width (where its text needs that much): then the wrapping columns give their
        width back, each down to its longest word, and wrap onto a second line instead. A row of two
        lines costs the table less height than a note of nine. The table never scrolls sideways:
        what is still short, the note gives (``_note_gives_way``)."""
        lines = self._vm.lines
        if lines.rowCount() > MEASURED_LINES or not lines.rowCount():
            return  # past a screenful the columns keep the widths they were given (``_fit_events``)
        header = self.table.horizontalHeader()
        note = lines.columnCount() - 1
        giving = (*WRAPPING_COLUMNS, SECTION_COLUMN)
        whole = {c: max(self.table.sizeHintForColumn(c), header.sectionSizeHint(c)) for c in giving}
        others = sum(header.sectionSize(c) for c in range(note) if c not in giving)
        room = self._room()
        note_wants = min(self.table.sizeHintForColumn(note), int(room * NOTE_SHARE))
        short = others + sum(whole.values()) + note_wants - room
        for column in WRAPPING_COLUMNS:
            short = self._wrap_column(column, whole[column], short)
        short = self._note_gives_way(note_wants, short)
        self._wrap_column(SECTION_COLUMN, whole[SECTION_COLUMN], short)

    def _room(self) -> int:
        """The table's width for its columns, as if its vertical scroll bar were shown. Sharing the
        width where the bar is hidden gave the note a scroll bar's width more; rows wrapped onto
        fewer lines then fit without the bar and, shared again with the bar, onto more lines that
        needed it: the table laid itself out again and again, never settling."""
        bar = self.table.verticalScrollBar()
        never = self.table.verticalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        shown = bar.isVisible() or never
        width = self.table.viewport().width()
        return width if shown else width - bar.sizeHint().width()

    def _wrap_column(self, column: int, whole: int, short: int) -> int:
        """``column`` as wide as its text, or narrower by up to ``short`` px down to its longest
        word (it wraps there); returns what is still short."""
        lines, header, metrics = self._vm.lines, self.table.horizontalHeader(), self.table.fontMetrics()
        texts = (str(lines.index(r, column).data() or "") for r in range(lines.rowCount()))
        # A masked code's bullets give way (``NotKeyedDelegate``): one and its tail are its word.
        words = (BULLET + w.lstrip(BULLET) if w.startswith(BULLET) else w for t in texts for w in t.split())
        widest = max(map(metrics.horizontalAdvance, words), default=0) + _CELL_PADDING_PX
        given = max(header.sectionSizeHint(column), widest, whole - max(short, 0))
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
        header.resizeSection(column, given)
        return short - (whole - given)

    def _note_gives_way(self, note_wants: int, short: int) -> int:
        """The note takes what the other columns leave: wrapped where that is a short line or more
        (``NOTE_LEAST_CHARS``), else on one line cut in its middle ("…"), whole in its tooltip; a note a word
        wide wrapped made each of its rows taller than the table, and one kept wider had the table
        scroll sideways, the figures beside it out of view. Returns what is still short once the
        note is down to a few characters (``NOTE_FLOOR_CHARS``): the section's name wraps for it."""
        header, average = self.table.horizontalHeader(), self.table.fontMetrics().averageCharWidth()
        # The note stretches into what the others leave, down to a few characters (its heading may
        # give way too): Qt's own least width, a heading's or 100 px, had the table scroll.
        floor = min(note_wants, average * NOTE_FLOOR_CHARS)
        header.setMinimumSectionSize(floor)
        header.setStretchLastSection(False)
        header.setSectionResizeMode(header.count() - 1, QHeaderView.ResizeMode.Stretch)
        squeezed = short > note_wants - min(note_wants, average * NOTE_LEAST_CHARS)
        delegate = self.table.itemDelegate()
        one_line = header.count() - 1 if squeezed else -1
        if isinstance(delegate, NotKeyedDelegate) and delegate.one_line != one_line:
            delegate.one_line = one_line
            self.table.verticalHeader().resizeSections(QHeaderView.ResizeMode.ResizeToContents)
        return short - (note_wants - floor)

    def _fit_events(self, first: int, last: int) -> None:
        """On a day of more lines than are measured, the columns widened to the lines just shown
        (``first`` to ``last``), the note apart (it gives way): the figures of a screenful of them,
        and the event ids of every one, read for their length (a sale's line names each voucher's
        event, and ids are what a manager looks up), never measured line by line."""
        lines = self._vm.lines
        if lines.rowCount() <= MEASURED_LINES or last < first:
            return  # every column is sized to its contents
        shown = range(first, min(last, first + MEASURED_LINES - 1) + 1)
        longest = {
            column: max((str(lines.index(row, column).data()) for row in shown), key=len, default="")
            for column in range(lines.columnCount() - 1)
        }
        longest[EVENT_COLUMN] = max((line.event for line in lines.records[first : last + 1]), key=len)
        header, metrics = self.table.horizontalHeader(), self.table.fontMetrics()
        for column, text in longest.items():
            wanted = max(metrics.horizontalAdvance(text) + _CELL_PADDING_PX, header.sectionSizeHint(column))
            if wanted > header.sectionSize(column):
                header.resizeSection(column, wanted)

    def rebuild(self) -> None:
        wrong = [edit for edit in (self.period.start, self.period.end) if not edit.valid()]
        if wrong:
            said = (
                translate("ShiftReport", "Type the shift's start as a day and time, for example {example}.")
                if wrong[0] is self.period.start
                else translate(
                    "ShiftReport", "Type the shift's end as a day and time, for example {example}."
                )
            )
            self.summary.setText(said.format(example=wrong[0].example()))
            set_state(self.summary, "kind", "refused")
            wrong[0].setFocus()
            return
        start, end = moments_read(self.period)
        self.summary.setText(translate("ShiftReport", "Building the report…"))
        set_state(self.summary, "kind", "info")
        # Whole minutes, as the fields show them: the end is the last instant of its minute, so a
        # report built in the last second of a minute keeps what was done in that second.
        self._vm.build(start.replace(second=0, microsecond=0), end.replace(second=59, microsecond=999_999))

    def export_csv_to(self, path: Path) -> None:
        if self.report is not None:
            self._said_saved(path, save_problem(path, self._vm.export_csv))

    def save_pdf_to(self, path: Path) -> None:
        if self.report is None:
            return
        document = report_document(self._vm.page(self._place))
        problem = save_problem(path, lambda chosen: save_document_pdf(chosen, document, PDF_PAGE))
        self._said_saved(path, problem)

    def _said_saved(self, path: Path, problem: str | None) -> None:
        self.saved.setText(problem or translate("ShiftReport", "Saved {path}").format(path=path))
        set_state(self.saved, "kind", "problem" if problem else "")
        self.saved.setVisible(True)

    def _show(self, report: Report) -> None:
        self.report = report
        self.summary.setText(
            translate("ShiftReport", "{summary}. {balanced}").format(
                summary=_sentence(shift_summary(report)), balanced=balanced_text(report)
            )
        )
        set_state(self.summary, "kind", "done" if report.balanced else "problem")
        figures = [*sales_lines(self._vm.sold), *totals_lines(report)]
        self.totals.setText(
            "\n".join(figures) or translate("ShiftReport", "No balance events in this window.")
        )
        self.nets.setText("\n".join(net_lines(report)))
        self.not_keyed.setText(pos_warning(report))
        self.not_keyed.setVisible(bool(report.not_keyed))
        self.export_csv.setEnabled(True)
        self.export_pdf.setEnabled(True)

    def _line_chosen(self, current: QModelIndex, _previous: QModelIndex) -> None:
        self.pack.setEnabled(self.dispute_pack is not None and bool(self._vm.code_of(current.row())))

    def pack_selected(self) -> None:
        """The dispute pack of the voucher on the chosen line."""
        code = self._vm.code_of(self.table.currentIndex().row())
        if code and self.dispute_pack is not None:
            self.dispute_pack(code)

    def _show_problem(self, notice: Notice) -> None:
        self.summary.setText(notice.text)
        set_state(self.summary, "kind", "problem")

    def _ask_csv(self) -> None:
        title = translate("ShiftReport", "Export the report")
        if (path := ask_save_path(self, title, "end-of-shift.csv", "CSV (*.csv)")) is not None:
            self.export_csv_to(path)

    def _ask_pdf(self) -> None:
        title = translate("ShiftReport", "Save the report")
        if (path := ask_save_path(self, title, "end-of-shift.pdf", "PDF (*.pdf)")) is not None:
            self.save_pdf_to(path)
