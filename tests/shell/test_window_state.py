"""The till comes back the size it was left, and every action can be reached from the keyboard."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication, QMenu
from pytestqt.qtbot import QtBot

from app.compose import build_till
from app.core.paths import resolve_paths
from app.core.settings import load_settings, save_settings
from app.sandbox.seed import DemoCodes
from app.sandbox.seed_catalogue import DEMO_KEY
from app.shell.main_window import MainWindow
from helpers.till import redeemed, run, scan, till_open, till_settings
from sandbox_harness.server import SandboxServer


def open_saved(qtbot: QtBot, sandbox: SandboxServer, home: Path) -> MainWindow:
    paths = resolve_paths(home).ensure()
    settings = load_settings(paths.settings_file) or till_settings(sandbox)
    save_settings(settings, paths.settings_file)
    till = build_till(settings, DEMO_KEY, paths, settings_file=paths.settings_file)
    window = MainWindow(till)
    qtbot.addWidget(window)
    window.show()
    return window


def test_window_size_is_restored_between_runs(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> None:
    first = open_saved(qtbot, sandbox, tmp_path)
    first.resize(700, 520)  # within the offscreen screen, which restoreGeometry respects
    qtbot.waitUntil(lambda: first.size().width() == 700)
    first.close()
    run(qtbot, first.till.aclose())
    second = open_saved(qtbot, sandbox, tmp_path)
    assert (second.size().width(), second.size().height()) == (700, 520)
    second.close()
    run(qtbot, second.till.aclose())


def test_every_menu_action_has_a_shortcut_or_opens_a_dialog(
    qtbot: QtBot, till_window: tuple[MainWindow, object]
) -> None:
    window, _ = till_window
    menus = window.menuBar().actions()  # held: Qt 6.8 frees the menu with a temporary list
    shift_menu = menus[0].menu()
    assert isinstance(shift_menu, QMenu)
    shortcuts = {a.text(): a.shortcut().toString() for a in shift_menu.actions() if not a.isSeparator()}
    assert shortcuts["Find a code"] == "F2"
    assert all(shortcuts.values())
    assert "F12" in window.redeem.confirm_button.toolTip()


def test_the_till_never_needs_more_than_a_1024_px_wide_screen(
    qtbot: QtBot, qloop: object, styled: QApplication, sandbox: SandboxServer, tmp_path: Path
) -> None:
    """Every demo voucher on the counter, then redemptions with the POS hand-off showing: the
    window's minimum width stays within a 1024×768 till's screen (long badges and labels wrap)."""
    with till_open(qtbot, sandbox, tmp_path / "home") as (window, till):
        widest = 0
        for code in DEMO_CODES:
            scan(qtbot, window, code)
            qtbot.waitUntil(lambda: not till.tasks.running("lookup"))
            widest = max(widest, window.minimumSizeHint().width())
        for code in (DemoCodes.VALID_PARTIAL, DemoCodes.PART_USED):
            redeemed(qtbot, window, code, "1")
            widest = max(widest, window.minimumSizeHint().width())
        assert window.handoff.isVisible()
        assert widest <= 1024
        assert window.minimumSizeHint().height() <= 768


DEMO_CODES = [value for name, value in vars(DemoCodes).items() if name.isupper() and name != "HISTORY_PREFIX"]


def test_a_second_start_brings_a_maximized_till_back_maximized(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> None:
    """A second start raises the first till: a maximized one stays maximized, and one that was
    minimized comes back as it was, not as a window taller than the screen."""
    with till_open(qtbot, sandbox, tmp_path / "home") as (window, _till):
        window.showMaximized()
        qtbot.waitUntil(window.isMaximized)
        window.bring_to_front()
        QApplication.processEvents()
        assert window.isMaximized()
        window.showMinimized()
        qtbot.waitUntil(window.isMinimized)
        window.bring_to_front()
        qtbot.waitUntil(lambda: not window.isMinimized())
        assert window.isMaximized()
        assert window.isVisible()
