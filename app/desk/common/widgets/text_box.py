"""A multi-line text box (a note, a page shown before it is printed, a file's contents) that the
keyboard moves through as it does every other field.

Qt's text boxes take Tab as a character (a read-only page takes it to walk its links): a cashier
typing "what happened" into a case's note would never Tab on to the button that opens the case. A
tab is never part of what the till asks for, so every text box hands Tab (and Shift+Tab) to the
next (previous) control; its focus ring is the style sheet's, as every field's is.
"""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtWidgets import QPlainTextEdit, QTextEdit

Box = TypeVar("Box", bound=QPlainTextEdit | QTextEdit)


def text_box(box: Box) -> Box:
    """``box`` with Tab moving focus on; every multi-line text box of the till is made through here."""
    box.setTabChangesFocus(True)
    return box
