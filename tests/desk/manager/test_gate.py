"""The manager gate's own rules, on a fake lock and audit log: a wrong PIN, the lock after too many,
and a session that covers one action."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from app.core.names import TRAINING_MANAGER
from app.core.settings import Settings
from app.core.tasks import TaskSlots
from app.desk.common.session import SessionViewModel
from app.desk.manager.gate import TRAINING_PIN, ManagerGate, PinAnswer
from helpers.fakes import FakeAudit, FakeLock


@pytest.fixture
def audit() -> FakeAudit:
    return FakeAudit()


@pytest.fixture
def lock() -> FakeLock:
    return FakeLock(limit=2)


@pytest.fixture
def gate(tasks: TaskSlots, audit: FakeAudit, lock: FakeLock) -> ManagerGate:
    session = SessionViewModel("Harbour", "Till 3", True)
    session.sign_in("Sam Till")
    return ManagerGate(
        settings=Settings(till_name="Till 3"),
        settings_file=None,
        lock=lock,
        audit=audit,
        tasks=tasks,
        session=session,
        training=True,
    )


def answer(qtbot: QtBot, gate: ManagerGate, pin: str) -> PinAnswer:
    with qtbot.waitSignal(gate.answered) as answered:
        gate.unlock(pin)
    told = answered.args[0]
    assert isinstance(told, PinAnswer)
    return told


def test_a_wrong_pin_is_said_counted_and_audited_and_opens_nothing(
    qtbot: QtBot, gate: ManagerGate, audit: FakeAudit, lock: FakeLock
) -> None:
    assert answer(qtbot, gate, "1111") == PinAnswer(False, "Wrong PIN. Try again.")
    assert gate.manager is None
    assert lock.failures == 1
    assert audit.lines[-1]["outcome"] == "wrong PIN"


def test_too_many_wrong_pins_lock_the_gate_even_for_the_right_one(
    qtbot: QtBot, gate: ManagerGate, audit: FakeAudit, lock: FakeLock
) -> None:
    answer(qtbot, gate, "1111")
    locked = answer(qtbot, gate, "2222")
    assert not locked.ok
    assert locked.text == "Too many wrong PINs. Manager actions are locked for another 2 min."
    refused = answer(qtbot, gate, TRAINING_PIN)
    assert refused == PinAnswer(False, locked.text)
    assert gate.manager is None
    assert audit.lines[-1]["outcome"] == "refused (locked)"


def test_the_right_pin_opens_a_session_for_one_action_and_clears_the_count(
    qtbot: QtBot, gate: ManagerGate, lock: FakeLock
) -> None:
    answer(qtbot, gate, "1111")
    assert answer(qtbot, gate, TRAINING_PIN) == PinAnswer(True, "", TRAINING_MANAGER)
    assert lock.failures == 0
    assert gate.begin_action() == TRAINING_MANAGER
    assert gate.begin_action() is None
