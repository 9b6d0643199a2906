"""A read-only table model over a list of plain records, described by its columns.

Every list in the till (order rows, redeem history, the activity feed) is one of these behind a
view, so the widgets never hold data and a model can be tested without them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from app.core.i18n import translate

R = TypeVar("R")
Index = QModelIndex | QPersistentModelIndex

#: Role for a value to sort by (a Decimal or datetime sorts right where display text would not).
SORT_ROLE = int(Qt.ItemDataRole.UserRole) + 1


@dataclass(frozen=True)
class Column(Generic[R]):
    header: str
    text: Callable[[R], str]
    sort_key: Callable[[R], Any] | None = None
    align_right: bool = False
    tooltip: Callable[[R], str] | None = None
    #: The translation context of ``header`` (marked ``QT_TRANSLATE_NOOP``), translated when shown;
    #: "" shows it as it is.
    context: str = ""


# The roles and alignments as plain ints, worked out once: a view asks ``data`` for every visible
# cell in about ten roles at each paint, and comparing with Qt's enum members (or combining its
# flags) costs ten times what comparing ints does, enough to hold a long table's first paint.
_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_ALIGNMENT = int(Qt.ItemDataRole.TextAlignmentRole)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
_LEFT = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
#: The roles :func:`column_data` answers: a view asks twice as many others (font, colours, check
#: state, decoration, size), each answered at once with nothing.
_ANSWERED = frozenset({_DISPLAY, SORT_ROLE, _ALIGNMENT, _TOOLTIP})


def column_data(column: Column[R], record: R, role: int) -> Any:
    """What a column shows of a record for one of the roles every table here answers."""
    if role == _DISPLAY:
        return column.text(record)
    if role == SORT_ROLE:
        return column.sort_key(record) if column.sort_key else column.text(record)
    if role == _ALIGNMENT:
        return _RIGHT if column.align_right else _LEFT
    if role == _TOOLTIP and column.tooltip is not None:
        return column.tooltip(record)
    return None


class RecordTableModel(QAbstractTableModel, Generic[R]):
    def __init__(self, columns: Sequence[Column[R]], parent: Any = None) -> None:
        super().__init__(parent)
        self._columns = list(columns)
        self._records: list[R] = []

    @property
    def records(self) -> list[R]:
        return list(self._records)

    def set_records(self, records: Sequence[R]) -> None:
        self.beginResetModel()
        self._records = list(records)
        self.endResetModel()

    def add_records(self, records: Sequence[R]) -> None:
        """Append ``records`` below the rows held, without a reset: a long list shown in pieces
        keeps the view's scroll position and selection between them."""
        if not records:
            return
        first = len(self._records)
        self.beginInsertRows(QModelIndex(), first, first + len(records) - 1)
        self._records.extend(records)
        self.endInsertRows()

    def retranslate(self) -> None:
        """The language changed: the headers are asked for again."""
        if self._columns:
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(self._columns) - 1)

    def record(self, row: int) -> R:
        return self._records[row]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's own default
        return 0 if parent.isValid() else len(self._records)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._columns)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role not in _ANSWERED:
            return None
        # An invalid index has row and column -1, so the bounds alone rule it out.
        row, column = index.row(), index.column()
        if not (0 <= row < len(self._records) and 0 <= column < len(self._columns)):
            return None
        return column_data(self._columns[column], self._records[row], role)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != _DISPLAY:
            return None
        if orientation == Qt.Orientation.Horizontal and 0 <= section < len(self._columns):
            column = self._columns[section]
            return translate(column.context, column.header) if column.context else column.header
        if orientation == Qt.Orientation.Vertical:
            return str(section + 1)
        return None
