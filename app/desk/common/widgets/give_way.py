"""What gives way on a short screen: the voucher's details scroll, the banners under the top bar
stack in a strip no taller than an eighth of the window, the top bar keeps to one line, an
outcome line's reference gives way before its figures, a button's busy words give way to a sign,
a list's words before its money, and a masked code's bullets before its tail."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QPoint, QSize, Qt, Signal
from PySide6.QtGui import QFontMetrics, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QFrame,
    QHeaderView,
    QLabel,
    QLayoutItem,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QStyle,
    QStyleOptionButton,
    QTabBar,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.core.masking import BULLET
from app.desk.common.table import RecordTableModel
from app.desk.common.widgets.style import ColumnScroll, WrapLabel

#: The least height the voucher's details keep when the money controls need the rest.
DETAILS_AT_LEAST = 60
#: Where across the details a line cut by the view's edges is looked for (eighths).
_SNAP_PROBES = 8
#: What the details' view never cuts across: a line of words, a button, the history's row of tabs.
_LINES = (QLabel, QAbstractButton, QTabBar)


class DetailsScroll(ColumnScroll):
    """The voucher's details, scrolling up and down only: as wide as they need, as short as the
    window, but not shorter than ``deciding()`` (the height of the lines at their top that decide
    whether the voucher can be used here: its status, balance and expiry) while the other controls
    of its column leave that room. What is below those lines (the name, the facts, the history)
    scrolls. Where the column has no more room (150 % text beside a review and a hand-off), the
    money controls keep theirs and the details give way, as far as ``DETAILS_AT_LEAST``.

    A line of text or a button is never shown cut across by the view: a scrolled view starts at a
    line's top and ends above a line it would cut (``_snap``), and a scroll brings it in whole.
    Under a review at 1366×768 at 125 % the facts' last row showed only the top half of its
    letters, read as "Grace until 7 Dec 2027" by nobody."""

    def __init__(self, content: QWidget, deciding: Callable[[], int] | None = None) -> None:
        super().__init__(content)
        self._deciding = deciding
        self._least = QSize()
        self._watching_column = False
        #: The height kept empty at the bottom of the view, under the last line shown whole.
        self._cut = 0
        #: Where the view started after the last scroll: the next one is told up from down by it.
        self._top = 0
        #: Set while a snap moves the view itself, so its own moves are not snapped again.
        self._snapping = False
        self.verticalScrollBar().valueChanged.connect(self._snap)
        # The deciding lines are measured where the details are laid out: each new layout of them
        # (another voucher, another language, another width) may be a new least height, and so
        # may each new size or layout of the column (a review or a hand-off shown under them).
        content.installEventFilter(self)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        column = self.parentWidget()
        if column is not None and not self._watching_column:
            column.installEventFilter(self)
            self._watching_column = True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # Only a changed least height is news: each update asks the column for a new layout.
        if event.type() in (QEvent.Type.LayoutRequest, QEvent.Type.Resize):
            least = self.minimumSizeHint()
            if least != self._least:
                self._least = least
                self.updateGeometry()
            if watched is self.widget():
                self._snap()
        return False

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._snap()

    def _snap(self) -> None:
        """Start the view at a line's top and end it above a line its bottom edge would cut across
        (a fact, a button), so what shows is whole; a table or a wrapped paragraph taller than a
        third of the view is cut as a scroll area cuts it, its own rows scrolling inside it.

        A scroll that stops inside a line goes on past it (down) or back to its top (up), so each
        wheel turn, key or drag still moves the view the way it was asked. Past the last line's
        top the view may end below the content, empty, so that line can start it too."""
        content = self.widget()
        if content is None or self._snapping:
            return
        self._snapping = True
        try:
            bar = self.verticalScrollBar()
            full = self.viewport().height() + self._cut
            top = self._line_top(content, bar.value(), full, down=bar.value() > self._top)
            # The empty room below the content that a view starting at ``top`` needs.
            below = max(0, top + full - content.height()) if top > 0 else 0
            if below > full - DETAILS_AT_LEAST:  # no line's top there: back to the line's own
                top = self._line_top(content, bar.value(), full, down=False)
                below = max(0, top + full - content.height()) if top > 0 else 0
            cut = max(below, self._cut_at_bottom(content, top + full, full))
            cut = min(cut, max(0, full - DETAILS_AT_LEAST))
            # The margin first where it makes the range longer, the value first where shorter:
            # either way round, the scroll bar never clamps the value to a range about to change.
            if cut > self._cut:
                self._set_cut(cut)
            bar.setValue(top)
            self._set_cut(cut)
            self._top = bar.value()
        finally:
            self._snapping = False

    def _set_cut(self, cut: int) -> None:
        if cut != self._cut:
            self._cut = cut
            self.setViewportMargins(0, 0, 0, cut)

    @staticmethod
    def _lines_at(content: QWidget, y: int, full: int) -> list[QWidget]:
        """The lines (a label, a button, the row of tabs, shorter than a third of the view) at ``y``."""
        found: list[QWidget] = []
        for step in range(1, _SNAP_PROBES):
            line = content.childAt(content.width() * step // _SNAP_PROBES, y)
            if isinstance(line, _LINES) and line.height() < full // 3 and line not in found:
                found.append(line)
        return found

    def _line_top(self, content: QWidget, value: int, full: int, *, down: bool) -> int:
        """``value`` moved off any line the view's top edge would cut: past it going ``down``,
        else to its top."""
        for _ in range(_SNAP_PROBES):  # a line side by side with a taller one: look again past it
            spans = []
            for line in self._lines_at(content, value, full):
                top = line.mapTo(content, QPoint(0, 0)).y()
                if top < value < top + line.height():
                    spans.append((top, top + line.height()))
            if not spans:
                return value
            value = max(end for _, end in spans) if down else min(start for start, _ in spans)
        return value

    def _cut_at_bottom(self, content: QWidget, edge: int, full: int) -> int:
        """How much of a line the view's bottom edge at ``edge`` would cut across shows above it."""
        cut = 0
        if edge < content.height():
            for line in self._lines_at(content, edge - 1, full):
                top = line.mapTo(content, QPoint(0, 0)).y()
                if top + line.height() > edge:
                    cut = max(cut, edge - top)
        return cut

    def minimumSizeHint(self) -> QSize:
        content = self.widget()
        width = content.minimumSizeHint().width() if content is not None else 0
        # At least the badge's height, a little less than a scroll area's own minimum: a 1024×700
        # till (a title bar and a taskbar) with every banner showing needs those few pixels.
        height = min(super().minimumSizeHint().height(), DETAILS_AT_LEAST)
        if self._deciding is not None:
            height = max(height, min(self._deciding(), self._spare()))
        return QSize(width + self.verticalScrollBar().sizeHint().width(), height)

    def _spare(self) -> int:
        """The height the column's other controls leave at the height they ask for."""
        column = self.parentWidget()
        layout = column.layout() if column is not None else None
        if column is None or layout is None:
            return 0
        items = [layout.itemAt(i) for i in range(layout.count())]
        others = [
            item for item in items if item is not None and item.widget() is not self and not item.isEmpty()
        ]
        margins = layout.contentsMargins()
        width = column.width() - margins.left() - margins.right()

        def asked(item: QLayoutItem) -> int:  # a wrapped line asks its lines' height at this width
            wrapped = item.heightForWidth(width) if item.hasHeightForWidth() else 0
            return max(item.sizeHint().height(), wrapped)

        taken = sum(asked(item) for item in others)
        taken += max(0, layout.spacing()) * len(others) + margins.top() + margins.bottom()
        # A review's line under the details wraps inside a stack that does not say so (its size
        # is its page's, measured on one line): a line of its text is kept for it.
        return column.height() - taken - self.fontMetrics().lineSpacing()


