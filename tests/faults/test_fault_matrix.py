"""The fault matrix: every till operation under every fault, against the sandbox on loopback.

Each cell (operation × fault, named ``<operation>-<fault>`` in the test ids) checks what a till user
would notice: nothing but a clear message reaches them (no traceback, nothing escaping a background
task, nothing logged as a bug), and once the fault clears the service's
balances and event log agree with the journal: every movement ``done`` has exactly one service event,
every other movement has none, and what the user set out to do happened exactly once, no more.

401 and 404 are not injectable faults: 401 is a till whose key the service refuses, 404 a target
the service does not know (a code, an event, an order) or, for the feed, a wrong service address.
The 500 cell fails *after* the change is committed (``error_when: after``); 502 and 503 fail before.
Lookup, redeem, top-up, activation and the feed run through their view-models (``LookupViewModel``,
``RedeemViewModel``, ``TopupViewModel``, ``ActivityViewModel``); reverse and refund through
``MovementService`` and the triage, as the manager screens do. A top-up or activation has no target
the service could not know (a code it has never seen is activated), so its 404 cell is a till
pointed at a wrong service address, as the feed's is.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from datetime import datetime
from decimal import Decimal
from typing import Any

import pytest

from app.api.client import VoucherClient
from app.api.models import BalanceEvent
from app.core.errors import describe
from app.core.movement import MovementKind, MovementState
from app.core.settings import Settings
from app.core.tasks import TaskSlots
from app.desk.common.connection import ConnectionViewModel, Link
from app.desk.common.topup_policy import TopupPolicy
from app.desk.counter.lookup import LookupViewModel
from app.desk.counter.redeem import RedeemViewModel
from app.desk.feed.activity import ActivityViewModel
from app.desk.topup.topup import TopupViewModel
from app.sandbox.seed import DemoCodes, DemoOrders
from app.sandbox.seed_catalogue import DEMO_KEY, Locations, Properties
from app.services.movements import Actor, MovementResult, MovementService, Pace
from app.store.audit import AuditLog
from app.store.journal import Journal, Movement
from helpers import logs
from helpers.service_till import movement_service
from helpers.signals import reached
from sandbox_harness.server import SandboxServer

pytestmark = [pytest.mark.both_shapes, pytest.mark.anyio, pytest.mark.logs(*logs.FAULTS)]

#: The read timeout of the latency cell's till: shorter than the latency, so the read gives up.
LATENCY_READ_TIMEOUT_S = 0.5
LATENCY_MS = 1000
#: Every other client waits as long as a till does: on a busy machine a slow answer (a page of
#: events in the legacy shapes) is still an answer, never taken for the fault under test.
READ_TIMEOUT_S = 10.0
TILL = "Fault till"
STAFF = Actor("Sam Till")
MANAGER = Actor("Sam Till", manager="Morgan Manager")
BAD_KEY = "not-a-key-the-service-knows-0123456789"
CODE = DemoCodes.VALID_PARTIAL  # £50.00, partial allowed
AMOUNT = Decimal("10.00")
ORDER = DemoOrders.API_UNUSED  # an API order whose vouchers are unused: refundable
GONE_CODE = "GONE0000"
GONE_EVENT = 99_999_999
GONE_ORDER = 99_999_999
NEW_CARD = "NEWCARD0042"

#: Operations whose faults a GET retry absorbs are kept failing through every attempt.
RETRIED = 3


@dataclass(frozen=True)
class Fault:
    name: str
    options: dict[str, Any]
    #: Journal states a money movement sent under this fault may end in (before any retry).
    settles_as: frozenset[MovementState]
    #: A fragment of the message a failed read shows.
    read_says: str
    #: The read failure means the service could not be reached: the till shows itself offline.
    offline: bool = False
    #: Reads retry it: keep it failing through every attempt so the user sees the message.
    retried: bool = False
    #: Reconciliation must wait this long for a late commit (the latency cell).
    settle_s: float = 0.3


DONE = frozenset({MovementState.DONE})
NOT_APPLIED = frozenset({MovementState.NOT_APPLIED})
REJECTED = frozenset({MovementState.REJECTED})

FAULTS = [
    Fault(
        "latency",
        {"latency_ms": LATENCY_MS},
        # The service may finish the request after the till gave up, or drop it when it notices the
        # till is gone; either is fine as long as the journal says which.
        frozenset({MovementState.DONE, MovementState.NOT_APPLIED}),
        "not answering",
        offline=True,
        settle_s=1.5,
    ),
    Fault("500", {"error_rate": 1.0, "error_statuses": [500], "error_when": "after"}, DONE, "having trouble"),
    Fault("502-html", {"status": 502}, NOT_APPLIED, "having trouble", retried=True),
    Fault("503", {"status": 503, "retry_after": 0}, NOT_APPLIED, "having trouble", retried=True),
    Fault("429", {"status": 429, "retry_after": 0}, REJECTED, "busy", retried=True),
    Fault("drop-before", {"drop": {"when": "before"}}, NOT_APPLIED, "Cannot reach", offline=True),
    Fault("drop-after", {"drop": {"when": "after"}}, DONE, "Cannot reach", offline=True),
    Fault("malformed-json", {"malformed_json": True}, DONE, "cannot read"),
    Fault("missing-field", {"missing_field": "?"}, DONE, "cannot read"),
    Fault("wrong-type", {"wrong_type": "?"}, DONE, "cannot read"),
    Fault("401", {}, REJECTED, "API key"),
    Fault("404", {}, REJECTED, "?"),
]

#: The field each operation's answer loses or gets wrong: one the till cannot do without.
FIELDS = {
    "lookup": ("balances", "currencyCode"),
    "redeem": ("eventID", "amount"),
    "reverse": ("eventID", "amount"),
    "refund": ("refunded", "total"),
    "feed": ("created", "amount"),
    "topup": ("eventID", "amount"),
    "activate": ("eventID", "balance"),
}
NOT_FOUND_SAYS = {"lookup": "No voucher with that code", "feed": "not found"}


OPERATIONS = ("lookup", "redeem", "reverse", "refund", "feed", "topup", "activate")
#: Operations whose 404 is a wrong service address rather than an unknown target.
WRONG_ADDRESS_404 = frozenset({"feed", "topup", "activate"})
CELLS = [pytest.param(op, fault, id=f"{op}-{fault.name}") for op in OPERATIONS for fault in FAULTS]


# -- the cell's world ----------------------------------------------------------------------------


@dataclass
class World:
    """The sandbox, the till's stores, a till on a healthy client, and what escaped to the user.

    (How long the loop stalls is the benchmarks' to measure, not a test's to assert.)"""

    sandbox: SandboxServer
    journal: Journal
    audit: AuditLog
    fault: Fault
    op: str
    escaped: list[BaseException] = field(default_factory=list)
    #: Events another till made: in the service's log, rightly not in this till's journal.
    foreign: set[int] = field(default_factory=set)
    clients: list[VoucherClient] = field(default_factory=list)
    tasks: list[TaskSlots] = field(default_factory=list)

    def client(
        self, key: str = DEMO_KEY, url: str | None = None, read_timeout: float = READ_TIMEOUT_S
    ) -> VoucherClient:
        made = VoucherClient(url or self.sandbox.url, key, read_timeout=read_timeout, connect_timeout=1.0)
        self.clients.append(made)
        return made

    def cell_client(self) -> VoucherClient:
        """The client the operation runs on: refused by the service in the 401 cell."""
        if self.fault.name == "401":
            return self.client(BAD_KEY)
        if self.fault.name == "404" and self.op in WRONG_ADDRESS_404:
            return self.client(url=f"{self.sandbox.url}/no-such-service")
        if self.fault.name == "latency":
            return self.client(read_timeout=LATENCY_READ_TIMEOUT_S)
        return self.client()

    def movements(self, client: VoucherClient) -> MovementService:
        return movement_service(
            client, self.journal, self.audit, till=TILL, pace=Pace(settle_s=self.fault.settle_s)
        )

    def task_slots(self) -> TaskSlots:
        slots = TaskSlots(lambda _name, error: self.escaped.append(error))
        self.tasks.append(slots)
        return slots

    def connection(self, client: VoucherClient, tasks: TaskSlots) -> ConnectionViewModel:
        return ConnectionViewModel(client.properties, tasks)

    def inject(self, path: str, method: str) -> None:
        """Arm the fault on exactly this request; a read's retries meet it too when it is retried."""
        options = dict(self.fault.options)
        if not options:
            return
        missing, wrong = FIELDS[self.op]
        if options.get("missing_field") == "?":
            options["missing_field"] = missing
        if options.get("wrong_type") == "?":
            options["wrong_type"] = wrong
        times = RETRIED if self.fault.retried and method == "GET" else 1
        self.sandbox.faults.set(**options, path=f"{path}$", method=method, times=times)

    def clear(self) -> None:
        self.sandbox.faults.clear()

    async def aclose(self) -> None:
        for slots in self.tasks:
            await slots.close()
        for client in self.clients:
            await client.aclose()


