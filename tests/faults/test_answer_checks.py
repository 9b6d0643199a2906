"""Every answer is checked against the request: a service that records other figures is never success.

The sandbox's ``misapply`` fault makes it apply and record the request with another amount, code,
location or target, and answer with what it recorded, as a buggy service would.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from typing import Any

import pytest

from app.api.client import VoucherClient
from app.core.shift_report import ShiftWindow, build_shift_report
from app.sandbox.seed import DemoCodes
from app.sandbox.seed_catalogue import DEMO_KEY, Locations
from app.services.movements import Actor, MovementService, Notice, NoticeKind, Pace
from app.store.audit import AuditLog
from app.store.journal import Journal, MovementState
from helpers import logs
from helpers.service_till import movement_service
from sandbox_harness.server import SandboxServer

pytestmark = [pytest.mark.both_shapes, pytest.mark.anyio, pytest.mark.logs(*logs.FAULTS)]

CODE = DemoCodes.VALID_PARTIAL
STAFF = Actor("Sam Till", manager="Morgan Manager")


@pytest.fixture
async def client(sandbox: SandboxServer) -> AsyncIterator[VoucherClient]:
    """A client on the sandbox with the till's own patience: these answers are wrong, never late."""
    async with VoucherClient(sandbox.url, DEMO_KEY) as made:
        yield made


@dataclass(frozen=True)
class Otherwise:
    """What the service records instead of what was sent (``misapply``), and what the till says."""

    name: str
    wrong: dict[str, Any]
    says: str


RECORDED_OTHERWISE = [
    Otherwise("amount", {"amount": "20.00"}, "The service recorded £20.00, not £10.00 — ask a manager."),
    Otherwise(
        "code",
        {"code": DemoCodes.PART_USED},
        f"The service recorded it on {DemoCodes.PART_USED}, not {CODE}",
    ),
    Otherwise(
        "location", {"location": Locations.SPA}, "The service recorded it at location 72, not location 71"
    ),
]
#: A test once for each way the service records a movement otherwise: its ``otherwise`` parameter.
each_otherwise = pytest.mark.parametrize("otherwise", RECORDED_OTHERWISE, ids=lambda case: case.name)


@pytest.fixture
def movements(client: VoucherClient, journal: Journal, audit: AuditLog) -> MovementService:
    """The till's money path on ``client``, at Reception."""
    return movement_service(client, journal, audit)


@pytest.fixture
def notices(movements: MovementService) -> list[Notice]:
    """What ``movements`` tells the till's user, in order."""
    heard: list[Notice] = []
    movements.notices.append(heard.append)
    return heard


@each_otherwise
async def test_a_redeem_recorded_otherwise_is_a_mismatch_with_the_service_figures(
    otherwise: Otherwise,
    sandbox: SandboxServer,
    client: VoucherClient,
    journal: Journal,
    audit: AuditLog,
    movements: MovementService,
    notices: list[Notice],
) -> None:
    voucher = await client.lookup_code(CODE, Locations.RECEPTION)
    sandbox.faults.set(path=f"/codes/{CODE}/redeem/", method="POST", misapply=otherwise.wrong, times=1)
    result = await movements.redeem(voucher, Decimal("10.00"), STAFF)
    assert result.outcome is MovementState.MISMATCH
    assert result.text.startswith(otherwise.says)
    assert result.event is not None
    movement = journal.get(result.movement.id)
    assert movement.state is MovementState.MISMATCH
    assert movement.service is not None
    assert movement.result_event_id == result.event.event_id
    assert (movement.service.amount, movement.service.location_id) == (
        result.event.amount,
        result.event.location_id,
    )
    events = [e async for page in client.iter_balance_event_pages() for e in page]
    now = datetime.now()
    report = build_shift_report(
        journal.between(datetime.min, now),
        events,
        ShiftWindow(till="Till 1", location_id=Locations.RECEPTION, start=datetime.min, end=now),
    )
    assert [m.id for m in report.mismatched] == [movement.id]
    assert not report.balanced

    [entry] = [e for e in audit.entries() if e.outcome == "mismatch"]
    assert entry.reason is not None
    assert entry.reason.startswith(otherwise.says)
    assert [n.kind for n in notices] == [NoticeKind.MISMATCH]
    if otherwise.name == "amount":
        assert sandbox.state.balance_of(CODE) == 3000, "the service really took what it recorded"
        assert entry.amount == Decimal("20.00"), "the audit keeps the service's figure"


