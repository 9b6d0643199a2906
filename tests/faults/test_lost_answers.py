"""Lost answers a hostile tester found misreported: another till's event, a service clock moved back
hours, a request recorded otherwise than asked, a reverse of another event.

Each scenario runs against the sandbox with its ``drop``, ``misapply`` and ``late_commit`` faults and
its settable clock; settle waits are instant (an injected sleep and UTC clock).
"""

from __future__ import annotations

from datetime import datetime, timedelta
from decimal import Decimal
from pathlib import Path
from typing import Any, TypeVar

import pytest

from app.api.client import VoucherClient
from app.api.models import BalanceEvent
from app.api.query import Op
from app.api.timeline import Anchor
from app.core.shift_report import ShiftWindow, build_shift_report
from app.sandbox.seed import DemoCodes
from app.sandbox.seed_catalogue import Locations
from app.services.movements import (
    UnresolvedMovementError,
)
from app.store.journal import MovementState
from helpers import logs
from helpers.service_till import CODE, STAFF, TEN, Till, run
from sandbox_harness.server import SandboxServer

pytestmark = [pytest.mark.both_shapes, pytest.mark.logs(*logs.FAULTS), pytest.mark.anyio]

REDEEM = f"/codes/{CODE}/redeem/$"
T = TypeVar("T")


@pytest.fixture
def till(sandbox: SandboxServer, tmp_path: Path) -> Till:
    """The only till at Reception: it may take the single event it finds as its own.

    Closed by ``run``, on the loop its client was used on.
    """
    return Till(sandbox, tmp_path, "Till 1", only_till_here=True)


def lose_next_redeem(sandbox: SandboxServer, when: str = "after", **fault: Any) -> None:
    """The next redemption's answer is lost: ``after`` the service applied it, or ``before``."""
    sandbox.faults.set(path=REDEEM, method="POST", drop={"when": when}, times=1, **fault)


async def restored_after_two_redemptions(till: Till, sandbox: SandboxServer) -> Anchor:
    """Two redemptions the till knows, then the service restored from a backup: its ids start again
    below the till's anchor. Returns that anchor (the newest event the till had seen)."""
    for _ in range(2):
        assert (await till.redeem(Decimal("1.00"), DemoCodes.GRACE)).outcome is MovementState.DONE
    stale = till.client.timeline.newest
    assert stale is not None
    sandbox.state.reset("demo")
    return stale


async def events_of(client: VoucherClient, code: str = CODE) -> list[BalanceEvent]:
    since = [(Op.GTE, datetime.now() - timedelta(days=2))]
    found = [e async for page in client.iter_balance_event_pages(created=since) for e in page]
    return sorted((e for e in found if e.code == code), key=lambda e: e.event_id)


# -- Another till's identical event ---------------------------------------------------------


async def test_two_tills_redeem_the_same_amount_and_one_request_is_lost_goes_to_a_manager(
    sandbox: SandboxServer, tmp_path: Path
) -> None:
    """Till E's request is dropped before the service applies it; till F's identical one goes
    through. Only F's event exists, so E must not report "Redeemed" on it."""
    e = Till(sandbox, tmp_path / "e", "Till E", only_till_here=False)
    f = Till(sandbox, tmp_path / "f", "Till F", only_till_here=False)

    async def scenario() -> None:
        voucher_e, voucher_f = await e.voucher(), await f.voucher()
        lose_next_redeem(sandbox, "before")
        sent = await e.service.redeem(voucher_e, Decimal("5.00"), STAFF)
        by_f = await f.service.redeem(voucher_f, Decimal("5.00"), STAFF)
        assert by_f.outcome is MovementState.DONE
        assert by_f.event is not None
        settled = await e.settle(sent)
        assert settled.outcome is MovementState.UNCONFIRMED, settled.text
        assert [c.event_id for c in settled.candidates] == [by_f.event.event_id]
        assert "A manager must check" in settled.text
        with pytest.raises(UnresolvedMovementError):
            await e.service.redeem(voucher_e, Decimal("5.00"), STAFF)

    await run([e, f], scenario())
    assert sandbox.state.balance_of(CODE) == 4500, "only F's £5 was taken"


async def test_the_only_till_here_takes_its_single_event_as_its_own(
    sandbox: SandboxServer, till: Till
) -> None:
    async def scenario() -> None:
        lose_next_redeem(sandbox)
        result = await till.redeem()
        assert result.outcome is MovementState.DONE, result.text

    await run([till], scenario())


