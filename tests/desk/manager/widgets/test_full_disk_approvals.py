"""A manager's action approved with their PIN, and then the disk is full: the audit line comes first,
so a whole code or e-mail address is not shown and a change of managers is not made. Each says so
in plain words in its own dialog (never the crash dialog), and works once there is room.

The till's data folder (journal, audit log) is a small disk of its own; its settings are not on it.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.core.masking import BULLET
from app.core.settings import read_settings
from app.desk.manager.reveal import ACTION_REVEAL
from app.desk.manager.reveal_email import ACTION_REVEAL_EMAIL
from app.desk.manager.widgets.managers import ManagersDialog
from app.desk.manager.widgets.reveal import RevealCodeDialog
from app.desk.manager.widgets.reveal_email import RevealEmailDialog
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers import logs
from helpers.manager import TRAINING_MANAGER, manager_dialog
from helpers.storage import SmallDisk, small_disk
from helpers.till import close_till, open_till, scan
from sandbox_harness.server import SandboxServer

pytestmark = pytest.mark.logs(logs.STORAGE_PROBLEM)

NOT_SHOWN = (
    "The till cannot write its audit log: the disk is full, so nothing is shown: the audit log must "
    "first record who sees it."
)

Full = tuple[MainWindow, Till, SmallDisk]


@pytest.fixture
def on_a_small_disk(qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path) -> Iterator[Full]:
    home = tmp_path / "home"
    with small_disk(home / "data", size="4m") as disk:
        window, till = open_till(qtbot, sandbox, home, saved=True)
        try:
            yield window, till, disk
        finally:
            disk.free()
            close_till(qtbot, window, till)


def opened_from_the_feed(qtbot: QtBot, window: MainWindow, code: str) -> None:
    """``code``'s feed row opened: the voucher read-only, its code masked."""
    qtbot.waitUntil(lambda: window.till.activity.model.rowCount() >= 1)
    window.activity.filter.setText(code)
    qtbot.waitUntil(lambda: window.activity.table.model().rowCount() >= 1)
    window.activity.select_row(0)
    qtbot.waitUntil(lambda: window.voucher.isVisible() and window.voucher.code.text().startswith(BULLET))


def test_a_whole_code_is_not_shown_while_its_audit_line_cannot_be_written(
    qtbot: QtBot, on_a_small_disk: Full
) -> None:
    window, till, disk = on_a_small_disk
    opened_from_the_feed(qtbot, window, DemoCodes.PART_USED)
    dialog = manager_dialog(qtbot, window, window.manager_actions.reveal_code, RevealCodeDialog)
    disk.fill()
    dialog.reason.setCurrentIndex(1)
    qtbot.mouseClick(dialog.show_code, Qt.MouseButton.LeftButton)
    assert dialog.status.text() == NOT_SHOWN
    assert dialog.code.text() == ""
    assert not till.audit.entries(action=ACTION_REVEAL)
    assert dialog.show_code.isEnabled(), "tried again once there is room"

    disk.free()
    qtbot.mouseClick(dialog.show_code, Qt.MouseButton.LeftButton)
    assert dialog.code.text() == DemoCodes.PART_USED
    assert not dialog.status.isVisible()
    assert len(till.audit.entries(action=ACTION_REVEAL)) == 1
    dialog.reject()


def test_a_guests_whole_e_mail_address_is_not_shown_while_its_audit_line_cannot_be_written(
    qtbot: QtBot, on_a_small_disk: Full
) -> None:
    window, till, disk = on_a_small_disk
    scan(qtbot, window, DemoCodes.PART_USED)
    qtbot.waitUntil(lambda: till.lookup.order is not None and not till.tasks.running("lookup"))
    order = till.lookup.order
    assert order is not None
    dialog = manager_dialog(qtbot, window, window.manager_actions.reveal_email, RevealEmailDialog)
    disk.fill()
    dialog.reason.setCurrentIndex(1)
    qtbot.mouseClick(dialog.show_address, Qt.MouseButton.LeftButton)
    assert dialog.status.text() == NOT_SHOWN
    assert order.email_address not in dialog.address.text()
    assert not till.audit.entries(action=ACTION_REVEAL_EMAIL)

    disk.free()
    qtbot.mouseClick(dialog.show_address, Qt.MouseButton.LeftButton)
    assert order.email_address in dialog.address.text()
    assert not dialog.status.isVisible()
    assert len(till.audit.entries(action=ACTION_REVEAL_EMAIL)) == 1
    dialog.reject()


def test_a_new_manager_is_not_made_while_the_change_cannot_be_audited(
    qtbot: QtBot, on_a_small_disk: Full
) -> None:
    """The settings file would take the new list, the audit log would not: the list stays as it was,
    in the file and on screen."""
    window, till, disk = on_a_small_disk
    settings_file = till.settings_file
    assert settings_file is not None
    dialog = manager_dialog(qtbot, window, window.manager_actions.managers, ManagersDialog)
    disk.fill()
    qtbot.keyClicks(dialog.name, "Oli Owner")
    qtbot.keyClicks(dialog.new_pin, "5820")
    qtbot.keyClicks(dialog.new_again, "5820")
    with qtbot.waitSignal(dialog._vm.changed, timeout=5_000) as changed:
        qtbot.keyClick(dialog.new_again, Qt.Key.Key_Return)
    assert changed.args == [False]
    assert (
        dialog.status.text() == "The till cannot write its audit log: the disk is full. Nothing was changed."
    )
    assert till.manager.manager_names() == [TRAINING_MANAGER]
    on_disk = read_settings(settings_file).settings
    assert on_disk is not None
    assert [m.name for m in on_disk.managers] == [TRAINING_MANAGER]
    shown = dialog.table.model()
    assert [shown.index(r, 0).data() for r in range(shown.rowCount())] == [TRAINING_MANAGER]
    dialog.reject()
