"""Fixtures of the fault suites: a QApplication for the view-models and a till's stores."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from app.store.audit import AuditLog
from app.store.journal import Journal


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
