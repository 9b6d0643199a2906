"""What another till did is never claimed as this till's, and an answer is proven to be this request's.

Two tills with separate journals, clients and movement services on one sandbox, neither marked the
only till at its location (as on a real account). Each test says what the service recorded and what
each till must say. The replay fault stands for a caching proxy or a PHP worker retried by its web
server: a later request answered with an earlier request's answer.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from decimal import Decimal
from pathlib import Path

import pytest

from app.api.client import VoucherClient
from app.api.models import BalanceEvent
from app.api.query import Op
from app.core.movement import MovementState
from app.core.shift_lines import CLAIMED_TWICE, report_lines
from app.core.shift_report import ShiftWindow, build_shift_report
from app.sandbox.seed import DemoOrders
from app.sandbox.seed_catalogue import Locations
from helpers import logs
from helpers.service_till import CODE, STAFF, Till, run
from sandbox_harness.server import SandboxServer

pytestmark = [
    pytest.mark.both_shapes,
    pytest.mark.anyio,
    pytest.mark.logs(*logs.FAULTS, r"not proven this request.s", r"met an unreadable answer"),
]

ORDER = DemoOrders.API_UNUSED
MANAGER = STAFF
REDEEM = f"/codes/{CODE}/redeem/$"


async def events_of(client: VoucherClient, code: str = CODE) -> list[BalanceEvent]:
    since = [(Op.GTE, datetime.now() - timedelta(days=2))]
    found = [e async for page in client.iter_balance_event_pages(created=since) for e in page]
    return sorted((e for e in found if e.code == code), key=lambda e: e.event_id)


def tills_a_and_b(sandbox: SandboxServer, tmp_path: Path) -> tuple[Till, Till]:
    """Two tills on one account at one location, neither the only till there; closed by ``run``."""
    return (
        Till(sandbox, tmp_path / "a", "Till A", only_till_here=False),
        Till(sandbox, tmp_path / "b", "Till B", only_till_here=False),
    )


def lose_next(sandbox: SandboxServer, path: str) -> None:
    """The next POST on ``path`` never reaches the service: its connection is lost before."""
    sandbox.faults.set(path=path, method="POST", drop={"when": "before"}, times=1)


# -- a lost answer is never settled with another till's movement ---------------------------------


async def test_a_lost_refund_is_not_claimed_when_another_till_then_refunds_the_order(
    sandbox: SandboxServer, tmp_path: Path
) -> None:
    """Service: one refund of order #5087, B's. A: unconfirmed, "possibly by another till". B: done."""
    a, b = tills_a_and_b(sandbox, tmp_path)

    async def scenario() -> None:
        assert (await a.send_redeem(Decimal("1.00"))).outcome is MovementState.DONE  # A's anchor and offset
        lose_next(sandbox, f"/orders/{ORDER}/refund/$")
        lost = await a.service.refund(ORDER, await a.order_codes(), False, MANAGER)
        assert lost.outcome is MovementState.UNKNOWN
        assert (
            await b.service.refund(ORDER, await b.order_codes(), False, MANAGER)
        ).outcome is MovementState.DONE

        settled = await a.service.reconcile(lost.movement)

        assert settled.outcome is MovementState.UNCONFIRMED
        assert "possibly by another till" in settled.text
        assert "A manager must check" in settled.text
        assert "went through" not in settled.text
        assert a.journal.get(lost.movement.id).result_event_id is None

    await run([a, b], scenario())