def assert_clear(message: str) -> None:
    assert message.strip(), "the user was told nothing"
    assert "Traceback" not in message
    assert "Error" not in message, f"an exception name reached the user: {message!r}"
    assert "inside the till" not in message, f"a bug message reached the user: {message!r}"


# -- what the service holds ------------------------------------------------------------------------


async def all_events(client: VoucherClient) -> list[BalanceEvent]:
    events: list[BalanceEvent] = []
    async for page in client.iter_balance_event_pages():
        events.extend(page)
    return events


async def order_codes(client: VoucherClient, order_id: int) -> list[str]:
    return [row.redeem_code for row in await client.order_rows(order_id)]


async def assert_journal_agrees(world: World, good: VoucherClient, before: set[int]) -> None:
    """Every done movement has exactly its service events, and no other event appeared."""
    assert world.journal.unresolved() == [], "a movement is still unresolved after the fault cleared"
    events = {e.event_id: e for e in await all_events(good)}
    new = {event_id for event_id in events if event_id not in before | world.foreign}
    expected: set[int] = set()
    for movement in world.journal.between(datetime.min, datetime.max):
        if movement.state is not MovementState.DONE:
            assert movement.result_event_id is None
            continue
        if movement.kind is MovementKind.REFUND:
            assert movement.order_id is not None
            codes = set(await order_codes(good, movement.order_id))
            refunds = {i for i in new if events[i].type == "Refund" and events[i].code in codes}
            assert len(refunds) == len(codes), "a refund must void every voucher of the order once"
            expected |= refunds
            continue
        event = events.get(movement.result_event_id or -1)
        assert event is not None, f"{movement.kind} marked done, but the service has no event for it"
        assert event.code == movement.code
        if movement.kind is MovementKind.REDEEM:
            assert (event.type, event.amount) == ("Redeemed", movement.amount)
        elif movement.kind is MovementKind.TOPUP:
            assert event.type in ("Topup", "Activation")
            assert event.amount == movement.amount
        else:
            assert (event.type, event.amount) == ("Unredeemed", movement.amount)
        assert event.event_id not in expected, "two movements claim one event"
        expected.add(event.event_id)
    assert new == expected, f"service events without a done movement: {sorted(new - expected)}"


