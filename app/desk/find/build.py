"""Find's view-models and their files, built for one till (``app.compose`` calls it): the order
index and the lost-voucher notes live in the till's data folder and open at their first use."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject

from app.core.tasks import TaskSlots
from app.desk.common.audit_writer import AuditWriter
from app.desk.common.lost_notes import LostNotesViewModel
from app.desk.common.notice import ConnectionReport
from app.desk.find._ports import OrderListReads
from app.desk.find.find import FindScope, FindViewModel
from app.store.lost_notes import LostNotes
from app.store.order_index import index_file, open_order_index

LOST_NOTES = "lost-notes.sqlite3"


def build_find(
    *,
    client: OrderListReads,
    writer: AuditWriter,
    tasks: TaskSlots,
    connection: ConnectionReport,
    data_dir: Path,
    domain_id: int,
    keep_days: int,
    parent: QObject,
) -> FindViewModel:
    index = index_file(data_dir, domain_id)
    find = FindViewModel(
        client=client,
        index=lambda: open_order_index(index),
        writer=writer,
        tasks=tasks,
        connection=connection,
        scope=FindScope(domain_id, keep_days),
        parent=parent,
    )
    find.lost = LostNotesViewModel(
        notes=lambda: LostNotes(data_dir / LOST_NOTES),
        kept=(data_dir / LOST_NOTES).exists,
        writer=writer,
        tasks=tasks,
        parent=parent,
    )
    return find
