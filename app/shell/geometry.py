"""Every window of the till fits its screen's available area (less the taskbar or dock), frame included.

A 1024×768 hotel till has a title bar (about 30 px on Windows, 20 under openbox) and a taskbar (40 to
48 px): a window whose *client* area is made 1024×768 loses its bottom row under the screen's edge.
So the till opens maximized on screens up to 1366 px wide (the window manager then fits it between
the title bar and the taskbar), and elsewhere, or where a window manager will not maximize, it is
sized and placed inside the available area less its frame; a remembered geometry that no longer
fits (another screen, another resolution) is brought back inside, at start and whenever the window
moves to another screen. Dialogs open centred over the till, inside the same area (``DialogPlacer``);
one that asked for a size (``fit_to_screen``) takes the room it really has: its frame is a guess
until the window manager has framed it, so it is fitted again once that frame is known, each time
it opens, and when it moves to another screen or its screen's available area changes.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager, suppress

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSize, Qt, QTimer, Slot
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QApplication, QDialog, QMainWindow, QMessageBox, QWidget

from app.desk.common.widgets.room import asked_size, fit_asked, frame_known, frame_of, room_for

#: The widest screen on which the till opens maximized: hotel tills are 1024 to 1366 px wide.
MAXIMIZE_UP_TO = 1366
#: The first size of the till's window on a screen wider than ``MAXIMIZE_UP_TO``.
FIRST_SIZE = QSize(1366, 860)


def keep_inside(window: QWidget, screen: QScreen | None = None) -> None:
    """Shrink ``window`` to its room if it is larger, and move it inside if any of it is outside."""
    if window.isMaximized() or window.isFullScreen():
        return
    room = room_for(window, screen)
    size = window.size().boundedTo(room.size()).expandedTo(window.minimumSize().boundedTo(room.size()))
    if size != window.size():
        window.resize(size)
    _move_client(window, _inside(QRect(window.geometry().topLeft(), size), room))


def show_till(window: QMainWindow, *, remembered: bool) -> None:
    """Show the till's window as the screen it opens on allows (see the module's docstring).

    ``remembered``: a geometry of an earlier session was restored, and is kept if it fits (a manager
    who made the till smaller on a wide screen keeps it so).
    """
    available = window.screen().availableGeometry()
    if available.width() <= MAXIMIZE_UP_TO:
        window.showMaximized()
    else:
        if not remembered:
            room = room_for(window)
            window.resize(FIRST_SIZE.boundedTo(room.size()))
            _move_client(window, _centred(window.geometry(), room))
        keep_inside(window)
        window.show()
    handle = window.windowHandle()
    if handle is not None:
        handle.screenChanged.connect(lambda screen: keep_inside(window, screen))
    # Where a window manager would not maximize it, or gave it its frame only once shown, the real
    # frame is known after the first round of the event loop.
    QTimer.singleShot(0, window, lambda: keep_inside(window))


class DialogPlacer(QObject):
    """Places every dialog as it opens: no larger than its room, centred over the till, inside; and
    keeps it inside whenever it grows while open (a part shown makes Qt enlarge a window to its
    layout's new minimum, past the taskbar on a short screen). A dialog that asked for a size is
    also fitted to it, or to its room, as it opens and after (``_AskedRoom``).

    One event filter on the application, so every dialog (the PIN prompt, message boxes, Qt's own
    file dialog) is placed the same way without each one asking.
    """

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(watched, QDialog | QMessageBox) and watched.isWindow():
            dialog: QWidget = watched
            if event.type() == QEvent.Type.Show:
                _AskedRoom.of(dialog)
                place_dialog(dialog)
            elif event.type() == QEvent.Type.Move and dialog.isVisible():
                # A window manager frames a window just after it is shown, and Qt learns that frame
                # with the move it makes.
                asked = dialog.findChild(_AskedRoom, "", Qt.FindChildOption.FindDirectChildrenOnly)
                if asked is not None:
                    asked.framed()
            elif event.type() in (QEvent.Type.Resize, QEvent.Type.LayoutRequest) and dialog.isVisible():
                # Once laid out: a part shown and another hidden in one step leave the layout's
                # minimum as it ends, which the dialog is then brought inside with.
                QTimer.singleShot(0, dialog, lambda: keep_inside(dialog))
        return False


class _AskedRoom(QObject):
    """A dialog that asked for a size (``fit_to_screen``) at that size, or at the room its screen
    really leaves it where that is less: as it opens (again: the one Find of a session, opened on
    a narrow screen, is as wide as a wider one allows when opened there), once, when the window
    manager's frame is known (a guessed title bar taller than the real one left rows of its
    lists unused), and whenever it moves to another screen or its screen's available area
    changes. Each of these fits it once: the resizes it makes bring no new fitting.

    A child of its dialog, so its connections to the screens go when the dialog does.
    """

    def __init__(self, dialog: QWidget) -> None:
        super().__init__(dialog)
        self._dialog = dialog
        #: Fitted to a guessed frame, and to be fitted again once the real one is known.
        self._guessed = False
        self._screen: QScreen | None = None
        handle = dialog.windowHandle()
        if handle is not None:
            handle.screenChanged.connect(self._moved_to)
        self._follow(dialog.screen())

    @staticmethod
    def of(dialog: QWidget) -> None:
        """Fit ``dialog`` as it opens, if it asked for a size, and follow its screen from then on."""
        if asked_size(dialog) is None:
            return
        asked = dialog.findChild(_AskedRoom, "", Qt.FindChildOption.FindDirectChildrenOnly)
        if asked is None:
            asked = _AskedRoom(dialog)
        asked.opened()

    def opened(self) -> None:
        fit_asked(self._dialog)
        self._guessed = not frame_known(self._dialog)

    def framed(self) -> None:
        """Fitted again, and centred again, the first time its real frame is known since it opened."""
        if self._guessed and frame_known(self._dialog):
            self._guessed = False
            fit_asked(self._dialog)
            place_dialog(self._dialog)

    @Slot(QScreen)
    def _moved_to(self, screen: QScreen) -> None:
        self._follow(screen)
        if self._dialog.isVisible():
            fit_asked(self._dialog, screen)
            keep_inside(self._dialog, screen)

    @Slot(QRect)
    def _screen_changed(self, _available: QRect) -> None:
        if self._dialog.isVisible():
            fit_asked(self._dialog)
            keep_inside(self._dialog)

    def _follow(self, screen: QScreen) -> None:
        if self._screen is not None:
            # A screen unplugged may be gone already, and its connections with it.
            with suppress(RuntimeError):
                self._screen.availableGeometryChanged.disconnect(self._screen_changed)
        self._screen = screen
        screen.availableGeometryChanged.connect(self._screen_changed)


def place_dialog(dialog: QWidget) -> None:
    """Centre ``dialog`` over its parent's window (or its screen), inside the available area."""
    room = room_for(dialog)
    size = dialog.size().boundedTo(room.size())
    if size != dialog.size():
        dialog.resize(size)
    parent = dialog.parentWidget()
    over = parent.window().geometry() if parent is not None else room
    centred = QRect(_centred(QRect(QPoint(0, 0), size), over), size)
    _move_client(dialog, _inside(centred, room))


