"""Where a window may lie on its screen: the screen's available area (less the taskbar or dock) less
the frame the window manager puts around it. Every window and dialog of the till is sized by this."""

from __future__ import annotations

from PySide6.QtCore import QMargins, QRect, QSize
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QWidget

#: The frame a window manager adds, until the window has been shown and its real frame is known: a
#: Windows 10/11 title bar and borders at 100 % (openbox's is smaller; larger text scales it).
FRAME_GUESS = QMargins(8, 31, 8, 8)
#: What a window gives up at the right and the bottom of its room at a fractional scale (125 %,
#: 150 %): the frame, the available area and the window's own size are each rounded to whole
#: logical pixels, and those roundings together can add up to two, past the taskbar's edge.
ROUNDING_SLACK = QMargins(0, 0, 2, 2)
#: The dynamic property in which a dialog keeps the size it asked for (``ask_size``).
_ASKED = "roomAsked"


def _frame_seen(window: QWidget) -> QMargins:
    outer, inner = window.frameGeometry(), window.geometry()
    return QMargins(
        inner.left() - outer.left(),
        inner.top() - outer.top(),
        outer.right() - inner.right(),
        outer.bottom() - inner.bottom(),
    )


def frame_known(window: QWidget) -> bool:
    """Whether the window manager's frame around ``window`` is known: once it is shown and framed
    (never on a platform without a window manager, such as the tests' offscreen one)."""
    return window.isVisible() and not _frame_seen(window).isNull()


def frame_of(window: QWidget) -> QMargins:
    """The frame the window manager puts around ``window``, or ``FRAME_GUESS`` before it is known."""
    return _frame_seen(window) if frame_known(window) else FRAME_GUESS


def room_for(window: QWidget, screen: QScreen | None = None) -> QRect:
    """Where ``window``'s client area may lie: its screen's available area less its frame."""
    screen = screen or window.screen()
    room = screen.availableGeometry().marginsRemoved(frame_of(window))
    if not float(screen.devicePixelRatio()).is_integer():
        room = room.marginsRemoved(ROUNDING_SLACK)
    return room


def ask_size(window: QWidget, size: QSize) -> None:
    """Remember ``size`` as the one ``window`` asks for, to be fitted to it again (``fit_asked``)."""
    window.setProperty(_ASKED, QSize(size))


def asked_size(window: QWidget) -> QSize | None:
    """The size ``window`` asked for (``ask_size``), or None when it asked for none."""
    size = window.property(_ASKED)
    return QSize(size) if isinstance(size, QSize) else None


def fit_asked(window: QWidget, screen: QScreen | None = None) -> bool:
    """Resize ``window`` to the size it asked for, or less where its room is less; False (and left
    as it is) when it asked for none. Qt keeps it no smaller than its layout's least."""
    asked = asked_size(window)
    if asked is None:
        return False
    size = asked.boundedTo(room_for(window, screen).size())
    if size != window.size():
        window.resize(size)
    return True
