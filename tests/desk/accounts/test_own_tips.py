"""A member of staff's own tips record: their own bills' tips of the period, nobody else's, no guest."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime, timedelta
from decimal import Decimal

from pytestqt.qtbot import QtBot

from app.core.bill_tag import BillTag
from app.core.movement import Movement, MovementState
from app.desk.accounts import OwnTipsViewModel
from app.desk.accounts.own_tips import total_text
from helpers.shift import shift_movement

D = Decimal


def journal() -> list[Movement]:
    # Alice's £60.00 bill with a £10.00 tip, paid £50.00 then £20.00; Bob's with a £5.00 tip.
    alices = BillTag("b1", "Table 2", D("70.00"), "GBP", tip=D("10.00"))
    bobs = BillTag("b2", "Room 12", D("25.00"), "GBP", tip=D("5.00"))
    return [
        replace(
            shift_movement("a", 10, MovementState.DONE, amount="50.00", result=1, code="SPA50PART"),
            bill=alices,
        ),
        replace(
            shift_movement("b", 11, MovementState.DONE, amount="20.00", result=2, code="TEA40PART"),
            bill=alices,
        ),
        replace(
            shift_movement("c", 12, MovementState.DONE, amount="25.00", result=3, code="GRACE45"),
            bill=bobs,
            staff="Bob",
        ),
    ]


def test_only_the_signed_in_members_own_tips_are_listed(qtbot: QtBot) -> None:
    held = journal()
    staff = ["Alice"]
    model = OwnTipsViewModel(
        lambda start, end: [m for m in held if start <= m.created <= end], lambda: staff[0]
    )
    with qtbot.waitSignal(model.ready) as shown:
        model.build(datetime(2024, 12, 1), datetime(2024, 12, 31, 23, 59))
    assert [(row.staff, row.bill, row.tip) for row in shown.args[0]] == [("Alice", "Table 2", D("10.00"))]
    assert total_text(model.rows) == "Tips paid by voucher on your bills: 1 bill, £10.00"
    page = model.page("Harbour Hotel & Spa")
    assert "Tips paid by voucher — Alice" in page
    assert "Room 12" not in page  # Bob's bill
    assert "SPA50PART" not in page  # no voucher's code, nor any guest's detail

    staff[0] = "Bob"
    model.build(datetime(2024, 12, 1), datetime(2024, 12, 31, 23, 59))
    assert [(row.staff, row.tip) for row in model.rows] == [("Bob", D("5.00"))]
    # Outside the period: nothing, said so.
    model.build(datetime(2025, 1, 1), datetime(2025, 1, 31) + timedelta(hours=23))
    assert model.rows == []
    assert total_text(model.rows) == "No tips paid by voucher on your bills in this period."
