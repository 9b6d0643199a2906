"""Find's view-model on a scripted order list: results as pages arrive, a repeat search that reads
only what is new, a failed page kept with Retry going on from it, and the audit line."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from datetime import datetime, timedelta
from decimal import Decimal
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.api.errors import NotFound, ServiceError
from app.api.models import Order, OrderListing, OrderRow, Voucher
from app.api.order_page import OrderPage
from app.core.tasks import TaskSlots
from app.desk.common.connection import ConnectionViewModel
from app.desk.find._models import FoundVoucher, vouchers_model
from app.desk.find.find import FindViewModel
from app.desk.find.run import months_before
from app.store.order_index import OrderIndex
from helpers.find_model import find_model

NOW = datetime(2025, 6, 30, 12, 0, 0)
NAMES = ["Łukasz Nowak", "Zoë Smith", "Ann Jones", "Carl Brown"]


def listing(number: int) -> OrderListing:
    """Order ``number`` (0 the newest), one every 2 days."""
    return OrderListing.model_validate(
        {
            "orderID": 1000 - number,
            "domainID": 101,
            "dateCreated": (NOW - timedelta(days=2 * number)).strftime("%Y-%m-%d %H:%M:%S"),
            "emailAddress": f"guest{number}@example.com",
            "currencyCode": "GBP",
            "total": 25,
            "delivery": 0,
            "customerName": NAMES[number % 4],
        }
    )


class ScriptedOrders:
    """The order list: 120 orders, one every 2 days, 50 a page, newest first; ``fail_page`` fails once."""

    def __init__(self) -> None:
        self.listed = [listing(n) for n in range(120)]
        self.asked: list[tuple[datetime | None, int]] = []
        self.fail_page: int | None = None
        self.gate: asyncio.Event | None = None

    async def orders(
        self, *, domain_id: int | None = None, created_since: datetime | None = None, page: int = 1
    ) -> list[OrderListing]:
        self.asked.append((created_since, page))
        if self.gate is not None and page == 2:
            await self.gate.wait()
        if page == self.fail_page:
            self.fail_page = None
            raise ServiceError("The voucher service had a problem (503).")
        wanted = [o for o in self.listed if created_since is None or (o.date_created or NOW) >= created_since]
        return wanted[(page - 1) * 50 : page * 50]

    async def order_page(self, *, domain_id: int, created_since: datetime, page: int = 1) -> OrderPage:
        listed = await self.orders(domain_id=domain_id, created_since=created_since, page=page)
        return OrderPage(listed, len(listed))

    async def order(self, order_id: int) -> Order:
        raise NotFound(f"no order {order_id}")

    async def order_rows(self, order_id: int) -> list[OrderRow]:
        return []

    async def lookup_code(self, code: str, location_id: int | None = None) -> Voucher:
        raise AssertionError("not asked")


@pytest.fixture
def scripted() -> ScriptedOrders:
    return ScriptedOrders()


@pytest.fixture
def find(
    tasks: TaskSlots, connection: ConnectionViewModel, scripted: ScriptedOrders, tmp_path: Path
) -> Iterator[FindViewModel]:
    vm = find_model(scripted, tasks, connection, tmp_path, clock=lambda: NOW)
    yield vm
    vm.close()


def test_results_grow_page_by_page_and_a_repeat_reads_only_what_is_new(
    qtbot: QtBot, find: FindViewModel, scripted: ScriptedOrders
) -> None:
    scripted.gate = asyncio.Event()
    find.search("lukasz", 6)
    qtbot.waitUntil(lambda: find.results.rowCount() > 0)
    assert find.results.rowCount() == 13, "the first page's matches, before the second page is read"
    assert find.busy
    with qtbot.waitSignal(find.finished) as done:
        scripted.gate.set()
    text, state = done.args
    assert state == "done"
    assert text.startswith("23 found: searched")
    assert [page for _since, page in scripted.asked] == [1, 2]
    assert scripted.asked[0][0] == months_before(NOW, 6)
    scripted.asked.clear()
    scripted.gate = None
    scripted.listed.insert(0, listing(-1))  # a new order since
    with qtbot.waitSignal(find.finished) as again:
        find.search("SMITH", 6)
    assert scripted.asked == [(NOW, 1)], "only what was created since the newest order read"
    assert "orders since" in again.args[0]
    assert find.results.rowCount() == 23


def test_a_failed_page_keeps_what_was_found_and_retry_goes_on_from_it(
    qtbot: QtBot, find: FindViewModel, scripted: ScriptedOrders
) -> None:
    scripted.fail_page = 2
    with qtbot.waitSignal(find.finished) as failed:
        find.search("jones", 6)
    text, state = failed.args
    assert state == "incomplete"
    assert "50 orders searched" in text
    assert "12 found so far" in text
    assert find.results.rowCount() == 12
    with qtbot.waitSignal(find.finished) as done:
        find.retry()
    assert done.args[1] == "done"
    assert [page for _since, page in scripted.asked] == [1, 2, 2]
    assert find.results.rowCount() == 23
    outcomes = [line["outcome"] for line in find._writer.audit.lines]  # type: ignore[attr-defined]
    assert outcomes == ["incomplete: 12 found in 50 orders", "done: 23 found in 92 orders"]


def test_too_short_a_query_is_refused_in_words(
    qtbot: QtBot, find: FindViewModel, scripted: ScriptedOrders
) -> None:
    with qtbot.waitSignal(find.finished) as said:
        find.search(" a ")
    assert said.args[1] == "refused_input"
    assert scripted.asked == []


def test_months_before_keeps_the_day_or_takes_the_last_of_a_shorter_month() -> None:
    assert months_before(datetime(2025, 3, 31, 8), 1) == datetime(2025, 2, 28, 8)
    assert months_before(datetime(2025, 1, 15), 12) == datetime(2024, 1, 15)
    assert months_before(datetime(2024, 5, 31), 3) == datetime(2024, 2, 29)
    assert Decimal("25") == listing(0).total


def test_digits_that_are_no_order_of_the_property_are_searched_as_a_reference(
    qtbot: QtBot, find: FindViewModel, scripted: ScriptedOrders
) -> None:
    with qtbot.waitSignal(find.finished) as said:
        find.search("104729", 3)
    assert said.args[1] == "done"
    # A number is not misspelt: the cashier is told to check it, not to try another spelling.
    assert said.args[0].startswith("No order 104729 at this property, and no payment reference 104729")
    assert said.args[0].endswith("Check the number on the guest's confirmation.")
    assert [page for _since, page in scripted.asked] == [1]


def test_orders_older_than_the_retention_period_are_found_but_never_written_to_the_index(
    qtbot: QtBot, tasks: TaskSlots, connection: ConnectionViewModel, scripted: ScriptedOrders, tmp_path: Path
) -> None:
    """A 6-month search shows every match, but the till's file keeps guests' names and addresses
    of the last ``retention_days`` only: the retention would have to drop the rest the next day."""
    index = OrderIndex(tmp_path / "orders-index-101.sqlite3")
    vm = find_model(scripted, tasks, connection, tmp_path, index, keep_days=40, clock=lambda: NOW)
    with qtbot.waitSignal(vm.finished) as done:
        vm.search("smith", 6)
    assert done.args[0].startswith("23 found"), "older matches are still shown"
    cutoff = NOW - timedelta(days=40)
    assert not index.holds_older_than(cutoff)
    assert index.count_since(cutoff - timedelta(days=400)) == 21, "the last 40 days' orders are kept"
    covered = index.coverage()
    assert covered is not None
    assert covered.covered_from >= cutoff, "the index claims no older cover"
    scripted.asked.clear()
    with qtbot.waitSignal(vm.finished) as again:
        vm.search("smith", 6)
    assert again.args[0].startswith("23 found")
    assert scripted.asked[0] == (months_before(NOW, 6), 1), "a window past the retention is read again"
    vm.close()


def test_a_new_search_that_fails_at_once_leaves_none_of_the_last_ones_results(
    qtbot: QtBot, find: FindViewModel, scripted: ScriptedOrders
) -> None:
    with qtbot.waitSignal(find.finished):
        find.search("jones", 6)
    assert find.results.rowCount() == 23
    scripted.fail_page = 1
    with qtbot.waitSignal(find.finished) as failed:
        find.search("smith", 6, fresh=True)
    assert failed.args[1] == "incomplete"
    assert find.results.rowCount() == 0, "Jones's orders are not shown as what a search for Smith found"
    assert not find.busy


def test_the_search_shows_busy_once_its_first_request_is_on_its_way_and_a_sign_out_ends_it(
    qtbot: QtBot, find: FindViewModel, scripted: ScriptedOrders, tasks: TaskSlots
) -> None:
    scripted.gate = asyncio.Event()
    busy: list[bool] = []
    find.busy_changed.connect(busy.append)
    find.search("lukasz", 6)
    assert busy == [], "nothing repaints before the request leaves"
    qtbot.waitUntil(lambda: find.busy)
    assert [page for _since, page in scripted.asked][:1] == [1]
    find.forget()
    qtbot.waitUntil(lambda: not tasks.running("find"))
    assert busy == [True, False]
    assert not find.busy
    assert find.results.rowCount() == 0


def test_an_orders_vouchers_whose_codes_end_alike_are_told_apart(qapp: object) -> None:
    model = vouchers_model(None)  # type: ignore[arg-type]
    model.set_records(
        [
            FoundVoucher("SPA50PART", "Spa", "Valid", Decimal("50"), "GBP"),
            FoundVoucher("TEA40PART", "Tea", "Valid", Decimal("40"), "GBP"),
        ]
    )
    shown = [model.index(row, 0).data() for row in range(2)]
    assert shown[0] != shown[1], "two vouchers of one order are never shown as the same code"
    assert all("SPA50" not in text and "TEA40" not in text for text in shown), "still masked"


def test_a_code_searched_for_is_kept_masked_in_the_audit_log(
    qtbot: QtBot, find: FindViewModel, scripted: ScriptedOrders
) -> None:
    with qtbot.waitSignal(find.finished):
        find.search("smith TEA40PART", 6)
    [line] = find._writer.audit.lines  # type: ignore[attr-defined]
    reason = str(line["reason"])
    assert "TEA40PART" not in reason
    assert reason.startswith('searched "smith ')
    assert "••••••PART" in reason
