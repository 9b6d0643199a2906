"""A scanner's burst while one of the till's dialogs is open: never lost, and never a button pressed.

A wedge scanner is a keyboard that types a code and Enter (or Tab, or a line feed) into whatever has
focus. At the counter the code field takes it; in a dialog it met whatever was focused: after Sell's
review that was Close, so the code went nowhere and its Enter closed the window. The till tells a
scan from typing by what was typed, as in the amount field (``app.core.codes.looks_like_code``:
letters, or more digits than an amount has, and no space), and by its pace: a scanner types a
code's characters a few milliseconds apart, evenly, and its suffix straight after; a person typing
fast still leaves a longer gap somewhere. So a burst is a scan when its keys came on average no more
than ``AVERAGE_GAP_S`` apart and never more than ``LONGEST_GAP_S``. Pace alone decides in a text
field: a code typed into a name, an e-mail or a note is caught whatever its letters, and a surname
typed by a person and ended with Enter is the field's. A scan that follows the cashier's own keys
within half a second (one run) is told by its own burst's pace, if it is as long as a code
(``SCAN_AT_LEAST``): what the cashier typed stays, and only the scan is taken out.

Every field is watched: text fields, choices and lists, and the number, date and note fields too.
What the burst changed there is taken back (a quantity's value, a day, a note's text as they were
before its first character), so a code's digits never become a quantity or a date.

Where the burst goes:

- a dialog that takes codes itself names the field (``SCAN_FIELD``: the bill's code): the code
  goes there, as if scanned into it;
- any other dialog of the till keeps it for the counter: the dialog says so on a line of its own,
  the code masked as the feed beside it masks it (``ScanGuard.shown_code``: it is not at the
  counter yet), and once the dialog is closed the counter looks
  it up, as the first window does with a code scanned while the till starts. The cashier scanned
  the next voucher; it is waiting for them when they are back at the counter.

Either way the burst's Enter presses nothing. An Enter that would press a button straight after one
that pressed a button, nothing typed or changed between (a key pressed twice, a scanner set to send
two), is dropped too: the first one's button may have moved the focus to another, or opened the next
dialog, whose button it would press.

A dialog that says why it refuses a scan itself says ``OWN_SCANS`` (the PIN prompt: "not a PIN";
scanned there, a code would count as a wrong PIN and lock the managers out). Its field refuses a
code's letters but keeps its digits, and takes a code of digits alone (eight digits fit a PIN), so
what the scan left there is taken back whatever its suffix, the suffix is the scan's (a Tab moves
the focus nowhere, an Enter presses nothing), the dialog's ``refuse_scan()`` says why, and the code
is kept for the counter as in any other dialog.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import NamedTuple

import shiboken6
from PySide6.QtCore import QEvent, QObject, QPersistentModelIndex, Qt, QTimer
from PySide6.QtGui import QKeyEvent, QTextCursor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QBoxLayout,
    QComboBox,
    QDateTimeEdit,
    QDialog,
    QDoubleSpinBox,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from app.core.codes import looks_like_code, normalise_code
from app.core.i18n import translate
from app.core.masking import mask_code
from app.desk.common.widgets.code_entry import is_line_end
from app.desk.common.widgets.style import message_label, set_state

#: The dialog property naming the field that takes a scanned code itself (a ``QLineEdit``).
SCAN_FIELD = "scanField"
#: The dialog property saying it handles a scanner's keys itself, everywhere in it.
OWN_SCANS = "ownScans"
#: The longest a scan's keys are apart on average, its suffix included (a scanner's are a few
#: milliseconds apart; a person's, even typing fast, a tenth of a second and more).
AVERAGE_GAP_S = 0.06
#: Gaps are differences of float seconds since the clock's start: keys exactly 60 ms apart may
#: measure a few nanoseconds more, and a pace at the limit is still within it.
_CLOCK_NOISE_S = 1e-6
#: The longest gap between two keys of one scan: a scanner never stops part way through a code.
LONGEST_GAP_S = 0.15
#: A quiet this long starts a new burst (the cashier took up the scanner after typing); keys with
#: shorter gaps are one burst, so the end of a word typed by hand, after a person's pause, is never
#: judged as a burst of its own.
QUIET_S = 0.5
#: The fewest characters a scan typed straight after the cashier's own keys is told by on its own
#: pace: the shortest code a scanner reads. Fewer fast keys at the end of a word (a surname's "th"
#: and Enter) are a person's.
SCAN_AT_LEAST = 6
#: A second Enter this soon after one that pressed a button, nothing entered between, is the same
#: Enter again.
REPEAT_S = 0.5
#: The property marking the line a dialog shows about a code it keeps for the counter.
NOTICE = "scanKept"

_ENDS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
_COMMAND = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
_MODIFIERS = frozenset(
    {
        Qt.Key.Key_Shift,
        Qt.Key.Key_Control,
        Qt.Key.Key_Alt,
        Qt.Key.Key_AltGr,
        Qt.Key.Key_Meta,
        Qt.Key.Key_CapsLock,
    }
)


class ScanGuard(QObject):
    """Watches the keys typed in the dialogs of ``window``; ``look_up(code)`` puts a kept code on the
    counter once no dialog of the till is open any more."""

    def __init__(
        self, window: QWidget, look_up: Callable[[str], None], clock: Callable[[], float] = time.monotonic
    ) -> None:
        super().__init__(window)
        self._window = window
        self._look_up = look_up
        #: When each key came, in seconds (tests type at a person's or a scanner's pace through it).
        self.clock = clock
        #: The characters typed in one go so far, where, and the field as it was before the first
        #: (put back when they prove to be a scan).
        self._run = KeyRun()
        self._where: QWidget | None = None
        self._before: Callable[[], None] | None = None
        #: The run's keys since its last gap longer than a scanner leaves, and the field before
        #: them: a code scanned within half a second of the cashier's own typing is told by these.
        self._burst = KeyRun()
        self._burst_before: Callable[[], None] | None = None
        #: When the last Enter pressed a dialog's button, and the dialog's fields then (an Enter that
        #: finds them changed follows something entered, not the same Enter again).
        self._pressed: tuple[float, tuple[str, ...] | None] | None = None
        #: The last key event seen, and the widget it was sent to.
        self._last_key: tuple[int, QWidget] | None = None
        #: A code scanned in a dialog, looked up when the dialogs are closed.
        self.kept = ""
        #: How a dialog's notice names a kept code: the window gives the feed's mask
        #: (``CodeMasks.beside``), so the notice and the feed read the same tail for one voucher.
        self.shown_code: Callable[[str], str] = mask_code

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # Every event of the application passes here: the cheap tests come first.
        if isinstance(watched, QDialog):
            self._dialog_event(watched, event.type())
        if event.type() == QEvent.Type.MouseButtonPress:
            self._run.clear()  # a click ends what was being typed: no scanner clicks mid-code
        if not isinstance(event, QKeyEvent) or not isinstance(watched, QWidget):
            return False
        if event.type() != QEvent.Type.KeyPress or self._passed_up(watched, event):
            return False
        dialog = self._dialog_of(watched)
        if dialog is None:
            self._pressed = None
            return False
        if dialog.property(OWN_SCANS):
            return self._own_scans_key(dialog, watched, event)
        field = dialog.property(SCAN_FIELD)
        if isinstance(field, QLineEdit) and watched is field:
            return False
        return self._key(dialog, watched, event, field if isinstance(field, QLineEdit) else None)

    def _passed_up(self, watched: QWidget, event: QKeyEvent) -> bool:
        """A key the widget it was sent to ignored comes here again from each parent it is passed up
        to, as the same event: one key, seen once."""
        pointer = shiboken6.getCppPointer(event)[0]
        last, self._last_key = self._last_key, (pointer, watched)
        if last is None or last[0] != pointer or not shiboken6.isValid(last[1]):
            return False
        if watched is not last[1] and watched.isAncestorOf(last[1]):
            self._last_key = last
            return True
        return False

    def _dialog_event(self, dialog: QDialog, kind: QEvent.Type) -> None:
        if kind == QEvent.Type.Show and self._pressed is not None:
            # Opened by an Enter (the PIN's, a dialog's default button): an Enter this soon after
            # it appeared is that Enter again, however long the opening took.
            self._pressed = (self.clock(), fields_of(dialog))
        elif kind == QEvent.Type.Hide and self.kept:
            QTimer.singleShot(0, self, self._after_dialogs)

    def _dialog_of(self, widget: QWidget) -> QDialog | None:
        """The till's dialog ``widget`` is in, or None (the till's own window, another program's)."""
        top = widget.window()
        if not isinstance(top, QDialog) or not top.isVisible():
            return None
        owner = top.parentWidget()
        return top if owner is not None and owner.window() is self._window else None

    def _own_scans_key(self, dialog: QDialog, widget: QWidget, event: QKeyEvent) -> bool:
        now = self.clock()
        if not _ends(event):
            self._not_an_end(widget, event, now)
            return False
        # The field refuses a code's letters: it holds the run's digits alone (``_code_shaped``).
        scan = self._scan_ending(widget, now, refused_letters=True)
        if scan is not None:
            scan.take_back()
            # Kept first: the dialog's refusal then fits its lines to the notice's as well.
            self._keep(dialog, normalise_code(scan.code))
            refuse = getattr(dialog, "refuse_scan", None)
            if callable(refuse):
                refuse()
            self._pressed = None
            return True
        # Its Enter still counts: the next dialog it opens does not take the same Enter again.
        enter = event.key() in _ENDS and presses_button(dialog, widget)
        self._pressed = (now, None) if enter else None
        return False

    def _not_an_end(self, widget: QWidget, event: QKeyEvent, now: float) -> None:
        if event.key() in _MODIFIERS:
            return  # a scanner presses Shift for each capital, as a keyboard does
        text = event.text()
        if text and text.isprintable() and not event.modifiers() & _COMMAND:
            self._typed(widget, text, now)
        else:
            self._run.clear()
            self._pressed = None

    def _scan_ending(self, widget: QWidget, now: float, *, refused_letters: bool = False) -> _Scan | None:
        """The code the end key at ``now`` ends, typed at a scanner's pace into ``widget``
        (``refused_letters``: a field that takes digits only), or None; the run is over either way.
        The whole run is the scan, or, in a field that takes letters, its last burst: a scanner
        used within half a second of the cashier's own keys types its code straight after them,
        and what the cashier typed stays."""
        run, burst = self._run.text, self._burst.text
        whole = self._run.at_scanners_pace(now)
        tail = (
            not refused_letters
            and len(burst) >= SCAN_AT_LEAST
            and run.endswith(burst)  # a run ended since (a click, an arrow) holds no burst
            and self._burst.at_scanners_pace(now)
        )
        self._run.clear()
        self._burst.clear()
        if widget is not self._where:
            return None
        if whole and self._code_shaped(widget, run, refused_letters=refused_letters):
            return _Scan(run, self._put_back(self._before))
        if tail and self._code_shaped(widget, burst):
            return _Scan(burst, self._put_back(self._burst_before))
        return None

    @staticmethod
    def _put_back(before: Callable[[], None] | None) -> Callable[[], None]:
        return before if before is not None else lambda: None

    def _key(self, dialog: QDialog, widget: QWidget, event: QKeyEvent, field: QLineEdit | None) -> bool:
        now = self.clock()
        if not _ends(event):
            self._not_an_end(widget, event, now)
            return False
        scan = self._scan_ending(widget, now)
        if scan is not None:
            # What the scan's characters did is undone: typed into a field (a name or a reason is
            # not a code, a quantity or a day not its digits), or a list's or a choice's keyboard
            # search (Sell's shelf jumped to "Spa Days").
            scan.take_back()
            self._scanned(dialog, normalise_code(scan.code), field)
            self._pressed = None
            return True
        if event.key() not in _ENDS:
            self._pressed = None
            return False
        return self._enter(dialog, widget, now)

    @staticmethod
    def _code_shaped(widget: QWidget, run: str, *, refused_letters: bool = False) -> bool:
        """Whether ``run``, typed at a scanner's pace into ``widget``, is a code: the pace has already
        told it from a word typed by hand. A text field whose text changed other than by typing
        (cleared, filled in) holds no scan; one that refuses letters and keeps a few digits (the
        PIN's) holds as many of the run's digits as it takes."""
        if " " in run or not looks_like_code(run):
            return False
        if not isinstance(widget, QLineEdit):
            return True
        if refused_letters:
            digits = "".join(ch for ch in run if ch.isdigit())
            return widget.text() == digits[: widget.maxLength()]
        return run in widget.text()

    def _enter(self, dialog: QDialog, widget: QWidget, now: float) -> bool:
        """Whether to drop this Enter: the one before it pressed a button, this one would press
        another, it comes straight after, and nothing was entered between."""
        presses = presses_button(dialog, widget)
        fields = fields_of(dialog)
        pressed, self._pressed = self._pressed, (now, fields) if presses else None
        if pressed is None or not presses or now - pressed[0] > REPEAT_S:
            return False
        return pressed[1] is None or pressed[1] == fields

    def _typed(self, widget: QWidget, text: str, now: float) -> None:
        self._pressed = None
        if not self._run.text or widget is not self._where or self._run.since_last(now) > QUIET_S:
            self._run.clear()
            self._where = widget
            self._before = as_it_was(widget)
            self._burst.clear()
        if self._burst.text and self._burst.since_last(now) > LONGEST_GAP_S:
            self._burst.clear()
        if not self._burst.text:
            self._burst_before = as_it_was(widget)
        self._run.add(text, now)
        self._burst.add(text, now)

    def _scanned(self, dialog: QDialog, code: str, field: QLineEdit | None) -> None:
        if field is not None and field.isEnabled():
            field.setFocus()
            field.setText(code)
            field.returnPressed.emit()
            return
        self._keep(dialog, code)

    def _keep(self, dialog: QDialog, code: str) -> None:
        """``code`` kept for the counter, and ``dialog`` says so on a line of its own."""
        self.kept = code
        notice = scan_notice(dialog)
        if notice is None:
            notice = message_label("info")
            notice.setProperty(NOTICE, True)
            layout = dialog.layout()
            if isinstance(layout, QBoxLayout):
                layout.insertWidget(0, notice)
        set_state(notice, "kind", "info")
        notice.setText(
            translate(
                "Scan", "Voucher {code} scanned: the counter looks it up when you close {window}."
            ).format(code=self.shown_code(code), window=dialog.windowTitle())
        )
        notice.setVisible(True)

    def drop(self) -> None:
        """The cashier moved on (opened a voucher, searched again): a code kept from a scan is no
        longer what they want at the counter, so it is let go and no dialog says it is waiting."""
        if not self.kept:
            return
        self.kept = ""
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, QDialog) and (notice := scan_notice(widget)) is not None:
                notice.setVisible(False)

    def _after_dialogs(self) -> None:
        """The kept code to the counter, once the last dialog of the till has gone."""
        if not self.kept or QApplication.activeModalWidget() is not None:
            return
        if any(self._dialog_of(w) is not None for w in QApplication.topLevelWidgets()):
            return
        code, self.kept = self.kept, ""
        self._look_up(code)


