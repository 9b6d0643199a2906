"""The till's one reliance on httpcore's internals: the trace step that says a request is sent.

``app.api.sent`` watches httpcore's trace hook for the step ending in ``send_request_body.complete``.
That name is httpcore's, not a documented httpx API; these tests fail if an httpcore upgrade renames
the step, stops calling the hook, or calls it only after the answer has arrived.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import httpx
import pytest

from app.api.client import VoucherClient
from app.api.sent import REQUEST_SENT
from app.sandbox.seed import DemoCodes
from app.sandbox.seed_catalogue import Locations
from sandbox_harness.server import SandboxServer

pytestmark = pytest.mark.anyio


async def test_httpcore_names_the_step_after_the_request_is_written_and_before_the_answer(
    sandbox: SandboxServer, demo_key: str
) -> None:
    steps: list[str] = []

    async def trace(event: str, info: Mapping[str, Any]) -> None:
        steps.append(event)

    async with httpx.AsyncClient(base_url=sandbox.url, auth=(demo_key, "")) as http:
        response = await http.post(
            f"/codes/{DemoCodes.VALID_PARTIAL}/redeem/",
            json={"locationID": Locations.RECEPTION, "amount": "1.00"},
            extensions={"trace": trace},
        )
    assert response.is_success
    sent = [i for i, step in enumerate(steps) if step.endswith(REQUEST_SENT)]
    answered = [i for i, step in enumerate(steps) if step.endswith("receive_response_headers.complete")]
    assert len(sent) == 1, steps
    assert answered, steps
    assert sent[0] < answered[0], steps


async def test_the_client_says_sent_once_per_request_before_it_returns(
    sandbox: SandboxServer, demo_key: str
) -> None:
    said: list[str] = []
    async with VoucherClient(sandbox.url, demo_key) as client:
        voucher = await client.lookup_code(
            DemoCodes.VALID_PARTIAL, Locations.RECEPTION, on_sent=lambda: said.append("lookup")
        )
        said.append("answered")
        await client.redeem(
            voucher.redeem_code,
            Locations.RECEPTION,
            voucher.balance / 2,
            on_sent=lambda: said.append("redeem"),
        )
    assert said == ["lookup", "answered", "redeem"]
