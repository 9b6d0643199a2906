"""Every table's header, whatever its model: a section narrower than its words ends them in "…",
drawn in the type it is measured in, the whole words in its tooltip; and a table's long headers
give way to their short forms measuring its rows once."""

from __future__ import annotations

import sys
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QHeaderView, QTableView, QTableWidget
from pytestqt.qtbot import QtBot

from app.desk.common.table import Column, RecordTableModel
from app.desk.common.widgets import give_way
from app.desk.common.widgets.give_way import HeadersGiveWay, words_give_way
from helpers.layout import cut_in_tables, header_tip

WORD = "Movimiento"


def plain_table(qtbot: QtBot, first: int) -> QTableWidget:
    """A table of no model of the till's own (a ``QTableWidget``), its first section ``first`` px."""
    table = QTableWidget(1, 2)
    qtbot.addWidget(table)
    table.setHorizontalHeaderLabels([WORD, "Importe"])
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    table.resize(400, 200)
    table.show()
    qtbot.waitExposed(table)
    table.horizontalHeader().resizeSection(0, first)
    return table


def first_section(table: QTableView) -> QImage:
    header = table.horizontalHeader()
    return header.grab().toImage().copy(0, 0, header.sectionSize(0), header.height())


def ink(image: QImage) -> tuple[int, int]:
    """The first and last column of ``image`` with text drawn in it (dark on the header's grey)."""
    inked = [
        x
        for x in range(image.width())
        if any(image.pixelColor(x, y).lightness() < 100 for y in range(image.height()))
    ]
    return inked[0], inked[-1]


def test_a_narrow_header_ends_its_words_in_an_ellipsis(qtbot: QtBot, styled: QApplication) -> None:
    """Drawn as the word's first letters and "…" would be: not clipped at both ends."""
    table = plain_table(qtbot, 60)
    item = table.horizontalHeaderItem(0)
    assert item is not None
    shown = first_section(table)
    drawn_as = []
    for letters in range(1, len(WORD)):
        item.setText(WORD[:letters] + "…")
        if first_section(table) == shown:
            drawn_as.append(item.text())
    # (a longer one is elided to the same letters)
    assert drawn_as, "drawn as no word's first letters and an ellipsis"


def test_a_header_is_drawn_in_the_type_it_is_measured_in(qtbot: QtBot, styled: QApplication) -> None:
    """Qt elides a section in the header's own font: drawn in another (a style sheet's section
    font), "Movimiento" was elided for the wrong width and cut at both ends."""
    table = plain_table(qtbot, 300)
    first, last = ink(first_section(table))
    needed = table.horizontalHeader().fontMetrics().boundingRect(WORD).width()
    assert abs((last - first + 1) - needed) <= 2, (last - first + 1, needed)


def test_a_narrow_headers_whole_words_are_its_tooltip(qtbot: QtBot, styled: QApplication) -> None:
    table = plain_table(qtbot, 60)
    header = table.horizontalHeader()
    assert header_tip(header, 0) == WORD
    assert header_tip(header, 1) == ""  # whole in its section: nothing to add
    header.resizeSection(0, 300)
    assert header_tip(header, 0) == ""


def test_a_models_own_header_tooltip_is_kept(qtbot: QtBot, styled: QApplication) -> None:
    """A short header's tooltip is its whole header, narrow or not."""
    table = records_table(qtbot, 200)
    model = table.model()
    assert isinstance(model, RecordTableModel)
    model.shorten([1])
    table.horizontalHeader().resizeSection(1, 20)
    assert header_tip(table.horizontalHeader(), 1) == "Consideration"


def test_the_layout_check_finds_a_header_clipped_without_a_sign(qtbot: QtBot, styled: QApplication) -> None:
    """A column of words that gives way may end its header in "…", not clip it; a figure's header
    is never cut."""
    table = plain_table(qtbot, 60)
    table.setAccessibleName("Movements")
    header = table.horizontalHeader()
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    table.resize(header.sectionSizeHint(1) + 60, 200)
    qtbot.waitUntil(lambda: header.sectionSize(0) < header.sectionSizeHint(0))
    assert cut_in_tables([table]) == []
    header.setTextElideMode(Qt.TextElideMode.ElideNone)
    assert cut_in_tables([table]) == [
        f"Movements: the header {WORD!r} is clipped without an ellipsis ({header.sectionSize(0)} px)"
    ]
    header.setTextElideMode(Qt.TextElideMode.ElideRight)
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Fixed)
    assert cut_in_tables([table]) == [f"Movements: the header {WORD!r} is cut ({header.sectionSize(0)} px)"]


@dataclass(frozen=True)
class Line:
    name: str
    worth: str


class CountedTable(QTableView):
    """A table that counts how often the headers' giving way measures its rows for a column's
    width (Qt's own sizing of a column to its contents measures them too)."""

    def __init__(self) -> None:
        super().__init__()
        self.measured = 0

    def sizeHintForColumn(self, column: int) -> int:
        if sys._getframe(1).f_globals.get("__name__") == give_way.__name__:
            self.measured += 1
        return super().sizeHintForColumn(column)


def records_table(qtbot: QtBot, width: int) -> CountedTable:
    columns = [
        Column[Line]("Name", lambda line: line.name),
        Column[Line]("Consideration", lambda line: line.worth, align_right=True, short="Cons."),
        Column[Line]("Paid ratio", lambda line: "50 %", align_right=True, short="Paid %"),
    ]
    model = RecordTableModel(columns)
    model.set_records([Line(f"Guest {n}", f"£{n}.00") for n in range(30)])
    table = CountedTable()
    qtbot.addWidget(table)
    table.setModel(model)
    table.resize(width, 300)
    table.show()
    qtbot.waitExposed(table)
    return table


def _shown(table: QTableView) -> list[str]:
    model = table.model()
    return [str(model.headerData(c, Qt.Orientation.Horizontal)) for c in range(model.columnCount())]


def test_long_headers_give_way_in_order_measuring_each_column_once(
    qtbot: QtBot, styled: QApplication
) -> None:
    table = records_table(qtbot, 900)
    words_give_way(table, (0,))
    giving = HeadersGiveWay(table, (2, 1))
    header = table.horizontalHeader()
    whole = header.sectionSizeHint(1) + header.sectionSizeHint(2) + header.minimumSectionSize()
    table.measured = 0
    giving.fit()
    assert _shown(table) == ["Name", "Consideration", "Paid ratio"]
    assert table.measured == 2  # the stretched column's cells are not measured
    for width, shown in (
        (whole - 4, ["Name", "Consideration", "Paid %"]),
        (header.minimumSectionSize() + 20, ["Name", "Cons.", "Paid %"]),
    ):
        table.resize(width + table.width() - table.viewport().width(), 300)
        table.measured = 0
        giving.fit()
        assert _shown(table) == shown
        assert table.measured == 2
