"""Clients of the sandbox for its own suite: real HTTP on loopback, one per key."""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import pytest

from app.sandbox.seed_catalogue import DEMO_KEY_HARBOUR_ONLY
from sandbox_harness.server import SandboxServer


@pytest.fixture
def client(sandbox: SandboxServer, demo_key: str) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=sandbox.url, auth=(demo_key, ""), timeout=5) as http:
        yield http


@pytest.fixture
def harbour_client(sandbox: SandboxServer) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=sandbox.url, auth=(DEMO_KEY_HARBOUR_ONLY, ""), timeout=5) as http:
        yield http


@pytest.fixture
def anonymous(sandbox: SandboxServer) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=sandbox.url, timeout=5) as http:
        yield http
