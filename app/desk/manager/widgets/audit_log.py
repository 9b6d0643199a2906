"""The audit log viewer: who did what at this till, filtered by date, staff and action, with CSV export."""

from __future__ import annotations

from datetime import date, datetime, time
from pathlib import Path

from PySide6.QtCore import QDate, QLocale
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.core.i18n import QT_TRANSLATE_NOOP, language, translate
from app.desk.common.widgets.dialog_buttons import closing_buttons
from app.desk.common.widgets.files import ask_save_path, save_problem
from app.desk.common.widgets.give_way import words_give_way
from app.desk.common.widgets.style import fit_to_screen, named, plain_labels, set_state
from app.desk.manager.audit import AuditLogViewModel

EVERYONE = QT_TRANSLATE_NOOP("Audit", "Everyone")
EVERYTHING = QT_TRANSLATE_NOOP("Audit", "All actions")


def _day(when: QDate) -> date:
    return date(when.year(), when.month(), when.day())


class AuditLogDialog(QDialog):
    def __init__(self, model: AuditLogViewModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._vm = model
        self.setWindowTitle(translate("Audit", "Audit log"))
        fit_to_screen(self, 1280, 720)
        self._filters(model)
        self.table = QTableView()
        self.table.setModel(model.entries)
        self.table.setAccessibleName(translate("Audit", "Audit entries"))
        self.table.verticalHeader().setVisible(False)
        self.table.setAlternatingRowColors(True)
        # The staff's and the manager's names, the action and the reason give way to the amount.
        words_give_way(self.table, (2, 3, 4, model.entries.columnCount() - 1))
        self.check = named(QLabel(translate("Audit", "Checking the chain of the log…")), "message")
        self.check.setWordWrap(True)
        set_state(self.check, "kind", "checking")
        self.count = QLabel()
        self.saved = QLabel()
        buttons, (self.export,) = closing_buttons(
            self, translate("Audit", "Close"), translate("Audit", "Export CSV…")
        )

        self._lay_out(buttons)
        for edit in (self.start, self.end):
            edit.dateChanged.connect(self.apply_filters)
        self.staff.currentTextChanged.connect(self.apply_filters)
        self.action.currentTextChanged.connect(self.apply_filters)
        self.export.clicked.connect(self._ask_export)
        model.checked.connect(self._checked)
        model.check()
        self.apply_filters()
        plain_labels(self)

    def _filters(self, model: AuditLogViewModel) -> None:
        """The dates, the member of staff and the action the entries are filtered by."""
        today = QDate.currentDate()
        self.start = QDateEdit(today.addDays(-7))
        self.end = QDateEdit(today)
        for edit, name in (
            (self.start, translate("Audit", "From date")),
            (self.end, translate("Audit", "To date")),
        ):
            edit.setCalendarPopup(True)
            edit.setLocale(QLocale(language()))  # the months in the signed-in language's words
            edit.setDisplayFormat("d MMM yyyy")
            edit.setAccessibleName(name)
        staff, actions = model.choices()
        self.staff = QComboBox()
        self.staff.addItems([translate("Audit", EVERYONE), *staff])
        self.staff.setAccessibleName(translate("Audit", "Staff"))
        self.action = QComboBox()
        self.action.addItem(translate("Audit", EVERYTHING), None)
        for words, stored in actions:
            self.action.addItem(words, stored)
        self.action.setAccessibleName(translate("Audit", "Action"))

    def _lay_out(self, buttons: QDialogButtonBox) -> None:
        # Two rows, the dates then who and what: a longer language's four filters fit 1024 px.
        dates, who = QHBoxLayout(), QHBoxLayout()
        for row, label, widget in (
            (dates, translate("Audit", "From"), self.start),
            (dates, translate("Audit", "To"), self.end),
            (who, translate("Audit", "Staff"), self.staff),
            (who, translate("Audit", "Action"), self.action),
        ):
            row.addWidget(QLabel(label))
            row.addWidget(widget)
        dates.addStretch(1)
        who.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.check)
        layout.addLayout(dates)
        layout.addLayout(who)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.count)
        layout.addWidget(self.saved)
        layout.addWidget(buttons)

    def _checked(self, text: str, warning: bool) -> None:
        self.check.setText(text)
        set_state(self.check, "kind", "problem" if warning else "done")

    def apply_filters(self) -> None:
        start = datetime.combine(_day(self.start.date()), time.min)
        end = datetime.combine(_day(self.end.date()), time.max)
        staff = self.staff.currentText()
        action = self.action.currentData()
        self._vm.show(start, end, None if self.staff.currentIndex() == 0 else staff, action)
        rows = self._vm.entries.rowCount()
        if rows == 1:
            self.count.setText(translate("Audit", "1 entry shown"))
        else:
            self.count.setText(translate("Audit", "%n entries shown", None, rows))

    def export_to(self, path: Path) -> None:
        problem = save_problem(path, self._vm.export)
        self.saved.setText(problem or translate("Audit", "Saved {path}").format(path=path))
        set_state(self.saved, "kind", "problem" if problem else "")

    def _ask_export(self) -> None:
        title = translate("Audit", "Export the audit log")
        if (path := ask_save_path(self, title, "audit-log.csv", "CSV (*.csv)")) is not None:
            self.export_to(path)
