"""The feed at 1024×768 in every language: the amount and the balance after are whole and in sight.

Where the feed is narrow (German leaves it about 240 px), the money is never the text that gives
way: the code gives its bullets first, then the time, the type and "Confirmed" are a scroll away.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.core import i18n
from app.desk.common.widgets.language import app_language
from app.desk.feed.widgets.activity_panel import AMOUNT_COLUMN, BALANCE_COLUMN, CODE_COLUMN
from app.shell.main_window import MainWindow
from helpers.till import close_till, open_till, run
from sandbox_harness.server import SandboxServer

SIZE = (1024, 768)


@pytest.fixture
def till(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path, styled: QApplication
) -> Iterator[tuple[MainWindow, Till]]:
    window, till = open_till(qtbot, sandbox, tmp_path / "home")
    window.resize(*SIZE)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == SIZE)
    assert till.translations_cache is not None
    language = app_language(till.translations_cache)
    language._cache_dir = till.translations_cache
    yield window, till
    language._swap(i18n.SOURCE_LANGUAGE, None)
    close_till(qtbot, window, till)


def in_sight(window: MainWindow, column: int) -> bool:
    """The column lies whole in the feed's viewport, as wide as every amount it shows on screen."""
    table = window.activity.table
    header = table.horizontalHeader()
    left = header.sectionViewportPosition(column)
    if left < 0 or left + header.sectionSize(column) > table.viewport().width():
        return False
    model = table.model()
    texts = [str(model.index(row, column).data()) for row in range(min(model.rowCount(), 20))]
    return all(table.fontMetrics().horizontalAdvance(text) <= header.sectionSize(column) for text in texts)


@pytest.mark.parametrize("language", ["de_DE", "pl_PL", "en_GB"])
def test_the_amount_and_the_balance_after_are_whole_in_a_narrow_feed(
    qtbot: QtBot, till: tuple[MainWindow, Till], language: str
) -> None:
    window, desk = till
    assert desk.translations_cache is not None
    run(qtbot, app_language(desk.translations_cache).use(language))
    qtbot.waitUntil(lambda: desk.activity.model.rowCount() > 0)
    QApplication.processEvents()
    assert in_sight(window, AMOUNT_COLUMN)
    assert in_sight(window, BALANCE_COLUMN)
    if language == "en_GB":  # room for the code too: its tail is in sight
        header = window.activity.table.horizontalHeader()
        code_end = header.sectionViewportPosition(CODE_COLUMN) + header.sectionSize(CODE_COLUMN)
        assert code_end <= window.activity.table.viewport().width()
    assert window.activity.table.horizontalHeader().visualIndex(AMOUNT_COLUMN) == 0
