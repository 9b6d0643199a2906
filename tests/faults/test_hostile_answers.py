"""A redemption the service took, with its answer lost or bent by what stands between the till and a
PHP service (a proxy, a framework's error page): the till must never call it "not taken".

A hostile proxy on loopback (``helpers.hostile``) forwards every request to the sandbox, so the
service's records are real, and answers the till as a broken deployment would.
"""

from __future__ import annotations

from pathlib import Path
from typing import cast

import pytest
from starlette.responses import Response

from app.api.errors import InvalidResponse
from app.core.movement import MovementState
from helpers import logs
from helpers.hostile import Hostile, body
from helpers.service_till import TEN, Till, run
from sandbox_harness.server import SandboxServer

pytestmark = [pytest.mark.both_shapes, pytest.mark.anyio, pytest.mark.logs(*logs.FAULTS, r".*")]


async def _redeem_through(proxy: Hostile, sandbox: SandboxServer, tmp_path: Path) -> MovementState:
    proxy.start()
    till = Till(cast(SandboxServer, proxy), tmp_path, "Till A", only_till_here=True)

    async def scenario() -> MovementState:
        before = (await till.voucher()).balance
        try:
            state = (await till.redeem(TEN)).movement.state
        except InvalidResponse:  # the records could not be read: the redemption stays open
            [open_one] = till.journal.unresolved()
            state = open_one.state
        assert (await till.voucher()).balance == before - TEN  # the service took it
        return state

    try:
        return await run([till], scenario())
    finally:
        proxy.stop()


@pytest.mark.parametrize(
    "events_body",
    [
        "null",
        '{"data":[],"message":"Server Error"}',
        '{"Status":"Error","data":[]}',
        '{"data":[],"title":"Internal Server Error","status":"500"}',
        '{"data":[],"msg":"MySQL server has gone away"}',
        '{"data":{},"message":"Whoops, looks like something went wrong."}',
    ],
)
async def test_a_lost_redemption_is_not_settled_from_a_failed_read_of_the_records(
    sandbox: SandboxServer, tmp_path: Path, events_body: str
) -> None:
    proxy = Hostile(sandbox.url)
    proxy.rules.append(("POST", "/codes/", body("<html>502 Bad Gateway</html>", 502, "text/html")))
    proxy.rules.append(("GET", "/balance_events/", body(events_body)))
    assert await _redeem_through(proxy, sandbox, tmp_path) is not MovementState.NOT_APPLIED


async def test_a_lost_redemption_whose_voucher_balance_moved_is_not_settled_not_taken(
    sandbox: SandboxServer, tmp_path: Path
) -> None:
    """A read replica that lags (or a list that silently fails) shows no events; the voucher shows
    £40.00 where the till read £50.00 before sending £10.00: that is not proof of "nothing taken"."""
    proxy = Hostile(sandbox.url)
    proxy.rules.append(("POST", "/codes/", body("<html>502 Bad Gateway</html>", 502, "text/html")))
    proxy.rules.append(("GET", "/balance_events/", body('{"data":[]}')))
    assert await _redeem_through(proxy, sandbox, tmp_path) is not MovementState.NOT_APPLIED


@pytest.mark.parametrize(
    ("status", "location"),
    [(302, "/done"), (303, "/codes/SPA50PART/"), (307, "http://other.example/"), (408, None), (409, None)],
)
async def test_a_redirect_or_proxy_page_after_the_write_is_not_a_refusal(
    sandbox: SandboxServer, tmp_path: Path, status: int, location: str | None
) -> None:
    headers = {"Location": location} if location else None
    proxy = Hostile(sandbox.url)
    proxy.rules.append(
        ("POST", "/codes/", lambda request, answer: Response(b"<html></html>", status, headers, "text/html"))
    )
    assert await _redeem_through(proxy, sandbox, tmp_path) in (MovementState.DONE, MovementState.UNCONFIRMED)
