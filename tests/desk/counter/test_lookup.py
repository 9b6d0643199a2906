"""The lookup view-model's own rules, on a fake client: which answer is shown, and what a cashier
is told when there is none."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from app.api.errors import ConnectFailed, NotFound
from app.core.notice import Kind, Notice
from app.core.tasks import TaskSlots
from app.desk.common.connection import ConnectionViewModel, Link
from app.desk.common.presenters import VoucherView
from app.desk.counter.lookup import LookupViewModel
from helpers.fakes import RECEPTION, WHEN, FakeReads, Held, Probe, voucher


def lookup_of(reads: FakeReads, tasks: TaskSlots, connection: ConnectionViewModel) -> LookupViewModel:
    return LookupViewModel(reads, tasks, connection, RECEPTION, clock=lambda: WHEN)


def shown(model: LookupViewModel) -> list[str]:
    codes: list[str] = []
    model.voucher_shown.connect(lambda view: codes.append(view.code))
    return codes


def test_a_code_found_shows_its_voucher_and_order(
    qtbot: QtBot, reads: FakeReads, tasks: TaskSlots, connection: ConnectionViewModel
) -> None:
    reads.vouchers["SPA50PART"] = voucher()
    model = lookup_of(reads, tasks, connection)
    with qtbot.waitSignal(model.order_shown) as order:
        model.look_up(" spa50part ")
    assert isinstance(model.view, VoucherView)
    assert model.view.code == "SPA50PART"
    assert str(order.args[0]).startswith("Order #91002")
    assert connection.state is Link.ONLINE
    assert model.rows.rowCount() > 0


def test_a_code_the_service_does_not_know_says_so_and_offers_a_new_card(
    qtbot: QtBot, reads: FakeReads, tasks: TaskSlots, connection: ConnectionViewModel
) -> None:
    reads.missing = NotFound("no such code")
    model = lookup_of(reads, tasks, connection)
    told: list[Notice] = []
    model.notice.connect(told.append)
    with qtbot.waitSignal(model.not_found) as missing:
        model.look_up("NEWCARD1")
    assert missing.args == ["NEWCARD1"]
    assert told[-1].text.startswith("No voucher with that code")
    assert model.view is None
    assert ("order", 91002) not in reads.asked


def test_offline_the_code_waits_and_is_looked_up_by_itself_when_the_service_answers(
    qtbot: QtBot, reads: FakeReads, tasks: TaskSlots, connection: ConnectionViewModel, probe: Probe
) -> None:
    reads.vouchers["SPA50PART"] = ConnectFailed("no route")
    model = lookup_of(reads, tasks, connection)
    told: list[Notice] = []
    model.notice.connect(told.append)
    model.look_up("SPA50PART")
    qtbot.waitUntil(lambda: connection.state is Link.OFFLINE and not tasks.running("lookup"))
    assert told[-1].kind is Kind.CHECKING
    assert "SPA50PART is looked up by itself as soon as it answers" in told[-1].text

    reads.vouchers["SPA50PART"] = voucher()
    with qtbot.waitSignal(model.voucher_shown):
        probe.answering.set()
    assert model.view is not None
    assert model.view.code == "SPA50PART"


def test_a_newer_code_wins_over_an_answer_still_on_its_way(
    qtbot: QtBot, reads: FakeReads, tasks: TaskSlots, connection: ConnectionViewModel
) -> None:
    slow = Held(voucher())
    reads.vouchers["SPA50PART"] = slow
    reads.vouchers["TEA40PART"] = voucher(redeemCode="TEA40PART")
    model = lookup_of(reads, tasks, connection)
    codes = shown(model)
    model.look_up("SPA50PART")
    qtbot.waitUntil(lambda: ("lookup_code", "SPA50PART") in reads.asked)
    with qtbot.waitSignal(model.order_shown):
        model.look_up("TEA40PART")
    slow.release()
    qtbot.waitUntil(lambda: not tasks.running("lookup"))
    assert codes == ["TEA40PART"]
    assert model.view is not None
    assert model.view.code == "TEA40PART"


def test_a_waiting_code_the_cashier_typed_over_is_not_shown_when_the_service_answers(
    qtbot: QtBot, reads: FakeReads, tasks: TaskSlots, connection: ConnectionViewModel, probe: Probe
) -> None:
    """Looked up by itself, a code the cashier has moved on from would replace what they are typing."""
    reads.vouchers["SPA50PART"] = ConnectFailed("no route")
    model = lookup_of(reads, tasks, connection)
    codes = shown(model)
    model.look_up("SPA50PART")
    qtbot.waitUntil(lambda: connection.state is Link.OFFLINE and not tasks.running("lookup"))
    late = Held(voucher())
    reads.vouchers["SPA50PART"] = late
    probe.answering.set()
    # The service is back: the till looks the waiting code up by itself, and its answer is slow.
    qtbot.waitUntil(lambda: reads.asked.count(("lookup_code", "SPA50PART")) == 2)
    model.code_edited("TEA4")
    late.release()
    qtbot.waitUntil(lambda: not tasks.running("lookup"))
    assert codes == []
    assert model.view is None
