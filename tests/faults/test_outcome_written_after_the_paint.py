"""A proven answer written once the cashier has seen it, and a till that stops before that write.

The window writes a redemption's journal mark and audit line just after its outcome line is painted
(``MovementParts.later``). The intent was on disk before the request left, so a till that stops in
between still knows at its next start that the movement may have happened, and settles it from the
service's own records: done, with the service's event, and nothing taken twice.
"""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal
from pathlib import Path

import pytest

from app.api.client import VoucherClient
from app.sandbox.seed import DemoCodes
from app.sandbox.seed_catalogue import DEMO_KEY, Locations
from app.services.movements import Actor, MovementParts, MovementResult, MovementService, Pace
from app.store.audit import AuditLog
from app.store.db import StorageError
from app.store.journal import Journal, MovementState
from helpers import logs
from sandbox_harness.server import SandboxServer

pytestmark = [pytest.mark.both_shapes, pytest.mark.anyio, pytest.mark.logs(*logs.FAULTS)]

CODE = DemoCodes.VALID_PARTIAL  # £50.00, part use, at Reception
STAFF = Actor("Sam Till")
TEN = Decimal("10.00")


class Start:
    """One start of a till on ``folder``'s journal and audit log; ``later`` is the window's
    after-paint hook (None: every outcome written at once)."""

    def __init__(
        self,
        sandbox: SandboxServer,
        folder: Path,
        later: Callable[[Callable[[], object]], None] | None,
        *,
        only_till_here: bool = True,
    ) -> None:
        self.client = VoucherClient(sandbox.url, DEMO_KEY, read_timeout=2.0)
        self.journal = Journal(folder / "journal.sqlite3")
        self.audit = AuditLog(folder / "audit.sqlite3")
        self.epoch = 1_800_000_000.0
        self.service = MovementService(
            MovementParts(
                self.client,
                self.journal,
                self.audit,
                till="Till 1",
                location_id=Locations.RECEPTION,
                only_till_here=only_till_here,
                pace=Pace(settle_s=60.0, epoch=lambda: self.epoch, sleep=self.sleep),
                later=later,
            )
        )

    async def sleep(self, seconds: float) -> None:
        self.epoch += seconds

    async def redeem(self) -> MovementResult:
        voucher = await self.client.lookup_code(CODE, Locations.RECEPTION)
        return await self.service.redeem(voucher, TEN, STAFF)

    async def stop(self) -> None:
        """The till's process ends here: nothing more is written."""
        await self.client.aclose()
        self.journal.close()
        self.audit.close()


@pytest.mark.parametrize("only_till_here", [True, False], ids=["only-till", "shared-desk"])
async def test_a_till_stopped_after_the_paint_and_before_the_write_settles_it_at_its_next_start(
    sandbox: SandboxServer, tmp_path: Path, only_till_here: bool
) -> None:
    """On a desk other tills share too: the answer was proven this request's before the till
    stopped, and the event it named settles it; no manager is asked to guess between tills."""
    painted: list[Callable[[], object]] = []
    first = Start(sandbox, tmp_path, painted.append, only_till_here=only_till_here)
    try:
        redeemed = await first.redeem()
        assert redeemed.outcome is MovementState.DONE, "the cashier is told it went through"
        assert redeemed.event is not None
        assert len(painted) == 1, "its write waits for the paint"
        (waiting,) = first.journal.unresolved()
        assert waiting.state is MovementState.PENDING, "on disk, the intent and the event it proved"
        assert waiting.result_event_id == redeemed.event.event_id
        assert first.audit.entries(action="redeem") == []
    finally:
        await first.stop()

    second = Start(sandbox, tmp_path, None, only_till_here=only_till_here)
    try:
        assert [m.id for m in second.service.to_recheck()] == [waiting.id]
        (settled,) = await second.service.recheck_all()
        assert settled.outcome is MovementState.DONE
        event = settled.event
        assert event is not None
        assert event.event_id == redeemed.event.event_id
        assert event.amount.copy_abs() == TEN
        assert second.journal.get(waiting.id).state is MovementState.DONE
        assert second.journal.unresolved() == []
        assert [(e.code, e.outcome) for e in second.audit.entries(action="redeem")] == [
            (CODE, "done (reconciled)")
        ]
        assert sandbox.state.balance_of(CODE) == 4000, "taken once"
    finally:
        await second.stop()


async def test_while_its_write_waits_for_the_paint_the_code_takes_no_other_movement(
    sandbox: SandboxServer, tmp_path: Path
) -> None:
    painted: list[Callable[[], object]] = []
    till = Start(sandbox, tmp_path, painted.append)
    try:
        redeemed = await till.redeem()
        assert redeemed.outcome is MovementState.DONE
        assert till.service.unwritten == [], "nothing the store refused: no banner"
        with pytest.raises(StorageError, match="has not yet written down the last redeem of SPA50PART"):
            await till.redeem()
        assert sandbox.state.balance_of(CODE) == 4000, "nothing more was sent"

        painted.pop()()  # the outcome line is painted
        assert till.journal.get(redeemed.movement.id).state is MovementState.DONE
        assert [(e.code, e.outcome) for e in till.audit.entries(action="redeem")] == [(CODE, "done")]
        assert (await till.redeem()).outcome is MovementState.DONE
        assert sandbox.state.balance_of(CODE) == 3000
    finally:
        await till.stop()
