"""The period a report reads: "From [first] to [last]", then the button that reads it.

A report of whole days (the accounts' close, a member of staff's tips record) reads from the first
moment of its first day to the last moment of its last; a report of a stretch of time (the end of
a shift) reads the day and time typed in each field.
"""

from __future__ import annotations

from datetime import date, datetime, time
from typing import Generic, TypeVar

from PySide6.QtCore import QDate, QLocale
from PySide6.QtWidgets import QDateEdit, QHBoxLayout, QLabel, QWidget

from app.core.i18n import language, translate
from app.desk.common.widgets.moment_edit import MomentEdit, from_qt, to_qt

E = TypeVar("E", QDateEdit, MomentEdit)


class PeriodRow(QWidget, Generic[E]):
    """Its fields are ``start`` and ``end``; ``names`` are what a screen reader calls them."""

    def __init__(
        self, start: E, end: E, names: tuple[str, str], then: QWidget | None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.start: E = start
        self.end: E = end
        for edit, name in zip((start, end), names, strict=True):
            edit.setLocale(QLocale(language()))  # the months in the signed-in language's words
            edit.setAccessibleName(name)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(QLabel(translate("Period", "From")))
        layout.addWidget(start)
        layout.addWidget(QLabel(translate("Period", "to")))
        layout.addWidget(end)
        if then is not None:
            layout.addWidget(then)
        layout.addStretch(1)


def _day_edit(day: date) -> QDateEdit:
    edit = QDateEdit(QDate(day.year, day.month, day.day))
    edit.setDisplayFormat("d MMM yyyy")
    edit.setCalendarPopup(True)
    return edit


def days_row(first: date, last: date, then: QWidget | None = None) -> PeriodRow[QDateEdit]:
    names = (translate("Period", "From"), translate("Period", "To"))
    return PeriodRow(_day_edit(first), _day_edit(last), names, then)


def days_read(row: PeriodRow[QDateEdit]) -> tuple[datetime, datetime]:
    """The first moment of the first day and the last moment of the last day."""
    first, last = row.start.date(), row.end.date()
    return (
        datetime(first.year(), first.month(), first.day()),
        datetime.combine(date(last.year(), last.month(), last.day()), time.max),
    )


def moments_row(
    first: datetime, last: datetime, names: tuple[str, str], then: QWidget | None = None
) -> PeriodRow[MomentEdit]:
    # Typed whole ("06:00" for the shown day), or stepped with the arrow keys.
    return PeriodRow(MomentEdit(to_qt(first)), MomentEdit(to_qt(last)), names, then)


def moments_read(row: PeriodRow[MomentEdit]) -> tuple[datetime, datetime]:
    """The day and time in each field (the last one typed whole while a field names none)."""
    return from_qt(row.start.dateTime()), from_qt(row.end.dateTime())
