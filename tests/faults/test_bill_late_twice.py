"""A bill's line the till called not applied, retried as invited, and then applied by the service
after all (later than the settle period: the README's accepted limit): the voucher was taken twice,
and the bill must say so on that line, with what is left to pay in the service's own figures."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.desk.bill.lines import LineState
from app.sandbox.seed import DemoCodes
from helpers import logs
from helpers.bill_till import BillTill, taken
from sandbox_harness.server import SandboxServer

pytestmark = [pytest.mark.both_shapes, pytest.mark.anyio, pytest.mark.logs(*logs.FAULTS)]


async def test_a_retried_line_applied_late_says_it_was_taken_twice_and_counts_both(
    sandbox: SandboxServer, tmp_path: Path
) -> None:
    till = BillTill(sandbox, tmp_path / "till1", "Till 1", only_till_here=True)
    try:
        first, second = DemoCodes.VALID_PARTIAL, DemoCodes.GRACE
        await till.open_bill("180", first, second)
        till.bill.set_amount(1, "10")
        till.bill.set_amount(0, "20")
        await till.review()
        sandbox.faults.set(path=f"/codes/{second}/redeem/$", method="POST", times=1, late_commit={})
        await till.confirm()
        assert till.states() == [LineState.DONE, LineState.OPEN]
        await till.review()
        await till.confirm()  # the retry the line invites: it goes through
        assert till.states() == [LineState.DONE, LineState.DONE]
        sandbox.faults.release_late()  # ...and the service applies the held request after all
        assert (await taken(till.client, second))[0] >= 2
        till.epoch += 20 * 60
        await till.service.recheck_all()
        row = till.bill.lines.records[1]
        assert row.status_text.startswith("Taken twice: ref\u00a0")
        assert row.amount_text == "£20.00"
        assert till.bill.figures.outcome_text.endswith("£140.00 left to pay on the POS.")
        await till.service.recheck_all()  # told again: counted once
        assert till.bill.lines.records[1].amount_text == "£20.00"
    finally:
        await till.aclose()
