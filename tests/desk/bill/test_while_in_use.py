"""The bill's view-model on fakes, against what the hostile test of bill mode found: scans during a
lookup, a voucher changed by another till before the review, a bill stopped while it is sent, one
slip for every voucher of a bill, one figure for what is left, a total typed in other money."""

from __future__ import annotations

from decimal import Decimal

import pytest
from pytestqt.qtbot import QtBot

from app.api.errors import ServiceError
from app.core.movement import MovementState
from app.core.tasks import TaskSlots
from app.desk.bill.bill import BillViewModel
from app.desk.bill.lines import LineState
from app.desk.common.connection import ConnectionViewModel
from app.services.movements import MovementResult
from helpers.bill_model import card, started_bill
from helpers.fakes import FakeMovements, FakeReads, Held, event, result


def bill_of(
    reads: FakeReads,
    movements: FakeMovements,
    tasks: TaskSlots,
    conn: ConnectionViewModel,
    total: str = "100",
) -> tuple[BillViewModel, list[tuple[str, str]]]:
    """A bill started on the fakes, and what it says from then on."""
    model = started_bill(reads, movements, tasks, conn, total)
    said: list[tuple[str, str]] = []
    model.message.connect(lambda text, kind: said.append((text, kind)))
    return model, said


def idle(qtbot: QtBot, model: BillViewModel) -> None:
    qtbot.waitUntil(lambda: not model.busy, timeout=5_000)


def thirty_scanned(
    qtbot: QtBot, reads: FakeReads, tasks: TaskSlots, conn: ConnectionViewModel, total: str = "100"
) -> tuple[BillViewModel, list[tuple[str, str]]]:
    """A bill of ``total`` with AAA111 (£30) scanned onto it; what it has said."""
    reads.vouchers = {"AAA111": card("AAA111", "30")}
    model, said = bill_of(reads, FakeMovements(), tasks, conn, total)
    model.scan("AAA111")
    idle(qtbot, model)
    return model, said


def codes(model: BillViewModel) -> list[str]:
    return [row.line.code for row in model.lines.records]


def test_codes_scanned_while_one_is_looked_up_all_join_in_turn(
    qtbot: QtBot, reads: FakeReads, tasks: TaskSlots, connection: ConnectionViewModel
) -> None:
    """F3: a scanner burst faster than the service answers: nothing is dropped, nothing misreported."""
    slow = Held(card("AAA111", "30"))
    reads.vouchers = {"AAA111": slow, "BBB222": card("BBB222", "20"), "CCC333": card("CCC333", "10")}
    model, said = bill_of(reads, FakeMovements(), tasks, connection)
    model.scan("AAA111")
    qtbot.waitUntil(lambda: ("lookup_code", "AAA111") in reads.asked)
    model.scan("BBB222")
    model.scan("CCC333")
    assert not any(text.startswith("Scan ignored") for text, _kind in said)
    slow.release()
    idle(qtbot, model)
    assert codes(model) == ["AAA111", "BBB222", "CCC333"]
    assert said[-1] == ("CCC333 added: £10.00 of £10.00", "info")


def test_a_scan_during_the_review_is_ignored_by_name(
    qtbot: QtBot, reads: FakeReads, tasks: TaskSlots, connection: ConnectionViewModel
) -> None:
    model, said = thirty_scanned(qtbot, reads, tasks, connection)
    model.review()
    qtbot.waitUntil(lambda: model.reviewing)
    model.scan("bbb222")
    assert said[-1][0].startswith("Scan ignored: BBB222 was not added")
    assert codes(model) == ["AAA111"]


def test_a_whole_only_voucher_topped_up_elsewhere_is_reviewed_in_full_as_it_is_now(
    qtbot: QtBot, reads: FakeReads, tasks: TaskSlots, connection: ConnectionViewModel
) -> None:
    """F14: never sent for its old amount (refused for sure), nor called "used elsewhere"."""
    reads.vouchers = {"DINNER75": card("DINNER75", "75", partiallyRedeemable=False)}
    movements = FakeMovements()
    model, said = bill_of(reads, movements, tasks, connection, total="200")
    model.scan("DINNER75")
    idle(qtbot, model)
    reads.vouchers["DINNER75"] = card("DINNER75", "85", partiallyRedeemable=False)
    reviews: list[str] = []
    model.review_changed.connect(reviews.append)
    model.review()
    idle(qtbot, model)
    assert ("Topped up since it was scanned: DINNER75 now has £85.00.", "refused") in said
    assert reviews[-1] == "Redeem 1 voucher: £85.00 — £115.00 left to pay on the POS"
    row = model.lines.records[0]
    assert (row.amount_text, row.after_text) == ("£85.00", "£0.00")
    assert movements.sent == []


