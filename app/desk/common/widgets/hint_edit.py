"""A line edit whose hint (placeholder) reads whole: drawn in the body's type, short if need be.

The code field is in large type so a scanned code reads at arm's length; Qt draws a placeholder in
the field's own font, so its hint needed more room than the field has in every language and was
cut ("Scan or type a vouch…"). A hint is read once, close up: here it is drawn in the type of the
window around the field. Where even that leaves too little room (Polish and German beside their
wider buttons, text at 150 %, a narrow field for an order number) the field shows its short hint;
the whole one stays its accessible description and, unless it has a tip of its own, its tooltip.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPaintEvent, QPalette, QResizeEvent
from PySide6.QtWidgets import QApplication, QLineEdit, QStyle, QStyleOptionFrame, QToolButton, QWidget

#: Qt keeps this many pixels between a line edit's contents and its text, each side.
_TEXT_MARGIN_PX = 2


def hint_room(edit: QLineEdit) -> QRect:
    """Where a line edit draws its placeholder: its contents less its padding, its text margins
    and a button inside it (a filter's clear button keeps its room while the field is empty), as
    Qt's own ``QLineEdit::paintEvent`` lays it out."""
    option = QStyleOptionFrame()
    edit.initStyleOption(option)
    room = edit.style().subElementRect(QStyle.SubElement.SE_LineEditContents, option, edit)
    margins = edit.textMargins()
    buttons = sum(b.width() for b in edit.findChildren(QToolButton) if b.isVisibleTo(edit))
    return room.adjusted(
        margins.left() + _TEXT_MARGIN_PX,
        margins.top(),
        -margins.right() - _TEXT_MARGIN_PX - buttons,
        -margins.bottom(),
    )


def hint_width(edit: QLineEdit) -> int:
    """The width ``edit`` needs to show its placeholder whole: the text and the field's own
    padding, frame and margins (known once it is polished)."""
    edit.ensurePolished()
    chrome = edit.width() - hint_room(edit).width()
    font = edit.hint_font() if isinstance(edit, BodyHintEdit) else edit.font()
    return QFontMetrics(font).horizontalAdvance(edit.placeholderText()) + chrome


def fit_hint(edit: QLineEdit, widest: int) -> None:
    """A narrow field (an order number, an amount) at most ``widest`` px wide, unless its hint
    needs more in this language and text size: then just as wide as its hint."""
    needed = hint_width(edit)
    edit.setMaximumWidth(max(widest, needed))


class BodyHintEdit(QLineEdit):
    """A line edit whose hint is drawn in ``hint_font()``, whole or short as the room allows.

    ``set_hint(whole, short)`` sets both; ``placeholderText()`` is the one shown now."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._whole = ""
        self._short = ""
        self._hint_colour = QColor(self.palette().color(QPalette.ColorRole.PlaceholderText))

    def set_hint(self, whole: str, short: str) -> None:
        if self._whole and self.toolTip() == self._whole:  # the last language's, set here
            self.setToolTip("")
        self._whole, self._short = whole, short
        self.setAccessibleDescription(whole)
        self._choose()

    def hint_font(self) -> QFont:
        """The type of the window around the field (the till's body type)."""
        parent = self.parentWidget()
        return parent.font() if parent is not None else QApplication.font()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._choose()

    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        if event.type() == QEvent.Type.Polish:
            # Qt still lays out and elides its placeholder in the large type; it is drawn unseen
            # (the style sheet's palette is the widget's once it is polished), and ``paintEvent``
            # draws the hint in the body's type over it.
            self._hide_qt_placeholder()
        return handled

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange, QEvent.Type.ParentChange):
            self._choose()
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.StyleChange):
            self._hide_qt_placeholder()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        hint = self.placeholderText()
        if self.text() or not hint:
            return
        room = hint_room(self)
        painter = QPainter(self)
        painter.setFont(self.hint_font())
        painter.setPen(self._hint_colour)
        painter.setClipRect(room)
        align = QStyle.visualAlignment(self.layoutDirection(), Qt.AlignmentFlag.AlignLeft)
        painter.drawText(room, int(align | Qt.AlignmentFlag.AlignVCenter), hint)
        painter.end()

    def _choose(self) -> None:
        if not self._whole:
            return
        fits = QFontMetrics(self.hint_font()).horizontalAdvance(self._whole) <= hint_room(self).width()
        shown = self._whole if fits or not self._short else self._short
        if shown != self.placeholderText():
            self.setPlaceholderText(shown)
        # The whole hint a pointer away while the short one is shown, unless the field has a tip
        # of its own (the code field's says how it works).
        if shown == self._short and not self.toolTip():
            self.setToolTip(self._whole)
        elif shown == self._whole and self.toolTip() == self._whole:
            self.setToolTip("")

    def _hide_qt_placeholder(self) -> None:
        palette = self.palette()
        colour = palette.color(QPalette.ColorRole.PlaceholderText)
        if colour.alpha() == 0:
            return
        self._hint_colour = QColor(colour)
        palette.setColor(QPalette.ColorRole.PlaceholderText, QColor(Qt.GlobalColor.transparent))
        self.setPalette(palette)