def done_count(journal: Journal, kind: MovementKind) -> int:
    return sum(
        1
        for m in journal.between(datetime.min, datetime.max)
        if m.kind is kind and m.state is MovementState.DONE
    )


# -- the operations ------------------------------------------------------------------------------


async def cell_lookup(world: World, good: VoucherClient) -> None:
    client = world.cell_client()
    tasks = world.task_slots()
    connection = world.connection(client, tasks)
    lookup = LookupViewModel(client, tasks, connection, Locations.RECEPTION)
    said: list[str] = []
    shown: list[object] = []
    lookup.notice.connect(lambda notice: said.append(notice.text) if notice.text else None)
    lookup.voucher_shown.connect(shown.append)
    busy: list[bool] = []
    lookup.busy_changed.connect(busy.append)
    code = GONE_CODE if world.fault.name == "404" else CODE
    world.inject(f"/codes/{code}/", "GET")
    lookup.look_up(code)
    await reached(lambda: busy[-1:] == [False], lookup.busy_changed)
    assert shown == [], "a voucher was shown from a failed answer"
    assert len(said) == 1
    assert_clear(said[0])
    says = NOT_FOUND_SAYS["lookup"] if world.fault.name == "404" else world.fault.read_says
    assert says in said[0]
    assert (connection.state is Link.OFFLINE) == world.fault.offline

    world.clear()
    again = LookupViewModel(good, tasks, connection, Locations.RECEPTION)
    again.voucher_shown.connect(shown.append)
    again.look_up(CODE)
    await reached(lambda: bool(shown), again.voucher_shown)
    assert connection.state is Link.ONLINE
    assert world.sandbox.state.balance_of(CODE) == 5000, "a lookup moved money"


