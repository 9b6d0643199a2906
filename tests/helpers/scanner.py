"""A wedge scanner, as tests drive it: a keyboard that types a code and a suffix wherever focus is."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

ENTER, TAB = Qt.Key.Key_Return, Qt.Key.Key_Tab


def burst(qtbot: QtBot, text: str, suffix: Qt.Key) -> None:
    """One scan: the characters, then the suffix, typed into whatever has focus at that moment."""
    focus = QApplication.focusWidget()
    assert focus is not None, "the scan would be typed nowhere"
    qtbot.keyClicks(focus, text)
    focus = QApplication.focusWidget()
    assert focus is not None
    qtbot.keyClick(focus, suffix)


def pause(qtbot: QtBot, ms: int) -> None:
    """The scanner's pause between two scans: part of what the test types, as a person's pace is,
    never a wait for the till (the one fixed wait ``tests/test_no_fixed_waits.py`` allows)."""
    qtbot.wait(ms)
