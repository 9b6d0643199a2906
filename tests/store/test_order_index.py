"""The order index: what Find keeps of a property's orders, how it matches, and what it forgets."""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from pathlib import Path

import pytest

from app.store.order_index import IndexedOrder, OrderIndex, index_file, open_order_index


def order(
    order_id: int, day: int, name: str, email: str, *, recipient: str = "", ref: str = ""
) -> IndexedOrder:
    return IndexedOrder(
        order_id=order_id,
        created=datetime(2025, 1, day, 12, 0, 0),
        email=email,
        customer_name=name,
        recipient_name=recipient,
        recipient_email="",
        payment_reference=ref,
        currency="GBP",
        total=Decimal("12.50"),
    )


ORDERS = [
    order(1, 2, "Łukasz Nowak", "lukasz.nowak@example.pl", ref="TXN000000123"),
    order(2, 3, "Zoë O'Brien", "zoe.obrien@example.ie"),
    order(3, 4, "Ann Smith-Jones", "ann@example.com", recipient="Bob Jones"),
    order(4, 5, "Carl Smith", "carl.smith@example.com"),
]


def test_matching_ignores_case_accents_apostrophes_and_hyphens(tmp_path: Path) -> None:
    index = OrderIndex(index_file(tmp_path, 101))
    index.add(ORDERS)
    since = datetime(2025, 1, 1)
    ids = lambda query: [o.order_id for o in index.search(query, since)]  # noqa: E731
    assert ids("LUKASZ") == [1]
    assert ids("zoe obrien") == [2]
    assert ids("O’Brien") == [2]
    assert ids("jones") == [3], "a double-barrelled surname and a gift's recipient"
    assert ids("smith") == [4, 3], "newest first"
    assert ids("txn000000123") == [1]
    assert ids("SMITH@EXAMPLE") == [4], "an e-mail fragment is looked for as written"
    assert ids("nobody") == []
    assert all(o.matches("smith") for o in index.search("smith", since))
    assert index.search("smith", datetime(2025, 1, 5)) == [ORDERS[3]], "only inside the window"
    index.close()


def test_coverage_and_retention(tmp_path: Path) -> None:
    path = index_file(tmp_path, 101)
    index = OrderIndex(path)
    index.add(ORDERS)
    index.add([ORDERS[0]])  # read again: replaced, not doubled
    assert index.count_since(datetime(2025, 1, 1)) == 4
    assert index.coverage() is None
    index.set_coverage(datetime(2025, 1, 1), datetime(2025, 1, 5, 12))
    assert index.forget_older_than(datetime(2025, 1, 4)) == 2
    assert [o.order_id for o in index.search("smith", datetime(2024, 1, 1))] == [4, 3]
    assert index.search("nowak", datetime(2024, 1, 1)) == []
    covered = index.coverage()
    assert covered is not None
    assert covered.covered_from == datetime(2025, 1, 4), "what was forgotten is no longer covered"
    index.close()
    reopened = open_order_index(path)
    assert reopened.count_since(datetime(2024, 1, 1)) == 2, "kept on disk between searches"
    reopened.close()


@pytest.mark.logs(r"^Find keeps its order index in memory: ")
def test_a_folder_that_cannot_be_written_keeps_the_index_in_memory(tmp_path: Path) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    index = open_order_index(blocked / "orders-index-101.sqlite3")
    index.add(ORDERS)
    assert index.count_since(datetime(2025, 1, 1)) == 4
    index.close()
