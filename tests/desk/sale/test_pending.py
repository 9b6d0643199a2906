"""The Sell window's held sale (``app.desk.sale.pending``): what it says while it waits, and
how it ends when a manager decides an unconfirmed one."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import replace
from decimal import Decimal

import pytest
from PySide6.QtWidgets import QApplication

from app.api.models import OrderRow
from app.core.movement import Movement, MovementKind, MovementState
from app.core.sale import SaleLine, SaleRequest
from app.core.tasks import TaskSlots
from app.desk.common.connection import ConnectionViewModel
from app.desk.sale.pending import PendingSale, with_why
from app.services.movements import MovementResult, Notice, NoticeKind
from helpers.fakes import movement

pytestmark = pytest.mark.anyio

REQUEST = SaleRequest(
    domain_id=101,
    currency="GBP",
    lines=(SaleLine(1, "Spa Day", Decimal("50.00")),),
    method_id=1,
    method_name="E-mail",
    delivery_charge=Decimal("0.00"),
    purchaser_name="J. Bloggs",
    purchaser_email="jo@example.com",
)


class Sales:
    def __init__(self) -> None:
        self.notices: list[Callable[[Notice], None]] = []
        self.decided: list[Callable[[Movement], None]] = []

    async def sold_rows(self, movement: Movement) -> list[OrderRow]:
        return []


def pending(qapp: QApplication) -> tuple[PendingSale, Sales, list[tuple[Movement, object]]]:
    tasks = TaskSlots(lambda _name, error: (_ for _ in ()).throw(error))
    connection = ConnectionViewModel(lambda: asyncio.sleep(0), tasks)
    sales = Sales()
    held = PendingSale(sales, tasks, connection)  # type: ignore[arg-type]
    settled: list[tuple[Movement, object]] = []
    held.settled.connect(lambda m, _request, rows: settled.append((m, rows)))
    return held, sales, settled


def sale(state: MovementState) -> Movement:
    return movement("VD-FRONTDESK-1", kind=MovementKind.SALE, state=state, id="sale-1")


async def test_an_unconfirmed_sale_waits_for_a_manager_and_ends_when_one_decides(qapp: QApplication) -> None:
    held, sales, settled = pending(qapp)
    held.hold(sale(MovementState.UNKNOWN), REQUEST)
    assert "is not settled yet" in held.why
    for heard in sales.notices:
        heard(Notice(NoticeKind.UNCONFIRMED, "", sale(MovementState.UNCONFIRMED)))
    assert "waits for a manager's decision" in held.why
    assert "VD-FRONTDESK-1" in held.why
    for other in sales.decided:
        other(replace(sale(MovementState.NOT_APPLIED), id="another"))
    assert held.why, "another movement's decision does not end this wait"
    for decided in sales.decided:
        decided(sale(MovementState.NOT_APPLIED))
    assert held.why == ""
    assert [m.state for m, _ in settled] == [MovementState.NOT_APPLIED]


async def test_a_closed_window_no_longer_listens(qapp: QApplication) -> None:
    held, sales, _settled = pending(qapp)
    lets_go: list[tuple[str, bool]] = []
    held.held.connect(lambda movement_id, on: lets_go.append((movement_id, on)))
    held.hold(sale(MovementState.UNKNOWN), REQUEST)
    held.close()
    assert sales.notices == []
    assert sales.decided == []
    assert lets_go == [("sale-1", True), ("sale-1", False)]


def test_a_sale_whose_lost_answer_cannot_be_proven_says_it_as_the_counter_does() -> None:
    """Sent, its answer lost, not proven, a manager decides: the words of the counter's outcome line,
    never "an earlier movement" about the sale the cashier just sent."""
    said = with_why(MovementResult(sale(MovementState.UNCONFIRMED), MovementState.UNCONFIRMED))
    assert said == (
        "Sent: the sale of £10.00 (reference VD-FRONTDESK-1) — the service's answer was lost and it "
        "could not be proven; a manager decides."
    )
