"""One till of the money wing on the sandbox, without a window: its own journal, audit log, client
and movement service, on a UTC clock of its own whose settle waits are instant. Several of them on
one sandbox are several tills on one account."""

from __future__ import annotations

from collections.abc import Coroutine
from decimal import Decimal
from pathlib import Path
from typing import Any, TypeVar

from app.api.client import VoucherClient
from app.api.models import Voucher
from app.core.movement import MovementState
from app.sandbox.seed import DemoCodes, DemoOrders
from app.sandbox.seed_catalogue import DEMO_KEY, Locations
from app.services.movements import Actor, MovementParts, MovementResult, MovementService, Pace
from app.store.audit import AuditLog
from app.store.journal import Journal
from sandbox_harness.server import SandboxServer

CODE = DemoCodes.VALID_PARTIAL  # £50, part use, at Reception
STAFF = Actor("Sam Till", manager="Morgan Manager")
TEN = Decimal("10.00")
#: Where each till's wall clock starts (2027-01-15).
START = 1_800_000_000.0
T = TypeVar("T")


def movement_service(
    client: VoucherClient,
    journal: Journal,
    audit: AuditLog,
    *,
    till: str = "Till 1",
    location_id: int = Locations.RECEPTION,
    only_till_here: bool = True,
    pace: Pace | None = None,
) -> MovementService:
    """The money path of one till, at Reception and the only till there unless a test says otherwise
    (a lost answer is then settled from a single identical event), on real clocks unless ``pace``
    hands instant ones."""
    return MovementService(
        MovementParts(
            client,
            journal,
            audit,
            till=till,
            location_id=location_id,
            only_till_here=only_till_here,
            pace=pace or Pace(),
        )
    )


class Till:
    """One till on the sandbox: its own journal, audit log, client and movement service."""

    def __init__(
        self,
        sandbox: SandboxServer,
        folder: Path,
        name: str,
        *,
        only_till_here: bool,
        read_timeout: float = 2.0,
    ) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        self.epoch = START
        #: The till's monotonic clock: a review's read of the newest events ages only when told.
        self.now = 0.0
        self.client = VoucherClient(sandbox.url, DEMO_KEY, read_timeout=read_timeout)
        self.journal = Journal(folder / "journal.sqlite3")
        self.audit = AuditLog(folder / "audit.sqlite3")
        self.service = movement_service(
            self.client, self.journal, self.audit, till=name, only_till_here=only_till_here, pace=self.pace()
        )

    def pace(self) -> Pace:
        """The till's clocks: its wall clock moves only by its settle waits, which are instant."""
        return Pace(settle_s=60.0, epoch=lambda: self.epoch, sleep=self.sleep, monotonic=lambda: self.now)

    async def sleep(self, seconds: float) -> None:
        self.epoch += seconds

    async def voucher(self, code: str = CODE) -> Voucher:
        return await self.client.lookup_code(code, Locations.RECEPTION)

    async def send_redeem(self, amount: Decimal = TEN, code: str = CODE) -> MovementResult:
        """A redemption as sent: a lost answer is left unknown, for the test to settle."""
        return await self.service.redeem(await self.voucher(code), amount, STAFF)

    async def redeem(self, amount: Decimal = TEN, code: str = CODE) -> MovementResult:
        """A redemption, and its lost answer settled from the service's records."""
        return await self.settle(await self.send_redeem(amount, code))

    async def settle(self, result: MovementResult) -> MovementResult:
        if result.outcome is MovementState.UNKNOWN:
            return await self.service.reconcile(result.movement)
        return result

    async def order_codes(self, order_id: int = DemoOrders.API_UNUSED) -> list[str]:
        return [row.redeem_code for row in await self.client.order_rows(order_id)]

    async def aclose(self) -> None:
        await self.client.aclose()
        self.journal.close()
        self.audit.close()


async def run(tills: list[Till], scenario: Coroutine[Any, Any, T]) -> T:
    """The scenario, then every till closed on the test's own loop, whatever the scenario raised."""
    try:
        return await scenario
    finally:
        for till in tills:
            await till.aclose()
