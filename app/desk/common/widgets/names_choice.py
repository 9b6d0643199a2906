"""A choice box of names the service sends (a sale's delivery methods): they give way as names do.

Qt's choice box cuts its text at its edge with nothing to say so ("E-mail (kosten"). A box of the
till's own words is as wide as its longest choice; one of the service's names cannot promise
that (a property may call a delivery anything), so this one keeps to a set number of characters,
ends the chosen name in "…" where it is longer, shows it whole in its tooltip, and opens a list
as wide as its longest name.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QComboBox, QStyle, QStyleOptionComboBox, QStylePainter, QWidget

#: The characters the closed box keeps room for: a delivery's name and its price.
NAME_CHARS = 14


class NamesChoice(QComboBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.setMinimumContentsLength(NAME_CHARS)
        self.currentTextChanged.connect(self.setToolTip)
        self.model().rowsInserted.connect(self._list_as_wide_as_its_names)

    def _list_as_wide_as_its_names(self) -> None:
        view = self.view()
        view.setMinimumWidth(view.sizeHintForColumn(0) + 2 * view.frameWidth())

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QStylePainter(self)
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, option)
        room = self.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, self
        )
        option.currentText = self.fontMetrics().elidedText(
            option.currentText, Qt.TextElideMode.ElideRight, room.width()
        )
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, option)
