"""What every view-model of the cases desk works with, and the audit actions it writes."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from app.core.cases import Case
from app.core.masking import mask_code
from app.core.tasks import TaskSlots
from app.desk.common.audit_writer import AuditWriter
from app.services.voucher_record import RecordSources
from app.store.cases import CaseStore

ACTION_PACK = "dispute pack"
ACTION_CASE_OPENED = "voucher case opened"
ACTION_CASE_CLOSED = "voucher case closed"


@dataclass(frozen=True)
class CaseParts:
    store: CaseStore
    sources: RecordSources
    writer: AuditWriter
    tasks: TaskSlots
    #: How every prompt, page and file name of the cases desk names a voucher: by the tail the
    #: feed beside it shows (set by the wiring), never whole, as the pack and the sheet leave the till.
    shown_code: Callable[[str], str] = mask_code

    def audit(
        self, action: str, outcome: str, manager: str, *, code: str, reason: str, order_id: int | None = None
    ) -> None:
        """One line of the audit log for what ``manager`` did about the voucher ``code`` (and its
        order): under whoever is signed in, the manager when no one is."""
        self.writer.append(
            action, outcome, nobody=manager, manager=manager, code=code, order_id=order_id, reason=reason
        )

    def audit_case(self, action: str, manager: str, case: Case, detail: str) -> None:
        """The audit line for a case ``manager`` opened or closed: its number, then ``detail`` (the
        reason asked, the closing note) when there is one."""
        reason = f"case #{case.id}: {detail}".rstrip(": ")
        self.audit(action, "done", manager, code=case.code, order_id=case.order_id, reason=reason)
