"""A read-only table model over a list of plain records, described by its columns.

Every list in the till (order rows, redeem history, the activity feed) is one of these behind a
view, so the widgets never hold data and a model can be tested without them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from app.core.i18n import translate
from app.core.masking import CodeMasks, mask_code
from app.core.names import shown_name

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
    #: The voucher code a column shows: masked beside the other rows' codes, so two that end alike
    #: are told apart (``app.core.masking.CodeMasks``); ``text`` is what one row shows alone.
    code: Callable[[R], str | None] | None = None
    #: Whether a code of a code column is the voucher held at the counter, shown whole.
    whole: Callable[[str], bool] | None = None
    #: A shorter header the view shows where the whole one leaves its figures no room
    #: (``RecordTableModel.shorten``), the whole one then in the header's tooltip.
    short: str = ""


def code_column(
    header: str,
    code: Callable[[R], str | None],
    *,
    empty: str = "",
    context: str = "",
    whole: Callable[[str], bool] | None = None,
) -> Column[R]:
    """A column of masked voucher codes, ``empty`` where a row has none; ``whole`` says which code
    is the voucher held at the counter, shown whole."""

    def alone(record: R) -> str:
        shown = code(record)
        if not shown:
            return empty
        return shown if whole is not None and whole(shown) else mask_code(shown)

    return Column(header, alone, context=context, code=code, whole=whole)


def name_column(header: str, name: Callable[[R], str | None]) -> Column[R]:
    """A column of people's names (staff, managers): every list shows a name one way, the one
    ``shown_name`` gives (the training manager in the reader's language, a person's name as typed),
    whole in its tooltip where the column gives way to figures."""

    def shown(record: R) -> str:
        return shown_name(name(record) or "")

    return Column(header, shown, tooltip=shown)


def code_masks(columns: Sequence[Column[R]], records: Iterable[R], masks: CodeMasks) -> bool:
    """Add the codes ``records`` show to ``masks``; whether a code already shown now shows a longer
    tail (``CodeMasks.add``)."""
    readers = [column.code for column in columns if column.code is not None]
    return masks.add(code for read in readers for record in records if (code := read(record)))


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


def column_data(column: Column[R], record: R, role: int, masks: CodeMasks | None = None) -> Any:
    """What a column shows of a record for one of the roles every table here answers; ``masks``
    holds the codes of every row, for a code column."""
    if column.code is not None and masks is not None and role in (_DISPLAY, SORT_ROLE):
        return _code_text(column, column.code, record, masks)
    if role == _DISPLAY:
        return column.text(record)
    if role == SORT_ROLE:
        return column.sort_key(record) if column.sort_key else column.text(record)
    if role == _ALIGNMENT:
        return _RIGHT if column.align_right else _LEFT
    if role == _TOOLTIP and column.tooltip is not None:
        return column.tooltip(record)
    return None


def _code_text(column: Column[R], read: Callable[[R], str | None], record: R, masks: CodeMasks) -> str:
    code = read(record)
    if not code or (column.whole is not None and column.whole(code)):
        return column.text(record)
    return masks.mask(code)


class RecordTableModel(QAbstractTableModel, Generic[R]):
    def __init__(self, columns: Sequence[Column[R]], parent: Any = None) -> None:
        super().__init__(parent)
        self._columns = list(columns)
        self._records: list[R] = []
        self._masks = CodeMasks()
        self._shortened: frozenset[int] = frozenset()

    @property
    def records(self) -> list[R]:
        return list(self._records)

    def set_records(self, records: Sequence[R]) -> None:
        self.beginResetModel()
        self._records = list(records)
        self._masks = CodeMasks()
        code_masks(self._columns, self._records, self._masks)
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
        if code_masks(self._columns, records, self._masks):
            self._codes_changed()

    def _codes_changed(self) -> None:
        """A code came that looks like one shown: every code column is asked for again."""
        for number, column in enumerate(self._columns):
            if column.code is not None and self._records:
                self.dataChanged.emit(self.index(0, number), self.index(len(self._records) - 1, number))

    def retranslate(self) -> None:
        """The language changed: the headers are asked for again."""
        if self._columns:
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(self._columns) - 1)

    def shortens(self, column: int) -> bool:
        """Whether ``column`` has a shorter header to show."""
        return 0 <= column < len(self._columns) and bool(self._columns[column].short)

    def shorten(self, columns: Iterable[int]) -> None:
        """Show the short header of ``columns``, the whole one of every other column."""
        shortened = frozenset(column for column in columns if self.shortens(column))
        if shortened != self._shortened:
            self._shortened = shortened
            self.retranslate()

    def whole_header(self, section: int) -> str:
        column = self._columns[section]
        return translate(column.context, column.header) if column.context else column.header

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
        return column_data(self._columns[column], self._records[row], role, self._masks)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        horizontal = orientation == Qt.Orientation.Horizontal and 0 <= section < len(self._columns)
        if role == _TOOLTIP and horizontal and section in self._shortened:
            return self.whole_header(section)
        if role != _DISPLAY:
            return None
        if horizontal:
            column = self._columns[section]
            if section in self._shortened:
                return translate(column.context, column.short) if column.context else column.short
            return self.whole_header(section)
        if orientation == Qt.Orientation.Vertical:
            return str(section + 1)
        return None
