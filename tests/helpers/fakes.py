"""Small typed fakes of what the view-models call below them (the protocols of ``app.desk.common.ports``).

Why a fake at this edge, when the rest of the suite talks HTTP to the sandbox: a view-model's own
logic (which answer wins when the cashier typed another code, what a lost answer is called, when a
feed page is new) depends on the *order* and *kind* of answers, and the sandbox can only be made to
give them through timing and fault injection. A fake answers exactly what the test scripts, when
the test releases it, so each of these rules is tested on its own, in milliseconds, with no
network. The fakes stop at the view-model's ports: below them (the client's wire format, the
journal, reconciliation) the sandbox tests remain the proof, and ``app.compose`` stays the one
place the real objects are wired.

Each fake records what it was asked, so a test can also assert that nothing was sent.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable, Container, Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from decimal import Decimal
from typing import Any

from app.api.decode import EventPage
from app.api.errors import ApiError
from app.api.models import BalanceEvent, Order, OrderRow, Property, Voucher
from app.api.query import PAGE_SIZE, Op
from app.api.sent import OnSent
from app.api.timeline import ServiceTimeline
from app.core.audit_line import AuditLine
from app.core.bill_tag import BillTag
from app.core.movement import Movement, MovementKind, MovementState
from app.services.money.results import CALL_A_MANAGER, WAITS_FOR_MANAGER
from app.services.movements import Actor, MovementResult, OnWait
from app.services.movements import Notice as MovementNotice
from app.store.audit import AuditEntry
from app.store.manager_lock import LockStatus
from helpers.docs import doc_payload

WHEN = datetime(2026, 11, 22, 14, 2)
#: The documentation's voucher is valid at these locations of property 101.
RECEPTION = 71


def voucher(**changes: Any) -> Voucher:
    """The documentation's voucher (SPA50PART, £50.00, part redemption allowed), changed as asked."""
    payload = doc_payload("code_lookup.json")
    payload.update(changes)
    return Voucher.model_validate(payload)


def order(**changes: Any) -> Order:
    payload = doc_payload("order.json")[0]
    payload.update(changes)
    return Order.model_validate(payload)


def rows() -> list[OrderRow]:
    return [OrderRow.model_validate(row) for row in doc_payload("rows.json")]


def event(event_id: int, *, minute: int = 0, code: str = "SPA50PART", **changes: Any) -> BalanceEvent:
    """The documentation's balance event with its own id and time (14:``minute`` on the day)."""
    payload = doc_payload("balance_event.json")
    payload.update(eventID=event_id, created=f"2026-11-22 14:{minute:02d}:00", **changes)
    payload["row"] = {**payload.get("row", {}), "code": code}
    return BalanceEvent.model_validate(payload)


Answer = Any  # a value to return, or an ApiError to raise


@dataclass
class Held:
    """An answer the test lets out when it chooses: ``release()`` after the view-model asked."""

    answer: Answer
    gate: asyncio.Event = field(default_factory=asyncio.Event)

    def release(self) -> None:
        self.gate.set()


async def _give(answer: Answer) -> Any:
    if isinstance(answer, Held):
        await answer.gate.wait()
        answer = answer.answer
    if isinstance(answer, BaseException):
        raise answer
    return answer