def test_a_whole_only_voucher_topped_up_past_what_is_left_asks_again(
    qtbot: QtBot, reads: FakeReads, tasks: TaskSlots, connection: ConnectionViewModel
) -> None:
    reads.vouchers = {"DINNER75": card("DINNER75", "75", partiallyRedeemable=False)}
    model, _said = bill_of(reads, FakeMovements(), tasks, connection, total="80")
    asked: list[str] = []
    model.loss_asked.connect(asked.append)
    model.scan("DINNER75")
    idle(qtbot, model)
    reads.vouchers["DINNER75"] = card("DINNER75", "95", partiallyRedeemable=False)
    model.review()
    idle(qtbot, model)
    assert not model.reviewing, "the cashier answers the question first"
    assert asked == ["DINNER75 must be used in full: £95.00 for the £80.00 left — the guest loses £15.00"]
    model.accept_loss()
    model.review()
    qtbot.waitUntil(lambda: model.reviewing)


def test_a_voucher_voided_elsewhere_is_refused_on_its_line_with_why(
    qtbot: QtBot, reads: FakeReads, tasks: TaskSlots, connection: ConnectionViewModel
) -> None:
    """F17: not "used elsewhere", and not "not needed" while the bill is not covered."""
    reads.vouchers = {"AAA111": card("AAA111", "30"), "BBB222": card("BBB222", "45")}
    model, said = bill_of(reads, FakeMovements(), tasks, connection)
    for code in ("AAA111", "BBB222"):
        model.scan(code)
        idle(qtbot, model)
    reads.vouchers["AAA111"] = card("AAA111", "0", status="Void")
    model.review()
    idle(qtbot, model)
    assert ("AAA111 cannot be used: it is Void.", "refused") in said
    row = model.lines.records[0]
    assert row.status.state is LineState.REFUSED
    assert row.status_text == "AAA111 cannot be used: it is Void"
    assert model.figures.summary.endswith("left to pay £55.00")


def test_a_balance_that_cannot_be_read_again_names_its_voucher(
    qtbot: QtBot, reads: FakeReads, tasks: TaskSlots, connection: ConnectionViewModel
) -> None:
    model, said = thirty_scanned(qtbot, reads, tasks, connection)
    reads.vouchers["AAA111"] = ServiceError("trouble", status=500)
    model.review()
    idle(qtbot, model)
    assert said[-1][0].startswith("The balance of AAA111 could not be read again: ")
    assert not model.reviewing


def test_the_cashier_stops_a_bill_the_lines_not_sent_stay_on_it(
    qtbot: QtBot, reads: FakeReads, tasks: TaskSlots, connection: ConnectionViewModel
) -> None:
    """F11: a slow service: the cashier need not wait a timeout and a settle period per voucher."""
    reads.vouchers = {c: card(c, "20") for c in ("AAA111", "BBB222", "CCC333")}
    movements = FakeMovements()
    model, said = bill_of(reads, movements, tasks, connection)
    for code in ("AAA111", "BBB222", "CCC333"):
        model.scan(code)
        idle(qtbot, model)
    model.review()
    qtbot.waitUntil(lambda: model.reviewing)
    first = Held(result(MovementState.DONE, event=event(9001, code="AAA111", amount=20, balance=0)))
    movements.results += [first]
    model.confirm()
    qtbot.waitUntil(lambda: movements.sent != [])
    assert model.sending
    model.stop_sending()
    first.release()
    idle(qtbot, model)
    assert movements.sent == [("bill", "AAA111", Decimal("20.00"))]
    assert [r.status.state for r in model.lines.records] == [LineState.DONE, LineState.OPEN, LineState.OPEN]
    assert model.lines.records[1].status_text == "Not sent: the bill was stopped — review again to send it"
    assert said[-1] == (
        "Bill: 1 voucher redeemed: £20.00; 2 vouchers not taken — retry, replace or take it on the POS; "
        "£80.00 left to pay on the POS.",
        "refused",
    )


def test_one_slip_lists_every_voucher_of_the_bill_after_a_retry(
    qtbot: QtBot, reads: FakeReads, tasks: TaskSlots, connection: ConnectionViewModel
) -> None:
    """F15: the retried voucher's slip is the bill's, with the vouchers that went through first."""
    reads.vouchers = {c: card(c, "20") for c in ("AAA111", "BBB222")}
    movements = FakeMovements()
    model, _said = bill_of(reads, movements, tasks, connection)
    slips: list[list[MovementResult]] = []
    model.redeemed.connect(slips.append)
    for code in ("AAA111", "BBB222"):
        model.scan(code)
        idle(qtbot, model)
    movements.results += [
        result(MovementState.DONE, event=event(9001, code="AAA111", amount=20, balance=0)),
        result(MovementState.NOT_APPLIED),
        result(MovementState.DONE, event=event(9002, code="BBB222", amount=20, balance=0)),
    ]
    for _ in range(2):
        model.review()
        qtbot.waitUntil(lambda: model.reviewing)
        model.confirm()
        idle(qtbot, model)
    qtbot.waitUntil(lambda: len(slips) == 2)
    assert [[r.event.event_id for r in slip if r.event] for slip in slips] == [[9001], [9001, 9002]]


