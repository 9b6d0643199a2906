""" "Use whole balance" fills the amount as the cashier's language writes it: ``50,00`` in German,
the amount they would have typed themselves, and reviewed as that amount."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.core import i18n
from app.desk.common.widgets.language import app_language
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers.till import close_till, open_till, run, scan
from sandbox_harness.server import SandboxServer


@pytest.fixture
def german(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path, styled: QApplication
) -> Iterator[tuple[MainWindow, Till]]:
    window, till = open_till(qtbot, sandbox, tmp_path / "home")
    assert till.translations_cache is not None
    language = app_language(till.translations_cache)
    language._cache_dir = till.translations_cache
    assert run(qtbot, language.use("de_DE"), timeout_ms=60_000) == "de_DE"
    yield window, till
    language._swap(i18n.SOURCE_LANGUAGE, None)
    close_till(qtbot, window, till)


def test_the_whole_balance_is_filled_with_the_languages_decimal_comma(
    qtbot: QtBot, german: tuple[MainWindow, Till]
) -> None:
    window, till = german
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    qtbot.waitUntil(lambda: not till.tasks.running("lookup") and window.redeem.whole.isEnabled())
    window.redeem.whole.click()
    assert window.redeem.amount.text() == "50,00"
    qtbot.keyClick(window.redeem.amount, Qt.Key.Key_Return)
    qtbot.waitUntil(window.redeem.review_box.isVisible)
    assert "50,00\N{NO-BREAK SPACE}£" in window.redeem.review_text.text()
