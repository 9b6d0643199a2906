"""One clock on screen: a till in Tokyo at a London hotel never shows its own time beside the
service's as if they were one.

The till's process runs with TZ=Asia/Tokyo and the sandbox keeps London time (9 h behind in winter).
Until the till's first movement measures the offset, every time it takes from its own clock says so
("(till clock)"); after it, those times are the service's. The POS hand-off's "Redeemed HH:MM"
is the service's own stamp of the event, as in the feed.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
import qasync
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.desk.common.connection import Link
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers.till import close_till, open_till, redeem_amount, scan, till_open
from helpers.zone import in_zone
from sandbox_harness.server import SandboxServer

pytestmark = pytest.mark.both_shapes

TillWindow = tuple[MainWindow, Till]
LABEL = "(till clock)"


@pytest.fixture
def tokyo_till(
    qtbot: QtBot,
    qloop: qasync.QEventLoop,
    sandbox: SandboxServer,
    tmp_path: Path,
) -> Iterator[TillWindow]:
    with in_zone("Asia/Tokyo"):
        sandbox.clock.in_zone(ZoneInfo("Europe/London"))
        with till_open(qtbot, sandbox, tmp_path / "home") as (window, till):
            yield window, till


def clock_of(text: str) -> datetime:
    """The HH:MM:SS in a line, on today's date (for a difference in minutes)."""
    stamp = next(word for word in text.replace(".", " ").split() if word.count(":") == 2)
    return datetime.combine(datetime.now().date(), datetime.strptime(stamp, "%H:%M:%S").time())


def minutes_apart(first: datetime, second: datetime) -> float:
    gap = abs((first - second).total_seconds()) % 86400
    return min(gap, 86400 - gap) / 60


def test_the_tills_own_clock_is_labelled_until_measured_then_every_time_is_the_services(
    qtbot: QtBot, tokyo_till: TillWindow, sandbox: SandboxServer
) -> None:
    window, till = tokyo_till
    assert minutes_apart(datetime.now(), sandbox.clock.now()) > 8 * 60, "the two clocks are hours apart"
    qtbot.waitUntil(lambda: till.connection.state is Link.ONLINE and till.activity.last_heard is not None)
    qtbot.waitUntil(lambda: LABEL in window.activity.heard.text())
    # The top bar is told of the service's clock by its own signal, which may come a turn later.
    qtbot.waitUntil(lambda: LABEL in window.header.connection.text())
    assert window.header.connection.text().endswith(LABEL), "the top bar names whose clock its time is"
    assert window.activity.heard.text().endswith(LABEL)

    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    redeem_amount(qtbot, window, "1")
    qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Redeemed £1.00"))
    qtbot.waitUntil(lambda: LABEL not in window.header.connection.text())
    assert abs((till.movements.timeline.offset_s or 0) + 9 * 3600) <= 5
    assert minutes_apart(clock_of(window.header.connection.text()), sandbox.clock.now()) < 2, (
        "the service's time"
    )

    till.activity.poll_now()
    qtbot.waitUntil(lambda: LABEL not in window.activity.heard.text())
    assert minutes_apart(clock_of(window.activity.heard.text()), sandbox.clock.now()) < 2

    qtbot.waitUntil(window.handoff.detail.isVisible)
    current = till.handoff.current
    assert current is not None
    assert current.reference is not None
    row = till.activity.model.row_of(current.reference)
    assert row is not None
    event = till.activity.model.event_at_row(row)
    assert f"On the POS now · Redeemed {event.created:%H:%M} by " in window.handoff.detail.text(), (
        "the hand-off's time is the service's, as in the feed"
    )
    assert minutes_apart(event.created, sandbox.clock.now()) < 2
    assert minutes_apart(event.created, datetime.now()) > 8 * 60, "not the till's clock"


def test_a_till_in_another_zone_is_told_of_its_clock_only_when_the_clocks_really_differ(
    qtbot: QtBot, tokyo_till: TillWindow, sandbox: SandboxServer
) -> None:
    """Nine hours of zone are no wrong clock; the service's clock then set 20 minutes fast is, and
    the feed's next answer says so and moves the till's times with it, with no movement between."""
    window, till = tokyo_till
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    redeem_amount(qtbot, window, "1")
    qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Redeemed £1.00"))
    assert abs((till.movements.timeline.offset_s or 0) + 9 * 3600) <= 5
    assert not window.header.clock_warning.isVisible(), "the answer's Date told the clocks agree"

    sandbox.clock.advance(timedelta(minutes=20))
    till.activity.poll_now()
    qtbot.waitUntil(window.header.clock_warning.isVisible)
    assert window.header.clock_warning.text().startswith("This till's clock is 20 min behind the service's")
    qtbot.waitUntil(lambda: minutes_apart(clock_of(window.activity.heard.text()), sandbox.clock.now()) < 2)


def test_a_till_that_moved_money_before_shows_the_services_time_from_its_first_answer(
    qtbot: QtBot,
    qloop: qasync.QEventLoop,
    sandbox: SandboxServer,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The zone its last redemption proved is in the journal: started again, the till's times are
    the service's once any answer came, not its own labelled until the day's first movement."""
    monkeypatch.setenv("TZ", "Asia/Tokyo")
    time.tzset()
    try:
        sandbox.clock.in_zone(ZoneInfo("Europe/London"))
        home = tmp_path / "home"
        window, till = open_till(qtbot, sandbox, home)
        scan(qtbot, window, DemoCodes.VALID_PARTIAL)
        redeem_amount(qtbot, window, "1")
        qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Redeemed £1.00"))
        close_till(qtbot, window, till)

        window, till = open_till(qtbot, sandbox, home)
        try:
            qtbot.waitUntil(lambda: till.movements.timeline.skew_s is not None)
            qtbot.waitUntil(lambda: till.connection.state is Link.ONLINE)
            qtbot.waitUntil(lambda: LABEL not in window.header.connection.text())
            assert minutes_apart(clock_of(window.header.connection.text()), sandbox.clock.now()) < 2, (
                "the service's time, before any movement of this session"
            )
            till.activity.poll_now()
            qtbot.waitUntil(
                lambda: till.activity.last_heard is not None and LABEL not in window.activity.heard.text()
            )
            assert minutes_apart(clock_of(window.activity.heard.text()), sandbox.clock.now()) < 2
            assert till.journal.of_code(DemoCodes.VALID_PARTIAL), "the same journal"
        finally:
            close_till(qtbot, window, till)
    finally:
        monkeypatch.undo()
        time.tzset()
