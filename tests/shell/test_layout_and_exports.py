"""Exports start in the user's Documents folder; the window's size and place and the splitter are
kept between runs, in training too (which saves no settings)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QFileDialog, QMenu, QWidget
from pytestqt.qtbot import QtBot

from app.compose import build_till
from app.core.paths import resolve_paths
from app.desk.common.widgets.files import documents_path
from app.sandbox.seed import DemoCodes
from app.sandbox.seed_catalogue import DEMO_KEY
from app.shell.main_window import MainWindow
from app.training import TRAINING_LAYOUT
from helpers.till import redeemed, run, till_settings
from sandbox_harness.server import SandboxServer


def open_training(qtbot: QtBot, sandbox: SandboxServer, home: Path) -> MainWindow:
    paths = resolve_paths(home).ensure()
    till = build_till(till_settings(sandbox), DEMO_KEY, paths, settings_file=None, training=True)
    window = MainWindow(till)
    qtbot.addWidget(window)
    window.show()
    return window


def close(qtbot: QtBot, window: MainWindow) -> None:
    window.close()
    run(qtbot, window.till.aclose())


def test_a_training_till_keeps_its_window_and_splitter(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> None:
    first = open_training(qtbot, sandbox, tmp_path)
    first.resize(760, 560)
    qtbot.waitUntil(lambda: first.width() == 760)
    total = sum(first.splitter.sizes())
    first.splitter.setSizes([total - 300, 300])
    moved = first.splitter.sizes()
    close(qtbot, first)
    assert (resolve_paths(tmp_path).config_dir / TRAINING_LAYOUT).is_file()
    second = open_training(qtbot, sandbox, tmp_path)
    try:
        qtbot.waitUntil(lambda: second.width() == 760)
        assert (second.width(), second.height()) == (760, 560)
        assert second.splitter.sizes() == moved
    finally:
        close(qtbot, second)


def test_saving_a_slip_as_pdf_starts_in_documents_or_home_never_the_working_directory(
    qtbot: QtBot,
    till_window: tuple[MainWindow, object],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    window, _ = till_window
    home = tmp_path / "person"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.chdir(tmp_path)  # the program's folder: never offered
    asked: list[str] = []

    def dialog(_parent: QWidget, _title: str, where: str, _filter: str) -> tuple[str, str]:
        asked.append(where)
        return "", ""  # the person cancels

    monkeypatch.setattr(QFileDialog, "getSaveFileName", dialog)  # the OS dialog is the edge
    redeemed(qtbot, window, DemoCodes.VALID_PARTIAL, "1")
    slips = next(a.menu() for a in window.menuBar().actions() if a.text() == "S&lips")
    assert isinstance(slips, QMenu)
    save = next(a for a in slips.actions() if a.text().startswith("Save the last slip as PDF"))
    documents = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation))
    assert not documents.exists()
    save.trigger()
    assert len(asked) == 1
    assert Path(asked[0]).parent == documents  # a fresh account's Documents folder, made for it
    assert documents.is_dir()
    assert asked[0].endswith(".pdf")
    assert documents_path("end-of-shift.csv") == str(documents / "end-of-shift.csv")
    documents.rmdir()
    documents.write_text("")  # a file where the folder should be: it cannot be made
    save.trigger()
    assert Path(asked[1]).parent == home  # then the person's home, never the program's folder
