"""Shared helpers of the benchmarks: figures, the Qt application, the till on the sandbox, probes.

Every benchmark compares the till with the best it could do on the same machine in the same run,
so each helper here is used by both sides of a comparison. Figures are wall-clock milliseconds
from ``time.perf_counter``; a summary is the median and the 95th percentile (nearest rank).
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import math
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Coroutine
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, TypeVar

import httpx
import qasync
from PySide6.QtCore import QEvent, QMessageLogContext, QObject, Qt, QtMsgType, qInstallMessageHandler
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from app.compose import Till, build_till
from app.core.paths import resolve_paths
from app.desk.common.widgets.style import apply_style
from app.memory import return_freed_memory
from app.sandbox.seed_catalogue import DEMO_KEY
from app.shell.main_window import MainWindow
from app.training import training_settings
from sandbox_harness.server import SandboxServer

T = TypeVar("T")


# -- figures --------------------------------------------------------------------------------------


def percentile(samples: list[float], q: float) -> float:
    """Nearest-rank percentile: a value that was really measured, never an interpolation."""
    ordered = sorted(samples)
    rank = max(1, math.ceil(q / 100 * len(ordered)))
    return ordered[rank - 1]


@dataclass
class Series:
    """Samples of one side of a comparison, in milliseconds."""

    name: str
    samples: list[float] = field(default_factory=list)

    def add(self, ms: float) -> None:
        self.samples.append(ms)

    @property
    def median(self) -> float:
        return statistics.median(self.samples)

    @property
    def p95(self) -> float:
        return percentile(self.samples, 95)

    def line(self) -> str:
        return (
            f"  {self.name:<34} median {self.median:8.1f} ms   p95 {self.p95:8.1f} ms"
            f"   (n={len(self.samples)})"
        )


@dataclass
class Verdict:
    """One target and whether this run met it; ``run_all`` prints the list at the end."""

    what: str
    figure: str
    met: bool


def compare(title: str, app: Series, bare: Series, target: float) -> Verdict:
    """Print both sides and the ratio of the medians (and of the p95s, for information)."""
    ratio = app.median / bare.median
    print(app.line())
    print(bare.line())
    print(
        f"  ratio (median) {ratio:.2f}x   ratio (p95) {app.p95 / bare.p95:.2f}x   "
        f"target <= {target:.2f}x: {'met' if ratio <= target else 'MISSED'}"
    )
    return Verdict(title, f"{ratio:.2f}x (target <= {target:.2f}x)", ratio <= target)


def rss_mb() -> float | None:
    """Resident memory of this process (Linux ``/proc``), or None where that is not available."""
    status = Path("/proc/self/status")
    if not status.exists():
        return None
    for line in status.read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return None


def header(title: str) -> None:
    print(f"\n== {title} ==", flush=True)


def ms_since(started: float) -> float:
    return (time.perf_counter() - started) * 1000


# -- Qt and the loop ------------------------------------------------------------------------------


def qt_application() -> QApplication:
    """The application as ``app.main`` makes it: styled, and alive after its last window closes.

    Off-screen unless told otherwise: this machine has no display, and the figures must not depend
    on a window manager.
    """
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    return_freed_memory()
    qInstallMessageHandler(_quiet_offscreen)
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    app.setQuitOnLastWindowClosed(False)
    apply_style(app)
    return app


def _quiet_offscreen(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
    """The offscreen platform cannot resize native windows and says so at every show: not a finding."""
    if "propagateSizeHints" not in message:
        print(message, file=sys.stderr)


def run_on_qt_loop(main: Callable[[], Coroutine[Any, Any, T]]) -> T:
    """Run ``main`` on a qasync loop, the loop the till runs on."""
    qt_application()
    with asyncio.Runner(loop_factory=qasync.QEventLoop) as runner:
        return runner.run(main())


async def wait_until(condition: Callable[[], bool], timeout_s: float = 10.0) -> None:
    deadline = time.perf_counter() + timeout_s
    while not condition():
        if time.perf_counter() > deadline:
            raise TimeoutError("the benchmark waited too long")
        await asyncio.sleep(0.002)


#: How long a finger rests on the button between the press and the release of a tap.
PRESS_S = 0.08


async def tap(button: QWidget) -> float:
    """A cashier's tap on ``button``: the press, then the release a moment later; returns the
    moment of the release. Qt says "clicked" at the release, so the till's work starts there, and
    the press's own repaint (the button shown pressed) is on the screen before the finger lifts:
    a press and release sent back to back would count that repaint as the till's."""
    QTest.mousePress(button, Qt.MouseButton.LeftButton)
    await asyncio.sleep(PRESS_S)
    released = time.perf_counter()
    QTest.mouseRelease(button, Qt.MouseButton.LeftButton)
    return released


class PaintProbe(QObject):
    """Resolves a future at the first paint of ``widget`` once ``ready()`` holds.

    Watching the paint itself, not the signal that precedes it, makes the figure include layout,
    style polish and painting: the moment the cashier could read the answer.
    """

    def __init__(self, widget: QWidget, ready: Callable[[], bool]) -> None:
        super().__init__()
        self._widget = widget
        self._ready = ready
        self._future: asyncio.Future[float] | None = None
        widget.installEventFilter(self)

    def arm(self) -> asyncio.Future[float]:
        self._future = asyncio.get_running_loop().create_future()
        return self._future

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        future = self._future
        if (
            watched is self._widget
            and event.type() == QEvent.Type.Paint
            and future is not None
            and not future.done()
            and self._ready()
        ):
            future.set_result(time.perf_counter())
        return False


# -- the till on the sandbox ----------------------------------------------------------------------


