"""Every money movement goes through here: written down, sent once, and reconciled when unsure.

The service documents no idempotency key, so a redeem, reverse or refund whose answer is lost
cannot simply be sent again. Instead: the intent is in the journal (synced) before the request
leaves; a definite answer settles it; no answer leaves it ``unknown`` until the service's own
balance events (or, for a refund, the order) show whether it happened. An unknown movement blocks
any new one on the same code, so a voucher is never taken twice.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from decimal import Decimal
from enum import StrEnum

from app.api.client import OnSent, VoucherClient
from app.api.errors import ApiError, ConnectFailed, OutcomeUnknown, Rejected
from app.api.models import BalanceEvent, Voucher
from app.api.query import Op
from app.core.movement import Movement, MovementKind, MovementState, code_key, to_local_naive
from app.core.reconcile import DEFAULT_WINDOW, find_matching_event
from app.store.audit import AuditLog
from app.store.db import StorageError
from app.store.journal import Journal

log = logging.getLogger(__name__)

#: The audit action of a manager settling an unknown movement by hand.
OVERRIDE_ACTION = "override_unknown"

Sleep = Callable[[float], Awaitable[None]]


class Outcome(StrEnum):
    """How a movement ended, as far as the till can prove.

    MISMATCH: the service answered, but recorded something other than what was asked (another
    amount, code, currency or location); its own figures are what stands, for a manager to check.
    UNCONFIRMED: the answer was lost and the service's records cannot single out this till's event
    (another till's identical movement could be it); a manager decides, with the candidates shown.
    """

    DONE = "done"
    REJECTED = "rejected"
    UNKNOWN = "unknown"
    NOT_APPLIED = "not_applied"
    MISMATCH = "mismatch"
    UNCONFIRMED = "unconfirmed"


@dataclass(frozen=True)
class MovementResult:
    movement: Movement
    outcome: Outcome
    event: BalanceEvent | None = None
    error: ApiError | None = None
    #: Events that could be this movement's when the outcome is UNCONFIRMED, for the manager.
    candidates: tuple[BalanceEvent, ...] = ()


class UnresolvedMovementError(Exception):
    """A earlier movement on this code has an unknown outcome; a new one could take money twice."""

    def __init__(self, movements: Sequence[Movement]) -> None:
        super().__init__("An earlier movement on this voucher is still being checked.")
        self.movements = tuple(movements)


@dataclass
class UnwrittenOutcome:
    """An answer of the service the till could not write down yet (journal or audit log failing).

    ``movement`` is what the service said happened, held in memory; ``mark`` moves the journal
    entry there and ``record`` writes its audit line, each tried again until it succeeds.
    """

    movement: Movement
    mark: Callable[[], Movement]
    record: Callable[[Movement], None]
    problem: str = ""
    marked: Movement | None = None

    def attempt(self) -> bool:
        try:
            if self.marked is None:
                self.marked = self.mark()
            self.record(self.marked)
        except StorageError as exc:
            self.problem = exc.problem
            return False
        return True


@dataclass(frozen=True)
class Actor:
    """Who acts: the service records only the location, so the till keeps the names itself."""

    staff: str
    manager: str | None = None


class MovementService:
    def __init__(
        self,
        client: VoucherClient,
        journal: Journal,
        audit: AuditLog,
        *,
        till: str,
        location_id: int,
        settle_delay_s: float = 2.0,
        window: timedelta = DEFAULT_WINDOW,
        clock: Callable[[], datetime] = datetime.now,
        sleep: Sleep = asyncio.sleep,
    ) -> None:
        self._client = client
        self._journal = journal
        self._audit = audit
        self._till = till
        self.location_id = location_id
        self._settle_delay_s = settle_delay_s
        self._clock = clock
        self._window = window
        self._sleep = sleep
        self._unwritten: dict[str, UnwrittenOutcome] = {}

    # -- the movements --------------------------------------------------------------------------

    async def redeem(
        self, voucher: Voucher, amount: Decimal, actor: Actor, *, on_sent: OnSent | None = None
    ) -> MovementResult:
        """Redeem exactly ``amount`` of ``voucher`` at this till's location.

        The amount is always sent, even for the whole balance: without it the service takes
        whatever the balance is when the request arrives, which another till may have changed.

        ``on_sent`` is called once the request is on the wire (see ``VoucherClient``).
        """
        code = voucher.redeem_code
        self._refuse_if_unresolved(code)
        movement = self._journal.record_intent(
            MovementKind.REDEEM,
            code=code,
            amount=amount,
            currency=voucher.currency_code,
            location_id=self.location_id,
            staff=actor.staff,
            till=self._till,
            balance_before=voucher.balance,
        )
        return await self._send(
            movement, actor, self._client.redeem(code, self.location_id, amount, on_sent=on_sent)
        )

    async def reverse(self, event: BalanceEvent, actor: Actor, reason: str) -> MovementResult:
        code = event.code
        if code is not None:
            self._refuse_if_unresolved(code)
        movement = self._journal.record_intent(
            MovementKind.REVERSE,
            code=code,
            event_id=event.event_id,
            amount=event.amount,
            currency=event.currency_code,
            location_id=self.location_id,
            staff=actor.staff,
            till=self._till,
        )
        return await self._send(movement, actor, self._client.reverse_event(event.event_id), reason=reason)

    async def refund(
        self, order_id: int, codes: Sequence[str], release_codes: bool, actor: Actor
    ) -> MovementResult:
        for code in codes:
            self._refuse_if_unresolved(code)
        movement = self._journal.record_intent(
            MovementKind.REFUND,
            order_id=order_id,
            code=codes[0] if codes else None,
            location_id=self.location_id,
            staff=actor.staff,
            till=self._till,
        )
        return await self._send(
            movement, actor, self._client.refund_order(order_id, release_codes=release_codes)
        )

    async def _send(
        self,
        movement: Movement,
        actor: Actor,
        request: Awaitable[BalanceEvent | None],
        *,
        reason: str | None = None,
    ) -> MovementResult:
        try:
            event = await request
        except OutcomeUnknown as exc:
            log.warning("%s %s: no answer; reconciling", movement.kind, movement.id)
            unknown = self._write_outcome(
                replace(movement, state=MovementState.UNKNOWN),
                lambda: self._journal.mark_unknown(movement.id),
                lambda m: self._record(m, actor, "unknown", reason=reason),
            )
            return MovementResult(unknown, Outcome.UNKNOWN, error=exc)
        except ApiError as exc:
            why = exc.reason if isinstance(exc, Rejected) and exc.reason else type(exc).__name__
            if isinstance(exc, ConnectFailed):
                why = "not_sent"
            rejected = self._write_outcome(
                replace(movement, state=MovementState.REJECTED, reason=why),
                lambda: self._journal.mark_rejected(movement.id, why),
                lambda m: self._record(m, actor, "rejected", reason=reason or why),
            )
            return MovementResult(rejected, Outcome.REJECTED, error=exc)
        except asyncio.CancelledError:
            self._write_outcome(
                replace(movement, state=MovementState.UNKNOWN),
                lambda: self._journal.mark_unknown(movement.id),
                lambda m: self._record(m, actor, "unknown", reason=reason),
            )
            raise
        event_id = event.event_id if event is not None else 0
        done = self._write_outcome(
            replace(movement, state=MovementState.DONE, result_event_id=event_id),
            lambda: self._journal.mark_done(movement.id, event_id),
            lambda m: self._record(
                m, actor, "done", service_event_id=event.event_id if event else None, reason=reason
            ),
        )
        return MovementResult(done, Outcome.DONE, event=event)

    # -- outcomes the store could not take yet ---------------------------------------------------

    def _write_outcome(
        self, answered: Movement, mark: Callable[[], Movement], record: Callable[[Movement], None]
    ) -> Movement:
        """Write down what the service answered; if the store fails, keep it and try again later.

        The answer cannot be asked for twice, so it is held in memory rather than lost: the code
        stays blocked (``_refuse_if_unresolved``) and ``write_unwritten()`` retries the write.
        """
        kept = UnwrittenOutcome(answered, mark, record)
        if kept.attempt():
            return kept.marked or answered
        log.error("%s %s: %s; kept in memory to write again", answered.kind, answered.id, kept.problem)
        self._unwritten[answered.id] = kept
        return answered

    @property
    def unwritten(self) -> list[UnwrittenOutcome]:
        """Answers not yet written down, oldest first."""
        return list(self._unwritten.values())

    def write_unwritten(self) -> list[UnwrittenOutcome]:
        """Try again to write every kept answer; returns those still not written."""
        for movement_id, kept in list(self._unwritten.items()):
            if kept.attempt():
                log.info("%s %s: written down at last", kept.movement.kind, movement_id)
                del self._unwritten[movement_id]
        return self.unwritten

    def _refuse_if_unresolved(self, code: str) -> None:
        for kept in self._unwritten.values():
            last = kept.movement
            if last.code is not None and code_key(last.code) == code_key(code):
                raise StorageError(
                    f"The till has not yet written down the last {last.kind} of {last.code}: "
                    "nothing more can move on it until it has"
                )
        unresolved = self._journal.unresolved_for_code(code)
        if unresolved:
            raise UnresolvedMovementError(unresolved)

    def _record(
        self,
        movement: Movement,
        actor: Actor,
        outcome: str,
        *,
        service_event_id: int | None = None,
        reason: str | None = None,
    ) -> None:
        self._audit.append(
            action=movement.kind.value,
            till=self._till,
            staff=actor.staff,
            manager=actor.manager,
            outcome=outcome,
            code=movement.code,
            order_id=movement.order_id,
            event_id=movement.event_id,
            amount=movement.amount if movement.amount is not None else movement.balance_before,
            currency=movement.currency,
            service_event_id=service_event_id,
            reason=reason,
        )

    # -- reconciliation -------------------------------------------------------------------------

    def unresolved(self) -> list[Movement]:
        return self._journal.unresolved()

    def unresolved_for_code(self, code: str) -> list[Movement]:
        return self._journal.unresolved_for_code(code)

    def override_unknown(self, movement_id: str, actor: Actor, note: str = "") -> Movement:
        """Mark an unresolved movement ``not_applied`` on a manager's word, unblocking its code.

        For when the service stays unreachable but the manager has checked elsewhere (the service's
        own back office, a phone call) that the movement did not happen. The till cannot verify it,
        so the decision is the manager's, under their name in the audit log.
        """
        if not (actor.manager or "").strip():
            raise ValueError("only a manager can mark an unconfirmed movement as not applied")
        self._write_kept_first(movement_id)
        movement = self._journal.get(movement_id)
        if movement.state is MovementState.PENDING:
            movement = self._journal.mark_unknown(movement_id)
        not_applied = self._journal.mark_not_applied(movement.id)
        self._audit.append(
            action=OVERRIDE_ACTION,
            till=self._till,
            staff=actor.staff,
            manager=actor.manager,
            outcome="not applied (manager checked)",
            code=not_applied.code,
            order_id=not_applied.order_id,
            event_id=not_applied.event_id,
            amount=not_applied.amount if not_applied.amount is not None else not_applied.balance_before,
            currency=not_applied.currency,
            reason=note or f"{not_applied.kind} {not_applied.id} was unconfirmed",
        )
        log.warning("%s %s marked not applied by manager %s", movement.kind, movement.id, actor.manager)
        return not_applied

    async def reconcile(self, movement: Movement) -> MovementResult:
        """Settle an unknown (or, after a crash, pending) movement from what the service shows.

        Raises ``ApiError`` when the service still cannot be read: the movement stays unknown.
        """
        self._write_kept_first(movement.id)
        movement = self._journal.get(movement.id)
        if not movement.unresolved:
            return _settled(movement)
        if movement.state is MovementState.PENDING:
            movement = self._journal.mark_unknown(movement.id)
        for attempt in range(2):
            found = await self._evidence(movement)
            # Another check (at start, a manager's override) may have settled it while this one read.
            current = self._journal.get(movement.id)
            if not current.unresolved:
                return _settled(current)
            if found is not None:
                event_id, event = found
                done = self._journal.mark_done(movement.id, event_id)
                self._record(done, Actor(movement.staff), "done (reconciled)", service_event_id=event_id)
                return MovementResult(done, Outcome.DONE, event=event)
            if attempt == 0:
                await self._sleep(self._until_settled(movement))
        not_applied = self._journal.mark_not_applied(movement.id)
        self._record(not_applied, Actor(movement.staff), "not applied (reconciled)")
        return MovementResult(not_applied, Outcome.NOT_APPLIED)

    def _write_kept_first(self, movement_id: str) -> None:
        """An answer still held in memory is written before anything else may settle the movement."""
        kept = self._unwritten.get(movement_id)
        if kept is None:
            return
        if not kept.attempt():
            raise StorageError(kept.problem)
        del self._unwritten[movement_id]

    def _until_settled(self, movement: Movement) -> float:
        """Seconds until the last look: ``settle_delay_s`` after the request was written down.

        The service may still be applying a request after the till stopped waiting for it, so the
        settle delay must outlast the read timeout; compose sets it so. Calling a movement "not
        applied" too early would invite a second, real, redemption.
        """
        elapsed = (self._clock() - to_local_naive(movement.created)).total_seconds()
        return max(0.0, self._settle_delay_s - elapsed)

    async def _evidence(self, movement: Movement) -> tuple[int, BalanceEvent | None] | None:
        if movement.kind is MovementKind.REFUND and movement.order_id is not None:
            order = await self._client.order(movement.order_id)
            return (0, None) if order.refunded else None
        since = movement.created - self._window
        events = await self._recent_events(since)
        claimed = {m.result_event_id for m in self._journal.between(since, datetime.max) if m.result_event_id}
        match = find_matching_event(movement, events, window=self._window, already_claimed=claimed)
        return (match.event_id, match) if match is not None else None

    async def _recent_events(self, since: datetime) -> list[BalanceEvent]:
        events: list[BalanceEvent] = []
        async for page in self._client.iter_balance_event_pages(created=[(Op.GTE, since)]):
            events.extend(page)
        return events


def _settled(movement: Movement) -> MovementResult:
    """A movement already settled elsewhere, reported as it stands."""
    return MovementResult(movement, Outcome(movement.state.value))
