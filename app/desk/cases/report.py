"""*Report a problem with this voucher*: a manager opens a case, and gets its sheet as a page (for
the PDF) and as text to paste into an e-mail to the voucher service's support."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QObject, Signal

from app.core.cases import REASON_WORDS, Case, CaseReason, case_html, case_text
from app.core.i18n import translate
from app.desk.cases._parts import ACTION_CASE_OPENED, CaseParts
from app.services.voucher_record import gather
from app.store.db import StorageError


async def case_sheet(parts: CaseParts, case: Case, manager: str) -> tuple[str, str]:
    """The case's sheet as a page and as plain text, with the voucher's record read now."""
    record = await gather(parts.sources, case.code, manager, order_id=case.order_id)
    record = replace(record, masked_code=parts.shown_code(case.code))
    return case_html(case, record), case_text(case, record)


def case_file_name(case: Case, shown_code: Callable[[str], str]) -> str:
    return f"voucher-case-{case.id}-{shown_code(case.code).lstrip('•')}.pdf"


class CaseReportViewModel(QObject):
    """Opened by ``manager`` for the voucher ``code`` (never shown whole).

    Signals: ``opened()`` the case is written (the counter reads the voucher again);
    ``written(str page, str text)`` its sheet; ``problem(str)`` why no case was opened.
    """

    opened = Signal()
    written = Signal(str, str)
    problem = Signal(str)

    def __init__(
        self, parts: CaseParts, code: str, order_id: int | None, manager: str, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._parts = parts
        self._code = code
        self._order_id = order_id
        self.manager = manager
        self.case: Case | None = None

    @property
    def masked_code(self) -> str:
        return self._parts.shown_code(self._code)

    @property
    def file_name(self) -> str:
        if self.case is None:
            return "voucher-case.pdf"
        return case_file_name(self.case, self._parts.shown_code)

    @staticmethod
    def reasons() -> list[tuple[str, str]]:
        """What a manager can ask the service for, in their words, with the stored value."""
        return [(translate("Cases", words), reason.value) for reason, words in REASON_WORDS.items()]

    def write(self, reason: str, note: str) -> None:
        """Open the case (once: a second press does nothing) and make its sheet."""
        if self.case is not None:
            return
        try:
            self.case = self._parts.store.open_case(
                code=self._code,
                order_id=self._order_id,
                reason=CaseReason(reason).value,
                note=note,
                manager=self.manager,
                staff=self._parts.writer.staff() or self.manager,
                till=self._parts.writer.till,
            )
        except StorageError as exc:
            self.problem.emit(
                translate("Cases", "The case could not be written: {problem}").format(problem=exc.problem)
            )
            return
        self._parts.audit_case(ACTION_CASE_OPENED, self.manager, self.case, self.case.reason)
        self.opened.emit()
        self._parts.tasks.start("case-sheet", self._sheet(self.case))

    async def _sheet(self, case: Case) -> None:
        self.written.emit(*await case_sheet(self._parts, case, self.manager))
