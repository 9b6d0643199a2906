"""A till session's objects live exactly as long as the session: no garbage collection needed.

The leak check in tests/conftest.py proves for every test that builds a till that its Qt objects
are deleted when it closes. These prove the rest: that nothing of a closed session is kept alive by
a reference cycle (which only a collection would free, on whatever thread it ran), and that closing
a training till never holds up the window while its sandbox stops.
"""

from __future__ import annotations

import asyncio
import gc
import threading
import weakref
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from pytestqt.qtbot import QtBot

from app.compose import Till, build_till
from app.core.paths import resolve_paths
from app.sandbox.seed_catalogue import DEMO_KEY
from helpers.till import open_till, run, till_settings
from sandbox_harness.server import SandboxServer


@pytest.fixture
def no_automatic_collection() -> Iterator[None]:
    was_enabled = gc.isenabled()
    gc.disable()
    yield
    if was_enabled:
        gc.enable()


def test_a_closed_sessions_view_models_are_freed_by_reference_counting_alone(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path, no_automatic_collection: None
) -> None:
    """A session that looked a voucher up and redeemed from it, then closed: its view-models, their
    models and its owner are gone with the last reference to the till, with no cyclic collection.

    (The window's widgets still hold each other, as Qt widgets do; the leak check proves their Qt
    objects are deleted at close, so a later collection only frees empty Python wrappers.)
    """
    till = build_till(
        till_settings(sandbox),
        DEMO_KEY,
        resolve_paths(tmp_path / "home").ensure(),
        settings_file=None,
        training=True,
    )
    till.session.sign_in("Sam Till")
    _look_up(qtbot, till, "SPA50PART")
    watched: list[weakref.ref[object]] = [weakref.ref(till), weakref.ref(till.owner)]
    watched += [weakref.ref(vm) for vm in _view_models(till)]
    watched += [
        weakref.ref(till.lookup.history),
        weakref.ref(till.lookup.rows),
        weakref.ref(till.activity.model),
    ]
    run(qtbot, till.aclose())
    del till
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    alive = [type(ref()).__name__ for ref in watched if ref() is not None]
    assert alive == []


def test_closing_a_training_till_stops_its_sandbox_without_holding_the_window(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> None:
    """Stopping the built-in sandbox waits for its server thread: that wait happens off the GUI
    thread, so the window keeps working (a timer fires) while the sandbox is still stopping."""
    window, till = open_till(qtbot, sandbox, tmp_path / "home")
    stopping = threading.Event()
    may_stop = threading.Event()
    stopped_on: list[threading.Thread] = []

    class SlowSandbox:
        def close(self) -> None:
            stopped_on.append(threading.current_thread())
            stopping.set()
            may_stop.wait(30)

    till.sandbox = SlowSandbox()
    ticked = asyncio.Event()
    timer = QTimer()
    timer.setInterval(0)
    timer.timeout.connect(lambda: ticked.set() if stopping.is_set() else None)
    timer.start()
    window.close()
    closing = asyncio.ensure_future(till.aclose())
    try:
        run(qtbot, ticked.wait())
        assert not closing.done()
    finally:
        may_stop.set()
        timer.stop()
        timer.deleteLater()
    run(qtbot, closing)
    assert stopped_on
    assert stopped_on[0] is not threading.main_thread()


def _look_up(qtbot: QtBot, till: Till, code: str) -> None:
    with qtbot.waitSignal(till.lookup.voucher_shown):
        till.lookup.look_up(code)
    qtbot.waitUntil(lambda: not till.tasks.running("lookup"))


def _view_models(till: Till) -> list[QObject]:
    return [
        till.session,
        till.connection,
        till.lookup,
        till.redeem,
        till.activity,
        till.manager,
        till.handoff,
        till.slips,
        till.storage,
        till.recheck,
    ]