async def test_a_lost_reverse_is_not_claimed_when_another_till_then_reverses_the_event(
    sandbox: SandboxServer, tmp_path: Path
) -> None:
    """Service: A's £10 redemption reversed once, by B. A: unconfirmed. B: done. £10 given back once."""
    a, b = tills_a_and_b(sandbox, tmp_path)

    async def scenario() -> None:
        mistake = await a.send_redeem()
        assert mistake.outcome is MovementState.DONE
        assert mistake.event is not None
        lose_next(sandbox, f"/balance_events/{mistake.event.event_id}/reverse/$")
        lost = await a.service.reverse(mistake.event, MANAGER, "wrong voucher")
        assert lost.outcome is MovementState.UNKNOWN
        assert (
            await b.service.reverse(mistake.event, MANAGER, "wrong voucher")
        ).outcome is MovementState.DONE

        settled = await a.service.reconcile(lost.movement)

        assert settled.outcome is MovementState.UNCONFIRMED
        assert f"event {mistake.event.event_id} was reversed" in settled.text
        assert "possibly by another till" in settled.text
        reversals = [e for e in await events_of(a.client) if e.type == "Unredeemed"]
        assert len(reversals) == 1
        done = [m for t in (a, b) for m in t.journal.between(datetime.min, datetime.max)]
        claims = [m.result_event_id for m in done if m.result_event_id == reversals[0].event_id]
        assert len(claims) == 1, "two tills claim one reversal"

    await run([a, b], scenario())


async def test_a_refund_another_till_made_before_this_till_asked_says_do_not_refund_again(
    sandbox: SandboxServer, tmp_path: Path
) -> None:
    """Service: order #5087 refunded by B before A sent. A: not made by this till, "do not refund the
    payment again", settled at once (no settle wait: an order is refunded once)."""
    a, b = tills_a_and_b(sandbox, tmp_path)

    async def scenario() -> None:
        codes = await a.order_codes()
        assert (await b.service.refund(ORDER, codes, False, MANAGER)).outcome is MovementState.DONE
        lose_next(sandbox, f"/orders/{ORDER}/refund/$")
        lost = await a.service.refund(ORDER, codes, False, MANAGER)
        waited_from = a.epoch

        settled = await a.service.reconcile(lost.movement)

        assert settled.outcome is MovementState.NOT_APPLIED
        assert "already refunded by another till" in settled.text
        assert "do not refund the payment again" in settled.text
        assert a.epoch == waited_from, "nothing to wait for: the refund was made before A asked"
        outcomes = [entry.outcome for entry in a.audit.entries() if entry.action == "refund"]
        assert outcomes[-1] == "not applied (done by another till)"

    await run([a, b], scenario())


# -- an answer is proven to be this request's ----------------------------------------------------


@pytest.mark.parametrize("only_till_here", [True, False], ids=["only-till", "shared-desk"])
async def test_a_replayed_answer_is_never_taken_for_a_second_redemption(
    sandbox: SandboxServer, tmp_path: Path, only_till_here: bool
) -> None:
    """A caching proxy answers the second £10 with the first one's event and never forwards it.
    Service: one redemption (£40 left). Till: the second is not taken, nothing to key on the POS."""
    till = Till(sandbox, tmp_path, "Till A", only_till_here=only_till_here)

    async def scenario() -> None:
        sandbox.faults.set(path=REDEEM, method="POST", replay="before", times=2)
        first = await till.send_redeem()
        assert first.outcome is MovementState.DONE
        assert first.event is not None

        second = await till.send_redeem()

        assert second.outcome is MovementState.UNKNOWN, "a replayed answer was taken as this request's"
        settled = await till.service.reconcile(second.movement)
        assert settled.outcome is MovementState.NOT_APPLIED
        assert "did not go through; nothing was taken" in settled.text
        assert sandbox.state.balance_of(CODE) == 40_00  # pence: £40.00 left
        held = [m.result_event_id for m in till.journal.between(datetime.min, datetime.max)]
        assert held.count(first.event.event_id) == 1

    await run([till], scenario())


async def test_a_replayed_answer_to_a_request_the_service_applied_is_settled_from_its_records(
    sandbox: SandboxServer, tmp_path: Path
) -> None:
    """A retried PHP worker applies the second £10 but answers with the first's event.
    Service: two redemptions (£30 left). Till: the second is done with its own, new event."""
    till = Till(sandbox, tmp_path, "Till A", only_till_here=True)

    async def scenario() -> None:
        sandbox.faults.set(path=REDEEM, method="POST", replay="after", times=2)
        first = await till.send_redeem()
        assert first.event is not None

        second = await till.send_redeem()

        assert second.outcome is MovementState.UNKNOWN
        settled = await till.service.reconcile(second.movement)
        assert settled.outcome is MovementState.DONE
        assert sandbox.state.balance_of(CODE) == 30_00  # pence: £30.00 left
        redemptions = [e for e in await events_of(till.client) if e.type == "Redeemed"]
        assert settled.movement.result_event_id == redemptions[-1].event_id != first.event.event_id

    await run([till], scenario())


