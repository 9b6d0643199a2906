"""The audit log viewer: who did what at this till, filtered by date, staff and action, with CSV export."""

from __future__ import annotations

from datetime import date, datetime, time
from pathlib import Path

from PySide6.QtCore import QDate
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.ui.files import ask_save_path
from app.ui.style import fit_to_screen, named, set_state
from app.viewmodels.manager.audit import AuditLogViewModel

EVERYONE = "Everyone"
EVERYTHING = "All actions"


def _day(when: QDate) -> date:
    return date(when.year(), when.month(), when.day())


class AuditLogDialog(QDialog):
    def __init__(self, model: AuditLogViewModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._vm = model
        self.setWindowTitle("Audit log")
        fit_to_screen(self, 1280, 720)
        today = QDate.currentDate()
        self.start = QDateEdit(today.addDays(-7))
        self.end = QDateEdit(today)
        for edit, name in ((self.start, "From date"), (self.end, "To date")):
            edit.setCalendarPopup(True)
            edit.setDisplayFormat("d MMM yyyy")
            edit.setAccessibleName(name)
        staff, actions = model.choices()
        self.staff = QComboBox()
        self.staff.addItems([EVERYONE, *staff])
        self.staff.setAccessibleName("Staff")
        self.action = QComboBox()
        self.action.addItem(EVERYTHING, None)
        for words, stored in actions:
            self.action.addItem(words, stored)
        self.action.setAccessibleName("Action")
        self.table = QTableView()
        self.table.setModel(model.entries)
        self.table.setAccessibleName("Audit entries")
        self.table.verticalHeader().setVisible(False)
        self.table.setAlternatingRowColors(True)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        check, warning = model.check_text()
        self.check = named(QLabel(check), "message")
        self.check.setWordWrap(True)
        set_state(self.check, "kind", "problem" if warning else "done")
        self.count = QLabel()
        self.saved = QLabel()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.export: QPushButton = buttons.addButton("Export CSV…", QDialogButtonBox.ButtonRole.ActionRole)
        self.export.setAutoDefault(False)

        filters = QHBoxLayout()
        for label, widget in (("From", self.start), ("To", self.end), ("Staff", self.staff)):
            filters.addWidget(QLabel(label))
            filters.addWidget(widget)
        filters.addWidget(QLabel("Action"))
        filters.addWidget(self.action, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.check)
        layout.addLayout(filters)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.count)
        layout.addWidget(self.saved)
        layout.addWidget(buttons)

        for edit in (self.start, self.end):
            edit.dateChanged.connect(self.apply_filters)
        self.staff.currentTextChanged.connect(self.apply_filters)
        self.action.currentTextChanged.connect(self.apply_filters)
        self.export.clicked.connect(self._ask_export)
        buttons.rejected.connect(self.reject)
        self.apply_filters()

    def apply_filters(self) -> None:
        start = datetime.combine(_day(self.start.date()), time.min)
        end = datetime.combine(_day(self.end.date()), time.max)
        staff = self.staff.currentText()
        action = self.action.currentData()
        self._vm.show(start, end, None if staff == EVERYONE else staff, action)
        rows = self._vm.entries.rowCount()
        self.count.setText(f"{rows} entr{'y' if rows == 1 else 'ies'} shown")

    def export_to(self, path: Path) -> None:
        self._vm.export(path)
        self.saved.setText(f"Saved {path}")

    def _ask_export(self) -> None:
        if (path := ask_save_path(self, "Export the audit log", "audit-log.csv", "CSV (*.csv)")) is not None:
            self.export_to(path)
