"""The redeem view-model's own rules, on a fake movement service: what each outcome is called, and
that nothing is sent without a review and one confirm."""

from __future__ import annotations

from decimal import Decimal

import pytest
from pytestqt.qtbot import QtBot

from app.api.errors import ConnectFailed, Rejected
from app.core.movement import MovementState
from app.core.notice import Kind, Notice
from app.core.tasks import TaskSlots
from app.desk.common.connection import ConnectionViewModel, Link
from app.desk.common.outcomes import sent_text
from app.desk.counter.redeem import RedeemViewModel
from helpers.fakes import FakeMovements, event, result, voucher


def redeem_of(movements: FakeMovements, tasks: TaskSlots, connection: ConnectionViewModel) -> RedeemViewModel:
    model = RedeemViewModel(movements, tasks, connection, lambda: "Sam Till")
    model.set_voucher(voucher(), True)
    return model


def redeem(qtbot: QtBot, model: RedeemViewModel, amount: str) -> list[Notice]:
    """Review ``amount`` and confirm it; returns what the redeem line said, in order."""
    told: list[Notice] = []
    model.notice.connect(told.append)
    model.review(amount)
    with qtbot.waitSignal(model.finished):
        model.confirm()
    return told


def test_a_refusal_names_the_amount_and_the_services_reason(
    qtbot: QtBot, tasks: TaskSlots, connection: ConnectionViewModel
) -> None:
    movements = FakeMovements()
    refused = Rejected("not redeemable", reason="not_redeemable", messages=("Voucher is used",))
    movements.results.append(result(MovementState.REJECTED, error=refused))
    told = redeem(qtbot, redeem_of(movements, tasks, connection), "10.00")
    assert told[-1].kind is Kind.REFUSED
    assert told[-1].text.startswith("Not redeemed: £10.00 from SPA50PART.")
    assert connection.state is Link.ONLINE


@pytest.mark.logs(r"^Reconciliation could not reach the service")
def test_a_lost_answer_that_cannot_be_checked_is_unknown_and_blocks_the_code(
    qtbot: QtBot, tasks: TaskSlots, connection: ConnectionViewModel
) -> None:
    movements = FakeMovements()
    movements.results.append(result(MovementState.UNKNOWN))
    movements.reconciled_as.append(ConnectFailed("no route"))
    model = redeem_of(movements, tasks, connection)
    blocked: list[str] = []
    model.blocked.connect(blocked.append)
    told = redeem(qtbot, model, "10.00")
    assert told[0].text == sent_text()  # the request left: the line says so before its answer
    assert [n.kind for n in told] == [Kind.CHECKING, Kind.CHECKING, Kind.CHECKING, Kind.UNKNOWN]
    assert "£10.00 from SPA50PART is not confirmed" in told[-1].text
    assert not any(n.kind in (Kind.DONE, Kind.REFUSED) for n in told)
    assert blocked == ["SPA50PART"]
    assert connection.state is Link.OFFLINE
    assert movements.sent == [("redeem", "SPA50PART", Decimal("10.00"))]


def test_an_answer_with_other_figures_is_for_a_manager_never_a_success(
    qtbot: QtBot, tasks: TaskSlots, connection: ConnectionViewModel
) -> None:
    movements = FakeMovements()
    other = event(880200, amount=Decimal("20.00"), balance=Decimal("30.00"))
    movements.results.append(result(MovementState.MISMATCH, event=other))
    model = redeem_of(movements, tasks, connection)
    slips: list[object] = []
    model.redeemed.connect(lambda done, _voucher: slips.append(done))
    told = redeem(qtbot, model, "10.00")
    assert told[-1].kind is Kind.UNKNOWN
    assert "£20.00, not £10.00" in told[-1].text
    assert "ask a manager" in told[-1].text
    assert slips == []


def test_nothing_is_sent_without_a_review_and_a_second_confirm_sends_nothing(
    qtbot: QtBot, tasks: TaskSlots, connection: ConnectionViewModel
) -> None:
    movements = FakeMovements()
    movements.results.append(result(MovementState.DONE, event=event(880201)))
    model = redeem_of(movements, tasks, connection)
    model.check("10.00")
    model.confirm()
    assert movements.sent == []
    model.review("10.00")
    with qtbot.waitSignal(model.finished):
        model.confirm()
        model.confirm()
    assert movements.sent == [("redeem", "SPA50PART", Decimal("10.00"))]


def test_enter_while_the_last_redemption_is_unanswered_says_why_nothing_happens(
    qtbot: QtBot, tasks: TaskSlots, connection: ConnectionViewModel
) -> None:
    movements = FakeMovements()
    movements.results.append(result(MovementState.REJECTED, error=Rejected("no", reason="not_redeemable")))
    model = redeem_of(movements, tasks, connection)
    checks: list[tuple[bool, str, str]] = []
    model.check_changed.connect(lambda ok, reason, preview: checks.append((ok, reason, preview)))
    model.review("10.00")
    with qtbot.waitSignal(model.finished):
        model.confirm()
        model.review("5.00")  # the cashier presses Enter again before the answer
        assert checks[-1] == (
            False,
            "The last redemption is still on its way or being checked: its outcome comes first.",
            "",
        )
    assert movements.sent == [("redeem", "SPA50PART", Decimal("10.00"))]
