"""The shift report groups a bill's redemptions under the bill, and counts each amount once."""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta
from decimal import Decimal

from app.core.bill_tag import BillTag
from app.core.masking import mask_code
from app.core.movement import Movement, MovementState
from app.core.shift_lines import BILL, MATCHED, net_totals, report_csv_rows, report_lines
from app.core.shift_report import ShiftReport, ShiftWindow, build_shift_report
from helpers.shift import START, Event, at, shift_movement

TAG = BillTag("b1", "Table 12", Decimal("200.00"), "GBP")


def mv(
    movement_id: str, minutes: int, state: MovementState, *, amount: str, result: int, code: str
) -> Movement:
    """A redemption from a voucher that held £80.00."""
    return shift_movement(
        movement_id, minutes, state, amount=amount, result=result, code=code, balance_before="80.00"
    )


def report(movements: list[Movement], events: list[Event]) -> ShiftReport[Event]:
    return build_shift_report(
        movements, events, ShiftWindow(till="T1", location_id=71, start=START, end=START + timedelta(hours=8))
    )


def test_a_bills_redemptions_are_listed_under_its_line_with_what_was_left_for_the_pos() -> None:
    movements = [
        replace(mv("a", 10, MovementState.DONE, amount="50.00", result=501, code="SPA50PART"), bill=TAG),
        replace(mv("b", 11, MovementState.DONE, amount="75.00", result=502, code="DINNER75"), bill=TAG),
        mv("c", 12, MovementState.DONE, amount="5.00", result=503, code="TEA40PART"),
        replace(mv("d", 13, MovementState.DONE, amount="45.00", result=504, code="GRACE45"), bill=TAG),
    ]
    events = [
        Event(501, "Redeemed", at(10), Decimal("50.00"), code="SPA50PART"),
        Event(502, "Redeemed", at(11), Decimal("75.00"), code="DINNER75"),
        Event(503, "Redeemed", at(12), Decimal("5.00"), code="TEA40PART"),
        Event(504, "Redeemed", at(13), Decimal("45.00"), code="GRACE45"),
    ]
    lines = report_lines(report(movements, events))
    assert [(line.section, line.type, line.code, line.event) for line in lines] == [
        (MATCHED, "Redeemed", "••••••40PART", "503"),
        (BILL, "Bill", "Table 12", ""),
        (BILL, "Redeemed", "••••••50PART", "501"),
        (BILL, "Redeemed", mask_code("DINNER75"), "502"),
        (BILL, "Redeemed", mask_code("GRACE45"), "504"),
    ]
    heading = lines[1]
    assert heading.amount is None  # its redemptions carry the amounts: a column sum counts each once
    assert heading.note == "3 vouchers: £170.00 of £200.00; £30.00 left to pay on the POS"
    rows = report_csv_rows(report(movements, events))
    assert [BILL, "Bill", "Table 12"] in [[row[0], row[2], row[3]] for row in rows if len(row) > 3]


def test_a_bill_with_a_tip_shows_each_redemptions_bill_and_tip_parts_and_the_totals_split() -> None:
    # A £70.00 bill with a £10.00 tip (£80.00 in all) paid by £50.00 then £30.00: the bill first.
    tipped = BillTag("b2", "Table 2", Decimal("80.00"), "GBP", tip=Decimal("10.00"))
    movements = [
        replace(mv("a", 10, MovementState.DONE, amount="50.00", result=601, code="SPA50PART"), bill=tipped),
        replace(mv("b", 11, MovementState.DONE, amount="30.00", result=602, code="TEA40PART"), bill=tipped),
        mv("c", 12, MovementState.DONE, amount="5.00", result=603, code="GRACE45"),
    ]
    events = [
        Event(601, "Redeemed", at(10), Decimal("50.00"), code="SPA50PART"),
        Event(602, "Redeemed", at(11), Decimal("30.00"), code="TEA40PART"),
        Event(603, "Redeemed", at(12), Decimal("5.00"), code="GRACE45"),
    ]
    built = report(movements, events)
    bill = [line for line in report_lines(built) if line.section == BILL]
    assert [line.note for line in bill] == [
        "2 vouchers: £80.00 of £80.00; £0.00 left to pay on the POS; "
        "bill £70.00 + tip paid by voucher £10.00",
        "bill £50.00",
        "bill £20.00 + tip paid by voucher £10.00",
    ]
    till = next(net for net in net_totals(built) if net.scope == "This till")
    assert (till.redeemed, till.bills, till.tips) == (Decimal("85.00"), Decimal("75.00"), Decimal("10.00"))
    alice = next(net for net in net_totals(built) if net.scope == "Staff: Alice")
    assert alice.tips == Decimal("10.00")
    rows = report_csv_rows(built)
    start = next(i for i, row in enumerate(rows) if row[:1] == ["Tips paid by voucher"])
    assert rows[start][3:] == ["Redeemed less reversed", "Bills", "Tips"]
    assert ["", "This till", "GBP", "85.00", "75.00", "10.00"] in rows[start:]


def test_a_report_without_tips_has_no_tips_section() -> None:
    movements = [mv("c", 12, MovementState.DONE, amount="5.00", result=603, code="GRACE45")]
    events = [Event(603, "Redeemed", at(12), Decimal("5.00"), code="GRACE45")]
    built = report(movements, events)
    assert all(net.tips == 0 for net in net_totals(built))
    assert not any(row[:1] == ["Tips paid by voucher"] for row in report_csv_rows(built))
