"""The cases desk: the till's voucher cases and what a manager makes from a voucher's record.

One per till. It keeps the case store, says at a scan whether the voucher has an open case (the
counter then refuses money on it, and so does the money path: ``held``), and makes one short-lived
view-model per dialog: the dispute pack, a new case, the case list.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from app.api.models import Voucher
from app.core.cases import Case, reason_words, when_text
from app.core.i18n import QT_TRANSLATE_NOOP, translate
from app.core.masking import mask_code
from app.core.names import shown_name
from app.core.rules import StatusBadge, Tone
from app.core.tasks import TaskSlots
from app.desk.cases._parts import CaseParts
from app.desk.common.audit_writer import AuditWriter
from app.services.voucher_record import RecordSources
from app.store.cases import CaseStore

if TYPE_CHECKING:
    from app.desk.cases.case_list import CaseListViewModel
    from app.desk.cases.pack import DisputePackViewModel
    from app.desk.cases.report import CaseReportViewModel


def held_text(store: CaseStore, code: str) -> str:
    """Why nothing may be taken from or loaded onto ``code`` now ("" when it may): the money
    path's check (``MovementService.held``)."""
    case = store.open_for(code)
    if case is None:
        return ""
    return translate(
        "Cases",
        "Voucher {code} has an open case (#{number}, {reason}): nothing can be redeemed or topped "
        "up until a manager closes it.",
    ).format(code=mask_code(code), number=case.id, reason=reason_words(case.reason))


#: Marked for translation, translated where it is said (the badge, and the top-up key's answer).
CASE_REFUSAL_TEXT = QT_TRANSLATE_NOOP(
    "Cases", "Nothing can be redeemed or topped up until a manager closes the case."
)


def case_badge(store: CaseStore, voucher: Voucher) -> StatusBadge | None:
    """At a lookup: the badge of the open case on ``voucher`` (nothing can be redeemed), or None."""
    case = store.open_for(voucher.redeem_code)
    if case is None:
        return None
    reported = translate("Cases", "Case #{number}: {reason}, reported {when} by manager {manager}.").format(
        number=case.id,
        reason=reason_words(case.reason),
        when=when_text(case.opened),
        manager=shown_name(case.manager),
    )
    # Three short sentences: a long one's words would not wrap in a narrow column.
    refused = translate("Cases", CASE_REFUSAL_TEXT)
    where = translate("Cases", "See Manager → Voucher cases.")
    why = f"{reported} {refused} {where}"
    return StatusBadge(translate("Cases", "Open case"), Tone.BAD, False, why)


class CaseDesk(QObject):
    """Signals: ``changed()`` a case was opened or closed: the voucher on the counter is read again."""

    changed = Signal()

    def __init__(
        self,
        *,
        store: CaseStore,
        sources: RecordSources,
        writer: AuditWriter,
        tasks: TaskSlots,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.parts = CaseParts(store, sources, writer, tasks)
        self.store = store

    def close(self) -> None:
        self.store.close()

    def name_codes_as(self, shown_code: Callable[[str], str]) -> None:
        """Name every voucher as ``shown_code`` does (the feed's ``code_beside``)."""
        self.parts = replace(self.parts, shown_code=shown_code)

    def shown_code(self, code: str) -> str:
        """``code`` as the cases desk names it in a prompt, a pack or a case sheet."""
        return self.parts.shown_code(code)

    def open_case(self, code: str) -> Case | None:
        return self.store.open_for(code)

    # -- one view-model per dialog ----------------------------------------------------------------
    # A dialog's view-model is imported where it is made: the till page does not need it, and
    # ``app.shell.later`` loads it once the page is painted (through the package's ``MODULES``).

    def pack(self, code: str, manager: str) -> DisputePackViewModel:
        from app.desk.cases.pack import DisputePackViewModel  # noqa: PLC0415 - see above

        return DisputePackViewModel(self.parts, code, manager, self)

    def report(self, code: str, order_id: int | None, manager: str) -> CaseReportViewModel:
        from app.desk.cases.report import CaseReportViewModel  # noqa: PLC0415 - see above

        model = CaseReportViewModel(self.parts, code, order_id, manager, self)
        model.opened.connect(self.changed)
        return model

    def case_list(self, manager: str) -> CaseListViewModel:
        from app.desk.cases.case_list import CaseListViewModel  # noqa: PLC0415 - see above

        model = CaseListViewModel(self.parts, manager, self)
        model.closed.connect(self.changed)
        return model
