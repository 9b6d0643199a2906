"""The staff integrity report's window: a period, each member of staff's counts beside the usual
figure, and the audit lines behind the count chosen."""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QAbstractItemModel, QDate, QLocale, QModelIndex
from PySide6.QtWidgets import (
    QDateEdit,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.core.i18n import language, translate
from app.desk.common.widgets.dialog_buttons import closing_buttons
from app.desk.common.widgets.style import fit_to_screen, named, plain_labels
from app.desk.integrity.report import IntegrityViewModel

#: How far back the report looks when it opens: a week holds every shift pattern of a rota.
DAYS_SHOWN = 7


def _day(when: QDate) -> date:
    return date(when.year(), when.month(), when.day())


class IntegrityDialog(QDialog):
    def __init__(self, model: IntegrityViewModel, today: date, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.vm = model
        self.setWindowTitle(translate("Integrity", "Staff integrity report"))
        fit_to_screen(self, 1280, 720)
        shown = QDate(today.year, today.month, today.day)
        self.start = QDateEdit(shown.addDays(-DAYS_SHOWN))
        self.end = QDateEdit(shown)
        for edit, name in (
            (self.start, translate("Integrity", "From date")),
            (self.end, translate("Integrity", "To date")),
        ):
            edit.setCalendarPopup(True)
            edit.setLocale(QLocale(language()))
            edit.setDisplayFormat("d MMM yyyy")
            edit.setAccessibleName(name)
        note = QLabel(
            translate(
                "Integrity",
                "Counts to look at, not findings: a busy shift, a guest who changed their mind or a "
                "colleague covering a break explains most of them. Choose a count to read the audit "
                "lines behind it.",
            )
        )
        note.setWordWrap(True)
        self.summary = named(QLabel(), "message")
        self.summary.setWordWrap(True)
        self.table = self._table(model.counts, translate("Integrity", "Counts per member of staff"))
        # The count's words take what the figures leave; a long word wraps rather than being cut.
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.setWordWrap(True)
        self.behind = QLabel()
        self.behind.setWordWrap(True)
        self.lines = self._table(model.lines, translate("Integrity", "Audit lines behind the count"))
        self.lines.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        buttons, _ = closing_buttons(self, translate("Integrity", "Close"))

        dates = QHBoxLayout()
        for label, widget in (
            (translate("Integrity", "From"), self.start),
            (translate("Integrity", "To"), self.end),
        ):
            dates.addWidget(QLabel(label))
            dates.addWidget(widget)
        dates.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addLayout(dates)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, 3)
        layout.addWidget(self.behind)
        layout.addWidget(self.lines, 2)
        layout.addWidget(buttons)

        model.built.connect(self._built)
        model.drilled.connect(self.behind.setText)
        for edit in (self.start, self.end):
            edit.dateChanged.connect(self.count)
        self.table.clicked.connect(self._chosen)
        self.table.activated.connect(self._chosen)
        self.count()
        plain_labels(self)

    @staticmethod
    def _table(model: QAbstractItemModel, name: str) -> QTableView:
        table = QTableView()
        table.setModel(model)
        table.setAccessibleName(name)
        table.verticalHeader().setVisible(False)
        table.setAlternatingRowColors(True)
        return table

    def count(self) -> None:
        """Count the period the dates say (on a worker thread: ``_built`` shows it)."""
        self.summary.setText(translate("Integrity", "Counting…"))
        self.behind.setText("")
        self.vm.build(_day(self.start.date()), _day(self.end.date()))

    def _built(self, summary: str) -> None:
        self.summary.setText(summary)
        header = self.table.horizontalHeader()
        if self.vm.counts.columnCount():
            header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.resizeRowsToContents()

    def _chosen(self, index: QModelIndex) -> None:
        self.vm.drill(index.row(), index.column())