async def test_a_late_commit_beside_another_tills_identical_event_is_brought_into_the_record(
    sandbox: SandboxServer, tmp_path: Path
) -> None:
    """A's request is held while B redeems the same amount; A ends unconfirmed on B's event. When
    A's own event arrives, the background re-check adds it to the candidates and the shift report
    shows the movement as unconfirmed: both events are accounted for."""
    a = Till(sandbox, tmp_path / "a", "Till A", only_till_here=False)
    b = Till(sandbox, tmp_path / "b", "Till B", only_till_here=False)

    async def scenario() -> None:
        voucher_a, voucher_b = await a.voucher(), await b.voucher()
        sandbox.faults.set(path=REDEEM, method="POST", late_commit={}, times=1)
        sent = await a.service.redeem(voucher_a, TEN, STAFF)
        by_b = await b.service.redeem(voucher_b, TEN, STAFF)
        assert by_b.event is not None
        first = await a.settle(sent)
        assert first.outcome is MovementState.UNCONFIRMED
        assert [c.event_id for c in first.candidates] == [by_b.event.event_id]

        sandbox.faults.release_late()
        [again] = await a.service.recheck_all()
        events = await events_of(a.client)
        own = [ev for ev in events if ev.event_id not in (by_b.event.event_id,) and ev.amount == TEN]
        assert len(own) == 1, "A's request was applied once, late"
        movement = a.journal.get(sent.movement.id)
        assert movement.state is MovementState.UNCONFIRMED
        assert {c.event_id for c in movement.candidates} == {by_b.event.event_id, own[0].event_id}
        assert again.outcome is MovementState.UNCONFIRMED

        now = datetime.now()
        report = build_shift_report(
            a.journal.between(datetime.min, now),
            events,
            ShiftWindow(till="Till A", location_id=Locations.RECEPTION, start=datetime.min, end=now),
        )
        assert [m.id for m in report.unconfirmed] == [movement.id]

    await run([a, b], scenario())
    assert sandbox.state.balance_of(CODE) == 3000


# -- The service's clock moved back hours after the anchor -----------------------------------


@pytest.mark.parametrize("hours", [3, 5], ids=["back-3h", "back-5h"])
async def test_a_service_clock_moved_back_hours_still_finds_the_tills_event(
    hours: int, sandbox: SandboxServer, till: Till
) -> None:
    async def scenario() -> None:
        assert (
            await till.redeem(Decimal("1.00"), DemoCodes.GRACE)
        ).outcome is MovementState.DONE  # the anchor
        sandbox.clock.advance(timedelta(hours=-hours))
        lose_next_redeem(sandbox)
        result = await till.redeem()
        assert result.outcome is MovementState.DONE, result.text

    await run([till], scenario())
    assert sandbox.state.balance_of(CODE) == 4000, "taken once; the cashier had no reason to retry"


# -- Recorded otherwise than asked, and the answer lost -------------------------------------


@pytest.mark.parametrize(
    ("wrong", "where"),
    [
        ({"amount": "20.00"}, CODE),
        ({"location": Locations.SPA}, CODE),
        ({"code": DemoCodes.PART_USED}, DemoCodes.PART_USED),
    ],
    ids=["amount", "location", "code"],
)
async def test_a_redeem_recorded_otherwise_and_its_answer_lost_is_never_not_applied(
    wrong: dict[str, Any], where: str, sandbox: SandboxServer, till: Till
) -> None:
    async def scenario() -> None:
        voucher = await till.voucher()
        lose_next_redeem(sandbox, misapply=wrong)
        result = await till.settle(await till.service.redeem(voucher, TEN, STAFF))
        assert result.outcome is MovementState.UNCONFIRMED, result.text
        [recorded] = [e for e in await events_of(till.client, where) if e.type == "Redeemed"][-1:]
        assert [c.event_id for c in result.candidates] == [recorded.event_id]
        with pytest.raises(UnresolvedMovementError):
            await till.service.redeem(voucher, TEN, STAFF)

    await run([till], scenario())


async def two_redemptions(till: Till) -> tuple[BalanceEvent, BalanceEvent]:
    first, second = (await till.redeem()).event, (await till.redeem()).event
    assert first is not None
    assert second is not None
    return first, second