class _Scan(NamedTuple):
    """A code a scanner typed, and what puts the field it typed into back as it was."""

    code: str
    take_back: Callable[[], None]


class KeyRun:
    """The characters typed in one go, and their pace: when the first and the last came, and the
    longest gap between two of them. Each watcher decides for itself when a run starts afresh
    (``clear``); the run only says whether what it holds came at a scanner's pace."""

    def __init__(self) -> None:
        self.text = ""
        self._first = self._last = self._longest = 0.0

    def clear(self) -> None:
        """Nothing typed in this run any more: the next key starts a new one."""
        self.text = ""

    def since_last(self, now: float) -> float:
        """How long ago the run's last key came."""
        return now - self._last

    def add(self, text: str, now: float) -> None:
        """``text`` typed at ``now``: the first key of a new run, or the next of this one."""
        if self.text:
            self._longest = max(self._longest, now - self._last)
        else:
            self._first, self._longest = now, 0.0
        self.text += text
        self._last = now

    def at_scanners_pace(self, now: float) -> bool:
        """Whether the run's keys and the suffix that ends it (at ``now``) came at a scanner's pace:
        on average no more than ``AVERAGE_GAP_S`` apart, and none more than ``LONGEST_GAP_S``."""
        if not self.text:
            return False
        longest = max(self._longest, now - self._last)
        average = (now - self._first) / len(self.text)
        return longest <= LONGEST_GAP_S + _CLOCK_NOISE_S and average <= AVERAGE_GAP_S + _CLOCK_NOISE_S


