"""The voucher's facts, name beside value: two pairs to a row where they fit, one where they do not.

Two pairs to a row keep the history table below room for several lines; but a longer language's
names ("Wartość początkowa", "Okres karencji do") beside their values can be wider than the
voucher's column on a 1024 px till, and a column that scrolls only up and down would cut the
second pair off. Then each pair has a row of its own, and the details scroll a little further.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QGridLayout, QLabel, QWidget


class FactGrid(QGridLayout):
    """``pairs`` of (name, value) labels, then a last pair whose value spans the row (the order)."""

    def __init__(self, pairs: list[tuple[QLabel, QLabel]], last: tuple[QLabel, QLabel]) -> None:
        super().__init__()
        self.setHorizontalSpacing(16)
        self._pairs = pairs
        self._last = last
        self.per_row = 0
        self._place(2)

    def _place(self, per_row: int) -> None:
        if per_row == self.per_row:
            return
        self.per_row = per_row
        for name, value in [*self._pairs, self._last]:
            self.removeWidget(name)
            self.removeWidget(value)
        for index, (name, value) in enumerate(self._pairs):
            row, column = divmod(index, per_row)
            self.addWidget(name, row, column * 2)
            self.addWidget(value, row, column * 2 + 1)
        rows = -(-len(self._pairs) // per_row)
        self.addWidget(self._last[0], rows, 0)
        self.addWidget(self._last[1], rows, 1, 1, 3 if per_row == 2 else 1)
        for column in range(4):
            self.setColumnStretch(column, 1 if column % 2 and column < per_row * 2 else 0)

    def two_pairs_width(self) -> int:
        """The least width two pairs to a row need: each column as wide as its widest word."""

        def widest(labels: list[QLabel]) -> int:
            return max((label.minimumSizeHint().width() for label in labels), default=0)

        columns = [[pair[side] for pair in self._pairs[start::2]] for start in (0, 1) for side in (0, 1)]
        return sum(widest(column) for column in columns) + 3 * self.horizontalSpacing()

    def fit(self, room: int) -> None:
        """Two pairs to a row when they fit ``room`` pixels, else one."""
        self._place(2 if self.two_pairs_width() <= room else 1)


class FitsItsColumn(QObject):
    """Fits ``grid`` to the width of ``column`` (the scroll area's viewport) whenever it resizes."""

    def __init__(self, grid: FactGrid, column: QWidget) -> None:
        super().__init__(column)
        self._grid = grid
        column.installEventFilter(self)
        grid.fit(column.width())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and isinstance(watched, QWidget):
            self._grid.fit(watched.width())
        return False
