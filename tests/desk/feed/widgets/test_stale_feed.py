"""A feed that goes stale on its own: only ``/balance_events/`` fails (503s, or no answer in time)
while lookups and the rest of the service answer. The feed says plainly since when it is not up to
date, the top bar does not say all is well, and both clear when a poll succeeds."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
import qasync
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.core.timeline import time_text
from app.desk.common.connection import Link
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers.till import close_till, open_till, scan
from sandbox_harness.server import SandboxServer

TillWindow = tuple[MainWindow, Till]
FEED_PATH = "/balance_events/"


@pytest.fixture
def polling_till(
    qtbot: QtBot, qloop: qasync.QEventLoop, sandbox: SandboxServer, tmp_path: Path
) -> Iterator[TillWindow]:
    window, till = open_till(qtbot, sandbox, tmp_path / "home", poll_interval_s=2.0)
    qtbot.waitUntil(lambda: till.activity.last_heard is not None and till.connection.state is Link.ONLINE)
    yield window, till
    close_till(qtbot, window, till)


def heard_at(till: Till) -> str:
    assert till.activity.last_heard is not None
    return time_text(till.movements.timeline, till.activity.last_heard, "%H:%M")


def test_503s_on_the_feed_alone_say_it_is_stale_and_online_is_not_all_well(
    qtbot: QtBot, polling_till: TillWindow, sandbox: SandboxServer
) -> None:
    window, till = polling_till
    sandbox.faults.set(status=503, retry_after=0, path=FEED_PATH, method="GET")
    try:
        till.activity.poll_now()
        qtbot.waitUntil(window.activity.message.isVisible, timeout=10_000)
        since = heard_at(till)
        assert window.activity.message.text() == (
            f"Activity not updated since {since} — the service is having trouble. The till keeps trying."
        )
        qtbot.waitUntil(lambda: window.header.connection.text().startswith("Online · activity not updating"))
        assert window.header.connection.property("state") == "trouble", "not coloured as all well"
        scan(qtbot, window, DemoCodes.VALID_PARTIAL)
        qtbot.waitUntil(lambda: window.voucher.isVisible() and window.voucher.balance.text() == "£50.00")
        assert not window.header.connection_banner.isVisible(), "lookups work: no outage banner"
        assert window.activity.message.isVisible(), "a lookup that works does not make the feed fresh"
        assert window.header.connection.text().startswith("Online · activity not updating")
    finally:
        sandbox.faults.clear()
    qtbot.waitUntil(lambda: not window.activity.message.isVisible(), timeout=10_000)
    qtbot.waitUntil(lambda: window.header.connection.text().startswith("Online · last contact"))
    assert window.header.connection.property("state") == "online"


def test_no_answer_on_the_feed_alone_says_the_service_is_not_answering(
    qtbot: QtBot, polling_till: TillWindow, sandbox: SandboxServer
) -> None:
    window, till = polling_till
    sandbox.faults.set(latency_ms=5000, path=FEED_PATH, method="GET")
    try:
        till.activity.poll_now()
        qtbot.waitUntil(window.activity.message.isVisible, timeout=30_000)
        assert window.activity.message.text() == (
            f"Activity not updated since {heard_at(till)} — the service is not answering. "
            "The till keeps trying."
        )
        qtbot.waitUntil(lambda: window.header.connection.text().startswith("Online · activity not updating"))
    finally:
        sandbox.faults.clear()
    qtbot.waitUntil(lambda: not window.activity.message.isVisible(), timeout=30_000)
    qtbot.waitUntil(lambda: window.header.connection.property("state") == "online")
