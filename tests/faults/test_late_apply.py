"""A service that applies a movement late: "not applied" is earned, stays open, and a late one is told.

The sandbox's ``late_commit`` fault holds the request and applies it when the test says, so the
settle period and the horizon are walked through with an injected sleep and UTC clock, no waiting.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from decimal import Decimal

import pytest

from app.api.client import VoucherClient
from app.core.intent import Intent, Origin, Timing
from app.core.masking import mask_code
from app.core.tasks import TaskSlots
from app.desk.common.connection import ConnectionViewModel
from app.desk.counter.redeem import RedeemViewModel
from app.sandbox.seed import DemoCodes
from app.sandbox.seed_catalogue import DEMO_KEY, Locations
from app.services.movements import (
    Actor,
    Notice,
    NoticeKind,
    Pace,
    UnresolvedMovementError,
)
from app.store.audit import AuditLog
from app.store.journal import Journal, MovementKind, MovementState
from helpers import logs
from helpers.service_till import movement_service
from sandbox_harness.server import SandboxServer

pytestmark = [pytest.mark.both_shapes, pytest.mark.anyio, pytest.mark.logs(*logs.FAULTS)]

CODE = DemoCodes.VALID_PARTIAL
STAFF = Actor("Sam Till")
START = 1_800_000_000.0


class Till:
    def __init__(self, sandbox: SandboxServer, journal: Journal, audit: AuditLog) -> None:
        self.epoch = START
        self.release_after: float | None = None
        self.sandbox = sandbox
        self.client = VoucherClient(sandbox.url, DEMO_KEY, read_timeout=1.0)
        self.notices: list[Notice] = []
        self.service = movement_service(
            self.client,
            journal,
            audit,
            pace=Pace(settle_s=60.0, horizon_s=3600.0, epoch=lambda: self.epoch, sleep=self.sleep),
        )
        self.service.notices.append(self.notices.append)

    async def sleep(self, seconds: float) -> None:
        self.epoch += seconds
        if self.release_after is not None and self.epoch - START >= self.release_after:
            self.release_after = None
            self.sandbox.faults.release_late()


@pytest.fixture
async def till(sandbox: SandboxServer, journal: Journal, audit: AuditLog) -> AsyncIterator[Till]:
    made = Till(sandbox, journal, audit)
    async with made.client:
        yield made


def hold_the_redeem(sandbox: SandboxServer) -> None:
    sandbox.faults.set(path=f"/codes/{CODE}/redeem/", method="POST", late_commit={}, times=1)


async def test_applied_17_seconds_late_is_found_within_the_settle_period(
    till: Till, sandbox: SandboxServer
) -> None:
    voucher = await till.client.lookup_code(CODE, Locations.RECEPTION)
    hold_the_redeem(sandbox)
    sent = await till.service.redeem(voucher, Decimal("10.00"), STAFF)
    assert sent.outcome is MovementState.UNKNOWN
    till.release_after = 17.0
    countdown: list[float] = []
    settled = await till.service.reconcile(sent.movement, on_wait=countdown.append)
    assert settled.outcome is MovementState.DONE
    assert countdown[0] == pytest.approx(60.0, abs=1.0), "the countdown starts at the settle period"
    assert countdown == sorted(countdown, reverse=True)
    assert 15 <= 60 - countdown[-1] <= 21, "found at the first look after the service applied it"
    assert sandbox.state.balance_of(CODE) == 4000


async def test_not_applied_only_after_the_settle_period_then_found_late_and_told(
    till: Till, sandbox: SandboxServer, journal: Journal
) -> None:
    voucher = await till.client.lookup_code(CODE, Locations.RECEPTION)
    hold_the_redeem(sandbox)
    sent = await till.service.redeem(voucher, Decimal("10.00"), STAFF)
    settled = await till.service.reconcile(sent.movement)
    assert settled.outcome is MovementState.NOT_APPLIED
    assert till.epoch - START >= 60.0, "not applied before the settle period was over"
    assert sandbox.faults.held_count == 1

    # 20 minutes later the service finishes the request; the background re-check finds it.
    till.epoch += 20 * 60
    sandbox.faults.release_late()
    [late] = await till.service.recheck_all()
    assert late.outcome is MovementState.DONE
    assert late.movement.late_found is not None
    assert late.event is not None
    stamp = f"{late.event.created:%H:%M}"
    expected = (
        f"A redemption of £10.00 on {mask_code(late.movement.code or '')} that the till had called "
        "not taken went "
        f"through at {stamp}."
    )
    assert [n.text for n in till.notices if n.kind is NoticeKind.LATE] == [expected]
    assert late.text == expected

    assert sandbox.state.balance_of(CODE) == 4000
    assert journal.unresolved() == [], "nothing is left unresolved"


async def test_a_new_redemption_first_looks_again_and_stops_if_the_earlier_one_went_through(
    till: Till, sandbox: SandboxServer
) -> None:
    voucher = await till.client.lookup_code(CODE, Locations.RECEPTION)
    hold_the_redeem(sandbox)
    sent = await till.service.redeem(voucher, Decimal("10.00"), STAFF)
    assert (await till.service.reconcile(sent.movement)).outcome is MovementState.NOT_APPLIED
    sandbox.faults.release_late()
    with pytest.raises(UnresolvedMovementError, match="had called not taken went through"):
        await till.service.redeem(voucher, Decimal("10.00"), STAFF)

    assert sandbox.state.balance_of(CODE) == 4000, "the retry was not sent"


async def test_past_the_horizon_a_not_applied_movement_is_no_longer_looked_at(
    till: Till, sandbox: SandboxServer
) -> None:
    voucher = await till.client.lookup_code(CODE, Locations.RECEPTION)
    sandbox.faults.set(path=f"/codes/{CODE}/redeem/", method="POST", drop={"when": "before"}, times=1)
    sent = await till.service.redeem(voucher, Decimal("10.00"), STAFF)
    assert (await till.service.reconcile(sent.movement)).outcome is MovementState.NOT_APPLIED
    assert [m.id for m in till.service.to_recheck()] == [sent.movement.id]
    till.epoch += 3601
    assert till.service.to_recheck() == []


async def test_pending_not_in_flight_is_rechecked(till: Till, journal: Journal) -> None:
    """A pending movement whose request is not in flight (after a crash, say) is in the re-check."""
    movement = journal.record_intent(
        MovementKind.REDEEM,
        Intent(code=CODE, amount=Decimal("1.00"), currency="GBP"),
        Origin(Locations.RECEPTION, "Sam Till", "Till 1"),
        Timing(sent_epoch=START),
    )
    assert [m.id for m in till.service.to_recheck()] == [movement.id]
    [result] = await till.service.recheck_all()
    assert result.outcome is MovementState.UNKNOWN, "looked at once, and left for the settle period"
    assert journal.get(movement.id).state is MovementState.UNKNOWN


async def test_the_redeem_box_counts_down_while_the_till_waits(till: Till, sandbox: SandboxServer) -> None:
    said: list[tuple[str, str]] = []

    tasks = TaskSlots()
    connection = ConnectionViewModel(till.client.properties, tasks)
    redeem = RedeemViewModel(till.service, tasks, connection, lambda: STAFF.staff)
    redeem.notice.connect(lambda notice: said.append((notice.text, notice.kind.value)))
    voucher = await till.client.lookup_code(CODE, Locations.RECEPTION)
    redeem.set_voucher(voucher, True)
    sandbox.faults.set(path=f"/codes/{CODE}/redeem/", method="POST", drop={"when": "before"}, times=1)
    finished = asyncio.Event()
    redeem.finished.connect(finished.set)
    redeem.review("10")
    redeem.confirm()
    await finished.wait()
    await tasks.close()

    counting = [text for text, kind in said if kind == "checking" and text.endswith(" s")]
    assert counting[0] == (
        "No answer from the service about £10.00 from SPA50PART. Checking with the service… 60 s"
    )
    assert counting[-1].endswith("Checking with the service… 1 s")
    assert len(counting) == 60, "once a second, never frozen on one line"
    assert said[-1] == (
        "Not redeemed: £10.00 from SPA50PART did not go through. Nothing was taken; you can try again.",
        "refused",
    )
    assert sandbox.state.balance_of(CODE) == 5000
