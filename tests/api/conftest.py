"""The client's tests: a client on the sandbox whose backoff sleeps are instant, and the delays a
client on a scripted transport (respx) would have waited."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from app.api.client import VoucherClient
from helpers.clock import Sleeps
from sandbox_harness.server import SandboxServer


@pytest.fixture
def sleeps() -> Sleeps:
    return Sleeps()


@pytest.fixture
async def client(sandbox: SandboxServer, demo_key: str, sleeps: Sleeps) -> AsyncIterator[VoucherClient]:
    """A client on the sandbox that never waits out a backoff."""
    async with VoucherClient(sandbox.url, demo_key, read_timeout=2.0, sleep=sleeps) as c:
        yield c