async def test_an_answer_starting_from_a_balance_another_till_left_is_this_requests(
    sandbox: SandboxServer, tmp_path: Path
) -> None:
    """A read £50; B took £10 before A's £5 arrived. The answer starts from £40, which the service's
    own events explain: it is A's answer, done, with no manager needed."""
    a, b = tills_a_and_b(sandbox, tmp_path)

    async def scenario() -> None:
        voucher = await a.client.lookup_code(CODE, Locations.RECEPTION)
        assert (await b.send_redeem()).outcome is MovementState.DONE

        result = await a.service.redeem(voucher, Decimal("5.00"), MANAGER)

        assert result.outcome is MovementState.DONE
        assert result.event is not None
        assert result.event.starting_balance == Decimal("40.00")

    await run([a, b], scenario())


# -- the shift report flags one event claimed twice ------------------------------------------------


async def test_the_shift_report_flags_an_event_claimed_by_two_movements(
    sandbox: SandboxServer, tmp_path: Path
) -> None:
    """A manager decided an unconfirmed redemption with an event the till already held for another
    movement: the report is not balanced and shows both lines under "Claimed twice"."""
    till = Till(sandbox, tmp_path, "Till A", only_till_here=False)

    async def scenario() -> None:
        first = await till.send_redeem()
        assert first.event is not None
        lose_next(sandbox, REDEEM)
        lost = await till.send_redeem()
        figures = till.journal.get(first.movement.id).service
        assert figures is not None
        till.journal.mark_unconfirmed(lost.movement.id, [figures], "test: a manager is shown the wrong event")
        till.service.decide(lost.movement.id, MANAGER, first.event.event_id)
        movements = till.journal.between(datetime.min, datetime.max)

        report = build_shift_report(
            movements,
            await events_of(till.client),
            ShiftWindow(
                till="Till A",
                location_id=Locations.RECEPTION,
                start=datetime.now() - timedelta(hours=1),
                end=datetime.now() + timedelta(hours=1),
            ),
        )

        assert not report.balanced
        assert {m.id for m in report.claimed_twice} == {first.movement.id, lost.movement.id}
        flagged = [line for line in report_lines(report) if line.section == CLAIMED_TWICE]
        assert len(flagged) == 2
        assert all(f"event {first.event.event_id} is also held by" in line.note for line in flagged)
        assert all(m.state is MovementState.DONE for m in report.claimed_twice)

    await run([till], scenario())


# -- a re-check that meets an unreadable answer every time -----------------------------------------


async def test_a_recheck_that_meets_an_unreadable_answer_every_round_goes_to_a_manager(
    sandbox: SandboxServer, tmp_path: Path
) -> None:
    """A lost redemption whose events come back unreadable (a proxy that compresses wrongly) at every
    background round: after three it waits for a manager, who can decide it, instead of blocking
    the voucher for good."""
    till = Till(sandbox, tmp_path, "Till A", only_till_here=True)

    async def scenario() -> None:
        lose_next(sandbox, REDEEM)
        lost = await till.send_redeem()
        sandbox.forms.set("bad_gzip", method="GET", path="/balance_events/", times=3)

        rounds = [await till.service.recheck(lost.movement) for _ in range(3)]

        assert [r.outcome for r in rounds] == [
            MovementState.UNKNOWN,
            MovementState.UNKNOWN,
            MovementState.UNCONFIRMED,
        ]
        assert "could not be read" in rounds[-1].text
        assert "A manager must check" in rounds[-1].text
        till.service.decide(lost.movement.id, MANAGER, None, "checked in the back office")
        assert till.service.unresolved_for_code(CODE) == []

    await run([till], scenario())
