"""The journal keeps every money movement from intent to outcome, across crashes."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import textwrap
from datetime import UTC, datetime, timedelta
from decimal import Decimal
from pathlib import Path

import pytest

from app.api.timeline import Anchor
from app.core.intent import Intent, Origin, Timing
from app.core.movement import ServiceEvent
from app.store.journal import Journal, JournalError, MovementKind, MovementState
from helpers.clock import FakeClock
from helpers.zone import in_zone

REPO = Path(__file__).resolve().parents[2]


def _redeem(journal: Journal, code: str = "SPA50XYZ", amount: str | None = "12.50") -> str:
    movement = journal.record_intent(
        MovementKind.REDEEM,
        Intent(
            code=code,
            amount=None if amount is None else Decimal(amount),
            currency="GBP",
            balance_before=Decimal("50.00"),
        ),
        Origin(71, "Alice", "Front desk"),
    )
    return movement.id


def test_intent_is_pending_with_everything_the_till_knew(tmp_path: Path, clock: FakeClock) -> None:
    with Journal(tmp_path / "data" / "journal.sqlite3", clock) as journal:
        movement = journal.get(_redeem(journal))
    assert movement.state is MovementState.PENDING
    assert (movement.kind, movement.code, movement.location_id) == (MovementKind.REDEEM, "SPA50XYZ", 71)
    assert movement.amount == Decimal("12.50")
    assert str(movement.amount) == "12.50"
    assert movement.balance_before == Decimal("50.00")
    assert (movement.staff, movement.till, movement.currency) == ("Alice", "Front desk", "GBP")
    assert movement.created == movement.updated == clock.now
    assert movement.result_event_id is None


def test_intent_survives_a_process_killed_right_after_writing_it(tmp_path: Path) -> None:
    path = tmp_path / "journal.sqlite3"
    script = textwrap.dedent(
        f"""
        import os
        from decimal import Decimal
        from pathlib import Path
        from app.core.intent import Intent, Origin
        from app.store.journal import Journal, MovementKind
        journal = Journal(Path({str(path)!r}))
        movement = journal.record_intent(
            MovementKind.REDEEM, Intent(code="SPA50XYZ", amount=Decimal("7.25")), Origin(71, "Alice", "T1")
        )
        print(movement.id, flush=True)
        os._exit(9)
        """
    )
    result = subprocess.run(
        [sys.executable, "-c", script], cwd=REPO, capture_output=True, text=True, timeout=60, check=False
    )
    assert result.returncode == 9, result.stderr
    with Journal(path) as reopened:
        survivors = reopened.unresolved()
    assert [m.id for m in survivors] == [result.stdout.strip()]
    assert survivors[0].state is MovementState.PENDING
    assert survivors[0].amount == Decimal("7.25")


def test_outcomes_persist_after_reopening(tmp_path: Path, clock: FakeClock) -> None:
    path = tmp_path / "journal.sqlite3"
    with Journal(path, clock) as journal:
        done, rejected = _redeem(journal), _redeem(journal)
        clock.advance(seconds=2)
        journal.mark_done(done, 4711)
        journal.mark_rejected(rejected, "insufficient_balance")
    with Journal(path, clock) as journal:
        assert journal.get(done).state is MovementState.DONE
        assert journal.get(done).result_event_id == 4711
        assert journal.get(done).updated == clock.now
        assert journal.get(rejected).reason == "insufficient_balance"
        assert journal.unresolved() == []


@pytest.mark.parametrize(
    ("path", "final"),
    [
        (("done",), MovementState.DONE),
        (("rejected",), MovementState.REJECTED),
        (("unknown",), MovementState.UNKNOWN),
        (("unknown", "done"), MovementState.DONE),
        (("unknown", "not_applied"), MovementState.NOT_APPLIED),
        (("mismatch",), MovementState.MISMATCH),
        (("unknown", "unconfirmed"), MovementState.UNCONFIRMED),
        (("unknown", "unconfirmed", "done"), MovementState.DONE),
        (("unknown", "unconfirmed", "not_applied"), MovementState.NOT_APPLIED),
        (("unknown", "not_applied", "done"), MovementState.DONE),
        (("unknown", "not_applied", "unconfirmed"), MovementState.UNCONFIRMED),
    ],
    ids=lambda value: "-".join(value) if isinstance(value, tuple) else str(value),
)
def test_legal_transitions(tmp_path: Path, path: tuple[str, ...], final: MovementState) -> None:
    with Journal(tmp_path / "j.sqlite3") as journal:
        movement_id = _redeem(journal)
        for step in path:
            _apply(journal, movement_id, step)
        assert journal.get(movement_id).state is final


@pytest.mark.parametrize(
    ("path", "illegal"),
    [
        ((), "not_applied"),
        (("done",), "done"),
        (("done",), "unknown"),
        (("done",), "rejected"),
        (("rejected",), "done"),
        (("unknown",), "rejected"),
        (("unknown",), "unknown"),
        (("unknown", "done"), "not_applied"),
        (("mismatch",), "done"),
        (("mismatch",), "not_applied"),
        (("unknown", "done"), "unconfirmed"),
        ((), "unconfirmed"),
    ],
    ids=lambda value: "-".join(value) if isinstance(value, tuple) else str(value),
)
def test_illegal_transitions_are_refused_and_change_nothing(
    tmp_path: Path, path: tuple[str, ...], illegal: str
) -> None:
    with Journal(tmp_path / "j.sqlite3") as journal:
        movement_id = _redeem(journal)
        for step in path:
            _apply(journal, movement_id, step)
        before = journal.get(movement_id)
        with pytest.raises(JournalError, match="cannot go from"):
            _apply(journal, movement_id, illegal)
        assert journal.get(movement_id) == before


def _apply(journal: Journal, movement_id: str, step: str) -> None:
    if step == "done":
        journal.mark_done(movement_id, 99)
    elif step == "rejected":
        journal.mark_rejected(movement_id, "not_redeemable")
    elif step == "unknown":
        journal.mark_unknown(movement_id)
    elif step == "mismatch":
        journal.mark_mismatch(
            movement_id, SERVICE, "The service recorded £20.00, not £12.50 — ask a manager."
        )
    elif step == "unconfirmed":
        journal.mark_unconfirmed(movement_id, [SERVICE], "two could be it")
    else:
        journal.mark_not_applied(movement_id)


SERVICE = ServiceEvent(
    event_id=4712,
    type="Redeemed",
    code="SPA50XYZ",
    location_id=72,
    amount=Decimal("20.00"),
    currency="GBP",
    starting_balance=Decimal("50.00"),
    balance=Decimal("30.00"),
    created=datetime(2024, 12, 24, 14, 30, 1),
)


def test_figures_anchor_and_decisions_are_kept_exactly(tmp_path: Path) -> None:
    with Journal(tmp_path / "j.sqlite3") as journal:
        anchor = Anchor(4700, datetime(2024, 12, 24, 14, 29, 58))
        movement = journal.record_intent(
            MovementKind.REDEEM,
            Intent(code="SPA50XYZ", amount=Decimal("12.50")),
            Origin(71, "Alice", "T1"),
            Timing(anchor=anchor, clock_offset_s=-3600.0, sent_epoch=1_800_000_000.5),
        )
        journal.mark_unknown(movement.id)
        unconfirmed = journal.mark_unconfirmed(movement.id, [SERVICE], "two could be it")
        assert unconfirmed.candidates == (SERVICE,)
        assert (unconfirmed.anchor, unconfirmed.clock_offset_s, unconfirmed.sent_epoch) == (
            anchor,
            -3600.0,
            1_800_000_000.5,
        )
        decided = journal.mark_done(movement.id, SERVICE.event_id, service=SERVICE, decided_by="Morgan")
        assert (decided.decided_by, decided.service, decided.result_event_id) == ("Morgan", SERVICE, 4712)
        assert decided.service is not None
        assert str(decided.service.amount) == "20.00"


def test_an_older_journal_gains_the_new_columns_and_keeps_its_movements(tmp_path: Path) -> None:
    path = tmp_path / "j.sqlite3"
    with sqlite3.connect(path) as old:
        old.execute(
            "CREATE TABLE movements (id TEXT PRIMARY KEY, kind TEXT NOT NULL, code TEXT, code_key TEXT, "
            "order_id INTEGER, event_id INTEGER, amount TEXT, currency TEXT, location_id INTEGER NOT NULL, "
            "staff TEXT NOT NULL, till TEXT NOT NULL, created TEXT NOT NULL, state TEXT NOT NULL, "
            "result_event_id INTEGER, reason TEXT, updated TEXT NOT NULL, balance_before TEXT)"
        )
        old.execute(
            "INSERT INTO movements VALUES ('m1', 'redeem', 'SPA50XYZ', 'spa50xyz', NULL, NULL, '1.00', "
            "'GBP', 71, 'Alice', 'T1', '2024-12-24 14:30:00.000000', 'unknown', NULL, NULL, "
            "'2024-12-24 14:30:00.000000', NULL)"
        )
    with Journal(path) as journal:
        [movement] = journal.unresolved()
        assert (movement.id, movement.anchor, movement.candidates) == ("m1", None, ())
        assert journal.mark_not_applied("m1").state is MovementState.NOT_APPLIED


def test_unknown_movement_id_is_an_error(tmp_path: Path) -> None:
    with Journal(tmp_path / "j.sqlite3") as journal:
        with pytest.raises(JournalError, match="no movement"):
            journal.get("nope")
        with pytest.raises(JournalError, match="no movement"):
            journal.mark_done("nope", 1)


def test_unresolved_lists_pending_and_unknown_only_oldest_first(tmp_path: Path, clock: FakeClock) -> None:
    with Journal(tmp_path / "j.sqlite3", clock) as journal:
        unknown = _redeem(journal)
        journal.mark_unknown(unknown)
        clock.advance(seconds=1)
        pending = _redeem(journal)
        clock.advance(seconds=1)
        journal.mark_done(_redeem(journal), 1)
        journal.mark_rejected(_redeem(journal), "no")
        settled = _redeem(journal)
        journal.mark_unknown(settled)
        journal.mark_not_applied(settled)
        assert [m.id for m in journal.unresolved()] == [unknown, pending]


def test_unresolved_for_code_matches_any_spelling_of_that_code_only(tmp_path: Path) -> None:
    with Journal(tmp_path / "j.sqlite3") as journal:
        mine = _redeem(journal, code="SPA50XYZ")
        journal.mark_unknown(mine)
        _redeem(journal, code="OTHER123")
        journal.mark_done(_redeem(journal, code="SPA50XYZ"), 5)
        assert [m.id for m in journal.unresolved_for_code("spa-50 xyz")] == [mine]
        assert journal.unresolved_for_code("NOPE9999") == []


def test_waiting_for_manager_names_the_unconfirmed_ones_on_that_code_only(tmp_path: Path) -> None:
    with Journal(tmp_path / "j.sqlite3") as journal:
        waiting = _redeem(journal, code="SPA50XYZ")
        journal.mark_unknown(waiting)
        journal.mark_unconfirmed(waiting, [SERVICE], "two could be it")
        journal.mark_unknown(_redeem(journal, code="SPA50XYZ"))  # the till can still settle it
        _redeem(journal, code="SPA50XYZ")  # on its way
        elsewhere = _redeem(journal, code="OTHER123")
        journal.mark_unknown(elsewhere)
        journal.mark_unconfirmed(elsewhere, [SERVICE], "two could be it")
        assert journal.waiting_for_manager("spa-50 xyz") == [waiting]
        assert journal.waiting_for_manager("NOPE9999") == []


def test_between_filters_by_time_and_till(tmp_path: Path, clock: FakeClock) -> None:
    with Journal(tmp_path / "j.sqlite3", clock) as journal:
        start = clock.now
        first = _redeem(journal)
        clock.advance(hours=1)
        other_till = journal.record_intent(
            MovementKind.REFUND, Intent(order_id=12), Origin(71, "Bob", "Bar")
        ).id
        clock.advance(hours=1)
        end = clock.now
        last = _redeem(journal)
        clock.advance(seconds=1)
        _redeem(journal)
        assert [m.id for m in journal.between(start, end)] == [first, other_till, last]
        assert [m.id for m in journal.between(start, end, till="Front desk")] == [first, last]
        assert journal.between(start - timedelta(days=1), start - timedelta(seconds=1)) == []


def test_aware_clock_times_are_stored_as_local_wall_clock(tmp_path: Path) -> None:
    aware = datetime(2024, 6, 1, 12, 0, tzinfo=datetime.now().astimezone().tzinfo)
    with Journal(tmp_path / "j.sqlite3", lambda: aware) as journal:
        movement = journal.get(_redeem(journal))
    assert movement.created.tzinfo is None
    assert movement.created == aware.replace(tzinfo=None)


@pytest.mark.parametrize(
    ("kind", "missing"),
    [
        (MovementKind.REDEEM, "code"),
        (MovementKind.TOPUP, "code"),
        (MovementKind.REVERSE, "event_id"),
        (MovementKind.REFUND, "order_id"),
    ],
)
def test_intent_without_its_target_is_refused(tmp_path: Path, kind: MovementKind, missing: str) -> None:
    with Journal(tmp_path / "j.sqlite3") as journal:
        with pytest.raises(ValueError, match=missing):
            journal.record_intent(kind, Intent(), Origin(71, "Alice", "T1"))
        assert journal.unresolved() == []


def test_money_must_be_a_finite_decimal(tmp_path: Path) -> None:
    with Journal(tmp_path / "j.sqlite3") as journal:
        float_amount = Intent(code="SPA50XYZ", amount=12.5)  # type: ignore[arg-type]
        with pytest.raises(TypeError, match="Decimal"):
            journal.record_intent(MovementKind.REDEEM, float_amount, Origin(1, "A", "T"))
        with pytest.raises(ValueError, match="finite"):
            journal.record_intent(
                MovementKind.REDEEM, Intent(code="SPA50XYZ", amount=Decimal("NaN")), Origin(1, "A", "T")
            )
        assert journal.unresolved() == []


def test_file_is_in_wal_mode_with_full_sync(tmp_path: Path) -> None:
    path = tmp_path / "j.sqlite3"
    with Journal(path) as journal:
        _redeem(journal)
        assert journal._db.execute("PRAGMA synchronous").fetchone()[0] == 2
    with sqlite3.connect(path) as raw:
        assert raw.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    raw.close()
    assert os.path.getsize(path) > 0


def test_an_outcome_skips_the_flush_but_the_next_intent_is_synced_again(tmp_path: Path) -> None:
    """Outcomes are rebuilt from the service after a power cut; intents cannot be, so they stay FULL."""
    statements: list[str] = []
    with Journal(tmp_path / "j.sqlite3") as journal:
        movement_id = _redeem(journal)
        journal._db.set_trace_callback(statements.append)
        journal.mark_done(movement_id, 77)
        _redeem(journal)
        journal._db.set_trace_callback(None)
        syncs = [s for s in statements if s.startswith(("PRAGMA synchronous", "COMMIT", "INSERT"))]
        assert syncs[:3] == ["PRAGMA synchronous=NORMAL", "COMMIT", "PRAGMA synchronous=FULL"]
        assert syncs[3].startswith("INSERT")
        assert journal.get(movement_id).state is MovementState.DONE


def test_a_journal_from_before_the_approving_manager_opens_and_keeps_it_from_then_on(
    tmp_path: Path,
) -> None:
    """The last release's journal (every column but ``approved_by``), with an unresolved top-up in
    it, opens: that movement is still there to reconcile, with nobody named, and new ones keep it."""
    path = tmp_path / "j.sqlite3"
    with sqlite3.connect(path) as old:
        old.execute(
            "CREATE TABLE movements (id TEXT PRIMARY KEY, kind TEXT NOT NULL, code TEXT, code_key TEXT, "
            "order_id INTEGER, event_id INTEGER, amount TEXT, currency TEXT, location_id INTEGER NOT NULL, "
            "staff TEXT NOT NULL, till TEXT NOT NULL, created TEXT NOT NULL, state TEXT NOT NULL, "
            "result_event_id INTEGER, reason TEXT, updated TEXT NOT NULL, balance_before TEXT, "
            "anchor_event_id INTEGER, anchor_created TEXT, clock_offset_s REAL, sent_epoch REAL, "
            "service TEXT, candidates TEXT, decided_by TEXT, late_found TEXT, expected_location_id INTEGER)"
        )
        old.execute(
            "INSERT INTO movements VALUES ('m1', 'topup', 'SPA50XYZ', 'spa50xyz', NULL, NULL, '20.00', "
            "'GBP', 71, 'Alice', 'T1', '2024-12-24 14:30:00.000000', 'unknown', NULL, NULL, "
            "'2024-12-24 14:30:00.000000', '50.00', 4700, '2024-12-24 14:29:00.000000', 0.0, "
            "1735050600.0, NULL, NULL, NULL, NULL, 71)"
        )
    with Journal(path) as journal:
        [movement] = journal.unresolved()
        assert (movement.id, movement.kind, movement.amount, movement.approved_by) == (
            "m1",
            MovementKind.TOPUP,
            Decimal("20.00"),
            None,
        )
        assert movement.anchor == Anchor(4700, datetime(2024, 12, 24, 14, 29))
        new = journal.record_intent(
            MovementKind.TOPUP,
            Intent(code="TEA40PART", amount=Decimal("5.00"), currency="GBP"),
            Origin(71, "Alice", "T1", approved_by="Morgan"),
        )
        assert journal.mark_not_applied("m1").approved_by is None
    with Journal(path) as reopened:
        assert reopened.get(new.id).approved_by == "Morgan"


def test_a_till_restarted_in_another_zone_reads_its_rows_on_one_timeline(tmp_path: Path) -> None:
    """Rows written in London and read in New York are five hours earlier on the New York clock,
    beside rows written there; the offset to the service stays right for each."""
    path = tmp_path / "journal.sqlite3"
    with in_zone("Europe/London"), Journal(path, FakeClock(datetime(2026, 11, 22, 23, 46, 18))) as journal:
        london = _redeem(journal)
        journal.get(london)
    with in_zone("America/New_York"), Journal(path, FakeClock(datetime(2026, 11, 22, 18, 50, 0))) as journal:
        new_york = journal.record_intent(
            MovementKind.REDEEM,
            Intent(code="TEA40PART", amount=Decimal("2.00"), currency="GBP"),
            Origin(71, "Kim", "Front desk"),
            Timing(clock_offset_s=5 * 3600.0),
        ).id
        rows = journal.between(datetime(2026, 11, 22, 18, 0), datetime(2026, 11, 22, 19, 0))
        assert [m.id for m in rows] == [london, new_york]
        assert rows[0].created == datetime(2026, 11, 22, 18, 46, 18)
        assert rows[1].clock_offset_s == 5 * 3600.0
    with in_zone("Europe/London"), Journal(path) as journal:
        # Back in London: the New York row is on London's clock, its offset on London's clock too.
        again = journal.get(new_york)
        assert again.created == datetime(2026, 11, 22, 23, 50, 0)
        assert again.clock_offset_s == 0.0


def test_an_old_journal_in_local_time_is_moved_to_utc_when_opened(tmp_path: Path) -> None:
    """A journal written in London before the till kept UTC, opened in New York: a row that says
    when it was sent is converted as London's, found by a New York range as rows written since are;
    a row that does not is taken as written in New York."""
    path = tmp_path / "journal.sqlite3"
    sent = datetime(2026, 11, 22, 23, 40, 0, tzinfo=UTC).timestamp()
    with in_zone("Europe/London"):
        with Journal(path, FakeClock(datetime(2026, 11, 22, 23, 40, 0))) as journal:
            old = journal.record_intent(
                MovementKind.REDEEM,
                Intent(code="SPA50PART", amount=Decimal("5.00"), currency="GBP"),
                Origin(71, "Kim", "Front desk"),
                Timing(clock_offset_s=3.0, sent_epoch=sent),
            ).id
            journal.mark_unknown(old)
            unsent = _redeem(journal)
        raw = sqlite3.connect(path, isolation_level=None)
        # As the earlier till wrote them: local wall-clock text with no zone.
        raw.execute(
            "UPDATE movements SET created = '2026-11-22 23:40:00.000000', "
            "updated = '2026-11-22 23:41:00.000000', clock_offset_s = 3.0"
        )
        raw.execute("UPDATE movements SET created = '2026-11-22 18:10:00.000000' WHERE id = ?", (unsent,))
        raw.close()
    with in_zone("America/New_York"), Journal(path) as journal:
        rows = journal.between(datetime(2026, 11, 22, 18, 0), datetime(2026, 11, 22, 19, 0))
        assert [m.id for m in rows] == [unsent, old]
        movement = rows[1]
        assert movement.state is MovementState.UNKNOWN
        assert (movement.created, movement.updated) == (
            datetime(2026, 11, 22, 18, 40, 0),
            datetime(2026, 11, 22, 18, 41, 0),
        )
        assert movement.clock_offset_s == 3.0 + 5 * 3600  # the service's clock is London's
        assert rows[0].created == datetime(2026, 11, 22, 18, 10, 0)
    stored = sqlite3.connect(path).execute("SELECT created, updated FROM movements WHERE id = ?", (old,))
    assert stored.fetchone() == ("2026-11-22 23:40:00.000000+00:00", "2026-11-22 23:41:00.000000+00:00")


def test_a_reader_is_given_only_what_was_written_since_it_read(tmp_path: Path, clock: FakeClock) -> None:
    """What the hand-off reads after each movement: the few rows written since, as they stand."""
    with Journal(tmp_path / "journal.sqlite3", clock) as journal:
        _redeem(journal)
        read = journal.mark()
        second = _redeem(journal, amount="5.00")
        clock.advance(seconds=2)
        _redeem(journal, amount="7.00")
        journal.mark_done(second, 4001)
        written = journal.written_since(read)
        assert written is not None
        mark, fresh = written
        assert [(m.amount, m.state) for m in fresh] == [
            (Decimal("5.00"), MovementState.DONE),
            (Decimal("7.00"), MovementState.PENDING),
        ]
        assert journal.written_since(mark) == (mark, [])
        with pytest.raises(JournalError):
            journal.mark_done(second, 4002)
        assert journal.written_since(mark) == (mark, [])  # a refused transition wrote nothing


def test_a_reader_reads_afresh_when_the_journal_cannot_say_what_changed(
    tmp_path: Path, clock: FakeClock
) -> None:
    path = tmp_path / "journal.sqlite3"
    with Journal(path, clock) as journal:
        first = _redeem(journal)
        read = journal.mark()
        journal.probe()  # a write through the journal's connection that is no movement of its own
        assert journal.written_since(read) is None
        read = journal.mark()
        with Journal(path, clock) as other:  # another connection: a worker's retention, another program
            other.mark_done(first, 4001)
        assert journal.written_since(read) is None
        read = journal.mark()
        for _ in range(300):  # more than it remembers
            _redeem(journal)
        assert journal.written_since(read) is None
