"""Find's view-model for its own tests: on a client the test chooses (a script or the sandbox),
over an order index in the test's folder, auditing as Sam at Till 1 of property 101."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from app.core.tasks import TaskSlots
from app.desk.common.audit_writer import AuditWriter
from app.desk.common.notice import ConnectionReport
from app.desk.find._ports import OrderListReads
from app.desk.find.find import FindScope, FindViewModel
from app.store.order_index import OrderIndex
from helpers.fakes import FakeAudit


def find_model(
    client: OrderListReads,
    tasks: TaskSlots,
    connection: ConnectionReport,
    folder: Path,
    index: OrderIndex | None = None,
    **scope: Any,
) -> FindViewModel:
    """Find over ``client``, its index file in ``folder`` (or ``index``, for a test that reads it
    back); ``scope`` is the rest of its ``FindScope`` (its clock, its days kept, its limits)."""
    kept = index or OrderIndex(folder / "orders-index-101.sqlite3")
    return FindViewModel(
        client=client,
        index=lambda: kept,
        writer=AuditWriter(FakeAudit(), "Till 1", lambda: "Sam"),
        tasks=tasks,
        connection=connection,
        scope=FindScope(domain_id=101, **scope),
    )