class FakeReads:
    """The service's reads (``VoucherReads``, ``EventReads``, ``PropertyReads``), scripted per call.

    ``vouchers[code]`` is what a lookup of ``code`` gives (a ``Voucher``, an ``ApiError``, or a
    ``Held`` one of them); a code not there is the error in ``missing``. The order and its rows
    are the documentation's unless ``order_answer`` / ``rows_answer`` say otherwise. ``pages[n]`` is
    page ``n`` of the location's events; ``polls`` the pages each poll gives in turn.
    """

    def __init__(self) -> None:
        self.vouchers: dict[str, Answer] = {}
        self.missing: ApiError = ApiError("not found")
        self.order_answer: Answer = order()
        self.rows_answer: Answer = rows()
        self.pages: dict[int, Answer] = {}
        self.polls: list[Answer] = []
        self.properties_answer: Answer = [
            Property.model_validate({"domainID": 101, "name": "Harbour", "currencyCode": "GBP"})
        ]
        #: Every call, as ``(name, argument)``, in order.
        self.asked: list[tuple[str, object]] = []
        #: What the answers told of the service's clock: nothing, as a service without ``Date``.
        self.timeline = ServiceTimeline()

    async def lookup_code(
        self, code: str, location_id: int | None = None, *, on_sent: OnSent | None = None
    ) -> Voucher:
        self.asked.append(("lookup_code", code))
        if on_sent is not None:
            on_sent()
        found: Voucher = await _give(self.vouchers.get(code, self.missing))
        return found

    async def order(self, order_id: int, *, on_sent: OnSent | None = None) -> Order:
        self.asked.append(("order", order_id))
        if on_sent is not None:
            on_sent()
        found: Order = await _give(self.order_answer)
        return found

    async def order_rows(self, order_id: int, *, on_sent: OnSent | None = None) -> list[OrderRow]:
        self.asked.append(("order_rows", order_id))
        if on_sent is not None:
            on_sent()
        found: list[OrderRow] = await _give(self.rows_answer)
        return found

    async def balance_events(
        self,
        *,
        page: int = 1,
        location_id: int | None = None,
        created: Iterable[tuple[Op, datetime]] = (),
        skip_unreadable: bool = False,
        known: Container[int] = frozenset(),
    ) -> EventPage:
        self.asked.append(("balance_events", page))
        found: EventPage = await _give(self.pages.get(page, EventPage([], 0)))
        return found

    async def iter_balance_event_pages(
        self,
        *,
        location_id: int | None = None,
        created: Sequence[tuple[Op, datetime]] = (),
        skip_unreadable: bool = False,
        known: Container[int] = frozenset(),
        held_page_ends: bool = False,
    ) -> AsyncIterator[EventPage]:
        self.asked.append(("poll", tuple(created)))
        answer = self.polls.pop(0) if self.polls else EventPage([], 0)
        found: EventPage = await _give(answer)
        yield found

    async def properties(self) -> list[Property]:
        self.asked.append(("properties", None))
        found: list[Property] = await _give(self.properties_answer)
        return found


def page(events: Sequence[BalanceEvent], *, full: bool = False) -> EventPage:
    """A page of events; ``full`` says more pages follow (the service sent a whole page)."""
    return EventPage(events, PAGE_SIZE if full else len(events))


def movement(
    code: str | None = "SPA50PART",
    amount: Decimal | None = Decimal("10.00"),
    *,
    kind: MovementKind = MovementKind.REDEEM,
    state: MovementState = MovementState.PENDING,
    id: str = "m-1",
    **fields: Any,
) -> Movement:
    """A movement as the journal holds it: what a test names, and otherwise a redemption Sam Till
    made at Reception on Till 3 at ``WHEN`` (``updated`` is its ``created`` unless named)."""
    created = fields.pop("created", WHEN)
    given: dict[str, Any] = {
        "order_id": None,
        "event_id": None,
        "currency": "GBP",
        "location_id": RECEPTION,
        "staff": "Sam Till",
        "till": "Till 3",
        "result_event_id": None,
        "reason": None,
        "updated": created,
        "balance_before": Decimal("50.00"),
        **fields,
    }
    return Movement(id=id, kind=kind, code=code, amount=amount, created=created, state=state, **given)


