"""The "Keyed on POS" ticks, in the journal's own file."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest

from app.core.intent import Intent, Origin
from app.store.journal import Journal, MovementKind
from app.store.pos_keyed import PosKeyedStore
from helpers.clock import FakeClock


def test_a_tick_records_who_and_when_and_the_first_one_stands(tmp_path: Path, clock: FakeClock) -> None:
    path = tmp_path / "journal.sqlite3"
    with Journal(path, clock) as journal, PosKeyedStore(path, clock) as keyed:
        ticked_at = clock()
        first = keyed.tick("m1", staff="Sam", till="Till 2")
        clock.advance(minutes=3)
        again = keyed.tick("m1", staff="Alex", till="Till 2")
        assert again == first
        assert (first.staff, first.keyed_at) == ("Sam", ticked_at)
        assert keyed.keyed_among(["m1", "m2"]) == {"m1"}
        assert journal.unresolved() == []  # the journal's own table is untouched
    with PosKeyedStore(path) as reopened:
        assert reopened.keyed_among([f"x{i}" for i in range(1200)] + ["m1"]) == {"m1"}


def test_a_tick_needs_a_name(tmp_path: Path) -> None:
    with PosKeyedStore(tmp_path / "journal.sqlite3") as keyed, pytest.raises(ValueError, match="who keyed"):
        keyed.tick("m1", staff=" ", till="Till 2")


def test_the_journal_tells_a_write_by_itself_or_by_the_ticks_from_no_write(
    tmp_path: Path, clock: FakeClock
) -> None:
    # The hand-off merges what the journal wrote since its last read: a tick, written on the ticks'
    # own connection to the same file, must make it read afresh, and a read alone change nothing.
    path = tmp_path / "journal.sqlite3"
    with Journal(path, clock) as journal, PosKeyedStore(path, clock) as keyed:
        read = journal.mark()
        journal.unresolved()
        assert journal.written_since(read) == (read, [])
        keyed.tick("m1", staff="Sam", till="Till 2")
        assert journal.written_since(read) is None
        ticked = journal.mark()
        movement = journal.record_intent(
            MovementKind.REDEEM,
            Intent(code="SPA50XYZ", amount=Decimal("5.00"), currency="GBP", balance_before=Decimal("50.00")),
            Origin(71, "Sam", "Till 2"),
        )
        written = journal.written_since(ticked)
        assert written is not None
        assert written[1] == [movement]
        assert journal.written_since(written[0]) == (written[0], [])
