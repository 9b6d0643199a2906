"""A wedge scanner and a person at the keyboard, as tests drive them: real key events, each one
coming at its own pace on the clock of the till's scanner guard (``ScanGuard.clock``), never by
waiting for it.

``burst`` is a scanner: a code and a suffix typed into whatever has focus, a few milliseconds a key.
``by_hand`` is a person typing fast: a tenth of a second and more between keys, so a word, a name or
a code typed and ended with Enter or Tab is the field's, never taken for a scan.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager, nullcontext

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QDialog, QWidget
from pytestqt.qtbot import QtBot

from app.desk.common.widgets.scan_guard import ScanGuard

ENTER, TAB = Qt.Key.Key_Return, Qt.Key.Key_Tab
#: A line feed typed as a character, as a scanner set to that suffix sends it: no key of its own.
LINE_FEED = "\n"

#: A scanner's gap between two keys: a few milliseconds.
SCANNER_GAP_S = 0.008
#: A person typing fast, about 100 words a minute: the gap between two of their keys.
PERSON_GAP_S = 0.12


class KeyClock:
    """The guard's clock in a test: the real one, except while a helper types, when each key comes
    exactly its gap after the last (a loaded machine's stalls are not the scanner's)."""

    def __init__(self) -> None:
        self._offset = 0.0
        self._held: float | None = None

    def __call__(self) -> float:
        return self._held if self._held is not None else time.monotonic() + self._offset

    @contextmanager
    def held(self) -> Iterator[None]:
        self._held = self()
        try:
            yield
        finally:
            # On from where the typing left it: the clock never goes back.
            self._offset = self._held - time.monotonic()
            self._held = None

    def step(self, seconds: float) -> None:
        assert self._held is not None, "only while a helper types"
        self._held += seconds


def key_clock(widget: QWidget) -> KeyClock | None:
    """The clock of the scanner guard watching ``widget``'s till window (its dialogs' too), made a
    ``KeyClock`` the first time; None for a widget of no till window (nothing to pace)."""
    top = widget.window()
    while isinstance(top, QDialog) and (owner := top.parentWidget()) is not None:
        top = owner.window()
    guard = top.findChild(ScanGuard)
    if guard is None:
        return None
    if not isinstance(guard.clock, KeyClock):
        guard.clock = KeyClock()
    return guard.clock


def _focus() -> QWidget:
    focus = QApplication.focusWidget()
    assert focus is not None, "the keys would be typed nowhere"
    return focus


def _keys(
    qtbot: QtBot, keys: list[str | Qt.Key], gap: float, into: QWidget | None, shift: bool = False
) -> None:
    """Each key into ``into`` (or into the focus of that moment, as a keyboard types), ``gap`` after
    the last on the guard's clock; with ``shift``, Shift pressed and let go around each capital."""
    clock = key_clock(into if into is not None else _focus())
    with clock.held() if clock is not None else nullcontext():
        for key in keys:
            if clock is not None:
                clock.step(gap)
            target = into if into is not None else _focus()
            if key == LINE_FEED:
                line_feed = QKeyEvent(QEvent.Type.KeyPress, 0x0A, Qt.KeyboardModifier.NoModifier, LINE_FEED)
                QApplication.sendEvent(target, line_feed)
                continue
            capital = shift and isinstance(key, str) and key.isupper()
            if capital:
                qtbot.keyPress(target, Qt.Key.Key_Shift)
            qtbot.keyClick(target, key)
            if capital:
                qtbot.keyRelease(target, Qt.Key.Key_Shift)


def focused(qtbot: QtBot, widget: QWidget) -> None:
    """The focus on ``widget``, as the person at the till left it: what a scan types next goes there."""
    widget.setFocus()
    qtbot.waitUntil(widget.hasFocus)


def burst(
    qtbot: QtBot, text: str, suffix: Qt.Key | str, *, into: QWidget | None = None, shift: bool = False
) -> None:
    """One scan: the characters, then the suffix (a key, or ``LINE_FEED``), typed into whatever has
    focus at each key (or into ``into``); with ``shift``, as an X11 scanner types it, Shift pressed
    and let go around each capital."""
    _keys(qtbot, [*text, suffix], SCANNER_GAP_S, into, shift)


def by_hand(qtbot: QtBot, widget: QWidget | None, text: str, *then: Qt.Key) -> None:
    """``text`` typed by a person typing fast, then the keys ``then`` (Enter, Tab): into ``widget``,
    or with None into whatever has focus at each key."""
    _keys(qtbot, [*text, *then], PERSON_GAP_S, widget)


def pause(qtbot: QtBot, ms: int) -> None:
    """The scanner's pause between two scans: part of what the test types, as a person's pace is,
    never a wait for the till (the one fixed wait ``tests/test_no_fixed_waits.py`` allows)."""
    qtbot.wait(ms)