async def test_a_reverse_of_another_event_is_a_mismatch(
    sandbox: SandboxServer, client: VoucherClient, movements: MovementService
) -> None:
    voucher = await client.lookup_code(CODE, Locations.RECEPTION)
    mine = (await movements.redeem(voucher, Decimal("10.00"), STAFF)).event
    other = await client.redeem(CODE, Locations.RECEPTION, Decimal("4.00"))
    assert mine is not None
    sandbox.faults.set(
        path=f"/balance_events/{mine.event_id}/reverse/", misapply={"event": other.event_id}, times=1
    )
    result = await movements.reverse(mine, STAFF, "typo")
    assert result.outcome is MovementState.MISMATCH
    assert "£4.00, not £10.00" in result.text


async def test_a_matching_answer_is_done(client: VoucherClient, movements: MovementService) -> None:
    voucher = await client.lookup_code(CODE, Locations.RECEPTION)
    assert (await movements.redeem(voucher, Decimal("10.00"), STAFF)).outcome is MovementState.DONE


@each_otherwise
async def test_a_topup_recorded_otherwise_is_a_mismatch_never_a_top_up(
    otherwise: Otherwise,
    sandbox: SandboxServer,
    journal: Journal,
    audit: AuditLog,
    movements: MovementService,
    notices: list[Notice],
) -> None:
    """A top-up the service loads with another amount, onto another card or at another place."""
    sandbox.faults.set(path=f"/codes/{CODE}/topup/", method="POST", misapply=otherwise.wrong, times=1)
    result = await movements.topup(CODE, Decimal("10.00"), "GBP", STAFF, balance_before=Decimal(50))
    assert result.outcome is MovementState.MISMATCH
    assert result.text.startswith(otherwise.says)
    assert journal.get(result.movement.id).state is MovementState.MISMATCH

    [entry] = [e for e in audit.entries() if e.outcome == "mismatch"]
    assert entry.action == "topup"
    assert [n.kind for n in notices] == [NoticeKind.MISMATCH]
    if otherwise.name == "amount":
        assert sandbox.state.balance_of(CODE) == 7000, "the service really loaded what it recorded"
        assert entry.amount == Decimal("20.00"), "the audit keeps the service's figure"


ANOTHER = f"{DemoCodes.HISTORY_PREFIX}0042"


@pytest.mark.logs(r"the answer is not proven this request's")
async def test_a_refusal_about_another_voucher_is_no_answer_and_its_code_is_nowhere_whole(
    sandbox: SandboxServer,
    client: VoucherClient,
    journal: Journal,
    audit: AuditLog,
    caplog: pytest.LogCaptureFixture,
) -> None:
    """A redemption of TEA40PART the service turns onto HIST0042, which it then refuses as used: the
    refusal is not about this voucher, so nothing is said of it as TEA40PART's reason; the movement
    is settled from the service's records (nothing moved: not taken), and the code the service named,
    which no counter read, is masked in the log, the journal and the audit log."""
    caplog.set_level("INFO")
    movements = movement_service(client, journal, audit, pace=Pace(settle_s=0.1))
    voucher = await client.lookup_code(DemoCodes.PART_USED, Locations.RECEPTION)
    sandbox.faults.set(
        path=f"/codes/{DemoCodes.PART_USED}/redeem/", method="POST", misapply={"code": ANOTHER}, times=1
    )
    sent = await movements.redeem(voucher, Decimal("1.00"), STAFF)
    assert sent.outcome is MovementState.UNKNOWN, "a refusal about another voucher is no answer to this one"
    assert "used" not in sent.text
    settled = await movements.reconcile(sent.movement)
    assert settled.outcome is MovementState.NOT_APPLIED
    assert settled.text.endswith("nothing was taken.")
    assert sandbox.state.balance_of(DemoCodes.PART_USED) == 2500, "£25.00 left, as before"
    assert ANOTHER not in caplog.text
    assert "••••••0042" in caplog.text, "support still reads which voucher the refusal was about"
    stored = [str(journal.get(sent.movement.id))] + [str(entry) for entry in audit.entries()]
    assert not [line for line in stored if ANOTHER in line]