def install_dialog_placer(app: QApplication) -> DialogPlacer:
    """Every dialog of ``app`` placed by one ``DialogPlacer``, owned by the application."""
    placer = DialogPlacer(app)
    app.installEventFilter(placer)
    return placer


@contextmanager
def no_dialog_placing() -> Iterator[None]:
    """No ``DialogPlacer`` hears the application's events meanwhile: for building a window, where no
    dialog opens and each of its thousands of events would otherwise be handed to Python."""
    app = QApplication.instance()
    placer = app.findChild(DialogPlacer) if app is not None else None
    if app is None or placer is None:
        yield
        return
    app.removeEventFilter(placer)
    try:
        yield
    finally:
        app.installEventFilter(placer)


def _move_client(window: QWidget, client_top_left: QPoint) -> None:
    """Put ``window``'s client area at ``client_top_left``: ``move`` places a window's frame."""
    frame = frame_of(window)
    window.move(client_top_left - QPoint(frame.left(), frame.top()))


def _centred(rect: QRect, over: QRect) -> QPoint:
    return QPoint(
        over.left() + (over.width() - rect.width()) // 2, over.top() + (over.height() - rect.height()) // 2
    )


def _inside(rect: QRect, room: QRect) -> QPoint:
    """``rect``'s top-left moved so that all of it lies in ``room`` (its top-left wins if it cannot)."""
    left = max(room.left(), min(rect.left(), room.right() - rect.width() + 1))
    top = max(room.top(), min(rect.top(), room.bottom() - rect.height() + 1))
    return QPoint(left, top)
