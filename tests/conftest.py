"""Test configuration shared by every suite.

Qt runs offscreen, and every folder the app could write to is redirected under a temporary
root before anything imports the app, so no test touches the real user's settings or logs.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest

os.environ["QT_QPA_PLATFORM"] = "offscreen"
_SESSION_HOME = Path(tempfile.mkdtemp(prefix="voucher-desk-tests-"))
for _var in ("HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
    os.environ[_var] = str(_SESSION_HOME / _var.lower())
os.environ["VOUCHER_DESK_HOME"] = str(_SESSION_HOME / "app")


@pytest.fixture
def app_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh app root for one test: settings, data and logs all live under it."""
    root = tmp_path / "home"
    monkeypatch.setenv("VOUCHER_DESK_HOME", str(root))
    return root


# --- asyncio on Qt's loop ----------------------------------------------------------------------
import asyncio  # noqa: E402
import gc  # noqa: E402

import qasync  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402


@pytest.fixture(scope="session")
def _qt_asyncio_loop(qapp: QApplication) -> Iterator[qasync.QEventLoop]:
    """One qasync loop for the session.

    A loop made and closed for every test crashed now and then (a segfault in Qt's event
    processing as the next test started); one loop for the session has not.
    """
    qapp.setQuitOnLastWindowClosed(False)
    loop = qasync.QEventLoop(qapp, already_running=True)
    asyncio.events._set_running_loop(None)
    # As in the app (app/ui/gui_gc.py): Qt objects must only be collected on this thread, never by a
    # collection that the sandbox's server thread happens to start. Tests collect after each Qt test.
    gc.disable()
    yield loop
    gc.enable()
    # qasync's stop() would also quit the QApplication; mark the loop stopped by hand instead.
    loop._QEventLoop__is_running = False
    loop._after_run_forever()
    loop.close()


@pytest.fixture
def qloop(_qt_asyncio_loop: qasync.QEventLoop) -> Iterator[qasync.QEventLoop]:
    """asyncio running on Qt's loop for this test, so pytest-qt's waits also run coroutines.

    The loop counts as running only during the test, leaving other tests free to run their own.
    """
    asyncio.set_event_loop(_qt_asyncio_loop)
    asyncio.events._set_running_loop(_qt_asyncio_loop)
    yield _qt_asyncio_loop
    asyncio.events._set_running_loop(None)
    asyncio.set_event_loop(None)
    gc.collect()


# --- Sandbox fixtures (app/sandbox) -------------------------------------------------------------
# Imported here, after the folders above are redirected, so the app never sees the real ones.
from collections.abc import Iterator  # noqa: E402

from app.sandbox.seed import DEMO_KEY  # noqa: E402
from app.sandbox.server import SandboxServer  # noqa: E402

#: Suites that run twice: against the sandbox's clean answers and against the same data in the
#: shapes an older PHP/MySQL service sends (``--legacy-shapes``), so the till is proven on both.
SHAPED_SUITES = frozenset({"ui", "faults"})
SHAPES = ("clean", "legacy")


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "sandbox_shapes" in metafunc.fixturenames:
        suite = Path(str(metafunc.definition.path)).relative_to(Path(__file__).parent).parts[0]
        if suite in SHAPED_SUITES:
            metafunc.parametrize("sandbox_shapes", SHAPES, indirect=True, scope="session")


@pytest.fixture(scope="session")
def sandbox_shapes(request: pytest.FixtureRequest) -> str:
    """``clean`` or ``legacy``: how the session's sandbox shapes its answers."""
    return str(getattr(request, "param", "clean"))


@pytest.fixture(scope="session")
def sandbox_server(sandbox_shapes: str) -> Iterator[SandboxServer]:
    """One sandbox on loopback per shape for the whole session; tests take it through ``sandbox``."""
    server = SandboxServer(legacy_shapes=sandbox_shapes == "legacy")
    server.start()
    yield server
    server.close()


@pytest.fixture
def sandbox(sandbox_server: SandboxServer) -> SandboxServer:
    """The session's sandbox with fresh demo data, the real time and no faults, serving."""
    sandbox_server.start()
    sandbox_server.reset("demo")
    return sandbox_server


@pytest.fixture
def demo_key() -> str:
    """The API key that sees both demo properties."""
    return DEMO_KEY
