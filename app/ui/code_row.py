"""The code field with its buttons (Look up, Pay a bill) beside it, or under it where a language's
words would leave the field too narrow to show a whole code.

At 1024 px the till's left column is about 600 px; German's "Suchen" and "Rechnung bezahlen"
beside the field either cut the field to "A50PART" or the button to "nnung beza" (attack D3).
The code is the one thing at the counter meant to be read whole, so the buttons give way: they
move to a row of their own under the field, only when one row cannot hold all three.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QGridLayout, QLineEdit, QPushButton, QWidget


class CodeRow(QWidget):
    """Lays out ``code`` and ``buttons`` on one row when they fit its width, else on two."""

    def __init__(self, code: QLineEdit, *buttons: QPushButton) -> None:
        super().__init__()
        self._code = code
        self._buttons = buttons
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._one_row: bool | None = None
        self._arrange(one_row=True)

    def _needed(self) -> int:
        spacing = self._grid.horizontalSpacing() * len(self._buttons)
        widths = [self._code.minimumSizeHint().width()]
        widths += [button.sizeHint().width() for button in self._buttons]
        return sum(widths) + spacing

    def _arrange(self, *, one_row: bool) -> None:
        if one_row == self._one_row:
            return
        self._one_row = one_row
        for widget in (self._code, *self._buttons):
            self._grid.removeWidget(widget)
        for column in range(len(self._buttons) + 1):
            self._grid.setColumnStretch(column, 0)
        if one_row:
            self._grid.addWidget(self._code, 0, 0)
            for column, button in enumerate(self._buttons, start=1):
                self._grid.addWidget(button, 0, column)
            self._grid.setColumnStretch(0, 1)
        else:
            self._grid.addWidget(self._code, 0, 0, 1, len(self._buttons))
            for column, button in enumerate(self._buttons):
                self._grid.addWidget(button, 1, column)
                self._grid.setColumnStretch(column, 1)

    def fit(self) -> None:
        """One row when the width holds the field and every button whole; else two."""
        self._arrange(one_row=self.width() >= self._needed())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.LayoutRequest):
            self.fit()
        return handled
