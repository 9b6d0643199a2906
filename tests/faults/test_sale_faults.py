"""Sales under every fault: a lost answer is settled by the till's payment reference, never a second order.

Each cell sells one Spa Day through ``MovementService.move`` (the one money path) with a fault on
``POST /orders/``, settles it as the sale screen does, clears the fault, and checks what matters to
the guest and the manager: the journal's state agrees with the service (done: exactly one order
carrying the reference; anything else: none), nothing ends unconfirmed, and a retry after "not
applied" makes one order, not two.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Iterator
from datetime import datetime
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from app.api.client import VoucherClient
from app.core.movement import MovementState
from app.core.sale import SaleLine, SaleRequest, new_reference
from app.core.shift_lines import SOLD, report_lines
from app.core.shift_report import ShiftWindow, build_shift_report
from app.sandbox.seed_catalogue import DEMO_KEY, Locations, Products
from app.services.money.sale import sale
from app.services.movements import (
    movement_text,
)
from app.store.audit import AuditLog
from app.store.journal import Journal
from helpers import logs
from helpers.sale_service import REQUEST, STAFF, carrying, list_without_reference, settle, till
from sandbox_harness.server import SandboxServer

pytestmark = [
    pytest.mark.both_shapes,
    pytest.mark.anyio,
    pytest.mark.logs(*logs.FAULTS, r"not proven this request.s"),
]

DONE = {MovementState.DONE}
NOT_APPLIED = {MovementState.NOT_APPLIED}
REJECTED = {MovementState.REJECTED}

#: fault name, the sandbox's rule on POST /orders/, the states the sale may end in.
CELLS: list[tuple[str, dict[str, Any], set[MovementState]]] = [
    ("latency", {"latency_ms": 1500}, DONE | NOT_APPLIED),
    ("500-after", {"error_rate": 1.0, "error_statuses": [500], "error_when": "after"}, DONE),
    ("502-before", {"status": 502}, NOT_APPLIED),
    ("503-before", {"status": 503, "retry_after": 0}, NOT_APPLIED),
    ("429", {"status": 429, "retry_after": 0}, REJECTED),
    ("drop-before", {"drop": {"when": "before"}}, NOT_APPLIED),
    ("drop-after", {"drop": {"when": "after"}}, DONE),
    ("malformed-json", {"malformed_json": True}, DONE),
    ("missing-field", {"missing_field": "paymentReferenceID"}, DONE),
    ("wrong-type", {"wrong_type": "total"}, DONE),
]


@pytest.fixture
def second_journal(tmp_path: Path) -> Iterator[Journal]:
    with Journal(tmp_path / "journal-2.sqlite3") as opened:
        yield opened


@pytest.mark.parametrize("listed", [True, False], ids=["listed-reference", "unlisted-reference"])
@pytest.mark.parametrize(("name", "rule", "ends"), CELLS, ids=[cell[0] for cell in CELLS])
async def test_a_sale_under_a_fault_makes_one_order_or_none(
    name: str,
    rule: dict[str, Any],
    ends: set[MovementState],
    listed: bool,
    sandbox: SandboxServer,
    client: VoucherClient,
    journal: Journal,
    audit: AuditLog,
    caplog: pytest.LogCaptureFixture,
) -> None:
    """Whether or not the orders list carries the reference, a lost answer is settled by it."""
    caplog.set_level(logging.WARNING)
    if not listed:
        list_without_reference(sandbox)
    service = till(client, journal, audit)
    reference = new_reference()
    sandbox.faults.set(**rule, path="/orders/$", method="POST", times=1)
    result = await settle(service, await service.move(sale(client, REQUEST, reference), STAFF))
    if name == "latency":
        # The fault is time itself: the service answers after the till gave up, so the cell is
        # judged once that latency has run out and the service has done what it was doing.
        await asyncio.sleep(rule["latency_ms"] / 1000)
        result = (
            await service.recheck(result.movement) if result.outcome is not MovementState.DONE else result
        )
    sandbox.faults.clear()

    assert result.movement.state in ends
    assert result.movement.state is not MovementState.UNCONFIRMED
    made = carrying(sandbox, reference)
    assert made == (1 if result.movement.state is MovementState.DONE else 0)
    if result.movement.state is not MovementState.DONE:
        retry_reference = new_reference()
        retry = await service.move(sale(client, REQUEST, retry_reference), STAFF)
        assert retry.outcome is MovementState.DONE
        assert carrying(sandbox, reference) == 0
        assert carrying(sandbox, retry_reference) == 1
    bugs = [
        r for r in caplog.records if r.name.startswith("app") and (r.exc_info or r.levelno >= logging.ERROR)
    ]
    assert bugs == []


async def test_a_late_commit_called_not_applied_turns_up_as_sold(
    sandbox: SandboxServer, client: VoucherClient, journal: Journal, audit: AuditLog
) -> None:
    service = till(client, journal, audit)
    reference = new_reference()
    sandbox.faults.set(late_commit={}, path="/orders/$", method="POST", times=1)
    result = await settle(service, await service.move(sale(client, REQUEST, reference), STAFF))
    assert result.outcome is MovementState.NOT_APPLIED
    assert carrying(sandbox, reference) == 0
    assert "no voucher was sold" in result.text

    sandbox.faults.release_late()
    again = await service.recheck(result.movement)
    assert again.outcome is MovementState.DONE
    assert again.movement.late_found is not None
    assert carrying(sandbox, reference) == 1
    assert "that the till had called not sold went through" in again.text


async def test_a_late_commit_within_the_settle_period_is_sold(
    sandbox: SandboxServer, client: VoucherClient, journal: Journal, audit: AuditLog
) -> None:
    service = till(client, journal, audit)
    reference = new_reference()
    sandbox.faults.set(late_commit={}, path="/orders/$", method="POST", times=1)
    lost = await service.move(sale(client, REQUEST, reference), STAFF)
    assert lost.outcome is MovementState.UNKNOWN
    sandbox.faults.release_late()
    result = await settle(service, lost)
    assert result.outcome is MovementState.DONE
    assert carrying(sandbox, reference) == 1


async def test_a_replayed_answer_is_not_taken_for_this_sale(
    sandbox: SandboxServer, client: VoucherClient, journal: Journal, audit: AuditLog
) -> None:
    """A caching proxy answers the second sale with the first's order: its reference gives it away."""
    service = till(client, journal, audit)
    sandbox.faults.set(replay="before", path="/orders/$", method="POST")
    first = await service.move(sale(client, REQUEST, new_reference()), STAFF)
    assert first.outcome is MovementState.DONE
    reference = new_reference()
    second = await settle(service, await service.move(sale(client, REQUEST, reference), STAFF))
    sandbox.faults.clear()
    assert second.outcome is MovementState.NOT_APPLIED
    assert carrying(sandbox, reference) == 0


