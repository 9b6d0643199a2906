"""The staff integrity report's view-model: a period's counts per member of staff, the location's
usual figure beside them, and the audit lines behind any one count (``app.desk.integrity.counts``).

Opened by a manager under their PIN; each period shown is an audit line under their name, since the
report reads what every member of staff did.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from datetime import date, datetime, time
from decimal import Decimal
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)

from app.core.i18n import QT_TRANSLATE_NOOP, language, translate
from app.core.tasks import TaskSlots
from app.desk.common.audit_lines import audit_model
from app.desk.integrity.counts import (
    REVERSAL_LOOKBACK,
    Integrity,
    Pattern,
    Reading,
    count_patterns,
)
from app.store.audit import AuditLog
from app.store.journal import Journal
from app.store.pos_keyed import PosKeyedStore

Index = QModelIndex | QPersistentModelIndex

ACTION_INTEGRITY = "staff integrity report"
_TASK = "integrity report"

#: The column heading of each count: what was done, in plain words, never what it means.
PATTERN_WORDS = {
    Pattern.HIGH_LOOKUPS: QT_TRANSLATE_NOOP("Integrity", "High balances looked up, not redeemed"),
    Pattern.OPENED_REDEEMED: QT_TRANSLATE_NOOP("Integrity", "Opened read-only, redeemed within minutes"),
    Pattern.OWN_REVERSALS: QT_TRANSLATE_NOOP("Integrity", "Own redemptions reversed"),
    Pattern.NOT_KEYED: QT_TRANSLATE_NOOP("Integrity", "Not ticked as keyed on the POS"),
    Pattern.REVEALS: QT_TRANSLATE_NOOP("Integrity", "Whole codes shown"),
    Pattern.UNPAID_SALES: QT_TRANSLATE_NOOP("Integrity", "Sales not ticked as paid"),
}
#: The first row: how much each member of staff did, to read their counts against.
LINES_WORDS = QT_TRANSLATE_NOOP("Integrity", "Lines in the audit log (all actions)")
#: The count's words, then the usual figure (the mean over staff), then one column per member of staff.
FIRST_STAFF_COLUMN = 2


class CountsModel(QAbstractTableModel):
    """The counts as a table: a row per count (the first: lines in the log), then the usual figure
    and a column per member of staff, so each count's words read in full and staff stay narrow."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.report: Integrity | None = None

    def set_report(self, report: Integrity) -> None:
        self.beginResetModel()
        self.report = report
        self.endResetModel()

    def staff_at(self, column: int) -> str | None:
        """The member of staff of ``column``, or None for the words and the usual figure."""
        index = column - FIRST_STAFF_COLUMN
        if self.report is None or not 0 <= index < len(self.report.staff):
            return None
        return self.report.staff[index].staff

    @staticmethod
    def pattern_at(row: int) -> Pattern | None:
        """The count of ``row``, or None for the first row (lines in the log)."""
        index = row - 1
        return list(Pattern)[index] if 0 <= index < len(Pattern) else None

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's own default
        return 0 if parent.isValid() or self.report is None else 1 + len(Pattern)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid() or self.report is None:
            return 0
        return FIRST_STAFF_COLUMN + len(self.report.staff)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        report = self.report
        if report is None or not index.isValid():
            return None
        if role == Qt.ItemDataRole.TextAlignmentRole:
            side = Qt.AlignmentFlag.AlignLeft if index.column() == 0 else Qt.AlignmentFlag.AlignRight
            return int(side | Qt.AlignmentFlag.AlignVCenter)
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        return self._text(report, index.row(), index.column())

    def _text(self, report: Integrity, row: int, column: int) -> str:
        pattern = self.pattern_at(row)
        if column == 0:
            return translate("Integrity", LINES_WORDS if pattern is None else PATTERN_WORDS[pattern])
        if column == 1:
            # A mean, not money: written as the signed-in language writes a decimal (1,5 in German).
            return (
                "" if pattern is None else QLocale(language()).toString(float(report.usual[pattern]), "f", 1)
            )
        staff = report.staff[column - FIRST_STAFF_COLUMN]
        return str(staff.activity if pattern is None else staff.count(pattern))

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        if section == 0:
            return translate("Integrity", "Count")
        if section == 1:
            return translate("Integrity", "Usual here")
        return self.staff_at(section)


def read_period(audit_path: Path, journal_path: Path, start: datetime, end: datetime) -> Reading:
    """What the report counts, read on the calling thread from connections of its own (a worker's:
    a month of a busy till is tens of thousands of lines, seconds the counter must not wait)."""
    with (
        AuditLog(audit_path) as audit,
        Journal(journal_path) as journal,
        PosKeyedStore(journal_path) as keyed,
    ):
        movements = journal.between(start, end)
        return Reading(
            entries=audit.entries(start=start, end=end),
            redemptions=audit.entries(start=start - REVERSAL_LOOKBACK, action="redeem"),
            movements=movements,
            keyed=keyed.keyed_among([m.id for m in movements]),
        )


def _counted(
    audit_path: Path, journal_path: Path, start: datetime, end: datetime, high_from: Callable[[str], Decimal]
) -> Integrity:
    return count_patterns(read_period(audit_path, journal_path, start, end), high_from)


class IntegrityViewModel(QObject):
    """Signals:
    built(str): the period was counted (on a worker thread); a line saying over how many staff.
    drilled(str): the lines behind a count are in ``lines``; what they are behind ("" for none).
    """

    built = Signal(str)
    drilled = Signal(str)

    def __init__(
        self,
        *,
        audit_path: Path,
        journal_path: Path,
        tasks: TaskSlots,
        high_from: Callable[[str], Decimal],
        record: Callable[[str, str], None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._audit_path = audit_path
        self._journal_path = journal_path
        self._tasks = tasks
        self._high_from = high_from
        self._record = record
        self.report: Integrity | None = None
        self.counts = CountsModel(self)
        self.lines = audit_model(self, brief=True)

    @property
    def busy(self) -> bool:
        return self._tasks.running(_TASK)

    def build(self, first: date, last: date) -> None:
        """Count the days ``first`` to ``last`` (both whole days, the till's local time); a newer
        period asked for meanwhile replaces this one."""
        self._tasks.start(_TASK, self._build(first, last))

    def close(self) -> None:
        """The window closed: a count still running is dropped."""
        self._tasks.cancel(_TASK)

    async def _build(self, first: date, last: date) -> None:
        start, end = datetime.combine(first, time.min), datetime.combine(last, time.max)
        report = await asyncio.to_thread(
            _counted, self._audit_path, self._journal_path, start, end, self._high_from
        )
        self.report = report
        self.counts.set_report(report)
        self.lines.set_records([])
        people = len(report.staff)
        self._record("shown", f"{first.isoformat()} to {last.isoformat()}, {people} staff")
        self.built.emit(
            translate(
                "Integrity", "%n member(s) of staff at this till from {first} to {last}.", None, people
            ).format(first=first.isoformat(), last=last.isoformat())
        )

    def drill(self, row: int, column: int) -> None:
        """The audit lines behind the count in ``row`` and ``column`` of the counts table."""
        report = self.report
        pattern, staff = self.counts.pattern_at(row), self.counts.staff_at(column)
        if report is None or pattern is None or staff is None:
            self.lines.set_records([])
            self.drilled.emit("")
            return
        found = report.lines_of(staff, pattern)
        self.lines.set_records(found)
        self.drilled.emit(
            translate("Integrity", "{what} — {staff}: %n line(s) of the audit log.", None, len(found)).format(
                what=translate("Integrity", PATTERN_WORDS[pattern]), staff=staff
            )
        )
