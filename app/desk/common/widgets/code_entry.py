"""The code field and what keeps a till's keys working: a scanner's code + Enter or Tab, the menu's
keys before a field's own, and the window made active again where no window manager does it."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QKeyCombination, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QMouseEvent
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from app.desk.common.widgets.hint_edit import BodyHintEdit

#: The code the field is made wide enough to show whole: a long demo code and a little more.
WHOLE_CODE = "SPA50PART-12"
#: A key named as the README and the menus name it ("Alt+A"), in every language.
_SHOWN = QKeySequence.SequenceFormat.PortableText


class CodeEntry(BodyHintEdit):
    """The code field, where a scanner types a code and then Enter or Tab.

    Signals: ``submitted()``: look the text up (Enter; or Tab after text typed since the last
    lookup, a scanner's Tab suffix, which then keeps focus here for the next scan). Tab with nothing
    new moves on as usual, so the field never traps the keyboard. ``chord_unused(str)``: an Alt key
    reached the field, none of the till's keys on screen took it (Alt+A with no amount shown); it is
    never typed, and its name ("Alt+A") is given for a hint.
    """

    submitted = Signal()
    chord_unused = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.has_new_text = False
        self.textEdited.connect(self._edited)
        self.returnPressed.connect(self.submitted)

    def minimumSizeHint(self) -> QSize:
        """Room for a whole code in any language: the buttons beside it take their words' width,
        and German's "Rechnung bezahlen" squeezed a scanned SPA50PART to "A50PART" at 1024 px,
        the one place the code is meant to be read whole."""
        hint = super().minimumSizeHint()
        margins = self.textMargins().left() + self.textMargins().right() + 24
        return QSize(
            max(hint.width(), self.fontMetrics().horizontalAdvance(WHOLE_CODE) + margins), hint.height()
        )

    def looked_up(self) -> None:
        """The text is being looked up: select it, so the next scan replaces it."""
        self.has_new_text = False
        self.selectAll()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        """A click into the field selects its whole text, whether or not it had focus, so the next
        scan replaces the last code rather than being appended to it (a scanner types, it cannot
        clear). Editing by hand still works: type over it, or use the arrow keys."""
        super().mouseReleaseEvent(event)
        self.selectAll()

    def event(self, event: QEvent) -> bool:
        if is_line_end(event):
            # A scanner set to end its codes with a line feed (or carriage return) rather than the
            # Enter key: the character arrives, not the key, and a line edit ignores it, so the next
            # scan was appended to this one. It ends the code as Enter does.
            self.submitted.emit()
            return True
        if (
            self.has_new_text
            and self.text().strip()
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_Tab
            and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        ):
            self.submitted.emit()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """An Alt key is one of the till's keys (the amount's Alt+A, the terms' Alt+T), never a
        character of a code: when what it works on is not on screen it reaches the field, where a
        line edit would type its letter over the selected code, a lost scan. Alt with Ctrl is AltGr
        on Windows, and the keypad's digits with Alt are how Windows types a character by its
        number: both still type."""
        held = event.modifiers()
        if (
            held & Qt.KeyboardModifier.AltModifier
            and not held & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.KeypadModifier)
            and event.text().strip()
        ):
            event.accept()
            self.chord_unused.emit(QKeySequence(event.keyCombination()).toString(_SHOWN))
            return
        super().keyPressEvent(event)

    def _edited(self, _text: str) -> None:
        self.has_new_text = True


def is_line_end(event: QEvent) -> bool:
    """A line feed or carriage return typed as a character, not as the Enter key: how a scanner set
    to such a suffix ends a code. A line edit ignores it."""
    return (
        event.type() == QEvent.Type.KeyPress
        and isinstance(event, QKeyEvent)
        and event.key() not in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        and event.text() in ("\n", "\r")
    )


class MenuKeysFirst(QObject):
    """The menus' keys win over a text field's own: on X11 a line edit takes Ctrl+U (erase the
    line) and Ctrl+E (end of line), so with the code field focused the Manager menu's Unconfirmed
    movements and End of shift report did nothing, and Ctrl+U erased the code."""

    def __init__(self, keys: set[QKeyCombination], parent: QObject) -> None:
        super().__init__(parent)
        self._keys = keys

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and event.keyCombination() in self._keys
        ):
            event.ignore()  # not the field's: the shortcut map gives it to the menu's action
            return True
        return False


class ActiveAgain(QObject):
    """The till window is made active again when one of its dialogs closes, and the code field has
    the keyboard again, its text selected.

    A till's kiosk session often runs X11 without a window manager, where nothing else activates a
    window: keys typed still reach the focused field, but Qt gives a window's shortcuts (F4, F12,
    Ctrl+E, the whole Manager menu) only to the active window, so after the start, and again after
    every PIN prompt or message closed, each of them did nothing until someone clicked the till.
    With a window manager this is what it does anyway.

    Qt gives the focus back to the code field unselected (or to the button that opened the dialog),
    and a scanner cannot clear a field: the next scan was appended to the last code
    ("NEWCARD7TEA40PART") and offered as a new card. Focus that something moved on purpose while
    the dialog was up (the top-up's amount once a manager approved) stays where it was put.
    """

    def __init__(self, window: QWidget, back: Callable[[], None], on_till: Callable[[], bool]) -> None:
        super().__init__(window)
        self._window = window
        self._back = back
        self._on_till = on_till
        self._focus_before: QWidget | None = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # Every event of the application passes here (each step of the asyncio loop is a timer
        # event, and a dialog's building sends thousands): the cheap test of the object comes
        # first, and the event's type, whose enum costs ten times as much, is asked only of a
        # dialog's.
        if not isinstance(watched, QDialog):
            return False
        kind = event.type()
        if (
            kind in (QEvent.Type.Show, QEvent.Type.Hide)
            and watched.isWindow()
            and watched.parentWidget() is not None
            and watched.parentWidget().window() is self._window  # type: ignore[union-attr]
        ):
            if kind == QEvent.Type.Show:
                self._focus_before = self._window.focusWidget()
            else:
                # Once the dialog's own signals have run: they may open the next dialog (the action
                # a PIN approved) or put the focus somewhere on purpose.
                QTimer.singleShot(0, self, self._activate)
        return False

    def _activate(self) -> None:
        active = QApplication.activeWindow()
        gone = active is None or not active.isVisible()  # no other window of the till's took over
        if not (self._window.isVisible() and QApplication.activeModalWidget() is None and gone):
            return
        self._window.activateWindow()
        if not self._on_till():
            return
        focus = self._window.focusWidget()
        if focus is not None and focus is not self._focus_before:
            focus.setFocus()
            return
        self._back()
