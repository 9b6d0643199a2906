"""The service settings dialog and the till's start-up around it, on the sandbox.

The dialog is driven like a manager would: type an address and a key, test, pick a property and a
location, save. Start-up tests run the real ``run_till`` with an in-memory key store, the one fake.
"""

from __future__ import annotations

import asyncio
import logging
import stat
from collections.abc import Iterator
from pathlib import Path
from typing import TypeVar

import keyring
import pytest
import qasync
from PySide6.QtWidgets import QApplication, QComboBox, QLineEdit, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from app.core.paths import AppPaths, resolve_paths
from app.core.pin import hash_pin
from app.core.settings import ManagerRecord, ServiceFit, load_settings
from app.desk.manager.admin import PIN_AS_NAME_TEXT, PIN_TAKEN_TEXT
from app.desk.manager.gate import identify
from app.desk.manager.setup import SetupViewModel
from app.desk.manager.widgets.setup import FALLBACK_WARNING, SetupDialog
from app.lifecycle import run_till
from app.sandbox.seed_catalogue import DEMO_KEY, Locations, Properties
from app.shell.crash import CrashReporter
from app.shell.main_window import MainWindow
from helpers import logs
from helpers.installed import set_up_at_reception
from helpers.keyrings import MemoryKeyring, NoKeyring
from helpers.manager import add_manager, enter_pin
from helpers.storage import opened_read_only
from helpers.till import run
from sandbox_harness.server import SandboxServer

#: The one manager of a till these tests set up: Mia Manager, PIN 2580.
MIA = (ManagerRecord(name="Mia Manager", pin_hash=hash_pin("2580")),)
W = TypeVar("W", bound=QWidget)


pytestmark = pytest.mark.usefixtures("collect_qt_garbage")


@pytest.fixture
def dialog(qtbot: QtBot, qloop: qasync.QEventLoop) -> Iterator[SetupDialog]:
    """A first-run dialog with nothing saved yet, shown offscreen."""
    shown = SetupDialog(SetupViewModel(None, None), first_run=True, uses_fallback=False)
    qtbot.addWidget(shown)
    shown.show()
    yield shown
    run(qtbot, shown.model.aclose())


def items(combo: QComboBox) -> list[str]:
    return [combo.itemText(i) for i in range(combo.count())]


def press_test(qtbot: QtBot, dialog: SetupDialog, url: str, key: str) -> str:
    """Type the address and key as a person would, press Test, and return what the dialog says."""
    dialog.url.clear()
    qtbot.keyClicks(dialog.url, url)
    dialog.key.clear()
    qtbot.keyClicks(dialog.key, key)
    dialog.test.click()
    qtbot.waitUntil(lambda: dialog.status.property("kind") in {"done", "problem"}, timeout=15_000)
    qtbot.waitUntil(dialog.test.isEnabled)
    return dialog.status.text()


def service_checked(qtbot: QtBot, dialog: SetupDialog, sandbox: SandboxServer) -> str:
    """Test the connection to the sandbox; what the dialog says of the service's fit."""
    press_test(qtbot, dialog, sandbox.url, DEMO_KEY)
    qtbot.waitUntil(dialog.service_check.isVisible, timeout=15_000)
    return dialog.service_check.text()


def fit_kept(qtbot: QtBot, dialog: SetupDialog) -> ServiceFit:
    """A manager added, so the settings can be saved: the service's fit they would keep."""
    add_manager(qtbot, dialog, "Alex Lead", "4821")
    result = dialog.model.result()
    assert result is not None
    return result[0].service_fit


def shown_window(kind: type[W], other_than: QWidget | None = None) -> W | None:
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, kind) and widget.isVisible() and widget is not other_than:
            return widget
    return None


def wait_for(qtbot: QtBot, kind: type[W], other_than: QWidget | None = None) -> W:
    qtbot.waitUntil(lambda: shown_window(kind, other_than) is not None, timeout=15_000)
    found = shown_window(kind, other_than)
    assert found is not None
    return found


def choose(combo: QComboBox, text: str) -> None:
    index = combo.findText(text)
    assert index >= 0, f"{text!r} not offered: {items(combo)}"
    combo.setCurrentIndex(index)


# -- the dialog ---------------------------------------------------------------------------------