class Burst(QObject):
    """Whether a field's whole text came as a scanner types it (``KeyRun.at_scanners_pace``), its Enter
    just now. For a field outside the till's dialogs that must tell a scan from typing (the
    sign-in page's name): what a person typed there is the field's however it looks ("Ola2" is a
    name), and only a scanner's burst is a code."""

    def __init__(self, field: QLineEdit, clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__(field)
        self._field = field
        self.clock = clock
        self._run = KeyRun()
        field.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() not in _MODIFIERS
        ):
            now, text = self.clock(), event.text()
            if text and text.isprintable() and not event.modifiers() & _COMMAND:
                if self._run.since_last(now) > LONGEST_GAP_S or not self._field.text():
                    # Keys that far apart are no scanner's, and an empty field (cleared since)
                    # holds none of what came before: what follows starts afresh.
                    self._run.clear()
                self._run.add(text, now)
            elif event.key() not in _ENDS:
                self._run.clear()  # an arrow, a deletion: the text is no longer what a burst typed
        return False

    def scanned(self) -> bool:
        """Whether the field holds what one burst typed, at a scanner's pace, its Enter just now."""
        run = self._run
        return run.at_scanners_pace(self.clock()) and run.text.strip() == self._field.text().strip()


def _ends(event: QKeyEvent) -> bool:
    """Whether ``event`` is a key a scanner ends a code with: Enter, Tab or a line feed."""
    return event.key() in _ENDS or event.key() == Qt.Key.Key_Tab or is_line_end(event)


