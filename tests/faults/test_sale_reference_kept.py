"""A sale found by its payment reference as an old service keeps it, and an answer that never ends.

An old MySQL/PHP service may keep the ``paymentReferenceID`` shorter than it was sent, or in another
case. The till's reference is made so that neither changes what it is (twelve capitals and digits,
no two alike to the eye), and its orders are matched to it as such a service keeps it: in any case,
and cut short. When what the service kept is too short to be this sale's alone the sale is for a
manager, never "not sold": the guest must not pay twice.

An answer that drips in a byte at a time is past every request's overall deadline: the sale or the
redemption is settled from the service's records as a lost answer is, and a read says it timed out.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from decimal import Decimal
from typing import Any

import pytest

from app.api.client import VoucherClient
from app.api.errors import OutcomeUnknown, ReadOverdue, SendOverdue, Timeout
from app.core.movement import MovementState
from app.core.sale import PROVING_RANDOM, REFERENCE_PREFIX, Kept, new_reference, reference_kept
from app.sandbox.seed import DemoCodes
from app.sandbox.seed_catalogue import DEMO_KEY, Locations
from app.services.money.sale import sale
from app.services.movements import Pace
from app.store.audit import AuditLog
from app.store.journal import Journal
from helpers import logs
from helpers.sale_service import REQUEST, STAFF, settle, till
from helpers.service_till import movement_service
from sandbox_harness.server import SandboxServer

pytestmark = [
    pytest.mark.both_shapes,
    pytest.mark.anyio,
    pytest.mark.logs(*logs.FAULTS, r"not proven this request.s"),
]

#: Each order dripped one byte every this many ms: no gap reaches the read timeout, the whole takes minutes.
DRIP_MS = 100
#: A safety net only: a till without an overall deadline would wait minutes for the dripped answer.
NEVER_S = 30


@pytest.fixture
async def client(sandbox: SandboxServer) -> AsyncIterator[VoucherClient]:
    async with VoucherClient(
        sandbox.url, DEMO_KEY, read_timeout=1.0, connect_timeout=1.0, deadline_s=2.0
    ) as made:
        yield made


def orders_kept(sandbox: SandboxServer) -> list[str]:
    """The payment reference of every order the service holds, as it keeps it."""
    with sandbox.state.core._lock:  # the test reads the service's own table
        rows = sandbox.state.core._conn.execute("SELECT data FROM orders").fetchall()
    return [str(json.loads(row["data"]).get("paymentReferenceID", "")) for row in rows]


def made_with(sandbox: SandboxServer, before: list[str]) -> list[str]:
    after = orders_kept(sandbox)
    return after[len(before) :]


def test_a_reference_is_one_word_of_capitals_and_digits_none_read_as_another() -> None:
    reference = new_reference()
    assert reference.startswith(REFERENCE_PREFIX)
    assert len(reference) == 12
    assert reference.isalnum()
    assert reference == reference.upper()
    assert not set(reference[2:]) & set("0O1IL5S2Z8BUV")


@pytest.mark.parametrize(
    ("kept", "match"),
    [
        ("VDK7MC3RXTQ9", Kept.SAME),
        ("vdk7mc3rxtq9", Kept.SAME),
        ("VDK7MC3RXTQ9   ", Kept.SAME),  # a CHAR column pads
        ("vdk7mc3rx", Kept.SAME),  # seven of its random characters left
        ("VDK7MC3R", Kept.MAYBE),
        ("VD", Kept.MAYBE),
        ("VDK7MC3RXTQ4", Kept.OTHER),
        ("", Kept.OTHER),
    ],
)
def test_a_reference_is_read_as_the_service_keeps_it(kept: str, match: Kept) -> None:
    assert reference_kept("VDK7MC3RXTQ9", kept) is match


def test_a_reference_written_with_hyphens_keeps_its_random_part_after_the_last() -> None:
    sent = "VD-FRONTDESK-4F2A9C1B7E"
    assert reference_kept(sent, "vd-frontdesk-4f2a9c1") is Kept.SAME
    assert reference_kept(sent, "VD-FRONTDESK-4F") is Kept.MAYBE


@pytest.mark.parametrize(
    ("keep", "lose"),
    [
        ({"case": "lower"}, True),
        ({"case": "lower"}, False),
        ({"length": len(REFERENCE_PREFIX) + PROVING_RANDOM}, True),
        ({"length": len(REFERENCE_PREFIX) + PROVING_RANDOM, "case": "lower"}, False),
    ],
    ids=["lower-lost", "lower-answered", "cut-lost", "cut-lower-answered"],
)
async def test_a_sale_kept_in_another_case_or_cut_short_is_found_sold_once(
    keep: dict[str, Any],
    lose: bool,
    sandbox: SandboxServer,
    client: VoucherClient,
    journal: Journal,
    audit: AuditLog,
) -> None:
    service = till(client, journal, audit)
    reference = new_reference()
    before = orders_kept(sandbox)
    fault: dict[str, Any] = {"keep_reference": keep}
    if lose:
        fault["drop"] = {"when": "after"}
    sandbox.faults.set(**fault, path="/orders/$", method="POST", times=1)
    result = await settle(service, await service.move(sale(client, REQUEST, reference), STAFF))
    sandbox.faults.clear()

    [kept] = made_with(sandbox, before)
    assert kept != reference  # the service did keep it otherwise
    assert result.outcome is MovementState.DONE, result.text
    assert result.movement.order_id is not None
    assert result.text.endswith("went through.")


@pytest.mark.parametrize("lose", [True, False], ids=["lost", "answered"])
async def test_a_sale_whose_reference_the_service_cut_too_short_is_for_a_manager_never_not_sold(
    lose: bool, sandbox: SandboxServer, client: VoucherClient, journal: Journal, audit: AuditLog
) -> None:
    service = till(client, journal, audit)
    reference = new_reference()
    before = orders_kept(sandbox)
    fault: dict[str, Any] = {"keep_reference": {"length": 8}}
    if lose:
        fault["drop"] = {"when": "after"}
    sandbox.faults.set(**fault, path="/orders/$", method="POST", times=1)
    result = await settle(service, await service.move(sale(client, REQUEST, reference), STAFF))
    sandbox.faults.clear()

    assert made_with(sandbox, before) == [reference[:8]]
    assert result.movement.state is MovementState.UNCONFIRMED, result.text
    assert result.outcome is MovementState.UNCONFIRMED
    # Still unconfirmed when looked at again: nothing the re-check reads makes it "not sold".
    again = await service.recheck(result.movement)
    assert again.movement.state is MovementState.UNCONFIRMED


async def test_a_sale_whose_answer_drips_is_settled_from_the_orders_past_the_deadline(
    sandbox: SandboxServer, client: VoucherClient, journal: Journal, audit: AuditLog
) -> None:
    service = till(client, journal, audit)
    reference = new_reference()
    sandbox.faults.set(drip_ms=DRIP_MS, path="/orders/$", method="POST", times=1)
    async with asyncio.timeout(NEVER_S):
        result = await settle(service, await service.move(sale(client, REQUEST, reference), STAFF))
    sandbox.faults.clear()

    assert orders_kept(sandbox).count(reference) == 1
    assert result.outcome is MovementState.DONE, result.text


async def test_a_redemption_whose_answer_drips_is_settled_from_the_events_past_the_deadline(
    sandbox: SandboxServer, client: VoucherClient, journal: Journal, audit: AuditLog
) -> None:
    service = movement_service(client, journal, audit, till="Front desk", pace=Pace(settle_s=0.3))
    voucher = await client.lookup_code(DemoCodes.VALID_PARTIAL, Locations.RECEPTION)
    sandbox.faults.set(drip_ms=DRIP_MS, path=f"/codes/{DemoCodes.VALID_PARTIAL}/redeem/$", times=1)
    async with asyncio.timeout(NEVER_S):
        result = await service.redeem(voucher, voucher.balance - 45, STAFF)
        if result.outcome is MovementState.UNKNOWN:
            result = await service.reconcile(result.movement)
    sandbox.faults.clear()

    assert result.outcome is MovementState.DONE, result.text
    assert sandbox.state.balance_of(DemoCodes.VALID_PARTIAL) == 4500


async def test_a_read_whose_answer_drips_is_overdue_not_held_open(
    sandbox: SandboxServer, client: VoucherClient, sandbox_shapes: str
) -> None:
    sandbox.faults.set(drip_ms=DRIP_MS, path=f"/codes/{DemoCodes.VALID_PARTIAL}/$", method="GET", times=1)
    # Shown and asked again as any read that timed out. (The legacy shapes are written over the
    # whole answer, so there the drip arrives as one late answer: the read timeout comes first.)
    with pytest.raises(Timeout) as raised:
        async with asyncio.timeout(NEVER_S):
            await client.lookup_code(DemoCodes.VALID_PARTIAL, Locations.RECEPTION)
    if sandbox_shapes == "clean":
        assert isinstance(raised.value, ReadOverdue)
        assert "2 s" in raised.value.message


async def test_a_post_whose_answer_drips_is_an_outcome_unknown_past_the_deadline(
    sandbox: SandboxServer, client: VoucherClient, sandbox_shapes: str
) -> None:
    sandbox.faults.set(drip_ms=DRIP_MS, path=f"/codes/{DemoCodes.VALID_PARTIAL}/redeem/$", times=1)
    with pytest.raises(OutcomeUnknown) as raised:  # reconciled from the service's records
        async with asyncio.timeout(NEVER_S):
            await client.redeem(DemoCodes.VALID_PARTIAL, Locations.RECEPTION, Decimal("5.00"))
    if sandbox_shapes == "clean":  # the legacy shapes are written over the whole answer
        assert isinstance(raised.value, SendOverdue)
    assert sandbox.state.balance_of(DemoCodes.VALID_PARTIAL) == 4500, "the service had applied it"


async def test_a_lost_sale_found_by_its_reference_with_another_total_goes_to_a_manager(
    sandbox: SandboxServer, client: VoucherClient, journal: Journal, audit: AuditLog
) -> None:
    service = till(client, journal, audit)
    reference = new_reference()
    sandbox.faults.set(drop={"when": "after"}, path="/orders/$", method="POST", times=1)
    sent = await service.move(sale(client, REQUEST, reference), STAFF)
    assert sent.outcome is MovementState.UNKNOWN
    with sandbox.state.core._lock:  # the service recorded the order otherwise than asked: £10 more
        for row in sandbox.state.core._conn.execute("SELECT orderID, data FROM orders").fetchall():
            if json.loads(row["data"]).get("paymentReferenceID") == reference:
                sandbox.state.core._conn.execute(
                    "UPDATE orders SET total_pence = total_pence + 1000 WHERE orderID = ?", (row["orderID"],)
                )
    result = await settle(service, sent)
    assert result.outcome is MovementState.UNCONFIRMED, result.text
    assert result.movement.order_id is not None, "the order found is kept, for the manager to see"
