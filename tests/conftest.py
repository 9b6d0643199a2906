"""Test configuration shared by every suite.

Qt runs offscreen, and every folder the app could write to is redirected under a temporary
root (in memory where the system offers it) before anything imports the app, so no test touches
the real user's settings or logs.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest

#: The real till window (``till_window``, ``told``, ``styled``, ``switch``, ``sale_till``) for the
#: screen tests of every package, and a till on the screens tills have (``screen_till``) for their
#: layout tests.
pytest_plugins = ["helpers.window_fixtures", "helpers.screens"]

os.environ["QT_QPA_PLATFORM"] = "offscreen"
# The till flushes every journal and audit commit to the disk (``synchronous=FULL``); the tests
# prove what it writes, not how long a disk takes to flush, which on a shared or cloud disk is most
# of a window test's time. So their files (``tmp_path``, the homes below, the processes the tests
# start) live in memory where the system offers it, as ``/dev/shm`` on Linux.
_IN_MEMORY = Path("/dev/shm")
if _IN_MEMORY.is_dir() and os.access(_IN_MEMORY, os.W_OK | os.X_OK):
    tempfile.tempdir = os.environ["TMPDIR"] = str(_IN_MEMORY)
_SESSION_HOME = Path(tempfile.mkdtemp(prefix="voucher-desk-tests-"))
for _var in ("HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
    os.environ[_var] = str(_SESSION_HOME / _var.lower())
os.environ["VOUCHER_DESK_HOME"] = str(_SESSION_HOME / "app")


# --- Hypothesis: quick on a developer's machine, thorough in CI --------------------------------
from hypothesis import settings  # noqa: E402

#: Examples per property in the thorough profile; ``helpers.effort.examples`` scales a test's own
#: count by the loaded profile, so a property that needs more (or fewer) keeps its proportion.
THOROUGH_EXAMPLES = 300
settings.register_profile("fast", max_examples=THOROUGH_EXAMPLES // 5, deadline=None)
settings.register_profile("thorough", max_examples=THOROUGH_EXAMPLES, deadline=None, print_blob=True)
# CI services (GitHub Actions among them) set CI=true; HYPOTHESIS_PROFILE picks one by hand.
settings.load_profile(
    os.environ.get("HYPOTHESIS_PROFILE") or ("thorough" if os.environ.get("CI") == "true" else "fast")
)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The tests marked ``slow`` (a build, a whole day, a walk through every language) run first,
    the rest in their order. On two workers a long test drawn near the end keeps one worker busy
    while the other has nothing left; drawn first, the many short tests after it even them out."""
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)


@pytest.fixture
def anyio_backend() -> str:
    """``async def`` tests (marked ``pytest.mark.anyio``) run on asyncio, the loop the till runs on."""
    return "asyncio"