@pytest.mark.parametrize(
    ("outcomes", "left", "heading"),
    [
        pytest.param(
            [
                result(MovementState.DONE, event=event(9001, code="AAA111", amount=15, balance=0)),
                result(MovementState.UNCONFIRMED),
            ],
            "",
            "on vouchers £15.00 · not confirmed £45.00 · left to pay £45.00",
            id="F6: a line not confirmed is named apart, not counted as paid",
        ),
        pytest.param(
            [result(MovementState.REJECTED), result(MovementState.NOT_APPLIED)],
            "£60.00",
            "on vouchers £0.00 · not taken £60.00 · left to pay £60.00",
            id="lines the service did not take said 'left to pay £0.00' above the whole bill",
        ),
    ],
)
def test_the_heading_and_the_outcome_give_one_figure_left_to_pay(
    outcomes: list[MovementResult],
    left: str,
    heading: str,
    qtbot: QtBot,
    reads: FakeReads,
    tasks: TaskSlots,
    connection: ConnectionViewModel,
) -> None:
    reads.vouchers = {"AAA111": card("AAA111", "15"), "BBB222": card("BBB222", "45")}
    movements = FakeMovements()
    model, said = bill_of(reads, movements, tasks, connection, total="60")
    for code in ("AAA111", "BBB222"):
        model.scan(code)
        idle(qtbot, model)
    movements.results += outcomes
    model.review()
    qtbot.waitUntil(lambda: model.reviewing)
    model.confirm()
    idle(qtbot, model)
    if left:
        assert said[-1][0].endswith(f"{left} left to pay on the POS.")
    else:  # a line not confirmed may have been taken: no figure until a manager decides
        assert said[-1][0].endswith("the rest is paid on the POS once a manager has decided.")
    assert model.figures.summary == f"Bill £60.00 · ref Table 3 · {heading}"


def test_a_total_typed_in_other_money_lets_no_voucher_join(
    qtbot: QtBot, reads: FakeReads, tasks: TaskSlots, connection: ConnectionViewModel
) -> None:
    """F2: "€180" on a pound property is refused as a redemption's amount would be."""
    model, said = thirty_scanned(qtbot, reads, tasks, connection, total="€180")
    assert codes(model) == []
    assert said[-1][1] == "refused"
    assert said[-1][0].startswith("Bill total: ")
    assert said[-1][0].endswith("Close the bill and start it again.")


def test_a_whole_only_voucher_scanned_before_the_last_one_is_asked_about_and_shown_masked(
    qtbot: QtBot, reads: FakeReads, tasks: TaskSlots, connection: ConnectionViewModel
) -> None:
    reads.vouchers = {
        "DINNER75": card("DINNER75", "75", partiallyRedeemable=False),
        "AAA111": card("AAA111", "10"),
    }
    model, _said = bill_of(reads, FakeMovements(), tasks, connection, total="90")
    asked: list[str] = []
    model.loss_asked.connect(asked.append)
    model.scan("DINNER75")
    idle(qtbot, model)
    model.scan("AAA111")  # the voucher in the cashier's hand now
    idle(qtbot, model)
    reads.vouchers["DINNER75"] = card("DINNER75", "95", partiallyRedeemable=False)
    model.review()
    idle(qtbot, model)
    assert asked == ["••••••ER75 must be used in full: £95.00 for the £90.00 left — the guest loses £5.00"]
    model.accept_loss()
    idle(qtbot, model)
    assert sorted(row.code_text for row in model.lines.records) == ["AAA111", "••••••ER75"]


def test_a_voucher_not_needed_is_not_counted_among_those_the_service_did_not_take(
    qtbot: QtBot, reads: FakeReads, tasks: TaskSlots, connection: ConnectionViewModel
) -> None:
    """The voucher ending soonest is spent first, so a voucher scanned earlier can sit at £0.00,
    never sent: when another is refused, the outcome names one voucher to retry, not two."""
    soon = {"expiryDate": "2026-12-31 23:59:59"}
    reads.vouchers = {
        "AAA111": card("AAA111", "20"),
        "BBB222": card("BBB222", "5"),
        "CCC333": card("CCC333", "25", **soon),
    }
    movements = FakeMovements()
    model, said = bill_of(reads, movements, tasks, connection, total="40")
    for code in ("AAA111", "BBB222", "CCC333"):
        model.scan(code)
        idle(qtbot, model)
    assert model.lines.records[1].status_text == "Not needed: nothing left to pay"
    model.review()
    qtbot.waitUntil(lambda: model.reviewing)
    movements.results += [
        result(MovementState.DONE, event=event(9001, code="AAA111", amount=15, balance=5)),
        result(MovementState.REJECTED),
    ]
    model.confirm()
    idle(qtbot, model)
    assert "; 1 voucher not taken — retry, replace or take it on the POS; " in said[-1][0]
