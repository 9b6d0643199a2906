"""The bill's view-model on the fakes of ``helpers.fakes``: a voucher by its code and balance in
pounds, and a bill started for a total, as Sam Till at the demo location."""

from __future__ import annotations

from typing import Any

from app.api.models import Voucher
from app.core.tasks import TaskSlots
from app.desk.bill.bill import BillScope, BillViewModel
from app.desk.common.connection import ConnectionViewModel
from helpers.fakes import FakeMovements, FakeReads, voucher


def card(code: str, balance: str, **more: Any) -> Voucher:
    """The documentation's voucher as ``code``, with ``balance`` pounds on it."""
    return voucher(redeemCode=code, balances={"current": {"GBP": balance}}, **more)


def started_bill(
    reads: FakeReads,
    movements: FakeMovements,
    tasks: TaskSlots,
    connection: ConnectionViewModel,
    total: str = "100",
) -> BillViewModel:
    """A bill of ``total`` for Table 3, started: ready for its vouchers."""
    model = BillViewModel(reads, reads, movements, tasks, connection, lambda: "Sam Till", BillScope(101))
    assert model.start(total, "Table 3")
    return model