async def cell_redeem(world: World, good: VoucherClient) -> None:
    voucher = await good.lookup_code(CODE, Locations.RECEPTION)
    if world.fault.name == "404":
        voucher = voucher.model_copy(update={"redeem_code": GONE_CODE})
    client = world.cell_client()
    tasks = world.task_slots()
    connection = world.connection(client, tasks)
    redeem = RedeemViewModel(world.movements(client), tasks, connection, lambda: STAFF.staff)
    said: list[tuple[str, str]] = []
    redeem.notice.connect(lambda notice: said.append((notice.text, notice.kind.value)))
    redeem.set_voucher(voucher, True)
    world.inject(f"/codes/{voucher.redeem_code}/redeem/", "POST")
    redeem.review(str(AMOUNT))
    redeem.confirm()
    await reached(lambda: not redeem.busy, redeem.finished)
    for text, _ in said:
        assert_clear(text)
    movement = only_movement(world.journal, MovementKind.REDEEM)
    assert movement.state in world.fault.settles_as
    final_text, final_kind = said[-1]
    if movement.state is MovementState.DONE:
        assert final_kind == "done"
        assert final_text.startswith("Redeemed £10.00")
    elif movement.state is MovementState.NOT_APPLIED:
        assert said[0][1] == "checking"
        assert final_kind == "refused"
        assert "Nothing was taken" in final_text
    else:
        says = NOT_FOUND_SAYS["lookup"] if world.fault.name == "404" else world.fault.read_says
        assert final_kind == "refused"
        assert says in final_text

    world.clear()
    before_retry = done_count(world.journal, MovementKind.REDEEM)
    if movement.state is not MovementState.DONE and world.fault.name != "404":
        result = await world.movements(good).redeem(voucher, AMOUNT, STAFF)
        assert result.outcome is MovementState.DONE, "the user's second try after the fault cleared failed"
    if world.fault.name == "404":
        assert before_retry == 0
        assert world.sandbox.state.balance_of(CODE) == 5000
    else:
        assert done_count(world.journal, MovementKind.REDEEM) == 1
        assert world.sandbox.state.balance_of(CODE) == 4000, "the redemption was lost or taken twice"


async def cell_reverse(world: World, good: VoucherClient) -> None:
    voucher = await good.lookup_code(CODE, Locations.RECEPTION)
    setup = await world.movements(good).redeem(voucher, AMOUNT, STAFF)
    assert setup.event is not None
    target = setup.event
    if world.fault.name == "404":
        target = target.model_copy(update={"event_id": GONE_EVENT})
    client = world.cell_client()
    world.inject(f"/balance_events/{target.event_id}/reverse/", "POST")
    result = await settle(
        world.movements(client), await world.movements(client).reverse(target, MANAGER, "typo")
    )
    movement = result.movement
    assert movement.state in world.fault.settles_as

    world.clear()
    if movement.state is not MovementState.DONE and world.fault.name != "404":
        retry = await world.movements(good).reverse(target, MANAGER, "typo")
        assert retry.outcome is MovementState.DONE
    if world.fault.name == "404":
        assert world.sandbox.state.balance_of(CODE) == 4000
    else:
        assert done_count(world.journal, MovementKind.REVERSE) == 1
        assert world.sandbox.state.balance_of(CODE) == 5000, "the reverse was lost or applied twice"


