"""One till with a bill open on the sandbox, without a window: the money wing's till of
``helpers.service_till`` with a bill's view-model over it, whose settle waits also let the sandbox
apply a held request once the till's clock reaches ``release_after``."""

from __future__ import annotations

import asyncio
from pathlib import Path

from app.api.client import VoucherClient
from app.api.models import BalanceEvent
from app.core.tasks import TaskSlots
from app.desk.bill.bill import BillScope, BillViewModel
from app.desk.bill.lines import LineState
from app.desk.common.connection import ConnectionViewModel
from app.sandbox.seed_catalogue import Properties
from app.services.movements import Pace
from helpers.service_till import START, Till
from helpers.signals import reached
from sandbox_harness.server import SandboxServer


class BillTill(Till):
    """One till with a bill open: its own journal, its own service, its settle waits instant."""

    def __init__(self, sandbox: SandboxServer, folder: Path, name: str, *, only_till_here: bool) -> None:
        self.sandbox = sandbox
        self.release_after: float | None = None
        super().__init__(sandbox, folder, name, only_till_here=only_till_here, read_timeout=1.0)
        self.tasks = TaskSlots(lambda _name, error: self.escaped.append(error))
        self.escaped: list[BaseException] = []
        connection = ConnectionViewModel(self.client.properties, self.tasks)
        self.bill = BillViewModel(
            self.client,
            self.client,
            self.service,
            self.tasks,
            connection,
            lambda: "Sam Till",
            BillScope(Properties.HARBOUR),
        )
        self.said: list[tuple[str, str]] = []
        self.bill.message.connect(lambda text, kind: self.said.append((text, kind)))

    def pace(self) -> Pace:
        """Settle waits on the till's own wall clock; a review's read ages on the real one."""
        return Pace(settle_s=60.0, horizon_s=3600.0, epoch=lambda: self.epoch, sleep=self.sleep)

    async def sleep(self, seconds: float) -> None:
        self.epoch += seconds
        await asyncio.sleep(0)
        if self.release_after is not None and self.epoch - START >= self.release_after:
            self.release_after = None
            self.sandbox.faults.release_late()

    async def open_bill(self, total: str, *codes: str) -> None:
        assert self.bill.start(total, "Table 12")
        await self.open_more(*codes)

    async def open_more(self, *codes: str) -> None:
        for code in codes:
            self.bill.scan(code)
            await reached(lambda: not self.bill.busy, self.bill.busy_changed)

    async def review(self) -> None:
        self.bill.review()
        await reached(lambda: not self.bill.busy, self.bill.busy_changed)

    async def confirm(self) -> None:
        assert self.bill.reviewing
        self.bill.confirm()
        await reached(lambda: not self.bill.busy, self.bill.busy_changed)

    def states(self) -> list[LineState]:
        return [row.status.state for row in self.bill.lines.records]

    def texts(self) -> list[str]:
        return [row.status_text for row in self.bill.lines.records]

    async def aclose(self) -> None:
        self.bill.close()
        await self.tasks.close()
        await super().aclose()
        self.bill.deleteLater()


async def taken(client: VoucherClient, *codes: str) -> list[int]:
    """How many times the service took money off each of ``codes`` (its own event log)."""
    events: list[BalanceEvent] = []
    async for page in client.iter_balance_event_pages():
        events.extend(page)
    return [len([e for e in events if e.code == code and e.type == "Redeemed"]) for code in codes]