async def test_a_mismatched_order_goes_to_a_manager(
    sandbox: SandboxServer, client: VoucherClient, journal: Journal, audit: AuditLog
) -> None:
    service = till(client, journal, audit)
    wrong = SaleRequest(
        **{**REQUEST.__dict__, "lines": (SaleLine(Products.SPA_DAY, "Spa Day for Two", Decimal("45.00")),)}
    )
    result = await service.move(sale(client, wrong, new_reference()), STAFF)
    assert result.outcome is MovementState.MISMATCH
    assert "total of £50.00, not £45.00" in result.text


async def test_two_tills_selling_the_same_voucher_to_the_same_guest_at_once_each_find_their_own(
    sandbox: SandboxServer,
    client: VoucherClient,
    journal: Journal,
    second_journal: Journal,
    audit: AuditLog,
) -> None:
    """Both answers lost after the service committed: each till finds the order with its reference."""
    async with VoucherClient(sandbox.url, DEMO_KEY, read_timeout=0.5) as other_client:
        front = till(client, journal, audit, "Front desk")
        spa = till(other_client, second_journal, audit, "Spa desk")
        sandbox.faults.set(drop={"when": "after"}, path="/orders/$", method="POST", times=2)
        ours, theirs = new_reference(), new_reference()
        lost = await asyncio.gather(
            front.move(sale(client, REQUEST, ours), STAFF),
            spa.move(sale(other_client, REQUEST, theirs), STAFF),
        )
        assert [r.outcome for r in lost] == [MovementState.UNKNOWN, MovementState.UNKNOWN]
        results = await asyncio.gather(settle(front, lost[0]), settle(spa, lost[1]))
    assert [r.outcome for r in results] == [MovementState.DONE, MovementState.DONE]
    assert carrying(sandbox, ours) == 1
    assert carrying(sandbox, theirs) == 1


@pytest.mark.parametrize("lost", [False, True], ids=["answered", "lost-after-commit"])
async def test_a_sale_balances_the_shift_report_as_money_taken_in(
    lost: bool, sandbox: SandboxServer, client: VoucherClient, journal: Journal, audit: AuditLog
) -> None:
    """Answered or settled from the orders, a sale pairs with its vouchers' Activation events."""
    service = till(client, journal, audit)
    reference = new_reference()
    if lost:
        sandbox.faults.set(drop={"when": "after"}, path="/orders/$", method="POST", times=1)
    result = await settle(service, await service.move(sale(client, REQUEST, reference), STAFF))
    sandbox.faults.clear()
    assert result.outcome is MovementState.DONE
    events = [
        event
        async for page in client.iter_balance_event_pages(location_id=Locations.RECEPTION)
        for event in page
    ]
    now = datetime.now()
    report = build_shift_report(
        journal.between(datetime.min, now),
        events,
        ShiftWindow(till="Front desk", location_id=Locations.RECEPTION, start=datetime.min, end=now),
    )
    assert report.balanced
    unpaid = build_shift_report(
        journal.between(datetime.min, now),
        events,
        ShiftWindow(till="Front desk", location_id=Locations.RECEPTION, start=datetime.min, end=now),
        keyed=set(),
    )
    assert [m.code for m in unpaid.not_keyed] == [reference], "an unpaid sale opens the report in red"
    paid = build_shift_report(
        journal.between(datetime.min, now),
        events,
        ShiftWindow(till="Front desk", location_id=Locations.RECEPTION, start=datetime.min, end=now),
        keyed={result.movement.id},
    )
    assert paid.not_keyed == ()
    [line] = [line for line in report_lines(report, movement_text) if line.section == SOLD]
    assert (line.code, line.amount, line.currency) == (f"reference {reference}", Decimal("50.00"), "GBP")
    assert line.event
    # Sold vouchers valid only at another location activate there: none is among this location's
    # events, and the line says so rather than "0 vouchers activated" (a sale that gave nothing).
    elsewhere = build_shift_report(
        journal.between(datetime.min, now),
        events[:0],
        ShiftWindow(till="Front desk", location_id=Locations.RECEPTION, start=datetime.min, end=now),
    )
    [line] = [line for line in report_lines(elsewhere, movement_text) if line.section == SOLD]
    order = result.movement.order_id
    assert line.note == f"Order #{order}: its vouchers' activations are not among this location's events"
