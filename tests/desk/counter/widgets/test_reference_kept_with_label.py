"""The outcome line of a redemption in German at 1024×768: "· Ref." and the event's number are
read on one line, never "Ref." at a line's end and the number alone on the next. Where the whole line
does not fit on one, the reference gives way to the figures and is read whole in the tooltip."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QTextLayout, QTextOption
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers.till import redeem_amount, scan


def shown_lines(label: QLabel) -> list[str]:
    """The lines a word-wrapped label shows at its width, as its text is broken there."""
    text = label.text()
    layout = QTextLayout(text, label.font())
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    lines = []
    while (line := layout.createLine()).isValid():
        line.setLineWidth(label.contentsRect().width())
        lines.append(text[line.textStart() : line.textStart() + line.textLength()])
    layout.endLayout()
    return lines


@pytest.mark.parametrize("width", [1024, 880, 720])
def test_a_redemption_s_reference_is_read_with_its_label_in_german(
    qtbot: QtBot, german: tuple[MainWindow, Till], width: int
) -> None:
    window, till = german
    window.resize(width, 768)
    qtbot.waitUntil(lambda: window.width() == width)
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    qtbot.waitUntil(lambda: not till.tasks.running("lookup") and window.voucher.isVisible())
    redeem_amount(qtbot, window, "10")
    status = window.redeem_status
    qtbot.waitUntil(lambda: "Ref." in status.whole_text())
    number = status.whole_text().rsplit("Ref.", 1)[1].strip()
    assert number.isdigit()
    lines = shown_lines(status)
    if "Ref." not in status.text():
        assert f"Ref.\N{NO-BREAK SPACE}{number}" in status.toolTip()
        return
    assert lines[-1].rstrip().endswith(number), lines
    assert "Ref." in lines[-1], f"the number {number} is on a line without its label: {lines}"
