"""End of shift: the till's journal against the location's service events."""

from __future__ import annotations

import csv
import io
from dataclasses import replace
from datetime import datetime, timedelta
from decimal import Decimal
from typing import Any

import pytest

from app.core.movement import Movement, MovementKind, MovementState, ServiceEvent
from app.core.shift_lines import (
    FOUND_LATE,
    MATCHED,
    MISMATCH,
    NOT_APPLIED,
    ONLY_IN_SERVICE,
    REFUNDED,
    UNCONFIRMED,
    refund_text,
    report_csv_rows,
    report_lines,
    type_label,
)
from app.core.shift_report import (
    SOLD_TYPE,
    ShiftReport,
    ShiftWindow,
    TypeTotal,
    build_shift_report,
    service_offset,
)
from app.desk.manager.shift import not_keyed_text
from app.services.movements import movement_text
from helpers.shift import END, START, Event, at, shift_movement


def report(movements: list[Movement], events: list[Event], *, only_till: bool = True) -> ShiftReport[Event]:
    return build_shift_report(
        movements, events, ShiftWindow(till="T1", location_id=71, start=START, end=END), only_till=only_till
    )


def ids(report_: ShiftReport[Event]) -> dict[str, list[object]]:
    return {
        "matched": [(p.movement.id, p.event.event_id, p.by_id) for p in report_.matched],
        "only_in_till": [m.id for m in report_.only_in_till],
        "only_in_service": [e.event_id for e in report_.only_in_service],
        "not_applied": [m.id for m in report_.not_applied],
    }


CASES = [
    (
        "done paired by event id, even at an odd time",
        [shift_movement("a", 10, MovementState.DONE, result=501)],
        [Event(501, "Redeemed", at(300), Decimal("10.00"))],
        {"matched": [("a", 501, True)], "only_in_till": [], "only_in_service": [], "not_applied": []},
    ),
    (
        "done whose event the service does not list",
        [shift_movement("a", 10, MovementState.DONE, result=501)],
        [],
        {"matched": [], "only_in_till": ["a"], "only_in_service": [], "not_applied": []},
    ),
    (
        "another till's redemption is only in the service",
        [],
        [Event(600, "Redeemed", at(5), Decimal("3.00"), code="OTHER123")],
        {"matched": [], "only_in_till": [], "only_in_service": [600], "not_applied": []},
    ),
    (
        "unknown paired by reconciliation",
        [shift_movement("a", 10, MovementState.UNKNOWN)],
        [Event(501, "Redeemed", at(11), Decimal("10.00"))],
        {"matched": [("a", 501, False)], "only_in_till": [], "only_in_service": [], "not_applied": []},
    ),
    (
        "unknown with no event stays only in the till",
        [shift_movement("a", 10, MovementState.PENDING)],
        [Event(501, "Redeemed", at(200), Decimal("10.00"), code="OTHER")],
        {"matched": [], "only_in_till": ["a"], "only_in_service": [501], "not_applied": []},
    ),
    (
        "an event paired by id is not claimed again by reconciliation",
        [
            shift_movement("a", 10, MovementState.DONE, result=501),
            shift_movement("b", 11, MovementState.UNKNOWN),
        ],
        [Event(501, "Redeemed", at(10), Decimal("10.00"))],
        {"matched": [("a", 501, True)], "only_in_till": ["b"], "only_in_service": [], "not_applied": []},
    ),
    (
        "rejected and not applied moved no money",
        [shift_movement("a", 10, MovementState.REJECTED), shift_movement("b", 12, MovementState.NOT_APPLIED)],
        [Event(501, "Redeemed", at(10), Decimal("10.00"))],
        {"matched": [], "only_in_till": [], "only_in_service": [501], "not_applied": ["a", "b"]},
    ),
]


@pytest.mark.parametrize(
    ("movements", "events", "expected"), [c[1:] for c in CASES], ids=[c[0] for c in CASES]
)
def test_pairing(movements: list[Movement], events: list[Event], expected: dict[str, list[object]]) -> None:
    result = report(movements, events)
    assert ids(result) == expected
    assert result.balanced == (not expected["only_in_till"])


