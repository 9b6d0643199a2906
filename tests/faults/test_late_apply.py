"""A service that applies a redemption late is still caught: "not applied" waits out the settle delay."""

from __future__ import annotations

import asyncio
from datetime import datetime, timedelta
from decimal import Decimal

from app.api.client import VoucherClient
from app.sandbox.seed import DEMO_KEY, DemoCodes, Locations
from app.sandbox.server import SandboxServer
from app.services.movements import Actor, MovementService, Outcome
from app.store.audit import AuditLog
from app.store.journal import Journal

CODE = DemoCodes.VALID_PARTIAL


def test_a_redemption_applied_after_the_first_check_is_found_not_taken_twice(
    sandbox: SandboxServer, journal: Journal, audit: AuditLog
) -> None:
    async def scenario() -> tuple[Outcome, list[float]]:
        waits: list[float] = []
        started = datetime.now()

        async def service_finishes_late(seconds: float) -> None:
            waits.append(seconds)
            async with VoucherClient(sandbox.url, DEMO_KEY) as other:
                await other.redeem(CODE, Locations.RECEPTION, Decimal("10.00"))

        async with VoucherClient(sandbox.url, DEMO_KEY, read_timeout=1.0) as client:
            service = MovementService(
                client,
                journal,
                audit,
                till="Till 1",
                location_id=Locations.RECEPTION,
                settle_delay_s=30.0,
                sleep=service_finishes_late,
                clock=lambda: started + timedelta(seconds=4),
            )
            voucher = await client.lookup_code(CODE, Locations.RECEPTION)
            sandbox.faults.set(path=f"/codes/{CODE}/redeem/", method="POST", drop={"when": "before"}, times=1)
            sent = await service.redeem(voucher, Decimal("10.00"), Actor("Sam Till"))
            assert sent.outcome is Outcome.UNKNOWN
            settled = await service.reconcile(sent.movement)
            return settled.outcome, waits

    outcome, waits = asyncio.run(scenario())
    assert outcome is Outcome.DONE
    assert len(waits) == 1
    assert 25.0 < waits[0] <= 26.5  # the settle delay, less the ~4 s since the intent was written
    assert sandbox.state.balance_of(CODE) == 4000
