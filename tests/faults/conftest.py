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
