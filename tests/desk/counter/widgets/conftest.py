"""The counter's window tests in another language than the source's."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.core import i18n
from app.desk.common.widgets.language import app_language
from app.shell.main_window import MainWindow
from helpers.till import close_till, open_till, run
from sandbox_harness.server import SandboxServer


@pytest.fixture
def german(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path, styled: QApplication
) -> Iterator[tuple[MainWindow, Till]]:
    """A till speaking German, which writes decimals after a comma and "· Ref." before a number."""
    window, till = open_till(qtbot, sandbox, tmp_path / "home")
    assert till.translations_cache is not None
    language = app_language(till.translations_cache)
    language._cache_dir = till.translations_cache
    assert run(qtbot, language.use("de_DE"), timeout_ms=60_000) == "de_DE"
    yield window, till
    language._swap(i18n.SOURCE_LANGUAGE, None)
    close_till(qtbot, window, till)
