"""What every view-model of the cases desk works with, and the audit actions it writes."""

from __future__ import annotations

from dataclasses import dataclass

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
