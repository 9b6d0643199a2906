"""The activity feed's paging and de-duplication, on a fake client: every event once, older pages
below, new ones on top, and "Load older" only while the service has more."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from app.api.query import PAGE_SIZE
from app.core.tasks import TaskSlots
from app.desk.common.connection import ConnectionViewModel
from app.desk.feed.activity import ActivityViewModel
from app.desk.feed.activity_table import EVENT_ID_ROLE
from helpers.fakes import RECEPTION, WHEN, FakeReads, event, page
from helpers.till import run


@pytest.fixture
def feed(reads: FakeReads, tasks: TaskSlots, connection: ConnectionViewModel) -> Iterator[ActivityViewModel]:
    # Polled by hand (``poll_now``): the timer's interval is never reached in a test.
    model = ActivityViewModel(reads, tasks, connection, RECEPTION, 3600.0, clock=lambda: WHEN)
    yield model
    model.close()


def ids(feed: ActivityViewModel) -> list[int]:
    return [feed.model.index(row, 0).data(EVENT_ID_ROLE) for row in range(feed.model.rowCount())]


def test_older_pages_go_below_until_a_short_page_says_there_are_no_more(
    qtbot: QtBot, reads: FakeReads, feed: ActivityViewModel
) -> None:
    newest = [event(1000 - n, minute=59 - n % 60) for n in range(PAGE_SIZE)]
    reads.pages[1] = page(newest, full=True)
    reads.pages[2] = page([event(900, minute=1), event(899, minute=0)])
    with qtbot.waitSignal(feed.older_state) as first:
        feed.start()
    assert first.args == [True, "Load older"]
    with qtbot.waitSignal(feed.older_state, check_params_cb=lambda _more, text: text != "Loading…") as older:
        feed.load_older()
    assert older.args == [False, "No older events"]
    assert ids(feed) == [e.event_id for e in newest] + [900, 899]
    feed.load_older()
    assert ("balance_events", 3) not in reads.asked


def test_an_event_on_two_pages_or_in_two_polls_is_shown_once(
    qtbot: QtBot, reads: FakeReads, feed: ActivityViewModel
) -> None:
    first = [event(1000 - n, minute=50) for n in range(PAGE_SIZE)]
    reads.pages[1] = page(first, full=True)
    # The newest events moved the second page on by one while the cashier read the first.
    reads.pages[2] = page([event(951, minute=50), event(940, minute=40)])
    with qtbot.waitSignal(feed.older_state):
        feed.start()
    with qtbot.waitSignal(feed.older_state, check_params_cb=lambda _more, text: text != "Loading…"):
        feed.load_older()
    assert ids(feed).count(951) == 1
    assert ids(feed)[-1] == 940

    reads.polls.append(page([event(1001, minute=55), event(1000, minute=50)]))
    with qtbot.waitSignal(feed.arrived) as arrived:
        feed.poll_now()
    assert arrived.args == [1]
    assert ids(feed)[:2] == [1001, 1000]
    assert len(ids(feed)) == len(set(ids(feed))) == PAGE_SIZE + 2


def test_the_first_read_waits_for_what_it_is_told_to_wait_for(
    qtbot: QtBot, reads: FakeReads, feed: ActivityViewModel
) -> None:
    """At start-up the feed's first read waits for the till page's first paint (``app.lifecycle``)."""
    reads.pages[1] = page([event(1000, minute=59)])
    painted: asyncio.Future[None] = asyncio.get_running_loop().create_future()
    feed.first_read_after(painted)
    feed.start()
    # A few turns of the loop, each of which would have let the first read go.
    run(qtbot, _turns(5))
    assert not [ask for ask in reads.asked if ask[0] == "balance_events"]
    with qtbot.waitSignal(feed.older_state):
        painted.set_result(None)
    assert ids(feed) == [1000]


async def _turns(count: int) -> None:
    for _ in range(count):
        await asyncio.sleep(0)
