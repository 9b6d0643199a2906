"""The case list (Manager → Voucher cases): every case this till keeps, open ones first; a manager
closes one (audited) or makes its sheet again."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from app.core.cases import Case, reason_words, when_text
from app.core.i18n import QT_TRANSLATE_NOOP, translate
from app.core.names import shown_name
from app.desk.cases._parts import ACTION_CASE_CLOSED, CaseParts
from app.desk.cases.report import case_file_name, case_sheet
from app.desk.common.table import Column, RecordTableModel, code_column, name_column
from app.store.db import StorageError

OPEN = QT_TRANSLATE_NOOP("Cases", "Open")


def _state(case: Case) -> str:
    if case.closed is None:
        return translate("Cases", OPEN)
    return translate("Cases", "Closed {when} by {manager}").format(
        when=when_text(case.closed), manager=shown_name(case.closed_by or "")
    )


def case_model(parent: QObject | None = None) -> RecordTableModel[Case]:
    return RecordTableModel(
        [
            Column("#", lambda c: str(c.id), sort_key=lambda c: c.id, align_right=True),
            code_column(translate("Cases", "Code"), lambda c: c.code),
            Column(translate("Cases", "Order"), lambda c: "" if c.order_id is None else str(c.order_id)),
            Column(translate("Cases", "What is asked"), lambda c: reason_words(c.reason)),
            Column(translate("Cases", "Opened"), lambda c: when_text(c.opened), sort_key=lambda c: c.opened),
            name_column(translate("Cases", "Manager"), lambda c: c.manager),
            Column(translate("Cases", "State"), _state),
            Column(translate("Cases", "What happened"), lambda c: c.note),
        ],
        parent,
    )


class CaseListViewModel(QObject):
    """Opened by ``manager``. Signals: ``closed()`` a case was closed; ``said(str)`` what to tell
    the manager; ``sheet_ready(str page, str text, str file_name)`` a case's sheet made again."""

    closed = Signal()
    said = Signal(str)
    sheet_ready = Signal(str, str, str)

    def __init__(self, parts: CaseParts, manager: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._parts = parts
        self.manager = manager
        self.cases = case_model(self)
        self.refresh()

    def refresh(self) -> None:
        self.cases.set_records(self._parts.store.every())

    def case_at(self, row: int) -> Case | None:
        records = self.cases.records
        return records[row] if 0 <= row < len(records) else None

    def close_case(self, row: int, note: str) -> None:
        """Close the case on ``row`` with the manager's note; the voucher takes money again."""
        case = self.case_at(row)
        if case is None or not case.is_open:
            self.said.emit(translate("Cases", "Choose an open case first."))
            return
        try:
            done = self._parts.store.close_case(case.id, manager=self.manager, note=note)
        except StorageError as exc:
            self.said.emit(
                translate("Cases", "The case could not be closed: {problem}").format(problem=exc.problem)
            )
            return
        self._parts.audit_case(ACTION_CASE_CLOSED, self.manager, done, done.closing_note or "")
        self.refresh()
        self.closed.emit()
        self.said.emit(
            translate("Cases", "Case #{number} is closed: voucher {code} can be used again.").format(
                number=done.id, code=self._parts.shown_code(done.code)
            )
        )

    def make_sheet(self, row: int) -> None:
        case = self.case_at(row)
        if case is None:
            self.said.emit(translate("Cases", "Choose a case first."))
            return
        self._parts.tasks.start("case-sheet", self._sheet(case))

    async def _sheet(self, case: Case) -> None:
        page, text = await case_sheet(self._parts, case, self.manager)
        self.sheet_ready.emit(page, text, case_file_name(case, self._parts.shown_code))
