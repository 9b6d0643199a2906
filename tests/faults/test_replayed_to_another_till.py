"""A cached answer is never taken as another request's (another till's, or this till's own earlier
one), and a manager's word stays said.

A caching proxy (or a retried PHP worker) in front of the service answers a request with the answer
it kept for an identical earlier one. When the earlier one was another till's, sent after this
till last read the service's events, the answer's event is newer than anything this till knew: only
a read of the service's newest events just before sending tells it apart. Each test says what the
service recorded and what each till must say.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from app.api.decode import EventPage
from app.api.models import BalanceEvent
from app.core.movement import MovementState
from app.sandbox.seed import DemoCodes, DemoOrders
from app.sandbox.seed_catalogue import Locations
from app.services.money.anchors import PREPARED_FRESH_S
from helpers import logs
from helpers.service_till import CODE, STAFF, TEN, Till, run
from sandbox_harness.server import SandboxServer

pytestmark = [
    pytest.mark.both_shapes,
    pytest.mark.anyio,
    pytest.mark.logs(*logs.FAULTS, r"not proven this request.s", r"turned up late"),
]

ORDER = DemoOrders.API_UNUSED
REDEEM = f"/codes/{CODE}/redeem/$"
TOPUP = f"/codes/{CODE}/topup/$"


def two_tills(sandbox: SandboxServer, tmp_path: Path) -> tuple[Till, Till]:
    return (
        Till(sandbox, tmp_path / "a", "Till A", only_till_here=False),
        Till(sandbox, tmp_path / "b", "Till B", only_till_here=False),
    )


def held(till: Till) -> list[int | None]:
    return [m.result_event_id for m in till.journal.between(datetime.min, datetime.max)]


@pytest.mark.parametrize("path", [REDEEM, TOPUP], ids=["redeem", "topup"])
async def test_an_answer_cached_for_another_till_is_not_taken_after_this_till_last_read_events(
    sandbox: SandboxServer, tmp_path: Path, path: str
) -> None:
    """B read the feed, then A moved £10; a proxy answers B's identical request with A's answer and
    never forwards it. Service: one movement, A's. A: done. B: not applied, A's event never held."""
    a, b = two_tills(sandbox, tmp_path)

    async def scenario() -> None:
        voucher = await b.voucher()
        await b.client.balance_events()  # B's last feed poll, before A acts
        sandbox.faults.set(path=path, method="POST", replay="before", times=2)
        if path == REDEEM:
            first = await a.send_redeem()
            second = await b.service.redeem(voucher, TEN, STAFF)
        else:
            first = await a.service.topup(CODE, TEN, "GBP", STAFF, balance_before=voucher.balance)
            second = await b.service.topup(CODE, TEN, "GBP", STAFF, balance_before=voucher.balance)
        assert first.outcome is MovementState.DONE
        assert first.event is not None

        assert second.outcome is MovementState.UNKNOWN, "B took A's cached answer as its own"
        settled = await b.settle(second)
        assert settled.outcome is MovementState.NOT_APPLIED
        assert first.event.event_id not in held(b)

    await run([a, b], scenario())


async def test_this_tills_earlier_answer_repeated_is_no_answer_not_a_mismatch(
    sandbox: SandboxServer, tmp_path: Path
) -> None:
    """£1 then £2 on one voucher; a proxy answers the £2 with the £1's answer and never forwards it.
    Service: one movement, the £1. The till: the £2 is not proven (never "the service recorded
    £1.00, not £2.00", which names a figure the service never recorded for it), settled from the
    service's records as not applied, and the £1's event stays the £1's alone."""
    till = Till(sandbox, tmp_path / "a", "Till A", only_till_here=True)

    async def scenario() -> None:
        sandbox.faults.set(path=REDEEM, method="POST", replay="before", times=2)
        first = await till.send_redeem(Decimal("1.00"))
        assert first.outcome is MovementState.DONE
        assert first.event is not None
        second = await till.send_redeem(Decimal("2.00"))
        assert second.outcome is MovementState.UNKNOWN, second.text
        assert "£1.00" not in second.text
        settled = await till.settle(second)
        assert settled.outcome is MovementState.NOT_APPLIED
        assert held(till).count(first.event.event_id) == 1

    await run([till], scenario())


async def test_a_reverse_answered_from_another_tills_cache_is_not_claimed(
    sandbox: SandboxServer, tmp_path: Path
) -> None:
    """A's manager reverses event E; B's manager, whose till last read the feed before that, asks
    the same and is answered from the cache. Service: one reversal, A's. B: not applied, by A."""
    a, b = two_tills(sandbox, tmp_path)

    async def scenario() -> None:
        redeemed = await a.redeem()
        assert redeemed.event is not None
        await b.client.balance_events()
        path = f"/balance_events/{redeemed.event.event_id}/reverse/$"
        sandbox.faults.set(path=path, method="POST", replay="before", times=2)
        first = await a.service.reverse(redeemed.event, STAFF, "wrong voucher")
        assert first.outcome is MovementState.DONE
        assert first.event is not None

        second = await b.service.reverse(redeemed.event, STAFF, "wrong voucher")

        assert second.outcome is not MovementState.DONE, "B claimed A's reversal"
        settled = await b.settle(second)
        assert settled.outcome is MovementState.NOT_APPLIED
        assert "another till" in settled.text
        assert first.event.event_id not in held(b)

    await run([a, b], scenario())


@pytest.mark.parametrize("same_till", [False, True], ids=["another-till", "same-till"])
async def test_a_refund_answered_from_the_cache_after_the_order_was_refunded_is_not_done(
    sandbox: SandboxServer, tmp_path: Path, same_till: bool
) -> None:
    """The order was refunded (by A, or by this till itself); a second refund of it is answered
    from the cache. Service: one refund. Second asker: not applied, "do not refund the payment
    again"; the shift report never has two refunds of one order."""
    a, b = two_tills(sandbox, tmp_path)
    second_till = a if same_till else b

    async def scenario() -> None:
        codes = await second_till.order_codes(ORDER)
        await second_till.client.balance_events()
        sandbox.faults.set(path=f"/orders/{ORDER}/refund/$", method="POST", replay="before", times=2)
        first = await a.service.refund(ORDER, await a.order_codes(ORDER), False, STAFF)
        assert first.outcome is MovementState.DONE

        second = await second_till.service.refund(ORDER, codes, False, STAFF)

        assert second.outcome is not MovementState.DONE, "a refund already made was claimed again"
        settled = await second_till.settle(second)
        assert settled.outcome is MovementState.NOT_APPLIED
        assert "do not refund the payment again" in settled.text
        refunds = [
            m
            for m in second_till.journal.between(datetime.min, datetime.max)
            if m.order_id == ORDER and m.state is MovementState.DONE
        ]
        assert len(refunds) == (1 if same_till else 0)

    await run([a, b], scenario())


async def test_a_managers_decision_is_not_reopened_by_another_tills_later_redemption(
    sandbox: SandboxServer, tmp_path: Path
) -> None:
    """A's lost £10 went to a manager, who decided it was not applied (the candidate was B's). B
    redeems £10 again ten minutes later. A: still not applied, as the manager said, no alert."""
    a, b = two_tills(sandbox, tmp_path)

    async def scenario() -> None:
        assert (await a.send_redeem(Decimal("1.00"))).outcome is MovementState.DONE  # A's clock offset
        sandbox.faults.set(path=REDEEM, method="POST", drop={"when": "before"}, times=1)
        lost = await a.send_redeem()
        assert (await b.redeem()).outcome is MovementState.DONE
        unsure = await a.settle(lost)
        assert unsure.outcome is MovementState.UNCONFIRMED
        a.service.decide(lost.movement.id, STAFF, None, "checked: Till B's")
        sandbox.clock.advance(timedelta(minutes=10))
        b.epoch += 600
        assert (await b.redeem()).outcome is MovementState.DONE
        a.epoch += 600

        await a.service.recheck_all()

        after = a.journal.get(lost.movement.id)
        assert after.state is MovementState.NOT_APPLIED
        assert after.decided_by == STAFF.manager
        assert a.service.unresolved_for_code(CODE) == []

    await run([a, b], scenario())


async def test_a_lost_redemption_settled_not_applied_is_not_reopened_by_another_tills_much_later_one(
    sandbox: SandboxServer, tmp_path: Path
) -> None:
    """A's £10 never reached the service and was settled not applied; fifteen minutes later (on the
    service's clock) B redeems £10. A: still not applied, the voucher not blocked at A."""
    a, b = two_tills(sandbox, tmp_path)

    async def scenario() -> None:
        assert (await a.send_redeem(Decimal("1.00"))).outcome is MovementState.DONE  # A's clock offset
        sandbox.faults.set(path=REDEEM, method="POST", drop={"when": "before"}, times=1)
        lost = await a.redeem()
        assert lost.outcome is MovementState.NOT_APPLIED
        sandbox.clock.advance(timedelta(minutes=15))
        b.epoch += 900
        later: BalanceEvent | None = (await b.redeem()).event
        assert later is not None
        a.epoch += 900

        await a.service.recheck_all()

        assert a.journal.get(lost.movement.id).state is MovementState.NOT_APPLIED
        assert a.service.unresolved_for_code(CODE) == []
        assert later.event_id not in held(a)

    await run([a, b], scenario())


async def test_the_newest_events_read_as_the_review_opened_stand_only_while_the_review_is_fresh(
    sandbox: SandboxServer, tmp_path: Path
) -> None:
    """B's review opened (its read of the newest events made then), A redeemed £10, and B's
    cashier confirmed only after the review had stood open longer than a read stands: B reads the
    newest events again before sending, so A's cached answer is not taken."""
    a, b = two_tills(sandbox, tmp_path)

    async def scenario() -> None:
        voucher = await b.voucher()
        read = b.service.prepare()  # done while the cashier reads the review
        assert read is not None
        await read
        sandbox.faults.set(path=REDEEM, method="POST", replay="before", times=2)
        first = await a.send_redeem()
        assert first.event is not None
        b.now += PREPARED_FRESH_S + 1

        second = await b.service.redeem(voucher, TEN, STAFF)

        assert second.outcome is MovementState.UNKNOWN, "B took A's cached answer as its own"
        assert (await b.settle(second)).outcome is MovementState.NOT_APPLIED

    await run([a, b], scenario())


@pytest.mark.parametrize(("only_till_here", "read_count"), [(True, 1), (False, 2)], ids=["alone", "shared"])
async def test_a_confirm_right_after_the_review_opened_reads_again_only_on_a_shared_desk(
    sandbox: SandboxServer, tmp_path: Path, only_till_here: bool, read_count: int
) -> None:
    """Alone at its desk, the till confirms with the read its review made (an answer repeated can
    only be its own). On a shared desk it reads again on Confirm: another till's identical movement
    confirmed after the review opened, answered to this till by a proxy's cache, must not pass."""
    till = Till(sandbox, tmp_path, "Till A", only_till_here=only_till_here)

    reads: list[object] = []
    read_events = till.client.balance_events

    async def counted(**options: Any) -> EventPage:
        reads.append(options)
        return await read_events(**options)

    till.client.balance_events = counted  # type: ignore[method-assign]

    async def scenario() -> None:
        voucher = await till.voucher()
        till.service.prepare()

        result = await till.service.redeem(voucher, TEN, STAFF)

        assert result.outcome is MovementState.DONE
        assert len(reads) == read_count
        assert result.movement.anchor is not None

    await run([till], scenario())


async def test_a_managers_none_does_not_hide_this_tills_own_redemption_applied_late(
    sandbox: SandboxServer, tmp_path: Path
) -> None:
    """A's £10 is held by a slow service; B redeems £10; the manager rightly says B's event is not
    A's. Seconds later the service applies A's. Service: two redemptions. A: unconfirmed again, the
    new event for a manager to see; the voucher blocked at A until then."""
    a, b = two_tills(sandbox, tmp_path)

    async def scenario() -> None:
        assert (await a.send_redeem(Decimal("1.00"))).outcome is MovementState.DONE  # A's clock offset
        sandbox.faults.set(path=REDEEM, method="POST", late_commit={}, times=1)
        lost = await a.send_redeem()
        assert (await b.redeem()).outcome is MovementState.DONE
        assert (await a.settle(lost)).outcome is MovementState.UNCONFIRMED
        a.service.decide(lost.movement.id, STAFF, None, "checked: Till B's")
        sandbox.faults.release_late()

        [again] = await a.service.recheck_all()

        assert again.outcome is MovementState.UNCONFIRMED
        assert a.service.unresolved_for_code(CODE) != []

    await run([a, b], scenario())


@pytest.mark.parametrize("kind", ["redeem", "refund"])
async def test_nothing_is_sent_when_the_newest_events_cannot_be_read(
    sandbox: SandboxServer, tmp_path: Path, kind: str
) -> None:
    """The read of the service's newest events before sending fails: an answer could not be told
    from another till's, so nothing is sent. Service: nothing moved. Till: not sent, try again."""
    till = Till(sandbox, tmp_path, "Till A", only_till_here=False)

    async def scenario() -> None:
        voucher = await till.voucher()
        codes = await till.order_codes(ORDER)
        sandbox.faults.set(path="/balance_events/$", method="GET", status=500, times=1)
        if kind == "redeem":
            result = await till.service.redeem(voucher, TEN, STAFF)
        else:
            result = await till.service.refund(ORDER, codes, False, STAFF)

        assert result.outcome is MovementState.REJECTED
        assert result.movement.state is MovementState.REJECTED
        assert sandbox.state.balance_of(CODE) == 50_00
        assert not [
            m for m in till.journal.between(datetime.min, datetime.max) if m.state is MovementState.DONE
        ]

    await run([till], scenario())


async def test_a_refund_answered_from_the_cache_seconds_later_is_not_done_on_a_till_that_knows_its_offset(
    sandbox: SandboxServer, tmp_path: Path
) -> None:
    """A knows the service's clock (it redeemed £1 before); B refunds the order and, two seconds
    later, A's refund of it is answered from the cache. A: not applied, never "went through"."""
    a, b = two_tills(sandbox, tmp_path)

    async def scenario() -> None:
        assert (await a.send_redeem(Decimal("1.00"))).outcome is MovementState.DONE
        sandbox.faults.set(path=f"/orders/{ORDER}/refund/$", method="POST", replay="before", times=2)
        assert (
            await b.service.refund(ORDER, await b.order_codes(ORDER), False, STAFF)
        ).outcome is MovementState.DONE
        sandbox.clock.advance(timedelta(seconds=2))

        second = await a.service.refund(ORDER, await a.order_codes(ORDER), False, STAFF)

        assert second.outcome is not MovementState.DONE
        settled = await a.settle(second)
        assert settled.outcome is not MovementState.DONE
        assert "went through" not in settled.text

    await run([a, b], scenario())


async def test_a_replayed_answer_does_not_set_the_tills_clock_offset(
    sandbox: SandboxServer, tmp_path: Path
) -> None:
    """B's answer, twenty minutes old, is replayed to A: A does not take it, and does not measure
    the service's clock from it either (a late apply would then be judged on a wrong clock)."""
    a, b = two_tills(sandbox, tmp_path)

    async def scenario() -> None:
        sandbox.faults.set(path=REDEEM, method="POST", replay="before", times=2)
        assert (await b.send_redeem()).outcome is MovementState.DONE
        sandbox.clock.advance(timedelta(minutes=20))

        assert (await a.send_redeem()).outcome is MovementState.UNKNOWN
        assert a.client.timeline.offset_s is None

    await run([a, b], scenario())


async def test_a_location_page_of_the_feed_does_not_lower_the_anchor_a_review_read(
    sandbox: SandboxServer, tmp_path: Path
) -> None:
    """The account's newest event is at the Spa; the feed reads Reception's newest page while a
    review is open. The anchor stays the account's newest."""
    till = Till(sandbox, tmp_path, "Till A", only_till_here=False)

    async def scenario() -> None:
        spa = await till.client.redeem(DemoCodes.SPA_ONLY, Locations.SPA, Decimal("1.00"))
        await till.client.balance_events()
        assert till.client.timeline.newest is not None
        assert till.client.timeline.newest.event_id == spa.event_id

        await till.client.balance_events(location_id=Locations.RECEPTION)

        assert till.client.timeline.newest.event_id == spa.event_id

    await run([till], scenario())


async def test_an_event_seen_after_the_review_opened_is_never_taken_as_this_tills_answer(
    sandbox: SandboxServer, tmp_path: Path
) -> None:
    """B's review opened, A redeemed £10 through a cache, B's feed then showed A's event, and B's
    cashier confirmed two seconds later: the cache answers B with A's answer. B saw that event before
    it asked, so it is not B's. Service: one redemption, A's. B: not applied."""
    a, b = two_tills(sandbox, tmp_path)

    async def scenario() -> None:
        voucher = await b.voucher()
        read = b.service.prepare()
        assert read is not None
        await read
        sandbox.faults.set(path=REDEEM, method="POST", replay="before", times=2)
        first = await a.send_redeem()
        assert first.event is not None
        await b.client.balance_events()  # B's feed shows A's redemption
        b.now += 2

        second = await b.service.redeem(voucher, TEN, STAFF)

        assert first.event.event_id not in held(b), "B took A's cached answer as its own"
        assert second.outcome is MovementState.UNKNOWN

    await run([a, b], scenario())
