"""Fixtures of the fault suites: a QApplication for the view-models, a till's stores and a client
that gives up on an answer quickly."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from app.api.client import VoucherClient
from app.sandbox.seed_catalogue import DEMO_KEY
from app.store.audit import AuditLog
from app.store.journal import Journal
from sandbox_harness.server import SandboxServer


@pytest.fixture(autouse=True)
def _qt(qapp: QApplication) -> QApplication:
    """View-models are QObjects: a QApplication exists for them, as in the app."""
    return qapp


@pytest.fixture
def journal(tmp_path: Path) -> Iterator[Journal]:
    with Journal(tmp_path / "journal.sqlite3") as opened:
        yield opened


@pytest.fixture
def audit(tmp_path: Path) -> Iterator[AuditLog]:
    with AuditLog(tmp_path / "audit.sqlite3") as opened:
        yield opened


@pytest.fixture
async def client(sandbox: SandboxServer) -> AsyncIterator[VoucherClient]:
    """A client on the sandbox that gives up on an answer quickly: a fault's lost answer is soon unknown."""
    async with VoucherClient(sandbox.url, DEMO_KEY, read_timeout=0.5, connect_timeout=1.0) as made:
        yield made


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """A fault suite reads the service's answers under faults, so each of its tests that takes the
    sandbox runs on both its shapes: a new module without ``pytest.mark.both_shapes`` (or a
    ``sandbox_shapes`` of its own) would quietly prove the clean ones only."""
    here = Path(__file__).parent
    for item in items:
        if not isinstance(item, pytest.Function) or here not in item.path.parents:
            continue
        if "sandbox" not in item.fixturenames or item.get_closest_marker("both_shapes"):
            continue
        callspec = getattr(item, "callspec", None)
        if callspec is None or "sandbox_shapes" not in callspec.params:
            raise pytest.UsageError(f"{item.nodeid} takes the sandbox but is not marked both_shapes")
