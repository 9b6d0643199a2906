"""A POS reference kept with its words while that fits, and wrapped onto a line of its own rather
than cut where the column is narrower than those words (larger text, a longer language)."""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from app.core.i18n import NO_BREAK_SPACE
from app.core.sale import handoff_text
from app.desk.common.widgets.style import kept_whole

REFERENCE = "VDHWHRCY3X"


def label_of_width(qtbot: QtBot, width: int) -> QLabel:
    label = QLabel(wordWrap=True)
    qtbot.addWidget(label)
    label.setFixedWidth(width)
    label.show()
    return label


def test_the_reference_stays_with_its_words_where_they_fit(qtbot: QtBot) -> None:
    text = handoff_text(Decimal("100.00"), "GBP", REFERENCE)
    assert f"reference{NO_BREAK_SPACE}{REFERENCE}" in text
    assert kept_whole(label_of_width(qtbot, 2000), text) == text


def test_a_column_narrower_than_the_reference_and_its_words_wraps_them_whole(qtbot: QtBot) -> None:
    text = handoff_text(Decimal("100.00"), "GBP", REFERENCE)
    label = label_of_width(qtbot, 1)
    words = label.fontMetrics().horizontalAdvance(f"— reference {REFERENCE}")
    label.setFixedWidth(words - 10)
    shown = kept_whole(label, text)
    assert NO_BREAK_SPACE not in shown
    assert shown.endswith(f"— reference {REFERENCE}")
    label.setText(shown)
    widest = max(label.fontMetrics().horizontalAdvance(run) for run in shown.split(" "))
    assert widest <= label.contentsRect().width(), "every run the label can break at fits its width"


def test_a_narrow_column_frees_the_reference_s_words_never_the_money_s_own_space(qtbot: QtBot) -> None:
    text = handoff_text(Decimal("1250.00"), "CHF", REFERENCE)
    money = f"1,250.00{NO_BREAK_SPACE}CHF"
    assert money in text
    label = label_of_width(qtbot, 1)
    label.setFixedWidth(label.fontMetrics().horizontalAdvance(f"— reference {REFERENCE}") - 10)
    shown = kept_whole(label, text)
    assert money in shown, "the amount and its currency stay on one line"
    assert shown.endswith(f"— reference {REFERENCE}")
