"""The code field shows a scanned code whole in every language at 1024 px, and the buttons beside
it keep their words: German's "Suchen" and "Rechnung bezahlen" cut a scanned SPA50PART to
"A50PART", or the button to "nnung beza". The feed beside them gives way instead."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.core import i18n
from app.desk.common.widgets.language import LanguageSwitch, app_language
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers.till import close_till, open_till, run, scan
from sandbox_harness.server import SandboxServer


@pytest.fixture
def german(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path, styled: QApplication
) -> Iterator[tuple[MainWindow, Till, LanguageSwitch]]:
    window, till = open_till(qtbot, sandbox, tmp_path / "home")
    assert till.translations_cache is not None
    language = app_language(till.translations_cache)
    language._cache_dir = till.translations_cache
    assert run(qtbot, language.use("de_DE"), timeout_ms=60_000) == "de_DE"
    yield window, till, language
    language._swap(i18n.SOURCE_LANGUAGE, None)
    close_till(qtbot, window, till)


def code_whole(window: MainWindow) -> bool:
    field = window.code
    needed = field.fontMetrics().horizontalAdvance(field.text())
    return field.text() != "" and field.width() - 16 >= needed


def buttons_whole(window: MainWindow) -> bool:
    return all(
        button.width() >= button.sizeHint().width() and button.isVisible()
        for button in (window.look_up, window.bill.button)
    )


def test_a_scanned_code_is_read_whole_in_german_at_1024_and_the_buttons_are_whole_too(
    qtbot: QtBot, german: tuple[MainWindow, Till, LanguageSwitch]
) -> None:
    window, till, _language = german
    window.resize(1024, 768)
    qtbot.waitUntil(lambda: window.width() == 1024)
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    qtbot.waitUntil(lambda: not till.tasks.running("lookup") and window.voucher.isVisible())
    qtbot.waitUntil(lambda: code_whole(window) and buttons_whole(window))