def test_an_unknown_movement_is_not_paired_with_an_event_another_till_here_could_have_made() -> None:
    result = report(
        [shift_movement("a", 10, MovementState.UNKNOWN)],
        [Event(501, "Redeemed", at(11), Decimal("10.00"))],
        only_till=False,
    )
    assert ids(result) == {"matched": [], "only_in_till": ["a"], "only_in_service": [501], "not_applied": []}


def _known_shift() -> ShiftReport[Event]:
    movements = [
        shift_movement("r1", 10, MovementState.DONE, result=501),
        shift_movement("r2", 20, MovementState.DONE, amount="5.50", result=502),
        shift_movement("rv", 30, MovementState.DONE, kind=MovementKind.REVERSE, amount=None, result=503),
        shift_movement("x", 40, MovementState.REJECTED),
    ]
    events = [
        Event(501, "Redeemed", at(10), Decimal("10.00")),
        Event(502, "Redeemed", at(20), Decimal("5.50")),
        Event(503, "Unredeemed", at(30), Decimal("5.50")),
        Event(504, "Redeemed", at(35), Decimal("2.25"), code="OTHER123"),
        Event(505, "Redeemed", at(36), Decimal("1.00"), code="EURO1234", currency_code="EUR"),
        Event(506, "Activation", at(50), Decimal("25.00"), code="NEW12345"),
    ]
    return report(movements, events)


def test_totals_by_type_and_currency() -> None:
    result = _known_shift()
    assert result.totals == (
        TypeTotal("Activation", "GBP", Decimal("25.00"), 1),
        TypeTotal("Redeemed", "EUR", Decimal("1.00"), 1),
        TypeTotal("Redeemed", "GBP", Decimal("17.75"), 3),
        TypeTotal("Unredeemed", "GBP", Decimal("5.50"), 1),
    )
    assert result.till_totals == (
        TypeTotal("Redeemed", "GBP", Decimal("15.50"), 2),
        TypeTotal("Unredeemed", "GBP", Decimal("5.50"), 1),
    )
    assert [e.event_id for e in result.only_in_service] == [504, 505, 506]


def test_csv_rows_are_text_and_read_back_with_the_csv_module() -> None:
    rows = report_csv_rows(_known_shift())
    assert all(isinstance(cell, str) for row in rows for cell in row)
    buffer = io.StringIO()
    csv.writer(buffer).writerows(rows)
    parsed = list(csv.reader(io.StringIO(buffer.getvalue())))
    assert parsed == rows
    assert parsed[0][:2] == ["End of shift", "T1"]
    header = parsed[2]
    details = [dict(zip(header, row, strict=True)) for row in parsed[3:9]]
    assert [d["Section"] for d in details] == [MATCHED] * 3 + [ONLY_IN_SERVICE] * 3
    assert details[1]["Amount"] == "-5.50", "money taken off a voucher is negative"
    assert details[2]["Type"] == "Reversed", "the screen's words, not the service's"
    assert details[3]["Code"] == "••••••R123", "a code is masked in the CSV, which is e-mailed"
    assert parsed[9] == [
        NOT_APPLIED,
        "2024-12-24 09:40:00",
        "Redeemed",
        "••••••0XYZ",
        "-10.00",
        "GBP",
        "Alice",
        "",
        "insufficient_balance",
        "x",
    ]
    totals_at = parsed.index(["Totals", "Scope", "Type", "Currency", "Amount", "Count"])
    assert ["", "Location", "Redeemed", "GBP", "17.75", "3"] in parsed[totals_at:]
    assert ["", "This till", "Redeemed", "GBP", "15.50", "2"] in parsed[totals_at:]
    assert ["", "Staff: Alice", "Reversed", "GBP", "5.50", "1"] in parsed[totals_at:]
    assert ["", "This till", "GBP", "10.00", "-10.00", "0.00"] in parsed[totals_at:], "net: 15.50 less 5.50"


