"""The integrity report's counts over a synthetic journal and audit log: an ordinary week for three
members of staff, then one pattern planted for one of them, which raises exactly its own count."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from datetime import date, datetime, timedelta
from decimal import Decimal
from itertools import count
from pathlib import Path
from typing import Any

import pytest

from app.core.audit_line import AuditLine
from app.core.intent import Intent, Origin
from app.core.movement import MovementKind
from app.desk.common.openings import ACTION_LOOKUP, ACTION_OPENED, ACTION_REVEAL
from app.desk.integrity import Integrity, Pattern, Reading, count_patterns
from app.desk.integrity.counts import DEFAULT_HIGH_FROM, SOON
from app.desk.integrity.report import read_period
from app.store.audit import AuditLog
from app.store.journal import Journal
from app.store.pos_keyed import PosKeyedStore

TILL = "Till 1"
STAFF = ("Ann", "Ben", "Cat")
DAY = date(2026, 3, 2)


class Desk:
    """A till's three stores on a clock the test moves; each method does what the till writes."""

    def __init__(self, folder: Path) -> None:
        self.now = datetime(2026, 3, 2, 9, 0)
        self.audit = AuditLog(folder / "audit.sqlite3", self.clock)
        self.journal = Journal(folder / "journal.sqlite3", self.clock)
        self.keyed = PosKeyedStore(folder / "journal.sqlite3", self.clock)
        self._events = count(5000)
        self._codes = count(1)

    def clock(self) -> datetime:
        return self.now

    def later(self, minutes: float) -> None:
        self.now += timedelta(minutes=minutes)

    def close(self) -> None:
        for store in (self.audit, self.journal, self.keyed):
            store.close()

    def code(self) -> str:
        return f"CODE{next(self._codes):04d}"

    def line(self, action: str, staff: str, outcome: str, **says: Any) -> int:
        return self.audit.append(
            AuditLine(action=action, till=TILL, staff=staff, outcome=outcome, **says)
        ).seq

    def look_up(self, staff: str, code: str, balance: str) -> int:
        return self.line(ACTION_LOOKUP, staff, "shown", code=code, amount=Decimal(balance), currency="GBP")

    def open_read_only(self, staff: str, code: str, balance: str) -> int:
        return self.line(
            ACTION_OPENED, staff, "shown masked", code=code, amount=Decimal(balance), currency="GBP"
        )

    def move(self, kind: MovementKind, staff: str, *, keyed: bool = True, **intent: Any) -> tuple[int, int]:
        """A movement journalled, done and audited; ticked on the POS unless ``keyed`` is False.
        Returns the service's event and the audit line's number."""
        movement = self.journal.record_intent(kind, Intent(currency="GBP", **intent), Origin(1, staff, TILL))
        event = next(self._events)
        self.journal.mark_done(movement.id, event)
        seq = self.line(
            kind.value, staff, "done", code=movement.code, event_id=movement.event_id,
            amount=movement.amount, currency="GBP", service_event_id=event,
        )  # fmt: skip
        if keyed:
            self.keyed.tick(movement.id, staff=staff, till=TILL)
        return event, seq

    def redeem(self, staff: str, code: str, amount: str = "20.00", *, keyed: bool = True) -> tuple[int, int]:
        return self.move(MovementKind.REDEEM, staff, keyed=keyed, code=code, amount=Decimal(amount))

    def reverse(self, staff: str, manager: str, event: int) -> int:
        movement = self.journal.record_intent(
            MovementKind.REVERSE, Intent(event_id=event), Origin(1, staff, TILL, approved_by=manager)
        )
        self.journal.mark_done(movement.id, next(self._events))
        return self.line("reverse", staff, "done", manager=manager, event_id=event)

    def sell(self, staff: str, amount: str = "50.00", *, keyed: bool = True) -> tuple[int, int]:
        return self.move(
            MovementKind.SALE, staff, keyed=keyed, code=f"VD{self.code()}", amount=Decimal(amount)
        )

    def ordinary_week(self) -> None:
        """What every member of staff does on a day: look up and redeem, top up, sell, all ticked;
        a low balance looked up and left; a voucher opened from the feed, not redeemed soon."""
        for staff in STAFF:
            for _ in range(3):
                code = self.code()
                self.look_up(staff, code, "150.00")
                self.later(1)
                self.redeem(staff, code, "150.00")
                self.later(5)
            self.look_up(staff, self.code(), "35.00")
            self.move(MovementKind.TOPUP, staff, code=self.code(), amount=Decimal("30.00"))
            self.sell(staff)
            later = self.code()
            self.open_read_only(staff, later, "80.00")
            self.later(SOON.total_seconds() / 60 + 1)
            self.redeem(staff, later, "80.00")
            self.later(30)

    def counted(self, first: date = DAY, last: date = DAY) -> Integrity:
        """The report as the till reads it: from the files, on connections of its own."""
        start, end = datetime.combine(first, datetime.min.time()), datetime.combine(last, datetime.max.time())
        reading = read_period(self.audit.path, self.journal.path, start, end)
        return count_patterns(reading, lambda _currency: DEFAULT_HIGH_FROM)


@pytest.fixture
def desk(tmp_path: Path) -> Iterator[Desk]:
    stores = Desk(tmp_path)
    yield stores
    stores.close()


