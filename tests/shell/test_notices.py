"""One way to report: every view-model says what happened as a Notice on its ``notice`` signal.

Cancelled work is silent, an expected failure is a notice in till words that also moves the
connection state, and a bug is never dressed up as a message: it reaches the crash dialog, once per
distinct traceback. Notices said before the window exists are shown when it attaches.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from app.api.errors import ConnectFailed, NotFound, ServiceError
from app.compose import Till, TillHooks, build_till
from app.core.errors import describe
from app.core.notice import Kind, Notice, Reach
from app.core.paths import resolve_paths
from app.desk.common.notice import NoticeBridge
from app.sandbox.seed import DemoCodes
from app.sandbox.seed_catalogue import DEMO_KEY
from app.shell.crash import CrashReporter
from app.shell.main_window import MainWindow
from helpers.till import close_till, run, scan, till_settings
from sandbox_harness.server import SandboxServer


def test_triage_is_silent_for_cancelled_work_and_raises_a_bug_again() -> None:
    assert describe(asyncio.CancelledError()) is None
    said = {
        name: describe(error)
        for name, error in (
            ("offline", ConnectFailed("no route")),
            ("busy", ServiceError("down", status=503)),
            ("missing", NotFound("gone")),
        )
    }
    assert {name: (n.reach, n.kind) for name, n in said.items() if n is not None} == {
        "offline": (Reach.OFFLINE, Kind.PROBLEM),
        "busy": (Reach.TROUBLE, Kind.PROBLEM),
        "missing": (Reach.ANSWERED, Kind.PROBLEM),
    }
    with pytest.raises(ZeroDivisionError):
        describe(ZeroDivisionError("a bug"))


def test_the_bridge_holds_notices_until_the_window_attaches(qtbot: QtBot) -> None:
    bridge = NoticeBridge()
    bridge.post("lookup", Notice("first"))
    bridge.post("redeem", Notice("second", kind=Kind.DONE))
    got: list[tuple[str, str]] = []
    bridge.attach(lambda origin, notice: got.append((origin, notice.text)))
    bridge.post("lookup", Notice("third"))
    assert got == [("lookup", "first"), ("redeem", "second"), ("lookup", "third")]
    assert bridge.held == []


def test_a_notice_said_before_the_window_opens_is_shown_in_it(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> None:
    till = build_till(
        till_settings(sandbox), DEMO_KEY, resolve_paths(tmp_path).ensure(), settings_file=None, training=True
    )
    till.lookup.look_up("   ")  # an empty scan, before any window listens
    window = MainWindow(till)
    qtbot.addWidget(window)
    window.show()
    till.session.sign_in("Sam Till")
    try:
        assert window.message.isVisible()
        assert window.message.text() != ""
    finally:
        close_till(qtbot, window, till)


def open_boxes() -> list[QMessageBox]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()]


def reporting_to(report: Callable[[str, BaseException], None], sandbox: SandboxServer, home: Path) -> Till:
    """A training till on the sandbox whose tasks' unexpected failures go to ``report``."""
    return build_till(
        till_settings(sandbox),
        DEMO_KEY,
        resolve_paths(home).ensure(),
        settings_file=None,
        training=True,
        hooks=TillHooks(on_task_error=report),
    )


@pytest.mark.logs(r"^Unexpected error in lookup")
def test_a_bug_in_a_lookup_reaches_the_crash_dialog_once_and_is_never_a_message(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    crashes = CrashReporter()
    till = reporting_to(crashes.task_failed, sandbox, tmp_path)
    window = MainWindow(till)
    crashes.parent = window
    qtbot.addWidget(window)
    window.show()
    till.session.sign_in("Sam Till")

    async def broken(*_args: object, **_kwargs: object) -> object:
        raise KeyError("a bug in the till, not the service")

    monkeypatch.setattr(till.client, "lookup_code", broken)
    try:
        for _ in range(3):
            scan(qtbot, window, DemoCodes.VALID_PARTIAL)
            qtbot.waitUntil(lambda: not till.tasks.running("lookup"))
        assert len(crashes.shown) == 1
        assert "KeyError" in crashes.shown[0]
        assert not window.message.isVisible(), "a bug was shown as if it were the service's answer"
        qtbot.waitUntil(lambda: len(open_boxes()) == 1)
        for box in open_boxes():
            box.close()
    finally:
        close_till(qtbot, window, till)


def test_a_bug_in_the_reconnect_probe_is_not_taken_for_offline(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> None:
    failed: list[BaseException] = []
    till = reporting_to(lambda _name, error: failed.append(error), sandbox, tmp_path)

    async def broken_probe() -> None:
        raise AttributeError("a bug in the probe")

    till.connection._probe = broken_probe  # the probe is the edge this test replaces
    till.connection.report_offline()
    try:
        qtbot.waitUntil(lambda: bool(failed), timeout=5_000)
        assert isinstance(failed[0], AttributeError)
    finally:
        run(qtbot, till.aclose())