class BannerArea(QScrollArea):
    """The banners under the top bar (storage, connection, clock), stacked, never taller than a
    eighth of the window: several at once on a 700 px screen scroll here rather than push the code
    field, the confirm step or Reverse off the bottom of the window. Hidden while none shows.

    A banner of ``whole`` (money the till has not written down) is never a scroll away: the area
    takes its whole height beyond that eighth. While it shows, money is paused, so no confirm step
    needs the room; cut at 1366×768 at 125 %, its last lines (why, and what the till does now)
    were under the counter."""

    def __init__(self, banners: list[QWidget], whole: tuple[QWidget, ...] = ()) -> None:
        super().__init__()
        self.banners = banners
        #: The banners kept whole beyond the area's eighth of the window.
        self.whole = whole
        content = QWidget()
        column = QVBoxLayout(content)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        for banner in banners:
            column.addWidget(banner)
            banner.installEventFilter(self)
        self.setWidget(content)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setVisible(False)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.ShowToParent, QEvent.Type.HideToParent):
            self.setVisible(any(not b.isHidden() for b in self.banners))
            self.updateGeometry()
        return False

    def _height(self) -> int:
        content = self.widget()
        if content is None:
            return 0
        layout = content.layout()
        width = self.width()  # the whole width: when the banners fit, no scroll bar takes any
        needed = (
            layout.heightForWidth(width)
            if layout is not None and layout.hasHeightForWidth() and width > 0
            else content.sizeHint().height()
        )
        kept_whole = sum(
            banner.heightForWidth(width) if banner.hasHeightForWidth() else banner.sizeHint().height()
            for banner in self.whole
            if not banner.isHidden()
        )
        return min(needed, max(self.window().height() // 8, 60) + kept_whole)

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self._height())

    def minimumSizeHint(self) -> QSize:
        return QSize(0, self._height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.height() != self._height():
            self.updateGeometry()


#: The fewest characters a one-line label keeps before it is cut with an ellipsis.
ONE_LINE_AT_LEAST = 12


class OneLineLabel(QLabel):
    """A line of the top bar that never wraps and never widens its row: its whole text while it
    fits, else its short form (a state without the hint beside it), else its shortest (a figure
    with the fewest words round it), else the last of them cut at its end with an ellipsis.
    Whatever is not shown is in the tooltip. A second line there took the room a 768 px till with
    150 % text needs for the review of a redemption."""

    def __init__(self, *, first: bool = False) -> None:
        """``first``: it asks only for its least width, so its row gives it what the others leave
        (with a stretch): it gives way before its neighbours do."""
        super().__init__()
        self._whole = ""
        self._short = ""
        self._shortest = ""
        self._first = first

    def show_text(self, whole: str, short: str = "", shortest: str = "") -> None:
        """Show ``whole``, or ``short`` (``whole`` itself when none is given) where it does not fit,
        or ``shortest`` where neither does."""
        self._whole, self._short = whole, short or whole
        self._shortest = shortest or self._short
        self._fit(self.contentsRect().width())
        self.updateGeometry()

    def whole_text(self) -> str:
        return self._whole

    def short_width(self) -> int:
        """The width its short form takes whole: all it can use once its whole text does not fit."""
        return self._size(self._short).width()

    def sizeHint(self) -> QSize:
        return self.minimumSizeHint() if self._first else self._size(self._whole)

    def minimumSizeHint(self) -> QSize:
        least = self.fontMetrics().averageCharWidth() * ONE_LINE_AT_LEAST
        short = self._size(self._short)
        return short.boundedTo(QSize(least, short.height()))

    def _size(self, text: str) -> QSize:
        margins = self.contentsMargins()
        return QSize(
            self.fontMetrics().horizontalAdvance(text) + margins.left() + margins.right() + 2 * self.margin(),
            super().minimumSizeHint().height(),
        )

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit(self.contentsRect().width())

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # larger text: what fits is measured again
            self._fit(self.contentsRect().width())
            self.updateGeometry()

    def _fit(self, width: int) -> None:
        metrics = self.fontMetrics()
        room = width - 2 * self.margin()
        fitting = (form for form in (self._whole, self._short) if metrics.horizontalAdvance(form) <= room)
        shown = next(fitting, metrics.elidedText(self._shortest, Qt.TextElideMode.ElideRight, room))
        if shown != self.text():
            self.setText(shown)
        self.setToolTip("" if shown == self._whole else self._whole)


class GiveWayRow(QWidget):
    """One line of ``OneLineLabel``s side by side (the top bar: the place, the staff, the
    connection), each given its whole width while the row has it; where it has not, they give way
    in the order of ``giving_way``, each down to its least width before the next gives any: a plain
    box layout shrank every label at once, and a long staff's name cut the place's name first."""

    def __init__(self, labels: list[OneLineLabel], giving_way: list[OneLineLabel], gap: int = 24) -> None:
        super().__init__()
        self._labels = labels
        self._giving_way = giving_way
        self._gap = gap
        for label in labels:
            label.setParent(self)

    def _extra(self) -> int:
        margins = self.contentsMargins()
        return margins.left() + margins.right() + self._gap * max(0, len(self._labels) - 1)

    def _height(self) -> int:
        margins = self.contentsMargins()
        tallest = max((label.sizeHint().height() for label in self._labels), default=0)
        return tallest + margins.top() + margins.bottom()

    def sizeHint(self) -> QSize:
        return QSize(sum(label.sizeHint().width() for label in self._labels) + self._extra(), self._height())

    def minimumSizeHint(self) -> QSize:
        least = sum(label.minimumSizeHint().width() for label in self._labels)
        return QSize(least + self._extra(), self._height())

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:  # a label's words changed: its width may too
            self.updateGeometry()
            self._arrange()
        return super().event(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._arrange()

    def _arrange(self) -> None:
        widths = {id(label): label.sizeHint().width() for label in self._labels}
        short = sum(widths.values()) + self._extra() - self.width()
        for label in self._giving_way:
            given = min(max(0, short), widths[id(label)] - label.minimumSizeHint().width())
            widths[id(label)] -= max(0, given)
            short -= max(0, given)
        self._hand_back(widths)
        area = self.contentsRect()
        # The last label sits at the right edge and the first at the left; any width the row has
        # beyond their whole widths goes to the ones between, whose words keep to their right.
        spare = max(0, -short)
        inner = self._labels[1:-1]
        x = area.left()
        for index, label in enumerate(self._labels):
            width = widths[id(label)]
            if label in inner:
                width += spare // len(inner) + (spare % len(inner) if label is inner[-1] else 0)
            elif not inner and index == len(self._labels) - 1:
                x += spare
            label.setGeometry(x, area.top(), max(0, width), area.height())
            x += width + self._gap

    def _hand_back(self, widths: dict[int, int]) -> None:
        """A label that gave way shows its short form, which may take less than it was left ("Online"
        without its last contact): the rest goes back to the labels that gave way before it, so the
        staff's name is not cut to "…" beside a wide gap."""
        for index, label in enumerate(self._giving_way):
            if widths[id(label)] >= label.sizeHint().width():
                continue
            spare = widths[id(label)] - label.short_width()
            for earlier in self._giving_way[:index]:
                back = max(0, min(spare, earlier.sizeHint().width() - widths[id(earlier)]))
                widths[id(earlier)] += back
                widths[id(label)] -= back
                spare -= back


class FiguresFirstLabel(WrapLabel):
    """A movement's outcome line: its whole text where that fits, else its short form (the same
    figures, its reference or who decides left to the tooltip), wrapped where even that does not
    fit and never cut, so no amount, balance or code is lost. The whole text fits on one line, or
    on the lines ``room`` (``set_room``) says the column can spare: a second line there took the
    room a 1366×768 till at 125 % needs for the hand-off's keys, yet on a 1024×768 till the
    voucher's details had room for a lost answer's whole two lines and showed its short form. A
    line with no short form wraps whole: its words are its meaning."""

    def __init__(self, *, short_on_one_line: bool = False) -> None:
        super().__init__()
        self._whole = ""
        self._short = ""
        self._details = ""
        self._room: Callable[[], int] | None = None
        #: The column is never squeezed past the short form on one line (a movement's figures,
        #: read as one); a banner's short form is sentences, which wrap.
        self._short_on_one_line = short_on_one_line

    def set_room(self, room: Callable[[], int], giver: QWidget) -> None:
        """``room()``: how many pixels taller this line may grow, beyond its height now, with
        nothing else cut; ``giver`` is what gives that room (the voucher's details), whose every
        resize (a hand-off shown under them, another voucher) is a new room to fit in."""
        self._room = room
        giver.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and self.isVisible():
            self._fit()
        return False

    def show_text(self, whole: str, short: str = "", details: str = "") -> None:
        """Show ``whole``, or ``short`` where ``whole`` does not fit on one line; ``details`` are
        for support, in the tooltip."""
        self._whole, self._short, self._details = whole, short, details
        self.updateGeometry()
        self._fit()

    def whole_text(self) -> str:
        return self._whole

    def narrowest_text(self) -> str:
        """The form it shows where space is short: the short one, or the whole when it has none."""
        return self._short or self._whole

    def minimumSizeHint(self) -> QSize:
        # A column is not squeezed past its short form on one line: its figures read as one
        # (the counter gave the feed the 2 px a Romanian outcome's figures needed).
        hint = super().minimumSizeHint()
        if not self._short or not self._short_on_one_line:
            return hint
        metrics = self.fontMetrics()
        margins = self.contentsMargins()
        wanted = metrics.horizontalAdvance(self._short) + metrics.averageCharWidth() + 2 * self.margin()
        return QSize(max(hint.width(), wanted + margins.left() + margins.right()), hint.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._fit()
        super().resizeEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # larger text: what fits is measured again
            self._fit()

    def _fit(self) -> None:
        # A character's width to spare: Qt's word wrap breaks a line a few pixels before the
        # font's own measure says it is full (a Polish copied line at 150 % took two lines).
        metrics = self.fontMetrics()
        room = self.contentsRect().width() - 2 * self.margin() - metrics.averageCharWidth()
        fits = not self._short or metrics.horizontalAdvance(self._whole) <= room or self._whole_fits_taller()
        shown = self._whole if fits else self._short
        if shown != self.text():
            self.setText(shown)
            self.fit_height()
        hidden = "" if fits else self._whole
        self.setToolTip("\n\n".join(part for part in (hidden, self._details) if part))

    def can_give(self) -> int:
        """How much shorter it would be in its short form, shown whole now: what it gives back to a
        line that needs the room (it gives it at its next fit, once that line has taken it)."""
        width = _lines_width(self)
        if not self._short or self.text() == self._short or self.isHidden() or width <= 0:
            return 0
        return max(0, _wrapped_height(self, self.text(), width) - _wrapped_height(self, self._short, width))

    def _whole_fits_taller(self) -> bool:
        """The whole text wrapped fits in the room the column spares. Measured against the height
        shown now, so the whole once shown stays while its room lasts, and the short form shown
        because the room was gone does not come back when the room it freed returns."""
        width = _lines_width(self)
        if self._room is None or width <= 0:
            return False
        taller = _wrapped_height(self, self._whole, width) - _wrapped_height(self, self.text(), width)
        return taller <= self._room()


def _lines_width(label: QLabel) -> int:
    """The width ``label`` wraps its text in, as Qt's label measures it: its contents less its
    margin and, framed with no indent of its own, the indent Qt gives it (an "x" less the margins).
    Counted without that indent, a lost answer's whole outcome took three lines where two were
    counted, so its room was never enough and never too little: it swapped forms at every layout
    pass and the window never settled."""
    width = label.contentsRect().width() - 2 * label.margin()
    indent = label.indent()
    if indent < 0 and label.frameWidth() > 0:
        indent = label.fontMetrics().horizontalAdvance("x") - 2 * label.margin()
    sides = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignRight
    return width - max(0, indent) if label.alignment() & sides else width


def _wrapped_height(label: QLabel, text: str, width: int) -> int:
    """The height of ``text`` wrapped in ``label``'s font at ``width``."""
    flags = Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeft
    return label.fontMetrics().boundingRect(0, 0, width, 10_000, flags, text).height()


#: What a busy button shows when its busy words are wider than its own words.
BUSY_SIGN = "…"


class SteadyButton(QPushButton):
    """A button as wide as its own words, busy or not: while busy it shows its busy words where
    they fit that width, else ``BUSY_SIGN``, the busy words in its tooltip and accessible name.
    Sized for its busy words, the lookup button pushed a Polish till at 150 % text past a 1366 px
    screen; sized for its own, "Wird gesucht…" was cut."""

    def __init__(self) -> None:
        super().__init__()
        self._words = ""
        self._busy_words = ""
        self._tip = ""
        self._busy = False

    def set_words(self, words: str, busy_words: str, tip: str) -> None:
        self._words, self._busy_words, self._tip = words, busy_words, tip
        self._show()

    def set_busy(self, busy: bool) -> None:
        self._busy = busy
        self.setEnabled(not busy)
        self._show()

    def sizeHint(self) -> QSize:
        """Measured as Qt measures a plain button, with its own words, whatever it shows now."""
        option = QStyleOptionButton()
        self.initStyleOption(option)
        text = self.fontMetrics().size(Qt.TextFlag.TextShowMnemonic, self._words or "XXXX")
        option.rect.setSize(text)
        return self.style().sizeFromContents(QStyle.ContentsType.CT_PushButton, option, text, self)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._show()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._show()

    def _show(self) -> None:
        if not self._busy:
            shown, tip = self._words, self._tip
        else:
            metrics = self.fontMetrics()
            fits = metrics.horizontalAdvance(self._busy_words) <= metrics.horizontalAdvance(self._words)
            shown, tip = (self._busy_words if fits else BUSY_SIGN), self._busy_words
        if shown != self.text():
            self.setText(shown)
        self.setToolTip(tip)
        self.setAccessibleName(tip if self._busy else "")


class FirstSideFirst(QSplitter):
    """A splitter whose first side (the voucher on the counter) gets the width it asks for before
    the second (the activity feed) grows past what it asks: shared alike, the feed took 150 px it
    did not need on a 1366×768 till at 125 % while the outcome line beside the hand-off wrapped.
    But what the second must show (``needs``: the feed's money, its amount, code and balance
    after) comes before the first grows past its least width: in Polish at 1024 px the balance
    after was a scroll away for want of 7 px the counter did not need.

    Where its width cannot hold both sides at their least (a 1024×768 screen at 125 %), it shows
    one at a time, the first unless the second is chosen (``show_second``), and both again as soon
    as the room returns."""

    #: Whether one side is shown at a time (``True``) or both side by side.
    narrow_changed = Signal(bool)
    #: Which side a narrow splitter shows: ``True`` for the second.
    second_shown = Signal(bool)

    def __init__(self, needs: Callable[[], int] | None = None) -> None:
        super().__init__()
        self._needs = needs
        self.narrow = False
        self._second_chosen = False

    def both_need(self) -> int:
        """The least width that holds both sides side by side, as their layouts ask for it."""
        first, second = self.widget(0), self.widget(1)
        if first is None or second is None:
            return 0
        least = [max(side.minimumSizeHint().width(), side.minimumWidth()) for side in (first, second)]
        # The second's least is also what it must show whole (the feed's money), not only what its
        # layout asks: at its layout's least the feed's balance after was a scroll away.
        needed = self._needs() if self._needs is not None else 0
        return least[0] + max(least[1], needed) + self.handleWidth()

    def minimumSizeHint(self) -> QSize:
        """The least size of either side alone: where both do not fit, one is shown at a time, so
        a window on a narrow screen may be as narrow as its screen."""
        sides = [side for side in (self.widget(0), self.widget(1)) if side is not None]
        if self.count() != 2 or len(sides) != 2:
            return super().minimumSizeHint()
        hints = [side.minimumSizeHint() for side in sides]
        return QSize(max(hint.width() for hint in hints), max(hint.height() for hint in hints))

    def show_second(self, chosen: bool) -> None:
        """On a narrow splitter, the second side in place of the first (``chosen``) or the first
        again; side by side, both stay and only the choice is kept for a narrow width."""
        if chosen == self._second_chosen:
            return
        self._second_chosen = chosen
        if self.narrow:
            self._show_sides()
        self.second_shown.emit(chosen)

    @property
    def second_chosen(self) -> bool:
        return self._second_chosen

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._decide()
        self.share()

    def event(self, event: QEvent) -> bool:
        # A side asking for another least width (a voucher shown, another language) is decided
        # again at once, not at the next resize.
        if event.type() == QEvent.Type.LayoutRequest:
            self._decide()
        return super().event(event)

    def _decide(self) -> None:
        # Never side by side a pixel short of both: the second short of its least showed the feed's
        # balance after a scroll away (Polish at 1024×768, in a real window's type).
        narrow = self.count() == 2 and self.width() < self.both_need()
        if narrow == self.narrow:
            return
        self.narrow = narrow
        self._show_sides()
        second = self.widget(1)
        if not narrow and second is not None:
            # Side by side again: the feed its figures' width, the counter the rest. The sides'
            # widths from before were a hidden side's, which ``share`` would start from.
            needed = max(self._needs() if self._needs is not None else 0, second.sizeHint().width())
            self.setSizes([max(0, self.width() - needed - self.handleWidth()), needed])
        self.narrow_changed.emit(narrow)

    def _show_sides(self) -> None:
        first, second = self.widget(0), self.widget(1)
        if first is None or second is None:
            return
        first.setVisible(not self.narrow or not self._second_chosen)
        second.setVisible(not self.narrow or self._second_chosen)

    def share(self) -> None:
        """Share the width again: on a resize, and when the second side's figures need another
        width (a language with longer money, larger text) without the splitter being resized."""
        first, second = self.widget(0), self.widget(1)
        if self.count() != 2 or first is None or second is None or self.narrow:
            return
        needed = self._needs() if self._needs is not None else 0
        asked = max(second.sizeHint().width(), second.minimumSizeHint().width())
        short = needed - second.width()
        if short > 0:
            moved = -max(0, min(short, first.width() - first.minimumSizeHint().width()))
        else:
            moved = max(0, min(first.sizeHint().width() - first.width(), second.width() - asked))
        if moved != 0:
            self.setSizes([first.width() + moved, second.width() - moved])


def words_give_way(table: QTableView, columns: tuple[int, ...]) -> None:
    """The ``columns`` of ``table`` (a name, a kind of movement: words, whole in their tooltips)
    share what the others leave and end in "…" there, so the figures beside them (every money
    column, each as wide as its text) stay whole in view in a longer language or larger text."""
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    for column in columns:
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
    header.setStretchLastSection(False)
    table.setWordWrap(False)
    table.setTextElideMode(Qt.TextElideMode.ElideRight)


def whole_words(text: str, metrics: QFontMetrics, room: int) -> str:
    """``text`` on one line in ``room``: whole, or its first and last words with "…" for those
    between, given way a whole word at a time from the middle.

    Qt's own eliding cuts inside a word, and so inside a figure ("120,0…"); here a word gives way
    whole. The end is kept with the start: it is what tells two notes apart ("2 vouchers activated,
    order #5088" and "…#5089"). Money keeps its groups and currency together with no-break spaces,
    so a figure is one word, shown whole or not at all; the whole text is the cell's tooltip."""
    if metrics.horizontalAdvance(text) <= room:
        return text
    words = text.split(" ")
    middle = (len(words) + 1) // 2
    head, tail = words[:middle], words[middle:]
    while head or tail:
        if head and (not tail or len(" ".join(head)) >= len(" ".join(tail))):
            head.pop()
        else:
            tail.pop(0)
        shown = " ".join([*head, "…", *tail])
        if metrics.horizontalAdvance(shown) <= room:
            return shown
    return "…"


def fewer_bullets(code: str, metrics: QFontMetrics, room: int) -> str:
    """A masked code with as many of its bullets as ``room`` takes, one at least: its tail whole."""
    tail = code.lstrip(BULLET)
    bullets = len(code) - len(tail)
    while bullets > 1 and metrics.horizontalAdvance(BULLET * bullets + tail) > room:
        bullets -= 1
    return BULLET * bullets + tail


def name_or_mail_in(text: str, metrics: QFontMetrics, room: int) -> str:
    """A guest's name or masked e-mail in ``room`` px, never cut in the middle: whole where it
    fits, else an e-mail keeps fewer bullets (its domain whole) and a name its first names as
    initials (``S. Fitzgerald-Hughes``: the surname a receptionist searched for whole). Only where
    even that does not fit is it cut at its end with "…"."""
    if metrics.horizontalAdvance(text) <= room:
        return text
    shorter = _shortest_form(text)
    if metrics.horizontalAdvance(shorter) <= room:
        if BULLET in text:  # as many bullets as the room takes
            return fewer_bullets_before(text, metrics, room)
        return shorter
    return metrics.elidedText(shorter, Qt.TextElideMode.ElideRight, room)


def _shortest_form(text: str) -> str:
    """``name_or_mail_in``'s form before any "…": one bullet before the domain, or initials."""
    if BULLET in text and "@" in text:
        first, _, domain = text.partition("@")
        return first.rstrip(BULLET) + BULLET + "@" + domain
    words = text.split()
    if len(words) < 2:
        return text
    return " ".join([*(f"{word[0]}." for word in words[:-1]), words[-1]])


def shortest_width(text: str, metrics: QFontMetrics) -> int:
    """The width ``name_or_mail_in`` needs to show ``text`` without an ellipsis."""
    return metrics.horizontalAdvance(_shortest_form(text))


def fewer_bullets_before(text: str, metrics: QFontMetrics, room: int) -> str:
    """A masked e-mail with as many of its bullets as ``room`` takes, one at least."""
    first, _, domain = text.partition("@")
    tail = first.rstrip(BULLET)
    bullets = len(first) - len(tail)
    while bullets > 1 and metrics.horizontalAdvance(tail + BULLET * bullets + "@" + domain) > room:
        bullets -= 1
    return tail + BULLET * bullets + "@" + domain


class HeadersGiveWay(QObject):
    """A table's long headers over short figures (a paid ratio, a consideration) give way to their
    short forms, in the order of ``giving_way``, each only while the columns at their whole headers
    are wider than the view: at 1024×768 at 125 % "Contraprestación" made its own money column a
    scroll away. The whole header is then the header's tooltip (``RecordTableModel.shorten``)."""

    def __init__(self, table: QTableView, giving_way: tuple[int, ...]) -> None:
        super().__init__(table)
        self._table = table
        self._giving_way = giving_way
        self._fitting = False
        self._viewport = table.viewport()
        table.installEventFilter(self)
        self._viewport.installEventFilter(self)
        model = table.model()
        model.modelReset.connect(self.fit)
        model.rowsInserted.connect(self.fit)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # Only the event's own type is read first: a table being deleted still sends its last events.
        kind = event.type()
        resized = kind == QEvent.Type.Resize and watched is self._viewport
        restyled = kind in (QEvent.Type.FontChange, QEvent.Type.StyleChange) and watched is self._table
        if resized or restyled:
            self.fit()
        return False

    def _header_width(self, column: int) -> int:
        return self._table.horizontalHeader().sectionSizeFromContents(column).width()

    def _widths(self) -> dict[int, tuple[int, int]]:
        """Each shown column's cells' width and its header's: a stretched column counts as the
        least a section may be (it shares what the others leave), its header then 0."""
        table, header = self._table, self._table.horizontalHeader()
        widths = {}
        for column in range(header.count()):
            if table.isColumnHidden(column):
                continue
            if header.sectionResizeMode(column) == QHeaderView.ResizeMode.Stretch:
                widths[column] = (header.minimumSectionSize(), 0)
            else:
                widths[column] = (table.sizeHintForColumn(column), self._header_width(column))
        return widths

    def fit(self) -> None:
        model = self._table.model()
        if not isinstance(model, RecordTableModel) or self._fitting:
            return
        self._fitting = True
        try:
            room = self._table.viewport().width()
            shortened: list[int] = []
            model.shorten(shortened)
            # Every row's cells are measured once, at the whole headers (most of a fit's time on a
            # long table); a header that gives way is measured again alone, in its short form, and
            # the width needed loses what that saves.
            widths = self._widths()
            needed = sum(max(cells, header) for cells, header in widths.values())
            for column in self._giving_way:
                if needed <= room:
                    break
                shortened.append(column)
                model.shorten(shortened)
                cells, whole = widths.get(column, (0, 0))
                if whole:  # a stretched or hidden column's header counts for nothing
                    needed -= max(cells, whole) - max(cells, self._header_width(column))
        finally:
            self._fitting = False
