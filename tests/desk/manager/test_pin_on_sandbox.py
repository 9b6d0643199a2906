"""The manager gate on its own stores: PINs that identify managers, one-action sessions, the admin."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path

import pytest
import qasync
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from app.api.client import VoucherClient
from app.api.models import BalanceEvent
from app.core.names import TRAINING_MANAGER
from app.core.notice import Kind, Notice
from app.core.pin import hash_pin
from app.core.settings import ManagerRecord, Settings
from app.core.tasks import TaskSlots
from app.desk.common.connection import ConnectionViewModel
from app.desk.common.session import SessionViewModel
from app.desk.manager.admin import PIN_AS_NAME_TEXT, PIN_TAKEN_TEXT
from app.desk.manager.base import ManagerParts
from app.desk.manager.desk import ManagerDesk
from app.desk.manager.gate import ManagerGate, PinAnswer
from app.sandbox.seed import DemoCodes
from app.sandbox.seed_catalogue import DEMO_KEY, Locations, Properties
from app.store.audit import AuditLog
from app.store.journal import Journal
from app.store.manager_lock import ManagerLock
from helpers.service_till import movement_service
from helpers.till import run
from sandbox_harness.server import SandboxServer

Stores = tuple[AuditLog, Journal, ManagerLock]


@pytest.fixture
def stores(tmp_path: Path) -> Iterator[Stores]:
    audit, journal = AuditLog(tmp_path / "audit.sqlite3"), Journal(tmp_path / "journal.sqlite3")
    lock = ManagerLock(tmp_path / "manager_lock.sqlite3")
    yield audit, journal, lock
    audit.close()
    journal.close()
    lock.close()


def desk(
    sandbox: SandboxServer, stores: Stores, settings_file: Path | None, *, training: bool, **changes: object
) -> ManagerDesk:
    audit, journal, lock = stores
    settings = Settings(
        base_url=sandbox.url,
        domain_id=Properties.HARBOUR,
        location_id=Locations.RECEPTION,
        till_name="Till 3",
        **changes,
    )
    client = VoucherClient(sandbox.url, DEMO_KEY)
    tasks = TaskSlots()
    session = SessionViewModel("Harbour", "Till 3", training)
    session.sign_in("Sam Till")
    gate = ManagerGate(
        settings=settings,
        settings_file=settings_file,
        lock=lock,
        audit=audit,
        tasks=tasks,
        session=session,
        training=training,
    )
    return ManagerDesk(
        ManagerParts(
            settings=settings,
            gate=gate,
            audit=audit,
            journal=journal,
            movements=movement_service(client, journal, audit, till="Till 3"),
            client=client,
            tasks=tasks,
            connection=ConnectionViewModel(client.properties, tasks),
            session=session,
            pos_keyed=None,
            clock=datetime.now,
        )
    )


def try_pin(qtbot: QtBot, gate: ManagerGate, pin: str) -> PinAnswer:
    with qtbot.waitSignal(gate.answered, timeout=5_000) as answered:
        gate.unlock(pin)
    answer = answered.args[0] if answered.args else None
    assert isinstance(answer, PinAnswer)
    return answer


MIA = ManagerRecord(name="Mia", pin_hash=hash_pin("7391"))
OLI = ManagerRecord(name="Oli", pin_hash=hash_pin("5820"))


def test_the_pin_says_which_manager_approves_and_a_session_covers_one_action(
    qtbot: QtBot, qloop: qasync.QEventLoop, sandbox: SandboxServer, stores: Stores
) -> None:
    gate = desk(sandbox, stores, None, training=False, managers=(MIA, OLI)).gate
    assert gate.training_hint == ""
    assert try_pin(qtbot, gate, "5820") == PinAnswer(True, "", "Oli")
    assert gate.begin_action() == "Oli"
    assert gate.begin_action() is None, "the session ended with the action"
    assert try_pin(qtbot, gate, "2468").text == "Wrong PIN. Try again."
    assert try_pin(qtbot, gate, "7391").manager == "Mia"
    audit = stores[0]
    assert [(e.action, e.staff, e.manager, e.outcome) for e in audit.entries()] == [
        ("manager unlock", "Sam Till", "Oli", "done"),
        ("manager unlock", "Sam Till", None, "wrong PIN"),
        ("manager unlock", "Sam Till", "Mia", "done"),
    ]


def test_a_training_till_has_its_training_manager(
    qtbot: QtBot, qloop: qasync.QEventLoop, sandbox: SandboxServer, stores: Stores
) -> None:
    gate = desk(sandbox, stores, None, training=True).gate
    assert gate.training_hint == "Training till: the manager PIN is 2468."
    assert try_pin(qtbot, gate, "2468").manager == TRAINING_MANAGER


def test_managers_are_added_renamed_by_pin_and_removed_but_never_the_last(
    qtbot: QtBot, qloop: qasync.QEventLoop, sandbox: SandboxServer, stores: Stores, tmp_path: Path
) -> None:
    settings_file = tmp_path / "settings.json"
    till = desk(sandbox, stores, settings_file, training=False, managers=(MIA,))
    admin = till.admin("Mia")

    def said(action: object) -> str:
        with qtbot.waitSignal(admin.changed, timeout=5_000):
            action()  # type: ignore[operator]
        return str(admin_status[-1])

    admin_status: list[str] = []
    admin.notice.connect(lambda notice: admin_status.append(notice.text))
    assert said(lambda: admin.add("2580", "5820", "5820")) == PIN_AS_NAME_TEXT
    assert said(lambda: admin.add("Oli", "1234", "1234")) == PIN_TAKEN_TEXT, "as a taken one: no tell"
    assert said(lambda: admin.add("Oli", "5820", "5821")) == "The two PINs are not the same. Type them again."
    assert said(lambda: admin.add("Oli", "7391", "7391")) == PIN_TAKEN_TEXT, "Mia's PIN identifies Mia"
    assert said(lambda: admin.add("Oli", "5820", "5820")) == "Oli is now a manager at this till."
    assert said(lambda: admin.change_pin("Oli", "6047", "6047")) == "Oli's PIN is changed."
    assert said(lambda: admin.remove("Mia")) == "Mia is no longer a manager at this till."
    assert (
        said(lambda: admin.remove("Oli")) == "The last manager cannot be removed: add another manager first."
    )
    saved = json.loads(settings_file.read_text(encoding="utf-8"))
    assert [m["name"] for m in saved["managers"]] == ["Oli"]
    assert "6047" not in settings_file.read_text(encoding="utf-8")
    assert try_pin(qtbot, till.gate, "6047").manager == "Oli"
    changes = [(e.action, e.manager, e.reason) for e in stores[0].entries() if e.action != "manager unlock"]
    assert changes == [
        ("new PIN refused", "Mia", None),
        ("new PIN refused", "Mia", None),
        ("add manager", "Mia", "Oli"),
        ("change manager PIN", "Mia", "Oli"),
        ("remove manager", "Mia", "Mia"),
    ]
    run(qtbot, till.parts.client.aclose())


def test_manager_tables_pass_the_model_tester(
    qtbot: QtBot,
    qtmodeltester: ModelTester,
    qloop: qasync.QEventLoop,
    sandbox: SandboxServer,
    stores: Stores,
) -> None:
    till = desk(sandbox, stores, None, training=True)
    try_pin(qtbot, till.gate, "2468")
    try_pin(qtbot, till.gate, "0000")
    audit = till.audit_log(TRAINING_MANAGER)
    audit.show()
    assert audit.entries.rowCount() == 2
    for model in (
        audit.entries,
        till.refund(1).rows,
        till.shift_report(TRAINING_MANAGER).lines,
        till.admin("x").managers,
    ):
        qtmodeltester.check(model)


def test_a_history_line_gives_its_event_or_a_notice_never_one_in_place_of_the_other(
    qtbot: QtBot, qloop: qasync.QEventLoop, sandbox: SandboxServer, stores: Stores
) -> None:
    """``history_event`` carries a BalanceEvent only; why a line's event is not offered is a notice."""
    till = desk(sandbox, stores, None, training=True)
    client = till.parts.client
    voucher = run(qtbot, client.lookup_code(DemoCodes.PART_USED))
    rows = run(qtbot, client.order_rows(voucher.order_id))
    line = next(entry for row in rows for entry in row.redeem_history if row.row_id == voucher.row_id)
    events: list[object] = []
    told: list[Notice] = []
    till.history_event.connect(events.append)
    till.notice.connect(told.append)

    with qtbot.waitSignal(till.history_event):
        till.find_history_event(line)
    assert isinstance(events[0], BalanceEvent)
    assert events[0].event_id == line.event_id

    for entry, says in (
        (line.model_copy(update={"status": "Unredeemed"}), "This redemption has already been reversed."),
        (line.model_copy(update={"event_id": 1}), "Event 1 is not among the service's events of that time."),
    ):
        with qtbot.waitSignal(till.notice):
            till.find_history_event(entry)
        assert told[-1].kind is Kind.REFUSED
        assert says in told[-1].text
    assert len(events) == 1
    run(qtbot, client.aclose())