def scan_notice(dialog: QDialog) -> QLabel | None:
    """The line ``dialog`` shows about a code kept for the counter, once it has shown one."""
    found = [label for label in dialog.findChildren(QLabel) if label.property(NOTICE)]
    return found[0] if found else None


def presses_button(dialog: QDialog, widget: QWidget) -> bool:
    """Whether Enter, sent to ``widget``, presses one of ``dialog``'s buttons: the focused button
    Enter presses, or the dialog's default one."""
    if isinstance(widget, QPushButton):
        return widget.isEnabled() and (widget.autoDefault() or widget.isDefault())
    if isinstance(widget, QPlainTextEdit) and not widget.isReadOnly():
        return False  # a new line in the note: a second Enter is a second line, not a repeat
    return any(b.isDefault() and b.isEnabled() and b.isVisible() for b in dialog.findChildren(QPushButton))


def fields_of(dialog: QDialog) -> tuple[str, ...]:
    """What ``dialog``'s fields hold (the text fields of its date and number fields too)."""
    return tuple(field.text() for field in dialog.findChildren(QLineEdit))


#: The widgets whose state a scan's characters change as one value: how it is read, how it is set
#: back. A number's or a day's half-typed text goes with its value.
_VALUES: tuple[tuple[type[QWidget], str, str], ...] = (
    (QDateTimeEdit, "dateTime", "setDateTime"),
    (QSpinBox, "value", "setValue"),
    (QDoubleSpinBox, "value", "setValue"),
    (QComboBox, "currentIndex", "setCurrentIndex"),
)


