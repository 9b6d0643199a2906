"""The bill's view-model on fakes: what a review re-read changes, that Confirm sends each line once
and only after a review, and what each line says when its answer is lost or refused."""

from __future__ import annotations

from decimal import Decimal

from pytestqt.qtbot import QtBot

from app.api.errors import ConnectFailed, Rejected
from app.core.movement import MovementState
from app.core.tasks import TaskSlots
from app.desk.bill.bill import BillViewModel
from app.desk.bill.lines import LineState
from app.desk.common.connection import ConnectionViewModel
from helpers.bill_model import card, started_bill
from helpers.fakes import FakeMovements, FakeReads, event, result


def scan(qtbot: QtBot, model: BillViewModel, *codes: str) -> None:
    for code in codes:
        with qtbot.waitSignal(model.busy_changed, check_params_cb=lambda busy: not busy):
            model.scan(code)


def sixty_and_thirty_scanned(
    qtbot: QtBot,
    reads: FakeReads,
    movements: FakeMovements,
    tasks: TaskSlots,
    connection: ConnectionViewModel,
) -> BillViewModel:
    """A bill of £100 with AAA111 (£60) and BBB222 (£30) scanned onto it."""
    reads.vouchers = {"AAA111": card("AAA111", "60"), "BBB222": card("BBB222", "30")}
    model = started_bill(reads, movements, tasks, connection)
    scan(qtbot, model, "AAA111", "BBB222")
    return model


def review(qtbot: QtBot, model: BillViewModel) -> None:
    with qtbot.waitSignal(model.busy_changed, check_params_cb=lambda busy: not busy):
        model.review()


def confirm(qtbot: QtBot, model: BillViewModel) -> None:
    with qtbot.waitSignal(model.busy_changed, check_params_cb=lambda busy: not busy, timeout=5_000):
        model.confirm()


def states(model: BillViewModel) -> list[LineState]:
    return [row.status.state for row in model.lines.records]


def test_nothing_is_sent_without_a_review_and_a_second_confirm_sends_nothing_more(
    qtbot: QtBot, reads: FakeReads, tasks: TaskSlots, connection: ConnectionViewModel
) -> None:
    movements = FakeMovements()
    model = sixty_and_thirty_scanned(qtbot, reads, movements, tasks, connection)
    model.confirm()  # no review: nothing
    assert movements.sent == []
    review(qtbot, model)
    movements.results += [result(MovementState.DONE, event=event(9001, code="AAA111", amount=60, balance=0))]
    movements.results += [result(MovementState.DONE, event=event(9002, code="BBB222", amount=30, balance=0))]
    confirm(qtbot, model)
    model.confirm()
    assert movements.sent == [("bill", "AAA111", Decimal("60")), ("bill", "BBB222", Decimal("30"))]
    assert states(model) == [LineState.DONE, LineState.DONE]
    assert model.figures.outcome_text == "Bill: 2 vouchers redeemed: £90.00; £10.00 left to pay on the POS."


def test_the_review_reads_each_balance_again_and_re_proposes_what_another_till_used(
    qtbot: QtBot, reads: FakeReads, tasks: TaskSlots, connection: ConnectionViewModel
) -> None:
    movements = FakeMovements()
    model = sixty_and_thirty_scanned(qtbot, reads, movements, tasks, connection)
    said: list[str] = []
    model.message.connect(lambda text, _kind: said.append(text))
    reviews: list[str] = []
    model.review_changed.connect(reviews.append)
    reads.vouchers["AAA111"] = card("AAA111", "20")  # another till took 40 meanwhile
    review(qtbot, model)
    # Named masked: the voucher on the counter is the one scanned last, not this one.
    assert said[-1] == "Used elsewhere since it was scanned: ••••••A111 now has £20.00."
    assert reviews[-1] == "Redeem 2 vouchers: £50.00 — £50.00 left to pay on the POS"
    assert movements.sent == []


def test_a_lost_answer_counts_down_on_its_line_then_says_what_reconciliation_found(
    qtbot: QtBot, reads: FakeReads, tasks: TaskSlots, connection: ConnectionViewModel
) -> None:
    movements = FakeMovements()
    model = sixty_and_thirty_scanned(qtbot, reads, movements, tasks, connection)
    review(qtbot, model)
    seen: list[str] = []
    model.changed.connect(lambda: seen.append(model.lines.records[0].status_text))
    movements.results += [
        result(MovementState.UNKNOWN),
        result(MovementState.DONE, event=event(9002, code="BBB222")),
    ]
    movements.reconciled_as.append(result(MovementState.NOT_APPLIED))
    confirm(qtbot, model)
    assert "No answer: checking with the service… 3 s" in seen
    assert states(model) == [LineState.OPEN, LineState.DONE]
    assert model.lines.records[0].status_text == "Did not go through: nothing was taken — retry or replace"
    assert [m.state.value for m in movements.reconciled] == ["unknown"]


def test_a_refused_line_and_one_that_cannot_reach_the_service_stand_apart_from_the_others(
    qtbot: QtBot, reads: FakeReads, tasks: TaskSlots, connection: ConnectionViewModel
) -> None:
    movements = FakeMovements()
    reads.vouchers = {c: card(c, "20") for c in ("AAA111", "BBB222", "CCC333")}
    model = started_bill(reads, movements, tasks, connection)
    scan(qtbot, model, "AAA111", "BBB222", "CCC333")
    review(qtbot, model)
    refused = Rejected("no", reason="insufficient_balance", messages=("Not enough",))
    movements.results += [
        result(MovementState.REJECTED, error=refused),
        ConnectFailed("no route"),
        result(MovementState.DONE, event=event(9003, code="CCC333")),
    ]
    confirm(qtbot, model)
    assert states(model) == [LineState.REFUSED, LineState.REFUSED, LineState.DONE]
    texts = [row.status_text for row in model.lines.records]
    assert texts[0].startswith("Refused: ")
    assert texts[1].startswith("Not sent: Cannot reach the voucher service")
    after = [row.after_text for row in model.lines.records]
    assert after[:2] == ["", ""], "nothing was taken: no balance after is claimed for them"
    assert after[2] != ""
