"""The order index in awkward cases: a file another program holds, an index folded by an older till,
an order this till corrected, and more matches than one slice."""

from __future__ import annotations

import sqlite3
from datetime import datetime
from decimal import Decimal
from pathlib import Path

import pytest

from app.core.find_text import FOLD_VERSION
from app.store.db import StorageError
from app.store.order_index import IndexedOrder, OrderIndex, index_file

SINCE = datetime(2025, 1, 1)


def order(order_id: int, name: str, email: str = "guest@example.com") -> IndexedOrder:
    return IndexedOrder(
        order_id=order_id,
        created=datetime(2025, 1, 2, 12, 0, order_id % 60),
        email=email,
        customer_name=name,
        recipient_name="",
        recipient_email="",
        payment_reference="",
        currency="GBP",
        total=Decimal("12.50"),
    )


def test_a_file_another_program_holds_fails_in_till_words_never_with_a_raw_sqlite_error(
    tmp_path: Path,
) -> None:
    path = index_file(tmp_path, 101)
    index = OrderIndex(path)
    index.add([order(1, "Ann Nowak")])
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")  # a backup tool, a virus scanner, a database browser
    try:
        with pytest.raises(StorageError, match="another program has it locked"):
            index.add([order(2, "Bea Nowak")])
        with pytest.raises(StorageError, match="another program has it locked"):
            index.set_coverage(SINCE, SINCE)
        with pytest.raises(StorageError, match="another program has it locked"):
            index.correct(1, {"customerName": "Ann Quuxley"})
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    index.add([order(2, "Bea Nowak")])
    assert [found.order_id for found in index.search("nowak", SINCE)] == [2, 1]
    index.close()


def test_an_index_folded_by_an_older_till_is_folded_again_when_opened(tmp_path: Path) -> None:
    path = index_file(tmp_path, 101)
    index = OrderIndex(path)
    index.add([order(1, "Þóra Jónsdóttir"), order(2, "王芳")])
    index.close()
    with sqlite3.connect(path) as old:  # as the till before FOLD_VERSION wrote it
        old.execute("UPDATE orders SET folded = 'ora jonsdottir 1' WHERE order_id = 1")
        old.execute("UPDATE orders SET folded = '2' WHERE order_id = 2")
        old.execute("PRAGMA user_version = 0")
    old.close()
    again = OrderIndex(path)
    assert [found.customer_name for found in again.search("thora", SINCE)] == ["Þóra Jónsdóttir"]
    assert [found.customer_name for found in again.search("王芳", SINCE)] == ["王芳"]
    assert again.search("nora", SINCE) == []
    again.close()
    with sqlite3.connect(path) as reading:
        assert reading.execute("PRAGMA user_version").fetchone()[0] == FOLD_VERSION
    reading.close()


def test_an_order_this_till_corrected_is_found_by_its_new_details_only(tmp_path: Path) -> None:
    index = OrderIndex(index_file(tmp_path, 101))
    index.add([order(1, "Björn Nowak", "bn@example.org")])
    assert index.correct(1, {"customerName": "Zebedee Quuxley", "emailAddress": "zq@example.org"})
    assert [found.customer_name for found in index.search("quuxley", SINCE)] == ["Zebedee Quuxley"]
    assert [found.order_id for found in index.search("zq@example", SINCE)] == [1]
    assert index.search("nowak", SINCE) == []
    assert index.search("bn@example", SINCE) == []
    assert not index.correct(99, {"customerName": "Nobody"}), "an order the index never read is left alone"
    index.close()


def test_matches_are_read_a_slice_at_a_time_to_the_last(tmp_path: Path) -> None:
    index = OrderIndex(index_file(tmp_path, 101))
    index.add([order(n, f"Guest {n} Smith") for n in range(1, 451)])
    slices = [index.search("smith", SINCE, 200, offset) for offset in (0, 200, 400)]
    assert [len(part) for part in slices] == [200, 200, 50]
    assert len({found.order_id for part in slices for found in part}) == 450
    index.close()
