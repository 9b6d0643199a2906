"""The top-up view-model's own rules, on a fake movement service: a manager's name before anything
is sent, what a top-up that went through and one whose answer was lost are called."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.api.errors import ConnectFailed
from app.core.movement import MovementState
from app.core.notice import Kind, Notice
from app.core.settings import Settings, read_settings, save_settings
from app.core.tasks import TaskSlots
from app.desk.common.connection import ConnectionViewModel, Link
from app.desk.common.topup_policy import TopupPolicy
from app.desk.topup.topup import TopupViewModel
from app.store.audit import AuditLog
from helpers.fakes import RECEPTION, FakeAudit, FakeMovements, FakeReads, event, result, voucher
from helpers.storage import small_disk


def topup_of(
    movements: FakeMovements, reads: FakeReads, tasks: TaskSlots, connection: ConnectionViewModel
) -> tuple[TopupViewModel, list[Notice]]:
    settings = Settings(domain_id=101, location_id=RECEPTION, till_name="Till 3")
    model = TopupViewModel(
        movements=movements,
        client=reads,
        tasks=tasks,
        connection=connection,
        settings=settings,
        staff=lambda: "Sam Till",
        policy=TopupPolicy(
            settings=settings, settings_file=None, audit=FakeAudit(), staff=lambda: "Sam Till"
        ),
    )
    told: list[Notice] = []
    model.notice.connect(told.append)
    model.set_voucher(voucher())
    assert model.open() == ""
    model.review("20.00")
    return model, told


def test_without_a_managers_name_nothing_is_sent(
    reads: FakeReads, tasks: TaskSlots, connection: ConnectionViewModel
) -> None:
    movements = FakeMovements()
    model, told = topup_of(movements, reads, tasks, connection)
    model.confirm()
    assert movements.sent == []
    assert told[-1].kind is Kind.REFUSED
    assert model.reviewing


def test_a_top_up_that_went_through_is_said_with_the_services_figures_and_closes_the_box(
    qtbot: QtBot, reads: FakeReads, tasks: TaskSlots, connection: ConnectionViewModel
) -> None:
    movements = FakeMovements()
    topped = event(880300, type="Topup", amount=Decimal("20.00"), balance=Decimal("70.00"))
    movements.results.append(result(MovementState.DONE, event=topped))
    model, told = topup_of(movements, reads, tasks, connection)
    with qtbot.waitSignal(model.loaded), qtbot.waitSignal(model.finished):
        model.confirm("Mo Manager")
    assert movements.sent == [("topup", "SPA50PART", Decimal("20.00"))]
    assert told[-1].kind is Kind.DONE
    assert "£70.00" in told[-1].text
    assert not model.is_open


@pytest.mark.logs(r"^Reconciliation of a top-up could not reach the service")
def test_a_top_up_whose_answer_is_lost_is_not_confirmed_never_done(
    qtbot: QtBot, reads: FakeReads, tasks: TaskSlots, connection: ConnectionViewModel
) -> None:
    movements = FakeMovements()
    movements.results.append(result(MovementState.UNKNOWN))
    movements.reconciled_as.append(ConnectFailed("no route"))
    model, told = topup_of(movements, reads, tasks, connection)
    with qtbot.waitSignal(model.finished):
        model.confirm("Mo Manager")
    assert told[-1].kind is Kind.UNKNOWN
    assert "The top-up of £20.00" in told[-1].text
    assert "is not confirmed" in told[-1].text
    assert not any(n.kind is Kind.DONE for n in told)
    assert connection.state is Link.OFFLINE


@pytest.mark.parametrize(
    ("read_again", "still_reviewing"),
    [
        ({"status": "Partially Redeemed"}, True),  # the service's word for what the till guessed
        ({"balances": {"current": {"GBP": "40.00"}}}, False),  # another balance: "£70.00 after" is wrong
        ({"status": "Void"}, False),  # no top-up allowed now
    ],
)
def test_a_review_closes_when_the_voucher_read_again_makes_it_untrue_and_only_then(
    read_again: dict[str, object],
    still_reviewing: bool,
    reads: FakeReads,
    tasks: TaskSlots,
    connection: ConnectionViewModel,
) -> None:
    """The voucher on screen is read again in the background after a movement; a review that
    closed while still true would vanish under the cashier's Confirm."""
    model, _told = topup_of(FakeMovements(), reads, tasks, connection)
    model.set_voucher(voucher(**read_again))
    assert model.reviewing is still_reviewing


@pytest.mark.logs(r"^The top-up permission was not changed: ")
def test_a_permission_change_the_audit_log_cannot_take_is_not_kept_in_the_settings_file(
    tmp_path: Path,
) -> None:
    """The settings file takes the change, the audit log on a full disk does not: unaudited, the
    change is taken back, in memory and in the file the next start reads."""
    settings = Settings(domain_id=101, location_id=RECEPTION, till_name="Till 3")
    settings_file = tmp_path / "settings.json"
    save_settings(settings, settings_file)
    with small_disk(tmp_path / "data", size="1m") as disk, AuditLog(disk.path / "audit.sqlite3") as audit:
        policy = TopupPolicy(settings=settings, settings_file=settings_file, audit=audit, staff=lambda: "Sam")
        disk.fill()
        assert (
            policy.set_staff_may_topup(True, "Morgan") == "The setting could not be saved; nothing changed."
        )
        assert policy.needs_manager
        assert audit.entries() == []
        disk.free()
    on_disk = read_settings(settings_file).settings
    assert on_disk is not None
    assert not on_disk.staff_may_topup