def every_count(report: Integrity) -> dict[tuple[str, Pattern], int]:
    return {(row.staff, p): row.count(p) for row in report.staff for p in Pattern}


def test_an_ordinary_day_counts_nothing_and_its_usual_figures_are_zero(desk: Desk) -> None:
    desk.ordinary_week()
    report = desk.counted()
    assert [row.staff for row in report.staff] == list(STAFF)
    assert set(every_count(report).values()) == {0}
    assert set(report.usual.values()) == {Decimal("0.0")}
    assert all(row.activity > 0 for row in report.staff)


def _high_lookup(desk: Desk) -> list[int]:
    return [desk.look_up("Ben", desk.code(), "120.00")]


def _opened_then_redeemed(desk: Desk) -> list[int]:
    code = desk.code()
    opened = desk.open_read_only("Ben", code, "90.00")
    desk.later(3)
    _event, redeemed = desk.redeem("Ben", code, "90.00")
    return [opened, redeemed]


def _own_reversal(desk: Desk) -> list[int]:
    event, redeemed = desk.redeem("Ben", desk.code())
    desk.later(2)
    return [redeemed, desk.reverse("Ben", "Mia Manager", event)]


def _not_keyed(desk: Desk) -> list[int]:
    return [desk.redeem("Ben", desk.code(), keyed=False)[1]]


def _reveal(desk: Desk) -> list[int]:
    return [desk.line(ACTION_REVEAL, "Ben", "shown", manager="Mia Manager", code=desk.code())]


def _unpaid_sale(desk: Desk) -> list[int]:
    return [desk.sell("Ben", keyed=False)[1]]


PLANTS: dict[Pattern, Callable[[Desk], list[int]]] = {
    Pattern.HIGH_LOOKUPS: _high_lookup,
    Pattern.OPENED_REDEEMED: _opened_then_redeemed,
    Pattern.OWN_REVERSALS: _own_reversal,
    Pattern.NOT_KEYED: _not_keyed,
    Pattern.REVEALS: _reveal,
    Pattern.UNPAID_SALES: _unpaid_sale,
}


@pytest.mark.parametrize("pattern", list(Pattern), ids=[p.name for p in Pattern])
def test_a_planted_pattern_raises_exactly_its_own_count(desk: Desk, pattern: Pattern) -> None:
    desk.ordinary_week()
    desk.later(15)
    planted = PLANTS[pattern](desk)
    desk.later(15)
    desk.ordinary_week()
    report = desk.counted()
    raised = {key: n for key, n in every_count(report).items() if n}
    assert raised == {("Ben", pattern): 1}
    assert [e.seq for e in report.lines_of("Ben", pattern)] == planted
    assert report.usual[pattern] == Decimal("0.3")  # one among three members of staff


def test_what_looks_alike_but_is_not_the_pattern_is_not_counted(desk: Desk) -> None:
    # A high balance looked up, then redeemed later by a colleague: it was used.
    code = desk.code()
    desk.look_up("Ben", code, "300.00")
    desk.later(120)
    desk.redeem("Cat", code, "300.00")
    # Opened from the feed, and redeemed soon after by someone else.
    other = desk.code()
    desk.open_read_only("Ben", other, "60.00")
    desk.later(2)
    desk.redeem("Cat", other, "60.00")
    # A redemption reversed by a colleague with another manager.
    event, _seq = desk.redeem("Ann", desk.code())
    desk.reverse("Cat", "Mia Manager", event)
    # A redemption nobody ticked, but reversed from this till: there is nothing to key.
    untaken, _seq = desk.redeem("Ann", desk.code(), keyed=False)
    desk.reverse("Ann", "Ann", untaken)
    # A complimentary sale takes no payment on the POS.
    desk.sell("Cat", "0", keyed=False)
    report = desk.counted()
    raised = {key: n for key, n in every_count(report).items() if n}
    # Ann approved the reverse of her own redemption herself: that one is counted.
    assert raised == {("Ann", Pattern.OWN_REVERSALS): 1}


def test_one_voucher_looked_up_three_times_is_one_count_with_its_three_lines(desk: Desk) -> None:
    code = desk.code()
    seqs = [desk.look_up("Ben", code, "500.00") for _ in range(3)]
    report = desk.counted()
    (ben,) = report.staff
    assert ben.count(Pattern.HIGH_LOOKUPS) == 1
    assert [e.seq for e in report.lines_of("Ben", Pattern.HIGH_LOOKUPS)] == seqs


def test_a_redemption_before_the_period_is_still_known_when_reversed_in_it(desk: Desk) -> None:
    event, redeemed = desk.redeem("Ben", desk.code())
    desk.now += timedelta(days=3)
    reversed_line = desk.reverse("Ben", "Mia Manager", event)
    report = desk.counted(first=DAY + timedelta(days=3), last=DAY + timedelta(days=3))
    assert [e.seq for e in report.lines_of("Ben", Pattern.OWN_REVERSALS)] == [redeemed, reversed_line]


def test_nothing_in_the_period_is_an_empty_report() -> None:
    report = count_patterns(
        Reading(entries=(), redemptions=(), movements=(), keyed=()), lambda _c: Decimal(1)
    )
    assert report.staff == ()
    assert set(report.usual.values()) == {Decimal("0.0")}
