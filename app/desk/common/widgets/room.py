"""Where a window may lie on its screen: the screen's available area (less the taskbar or dock) less
the frame the window manager puts around it. Every window and dialog of the till is sized by this."""

from __future__ import annotations

from PySide6.QtCore import QMargins, QRect
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QWidget

#: The frame a window manager adds, until the window has been shown and its real frame is known: a
#: Windows 10/11 title bar and borders at 100 % (openbox's is smaller; larger text scales it).
FRAME_GUESS = QMargins(8, 31, 8, 8)


def frame_of(window: QWidget) -> QMargins:
    """The frame the window manager puts around ``window``, or ``FRAME_GUESS`` before it is known."""
    outer, inner = window.frameGeometry(), window.geometry()
    frame = QMargins(
        inner.left() - outer.left(),
        inner.top() - outer.top(),
        outer.right() - inner.right(),
        outer.bottom() - inner.bottom(),
    )
    if window.isVisible() and not frame.isNull():
        return frame
    return FRAME_GUESS


def room_for(window: QWidget, screen: QScreen | None = None) -> QRect:
    """Where ``window``'s client area may lie: its screen's available area less its frame."""
    available = (screen or window.screen()).availableGeometry()
    return available.marginsRemoved(frame_of(window))
