"""Money on a wrapped line reads whole at every width, in every language: the words around it wrap,
never a figure ("−" at one line's end and "£20.00" on the next, "1 250,00" and "GBP"). And the
suite's layout check (``helpers.layout.problems``) finds a figure that does break."""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal

import pytest
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from app.core import i18n
from app.core.i18n import kept_with_label
from app.core.money import format_money
from app.desk.common.widgets.language import LANGUAGES
from app.desk.common.widgets.style import kept_whole, message_label
from helpers.layout import MONEY_FIGURE, problems, wrapped_lines

AMOUNTS = [(Decimal("-1250.00"), "GBP"), (Decimal("-20.00"), "EUR"), (Decimal("50.00"), "CHF")]


@pytest.fixture
def numbers_in() -> Iterator[list[str]]:
    """Write numbers as ``numbers_in[0]`` writes them, the source language after."""
    yield [i18n.SOURCE_LANGUAGE]
    i18n.install(i18n.SOURCE_LANGUAGE, None)


def line_window(qtbot: QtBot) -> tuple[QWidget, QLabel]:
    window = QWidget()
    qtbot.addWidget(window)
    label = message_label()
    QVBoxLayout(window).addWidget(label)
    label.setVisible(True)
    window.show()
    return window, label


def shown_at(qtbot: QtBot, label: QWidget, width: int) -> None:
    """The line ``width`` px wide, its window laid out around it."""
    label.setFixedWidth(width)
    qtbot.waitUntil(lambda: label.width() == width)


@pytest.mark.parametrize("language", [language.code for language in LANGUAGES])
def test_a_reversal_s_line_keeps_its_money_whole_at_every_width(
    qtbot: QtBot, numbers_in: list[str], language: str
) -> None:
    i18n.install(language, None)
    window, label = line_window(qtbot)
    for amount, currency in AMOUNTS:
        money = format_money(amount, currency)
        said = kept_with_label("Reversed {amount} of ••••0990 — reference {event}", "{event}")
        text = said.format(amount=money, event="700245")
        least = label.fontMetrics().horizontalAdvance(money) + 40
        for width in range(least, 420, 9):
            shown_at(qtbot, label, width)
            label.setText(kept_whole(label, text))
            found = [p for p in problems(window) if "broken" in p or "cut at the edge" in p]
            assert found == [], f"{money!r} at {width} px"


def width_breaking(text: str, label: QLabel, after: str) -> int:
    """A width of ``label`` at which Qt starts a line of ``text`` right after ``after``."""
    at = text.index(after) + len(after)
    margins = label.contentsMargins()
    for width in range(400, 20, -1):
        if any(start == at for start, _length, _width in wrapped_lines(text, label.font(), width)[1:]):
            return width + margins.left() + margins.right()
    raise AssertionError(f"no width breaks {text!r} after {after!r}")


@pytest.mark.parametrize(
    ("text", "after"),
    [("Reversed −£20.00 of ••••0990", "−"), ("Redeemed 50.00 CHF of ••••0990", "50.00 ")],
)
def test_the_layout_check_finds_money_broken_over_two_lines(qtbot: QtBot, text: str, after: str) -> None:
    """Written with a plain space or an unjoined sign, as the till once wrote them."""
    window, label = line_window(qtbot)
    label.setText(text)
    assert MONEY_FIGURE.search(text)
    shown_at(qtbot, label, width_breaking(text, label, after))
    assert any("is broken over two lines" in problem for problem in problems(window)), problems(window)
