"""The hand-off reads only what the journal wrote since its last read, and lists exactly what a
till reading its whole last day afresh would: after movements and their outcomes, another till's,
a day gone by, a clock set back, a write by another connection, a tick."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from pathlib import Path

import pytest

from app.api.client import VoucherClient
from app.core.intent import Intent, Origin
from app.core.tasks import TaskSlots
from app.desk.common.session import SessionViewModel
from app.desk.handoff.handoff import HandoffViewModel
from app.store.audit import AuditLog
from app.store.journal import Journal, MovementKind
from app.store.pos_keyed import PosKeyedStore
from helpers.clock import FakeClock

pytestmark = pytest.mark.anyio

TILL = "Till 2"


@dataclass
class Desk:
    """One till's stores on a clock the test moves, and a way to make its hand-off."""

    clock: FakeClock
    journal: Journal
    keyed: PosKeyedStore
    audit: AuditLog
    session: SessionViewModel
    client: VoucherClient

    def handoff(self) -> HandoffViewModel:
        return HandoffViewModel(
            self.journal, self.keyed, self.audit, self.session, self.client, TaskSlots(), clock=self.clock
        )

    def redeem(self, amount: str, *, till: str = TILL, done: bool = True) -> str:
        movement = self.journal.record_intent(
            MovementKind.REDEEM,
            Intent(code="SPA50XYZ", amount=Decimal(amount), currency="GBP", balance_before=Decimal(50)),
            Origin(71, "Sam", till),
        )
        if done:
            self.journal.mark_done(movement.id, 7000 + len(self.journal.of_code("SPA50XYZ")))
        return movement.id


@pytest.fixture
async def desk(tmp_path: Path) -> AsyncIterator[Desk]:
    clock = FakeClock(datetime(2026, 12, 7, 9, 0))
    path = tmp_path / "journal.sqlite3"
    session = SessionViewModel("Harbour", TILL, True)
    session.staff = "Sam"
    with (
        Journal(path, clock) as journal,
        PosKeyedStore(path, clock) as keyed,
        AuditLog(tmp_path / "audit.sqlite3") as audit,
    ):
        async with VoucherClient("http://127.0.0.1:9", "unused") as client:
            yield Desk(clock, journal, keyed, audit, session, client)


def listed(handoff: HandoffViewModel) -> list[tuple[str, Decimal]]:
    handoff.refresh()
    return [(h.movement_id, h.amount) for h in handoff.unticked()]


def read_afresh(desk: Desk) -> list[tuple[str, Decimal]]:
    return listed(desk.handoff())


async def test_the_list_kept_up_to_date_is_the_list_read_afresh(desk: Desk) -> None:
    handoff = desk.handoff()
    first = desk.redeem("5.00")
    assert listed(handoff) == [(first, Decimal("5.00"))]
    waiting = desk.redeem("7.00", done=False)
    desk.redeem("9.00", till="Till 5")  # another till's movement in a copied journal: not ours to key
    assert listed(handoff) == [(first, Decimal("5.00"))] == read_afresh(desk)
    desk.journal.mark_done(waiting, 7100)
    assert listed(handoff) == [(first, Decimal("5.00")), (waiting, Decimal("7.00"))] == read_afresh(desk)

    desk.clock.advance(hours=23, minutes=59)
    late = desk.redeem("3.00")
    assert [m for m, _ in listed(handoff)] == [first, waiting, late]
    desk.clock.advance(minutes=2)  # the morning's two are more than a day old
    assert listed(handoff) == [(late, Decimal("3.00"))] == read_afresh(desk)

    desk.clock.advance(hours=-3)  # the clock set back: the morning's are within the day again,
    assert [m for m, _ in listed(handoff)] == [first, waiting]  # and the last is in its future
    assert listed(handoff) == read_afresh(desk)
    desk.clock.advance(hours=3)
    assert listed(handoff) == [(late, Decimal("3.00"))] == read_afresh(desk)


async def test_a_write_by_another_connection_and_a_tick_are_seen(desk: Desk, tmp_path: Path) -> None:
    handoff = desk.handoff()
    first = desk.redeem("5.00", done=False)
    second = desk.redeem("6.00")
    assert listed(handoff) == [(second, Decimal("6.00"))]
    with Journal(tmp_path / "journal.sqlite3", desk.clock) as other:  # the check at start, a worker
        other.mark_done(first, 7200)
    assert listed(handoff) == [(first, Decimal("5.00")), (second, Decimal("6.00"))] == read_afresh(desk)
    handoff.tick(second)
    assert listed(handoff) == [(first, Decimal("5.00"))] == read_afresh(desk)
    third = desk.redeem("4.00")
    assert listed(handoff) == [(first, Decimal("5.00")), (third, Decimal("4.00"))] == read_afresh(desk)
