"""The manager view-model on its own stores and the sandbox: first PIN, one-action sessions, models."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from app.api.client import VoucherClient
from app.core.settings import Settings
from app.core.tasks import TaskSlots
from app.sandbox.seed import DEMO_KEY, Locations, Properties
from app.sandbox.server import SandboxServer
from app.services.movements import MovementService
from app.store.audit import AuditLog
from app.store.journal import Journal
from app.store.manager_lock import ManagerLock
from app.viewmodels.connection import ConnectionViewModel
from app.viewmodels.manager import ManagerViewModel
from app.viewmodels.session import SessionViewModel


@pytest.fixture
def stores(tmp_path: Path) -> Iterator[tuple[AuditLog, Journal, ManagerLock]]:
    audit, journal = AuditLog(tmp_path / "audit.sqlite3"), Journal(tmp_path / "journal.sqlite3")
    lock = ManagerLock(tmp_path / "manager_lock.sqlite3")
    yield audit, journal, lock
    audit.close()
    journal.close()
    lock.close()


def manager_vm(
    sandbox: SandboxServer,
    stores: tuple[AuditLog, Journal, ManagerLock],
    settings_file: Path | None,
    *,
    training: bool,
) -> ManagerViewModel:
    audit, journal, lock = stores
    settings = Settings(
        base_url=sandbox.url,
        domain_id=Properties.HARBOUR,
        location_id=Locations.RECEPTION,
        till_name="Till 3",
    )
    client = VoucherClient(sandbox.url, DEMO_KEY)
    tasks = TaskSlots()
    session = SessionViewModel("Harbour", "Till 3", training)
    session.sign_in("Sam Till")
    return ManagerViewModel(
        settings=settings,
        settings_file=settings_file,
        lock=lock,
        audit=audit,
        journal=journal,
        movements=MovementService(
            client, journal, audit, till="Till 3", location_id=Locations.RECEPTION, only_till_here=True
        ),
        client=client,
        tasks=tasks,
        connection=ConnectionViewModel(client.properties, tasks),
        session=session,
        training=training,
    )


def test_first_manager_action_sets_a_pin_and_stores_only_its_hash(
    sandbox: SandboxServer, stores: tuple[AuditLog, Journal, ManagerLock], tmp_path: Path
) -> None:
    settings_file = tmp_path / "settings.json"
    vm = manager_vm(sandbox, stores, settings_file, training=False)
    assert not vm.pin_is_set
    assert vm.training_hint == ""
    assert vm.unlock("Mia", "2468").text == "No manager PIN is set yet. Choose one first."
    assert vm.set_pin("Mia", "1234", "1234").text == "The PIN must not be a run of digits such as 1234."
    assert vm.set_pin("Mia", "7391", "7392").text == "The two PINs are not the same. Type them again."
    assert vm.set_pin("Mia", "7391", "7391").ok
    saved = json.loads(settings_file.read_text(encoding="utf-8"))["manager_pin_hash"]
    assert saved.startswith("scrypt$")
    assert "7391" not in settings_file.read_text(encoding="utf-8")
    assert vm.manager == "Mia"
    assert vm.begin_action() == "Mia"
    assert vm.manager is None
    assert vm.begin_action() is None
    assert not vm.unlock("Mia", "2468").ok
    assert vm.unlock("Mia", "7391").ok
    audit = stores[0]
    assert [(e.action, e.manager, e.outcome) for e in audit.entries()] == [
        ("set manager PIN", "Mia", "done"),
        ("manager unlock", "Mia", "wrong PIN"),
        ("manager unlock", "Mia", "done"),
    ]


def test_training_pin_is_kept_in_memory_when_there_is_no_settings_file(
    sandbox: SandboxServer, stores: tuple[AuditLog, Journal, ManagerLock]
) -> None:
    vm = manager_vm(sandbox, stores, None, training=True)
    assert vm.training_hint == "Training till: the manager PIN is 2468."
    assert vm.unlock("Mia", "2468").ok
    vm.end_session()
    assert vm.unlock("Mia", "5802").ok is False
    assert vm.manager is None


def test_manager_tables_pass_the_model_tester(
    qtbot: QtBot,
    qtmodeltester: ModelTester,
    sandbox: SandboxServer,
    stores: tuple[AuditLog, Journal, ManagerLock],
) -> None:
    vm = manager_vm(sandbox, stores, None, training=True)
    vm.unlock("Mia", "2468")
    vm.unlock("Mia", "0000")
    vm.show_audit()
    assert vm.audit_entries.rowCount() == 2
    for model in (vm.audit_entries, vm.refund_rows, vm.shift_lines):
        qtmodeltester.check(model)
