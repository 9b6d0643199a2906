"""A button with whole words and short ones: its row chooses which it says."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QPushButton, QSizePolicy, QStyle, QStyleOptionButton


class ShortWhenNarrow(QPushButton):
    """Says its whole words, or its short ones (``shorten``) where the row it stands in cannot
    give it the whole ones. It may always be laid out as narrow as its short words, so a window
    that opens narrow is not held wider than its screen by the whole ones. The whole words stay
    its accessible name and lead its tooltip."""

    def __init__(self) -> None:
        super().__init__()
        self._whole = ""
        self._short = ""
        self._tip = ""
        self._shortened = False
        # Preferred, not a button's Minimum: the least it asks for is its short words' width.
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def say(self, whole: str, short: str, tip: str = "") -> None:
        self._whole, self._short, self._tip = whole, short, tip
        self.setAccessibleName(whole)
        self._show()

    def whole_width(self) -> int:
        """The width its whole words take, whichever it says now."""
        return self._size_for(self._whole).width()

    def shorten(self, short: bool) -> None:
        if short != self._shortened:
            self._shortened = short
            self._show()

    def _size_for(self, text: str) -> QSize:
        """The size the style gives a button of ``text`` (as ``QPushButton.sizeHint`` measures it)."""
        option = QStyleOptionButton()
        self.initStyleOption(option)
        option.text = text
        content = self.fontMetrics().size(Qt.TextFlag.TextShowMnemonic, text)
        return self.style().sizeFromContents(QStyle.ContentsType.CT_PushButton, option, content, self)

    def minimumSizeHint(self) -> QSize:
        return QSize(self._size_for(self._short).width(), super().minimumSizeHint().height())

    def _show(self) -> None:
        self.setText(self._short if self._shortened else self._whole)
        parts = (self._whole, self._tip) if self._shortened else (self._tip,)
        self.setToolTip("\n".join(part for part in parts if part))
