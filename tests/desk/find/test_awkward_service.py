"""Find's view-model against an awkward service: a page of thousands of
orders from a service that ignores paging, an order the till cannot read, a fault that kills the
search, and a query that folds to nothing."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime, timedelta
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.api.errors import NotFound
from app.api.models import Order, OrderListing, OrderRow, Voucher
from app.api.order_page import OrderPage
from app.core.tasks import TaskSlots
from app.desk.common.connection import ConnectionViewModel
from app.desk.find.find import FindViewModel
from helpers.find_model import find_model

NOW = datetime(2025, 6, 30, 12, 0, 0)
NAMES = ["Łukasz Nowak", "Zoë Smith", "Ann Jones", "Carl Brown", "王芳", "Þóra Jónsdóttir"]


def listing(number: int) -> OrderListing:
    return OrderListing.model_validate(
        {
            "orderID": 100_000 - number,
            "domainID": 101,
            "dateCreated": (NOW - timedelta(minutes=number)).strftime("%Y-%m-%d %H:%M:%S"),
            "emailAddress": f"guest{number}@example.com",
            "currencyCode": "GBP",
            "total": 25,
            "delivery": 0,
            "customerName": NAMES[number % len(NAMES)],
        }
    )


class OnePage:
    """A service that ignores paging: every order of the window on page 1 (``unreadable`` more it
    sent in a form the till cannot read); ``fault`` is raised instead, as a bug would be."""

    def __init__(self, count: int, unreadable: int = 0) -> None:
        self.listed = [listing(n) for n in range(count)]
        self.unreadable = unreadable
        self.fault: Exception | None = None

    async def order_page(self, *, domain_id: int, created_since: datetime, page: int = 1) -> OrderPage:
        if self.fault is not None:
            raise self.fault
        if page > 1:
            return OrderPage([], 0)
        return OrderPage(self.listed, len(self.listed) + self.unreadable, self.unreadable)

    async def order(self, order_id: int) -> Order:
        raise NotFound(f"no order {order_id}")

    async def order_rows(self, order_id: int) -> list[OrderRow]:
        return []

    async def lookup_code(self, code: str, location_id: int | None = None) -> Voucher:
        raise AssertionError("not asked")


def find_over(
    client: OnePage, tasks: TaskSlots, connection: ConnectionViewModel, folder: Path
) -> FindViewModel:
    return find_model(client, tasks, connection, folder, clock=lambda: NOW)


@pytest.fixture
def big(
    tasks: TaskSlots, connection: ConnectionViewModel, tmp_path: Path
) -> Iterator[tuple[FindViewModel, OnePage]]:
    client = OnePage(5_000, unreadable=1)
    vm = find_over(client, tasks, connection, tmp_path)
    yield vm, client
    vm.close()


def test_a_page_of_5000_orders_is_searched_whole_with_the_count_moving_as_it_goes(
    qtbot: QtBot, big: tuple[FindViewModel, OnePage]
) -> None:
    vm, _client = big
    said: list[str] = []
    vm.progress.connect(lambda text, _percent: said.append(text))
    with qtbot.waitSignal(vm.finished, timeout=20_000) as done:
        vm.search("nowak", 6)
    text, state = done.args
    assert state == "done"
    assert vm.results.rowCount() == 5_000 // len(NAMES) + 1
    assert text.startswith(f"{vm.results.rowCount()} found: searched 5,000 orders since")
    # The page was matched a slice at a time: the receptionist sees the count climb, not a frozen window.
    assert len(said) >= 25
    assert said[0] != said[-1]


def test_one_order_the_till_cannot_read_is_counted_and_the_rest_is_searched(
    qtbot: QtBot, big: tuple[FindViewModel, OnePage]
) -> None:
    vm, _client = big
    with qtbot.waitSignal(vm.finished, timeout=20_000) as done:
        vm.search("smith", 6)
    assert done.args[0].endswith(", 1 order could not be read.")
    assert vm.results.rowCount() > 0


def test_a_repeat_search_from_the_index_shows_every_match_not_only_the_newest_200(
    qtbot: QtBot, big: tuple[FindViewModel, OnePage]
) -> None:
    vm, client = big
    with qtbot.waitSignal(vm.finished, timeout=20_000) as first:
        vm.search("example", 6)
    assert vm.results.rowCount() == 5_000
    client.listed = []
    with qtbot.waitSignal(vm.finished, timeout=20_000) as again:
        vm.search("example", 6)
    assert vm.results.rowCount() == 5_000
    assert first.args[0].split(":")[0] == again.args[0].split(":")[0] == "5000 found"


@pytest.mark.logs(r"^Background task find failed")
def test_a_fault_that_ends_the_search_ends_its_busy_state_and_cancel_is_never_stuck(
    qtbot: QtBot, big: tuple[FindViewModel, OnePage]
) -> None:
    vm, client = big
    client.fault = RuntimeError("a bug in the client")
    vm.search("nowak", 6)
    qtbot.waitUntil(lambda: not vm.busy)
    vm.cancel()
    assert not vm.busy
    client.fault = None
    with qtbot.waitSignal(vm.finished, timeout=20_000) as done:
        vm.search("nowak", 6)
    assert done.args[1] == "done"


@pytest.mark.parametrize("query", ["--", "J.", "'’", "- . -"])
def test_a_query_that_folds_to_nothing_is_refused_rather_than_searched(
    qtbot: QtBot, big: tuple[FindViewModel, OnePage], query: str
) -> None:
    vm, _client = big
    with qtbot.waitSignal(vm.finished) as said:
        vm.search(query, 6)
    assert said.args == [
        "Type at least 2 letters of a name, part of an e-mail address, a payment reference"
        " or an order number.",
        "refused_input",
    ]


@pytest.mark.parametrize(
    ("query", "name"), [("王芳", "王芳"), ("thora", "Þóra Jónsdóttir"), ("ÞÓRA", "Þóra Jónsdóttir")]
)
def test_a_name_in_any_script_is_found_as_typed(
    qtbot: QtBot, big: tuple[FindViewModel, OnePage], query: str, name: str
) -> None:
    vm, _client = big
    with qtbot.waitSignal(vm.finished, timeout=20_000) as done:
        vm.search(query, 6)
    assert done.args[1] == "done"
    found = {vm.results.record(row).customer_name for row in range(vm.results.rowCount())}
    assert found == {name}
