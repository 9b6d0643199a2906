"""The buyer's e-mail in Sell, corrected after a review refused it: every line that said it was
wrong goes as soon as it is a valid address, in every language, with nothing else typed or tapped."""

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
from app.desk.sale.widgets.sale_dialog import SaleDialog
from app.shell.main_window import MainWindow
from helpers.till import close_till, open_till, run
from sandbox_harness.server import SandboxServer


@pytest.fixture
def selling(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path, styled: QApplication
) -> Iterator[tuple[MainWindow, Till]]:
    window, till = open_till(qtbot, sandbox, tmp_path / "home")
    window.resize(1024, 768)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == (1024, 768))
    assert till.translations_cache is not None
    language = app_language(till.translations_cache)
    language._cache_dir = till.translations_cache
    yield window, till
    dialog = window.sale.dialog
    if dialog is not None:
        dialog.reject()
    language._swap(i18n.SOURCE_LANGUAGE, None)
    close_till(qtbot, window, till)


def open_sale(qtbot: QtBot, window: MainWindow) -> SaleDialog:
    window.sale.action.trigger()
    qtbot.waitUntil(lambda: window.sale.dialog is not None and window.sale.dialog.isVisible())
    dialog = window.sale.dialog
    assert dialog is not None
    qtbot.waitUntil(lambda: dialog.vm.loaded)
    return dialog


def said_wrong(dialog: SaleDialog) -> list[str]:
    """The lines in sight that say something of the buyer is wrong."""
    lines = [dialog.checks["email"], dialog.status]
    return [line.text() for line in lines if line.isVisible() and line.text()]


@pytest.mark.parametrize("language", ["de_DE", "en_GB", "pl_PL"])
def test_the_e_mail_check_goes_as_soon_as_the_address_is_valid(
    qtbot: QtBot, selling: tuple[MainWindow, Till], language: str
) -> None:
    window, till = selling
    assert till.translations_cache is not None
    assert run(qtbot, app_language(till.translations_cache).use(language), timeout_ms=60_000) == language
    dialog = open_sale(qtbot, window)
    names = [dialog.vm.products.record(row).name for row in range(dialog.vm.products.rowCount())]
    dialog.products.selectRow(names.index("Spa Day for Two"))
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.vm.total_text != "")
    qtbot.keyClicks(dialog.name, "J. Bloggs")
    qtbot.keyClicks(dialog.email, "jo@example")
    qtbot.mouseClick(dialog.review_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(said_wrong(dialog)) == 2)
    qtbot.keyClicks(dialog.email, ".com")
    assert said_wrong(dialog) == []
    assert dialog.review_button.isEnabled()
