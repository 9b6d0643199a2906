"""Find's view-models and their files, built for one till (``app.compose`` calls it): the order
index and the lost-voucher notes live in the till's data folder and open at their first use."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject

from app.core.tasks import TaskSlots
from app.desk.common.lost_notes import LostNotesViewModel
from app.desk.common.notice import ConnectionReport
from app.desk.common.ports import AuditTrail
from app.desk.find._ports import OrderListReads
from app.desk.find.find import FindViewModel
from app.store.lost_notes import LostNotes
from app.store.order_index import index_file, open_order_index

LOST_NOTES = "lost-notes.sqlite3"


def build_find(
    *,
    client: OrderListReads,
    audit: AuditTrail,
    tasks: TaskSlots,
    connection: ConnectionReport,
    data_dir: Path,
    domain_id: int,
    till: str,
    staff: Callable[[], str],
    keep_days: int,
    parent: QObject,
) -> FindViewModel:
    index = index_file(data_dir, domain_id)
    find = FindViewModel(
        client=client,
        index=lambda: open_order_index(index),
        audit=audit,
        tasks=tasks,
        connection=connection,
        domain_id=domain_id,
        till=till,
        staff=staff,
        keep_days=keep_days,
        parent=parent,
    )
    find.lost = LostNotesViewModel(
        notes=lambda: LostNotes(data_dir / LOST_NOTES),
        kept=(data_dir / LOST_NOTES).exists,
        audit=audit,
        tasks=tasks,
        till=till,
        staff=staff,
        parent=parent,
    )
    return find
