"""The names of the orders found, as a receptionist reads them at 1024×768 in the real till window:
the surname searched for is on the screen, even in a double-barrelled name
(``Małgorzata Fitzgerald-Hughes``), for the purchaser and for the recipient; in German too, where
the headings and the figures are wider, the total stays whole in view and the names and e-mails
get all the room the figures leave: one too long for it reads from its start to "…", whole in its
tooltip."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.core import i18n
from app.core.money import format_money
from app.desk.common.widgets.language import app_language
from app.desk.find.widgets.find_dialog import TOTAL_SAMPLE, FindDialog
from app.shell.main_window import MainWindow
from helpers.scanner import by_hand
from helpers.till import close_till, open_till, run
from sandbox_harness.server import SandboxServer

PURCHASER, EMAIL, RECIPIENT = 2, 3, 4


@pytest.fixture(autouse=True)
def screen_1024(monkeypatch: pytest.MonkeyPatch) -> None:
    """A 1024×768 till's screen, less a 40 px taskbar (the offscreen platform's is 800 px wide)."""
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(0, 0, 1024, 728))


@pytest.fixture
def finder(qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path) -> Iterator[MainWindow]:
    sandbox.reset("training")
    window, till = open_till(qtbot, sandbox, tmp_path / "home")
    window.resize(1024, 768)
    yield window
    close_till(qtbot, window, till)


@pytest.fixture
def german_finder(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path, styled: QApplication
) -> Iterator[MainWindow]:
    sandbox.reset("training")
    window, till = open_till(qtbot, sandbox, tmp_path / "home")
    assert till.translations_cache is not None
    language = app_language(till.translations_cache)
    language._cache_dir = till.translations_cache
    assert run(qtbot, language.use("de_DE"), timeout_ms=60_000) == "de_DE"
    window.resize(1024, 768)
    yield window
    language._swap(i18n.SOURCE_LANGUAGE, None)
    close_till(qtbot, window, till)


def search(qtbot: QtBot, window: MainWindow, words: str) -> FindDialog:
    qtbot.keyClick(window.code, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    dialog = window.finder.dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    by_hand(qtbot, dialog.query, words)
    with qtbot.waitSignal(dialog.vm.finished, timeout=20_000):
        qtbot.keyClick(dialog.query, Qt.Key.Key_Return)
    return dialog


def painted(dialog: FindDialog, row: int, column: int) -> str:
    """A cell's text as the table paints it in its column: elided where it does not fit."""
    text = str(dialog.results.model().index(row, column).data())
    width = dialog.results.columnWidth(column) - 8  # the cell's margins
    metrics = dialog.results.fontMetrics()
    if dialog.results.wordWrap() and " " in text and metrics.horizontalAdvance(text) > width:
        # Wrapped onto lines, of which a one-line row shows only the first.
        return text.partition(" ")[0] + " …"
    return metrics.elidedText(text, dialog.results.textElideMode(), width)


def test_a_double_barrelled_surname_searched_for_is_on_the_screen_in_both_name_columns(
    qtbot: QtBot, finder: MainWindow
) -> None:
    qtbot.keyClick(finder.code, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    dialog = finder.finder.dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    by_hand(qtbot, dialog.query, "hughes")
    with qtbot.waitSignal(dialog.vm.finished, timeout=20_000):
        qtbot.keyClick(dialog.query, Qt.Key.Key_Return)
    rows = dialog.vm.results.rowCount()
    assert rows > 0
    hidden = [
        painted(dialog, row, column)
        for row in range(rows)
        for column in (PURCHASER, RECIPIENT)
        if "Hughes" in str(dialog.results.model().index(row, column).data())
        and "Hughes" not in painted(dialog, row, column)
    ]
    assert hidden == [], "the surname searched for is cut off"


def test_in_german_the_total_is_whole_and_a_cut_name_reads_from_its_start(
    qtbot: QtBot, german_finder: MainWindow
) -> None:
    dialog = search(qtbot, german_finder, "hughes")
    rows = dialog.vm.results.rowCount()
    assert rows > 0
    table, model = dialog.results, dialog.results.model()
    header = table.horizontalHeader()
    total = header.count() - 1
    assert header.sectionViewportPosition(total) + header.sectionSize(total) <= table.viewport().width()
    widest_total = max(
        table.fontMetrics().horizontalAdvance(str(model.index(row, total).data())) for row in range(rows)
    )
    assert header.sectionSize(total) >= widest_total + 8, "a total is cut"
    cut = [
        (str(model.index(row, column).data()), painted(dialog, row, column))
        for row in range(rows)
        for column in (PURCHASER, EMAIL, RECIPIENT)
        if painted(dialog, row, column) != str(model.index(row, column).data())
    ]
    for whole, shown in cut:
        assert shown.endswith("…"), (whole, shown)
        assert whole.startswith(shown.removesuffix("…")), (whole, shown)
    if cut:  # the names have every pixel the figures leave: the total is no wider than a large one
        metrics = table.fontMetrics()
        large = max(metrics.horizontalAdvance(format_money(TOTAL_SAMPLE, c)) for c in ("GBP", "EUR")) + 16
        assert header.sectionSize(total) <= max(large, header.sectionSizeHint(total)) + 1
    assert dialog.results.textElideMode() is Qt.TextElideMode.ElideRight
    for column in (PURCHASER, EMAIL, RECIPIENT):
        index = model.index(0, column)
        assert index.data(Qt.ItemDataRole.ToolTipRole) == index.data()
