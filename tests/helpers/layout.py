"""What a person sees cut, hidden or covered on a window, measured in widgets, not pixels.

``problems(window)`` lists, in words a test can print:

- a window larger than the room its screen leaves it (the available area less its frame);
- a visible control outside its window, or cut by the window's edge (a scroll area's content
  that is scrolled out of sight is not cut: it is a scroll away);
- two visible controls painted over each other;
- a one-line label whose text is wider than the label (Qt clips it at the edge without a sign),
  and a wrapped label shorter than its lines;
- a button narrower than its words, a combo box narrower than one of its choices;
- a control the keyboard cannot reach (a button that takes no focus);
- a list with room for fewer than ``ROWS_AT_LEAST`` whole rows;
- a column of money (right-aligned) not whole in its table's view, a scroll away or cut;
- two names of a column that gives way reading the same once they have given way (``names_alike``,
  with the lists);
- a table's header wider than its section, unless its column gives way (a name, a kind of
  movement) and the header ends in "…" with its whole text in its tooltip;
- a cell whose text carries money (a bill's or a refund's note) cut short, unless it is drawn on
  one line ending in "…" on purpose with its whole text in its tooltip (the shift report's note
  where the figures and codes beside it leave it too narrow to wrap);
- a field's hint (placeholder) cut: Qt elides it at the field's edge, in the type it is drawn in;
- money broken over two lines where a label or a cell wraps ("−" at one line's end and "£20.00"
  on the next, "1 250,00" and "GBP"), and a wrapped line holding money wider than its label (a
  run with no space Qt may break at runs past the edge, and is cut there).

Eliding is not a problem where a widget does it on purpose (``ElidingLabel``, a table's cells).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from PySide6.QtCore import QCoreApplication, QEvent, QModelIndex, QObject, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QHelpEvent, QTextLayout, QTextOption
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QAbstractSpinBox,
    QApplication,
    QCheckBox,
    QComboBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QRadioButton,
    QScrollBar,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionComboBox,
    QStyleOptionFrame,
    QStyleOptionViewItem,
    QTabBar,
    QTableView,
    QTextEdit,
    QToolButton,
    QToolTip,
    QWidget,
)

from app.core.masking import BULLET
from app.desk.common.widgets.hint_edit import BodyHintEdit
from app.desk.common.widgets.room import room_for

#: The controls a person reads or touches; their own insides (a spin box's line edit, a table's
#: headers) are theirs to lay out.
CONTROLS: tuple[type[QWidget], ...] = (
    QLabel,
    QAbstractButton,
    QLineEdit,
    QComboBox,
    QAbstractSpinBox,
    QAbstractItemView,
    QTextEdit,
    QPlainTextEdit,
    QTabBar,
)
#: Composite widgets whose children are not measured apart.
_WHOLE: tuple[type[QWidget], ...] = (QComboBox, QAbstractSpinBox, QAbstractItemView, QTabBar, QScrollBar)
#: A pixel of anti-aliasing or a style's shared border is not an overlap.
_TOUCH_PX = 1


def on_window(widget: QWidget, window: QWidget) -> QRect:
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


def controls(window: QWidget) -> list[QWidget]:
    """The visible controls of ``window`` (not of a dialog or popup of its own)."""
    found = []
    for widget in window.findChildren(QWidget):
        if not isinstance(widget, CONTROLS) or not widget.isVisible() or widget.window() is not window:
            continue
        if widget.width() <= 0 or widget.height() <= 0:
            continue
        parent = widget.parentWidget()
        inside_whole = False
        while parent is not None and parent is not window:
            if isinstance(parent, _WHOLE):
                inside_whole = True
                break
            parent = parent.parentWidget()
        if not inside_whole:
            found.append(widget)
    return found


def _name(widget: QWidget) -> str:
    if isinstance(widget, QLabel | QAbstractButton) and widget.text():
        text = widget.text()
        return f"{type(widget).__name__} {text[:40]!r}"
    return f"{type(widget).__name__} {widget.accessibleName() or widget.objectName()!r}"


def _scroll_area_of(widget: QWidget, window: QWidget) -> QAbstractScrollArea | None:
    parent = widget.parentWidget()
    while parent is not None and parent is not window:
        if isinstance(parent, QAbstractScrollArea) and parent.viewport().isAncestorOf(widget):
            return parent
        parent = parent.parentWidget()
    return None


#: The smallest a finger can hit on a till's touch screen (as tests/shell/test_fits_the_screen.py).
FINGER_PX = 40


def words_cut(root: QWidget, widgets: Iterable[QWidget], *, scroll_away: bool = False) -> list[str]:
    """Which of ``widgets`` (the labels, buttons and fields shown) are outside ``root`` or clipped,
    wrapped short of their lines, or a button too small to touch or narrower than its words. With
    ``scroll_away``, one out of sight in a scroll area of ``root`` is a scroll away, not cut."""
    found = []
    for widget in widgets:
        if not widget.isVisible() or not isinstance(widget, QLabel | QAbstractButton | QLineEdit):
            continue
        name = widget.text() if isinstance(widget, QLabel | QAbstractButton) else widget.accessibleName()
        where = QRect(widget.mapTo(root, QPoint(0, 0)), widget.size())
        out_of_sight = (
            not root.rect().contains(where) or widget.visibleRegion().boundingRect() != widget.rect()
        )
        if out_of_sight and not (scroll_away and _scroll_area_of(widget, root) is not None):
            found.append(f"outside or clipped: {name!r} at {where.getRect()}")
        wrapped = isinstance(widget, QLabel) and widget.wordWrap() and bool(widget.text())
        if wrapped and widget.height() < widget.heightForWidth(widget.width()):
            found.append(f"lines cut: {name!r}")
        if widget.metaObject().className() == "QPushButton" and (
            widget.height() < FINGER_PX or widget.width() < widget.sizeHint().width() - 8
        ):
            found.append(f"button squeezed: {name!r} {widget.width()}×{widget.height()}")
    return found


def too_large(window: QWidget) -> list[str]:
    room = room_for(window).size()
    found = []
    for what, size in (("size", window.size()), ("smallest size", window.minimumSizeHint())):
        if size.width() > room.width() or size.height() > room.height():
            found.append(
                f"{type(window).__name__}'s {what} {_text(size)} is larger than its room {_text(room)}"
            )
    return found


def _text(size: QSize) -> str:
    return f"{size.width()}×{size.height()}"


def cut(window: QWidget, shown: list[QWidget]) -> list[str]:
    found = []
    for widget in shown:
        if _scroll_area_of(widget, window) is not None:
            continue  # a scroll away, not cut
        where = on_window(widget, window)
        if not window.rect().contains(where):
            found.append(f"{_name(widget)} is outside the window at {where.getRect()}")
        elif widget.visibleRegion().boundingRect() != widget.rect():
            found.append(f"{_name(widget)} is cut by what holds it")
    return found


def in_sight(widget: QWidget, window: QWidget) -> QRect:
    """The part of ``widget`` its parents leave in sight (a scroll area shows a part of its content)."""
    seen = on_window(widget, window)
    parent = widget.parentWidget()
    while parent is not None and parent is not window:
        seen = seen.intersected(on_window(parent, window))
        parent = parent.parentWidget()
    return seen


def whole_in_sight(widget: QWidget, window: QWidget) -> bool:
    """Shown, not scrolled out of view nor cut by what holds it."""
    return widget.isVisible() and in_sight(widget, window) == on_window(widget, window)


def not_whole_in_sight(window: QWidget, widgets: Iterable[QWidget]) -> list[str]:
    """Which of ``widgets`` (what must be read without a scroll) are hidden, scrolled out of view
    or cut by what holds them, in words a test can print."""
    return [
        f"{_name(widget)} is not whole in sight" for widget in widgets if not whole_in_sight(widget, window)
    ]


def overlapping(window: QWidget, shown: list[QWidget]) -> list[str]:
    found = []
    rects = []
    for widget in shown:
        seen = in_sight(widget, window)
        if seen.width() > 2 * _TOUCH_PX and seen.height() > 2 * _TOUCH_PX:
            rects.append((widget, seen.adjusted(_TOUCH_PX, _TOUCH_PX, -_TOUCH_PX, -_TOUCH_PX)))
    for i, (first, first_rect) in enumerate(rects):
        for second, second_rect in rects[i + 1 :]:
            if first.isAncestorOf(second) or second.isAncestorOf(first):
                continue
            if first_rect.intersects(second_rect):
                area = first_rect.intersected(second_rect)
                found.append(
                    f"{_name(first)} and {_name(second)} overlap ({area.width()}×{area.height()} px)"
                )
    return found


def clipped_text(shown: list[QWidget]) -> list[str]:
    found = []
    for widget in shown:
        if isinstance(widget, QLabel) and widget.text():
            room = widget.contentsRect()
            if widget.wordWrap():
                if widget.height() < widget.heightForWidth(widget.width()):
                    found.append(f"{_name(widget)} is shorter than its lines")
                if widget.textFormat().name != "RichText":
                    found += [f"{_name(widget)}: {line}" for line in lines_past_the_edge(widget)]
            elif widget.textFormat().name != "RichText" and "<" not in widget.text():
                text = widget.text()
                if widget.buddy() is not None:  # "&Amount": the & marks Alt's letter, never drawn
                    text = text.replace("&&", "\0").replace("&", "").replace("\0", "&")
                widest = max(widget.fontMetrics().horizontalAdvance(line) for line in text.split("\n"))
                if widest > room.width() + 1:
                    found.append(f"{_name(widget)} is cut: {widest} px of text in {room.width()} px")
        elif isinstance(widget, QLineEdit) and widget.height() < widget.minimumSizeHint().height():
            # Squeezed by a full column, a field's figures lose their lower half.
            needed = widget.minimumSizeHint().height()
            found.append(f"{_name(widget)} is shorter than its text ({widget.height()} < {needed})")
        elif isinstance(widget, QComboBox) and (short := _choice_cut(widget)):
            found.append(f"{_name(widget)}: its choice {short!r} is cut")
        elif isinstance(widget, QPushButton) and widget.height() < widget.fontMetrics().height():
            found.append(f"{_name(widget)} is shorter than a line of its words")
        elif (
            isinstance(widget, QPushButton)
            and widget.text()
            and widget.width() < widget.sizeHint().width() - 8
        ):
            found.append(
                f"{_name(widget)} is narrower than its words ({widget.width()} < {widget.sizeHint().width()})"
            )
        elif (
            isinstance(widget, QCheckBox | QRadioButton)
            and widget.text()
            and widget.width() < widget.sizeHint().width() - 2
        ):
            found.append(f"{_name(widget)} is narrower than its words")
    return found


def _choice_cut(combo: QComboBox) -> str:
    """The first of ``combo``'s choices wider than the room its box leaves its text, or "": a choice's
    words are never cut (Qt cuts them with no "…" at the box's edge, "Letzte 12 Monat"). A box
    sized to a set number of characters (``AdjustToMinimumContentsLengthWithIcon``: a manager's
    reasons, a location's name) holds sentences and names, which give way; it is not measured."""
    if combo.sizeAdjustPolicy() is QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon:
        return ""
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    room = combo.style().subControlRect(
        QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, combo
    )
    metrics = combo.fontMetrics()
    for index in range(combo.count()):
        text = combo.itemText(index)
        if metrics.horizontalAdvance(text) > room.width() + 1:
            return text
    return ""


#: Qt's own room between a line edit's contents and its text, either side.
_LINE_EDIT_MARGIN_PX = 2


def cut_hints(shown: list[QWidget]) -> list[str]:
    """An empty field whose hint is wider than the room Qt leaves it: its contents less the
    style's padding, its text margins and a visible button inside it (a filter's clear button)."""
    found = []
    for edit in shown:
        if not isinstance(edit, QLineEdit) or edit.text() or not edit.placeholderText():
            continue
        option = QStyleOptionFrame()
        edit.initStyleOption(option)
        room = edit.style().subElementRect(QStyle.SubElement.SE_LineEditContents, option, edit).width()
        room -= edit.textMargins().left() + edit.textMargins().right() + 2 * _LINE_EDIT_MARGIN_PX
        room -= sum(b.width() for b in edit.findChildren(QToolButton) if b.isVisible())
        font = edit.hint_font() if isinstance(edit, BodyHintEdit) else edit.font()
        needed = QFontMetrics(font).horizontalAdvance(edit.placeholderText())
        if needed > room:
            found.append(f"{_name(edit)}: its hint {edit.placeholderText()!r} is cut ({needed} px in {room})")
    return found


def unreachable(shown: list[QWidget]) -> list[str]:
    return [
        f"{_name(w)} takes no keyboard focus"
        for w in shown
        if isinstance(w, QAbstractButton)
        and w.isEnabled()
        and not (w.focusPolicy() & Qt.FocusPolicy.TabFocus)
        and w.shortcut().isEmpty()
        and not isinstance(w.parentWidget(), QTabBar)
    ]


#: A figure (an amount, a code, a date and time, an order number) is short; a longer text holding a
#: digit ("valid 365 days · can be used in part") is a description, which may give way.
FIGURE_CHARS = 16
#: A cell's padding either side of its text in the till's style.
_CELL_PADDING_PX = 6


def _wrapped_whole(table: QTableView, row: int, width: int, text: str) -> bool:
    """A list of figures ("700245, 700246") wrapped at its spaces onto lines its row shows whole:
    each figure on a line, none cut."""
    metrics, room = table.fontMetrics(), width - _CELL_PADDING_PX
    if not table.wordWrap() or " " not in text or room <= 0:
        return False
    if max(metrics.horizontalAdvance(word) for word in text.split()) > room:
        return False
    flags = int(Qt.TextFlag.TextWordWrap)
    return table.rowHeight(row) >= metrics.boundingRect(0, 0, room, 10_000, flags, text).height()


def header_tip(header: QHeaderView, section: int) -> str:
    """The tooltip a person pointing at ``section`` of ``header`` is shown, asked as Qt asks it
    (a help event at the section's middle, where a scroll would bring it), hidden again once read."""
    viewport = header.viewport()
    middle = header.sectionViewportPosition(section) + header.sectionSize(section) // 2
    where = QPoint(middle, viewport.height() // 2)
    _tip_gone()
    QCoreApplication.sendEvent(viewport, QHelpEvent(QEvent.Type.ToolTip, where, viewport.mapToGlobal(where)))
    shown = QToolTip.text() if QToolTip.isVisible() else ""
    _tip_gone()
    return shown


def _tip_gone() -> None:
    """No tooltip shows: Qt's own ``hideText`` lets one fade for a moment, still readable."""
    QToolTip.hideText()
    for widget in QApplication.topLevelWidgets():
        if widget.inherits("QTipLabel"):
            widget.hide()


def _header_cut(header: QHeaderView, section: int, title: str, *, gives_way: bool) -> list[str]:
    """What is wrong with a header whose text is wider than its section: a figure's header is
    never cut (its column is as wide as it); a column of words that gives way may end its header
    in "…", the whole header then its tooltip. Clipped without a sign (Spanish "Movimiento" shown
    as "ovimier", centred and cut at both ends), or elided with nothing to point at, it is cut."""
    table = header.parentWidget()
    name = (table.accessibleName() or table.objectName()) if table is not None else ""
    width = header.sectionSize(section)
    if not gives_way:
        return [f"{name}: the header {title!r} is cut ({width} px)"]
    if header.textElideMode() == Qt.TextElideMode.ElideNone:
        return [f"{name}: the header {title!r} is clipped without an ellipsis ({width} px)"]
    # A short form's tooltip is its whole header (``RecordTableModel.shorten``).
    whole = str(
        header.model().headerData(section, header.orientation(), Qt.ItemDataRole.ToolTipRole) or title
    )
    tip = header_tip(header, section)
    if tip != whole:
        return [f"{name}: the header {title!r} is elided ({width} px), its tooltip {tip!r}, not {whole!r}"]
    return []


def _shown_columns(shown: list[QWidget]) -> Iterator[tuple[QTableView, int]]:
    """Each table among ``shown`` with a model, and each of its columns not hidden."""
    for table in shown:
        if isinstance(table, QTableView) and table.model() is not None:
            for column in range(table.model().columnCount()):
                if not table.isColumnHidden(column):
                    yield table, column


def cut_in_tables(shown: list[QWidget]) -> list[str]:
    """A table's header cut, or a cell cut that holds a figure (money, a code, a date, an order
    number): those are never elided. A name, a product's name or a description may give way, with
    an ellipsis, and so may the last column, which takes what the others leave: its header too,
    ending in "…" with its whole text in its tooltip."""
    found = []
    for table, column in _shown_columns(shown):
        model, header = table.model(), table.horizontalHeader()
        name = table.accessibleName() or table.objectName()
        if header.sectionSize(column) > 0:
            width = header.sectionSize(column)
            title = str(model.headerData(column, Qt.Orientation.Horizontal) or "")
            # The last column stretches into what is left, and a column made to share what the
            # others leave (``words_give_way``): their words are what gives way first.
            gives_way = (
                header.stretchLastSection() and header.visualIndex(column) == model.columnCount() - 1
            ) or header.sectionResizeMode(column) is QHeaderView.ResizeMode.Stretch
            if title and header.isVisible() and header.sectionSizeHint(column) > width + 1:
                found += _header_cut(header, column, title, gives_way=gives_way)
            metrics = table.fontMetrics()
            for row in range(min(model.rowCount(), 20)):
                text = str(model.data(model.index(row, column)) or "")
                # A masked code's bullets may give way (the feed keeps one); never its tail.
                text = BULLET + text.lstrip(BULLET) if text.startswith(BULLET) else text
                if len(text) <= FIGURE_CHARS and any(c.isdigit() for c in text):
                    needed = (
                        max(metrics.horizontalAdvance(line) for line in text.split("\n")) + _CELL_PADDING_PX
                    )
                    if needed > width and not _wrapped_whole(table, row, width, text):
                        found.append(f"{name}: {text!r} is cut in {title!r} ({width} < {needed} px)")
                        break
    return found


#: The fewest whole rows a list has room for: with fewer, a cashier scrolls to compare two lines.
ROWS_AT_LEAST = 4
#: An amount as the till writes it in any language ("£12.00", "12,00 zł", "1 250,00 €"), not a
#: German or Polish date ("28.09.2026").
_MONEY = re.compile(r"\d[.,]\d{2}(?![\d]|[.,]\d)")


def few_rows(shown: list[QWidget]) -> list[str]:
    """A list with room for fewer than its first ``ROWS_AT_LEAST`` rows whole, as tall as they are now."""
    found = []
    for table in shown:
        if not isinstance(table, QTableView) or table.model() is None:
            continue
        rows = table.verticalHeader()
        # The first rows as they are tall now (a wrapped note makes one row taller than the next),
        # then rows of the usual height where the list has fewer.
        first = min(table.model().rowCount(), ROWS_AT_LEAST)
        heights = [rows.sectionSize(row) for row in range(first)]
        heights += [rows.defaultSectionSize()] * (ROWS_AT_LEAST - first)
        needed = sum(heights)
        if table.viewport().height() < needed:
            name = table.accessibleName() or table.objectName()
            found.append(
                f"{name}: {table.viewport().height()} px, not room for {ROWS_AT_LEAST} whole rows "
                f"({'+'.join(map(str, heights))} px)"
            )
    return found


def money_out_of_view(shown: list[QWidget]) -> list[str]:
    """A column of money (its cells right-aligned, as every money column of the till is) not whole
    in its table's view, and a cell that carries money (a note saying what is left to pay) cut."""
    found = []
    for table in shown:
        if not isinstance(table, QTableView) or table.model() is None or not table.model().rowCount():
            continue
        model, header = table.model(), table.horizontalHeader()
        name = table.accessibleName() or table.objectName()
        width = table.viewport().width()
        for column in range(model.columnCount()):
            if table.isColumnHidden(column):
                continue
            title = str(model.headerData(column, Qt.Orientation.Horizontal) or "")
            align = model.data(model.index(0, column), Qt.ItemDataRole.TextAlignmentRole)
            left = header.sectionViewportPosition(column)
            right = left + header.sectionSize(column)
            right_aligned = align is not None and int(align) & int(Qt.AlignmentFlag.AlignRight)
            if right_aligned and (left < 0 or right > width):
                found.append(
                    f"{name}: the money column {title!r} is not whole ({left}–{right} of {width} px)"
                )
            found += _money_cut(table, column, title)
    return found


def _given_way(table: QTableView, row: int, column: int, text: str) -> bool:
    """A cell drawn on one line ending in "…" on purpose, its whole text in its tooltip: a report's
    note where the figures and codes beside it leave it too narrow to wrap. Its words give way, a
    figure in it never: drawn as Qt would draw it in its cell, its "…" may stand for whole figures,
    never for part of one ("3 vouchers: 120,0…" is a figure cut)."""
    index = table.model().index(row, column)
    option = QStyleOptionViewItem()
    wrap = QStyleOptionViewItem.ViewItemFeature.WrapText
    option.features = wrap if table.wordWrap() else QStyleOptionViewItem.ViewItemFeature.None_
    option.rect = table.visualRect(index)
    option.fontMetrics = table.fontMetrics()
    delegate = table.itemDelegateForIndex(index)
    if isinstance(delegate, QStyledItemDelegate):
        delegate.initStyleOption(option, index)
    wraps = bool(option.features & wrap)
    if wraps or index.data(Qt.ItemDataRole.ToolTipRole) != text:
        return False
    # A delegate that paints a text of its own choosing (``NotKeyedDelegate.drawn``) says which.
    painted = getattr(delegate, "drawn", None)
    shown = painted(option, index) if callable(painted) else option.text
    room = table.horizontalHeader().sectionSize(column) - _CELL_PADDING_PX
    drawn = option.fontMetrics.elidedText(str(shown), option.textElideMode, room)
    head, _, tail = drawn.partition("…")
    head, tail = head.rstrip(), tail.lstrip()
    if not (text.startswith(head) and text.endswith(tail)):
        return False
    cuts = (len(head), len(text) - len(tail))
    figures = list(MONEY_FIGURE.finditer(text))
    return not any(figure.start() < cut < figure.end() for figure in figures for cut in cuts)


def _money_cut(table: QTableView, column: int, title: str) -> list[str]:
    model, metrics = table.model(), table.fontMetrics()
    room = table.horizontalHeader().sectionSize(column) - _CELL_PADDING_PX
    for row in range(min(model.rowCount(), 20)):
        text = str(model.data(model.index(row, column)) or "")
        if not _MONEY.search(text) or _given_way(table, row, column, text):
            continue
        lines = text.split("\n")
        widest = max(metrics.horizontalAdvance(line) for line in lines)
        if table.wordWrap():
            tall = (
                table.rowHeight(row)
                >= metrics.boundingRect(
                    0, 0, max(room, 1), 10_000, int(Qt.TextFlag.TextWordWrap), text
                ).height()
            )
            if tall:
                continue
        elif widest <= room:
            continue
        name = table.accessibleName() or table.objectName()
        return [f"{name}: {text[:40]!r}, which carries money, is cut in {title!r} ({room} < {widest} px)"]
    return []


#: Money as the till writes it, its sign and currency with it: "−£20.00", "1 250,00 GBP",
#: "1.250,00 £", "50.00 CHF", "12,50 US$". The spaces in it are any Qt could break a line at.
MONEY_FIGURE = re.compile(
    r"[−+-]?\u2060?(?:[£€$]|\b[A-Z]{3}[ \u00a0])?"
    r"\d{1,3}(?:[.,’'\u00a0\u202f]\d{3})*[.,]\d{2}(?![\d])"
    r"(?:[ \u00a0](?:[A-Z]{3}\b|US\$|[£€$]|zł))?"
)


def wrapped_lines(text: str, font: QFont, width: int) -> list[tuple[int, int, float]]:
    """The lines Qt's word wrap makes of ``text`` at ``width`` px: each one's start, length and
    natural width (as a label or a cell lays its text out, a line break for each ``\n``)."""
    layout = QTextLayout(text.replace("\n", "\u2028"), font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    lines = []
    layout.beginLayout()
    while (line := layout.createLine()).isValid():
        line.setLineWidth(max(width, 1))
        lines.append((line.textStart(), line.textLength(), line.naturalTextWidth()))
    layout.endLayout()
    return lines


def lines_past_the_edge(label: QLabel) -> list[str]:
    """A wrapped line of ``label`` wider than the label: a run Qt may not break (a reference kept
    with its words by no-break spaces, a code) is cut at the label's edge, whatever it holds."""
    width = label.contentsRect().width() - 2 * label.margin()
    text = label.text()
    return [
        f"{text[start : start + length].strip()[:40]!r} runs past its edge ({natural:.0f} px in {width} px)"
        for start, length, natural in wrapped_lines(text, label.font(), width)
        if natural > width + 1
    ]


def broken_money(text: str, font: QFont, width: int) -> list[str]:
    """What is wrong with the money of ``text`` wrapped at ``width``: a figure a line break falls
    inside, and a line holding money wider than ``width`` (its end cut at the edge)."""
    lines = wrapped_lines(text, font, width)
    starts = [start for start, _length, _width in lines[1:]]
    found = [
        f"{figure.group()!r} is broken over two lines"
        for figure in MONEY_FIGURE.finditer(text)
        if any(figure.start() < start < figure.end() for start in starts)
    ]
    for start, length, natural in lines:
        shown = text[start : start + length]
        if natural > width + 1 and MONEY_FIGURE.search(shown):
            found.append(f"{shown.strip()[:40]!r} is cut at the edge ({natural:.0f} px in {width} px)")
    return found


def money_broken(shown: list[QWidget]) -> list[str]:
    """Money broken over two lines, or cut at the edge, in a wrapped label or a wrapped cell."""
    found = []
    for widget in shown:
        if isinstance(widget, QLabel) and widget.wordWrap() and widget.textFormat().name != "RichText":
            width = widget.contentsRect().width() - 2 * widget.margin()
            found += [f"{_name(widget)}: {p}" for p in broken_money(widget.text(), widget.font(), width)]
        elif isinstance(widget, QTableView) and widget.wordWrap() and widget.model() is not None:
            found += _cells_broken(widget)
    return found


def _cells_broken(table: QTableView) -> list[str]:
    model, header = table.model(), table.horizontalHeader()
    name = table.accessibleName() or table.objectName()
    for column in range(model.columnCount()):
        if table.isColumnHidden(column):
            continue
        width = header.sectionSize(column) - _CELL_PADDING_PX
        for row in range(min(model.rowCount(), 20)):
            text = str(model.data(model.index(row, column)) or "")
            if not MONEY_FIGURE.search(text) or _given_way(table, row, column, text):
                continue
            wrong = broken_money(text, table.font(), width)
            if wrong:
                return [f"{name}: row {row + 1}, column {column + 1}, {wrong[0]}"]
    return []


def _cell_option(table: QTableView, index: QModelIndex) -> QStyleOptionViewItem:
    """How a cell is drawn: the table's word wrap and elide mode, as its delegate changes them."""
    option = QStyleOptionViewItem()
    option.textElideMode = table.textElideMode()
    if table.wordWrap():
        option.features = QStyleOptionViewItem.ViewItemFeature.WrapText
    delegate = table.itemDelegateForIndex(index)
    if isinstance(delegate, QStyledItemDelegate):
        delegate.initStyleOption(option, index)
    return option


def shown_in_cell(table: QTableView, row: int, column: int) -> str:
    """A cell's text as a person reads it: on one line with "…" where it is too wide, or wrapped
    onto the lines its row has, the last of them with "…" where the rest does not fit."""
    index = table.model().index(row, column)
    text = str(index.data() or "")
    option = _cell_option(table, index)
    metrics = table.fontMetrics()
    room = table.horizontalHeader().sectionSize(column) - _CELL_PADDING_PX
    if not option.features & QStyleOptionViewItem.ViewItemFeature.WrapText:
        return metrics.elidedText(text, option.textElideMode, room)
    lines = wrapped_lines(text, table.font(), room)
    # Qt draws a cell's lines while each fits whole in the row, eliding the last it draws.
    fit = max(1, table.rowHeight(row) // metrics.height())
    kept = [text[start : start + length].strip() for start, length, _ in lines[: fit - 1]]
    rest = text[lines[min(fit, len(lines)) - 1][0] :] if lines else ""
    return "\n".join([*kept, metrics.elidedText(rest.replace("\n", " "), option.textElideMode, room)])


def names_alike(shown: list[QWidget]) -> list[str]:
    """Two different names in a column of words that gives way reading the same once it has given
    way ("Spa Day for Two" and "Spa Treatments Voucher" both "Spa …"): a cashier cannot tell
    which product, line or guest is which without pointing at each."""
    found = []
    for table, column in _shown_columns(shown):
        model, header = table.model(), table.horizontalHeader()
        name = table.accessibleName() or table.objectName()
        if header.sectionResizeMode(column) is QHeaderView.ResizeMode.Stretch:
            read: dict[str, str] = {}
            for row in range(min(model.rowCount(), 20)):
                whole = str(model.data(model.index(row, column)) or "")
                seen = shown_in_cell(table, row, column)
                other = read.setdefault(seen, whole)
                if other != whole:
                    title = str(model.headerData(column, Qt.Orientation.Horizontal) or "")
                    found.append(
                        f"{name}: {other!r} and {whole!r} both read {seen!r} in {title!r} "
                        f"({header.sectionSize(column)} px)"
                    )
    return found


def problems(window: QWidget) -> list[str]:
    """Everything a person would see cut, hidden or covered on ``window`` as it is now."""
    shown = controls(window)
    return (
        too_large(window)
        + cut(window, shown)
        + overlapping(window, shown)
        + clipped_text(shown)
        + cut_hints(shown)
        + unreachable(shown)
        + cut_in_tables(shown)
        + money_broken(shown)
    )


def list_problems(window: QWidget) -> list[str]:
    """A list of ``window`` with room for too few rows, whose money is not whole in view, or whose
    names read alike once they give way."""
    shown = controls(window)
    return few_rows(shown) + money_out_of_view(shown) + names_alike(shown)


class _Passes(QObject):
    """Counts the layout passes Qt delivers (``LayoutRequest`` events), to any object."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:
            self.count += 1
        return False


def laid_out(most: int = 20) -> None:
    """Every layout pass a window has asked for has run, as the loop's next turns would run them.

    A widget whose size hints change has Qt post a pass for its window; a pass may ask for another
    (a window that grows lays its insides out again), so they are delivered until one asks for none.
    """
    app = QCoreApplication.instance()
    assert app is not None
    passes = _Passes()
    app.installEventFilter(passes)
    try:
        for _ in range(most):
            before = passes.count
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
            if passes.count == before:
                return
    finally:
        app.removeEventFilter(passes)
    raise AssertionError(f"the layout still asked for another pass after {most}")
