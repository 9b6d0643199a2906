"""The code field's hint reads whole: drawn in the body's type, not the code's large type, and
short where even that leaves too little room, with the whole hint a pointer away."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from app.desk.common.widgets.code_entry import CodeEntry
from app.desk.common.widgets.hint_edit import hint_room
from app.desk.common.widgets.style import apply_style

WHOLE = "Gutscheincode scannen oder eingeben"
SHORT = "Code scannen"


@pytest.fixture
def styled(qapp: QApplication) -> Iterator[None]:
    before = qapp.styleSheet()
    apply_style(qapp)
    yield
    qapp.setStyleSheet(before)


def code_field(qtbot: QtBot, width: int) -> tuple[QWidget, CodeEntry]:
    """The code field alone on a page of the till's body type, ``width`` px wide."""
    page = QWidget()
    qtbot.addWidget(page)
    field = CodeEntry()
    field.setObjectName("codeEntry")
    QVBoxLayout(page).addWidget(field)
    field.set_hint(WHOLE, SHORT)
    page.resize(width, 120)
    page.show()
    qtbot.waitExposed(page)
    qtbot.waitUntil(lambda: field.width() < width)
    return page, field


def inked_columns(field: CodeEntry) -> tuple[int, int]:
    """The first and last columns of the field's text area that something is drawn in."""
    image = field.grab().toImage()
    room = hint_room(field)
    paper = image.pixelColor(room.right() - 1, room.top() + 1)
    inked = [
        x
        for x in range(room.left(), room.right() + 1)
        if any(image.pixelColor(x, y) != paper for y in range(room.top(), room.bottom() + 1))
    ]
    assert inked, "no hint drawn"
    return inked[0], inked[-1]


def test_a_wide_code_field_shows_its_whole_hint_in_the_body_type(qtbot: QtBot, styled: None) -> None:
    _page, field = code_field(qtbot, 1000)
    assert field.placeholderText() == WHOLE
    assert field.font().pointSizeF() > field.hint_font().pointSizeF()
    first, last = inked_columns(field)
    # As wide as the hint in the body's type, well short of the code's large type.
    assert last - first <= QFontMetrics(field.hint_font()).horizontalAdvance(WHOLE) + 2
    assert last - first < QFontMetrics(field.font()).horizontalAdvance(WHOLE) * 0.8
    assert last < hint_room(field).right() - 10


def test_a_narrow_code_field_shows_its_short_hint_whole_and_keeps_the_whole_one_a_pointer_away(
    qtbot: QtBot, styled: None
) -> None:
    page, field = code_field(qtbot, 1000)
    needed = QFontMetrics(field.hint_font()).horizontalAdvance(WHOLE)
    page.resize(needed, 120)
    qtbot.waitUntil(lambda: field.placeholderText() == SHORT)
    assert field.accessibleDescription() == WHOLE
    assert field.toolTip() == WHOLE
    _first, last = inked_columns(field)
    assert last < hint_room(field).right() - 10

    page.resize(1000, 120)
    qtbot.waitUntil(lambda: field.placeholderText() == WHOLE)
    assert field.toolTip() == ""
