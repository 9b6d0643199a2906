"""What the till puts on the clipboard is plain text a POS or a search takes as typed.

References and codes are shown with no-break hyphens (``app.core.i18n.unbroken``) so a line never
wraps inside them; a cashier who selects one on screen and copies it must still paste the ASCII
hyphen a POS field expects, not U+2011.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QClipboard, QGuiApplication

from app.core.i18n import NO_BREAK_HYPHEN


class PlainHyphens(QObject):
    """Turns the no-break hyphens of text this till copied back into plain ones."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self._clipboard = QGuiApplication.clipboard()
        self._clipboard.dataChanged.connect(self._copied)

    def _copied(self) -> None:
        # Not only when the till owns the clipboard: a selectable label copies through Qt's text
        # control, and some platforms never say who owns it. A no-break hyphen is a character no
        # POS field takes, so making one plain is right whoever copied it.
        text = self._clipboard.text(QClipboard.Mode.Clipboard)
        if NO_BREAK_HYPHEN in text:
            self._clipboard.setText(text.replace(NO_BREAK_HYPHEN, "-"), QClipboard.Mode.Clipboard)
