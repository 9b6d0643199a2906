"""Find in the real till window against a service whose list never ends or overlaps, and whose
names come as HTML (the legacy run writes ``O&#039;Brien``): the search ends, counts each order
once, and finds and shows a name as the receptionist types it."""

from __future__ import annotations

from datetime import datetime

import httpx
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.core.find_text import DEFAULT_WINDOW_MONTHS, count_text
from app.desk.find.run import months_before
from app.sandbox.seed_catalogue import DEMO_KEY
from app.shell.main_window import MainWindow
from helpers.finding import names_shown, open_find, search
from sandbox_harness.server import SandboxServer


def test_a_service_that_sends_page_one_for_ever_ends_the_search_at_the_first_page_repeated(
    qtbot: QtBot, two_year_finder: tuple[MainWindow, Till, SandboxServer]
) -> None:
    window, _till, sandbox = two_year_finder
    sandbox.forms.set("ignore_page", path="/orders/$", method="GET")
    dialog = open_find(qtbot, window)
    said = search(qtbot, dialog, "smith")
    assert "searched 50 orders since" in said, said
    assert dialog.search.isVisible()
    assert not dialog.stop.isVisible(), "the search ended"


def _orders_in_the_window(sandbox: SandboxServer) -> int:
    """How many of the property's orders a twelve-month search reads, from the clean list."""
    since = months_before(datetime.now(), DEFAULT_WINDOW_MONTHS).strftime("%Y-%m-%d %H:%M:%S")
    seen: set[int] = set()
    for page in range(1, 100):
        listed = httpx.get(
            f"{sandbox.url}/orders/",
            params={"domainID": 101, "orders.dateCreated[gte]": since, "p": page},
            auth=(DEMO_KEY, ""),
        ).json()
        entries = listed.values() if isinstance(listed, dict) else listed
        seen.update(int(entry["orderID"]) for entry in entries)
        if len(listed) < 50:
            return len(seen)
    raise AssertionError("the sandbox's list did not end")


def test_a_page_that_repeats_the_last_order_of_the_one_before_counts_it_once(
    qtbot: QtBot, two_year_finder: tuple[MainWindow, Till, SandboxServer]
) -> None:
    window, _till, sandbox = two_year_finder
    orders = _orders_in_the_window(sandbox)
    assert orders > 100, "several pages"
    sandbox.forms.set("overlap_pages", path="/orders/$", method="GET")
    dialog = open_find(qtbot, window)
    said = search(qtbot, dialog, "smith")
    assert f"searched {count_text(orders)} orders since" in said, said
    assert said.startswith(f"{dialog.vm.results.rowCount()} found"), "each order listed once"


def test_a_name_the_service_writes_as_html_is_found_as_typed_and_shown_as_written(
    qtbot: QtBot, two_year_finder: tuple[MainWindow, Till, SandboxServer]
) -> None:
    window, _till, _sandbox = two_year_finder
    dialog = open_find(qtbot, window)
    said = search(qtbot, dialog, "o'brien")
    assert not said.startswith("Nothing matches"), said
    shown = names_shown(dialog).values()
    assert any("O'Brien" in name for name in shown), shown
    assert "Zoë O'Brien" in shown, "a name with a letter the service writes as &euml;"
    assert not any("&" in name for name in shown), shown
