"""The names of the orders found, as a receptionist reads them at 1024×768 in the real till window:
the surname searched for is on the screen, even in a double-barrelled name too long for its column
(``Małgorzata Fitzgerald-Hughes``), for the purchaser and for the recipient."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.desk.find.widgets.find_dialog import FindDialog
from app.shell.main_window import MainWindow
from helpers.till import close_till, open_till
from sandbox_harness.server import SandboxServer

PURCHASER, RECIPIENT = 2, 4


@pytest.fixture
def finder(qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path) -> Iterator[MainWindow]:
    sandbox.reset("training")
    window, till = open_till(qtbot, sandbox, tmp_path / "home")
    window.resize(1024, 768)
    yield window
    close_till(qtbot, window, till)


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
    qtbot.keyClicks(dialog.query, "hughes")
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
