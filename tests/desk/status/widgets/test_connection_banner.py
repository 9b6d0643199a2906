"""Messages that tell the truth and go away: one calm banner while the service cannot be used.

Offline, the till says so once, at the top, not in a red box in every panel; a code scanned then
waits and is looked up by itself when the service answers, and every line about the outage goes
away. A service answering with server errors is never shown "Online".
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.core.notice import Kind
from app.desk.common.connection import Link
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers.till import scan
from sandbox_harness.server import SandboxServer

TillWindow = tuple[MainWindow, Till]
CODE = DemoCodes.VALID_PARTIAL


@pytest.fixture
def online(qtbot: QtBot, till_window: TillWindow) -> TillWindow:
    """The till window once it has heard from the service: every test starts from "Online"."""
    qtbot.waitUntil(lambda: till_window[1].connection.state is Link.ONLINE, timeout=10_000)
    return till_window


@contextmanager
def service_down(sandbox: SandboxServer) -> Iterator[None]:
    """The service cannot be reached inside the block, and answers again after it, whatever happens."""
    sandbox.stop()
    try:
        yield
    finally:
        sandbox.start()


def scan_while_down(qtbot: QtBot, window: MainWindow, code: str) -> None:
    """Scan ``code`` while the service is down: the till promises to look it up by itself."""
    scan(qtbot, window, code)
    qtbot.waitUntil(lambda: "looked up by itself" in window.message.text(), timeout=10_000)
    qtbot.waitUntil(lambda: not window.till.tasks.running("lookup"))


def red_boxes(window: MainWindow) -> list[str]:
    """Every message line on screen in a problem colour."""
    lines = (window.message, window.redeem_status, window.activity.message, window.voucher.details_problem)
    return [
        line.text()
        for line in lines
        if line.isVisible() and line.property("kind") in ("problem", "refused", "unknown")
    ]


def test_offline_one_calm_banner_and_a_scan_waits_then_is_looked_up(
    qtbot: QtBot, online: TillWindow, sandbox: SandboxServer
) -> None:
    window, till = online
    with service_down(sandbox):
        scan(qtbot, window, CODE)
        qtbot.waitUntil(window.header.connection_banner.isVisible, timeout=10_000)
        qtbot.waitUntil(lambda: not till.tasks.running("lookup"))
        assert window.header.connection_banner.text().startswith(
            "Offline: the voucher service cannot be reached."
        )
        assert window.message.isVisible()
        assert window.message.text() == (
            f"Cannot reach the voucher service. {CODE} is looked up by itself as soon as it answers."
        )
        assert window.message.property("kind") == Kind.CHECKING.value
        assert red_boxes(window) == []
        assert not window.voucher.isVisible()
    qtbot.waitUntil(lambda: window.voucher.isVisible() and window.voucher.code.text() == CODE, timeout=20_000)
    qtbot.waitUntil(lambda: not window.header.connection_banner.isVisible())
    assert not window.message.isVisible(), "the waiting line stays after the code was looked up"
    assert window.header.connection.text().startswith("Online")
    assert red_boxes(window) == []


def test_a_run_of_503s_is_never_online(qtbot: QtBot, online: TillWindow, sandbox: SandboxServer) -> None:
    window, till = online
    sandbox.faults.set(status=503)
    try:
        scan(qtbot, window, CODE)
        qtbot.waitUntil(lambda: till.connection.state is Link.TROUBLE, timeout=10_000)
        qtbot.waitUntil(lambda: not till.tasks.running("lookup"))
        assert not window.header.connection.text().startswith("Online")
        assert window.header.connection_banner.isVisible()
        assert "having trouble" in window.header.connection_banner.text()
        # Polls, lookups and the probe keep meeting 503s: the state never flips back to Online.
        for _ in range(3):
            scan(qtbot, window, CODE)
            qtbot.waitUntil(lambda: not till.tasks.running("lookup"))
            assert till.connection.state is not Link.ONLINE
    finally:
        sandbox.faults.clear()
    qtbot.waitUntil(lambda: till.connection.state is Link.ONLINE, timeout=20_000)
    qtbot.waitUntil(lambda: not window.header.connection_banner.isVisible())
    qtbot.waitUntil(lambda: window.voucher.isVisible() and window.voucher.code.text() == CODE, timeout=20_000)
    assert not window.message.isVisible()


def test_a_waiting_code_is_not_looked_up_over_what_the_cashier_has_typed_since(
    qtbot: QtBot, online: TillWindow, sandbox: SandboxServer
) -> None:
    window, till = online
    with service_down(sandbox):
        scan_while_down(qtbot, window, DemoCodes.GRACE)
        window.code.selectAll()
        qtbot.keyClicks(window.code, "TEA4")
        assert not window.message.isVisible(), "the line promising GRACE45 goes once the cashier moves on"
    qtbot.waitUntil(lambda: not window.header.connection_banner.isVisible(), timeout=20_000)
    qtbot.waitUntil(lambda: not till.tasks.running("lookup"))
    assert window.code.text() == "TEA4"
    assert not window.voucher.isVisible()
    assert till.lookup.voucher is None


def test_a_code_looked_up_by_itself_is_dropped_if_the_cashier_types_while_it_is_read(
    qtbot: QtBot, online: TillWindow, sandbox: SandboxServer
) -> None:
    window, till = online
    with service_down(sandbox):
        scan_while_down(qtbot, window, DemoCodes.GRACE)
        sandbox.faults.set(path=f"/codes/{DemoCodes.GRACE}/$", method="GET", latency_ms=1000)
    qtbot.waitUntil(lambda: till.tasks.running("lookup"), timeout=20_000)
    window.code.selectAll()
    qtbot.keyClicks(window.code, DemoCodes.PART_USED)
    qtbot.waitUntil(lambda: not till.tasks.running("lookup"), timeout=10_000)
    assert window.code.text() == DemoCodes.PART_USED
    assert not window.voucher.isVisible(), "GRACE45 does not replace what the cashier is typing"
    assert till.lookup.voucher is None
    sandbox.faults.clear()
    window.code.returnPressed.emit()
    qtbot.waitUntil(window.voucher.isVisible, timeout=10_000)
    assert window.voucher.code.text() == DemoCodes.PART_USED