async def test_a_reverse_of_another_event_with_its_answer_lost_is_never_not_applied(
    sandbox: SandboxServer, till: Till
) -> None:
    async def scenario() -> None:
        mine, other = await two_redemptions(till)
        sandbox.faults.set(
            path=f"/balance_events/{mine.event_id}/reverse/",
            method="POST",
            misapply={"event": other.event_id},
            drop={"when": "after"},
            times=1,
        )
        result = await till.settle(await till.service.reverse(mine, STAFF, "typo"))
        assert result.outcome is MovementState.UNCONFIRMED, result.text
        [reversal] = [e for e in await events_of(till.client) if e.type == "Unredeemed"]
        assert [c.event_id for c in result.candidates] == [reversal.event_id]

    await run([till], scenario())


# -- A reverse answered with the reversal of another event ---------------------------------


async def test_a_reverse_answered_with_another_events_reversal_of_the_same_amount_is_a_mismatch(
    sandbox: SandboxServer, till: Till
) -> None:
    async def scenario() -> None:
        mine, other = await two_redemptions(till)
        sandbox.faults.set(
            path=f"/balance_events/{mine.event_id}/reverse/",
            method="POST",
            misapply={"event": other.event_id},
            times=1,
        )
        result = await till.service.reverse(mine, STAFF, "typo")
        assert result.outcome is MovementState.MISMATCH, result.text
        assert f"event {mine.event_id} still stands" in result.text
        assert till.journal.get(result.movement.id).state is MovementState.MISMATCH

    await run([till], scenario())


async def test_a_reverse_answered_whose_original_cannot_be_read_back_is_unconfirmed_then_settled(
    sandbox: SandboxServer, till: Till
) -> None:
    async def scenario() -> None:
        mine, _ = await two_redemptions(till)
        # The reverse is answered; the look-up that reads the original's history then fails every
        # time the client tries it (it reads again twice on a server error).
        sandbox.faults.set(path=f"/codes/{CODE}/$", method="GET", status=500, times=3)
        result = await till.service.reverse(mine, STAFF, "typo")
        assert result.outcome is MovementState.UNCONFIRMED, result.text
        assert result.event is None
        sandbox.faults.clear()
        [checked] = await till.service.recheck_all()
        assert checked.outcome is MovementState.DONE, "the original's history line now proves it"

    await run([till], scenario())


# -- event ids that go backwards: a service restored from a backup -------------------------------


@pytest.mark.parametrize(
    ("only_till_here", "expected"),
    [(True, MovementState.DONE), (False, MovementState.UNCONFIRMED)],
    ids=["only-till", "other-tills"],
)
async def test_a_lost_answer_on_a_restored_service_whose_ids_go_backwards_is_never_not_applied(
    only_till_here: bool, expected: MovementState, sandbox: SandboxServer, tmp_path: Path
) -> None:
    """The till's anchor and its claimed events are from before the restore (the read just before
    sending never lowers the anchor below what the till had seen); the service then hands the lost
    redemption an id below the anchor, equal to one the till had claimed."""
    till = Till(sandbox, tmp_path, "Till 1", only_till_here=only_till_here)

    async def scenario() -> None:
        stale = await restored_after_two_redemptions(till, sandbox)
        lose_next_redeem(sandbox)
        result = await till.redeem()
        assert result.outcome is expected, result.text
        assert "nothing was taken" not in result.text
        assert result.movement.anchor == stale
        [taken] = [e for e in await events_of(till.client) if e.type == "Redeemed" and e.amount == TEN]
        assert taken.event_id <= stale.event_id
        assert taken.event_id in till.journal.claims_of([taken.event_id]), "an id the till had claimed before"
        found = [result.event] if result.event is not None else result.candidates
        assert [e.event_id for e in found] == [taken.event_id]

    await run([till], scenario())
    assert sandbox.state.balance_of(CODE) == 4000


async def test_a_read_of_the_newest_events_replaces_an_anchor_from_before_a_restore(
    sandbox: SandboxServer, till: Till
) -> None:
    """After the restore a read of the account's newest events is the newest the service holds
    (a single location's page is not): the next intent is anchored there, so its event is found by
    id as usual."""

    async def scenario() -> None:
        stale = await restored_after_two_redemptions(till, sandbox)
        await till.client.balance_events(location_id=Locations.RECEPTION)
        assert till.client.timeline.newest == stale
        newest = max(e.event_id for e in await till.client.balance_events())
        lose_next_redeem(sandbox)
        result = await till.redeem()
        assert result.outcome is MovementState.DONE, result.text
        assert result.movement.anchor is not None
        assert result.movement.anchor.event_id == newest < stale.event_id

    await run([till], scenario())
