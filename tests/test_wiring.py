"""What composition connects: here, when an installed till looks for an update."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest
from PySide6.QtCore import QObject, Signal

from app.desk.common.connection import Link
from app.wiring import _updates


class _Signals(QObject):
    staff_changed = Signal(str)
    changed = Signal(str, str)


class _Updates:
    def __init__(self) -> None:
        self.staged = None
        self.looked = False
        self.notice = object()
        self.checks = 0

    async def check(self) -> None:
        self.checks += 1


class _Tasks:
    def __init__(self) -> None:
        self.started: list[str] = []

    def running(self, name: str) -> bool:
        return False

    def start(self, name: str, work: Any) -> None:
        self.started.append(name)
        work.close()


@pytest.fixture
def till(qapp: object) -> SimpleNamespace:
    del qapp
    signals = _Signals()
    session = SimpleNamespace(staff="", staff_changed=signals.staff_changed)
    return SimpleNamespace(
        updates=_Updates(),
        notices=SimpleNamespace(watch=lambda origin, signal: None),
        session=session,
        tasks=_Tasks(),
        connection=SimpleNamespace(changed=signals.changed),
        signals=signals,
    )


def test_a_till_signed_in_before_it_was_online_looks_once_it_is_online(till: SimpleNamespace) -> None:
    _updates(till)  # type: ignore[arg-type]
    till.session.staff = "Sam"
    till.session.staff_changed.emit("Sam")  # the check is held back: the till is not online yet
    till.tasks.started.clear()

    till.connection.changed.emit(Link.ONLINE.value, "Online")

    assert till.tasks.started == ["update-check"]


def test_a_till_that_has_looked_does_not_look_again_at_each_reconnection(till: SimpleNamespace) -> None:
    _updates(till)  # type: ignore[arg-type]
    till.session.staff = "Sam"
    till.updates.looked = True

    till.connection.changed.emit(Link.OFFLINE.value, "Offline")
    till.connection.changed.emit(Link.ONLINE.value, "Online")

    assert till.tasks.started == []


def test_nobody_signed_in_means_no_look_when_the_till_comes_online(till: SimpleNamespace) -> None:
    _updates(till)  # type: ignore[arg-type]

    till.connection.changed.emit(Link.ONLINE.value, "Online")

    assert till.tasks.started == []