async def cell_refund(world: World, good: VoucherClient) -> None:
    order = GONE_ORDER if world.fault.name == "404" else ORDER
    codes = [] if world.fault.name == "404" else await order_codes(good, ORDER)
    client = world.cell_client()
    world.inject(f"/orders/{order}/refund/", "POST")
    service = world.movements(client)
    result = await settle(service, await service.refund(order, codes, False, MANAGER))
    assert result.movement.state in world.fault.settles_as

    world.clear()
    if result.movement.state is not MovementState.DONE and world.fault.name != "404":
        retry = await world.movements(good).refund(order, codes, False, MANAGER)
        assert retry.outcome is MovementState.DONE
    if world.fault.name != "404":
        assert done_count(world.journal, MovementKind.REFUND) == 1
        assert (await good.order(ORDER)).refunded
        assert all(world.sandbox.state.balance_of(code) == 0 for code in codes)


async def cell_feed(world: World, good: VoucherClient) -> None:
    """The activity feed polls on its own; a failed poll says so and the next one catches up."""
    client = world.cell_client()
    tasks = world.task_slots()
    connection = world.connection(client, tasks)
    feed = ActivityViewModel(client, tasks, connection, Locations.RECEPTION, poll_interval_s=0.2)
    said: list[str] = []
    feed.notice.connect(lambda notice: said.append(notice.text))
    configuration_fault = world.fault.name in ("401", "404")
    if not configuration_fault:
        feed.start()
        await reached(lambda: feed.model.rowCount() > 0, feed.seen)
    held = feed.model.rowCount()
    other_till = await good.redeem(CODE, Locations.RECEPTION, Decimal("5.00"))
    world.foreign.add(other_till.event_id)
    world.inject("/balance_events/", "GET")
    if configuration_fault:
        feed.start()
    await reached(lambda: any(said), feed.notice)
    problem = next(text for text in said if text)
    assert_clear(problem)
    says = NOT_FOUND_SAYS["feed"] if world.fault.name == "404" else world.fault.read_says
    assert says.casefold() in problem.casefold()
    assert problem.startswith(("The activity list could not be updated.", "Activity not updated "))
    if world.fault.name not in ("missing-field", "wrong-type"):  # those skip one event, the rest is read
        # Only the feed's path fails: the till is never "Online" as if all were well.
        await reached(
            lambda: connection.state is not Link.ONLINE or bool(connection.failing), connection.changed
        )
        assert connection.state is not Link.ONLINE or connection.state_text.endswith("activity not updating")

    world.clear()
    if configuration_fault:
        feed.stop()
        feed = ActivityViewModel(good, tasks, connection, Locations.RECEPTION, poll_interval_s=0.2)
        feed.notice.connect(lambda notice: said.append(notice.text))
        feed.start()
    await reached(lambda: feed.model.holds(other_till.event_id), feed.seen)
    assert said[-1] == "", "the problem line stays after the feed caught up"
    assert connection.state is Link.ONLINE, "the till did not find the service again by itself"
    rows = [feed.model.event_at_row(row).event_id for row in range(feed.model.rowCount())]
    assert rows.count(other_till.event_id) == 1, "an event was shown twice"
    if not configuration_fault:
        assert feed.model.rowCount() == held + 1, "an event was lost or shown twice"
    feed.close()


