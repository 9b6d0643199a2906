"""Every multi-line text box of the till hands Tab on and wears the focus ring: a case's note took
Tab as a character, so its dialog's button could not be reached by Tab."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QLineEdit, QPlainTextEdit, QTextBrowser, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from app.desk.common.widgets.text_box import text_box

APP = Path(__file__).resolve().parents[4] / "app"
#: A text box made in the app's source, and the same made through ``text_box``.
MADE = re.compile(r"\bQ(?:PlainTextEdit|TextEdit|TextBrowser)\(")
THROUGH = re.compile(r"\btext_box\(Q(?:PlainTextEdit|TextEdit|TextBrowser)\(")
RING = QColor("#e07000")


def test_every_text_box_in_the_app_is_made_through_text_box() -> None:
    made: list[str] = []
    for source in APP.rglob("*.py"):
        text = source.read_text(encoding="utf-8")
        if len(MADE.findall(text)) != len(THROUGH.findall(text)):
            made.append(str(source.relative_to(APP)))
    assert made == []


def test_tab_leaves_a_text_box_and_its_focus_ring_shows(qtbot: QtBot, styled: QApplication) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    note, page, after = text_box(QPlainTextEdit()), text_box(QTextBrowser()), QLineEdit()
    layout = QVBoxLayout(window)
    for widget in (note, page, after):
        layout.addWidget(widget)
    window.show()
    window.activateWindow()
    qtbot.waitActive(window)
    note.setFocus()
    qtbot.waitUntil(note.hasFocus)
    image = note.grab().toImage()
    assert image.pixelColor(1, note.height() // 2) == RING, "the note in focus wears the ring"
    qtbot.keyClick(note, "\t")
    assert note.toPlainText() == ""
    qtbot.waitUntil(page.hasFocus)
    assert page.grab().toImage().pixelColor(1, page.height() // 2) == RING
    assert note.grab().toImage().pixelColor(1, note.height() // 2) != RING
    qtbot.keyClick(page, "\t")
    qtbot.waitUntil(after.hasFocus)
