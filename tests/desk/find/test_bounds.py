"""Find's bounds against the sandbox: a search reads at most so many pages and waits at most so
long (a page that arrives a byte at a time included), says so in words, and Retry goes on."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime
from pathlib import Path

import httpx
import pytest
import qasync
from pytestqt.qtbot import QtBot

from app.api.client import VoucherClient
from app.core.find_text import DEFAULT_WINDOW_MONTHS, count_text
from app.core.tasks import TaskSlots
from app.desk.common.connection import ConnectionViewModel
from app.desk.find.find import FindViewModel
from app.desk.find.run import SearchLimits, months_before
from app.sandbox.seed_catalogue import DEMO_KEY
from helpers.fakes import Probe, no_wait
from helpers.find_model import find_model
from helpers.till import run
from sandbox_harness.server import SandboxServer


@pytest.fixture
def tasks(qtbot: QtBot, qloop: qasync.QEventLoop) -> Iterator[TaskSlots]:
    slots = TaskSlots()
    yield slots
    run(qtbot, slots.close())


def find_on(
    qtbot: QtBot, sandbox: SandboxServer, tasks: TaskSlots, folder: Path, limits: SearchLimits
) -> Iterator[FindViewModel]:
    sandbox.reset("training")
    client = VoucherClient(sandbox.url, DEMO_KEY, sleep=no_wait)
    connection = ConnectionViewModel(Probe(), tasks, sleep=no_wait)
    vm = find_model(client, tasks, connection, folder, keep_days=730, limits=limits)
    yield vm
    vm.cancel(quiet=True)
    vm.close()
    run(qtbot, client.aclose())


@pytest.fixture
def two_pages(
    qtbot: QtBot, sandbox: SandboxServer, tasks: TaskSlots, tmp_path: Path
) -> Iterator[FindViewModel]:
    yield from find_on(qtbot, sandbox, tasks, tmp_path, SearchLimits(pages=2))


@pytest.fixture
def two_seconds(
    qtbot: QtBot, sandbox: SandboxServer, tasks: TaskSlots, tmp_path: Path
) -> Iterator[FindViewModel]:
    yield from find_on(qtbot, sandbox, tasks, tmp_path, SearchLimits(seconds=2))


def orders_in_the_window(sandbox: SandboxServer) -> int:
    since = months_before(datetime.now(), DEFAULT_WINDOW_MONTHS).strftime("%Y-%m-%d %H:%M:%S")
    count = 0
    for page in range(1, 100):
        listed = httpx.get(
            f"{sandbox.url}/orders/",
            params={"domainID": 101, "orders.dateCreated[gte]": since, "p": page},
            auth=(DEMO_KEY, ""),
        ).json()
        count += len(listed)
        if len(listed) < 50:
            return count
    raise AssertionError("the sandbox's list did not end")


def test_a_search_reads_its_bound_of_pages_says_so_and_retry_goes_on_to_the_end(
    qtbot: QtBot, sandbox: SandboxServer, two_pages: FindViewModel
) -> None:
    vm = two_pages
    total = orders_in_the_window(sandbox)
    assert total > 100, "more than two pages"
    with qtbot.waitSignal(vm.finished, timeout=20_000) as stopped:
        vm.search("smith", DEFAULT_WINDOW_MONTHS)
    text, state = stopped.args
    assert state == "incomplete"
    assert text.startswith("Search stopped: 100 orders searched back to "), text
    assert "It read 2 pages of the order list, the most one search reads." in text
    assert text.endswith("Retry goes on from where it stopped.")
    while state == "incomplete":
        with qtbot.waitSignal(vm.finished, timeout=20_000) as again:
            vm.retry()
        text, state = again.args
    assert state == "done"
    assert f"searched {count_text(total)} orders since" in text, text


def test_a_page_that_arrives_a_byte_at_a_time_ends_the_search_at_its_time_bound_in_words(
    qtbot: QtBot, sandbox: SandboxServer, two_seconds: FindViewModel
) -> None:
    vm = two_seconds
    sandbox.forms.set("drip", path="/orders/$", method="GET")
    with qtbot.waitSignal(vm.finished, timeout=20_000) as stopped:
        vm.search("smith", DEFAULT_WINDOW_MONTHS)
    text, state = stopped.args
    assert state == "incomplete"
    assert "The service took more than 2 seconds to send the order list" in text, text
    assert not vm.busy
