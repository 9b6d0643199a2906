"""A field for a moment that is typed whole ("3 Dec 2026 06:00", "3.12.2026 6:00", "06:00") and
can still be stepped (Up/Down an hour, Page Up/Page Down a day).

Qt's date-time field takes typing one section at a time: "1 Dec 2026 06:30" typed into it ends on
20:26. This one reads what was typed as a whole (``app.desk.common.moment_text``) and shows it again
in the language's words; it keeps the date-time field's ``dateTime``/``setDateTime``.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from PySide6.QtCore import QDate, QDateTime, QEvent, Qt, QTime
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QLineEdit, QWidget

from app.core.i18n import translate
from app.desk.common.moment_text import moment_text, read_moment
from app.desk.common.widgets.language import live
from app.desk.common.widgets.style import set_state

_STEPS = {
    Qt.Key.Key_Up: timedelta(hours=1),
    Qt.Key.Key_Down: timedelta(hours=-1),
    Qt.Key.Key_PageUp: timedelta(days=1),
    Qt.Key.Key_PageDown: timedelta(days=-1),
}


def to_qt(when: datetime) -> QDateTime:
    return QDateTime(QDate(when.year, when.month, when.day), QTime(when.hour, when.minute, when.second))


def from_qt(when: QDateTime) -> datetime:
    day, clock = when.date(), when.time()
    return datetime(day.year(), day.month(), day.day(), clock.hour(), clock.minute(), clock.second())


class MomentEdit(QLineEdit):
    """A moment, typed or stepped; ``valid()`` is False while the text names no moment."""

    def __init__(self, when: QDateTime, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._when = from_qt(when)
        self._show()
        self.editingFinished.connect(self._settle)
        self.textEdited.connect(self._mark)
        live(self, self._words)

    def _words(self) -> None:
        said = translate("Moment", "Type a day and time ({example}, 3.12.2026 06:00, or 06:00 on this day)")
        self.setToolTip(said.format(example=self.example()))

    def example(self) -> str:
        """The last moment typed whole, as the field writes it: an example of what it reads."""
        return moment_text(self._when, self.locale())

    def valid(self) -> bool:
        return read_moment(self.text(), self.locale(), self._when) is not None

    def dateTime(self) -> QDateTime:
        """The moment typed, or the last one typed whole while the text names none."""
        typed = read_moment(self.text(), self.locale(), self._when)
        return to_qt(typed if typed is not None else self._when)

    def setDateTime(self, when: QDateTime) -> None:
        self._when = from_qt(when)
        self._show()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        step = _STEPS.get(Qt.Key(event.key()))
        if step is None:
            super().keyPressEvent(event)
            return
        self._settle()
        self._when += step
        self._show()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LocaleChange:
            self._show()

    def _settle(self) -> None:
        """Typed whole: shown again as the field writes it; left as typed (marked) when it names none."""
        typed = read_moment(self.text(), self.locale(), self._when)
        if typed is not None:
            self._when = typed
            self._show()

    def _show(self) -> None:
        self.setText(moment_text(self._when, self.locale()))
        self._mark()

    def _mark(self) -> None:
        set_state(self, "kind", "" if self.valid() else "refused")