def as_it_was(widget: QWidget) -> Callable[[], None] | None:
    """Puts ``widget`` back as it is now, before a scan's characters reach it: a field's text and
    cursor, a number's or a day's value, a note's text, a choice's item, a list's current row."""
    if isinstance(widget, QLineEdit):
        text, cursor = widget.text(), widget.cursorPosition()

        def field() -> None:
            widget.setText(text)
            widget.setCursorPosition(cursor)

        return field
    if isinstance(widget, QPlainTextEdit):
        return _note_as_it_was(widget)
    if isinstance(widget, QAbstractItemView):
        current = QPersistentModelIndex(widget.currentIndex())
        return lambda: widget.setCurrentIndex(current)
    for kind, read, write in _VALUES:
        if isinstance(widget, kind):
            value = getattr(widget, read)()
            return lambda: getattr(widget, write)(value)
    return None


def _note_as_it_was(note: QPlainTextEdit) -> Callable[[], None]:
    """A note's text and cursor as they are now; a note the scan left alone (one that cannot be
    edited, as a report's preview) keeps its place in the text."""
    text = note.toPlainText()
    cursor = note.textCursor()
    anchor, position = cursor.anchor(), cursor.position()

    def put_back() -> None:
        if note.toPlainText() == text:
            return
        note.setPlainText(text)
        restored = note.textCursor()
        restored.setPosition(anchor)
        restored.setPosition(position, QTextCursor.MoveMode.KeepAnchor)
        note.setTextCursor(restored)

    return put_back
