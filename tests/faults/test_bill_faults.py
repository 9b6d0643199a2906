"""A bill of three vouchers under faults, and one voucher on two tills' bills, against the sandbox.

Bill mode sends each voucher as its own redemption through the one money path. These cells show
what that buys: when the second voucher's answer is lost (the service never got it, applied it and
the answer was lost, or applied it late), the first and third stand, the second ends as the service
recorded it, and nothing is ever taken twice; a voucher another till used meanwhile is caught by the
review's re-read, or refused by the service on its own line.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import datetime
from pathlib import Path

import pytest

from app.core.masking import mask_code
from app.desk.bill.lines import LineState
from app.sandbox.seed import DemoCodes
from app.store.journal import MovementState
from helpers import logs
from helpers.bill_till import BillTill, taken
from helpers.service_till import START
from helpers.signals import reached
from sandbox_harness.server import SandboxServer

pytestmark = [pytest.mark.both_shapes, pytest.mark.anyio, pytest.mark.logs(*logs.FAULTS)]

FIRST, SECOND, THIRD = DemoCodes.VALID_PARTIAL, DemoCodes.FULL_ONLY, DemoCodes.GRACE


@pytest.fixture
async def till(sandbox: SandboxServer, tmp_path: Path) -> AsyncIterator[BillTill]:
    made = BillTill(sandbox, tmp_path / "till1", "Till 1", only_till_here=True)
    yield made
    await made.aclose()
    assert made.escaped == []


@pytest.fixture
async def two_tills(sandbox: SandboxServer, tmp_path: Path) -> AsyncIterator[tuple[BillTill, BillTill]]:
    """Two tills on one account at one location, neither the only till there."""
    one = BillTill(sandbox, tmp_path / "one", "Till 1", only_till_here=False)
    two = BillTill(sandbox, tmp_path / "two", "Till 2", only_till_here=False)
    try:
        yield one, two
    finally:
        await one.aclose()
        await two.aclose()


async def three_under_review(till: BillTill) -> list[int]:
    """A bill of £180 paid by the three vouchers, under review; how many times the service will
    have taken money off each of them once the bill is sent, each once."""
    before = [n + 1 for n in await taken(till.client, FIRST, SECOND, THIRD)]
    await till.open_bill("180", FIRST, SECOND, THIRD)
    await till.review()
    return before


def lose_second(sandbox: SandboxServer, **fault: object) -> None:
    sandbox.faults.set(path=f"/codes/{SECOND}/redeem/$", method="POST", times=1, **fault)


async def test_second_answer_lost_before_the_service_got_it_the_others_stand_and_it_is_retried_once(
    till: BillTill, sandbox: SandboxServer
) -> None:
    before = await three_under_review(till)
    lose_second(sandbox, drop={"when": "before"})
    await till.confirm()
    assert till.states() == [LineState.DONE, LineState.OPEN, LineState.DONE]
    assert till.texts()[1] == "Did not go through: nothing was taken — retry or replace"
    assert till.bill.figures.outcome_text == (
        "Bill: 2 vouchers redeemed: £95.00; 1 voucher not taken — retry, replace or take it on the POS; "
        "£85.00 left to pay on the POS."
    )
    assert sandbox.state.balance_of(SECOND) == 7500
    # Retry: only the voucher that did not go through is reviewed and sent again.
    await till.review()
    assert till.bill.reviewing
    await till.confirm()
    assert till.states() == [LineState.DONE] * 3
    assert await taken(till.client, FIRST, SECOND, THIRD) == before
    assert (
        till.bill.figures.outcome_text == "Bill: 3 vouchers redeemed: £170.00; £10.00 left to pay on the POS."
    )


async def test_second_answer_lost_after_the_service_applied_it_is_found_and_never_sent_again(
    till: BillTill, sandbox: SandboxServer
) -> None:
    before = await three_under_review(till)
    lose_second(sandbox, drop={"when": "after"})
    await till.confirm()
    assert till.states() == [LineState.DONE] * 3
    # Settled while the bill was sent: said as the others are, not as a later re-check's find.
    assert till.texts()[1].startswith("Redeemed ·\u00a0ref\u00a0"), till.texts()[1]
    assert await taken(till.client, FIRST, SECOND, THIRD) == before
    assert till.journal.unresolved() == []
    till.bill.review()  # nothing on the bill is left to send
    assert not till.bill.reviewing
    assert till.said[-1] == ("Scan a voucher first: nothing on the bill is left to send.", "refused")


async def test_second_applied_late_is_found_within_the_settle_period(
    till: BillTill, sandbox: SandboxServer
) -> None:
    before = await three_under_review(till)
    lose_second(sandbox, late_commit={})
    till.release_after = 17.0
    await till.confirm()
    assert till.states() == [LineState.DONE] * 3
    assert await taken(till.client, FIRST, SECOND, THIRD) == before
    assert till.epoch - START < 60.0, "found before the settle period ended"


async def test_second_applied_after_the_till_called_it_not_applied_is_never_sent_again(
    till: BillTill, sandbox: SandboxServer
) -> None:
    before = await three_under_review(till)
    lose_second(sandbox, late_commit={})
    await till.confirm()
    assert till.states() == [LineState.DONE, LineState.OPEN, LineState.DONE]
    sandbox.faults.release_late()  # the service finishes it after all; the till's re-check finds it
    till.epoch += 20 * 60
    await till.service.recheck_all()
    assert till.states() == [LineState.DONE] * 3
    assert till.texts()[1].startswith("Redeemed (found by the till's re-check) ·\u00a0ref\u00a0")
    till.bill.review()  # nothing left to send: it is never sent twice
    assert not till.bill.reviewing
    assert await taken(till.client, FIRST, SECOND, THIRD) == before
    assert till.journal.unresolved() == []


async def test_two_tills_one_voucher_the_second_review_reads_it_used_and_sends_nothing_for_it(
    two_tills: tuple[BillTill, BillTill],
) -> None:
    one, two = two_tills
    before = [n + 1 for n in await taken(one.client, FIRST)]
    await one.open_bill("50", FIRST)
    await two.open_bill("60", FIRST)
    await one.review()
    await one.confirm()
    assert one.states() == [LineState.DONE]
    await two.review()
    assert ("Used elsewhere since it was scanned: SPA50PART now has £0.00.", "refused") in two.said
    assert not two.bill.reviewing, "nothing left to send on till 2's bill"
    assert await taken(one.client, FIRST) == [before[0]]


async def test_two_tills_one_voucher_reviewed_on_both_the_service_refuses_the_second_on_its_line(
    two_tills: tuple[BillTill, BillTill],
) -> None:
    one, two = two_tills
    before = [n + 1 for n in await taken(one.client, FIRST)]
    await one.open_bill("50", FIRST)
    await two.open_bill("60", FIRST, THIRD)
    await one.review()
    await two.review()  # both reviews read £50.00 on it
    await one.confirm()
    await two.confirm()
    assert two.states() == [LineState.REFUSED, LineState.DONE]
    assert two.texts()[0].startswith("Refused: ")
    assert two.texts()[0].endswith("Nothing was taken.")
    [refused] = [m for m in two.journal.between(*_day()) if m.state is MovementState.REJECTED]
    assert refused.code == FIRST
    assert await taken(one.client, FIRST) == [before[0]]


def _day() -> tuple[datetime, datetime]:
    return datetime.min, datetime.max


async def test_on_a_shared_desk_a_lost_answer_that_cannot_be_proven_is_for_a_manager_never_resent(
    sandbox: SandboxServer, tmp_path: Path
) -> None:
    """Another till works at the location: the lost answer's event could be that till's, so the
    line is not confirmed, said so, counted in no total the cashier keys, and never sent again."""
    till = BillTill(sandbox, tmp_path / "shared", "Till 1", only_till_here=False)
    try:
        before = await three_under_review(till)
        lose_second(sandbox, drop={"when": "after"})
        await till.confirm()
        assert till.states() == [LineState.DONE, LineState.UNSURE, LineState.DONE]
        assert till.texts()[1] == (
            "Sent; the service's answer was lost and it could not be proven — a manager decides"
        )
        assert till.bill.figures.outcome_text == (
            "Bill: 2 vouchers redeemed: £95.00; 1 voucher not confirmed — a manager must check; "
            "the rest is paid on the POS once a manager has decided."
        )
        till.bill.review()
        assert not till.bill.reviewing, "an unconfirmed voucher is never sent again from the bill"
        till.bill.remove(1)
        assert till.states()[1] is LineState.UNSURE, "nor taken off the bill"
        # The refusal named the code in full, where its line shows it masked.
        said, _kind = till.said[-1]
        assert said.startswith(f"{mask_code(SECOND)} cannot be taken off"), said
        assert SECOND not in said
        assert await taken(till.client, FIRST, SECOND, THIRD) == before
        [waiting] = [m for m in till.journal.unresolved() if m.code == SECOND]
        assert waiting.state is MovementState.UNCONFIRMED
        assert waiting.bill is not None
        assert waiting.bill.reference == "Table 12"
    finally:
        await till.aclose()


async def test_a_voucher_that_did_not_go_through_is_replaced_by_another_and_only_that_one_is_sent(
    till: BillTill, sandbox: SandboxServer
) -> None:
    before = [n + 1 for n in await taken(till.client, FIRST, THIRD, DemoCodes.PART_USED)]
    await till.open_bill("180", FIRST, SECOND, THIRD)
    await till.review()
    lose_second(sandbox, drop={"when": "before"})
    await till.confirm()
    assert till.states() == [LineState.DONE, LineState.OPEN, LineState.DONE]
    till.bill.remove(1)
    await till.open_more(DemoCodes.PART_USED)
    await till.review()
    await till.confirm()
    assert till.states() == [LineState.DONE, LineState.DONE, LineState.DONE]
    assert await taken(till.client, FIRST, THIRD, DemoCodes.PART_USED) == before
    assert sandbox.state.balance_of(SECOND) == 7500, "the replaced voucher was never taken"


async def test_a_line_settled_by_the_recheck_while_later_lines_are_sent_shows_what_the_service_recorded(
    till: BillTill, sandbox: SandboxServer
) -> None:
    """The first line's answer is lost and the service cannot be read, so it ends not confirmed; the
    till's re-check (run as the service answers again, i.e. while the next line is on the wire) finds
    it done. The bill must say so: the voucher was taken, and it is not left to pay on the POS."""
    await till.open_bill("180", FIRST, THIRD)
    await till.review()
    sandbox.faults.replace(
        [
            {"path": f"/codes/{FIRST}/redeem/$", "method": "POST", "times": 1, "drop": {"when": "after"}},
            {"path": "/balance_events", "status": 503},
        ]
    )
    till.bill.confirm()
    await reached(lambda: till.states()[0] is LineState.UNSURE, till.bill.changed)
    assert till.bill.busy, "the second line is still being sent"
    sandbox.faults.replace([{"path": f"/codes/{THIRD}/redeem/$", "method": "POST", "latency_ms": 300}])
    await till.service.recheck_all()  # while the second line is still on the wire
    assert [m.state for m in till.journal.between(*_day()) if m.code == FIRST] == [MovementState.DONE]
    await reached(lambda: not till.bill.busy, till.bill.busy_changed)
    assert till.states()[0] is LineState.DONE
    assert till.bill.figures.outcome_text.endswith("£85.00 left to pay on the POS.")