async def cell_topup(world: World, good: VoucherClient) -> None:
    """A top-up of the voucher on screen, or (``activate``) a new card, confirmed with a manager's name."""
    new_card = world.op == "activate"
    code = NEW_CARD if new_card else CODE
    client = world.cell_client()
    tasks = world.task_slots()
    connection = world.connection(client, tasks)
    settings = Settings(domain_id=Properties.HARBOUR, location_id=Locations.RECEPTION, till_name=TILL)
    # The property's currency is read on the healthy client: the fault is armed on the top-up itself.
    topup = TopupViewModel(
        movements=world.movements(client),
        client=good,
        tasks=tasks,
        connection=connection,
        settings=settings,
        staff=lambda: STAFF.staff,
        policy=TopupPolicy(
            settings=settings, settings_file=None, audit=world.audit, staff=lambda: STAFF.staff
        ),
    )
    said: list[tuple[str, str]] = []
    topup.notice.connect(lambda notice: said.append((notice.text, notice.kind.value)))
    if new_card:
        topup.offer_activation(code)
        await reached(lambda: topup.currency == "GBP", topup.check_changed)
    else:
        topup.set_voucher(await good.lookup_code(CODE, Locations.RECEPTION))
    assert topup.open() == ""
    world.inject(f"/codes/{code}/topup/", "POST")
    topup.review(str(AMOUNT))
    topup.confirm(MANAGER.manager)
    await reached(lambda: not topup.busy, topup.finished)
    for text, _ in said:
        assert_clear(text)
    movement = only_movement(world.journal, MovementKind.TOPUP)
    assert movement.state in world.fault.settles_as
    # The first line is the answer (or its loss), under the name of the manager who allowed it.
    assert world.audit.entries(action="topup")[0].manager == MANAGER.manager
    final_text, final_kind = said[-1]
    if movement.state is MovementState.DONE:
        assert final_kind == "done"
        assert "£10.00 loaded" in final_text
    elif movement.state is MovementState.NOT_APPLIED:
        assert said[0][1] == "checking"
        assert final_kind == "refused"
        assert "Nothing was added" in final_text
    else:
        says = NOT_FOUND_SAYS["lookup"] if world.fault.name == "404" else world.fault.read_says
        assert final_kind == "refused"
        assert says in final_text

    world.clear()
    if movement.state is not MovementState.DONE and world.fault.name != "404":
        result = await world.movements(good).topup(code, AMOUNT, "GBP", MANAGER)
        assert result.outcome is MovementState.DONE, "the user's second try after the fault cleared failed"
    if world.fault.name == "404":
        assert done_count(world.journal, MovementKind.TOPUP) == 0
        assert world.sandbox.state.balance_of(CODE) == 5000
        with pytest.raises(KeyError):
            world.sandbox.state.balance_of(NEW_CARD)
    else:
        assert done_count(world.journal, MovementKind.TOPUP) == 1
        expected = 1000 if new_card else 6000
        assert world.sandbox.state.balance_of(code) == expected, "the top-up was lost or loaded twice"


# -- helpers for the money cells -------------------------------------------------------------------


async def settle(service: MovementService, result: MovementResult) -> MovementResult:
    """What a manager screen does: an unknown outcome is reconciled before anything is shown."""
    if result.outcome is MovementState.UNKNOWN:
        assert result.error is not None
        checking = describe(result.error)
        assert checking is not None
        assert "checking" in checking.text
        result = await service.reconcile(result.movement)
    if result.error is not None:
        shown = describe(result.error, subject="event")
        assert shown is not None
        assert_clear(shown.text)
    return result


def only_movement(journal: Journal, kind: MovementKind) -> Movement:
    movements = [m for m in journal.between(datetime.min, datetime.max) if m.kind is kind]
    assert len(movements) == 1
    return movements[0]


OPERATION_CELLS = {
    "lookup": cell_lookup,
    "redeem": cell_redeem,
    "reverse": cell_reverse,
    "refund": cell_refund,
    "feed": cell_feed,
    "topup": cell_topup,
    "activate": cell_topup,
}


@pytest.mark.parametrize(("op", "fault"), CELLS)
async def test_cell(
    op: str,
    fault: Fault,
    sandbox: SandboxServer,
    journal: Journal,
    audit: AuditLog,
    caplog: pytest.LogCaptureFixture,
) -> None:
    world = World(sandbox, journal, audit, fault, op)
    caplog.set_level(logging.WARNING)

    good = world.client()
    try:
        before = {e.event_id for e in await all_events(good)}
        await OPERATION_CELLS[op](world, good)
        world.clear()
        await assert_journal_agrees(world, good, before)
    finally:
        world.clear()
        await world.aclose()

    assert world.escaped == [], f"escaped to the user: {world.escaped!r}"
    bugs = [
        r for r in caplog.records if r.name.startswith("app") and (r.exc_info or r.levelno >= logging.ERROR)
    ]
    assert bugs == [], "the till logged a bug"


def test_matrix_names_every_operation_and_fault() -> None:
    names = {param.id for param in CELLS}
    assert len(names) == len(OPERATIONS) * len(FAULTS) == 84