def test_a_refund_is_matched_by_its_order_with_one_line_for_its_vouchers() -> None:
    refund = replace(
        shift_movement(
            "f", 10, MovementState.DONE, kind=MovementKind.REFUND, amount=None, result=0, code="GIFT1"
        ),
        order_id=5087,
    )
    events = [
        Event(701, "Refund", at(10), Decimal("25.00"), code="GIFT1", order_id=5087),
        Event(702, "Refund", at(10), Decimal("25.00"), code="GIFT2", order_id=5087),
        Event(703, "Refund", at(12), Decimal("30.00"), code="ELSE", order_id=6000),
    ]
    result = report([refund], events)
    assert result.balanced
    assert result.only_in_till == ()
    assert [e.event_id for e in result.only_in_service] == [703]
    [match] = result.refunds
    assert refund_text(match) == "Refunded order #5087: £50.00 on 2 vouchers"
    [line] = [line for line in report_lines(result) if line.section == REFUNDED]
    assert (line.type, line.amount, line.event) == ("Refund", Decimal("-50.00"), "701, 702")
    assert result.till_totals == (TypeTotal("Refund", "GBP", Decimal("50.00"), 2),)
    assert result.staff_totals == (("Alice", (TypeTotal("Refund", "GBP", Decimal("50.00"), 2),)),)


def test_formula_like_text_in_a_cell_is_neutralised() -> None:
    result = report([replace(shift_movement("a", 1, MovementState.PENDING), staff="=cmd()")], [])
    rows = report_csv_rows(result)
    assert any("'=cmd()" in row for row in rows)
    assert not any(cell.startswith("=") for row in rows for cell in row)


def test_unconfirmed_mismatched_and_late_found_movements_are_listed_and_the_shift_is_not_balanced() -> None:
    candidate = ServiceEvent(
        event_id=507,
        type="Redeemed",
        code="SPA50XYZ",
        location_id=71,
        amount=Decimal("10.00"),
        currency="GBP",
        starting_balance=Decimal("50.00"),
        balance=Decimal("40.00"),
        created=at(50),
    )
    movements = [
        replace(
            shift_movement("u", 50, MovementState.UNCONFIRMED), candidates=(candidate,), reason="another till"
        ),
        replace(
            shift_movement("m", 55, MovementState.MISMATCH, result=508),
            service=replace(candidate, event_id=508, amount=Decimal("20.00")),
            reason="The service recorded £20.00, not £10.00 — ask a manager.",
        ),
        replace(shift_movement("l", 60, MovementState.DONE, result=509), late_found=at(80)),
    ]
    events = [
        Event(507, "Redeemed", at(50), Decimal("10.00")),
        Event(508, "Redeemed", at(55), Decimal("20.00")),
        Event(509, "Redeemed", at(61), Decimal("10.00")),
    ]
    result = report(movements, events)
    assert [m.id for m in result.unconfirmed] == ["u"]
    assert [m.id for m in result.mismatched] == ["m"]
    assert [m.id for m in result.found_late] == ["l"]
    assert not result.balanced
    assert [(p.movement.id, p.event.amount) for p in result.matched] == [
        ("m", Decimal("20.00")),
        ("l", Decimal("10.00")),
    ]
    sections = [row[0] for row in report_csv_rows(result) if row]
    assert {UNCONFIRMED, MISMATCH, FOUND_LATE} <= set(sections)


def test_a_top_up_waiting_on_the_pos_is_never_called_a_redemption_to_key() -> None:
    """Keyed as a gift-voucher tender, a top-up would pay the guest instead of taking their money."""
    topup = shift_movement("t1", 1, MovementState.DONE, kind=MovementKind.TOPUP, result=7)
    report = ShiftReport[Any]("T1", 71, at(0), at(60), (), (), (), (), (), (), not_keyed=(topup,))
    text = not_keyed_text(report)
    assert text.startswith("1 movement is not ticked as done on the POS: £10.00.")
    assert "take each top-up or new card as a payment" in text
    assert "redemption is" not in text


