"""View-models on small fakes (``helpers.fakes``): the real view-model, its real task slots and
connection state, and nothing below them but what the test scripts."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
import qasync
from pytestqt.qtbot import QtBot

from app.core.tasks import TaskSlots
from app.desk.common.connection import ConnectionViewModel
from helpers.fakes import FakeReads, Probe, no_wait
from helpers.till import run


@pytest.fixture
def tasks(qtbot: QtBot, qloop: qasync.QEventLoop) -> Iterator[TaskSlots]:
    slots = TaskSlots()
    yield slots
    run(qtbot, slots.close())


@pytest.fixture
def probe() -> Probe:
    return Probe()


@pytest.fixture
def connection(tasks: TaskSlots, probe: Probe) -> ConnectionViewModel:
    return ConnectionViewModel(probe, tasks, sleep=no_wait)


@pytest.fixture
def reads() -> FakeReads:
    return FakeReads()
