"""Several tills on one service, a fault on one of them, clocks that disagree: the money stays right.

Against one sandbox, till A and till B (separate journals, clients and movement services) act at
once on the same voucher or order. B's action lands between A's last read of the service (its
anchor) and A's request, the closest it can come without being A's own. Each cell is
``<pair>-<fault on A>-<clock>``:

- pairs: ``redeem-same`` (both redeem £10), ``redeem-other`` (£10 and £5), ``redeem-reverse``
  (A redeems while B, at the Spa, reverses its own earlier redemption), ``reverse-reverse`` (each
  reverses its own £10 redemption), ``refund-redeem`` (A refunds an order while B redeems from one
  of its vouchers), ``topup-same`` (both top up the voucher by £10), ``topup-redeem`` (A tops up
  £10 while B redeems £10), ``activate-same`` (both sell the same blank card with £10: B's
  activates it, A's becomes a top-up), ``reverse-same`` (both managers reverse A's one mistaken
  £10 redemption: B's lands first, so A's can never be the reversal) and ``refund-same`` (both
  refund the same order: B's first, so A's is refused);
- faults on A: ``none``, ``drop-before`` (connection lost, nothing applied), ``drop-after``
  (applied, answer lost), ``late`` (no answer; the service applies it during A's settle period,
  or, when A's check ended at once, just after it, for the background re-check to find);
- clocks: the service's clock against the till's, ``0``, ``+11m``, ``-11m``, ``+1h``, ``-1h``,
  ``+5h``, ``-5h``, and ``dst`` (the service turns its clock back an hour while A is checking).

Each till has made a sale at its location earlier in the hour, as at any open desk: that is how
the service's records show another till at work. From the sandbox's own state each cell asserts:
no money taken twice (the cashier retries only what the till called not applied), none taken that
no journal records as done, unconfirmed or mismatched, and no till reporting done or not applied
contrary to the service. Settle waits are instant (an injected sleep and UTC clock). On the legacy
shapes (``test_cell_on_the_legacy_shapes``) every pair and fault runs at the clocks ``0`` and ``dst``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timedelta
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from app.api.client import VoucherClient
from app.api.models import BalanceEvent
from app.api.query import Op
from app.core.movement import MovementState
from app.sandbox.seed import DemoCodes, DemoOrders
from app.sandbox.seed_catalogue import DEMO_KEY, Locations
from app.services.movements import (
    Actor,
    MovementResult,
    MovementService,
    Pace,
    UnresolvedMovementError,
)
from app.store.audit import AuditLog
from app.store.journal import Journal
from helpers import logs
from helpers.service_till import movement_service
from sandbox_harness.server import SandboxServer

pytestmark = [pytest.mark.anyio, pytest.mark.logs(*logs.FAULTS)]

CODE = DemoCodes.VALID_PARTIAL  # £50, part use, Reception or Spa
WARM_UP = DemoCodes.GRACE  # each till's earlier sale of the hour
ORDER = DemoOrders.API_UNUSED
ORDER_CODE = DemoCodes.API_UNUSED_1
TEN, FIVE = Decimal("10.00"), Decimal("5.00")
STAFF = Actor("Sam Till", manager="Morgan Manager")

PAIRS = (
    "redeem-same",
    "redeem-other",
    "redeem-reverse",
    "reverse-reverse",
    "refund-redeem",
    "topup-same",
    "topup-redeem",
    "activate-same",
    "reverse-same",
    "refund-same",
)
#: The pairs where A reverses an event.
REVERSES = ("reverse-reverse", "reverse-same")
NEW_CARD = "BLANKCARD7"
#: The pairs where A loads money onto a card (a top-up, or a new card), and the code it loads.
LOADS = {"topup-same": CODE, "topup-redeem": CODE, "activate-same": NEW_CARD}
FAULTS = ("none", "drop-before", "drop-after", "late")
CLOCKS = {
    "0": timedelta(0),
    "+11m": timedelta(minutes=11),
    "-11m": timedelta(minutes=-11),
    "+1h": timedelta(hours=1),
    "-1h": timedelta(hours=-1),
    "+5h": timedelta(hours=5),
    "-5h": timedelta(hours=-5),
    "dst": timedelta(0),
}
CELLS = [
    pytest.param(pair, fault, clock, id=f"{pair}-{fault}-{clock}")
    for pair in PAIRS
    for fault in FAULTS
    for clock in CLOCKS
]
#: The legacy shapes change how each answer is written, not when: every pair under every fault reads
#: them at the service's own time and across the turned-back clock, while the other offsets, which
#: move only the times' values, are proven on the clean shapes.
LEGACY_CELLS = [cell for cell in CELLS if cell.values[2] in ("0", "dst")]


@dataclass
class Till:
    """One till: its own journal, audit log, client and movement service, on a UTC clock of its own."""

    name: str
    location_id: int
    client: VoucherClient
    journal: Journal
    audit: AuditLog
    service: MovementService
    epoch: list[float] = field(default_factory=lambda: [1_800_000_000.0])


@dataclass
class World:
    sandbox: SandboxServer
    tmp: Path
    on_first_sleep: list[object] = field(default_factory=list)
    tills: list[Till] = field(default_factory=list)

    def till(self, name: str, location_id: int) -> Till:
        client = VoucherClient(self.sandbox.url, DEMO_KEY, read_timeout=2.0)
        journal = Journal(self.tmp / f"{name}.journal.sqlite3")
        audit = AuditLog(self.tmp / f"{name}.audit.sqlite3")
        epoch = [1_800_000_000.0]

        async def sleep(seconds: float) -> None:
            epoch[0] += seconds
            if self.on_first_sleep:
                self.sandbox.faults.release_late()
                self.on_first_sleep.clear()

        service = movement_service(
            client,
            journal,
            audit,
            till=name,
            location_id=location_id,
            only_till_here=False,
            pace=Pace(settle_s=60.0, epoch=lambda: epoch[0], sleep=sleep),
        )
        made = Till(name, location_id, client, journal, audit, service, epoch)
        self.tills.append(made)
        return made

    async def aclose(self) -> None:
        for till in self.tills:
            await till.client.aclose()
            till.journal.close()
            till.audit.close()


def arm(sandbox: SandboxServer, fault: str, path: str) -> None:
    faults: dict[str, dict[str, Any]] = {
        "drop-before": {"drop": {"when": "before"}},
        "drop-after": {"drop": {"when": "after"}},
        "late": {"late_commit": {}},
    }
    options = faults.get(fault)
    if options is not None:
        sandbox.faults.set(**options, path=f"{path}$", method="POST", times=1)


async def all_events(client: VoucherClient) -> list[BalanceEvent]:
    events: list[BalanceEvent] = []
    async for page in client.iter_balance_event_pages(created=[(Op.GTE, datetime.now() - timedelta(days=3))]):
        events.extend(page)
    return events


async def settle(till: Till, result: MovementResult) -> MovementResult:
    if result.outcome is MovementState.UNKNOWN:
        return await till.service.reconcile(result.movement)
    return result


async def redeem(till: Till, code: str, amount: Decimal) -> MovementResult:
    voucher = await till.client.lookup_code(code, till.location_id)
    return await till.service.redeem(voucher, amount, STAFF)


async def run_cell(world: World, pair: str, fault: str, clock: str) -> None:
    sandbox = world.sandbox
    sandbox.clock.set(datetime.now() + CLOCKS[clock])
    a = world.till("Till A", Locations.RECEPTION)
    b = world.till("Till B", Locations.SPA if pair == "redeem-reverse" else Locations.RECEPTION)
    observer = VoucherClient(sandbox.url, DEMO_KEY)
    try:
        # Earlier in the hour each till made a sale at its desk; A's also gives it its anchor.
        for till in (a, b):
            assert (await redeem(till, WARM_UP, Decimal("1.00"))).outcome is MovementState.DONE
        a_original = b_original = None
        if pair in ("reverse-reverse", "redeem-reverse"):
            b_original = (await redeem(b, CODE, TEN if pair == "reverse-reverse" else FIVE)).event
        if pair in REVERSES:
            a_original = (await redeem(a, CODE, TEN)).event
        before = {e.event_id for e in await all_events(observer)}

        # B acts after A's anchor, before A's request.
        if pair == "redeem-same":
            b_result = await redeem(b, CODE, TEN)
        elif pair == "redeem-other":
            b_result = await redeem(b, CODE, FIVE)
        elif pair in ("redeem-reverse", "reverse-reverse"):
            assert b_original is not None
            b_result = await b.service.reverse(b_original, STAFF, "till B's mistake")
        elif pair == "topup-same":
            b_result = await b.service.topup(CODE, TEN, "GBP", STAFF)
        elif pair == "topup-redeem":
            b_result = await redeem(b, CODE, TEN)
        elif pair == "activate-same":
            b_result = await b.service.topup(NEW_CARD, TEN, "GBP", STAFF)
        elif pair == "reverse-same":
            assert a_original is not None
            b_result = await b.service.reverse(a_original, STAFF, "A's mistake, seen at till B")
        elif pair == "refund-same":
            codes = [row.redeem_code for row in await b.client.order_rows(ORDER)]
            b_result = await b.service.refund(ORDER, codes, False, STAFF)
        else:
            b_result = await redeem(b, ORDER_CODE, FIVE)
        assert b_result.outcome in (MovementState.DONE, MovementState.REJECTED)

        # A's request, under the fault; for "dst" the service's clock goes back an hour meanwhile.
        if pair in LOADS:
            arm(sandbox, fault, f"/codes/{LOADS[pair]}/topup/")
            sent = a.service.topup(LOADS[pair], TEN, "GBP", STAFF)
        elif pair.startswith("redeem"):
            voucher = await a.client.lookup_code(CODE, a.location_id)
            arm(sandbox, fault, f"/codes/{CODE}/redeem/")
            sent = a.service.redeem(voucher, TEN, STAFF)
        elif pair in REVERSES:
            assert a_original is not None
            arm(sandbox, fault, f"/balance_events/{a_original.event_id}/reverse/")
            sent = a.service.reverse(a_original, STAFF, "till A's mistake")
        else:
            codes = [row.redeem_code for row in await a.client.order_rows(ORDER)]
            arm(sandbox, fault, f"/orders/{ORDER}/refund/")
            sent = a.service.refund(ORDER, codes, False, STAFF)
        first = await sent
        if clock == "dst":
            sandbox.clock.advance(timedelta(hours=-1))
        if fault == "late":
            world.on_first_sleep.append(True)
        a_result = await settle(a, first)
        if sandbox.faults.held_count:
            # A's check ended before the service got to A's request (another till's identical event
            # made it unconfirmed at once): the service applies it now, and the background re-check
            # must bring it into A's record.
            sandbox.faults.release_late()
            await a.service.recheck_all()
            a_result = MovementResult(a.journal.get(a_result.movement.id), a_result.outcome)
        sandbox.faults.clear()

        events = {e.event_id: e for e in await all_events(observer)}
        new = {i: e for i, e in events.items() if i not in before}
        b_claims = {
            m.result_event_id for m in b.journal.between(datetime.min, datetime.max) if m.result_event_id
        }
        a_movement = a_result.movement

        # The truth, from the sandbox: did A's request take effect?
        if pair in LOADS:
            mine = [
                e
                for e in new.values()
                if e.type in ("Topup", "Activation")
                and e.code == LOADS[pair]
                and e.amount == TEN
                and e.event_id not in b_claims
            ]
            assert len(mine) <= 1, "money loaded twice"
            applied = bool(mine)
            truth = mine[0].event_id if mine else None
        elif pair.startswith("redeem"):
            mine = [
                e
                for e in new.values()
                if e.type == "Redeemed" and e.code == CODE and e.amount == TEN and e.event_id not in b_claims
            ]
            assert len(mine) <= 1, "money taken twice"
            applied = bool(mine)
            truth = mine[0].event_id if mine else None
        elif pair in REVERSES:
            assert a_original is not None
            reversals = [e for e in new.values() if e.type == "Unredeemed" and e.event_id not in b_claims]
            assert len(reversals) <= 1, "a reverse applied twice"
            applied = bool(reversals)
            truth = reversals[0].event_id if reversals else None
        elif pair == "refund-same":
            applied = False  # B refunded it first: the service refuses a second refund
            truth = None
        else:
            applied = (await observer.order(ORDER)).refunded
            truth = None

        state = a_movement.state
        if state is MovementState.DONE:
            assert applied, f"A reports done, but the service never applied it ({a_result.text})"
            if truth is not None:
                assert a_movement.result_event_id == truth, "A claims another till's event"
        elif state in (MovementState.NOT_APPLIED, MovementState.REJECTED):
            assert not applied, f"A reports {state.value}, but the service applied it"
        else:
            assert state is MovementState.UNCONFIRMED, f"A ended {state.value}"
            if truth is not None:
                assert truth in {c.event_id for c in a_movement.candidates}, (
                    "A's own event is not a candidate"
                )

        # The cashier tries again only what the till called not applied; unconfirmed blocks.
        if pair.startswith("redeem") and state is MovementState.UNCONFIRMED:
            with pytest.raises(UnresolvedMovementError):
                await redeem(a, CODE, TEN)
        if pair.startswith("redeem") and state in (MovementState.NOT_APPLIED, MovementState.REJECTED):
            assert (await redeem(a, CODE, TEN)).outcome is MovementState.DONE
        if pair in LOADS and state is MovementState.UNCONFIRMED:
            with pytest.raises(UnresolvedMovementError):
                await a.service.topup(LOADS[pair], TEN, "GBP", STAFF)
        if pair in LOADS and state in (MovementState.NOT_APPLIED, MovementState.REJECTED):
            assert (await a.service.topup(LOADS[pair], TEN, "GBP", STAFF)).outcome is MovementState.DONE

        # Every event of the service is recorded by some journal as done, unconfirmed or mismatched.
        accounted: set[int] = set()
        for till in (a, b):
            for movement in till.journal.between(datetime.min, datetime.max):
                if movement.result_event_id:
                    accounted.add(movement.result_event_id)
                if movement.state is MovementState.UNCONFIRMED:
                    accounted |= {c.event_id for c in movement.candidates}
        final = {e.event_id for e in await all_events(observer)} - before
        unaccounted = final - accounted
        refund_events = {i for i in unaccounted if events.get(i) is not None and events[i].type == "Refund"}
        if pair == "refund-same" or (
            pair == "refund-redeem" and state in (MovementState.DONE, MovementState.UNCONFIRMED)
        ):
            unaccounted -= refund_events  # a refund is proven by its order, its events are all of it
        assert not unaccounted, f"money moved that no journal records: {sorted(unaccounted)}"
        # A balance the service holds is the sum of what the journals say, never less.
        assert sandbox.state.balance_of(CODE) >= 0
    finally:
        await observer.aclose()


async def in_a_world(sandbox: SandboxServer, tmp: Path, pair: str, fault: str, clock: str) -> None:
    world = World(sandbox, tmp)
    try:
        await run_cell(world, pair, fault, clock)
    finally:
        await world.aclose()


@pytest.mark.parametrize("sandbox_shapes", ["clean"], indirect=True)
@pytest.mark.parametrize(("pair", "fault", "clock"), CELLS)
async def test_cell(pair: str, fault: str, clock: str, sandbox: SandboxServer, tmp_path: Path) -> None:
    await in_a_world(sandbox, tmp_path, pair, fault, clock)


@pytest.mark.parametrize("sandbox_shapes", ["legacy"], indirect=True)
@pytest.mark.parametrize(("pair", "fault", "clock"), LEGACY_CELLS)
async def test_cell_on_the_legacy_shapes(
    pair: str, fault: str, clock: str, sandbox: SandboxServer, tmp_path: Path
) -> None:
    await in_a_world(sandbox, tmp_path, pair, fault, clock)


def test_matrix_names_every_cell() -> None:
    assert len({param.id for param in CELLS}) == len(PAIRS) * len(FAULTS) * len(CLOCKS) == 320
    assert len(LEGACY_CELLS) == len(PAIRS) * len(FAULTS) * 2