def test_the_offset_is_the_measured_one_else_the_journals_proof_else_unknown() -> None:
    sent = datetime(2026, 11, 22, 18, 48, 0)  # on the till's clock
    stamped = ServiceEvent(
        700255,
        "Redeemed",
        "TEA40PART",
        71,
        Decimal(2),
        "GBP",
        Decimal(40),
        Decimal(38),
        sent + timedelta(hours=5),
    )
    answered = replace(
        shift_movement("a", 0, MovementState.DONE, result=700255),
        service=stamped,
        sent_epoch=sent.timestamp(),
    )
    assert service_offset(17_999.0, answered) == timedelta(seconds=17_999)
    assert service_offset(None, answered) == timedelta(hours=5)
    assert service_offset(None, None) is None


def test_movement_lines_are_on_the_services_clock_beside_their_events() -> None:
    five = timedelta(hours=5)
    waiting = replace(shift_movement("u", 30, MovementState.UNCONFIRMED), created=at(30) - five)
    report: ShiftReport[Event] = build_shift_report(
        [waiting], [], ShiftWindow(till="T1", location_id=71, start=START, end=END), till_to_service=five
    )
    [line] = report_lines(report)
    assert (line.section, line.time) == (UNCONFIRMED, at(30))
    assert not report.balanced


def test_a_movement_is_dated_by_its_own_time_after_the_services_clock_moved() -> None:
    """The till was 5 hours behind the service when it redeemed and when it lost an answer; the
    service's clock has since moved 3 hours on. The redemption's "Not keyed on POS" line stands at
    its event's stamp, beside its "Matched" line, and the unconfirmed one at its own offset: never
    at today's offset, which would date them 3 hours after anything happened."""
    five, now = timedelta(hours=5), timedelta(hours=8)
    stamped = ServiceEvent(
        700255, "Redeemed", "SPA50XYZ", 71, Decimal(10), "GBP", Decimal(40), Decimal(30), at(10)
    )
    done = replace(
        shift_movement("d", 10, MovementState.DONE, result=700255),
        created=at(10) - five,
        clock_offset_s=five.total_seconds(),
        service=stamped,
    )
    lost = replace(
        shift_movement("u", 30, MovementState.UNCONFIRMED),
        created=at(30) - five,
        clock_offset_s=five.total_seconds(),
    )
    events = [Event(700255, "Redeemed", at(10), Decimal(10))]
    result = build_shift_report(
        [done, lost],
        events,
        ShiftWindow(till="T1", location_id=71, start=START, end=END),
        keyed=set(),
        till_to_service=now,
    )
    times = {(line.section, line.journal_id): line.time for line in report_lines(result)}
    assert times == {("Not keyed on POS", "d"): at(10), (MATCHED, "d"): at(10), (UNCONFIRMED, "u"): at(30)}


def test_a_movement_that_did_not_go_through_is_noted_in_till_words() -> None:
    """Settled as not applied (no reason kept): the note says what happened, never "not_applied"."""
    [line] = report_lines(report([shift_movement("n", 5, MovementState.NOT_APPLIED)], []), movement_text)
    assert line.note == "A redemption of £10.00 on ••••••0XYZ did not go through; nothing was taken."


def test_vouchers_this_till_sold_are_totalled_as_sold_and_a_new_card_at_the_counter_stays_one() -> None:
    sold = replace(
        shift_movement("s", 10, MovementState.DONE, kind=MovementKind.SALE, amount="100.00", code="VD-T1-s"),
        order_id=5090,
    )
    events = [
        Event(801, "Activation", at(10), Decimal("50.00"), code="SOLD1", order_id=5090),
        Event(802, "Activation", at(10), Decimal("50.00"), code="SOLD2", order_id=5090),
        Event(803, "Activation", at(20), Decimal("25.00"), code="CARD1", order_id=6001),
    ]
    result = report([sold], events)
    assert result.totals == (
        TypeTotal("Activation", "GBP", Decimal("25.00"), 1),
        TypeTotal(SOLD_TYPE, "GBP", Decimal("100.00"), 2),
    )
    assert result.till_totals == (TypeTotal(SOLD_TYPE, "GBP", Decimal("100.00"), 2),)
    assert type_label(SOLD_TYPE) == "Sale"
    assert type_label("Activation") == "New card"