def test_connection_fills_properties_and_the_chosen_propertys_locations(
    qtbot: QtBot, dialog: SetupDialog, sandbox: SandboxServer
) -> None:
    assert not dialog.save.isEnabled()
    assert not dialog.property_choice.isEnabled()
    assert dialog.key.echoMode() is QLineEdit.EchoMode.Password
    said = press_test(qtbot, dialog, sandbox.url, DEMO_KEY)
    assert said == "Connected. This key sees 2 properties."
    assert items(dialog.property_choice) == ["Harbour Hotel & Spa", "Maison Lumière"]
    assert dialog.property_choice.currentText() == "Harbour Hotel & Spa"
    assert items(dialog.location_choice) == ["Hotel Reception", "Spa"]
    assert not dialog.save.isEnabled(), "a till is not saved without a manager"
    assert add_manager(qtbot, dialog, "Mia Manager", "7391") == "Mia Manager is a manager at this till."
    assert dialog.save.isEnabled()
    choose(dialog.property_choice, "Maison Lumière")
    assert items(dialog.location_choice) == ["Restaurant"]
    assert dialog.save.isEnabled()
    assert not dialog.warning.isVisible()


def test_a_wrong_key_is_refused_plainly_and_nothing_can_be_saved(
    qtbot: QtBot, dialog: SetupDialog, sandbox: SandboxServer, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    said = press_test(qtbot, dialog, sandbox.url, "not-the-key-at-all")
    assert said.startswith("The service refused this API key.")
    assert "not-the-key-at-all" not in caplog.text + said + dialog.status.toolTip()
    assert dialog.property_choice.count() == 0
    assert not dialog.save.isEnabled()


def test_a_stopped_service_cannot_be_reached(
    qtbot: QtBot, dialog: SetupDialog, sandbox: SandboxServer
) -> None:
    url = sandbox.url
    sandbox.stop()
    said = press_test(qtbot, dialog, url, DEMO_KEY)
    assert said.startswith(f"Cannot reach the voucher service at {url}.")
    assert not dialog.save.isEnabled()


def test_plain_http_to_another_computer_is_refused_as_insecure(qtbot: QtBot, dialog: SetupDialog) -> None:
    said = press_test(qtbot, dialog, "http://192.168.1.5", DEMO_KEY)
    assert said == "The service address must start with https:// (plain http is only for this machine)."
    assert not dialog.save.isEnabled()


def test_changing_the_address_after_a_test_asks_for_a_new_test(
    qtbot: QtBot, dialog: SetupDialog, sandbox: SandboxServer
) -> None:
    press_test(qtbot, dialog, sandbox.url, DEMO_KEY)
    add_manager(qtbot, dialog, "Mia Manager", "7391")
    assert dialog.save.isEnabled()
    qtbot.keyClicks(dialog.url, "/v2")
    assert not dialog.save.isEnabled()
    assert dialog.property_choice.count() == 0
    assert dialog.status.text() == "Test the connection again before saving."


def test_a_blank_till_name_cannot_be_saved(qtbot: QtBot, dialog: SetupDialog, sandbox: SandboxServer) -> None:
    press_test(qtbot, dialog, sandbox.url, DEMO_KEY)
    add_manager(qtbot, dialog, "Mia Manager", "7391")
    dialog.till_name.selectAll()
    qtbot.keyClicks(dialog.till_name, "   ")
    assert not dialog.save.isEnabled()
    qtbot.keyClicks(dialog.till_name, "Spa till")
    assert dialog.save.isEnabled()


def test_the_file_fallback_is_announced(qtbot: QtBot, qloop: qasync.QEventLoop) -> None:
    shown = SetupDialog(SetupViewModel(None, None), first_run=True, uses_fallback=True)
    qtbot.addWidget(shown)
    shown.show()
    assert shown.warning.isVisible()
    assert shown.warning.text() == FALLBACK_WARNING


# -- start-up and restart -----------------------------------------------------------------------


@pytest.fixture
def home(tmp_path: Path) -> AppPaths:
    return resolve_paths(tmp_path / "home").ensure()


def start_till(paths: AppPaths) -> asyncio.Future[int]:
    return asyncio.ensure_future(
        run_till(paths, training=False, staff="Sam Till", self_test=None, crashes=CrashReporter())
    )


def finish(qtbot: QtBot, task: asyncio.Future[int]) -> int:
    return run(qtbot, task, timeout_ms=15_000)


@pytest.mark.parametrize("backend_kind", [MemoryKeyring, NoKeyring])
def test_first_run_saves_settings_and_key_then_opens_the_till(
    qtbot: QtBot,
    qloop: qasync.QEventLoop,
    sandbox: SandboxServer,
    home: AppPaths,
    monkeypatch: pytest.MonkeyPatch,
    backend_kind: type[MemoryKeyring],
) -> None:
    backend = backend_kind()
    monkeypatch.setattr(keyring, "get_keyring", lambda: backend)
    task = start_till(home)
    setup = wait_for(qtbot, SetupDialog)
    assert setup.warning.isVisible() == (backend_kind is NoKeyring)
    press_test(qtbot, setup, sandbox.url, DEMO_KEY)
    choose(setup.location_choice, "Spa")
    setup.till_name.selectAll()
    qtbot.keyClicks(setup.till_name, "Spa till")
    assert not setup.save.isEnabled()
    assert add_manager(qtbot, setup, "7391", "7391") == PIN_AS_NAME_TEXT
    assert add_manager(qtbot, setup, "Mia Manager", "7391", "7392") == (
        "The two PINs are not the same. Type them again."
    )
    assert add_manager(qtbot, setup, "Mia Manager", "7391") == "Mia Manager is a manager at this till."
    assert add_manager(qtbot, setup, "Oli Owner", "7391") == PIN_TAKEN_TEXT
    assert add_manager(qtbot, setup, "Oli Owner", "5820") == "Oli Owner is a manager at this till."
    assert setup.isVisible(), "Enter in a manager's PIN adds the manager; it never saves the dialog"
    setup.save.click()

    window = wait_for(qtbot, MainWindow)
    assert window.header.place.text() == "Harbour Hotel & Spa · Spa"
    saved = load_settings(home.settings_file)
    assert saved is not None
    assert (saved.base_url, saved.domain_id, saved.location_id, saved.till_name) == (
        sandbox.url,
        Properties.HARBOUR,
        Locations.SPA,
        "Spa till",
    )
    assert DEMO_KEY not in home.settings_file.read_text(encoding="utf-8")
    assert [m.name for m in saved.managers] == ["Mia Manager", "Oli Owner"]
    assert "5820" not in home.settings_file.read_text(encoding="utf-8")
    found = identify("5820", window.till.manager.managers)
    assert found is not None
    assert found.name == "Oli Owner"
    if backend_kind is NoKeyring:
        assert stat.S_IMODE(home.secrets_file.stat().st_mode) == 0o600
        assert DEMO_KEY in home.secrets_file.read_text(encoding="utf-8")
    else:
        # The key and, beside it, the audit log's own chain key: nothing else.
        assert backend.saved[("voucher-desk", "api-key")] == DEMO_KEY
        assert set(backend.saved) <= {("voucher-desk", "api-key"), ("voucher-desk", "audit-chain-key")}
        assert not home.secrets_file.exists()
    window.close()
    assert finish(qtbot, task) == 0


def test_cancelling_the_first_run_leaves_nothing_behind(
    qtbot: QtBot, qloop: qasync.QEventLoop, home: AppPaths, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(keyring, "get_keyring", MemoryKeyring)
    task = start_till(home)
    wait_for(qtbot, SetupDialog).reject()
    assert finish(qtbot, task) == 2
    assert not home.settings_file.exists()


def test_manager_changes_the_location_from_the_menu_and_the_till_restarts_there(
    qtbot: QtBot,
    qloop: qasync.QEventLoop,
    sandbox: SandboxServer,
    home: AppPaths,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    set_up_at_reception(home, sandbox, monkeypatch, read_timeout_s=2.0, managers=MIA)
    task = start_till(home)
    window = wait_for(qtbot, MainWindow)
    old_till = window.till

    window.manager_actions.service_settings()  # Manager → Service settings…
    enter_pin(qtbot, window, "2580")
    dialog = wait_for(qtbot, SetupDialog)
    qtbot.waitUntil(lambda: dialog.status.property("kind") == "done", timeout=15_000)
    assert dialog.url.text() == sandbox.url
    assert dialog.key.text() == ""
    assert DEMO_KEY not in dialog.key.placeholderText()
    assert dialog.property_choice.currentText() == "Harbour Hotel & Spa"
    assert dialog.location_choice.currentText() == "Hotel Reception"
    choose(dialog.property_choice, "Maison Lumière")
    assert not dialog.only_till.isChecked(), "other tills may work at a location unless a manager says not"
    dialog.only_till.click()
    dialog.save.click()

    new_window = wait_for(qtbot, MainWindow, other_than=window)
    assert new_window.header.place.text() == "Maison Lumière · Restaurant"
    assert new_window.header.staff.text() == "Staff: Sam Till"
    assert [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()] == [
        new_window
    ]
    assert old_till.client._http.is_closed
    saved = load_settings(home.settings_file)
    assert saved is not None
    assert (saved.domain_id, saved.location_id, saved.read_timeout_s, saved.only_till_here) == (
        Properties.MAISON,
        Locations.RESTAURANT,
        2.0,
        True,
    )
    assert new_window.till.movements.only_till_here
    changes = new_window.till.audit.entries(action="settings")
    assert [(e.manager, e.outcome) for e in changes] == [("Mia Manager", "changed")]
    assert "Maison Lumière · Restaurant" in (changes[0].reason or "")
    assert "now the only till at this location" in (changes[0].reason or "")
    assert not task.done()
    new_window.close()
    assert finish(qtbot, task) == 0


@pytest.mark.logs(logs.STORAGE_PROBLEM)
def test_a_change_of_service_settings_the_audit_log_cannot_take_is_not_made(
    qtbot: QtBot,
    qloop: qasync.QEventLoop,
    sandbox: SandboxServer,
    home: AppPaths,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Saved in the dialog, but its audit line cannot be written: the manager is told so in plain
    words, and the till goes on at the place it was, with the settings file as it was."""
    set_up_at_reception(home, sandbox, monkeypatch, read_timeout_s=2.0, managers=MIA)
    task = start_till(home)
    window = wait_for(qtbot, MainWindow)
    window.manager_actions.service_settings()
    enter_pin(qtbot, window, "2580")
    dialog = wait_for(qtbot, SetupDialog)
    qtbot.waitUntil(lambda: dialog.status.property("kind") == "done", timeout=15_000)
    choose(dialog.property_choice, "Maison Lumière")
    with opened_read_only(window.till.audit):
        dialog.save.click()
        told = wait_for(qtbot, QMessageBox)
    assert told.text() == (
        "The till cannot write its audit log: the data folder is read-only. "
        "The service settings were not changed."
    )
    told.accept()
    assert shown_window(MainWindow, other_than=window) is None
    assert window.header.place.text() == "Harbour Hotel & Spa · Hotel Reception"
    saved = load_settings(home.settings_file)
    assert saved is not None
    assert (saved.domain_id, saved.location_id) == (Properties.HARBOUR, Locations.RECEPTION)
    assert window.till.audit.entries(action="settings") == []
    window.close()
    assert finish(qtbot, task) == 0


def test_test_connection_checks_the_account_and_the_settings_keep_what_it_adapted(
    qtbot: QtBot, dialog: SetupDialog, sandbox: SandboxServer
) -> None:
    sandbox.forms.set("pages_from_0", path="/balance_events/")
    said = service_checked(qtbot, dialog, sandbox)
    assert "Adapted: The first page is page 0" in said
    assert "the till now asks for page 0 first" in said
    assert fit_kept(qtbot, dialog).first_page == 0
    dialog.url.clear()
    qtbot.keyClicks(dialog.url, sandbox.url + "/")
    qtbot.waitUntil(lambda: not dialog.service_check.isVisible())


def test_test_connection_says_it_cannot_tell_a_zone_behind_and_keeps_the_tills_own_times(
    qtbot: QtBot, dialog: SetupDialog, sandbox: SandboxServer
) -> None:
    sandbox.forms.set("zone_stamps_behind")
    said = service_checked(qtbot, dialog, sandbox)
    assert "behind the till's clock" in said
    assert "a read cannot tell the two apart" in said
    assert fit_kept(qtbot, dialog).stamp_offset_minutes == 0