class FakeMovements:
    """The movement service (``Movements``): each call returns the next scripted result.

    ``sent`` holds what was asked to be sent (kind, code, amount); ``reconciled`` what was settled.
    A scripted ``ApiError`` is raised, as the service raises what it cannot put in a result.
    """

    def __init__(self, location_id: int = RECEPTION) -> None:
        self.location_id = location_id
        self.notices: list[Callable[[MovementNotice], None]] = []
        self.decided: list[Callable[[Movement], None]] = []
        self.results: list[Answer] = []
        self.reconciled_as: list[Answer] = []
        self.unresolved: list[Movement] = []
        self.sent: list[tuple[str, str, Decimal]] = []
        self.reconciled: list[Movement] = []
        self.overridden: list[tuple[str, Actor]] = []
        #: How many reviews asked for the newest events to be read.
        self.prepared = 0

    def prepare(self) -> None:
        self.prepared += 1

    def follow(self) -> None:
        """A bill's next line follows the one sent: nothing to read in a fake."""

    async def redeem(
        self, voucher: Voucher, amount: Decimal, actor: Actor, *, on_sent: OnSent | None = None
    ) -> MovementResult:
        self.sent.append(("redeem", voucher.redeem_code, amount))
        if on_sent is not None:
            on_sent()
        result: MovementResult = await _give(self.results.pop(0))
        return result

    async def redeem_on_bill(
        self, voucher: Voucher, amount: Decimal, bill: BillTag, actor: Actor, *, on_sent: OnSent | None = None
    ) -> MovementResult:
        self.sent.append(("bill", voucher.redeem_code, amount))
        if on_sent is not None:
            on_sent()
        result: MovementResult = await _give(self.results.pop(0))
        return result

    async def topup(
        self,
        code: str,
        amount: Decimal,
        currency: str,
        actor: Actor,
        *,
        balance_before: Decimal | None = None,
        on_sent: OnSent | None = None,
    ) -> MovementResult:
        self.sent.append(("topup", code, amount))
        if on_sent is not None:
            on_sent()
        result: MovementResult = await _give(self.results.pop(0))
        return result

    async def reconcile(self, movement: Movement, *, on_wait: OnWait | None = None) -> MovementResult:
        self.reconciled.append(movement)
        if on_wait is not None:
            on_wait(3.0)
        result: MovementResult = await _give(self.reconciled_as.pop(0))
        return result

    def unresolved_for_code(self, code: str) -> list[Movement]:
        return [m for m in self.unresolved if m.code == code]

    def waits_for_manager(self, code: str, told: str | None = None) -> str:
        waiting = [m for m in self.unresolved_for_code(code) if m.state is MovementState.UNCONFIRMED]
        if not waiting:
            return ""
        return CALL_A_MANAGER if all(m.id == told for m in waiting) else WAITS_FOR_MANAGER

    def override_unknown(self, movement_id: str, actor: Actor, note: str = "") -> Movement:
        self.overridden.append((movement_id, actor))
        return movement(id=movement_id, state=MovementState.NOT_APPLIED)


def result(
    outcome: MovementState, *, event: BalanceEvent | None = None, error: ApiError | None = None
) -> MovementResult:
    state = {
        MovementState.DONE: MovementState.DONE,
        MovementState.UNKNOWN: MovementState.UNKNOWN,
        MovementState.NOT_APPLIED: MovementState.NOT_APPLIED,
        MovementState.REJECTED: MovementState.REJECTED,
        MovementState.MISMATCH: MovementState.MISMATCH,
        MovementState.UNCONFIRMED: MovementState.UNCONFIRMED,
    }[outcome]
    return MovementResult(movement(state=state), outcome, event=event, error=error)


class Probe:
    """The connection's probe: the service answers it once the test sets ``answering``."""

    def __init__(self) -> None:
        self.answering = asyncio.Event()
        self.calls = 0

    async def __call__(self) -> None:
        self.calls += 1
        await self.answering.wait()


async def no_wait(_seconds: float) -> None:
    """The connection's backoff, taking no time: the probe itself is what the test holds."""


class FakeAudit:
    """The audit log (``AuditTrail``): keeps each line's fields."""

    def __init__(self) -> None:
        self.lines: list[dict[str, object]] = []

    def append(self, line: AuditLine) -> AuditEntry:
        self.lines.append(
            {
                "action": line.action,
                "staff": line.staff,
                "manager": line.manager,
                "outcome": line.outcome,
                "reason": line.reason,
            }
        )
        return AuditEntry(seq=len(self.lines), time=WHEN, **vars(line), checksum="")


class FakeLock:
    """The wrong-PIN lock (``PinLock``): locks after ``limit`` failures in a row, until ``until``."""

    def __init__(
        self, limit: int = 5, until: datetime = WHEN, left: timedelta = timedelta(minutes=2)
    ) -> None:
        self.limit = limit
        self.until = until
        self.left = left
        self.failures = 0

    def check(self) -> LockStatus:
        if self.failures < self.limit:
            return LockStatus(False, None, self.failures)
        return LockStatus(True, self.until, self.failures, self.left)

    def record_failure(self) -> LockStatus:
        self.failures += 1
        return self.check()

    def record_success(self) -> None:
        self.failures = 0
