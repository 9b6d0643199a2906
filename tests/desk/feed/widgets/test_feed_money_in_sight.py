"""The feed at 1024×768 and at 1366×768 with 125 % scaling: the amount, the masked code's tail and
the balance after are whole and in sight, so a row says how much moved on which voucher and what
is left, in a longer language's money too ("−100,00 GBP" is wider than "−£100.00").

Where the feed is narrow, the code gives its bullets first, then the time, the type and
"Confirmed" are a scroll away, each whole there: no column is cut at the feed's edge ("Tim").
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.core import i18n
from app.core.masking import BULLET
from app.desk.common.widgets.language import app_language
from app.desk.feed.widgets.activity_panel import (
    AMOUNT_COLUMN,
    BALANCE_COLUMN,
    CELL_PADDING_PX,
    CODE_COLUMN,
)
from app.shell.main_window import MainWindow
from helpers.till import close_till, open_till, run
from sandbox_harness.server import SandboxServer

#: 1024×768, and 1366×768 at 125 % in logical pixels less its taskbar.
SIZES = {"1024x768": (1024, 768), "1366x768@125%": (1093, 582)}


@pytest.fixture(params=list(SIZES))
def till(
    request: pytest.FixtureRequest,
    qtbot: QtBot,
    qloop: object,
    sandbox: SandboxServer,
    tmp_path: Path,
    styled: QApplication,
) -> Iterator[tuple[MainWindow, Till]]:
    window, till = open_till(qtbot, sandbox, tmp_path / "home")
    size = SIZES[request.param]
    window.resize(*size)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == size)
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


def tail_in_sight(window: MainWindow) -> bool:
    """Every masked code shown has its tail whole in the part of its column in sight."""
    table = window.activity.table
    header = table.horizontalHeader()
    left = header.sectionViewportPosition(CODE_COLUMN)
    seen = min(header.sectionSize(CODE_COLUMN), table.viewport().width() - left) - CELL_PADDING_PX
    model = table.model()
    codes = [str(model.index(row, CODE_COLUMN).data()) for row in range(min(model.rowCount(), 20))]
    return left >= 0 and all(
        table.fontMetrics().horizontalAdvance(BULLET + code.lstrip(BULLET)) <= seen for code in codes
    )


def a_scroll_away_or_in_sight(window: MainWindow, column: int) -> bool:
    """The column is whole in sight, or starts at the feed's edge: never a figure cut there."""
    table = window.activity.table
    return in_sight(window, column) or (
        table.horizontalHeader().sectionViewportPosition(column) >= table.viewport().width()
    )


def heading_whole(window: MainWindow, column: int) -> bool:
    header = window.activity.table.horizontalHeader()
    return header.sectionSize(column) >= header.sectionSizeHint(column)


@pytest.mark.parametrize("language", ["de_DE", "pl_PL", "en_GB"])
def test_the_amount_the_code_s_tail_and_the_balance_are_whole_in_a_narrow_feed(
    qtbot: QtBot, till: tuple[MainWindow, Till], language: str
) -> None:
    window, desk = till
    assert desk.translations_cache is not None
    run(qtbot, app_language(desk.translations_cache).use(language))
    qtbot.waitUntil(lambda: desk.activity.model.rowCount() > 0)
    QApplication.processEvents()
    assert in_sight(window, AMOUNT_COLUMN)
    assert tail_in_sight(window), "a masked code shows its bullets at the feed's edge, not its tail"
    assert in_sight(window, BALANCE_COLUMN)
    model = window.activity.table.model()
    for column in range(model.columnCount() - 1):  # the last takes what is left
        if column == CODE_COLUMN:
            continue  # its bullets give way (``tail_in_sight``)
        title = model.headerData(column, Qt.Orientation.Horizontal)
        assert a_scroll_away_or_in_sight(window, column), f"{title!r} is cut at the feed's edge"
        assert heading_whole(window, column), f"the heading {title!r} is cut"
    assert window.activity.table.horizontalHeader().visualIndex(AMOUNT_COLUMN) == 0