@pytest.fixture
def app_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh app root for one test: settings, data and logs all live under it."""
    root = tmp_path / "home"
    monkeypatch.setenv("VOUCHER_DESK_HOME", str(root))
    return root


# --- asyncio on Qt's loop ----------------------------------------------------------------------
import asyncio  # noqa: E402
import gc  # noqa: E402
import logging  # noqa: E402

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
    # A safety net the app does without: a till's Qt objects are deleted on this thread when it
    # closes (the leak check below proves it), but tests also make Qt objects of their own, outside
    # any till, that a collection started by the sandbox's server thread could destroy there. So the
    # tests collect on this thread only, after each Qt test.
    gc.disable()
    yield loop
    gc.enable()
    # qasync's stop() would also quit the QApplication; mark the loop stopped by hand instead.
    loop._QEventLoop__is_running = False
    loop._after_run_forever()
    loop.close()


def _cancel_leftovers(loop: asyncio.AbstractEventLoop) -> None:
    """Cancel what a test left running on the shared loop and let it unwind, so a test that failed
    half-way (an assertion before its till was closed) cannot leave a task to run into the next."""
    left = [task for task in asyncio.all_tasks(loop) if not task.done()]
    if not left:
        return
    for task in left:
        task.cancel()
    # Qt's loop runs until the last of them has unwound (their ``finally`` blocks close connections),
    # woken by that, not by polling. The timer is only a safety net: a task that swallows its
    # cancellation must not hold the whole suite; it is reported below as still running.
    unwound = asyncio.gather(*left, return_exceptions=True)
    waiting = QEventLoop()
    bound = QTimer()
    bound.setSingleShot(True)
    bound.timeout.connect(waiting.quit)
    unwound.add_done_callback(lambda _done: waiting.quit())
    if not unwound.done():
        bound.start(10_000)
        waiting.exec()
        bound.stop()
    for task in left:
        if not task.done():
            logging.getLogger("tests").error("A task left running did not stop when cancelled: %s", task)
        if task.done() and not task.cancelled() and task.exception() is not None:
            logging.getLogger("tests").error(
                "A task left running ended in an error", exc_info=task.exception()
            )


@pytest.fixture
def qloop(_qt_asyncio_loop: qasync.QEventLoop) -> Iterator[qasync.QEventLoop]:
    """asyncio running on Qt's loop for this test, so pytest-qt's waits also run coroutines.

    The loop counts as running only during the test, leaving other tests free to run their own.
    """
    asyncio.set_event_loop(_qt_asyncio_loop)
    asyncio.events._set_running_loop(_qt_asyncio_loop)
    yield _qt_asyncio_loop
    _cancel_leftovers(_qt_asyncio_loop)
    asyncio.events._set_running_loop(None)
    asyncio.set_event_loop(None)
    gc.collect()
    # What outlived the test (modules, the session's sandbox, caches) is set aside: the next test's
    # collection then goes through only what that test made. A full one walked the whole heap
    # (140,000 objects with Qt and the app loaded), 60 to 160 ms after every test on Qt's loop.
    gc.freeze()


# --- logfail: a warning a test did not declare fails it --------------------------------------
import re  # noqa: E402

_DECLARED = pytest.StashKey[list[str]]()
#: Set to a file name, the check writes what it would fail on there instead (to survey a suite).
_SURVEY = os.environ.get("VOUCHER_DESK_LOG_SURVEY", "")


class _Kept(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


#: What the till logs, by design, when it reads an older service's shapes (float noise in money).
LEGACY_SHAPE_WARNINGS = (r"^Money with float noise in ",)  # helpers.logs.FLOAT_NOISE


@pytest.fixture
def expect_log(request: pytest.FixtureRequest) -> Callable[[str], None]:
    """Declare, from inside a test, a warning it expects: ``expect_log(r"regex on the message")``."""
    declared: list[str] = request.node.stash.setdefault(_DECLARED, [])
    return declared.append


@pytest.fixture(autouse=True)
def _undeclared_warnings_fail(request: pytest.FixtureRequest) -> Iterator[None]:
    """A test that logs a warning (or worse) it did not declare fails, as Mercurial's and
    qutebrowser's ``logfail`` do: a warning nobody expected is a bug nobody would otherwise see.

    Declare expected ones with ``@pytest.mark.logs(r"regex", ...)`` on the test, its class or its
    module (``pytestmark``), or with the ``expect_log`` fixture; each regex is searched in the
    message. Captured with a handler of its own on the root logger, whatever pytest's log capture
    does; a test that already failed is not failed again for its warnings.
    """
    kept = _Kept()
    root = logging.getLogger()
    root.addHandler(kept)
    yield
    root.removeHandler(kept)
    declared = [re.compile(p) for marker in request.node.iter_markers("logs") for p in marker.args]
    declared += [re.compile(p) for p in request.node.stash.get(_DECLARED, [])]
    if "sandbox_shapes" in request.fixturenames and request.getfixturevalue("sandbox_shapes") == "legacy":
        declared += [re.compile(p) for p in LEGACY_SHAPE_WARNINGS]
    undeclared = [r for r in kept.records if not any(pattern.search(r.getMessage()) for pattern in declared)]
    if not undeclared or request.node.stash.get(_CALL_FAILED, False):
        return
    lines = [f"{r.levelname} {r.name}: {r.getMessage()}" for r in undeclared]
    if _SURVEY:
        with open(_SURVEY, "a", encoding="utf-8") as survey:
            survey.writelines(f"{request.node.nodeid}\t{line}\n" for line in lines)
        return
    pytest.fail(
        "logged a warning it did not declare (mark it @pytest.mark.logs(...)):\n  " + "\n  ".join(lines),
        pytrace=False,
    )


# --- A till's Qt objects die with its session -------------------------------------------------
import weakref  # noqa: E402

import shiboken6  # noqa: E402
from PySide6.QtCore import QCoreApplication, QEvent, QEventLoop, QObject, QSocketNotifier, QTimer  # noqa: E402
from PySide6.QtGui import QClipboard  # noqa: E402
from PySide6.QtTest import QAbstractItemModelTester  # noqa: E402

from app.compose import TillSession  # noqa: E402

_CALL_FAILED = pytest.StashKey[bool]()
#: The event loop's (qasync watches each socket with a notifier it frees in its own time, and runs
#: ``to_thread`` on a pool of worker threads it keeps), pytest-qt's (``qtmodeltester``'s tester) and
#: the application's one clipboard, made the first time anything asks for it.
_NOT_THE_TILLS = (QSocketNotifier, qasync._QThreadWorker, QAbstractItemModelTester, QClipboard)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Generator[None, pytest.TestReport, pytest.TestReport]:
    report = yield
    if os.environ.get("CI") == "true" and report.skipped and not hasattr(report, "wasxfail"):
        # CI installs what every test needs (.ci/run): a skip there is a check that silently did
        # not run, so it fails.
        report.outcome = "failed"
        report.longrepr = f"skipped in CI, where nothing may be: {report.longrepr}"
    if report.when == "call" and report.failed:
        item.stash[_CALL_FAILED] = True
    return report


def _live_qobjects() -> list[QObject]:
    """Every Qt object Python holds a wrapper of, but the application's own (its style, say) and
    those of ``_NOT_THE_TILLS``."""
    app = QCoreApplication.instance()
    found = []
    for wrapper in shiboken6.getAllValidWrappers():
        if not isinstance(wrapper, QObject) or wrapper is app or isinstance(wrapper, _NOT_THE_TILLS):
            continue
        root = wrapper
        while (up := root.parent()) is not None:
            root = up
        if root is not app:
            found.append(wrapper)
    return found


def _described(obj: QObject) -> str:
    chain = []
    node: QObject | None = obj
    while node is not None:
        chain.append(f"{type(node).__name__}{f'({node.objectName()})' if node.objectName() else ''}")
        node = node.parent()
    return " ← ".join(chain)


@pytest.fixture(autouse=True)
def _till_qobjects_die_with_the_session(
    request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch
) -> Iterator[None]:
    """Fails a test whose till left Qt objects alive after it closed.

    Every Qt object a till session makes must be deleted, on the GUI thread, when the session
    closes: by its ``TillSession`` owner (view-models, their models and timers) or with its window.
    One left over lives until Python's cyclic garbage collection frees it, on whatever thread that
    runs, which is how a Qt object ends up destroyed off the GUI thread and crashes the process.
    So after each test that built a till (once pytest-qt has closed its widgets and every deferred
    deletion has run), no Qt object made during the test may still be alive: the check of napari's
    leaked-widget fixture, on every live Qt object Python knows of, not only on top-level widgets.
    """
    sessions: list[weakref.ref[TillSession]] = []
    real_init = TillSession.__init__

    def recorded(session: TillSession, *args: object, **kwargs: object) -> None:
        real_init(session, *args, **kwargs)  # type: ignore[arg-type]
        sessions.append(weakref.ref(session))

    monkeypatch.setattr(TillSession, "__init__", recorded)
    before = weakref.WeakSet(_live_qobjects())
    yield
    if not sessions or request.node.stash.get(_CALL_FAILED, False):
        return
    # A deletion may post more (a window's children, a dialog's); two rounds settle them.
    for _ in range(2):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    left = [obj for obj in _live_qobjects() if obj not in before]
    if left:
        names = "\n  ".join(sorted({_described(obj) for obj in left}))
        pytest.fail(f"{len(left)} Qt object(s) of the till outlived its close:\n  {names}", pytrace=False)


# --- Sandbox fixtures (app/sandbox) -------------------------------------------------------------
# Imported here, after the folders above are redirected, so the app never sees the real ones.
from collections.abc import Callable, Generator, Iterator  # noqa: E402

from app.sandbox.seed_catalogue import DEMO_KEY  # noqa: E402
from sandbox_harness.server import SandboxServer  # noqa: E402

#: The legacy PHP/MySQL shapes (``--legacy-shapes``) change how the service writes each answer, not
#: what it means, so they are proven where the till reads answers: a test marked
#: ``pytest.mark.both_shapes`` (the client and services against the sandbox, every fault suite, and a
#: few whole-window flows per desk feature) runs twice, on the clean and on the legacy shapes. Every
#: other test, a screen's layout or keys say, reads nothing the shapes could change and runs once,
#: on the clean ones. A test may also ask for one shape by parametrizing ``sandbox_shapes`` itself.
SHAPES = ("clean", "legacy")


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if metafunc.definition.get_closest_marker("both_shapes") is None:
        return
    if "sandbox_shapes" in metafunc.fixturenames:
        metafunc.parametrize("sandbox_shapes", SHAPES, indirect=True, scope="session")
    elif any(mark.name == "both_shapes" for mark in metafunc.definition.own_markers):
        # Marked on the test itself, it would silently run once: a mark on a module may cover tests
        # that take no sandbox, one on a test may not.
        raise pytest.UsageError(f"{metafunc.definition.nodeid} is marked both_shapes but takes no sandbox")


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
