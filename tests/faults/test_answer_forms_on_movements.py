"""Money movements meeting answers in forms a real PHP service and its proxies send: a refusal
under HTTP 200, an answer that does not decode, an event id beyond SQLite's integer. Each is read
as what it is or reconciled from the service's own events; none reaches the journal as a crash."""

from __future__ import annotations

from decimal import Decimal

import pytest

from app.api.client import VoucherClient
from app.core.movement import MovementState
from app.sandbox.seed import DemoCodes
from app.sandbox.seed_catalogue import DEMO_KEY, Locations
from app.services.movements import Actor
from app.store.audit import AuditLog
from app.store.journal import Journal
from helpers import logs
from helpers.service_till import movement_service
from sandbox_harness.server import SandboxServer

pytestmark = [pytest.mark.both_shapes, pytest.mark.anyio, pytest.mark.logs(*logs.FAULTS)]

CODE = DemoCodes.VALID_PARTIAL
STAFF = Actor("Sam Till", manager="Morgan Manager")


async def test_a_refusal_under_http_200_is_that_refusal_with_its_reason(
    sandbox: SandboxServer, journal: Journal, audit: AuditLog
) -> None:
    async with VoucherClient(sandbox.url, DEMO_KEY) as client:
        movements = movement_service(client, journal, audit)
        voucher = await client.lookup_code(CODE, Locations.RECEPTION)
        sandbox.forms.set("envelope_200", method="POST", path=f"/codes/{CODE}/redeem/", times=1)
        result = await movements.redeem(voucher, Decimal("10.00"), STAFF)
        assert result.outcome is MovementState.REJECTED
        assert sandbox.state.balance_of(CODE) == 5000


@pytest.mark.parametrize("form", ["bad_gzip", "huge_id"])
async def test_an_unreadable_answer_to_a_redeem_is_never_a_crash_nor_success(
    form: str, sandbox: SandboxServer, journal: Journal, audit: AuditLog
) -> None:
    async with VoucherClient(sandbox.url, DEMO_KEY) as client:
        movements = movement_service(client, journal, audit)
        voucher = await client.lookup_code(CODE, Locations.RECEPTION)
        sandbox.forms.set(form, method="POST", path=f"/codes/{CODE}/redeem/", times=1)
        result = await movements.redeem(voucher, Decimal("10.00"), STAFF)
        assert result.outcome is MovementState.UNKNOWN, "reconciled from the service's events, never guessed"
        assert "not confirmed yet" in result.text
        assert sandbox.state.balance_of(CODE) == 4000