@dataclass
class RequestRecord:
    method: str
    path: str
    sent: float
    answered: float | None = None


class RequestLog:
    """Counts and orders the requests of one client, through httpx event hooks (the product is untouched)."""

    def __init__(self) -> None:
        self.records: list[RequestRecord] = []
        self._open: dict[int, RequestRecord] = {}

    def attach(self, client: httpx.AsyncClient) -> None:
        hooks = client.event_hooks
        hooks["request"] = [*hooks.get("request", []), self._on_request]
        hooks["response"] = [*hooks.get("response", []), self._on_response]
        client.event_hooks = hooks

    async def _on_request(self, request: httpx.Request) -> None:
        record = RequestRecord(request.method, request.url.path, time.perf_counter())
        self._open[id(request)] = record
        self.records.append(record)

    async def _on_response(self, response: httpx.Response) -> None:
        record = self._open.pop(id(response.request), None)
        if record is not None:
            record.answered = time.perf_counter()

    def take(self) -> list[RequestRecord]:
        taken, self.records = self.records, []
        return taken


def http_client_of(till: Till) -> httpx.AsyncClient:
    """The till's one httpx client, for the request log only."""
    http = till.client._http  # observed, never changed
    assert isinstance(http, httpx.AsyncClient)
    return http


def open_window(sandbox: SandboxServer | str, home: Path, **settings_changes: Any) -> tuple[MainWindow, Till]:
    """The real till window on ``sandbox`` (or the service at that URL, in another process), signed
    in, as ``tests/helpers/till.py`` opens it."""
    settings = training_settings()
    settings.base_url = sandbox if isinstance(sandbox, str) else sandbox.url
    for name, value in settings_changes.items():
        setattr(settings, name, value)
    till = build_till(settings, DEMO_KEY, resolve_paths(home).ensure(), settings_file=None, training=True)
    window = MainWindow(till)
    # A till's screen, not the offscreen platform's 800×800: the first size fits the screen.
    window.resize(1366, 768)
    window.show()
    till.session.sign_in("Bench")
    gc.freeze()  # as ``app.lifecycle`` does once a session's window is shown
    return window, till


class SandboxProcess:
    """The sandbox in a process of its own (``python -m sandbox_harness --port 0``), steered over
    its ``/_sandbox/`` routes.

    A real service is another machine: it never competes with the till for this process's GIL. A
    sandbox on a thread of the benchmark's process does: while it reads a request and writes its
    answer, the GUI thread waits for the interpreter, and that wait was counted as the till's.
    Both sides of a comparison talk to this one process, so each pays the same loopback and
    nothing else.
    """

    def __init__(self, seed: str = "demo") -> None:
        self._process = subprocess.Popen(
            [sys.executable, "-m", "sandbox_harness", "--port", "0", "--seed", seed],
            cwd=Path(__file__).resolve().parents[1],
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
        )
        self.url = ""

    async def start(self) -> str:
        assert self._process.stdout is not None
        first = await asyncio.to_thread(self._process.stdout.readline)
        if "serving http://" not in first:
            raise RuntimeError(f"the sandbox did not start: {first!r}")
        self.url = first.split("serving ", 1)[1].split()[0]
        return self.url

    async def set_faults(self, **options: Any) -> None:
        """``Faults.set(**options)`` in the sandbox's process (``sandbox_harness/faults.py``)."""
        async with httpx.AsyncClient(base_url=self.url) as control:
            (await control.post("/_sandbox/faults", json=options)).raise_for_status()

    async def clear_faults(self) -> None:
        async with httpx.AsyncClient(base_url=self.url) as control:
            (await control.delete("/_sandbox/faults")).raise_for_status()

    async def close(self) -> None:
        self._process.terminate()
        try:
            await asyncio.to_thread(self._process.wait, 10)
        except subprocess.TimeoutExpired:
            self._process.kill()
            await asyncio.to_thread(self._process.wait, 10)
        if self._process.stdout is not None:
            self._process.stdout.close()


def on_disk_folder() -> tempfile.TemporaryDirectory[str]:
    """A throw-away data folder on the disk the till would really use (``/tmp`` may be a tmpfs)."""
    return tempfile.TemporaryDirectory(prefix=".voucher-desk-bench-", dir=Path.home())


def bare_client(sandbox: SandboxServer | str) -> httpx.AsyncClient:
    """What the best possible till would hold: one keep-alive client with the key, on ``sandbox``
    (or the service at that URL)."""
    return httpx.AsyncClient(
        base_url=sandbox if isinstance(sandbox, str) else sandbox.url,
        auth=(DEMO_KEY, ""),
        headers={"Accept": "application/json"},
        timeout=10.0,
    )


def verdict_summary(verdicts: list[Verdict]) -> None:
    header("Targets")
    for verdict in verdicts:
        print(f"  {'met   ' if verdict.met else 'MISSED'}  {verdict.what}: {verdict.figure}")


def parser(doc: str | None, runs: int | None = None) -> argparse.ArgumentParser:
    """Every script takes ``--verdicts FILE``, where ``run_all`` collects the targets it checked."""
    made = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    if runs is not None:
        made.add_argument("--runs", type=int, default=runs, help=f"measured runs of each side ({runs})")
    made.add_argument("--verdicts", type=Path, help="append the targets checked to this JSON-lines file")
    return made


def report(verdicts: list[Verdict], into: Path | None) -> None:
    if into is None:
        verdict_summary(verdicts)
        return
    with into.open("a", encoding="utf-8") as out:
        for verdict in verdicts:
            out.write(json.dumps(asdict(verdict)) + "\n")
