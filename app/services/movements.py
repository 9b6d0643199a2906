"""Every money movement goes through here: written down, sent once, checked, and reconciled when unsure.

The service documents no idempotency key, so a redeem, reverse or refund whose answer is lost
cannot simply be sent again. Instead:

- the intent is in the journal (synced) before the request leaves, with what the till knew of the
  service's timeline (its newest known event: the *anchor*, see ``app.core.reconcile``);
- an answer is checked against the request (type, code, amount, currency, location; for a refund
  the order and its vouchers read back). A match is DONE; anything else is a MISMATCH, journalled
  with the service's own figures, audited, and raised as a manager alert; never shown as success;
- no answer leaves it ``unknown`` until the service's records settle it: the one event that can
  only be this till's (DONE), candidates a manager must choose between (UNCONFIRMED), or, only
  after a settle period that outlasts a slow service and with nothing in the records that could be
  it, NOT_APPLIED;
- not applied and unconfirmed movements are re-checked in the background for a horizon and before
  any new movement on their code. One that turns up late is recorded as done and raised as an alert.

An unresolved movement blocks any new one on the same code, so a voucher is never taken twice.

Settle period: 60 s after the request was sent (``DEFAULT_SETTLE_S``). A PHP service may still be
working on a request after the till gave up: the default ``max_execution_time`` is 30 s and counts
only CPU time on Linux, and nginx's default ``fastcgi_read_timeout`` is 60 s, so 60 s covers a
request stuck behind a slow database or a busy worker pool, twice the 17 s seen in the field, and
is still a wait a cashier can be shown with a countdown.

Horizon: 60 min (``DEFAULT_HORIZON_S``). Past the web server's and PHP's own limits nothing is
still running on the service; an hour also covers a queue drained late. Past it, the end-of-shift
report still pairs every movement with the service's events.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from decimal import Decimal
from enum import StrEnum
from typing import Any

from app.api.client import VoucherClient
from app.api.errors import ApiError, ConnectFailed, OutcomeUnknown, Rejected
from app.api.models import BalanceEvent, Voucher
from app.api.query import Op
from app.api.sent import OnSent
from app.api.timeline import Anchor
from app.core.money import format_money
from app.core.movement import Movement, MovementKind, MovementState, ServiceEvent, code_key
from app.core.reconcile import (
    Judgement,
    Verdict,
    answer_differences,
    claimed_ids,
    judge,
    mismatch_text,
    possibly_elsewhere,
    refund_events,
    search_since,
    service_event,
)
from app.store.audit import AuditLog
from app.store.db import StorageError
from app.store.journal import Journal

log = logging.getLogger(__name__)

#: The audit action of a manager settling an unknown movement by hand.
OVERRIDE_ACTION = "override_unknown"
#: The audit action of a manager deciding an unconfirmed movement from its candidates.
DECISION_ACTION = "manager decision"

DEFAULT_SETTLE_S = 60.0
DEFAULT_HORIZON_S = 60 * 60.0
#: While waiting out the settle period, the records are read again this often.
LOOK_EVERY_S = 5.0

Sleep = Callable[[float], Awaitable[None]]
OnWait = Callable[[float], None]


class Outcome(StrEnum):
    """How a movement ended, as far as the till can prove.

    MISMATCH: the service answered, but recorded something other than what was asked (another
    amount, code, currency or location); its own figures are what stands, for a manager to check.
    UNCONFIRMED: the answer was lost (or, for a reverse, could not be checked) and the service's
    records cannot single out this till's event (another till's identical movement could be it, or
    the service may have recorded it otherwise than asked); a manager decides, with the candidates
    shown.
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
    candidates: tuple[ServiceEvent, ...] = ()

    @property
    def text(self) -> str:
        """What happened, in till words, from what the journal holds (see ``movement_text``)."""
        return movement_text(self.movement)


class NoticeKind(StrEnum):
    MISMATCH = "mismatch"
    UNCONFIRMED = "unconfirmed"
    LATE = "late"
    SETTLED = "settled"


@dataclass(frozen=True)
class Notice:
    """Something a cashier and a manager must see, raised outside the cashier's own request."""

    kind: NoticeKind
    text: str
    movement: Movement


class UnresolvedMovementError(Exception):
    """An earlier movement on this code has an unknown outcome; a new one could take money twice."""

    def __init__(self, movements: Sequence[Movement], message: str = "") -> None:
        super().__init__(message or "An earlier movement on this voucher is still being checked.")
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
    """Sends, checks and reconciles movements; ``notices`` listeners hear alerts (Qt-free)."""

    def __init__(
        self,
        client: VoucherClient,
        journal: Journal,
        audit: AuditLog,
        *,
        till: str,
        location_id: int,
        only_till_here: bool = False,
        settle_delay_s: float = DEFAULT_SETTLE_S,
        horizon_s: float = DEFAULT_HORIZON_S,
        clock: Callable[[], datetime] = datetime.now,
        epoch: Callable[[], float] = time.time,
        sleep: Sleep = asyncio.sleep,
    ) -> None:
        self._client = client
        self._journal = journal
        self._audit = audit
        self._till = till
        self.location_id = location_id
        #: The manager's word that no other till works at this location: only then is a single
        #: identical event after the anchor taken as this till's (``app.core.reconcile``).
        self.only_till_here = only_till_here
        self.settle_s = settle_delay_s
        self.horizon_s = horizon_s
        self._clock = clock
        self._epoch = epoch
        self._sleep = sleep
        self.timeline = client.timeline
        self.notices: list[Callable[[Notice], None]] = []
        #: Called after a manager's word settles a movement (what waits for a manager changed).
        self.decided: list[Callable[[Movement], None]] = []
        self._in_flight: set[str] = set()
        self._unwritten: dict[str, UnwrittenOutcome] = {}
        #: Being reconciled in the foreground (a cashier watches it): the background leaves it alone.
        self._checking: set[str] = set()

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
        await self._recheck_code(code)
        self._refuse_if_unresolved(code)
        anchor = await self._anchor()
        movement = self._journal.record_intent(
            MovementKind.REDEEM,
            code=code,
            amount=amount,
            currency=voucher.currency_code,
            location_id=self.location_id,
            staff=actor.staff,
            till=self._till,
            balance_before=voucher.balance,
            approved_by=actor.manager,
            **self._timeline_fields(anchor, self.location_id),
        )
        return await self._send(
            movement, actor, self._client.redeem(code, self.location_id, amount, on_sent=on_sent)
        )

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
        """Add ``amount`` to ``code`` at this till's location; a code the service never saw is activated.

        Journalled, sent once and checked exactly as a redemption is: the answer must be a
        ``Topup`` or ``Activation`` on this code, for this amount and currency, at this location.
        ``balance_before`` is what the till saw, kept for the slip and report; zero says a new card,
        whose answer must then be an ``Activation`` (``answer_types``), and a voucher's balance says
        a top-up, answered by a ``Topup``. None (not known) accepts either.
        """
        await self._recheck_code(code)
        self._refuse_if_unresolved(code)
        anchor = await self._anchor()
        movement = self._journal.record_intent(
            MovementKind.TOPUP,
            code=code,
            amount=amount,
            currency=currency,
            location_id=self.location_id,
            staff=actor.staff,
            till=self._till,
            balance_before=balance_before,
            approved_by=actor.manager,
            **self._timeline_fields(anchor, self.location_id),
        )
        return await self._send(
            movement, actor, self._client.topup(code, self.location_id, amount, on_sent=on_sent)
        )

    async def reverse(self, event: BalanceEvent, actor: Actor, reason: str) -> MovementResult:
        """Undo ``event``: the answer must be its reversal, on its code, for its amount, at its location."""
        code = event.code
        if code is not None:
            await self._recheck_code(code)
            self._refuse_if_unresolved(code)
        anchor = await self._anchor()
        movement = self._journal.record_intent(
            MovementKind.REVERSE,
            code=code,
            event_id=event.event_id,
            amount=abs(event.amount),
            currency=event.currency_code,
            location_id=self.location_id,
            staff=actor.staff,
            till=self._till,
            approved_by=actor.manager,
            **self._timeline_fields(anchor, event.location_id),
        )
        return await self._send(
            movement,
            actor,
            self._client.reverse_event(event.event_id),
            reason=reason,
            original_type=event.type,
        )

    async def refund(
        self, order_id: int, codes: Sequence[str], release_codes: bool, actor: Actor
    ) -> MovementResult:
        """Refund the whole order; the answer is checked by reading the order and its vouchers back."""
        for code in codes:
            await self._recheck_code(code)
            self._refuse_if_unresolved(code)
        anchor = await self._anchor()
        movement = self._journal.record_intent(
            MovementKind.REFUND,
            order_id=order_id,
            code=codes[0] if codes else None,
            location_id=self.location_id,
            staff=actor.staff,
            till=self._till,
            approved_by=actor.manager,
            **self._timeline_fields(anchor, None),
        )
        return await self._send(
            movement,
            actor,
            self._client.refund_order(order_id, release_codes=release_codes),
            order_codes=tuple(codes),
        )

    def _timeline_fields(self, anchor: Anchor | None, location_id: int | None) -> dict[str, Any]:
        return {
            "anchor": anchor,
            "clock_offset_s": self.timeline.offset_s,
            "sent_epoch": self._epoch(),
            "expected_location_id": location_id,
        }

    async def _anchor(self) -> Anchor | None:
        """The newest event the till knows, read once from the service if it knows none yet.

        The lookup's redeem history, the activity feed and every answer keep it fresh (and a read of
        the newest events replaces a stale one: ``ServiceTimeline.read_newest``), so the read
        happens only on a till that has seen no event at all; if it fails, the request goes without
        an anchor and reconciliation searches a day either side instead.
        """
        if self.timeline.newest is None:
            try:
                await self._client.balance_events()
            except ApiError as exc:
                log.info("No anchor before sending: %s", exc.details)
        return self.timeline.newest

    async def _send(
        self,
        movement: Movement,
        actor: Actor,
        request: Awaitable[BalanceEvent | None],
        *,
        reason: str | None = None,
        original_type: str | None = None,
        order_codes: tuple[str, ...] = (),
    ) -> MovementResult:
        self._in_flight.add(movement.id)
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
            # The service's own words are for support, here: the till shows its own (core.errors).
            log.info("%s %s refused: %s", movement.kind, movement.id, exc.details)
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
        finally:
            self._in_flight.discard(movement.id)
        if movement.kind is MovementKind.REFUND:
            return await self._refund_answered(movement, actor, order_codes)
        assert event is not None, "only a refund answers without an event"
        differences = answer_differences(movement, event, original_type=original_type)
        if differences:
            return self._mismatch(movement, actor, service_event(event), mismatch_text(differences), event)
        figures = service_event(event)
        not_ours = await self._not_this_requests(movement, event)
        if not_ours:
            return self._answer_unproven(movement, actor, not_ours, reason)
        if movement.kind is MovementKind.REVERSE:
            unproven = await self._reversed_which(movement, actor, event, reason)
            if unproven is not None:
                return unproven
        done = self._write_outcome(
            replace(movement, state=MovementState.DONE, result_event_id=event.event_id, service=figures),
            lambda: self._journal.mark_done(movement.id, event.event_id, service=figures),
            lambda m: self._record(m, actor, "done", service_event_id=event.event_id, reason=reason),
        )
        return MovementResult(done, Outcome.DONE, event=event)

    async def _not_this_requests(self, movement: Movement, event: BalanceEvent) -> str:
        """Why ``event``, though it matches the request's figures, is not proven this request's
        answer ("" when it is).

        A caching proxy or a PHP worker retried by its web server can answer a second £10
        redemption with the first one's event: the figures match, but nothing proves the second
        was applied. So the event must be new to this till (no other movement of its journal holds
        it), newer than the anchor the intent journalled (by id, or by stamp on a service restored
        from a backup), and start from the balance the till last read, or from one the service's
        own events since explain.
        """
        claims = self._journal.claimed_events()
        if event.event_id in claimed_ids(claims, [event]) and event.event_id != movement.result_event_id:
            return f"event {event.event_id} is one this till already holds for an earlier movement"
        anchor = movement.anchor
        if anchor is not None and event.event_id <= anchor.event_id and event.created <= anchor.created:
            return f"event {event.event_id} is older than the till's request"
        before = movement.balance_before
        if before is None or movement.kind not in (MovementKind.REDEEM, MovementKind.TOPUP):
            return ""
        if event.starting_balance == before or await self._balance_explained(movement, event):
            return ""
        money = movement.currency or event.currency_code
        return (
            f"event {event.event_id} starts from {format_money(event.starting_balance, money)}, "
            f"where the till read {format_money(before, money)}"
        )

    async def _balance_explained(self, movement: Movement, event: BalanceEvent) -> bool:
        """Whether the service's own events on the code lead from the balance the till read to the
        one ``event`` starts from (another till used the voucher in between): each earlier event,
        newest first, must end where the next one starts, back to the balance the till read."""
        try:
            events = await self._events_since(search_since(movement))
        except ApiError as exc:
            log.info("The balance an answer starts from could not be checked: %s", exc.details)
            return False
        key = code_key(movement.code or "")
        earlier = sorted(
            (e for e in events if e.event_id < event.event_id and e.code and code_key(e.code) == key),
            key=lambda e: e.event_id,
            reverse=True,
        )
        expected = event.starting_balance
        for previous in earlier:
            if previous.balance != expected:
                return False
            expected = previous.starting_balance
            if expected == movement.balance_before:
                return True
        return False

    def _answer_unproven(
        self, movement: Movement, actor: Actor, why: str, reason: str | None
    ) -> MovementResult:
        """An answer not proven this request's is no answer: the movement is settled from the
        service's records as a lost one is, and the event it named is never claimed."""
        log.warning(
            "%s %s: the answer is not proven this request's (%s); reconciling",
            movement.kind,
            movement.id,
            why,
        )
        unknown = self._write_outcome(
            replace(movement, state=MovementState.UNKNOWN),
            lambda: self._journal.mark_unknown(movement.id),
            lambda m: self._record(m, actor, "unknown", reason=f"answer not proven: {why}"),
        )
        return MovementResult(
            unknown,
            Outcome.UNKNOWN,
            error=OutcomeUnknown(f"The service's answer is not this request's: {why}"),
        )

    async def _reversed_which(
        self, movement: Movement, actor: Actor, event: BalanceEvent, reason: str | None
    ) -> MovementResult | None:
        """A reverse answered with a matching reversal: is it the reversal of the event asked for?

        The answer names no original, so a service that reversed another event of the same amount
        looks right. The original's redeem-history line says: "Unredeemed" proves it (None is
        returned, the answer stands as done); still "Redeemed" means another event was reversed (a
        MISMATCH); a line that cannot be read leaves it UNCONFIRMED with the answer as the candidate,
        for the background re-check to settle from the same line.
        """
        try:
            reversed_ = await self._history_says_reversed(movement)
        except ApiError as exc:
            log.warning(
                "Reverse %s answered; its original could not be read back: %s", movement.id, exc.details
            )
            judgement: Judgement[BalanceEvent] = Judgement(
                Verdict.AMBIGUOUS,
                candidates=(event,),
                why="the service answered, but the till could not read back which event it reversed",
            )
            unknown = self._journal.mark_unknown(movement.id)
            return self._conclude(unknown, judgement, late=False)
        if reversed_ is None or reversed_:
            return None
        text = (
            f"The service recorded a reversal (event {event.event_id}), but event {movement.event_id} "
            "still stands: it reversed another event — ask a manager."
        )
        return self._mismatch(movement, actor, service_event(event), text, event)

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

    def _write_kept_first(self, movement_id: str) -> None:
        """An answer still held in memory is written before anything else may settle the movement."""
        kept = self._unwritten.get(movement_id)
        if kept is None:
            return
        if not kept.attempt():
            raise StorageError(kept.problem)
        del self._unwritten[movement_id]

    async def _refund_answered(
        self, movement: Movement, actor: Actor, order_codes: tuple[str, ...]
    ) -> MovementResult:
        """A refund's answer has no documented shape: the order and its vouchers are read back."""
        order_id = movement.order_id
        assert order_id is not None
        try:
            order, rows = await asyncio.gather(
                self._client.order(order_id), self._client.order_rows(order_id)
            )
        except ApiError as exc:
            log.warning(
                "Refund of order %s answered, but it could not be read back: %s", order_id, exc.details
            )
            done = self._journal.mark_done(
                movement.id, 0, reason="answered; the order could not be read back"
            )
            self._record(done, actor, "done", reason="the order could not be read back to check it")
            return MovementResult(done, Outcome.DONE)
        recorded = sorted(row.redeem_code for row in rows if row.redeem_code)
        problems = []
        if order.order_id != order_id:
            problems.append(f"order #{order.order_id}, not #{order_id}")
        if not order.refunded:
            problems.append(f"order #{order_id} as not refunded")
        if order_codes and sorted(order_codes) != recorded:
            problems.append(f"vouchers {', '.join(recorded)}, not {', '.join(sorted(order_codes))}")
        still = [row.redeem_code for row in rows if row.status != "Void"]
        if still:
            problems.append(f"{', '.join(still)} as not void")
        if problems:
            text = f"The service recorded {'; '.join(problems)} — ask a manager."
            return self._mismatch(movement, actor, None, text, None)
        done = self._journal.mark_done(movement.id, 0)
        self._record(done, actor, "done")
        return MovementResult(done, Outcome.DONE)

    def _mismatch(
        self,
        movement: Movement,
        actor: Actor,
        service: ServiceEvent | None,
        text: str,
        event: BalanceEvent | None,
    ) -> MovementResult:
        log.warning("%s %s: the service recorded other figures: %s", movement.kind, movement.id, text)

        def record(_: Movement) -> None:
            self._audit.append(
                action=movement.kind.value,
                till=self._till,
                staff=actor.staff,
                manager=actor.manager,
                outcome="mismatch",
                code=service.code if service is not None else movement.code,
                order_id=movement.order_id,
                event_id=movement.event_id,
                amount=service.amount if service is not None else movement.expected_amount,
                currency=service.currency if service is not None else movement.currency,
                service_event_id=service.event_id if service is not None else None,
                reason=text,
            )

        mismatched = self._write_outcome(
            replace(
                movement,
                state=MovementState.MISMATCH,
                result_event_id=service.event_id if service is not None else None,
                service=service,
                reason=text,
            ),
            lambda: self._journal.mark_mismatch(movement.id, service, text),
            record,
        )
        self._notify(NoticeKind.MISMATCH, f"{_first_up(what_moved(movement))}: {text}", mismatched)
        return MovementResult(mismatched, Outcome.MISMATCH, event=event)

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
            amount=movement.expected_amount,
            currency=movement.currency,
            service_event_id=service_event_id,
            reason=reason,
        )

    def _notify(self, kind: NoticeKind, text: str, movement: Movement) -> None:
        notice = Notice(kind, text, movement)
        for listener in list(self.notices):
            listener(notice)

    # -- reconciliation -------------------------------------------------------------------------

    def unresolved(self) -> list[Movement]:
        return self._journal.unresolved()

    def unresolved_for_code(self, code: str) -> list[Movement]:
        return self._journal.unresolved_for_code(code)

    def in_flight(self, movement_id: str) -> bool:
        return movement_id in self._in_flight

    def to_recheck(self) -> list[Movement]:
        """Everything the background re-check looks at now: unknown, pending but not in flight,
        unconfirmed, and not applied within the horizon."""
        since = self._epoch() - self.horizon_s
        busy = self._in_flight | self._checking | set(self._unwritten)
        wanted = {m.id: m for m in self._journal.unresolved() if m.id not in busy}
        wanted.update((m.id, m) for m in self._journal.still_open(since) if m.id not in busy)
        return sorted(wanted.values(), key=lambda m: m.created)

    async def reconcile(self, movement: Movement, *, on_wait: OnWait | None = None) -> MovementResult:
        """Settle an unknown (or, after a crash, pending) movement from what the service shows.

        Waits out the settle period if the records show nothing yet, calling ``on_wait`` with the
        seconds left about once a second (a countdown for the cashier). A movement already not
        applied or unconfirmed is re-checked without waiting. Raises ``ApiError`` when the service
        still cannot be read: the movement stays unknown.
        """
        self._checking.add(movement.id)
        try:
            return await self._reconcile(movement, on_wait=on_wait, wait=True)
        finally:
            self._checking.discard(movement.id)

    async def recheck(self, movement: Movement) -> MovementResult:
        """One look, no waiting: what the background re-check does for each movement."""
        return await self._reconcile(movement, on_wait=None, wait=False)

    async def recheck_all(self) -> list[MovementResult]:
        """Re-check everything open once (see ``to_recheck``); stops at the first read that fails."""
        return [await self.recheck(movement) for movement in self.to_recheck()]

    async def _reconcile(self, movement: Movement, *, on_wait: OnWait | None, wait: bool) -> MovementResult:
        self._write_kept_first(movement.id)
        movement = self._journal.get(movement.id)
        if movement.state in (MovementState.NOT_APPLIED, MovementState.UNCONFIRMED):
            return await self._look_again(movement)
        if not movement.unresolved:
            return _settled(movement)
        if movement.state is MovementState.PENDING:
            if movement.id in self._in_flight:
                return MovementResult(movement, Outcome.UNKNOWN)
            movement = self._journal.mark_unknown(movement.id)
        waited = 0.0
        while True:
            judgement = await self._evidence(movement)
            # Another check (at start, a manager's decision) may have settled it while this one read.
            current = self._journal.get(movement.id)
            if current.state is not MovementState.UNKNOWN:
                return _settled(current)
            if judgement.verdict is not Verdict.NONE:
                return self._conclude(current, judgement, late=False)
            # ``waited`` bounds the wait even if the clock does not move (a test's instant sleeps).
            left = min(self._settle_left(current), self.settle_s - waited)
            if left <= 0:
                break
            if not wait:
                return MovementResult(current, Outcome.UNKNOWN)
            waited += await self._wait(min(left, LOOK_EVERY_S), left, on_wait)
        not_applied = self._journal.mark_not_applied(movement.id)
        self._record(not_applied, _actor_of(movement), "not applied (reconciled)")
        if not wait:
            # Settled in the background (at a start, on a later round): no cashier is watching a
            # countdown for it, so listeners must say it, or a lost top-up ends unsaid.
            self._notify(NoticeKind.SETTLED, movement_text(not_applied), not_applied)
        return MovementResult(not_applied, Outcome.NOT_APPLIED)

    async def _wait(self, seconds: float, left: float, on_wait: OnWait | None) -> float:
        """Sleep ``seconds`` in steps of one, telling ``on_wait`` the seconds left; returns the time slept."""
        slept = 0.0
        while slept < seconds:
            if on_wait is not None:
                on_wait(max(0.0, left - slept))
            step = min(1.0, seconds - slept)
            await self._sleep(step)
            slept += step
        return slept

    def _settle_left(self, movement: Movement) -> float:
        """Seconds until the settle period after sending is over, by the till's UTC clock.

        UTC seconds, not local wall-clock time: a DST change on the till would otherwise make an hour
        appear or vanish. An intent journalled before this field existed falls back to its local time.
        """
        if movement.sent_epoch is not None:
            elapsed = self._epoch() - movement.sent_epoch
        else:
            elapsed = (self._clock() - movement.created).total_seconds()
        return self.settle_s - elapsed

    def _conclude(
        self, movement: Movement, judgement: Judgement[BalanceEvent], *, late: bool
    ) -> MovementResult:
        actor = _actor_of(movement)
        found_at = self._clock() if late else None
        if judgement.verdict is Verdict.FOUND:
            event = judgement.event
            event_id = event.event_id if event is not None else 0
            done = self._journal.mark_done(
                movement.id,
                event_id,
                service=service_event(event) if event is not None else None,
                late_found=found_at,
            )
            if late:
                text = late_text(done, event)
                self._record(done, actor, "done (found late)", service_event_id=event_id, reason=text)
                self._notify(NoticeKind.LATE, text, done)
            else:
                self._record(done, actor, "done (reconciled)", service_event_id=event_id)
                self._notify(NoticeKind.SETTLED, movement_text(done), done)
            return MovementResult(done, Outcome.DONE, event=event)
        if judgement.verdict is Verdict.ELSEWHERE:
            elsewhere = self._journal.mark_not_applied(movement.id, reason=judgement.why)
            self._record(elsewhere, actor, "not applied (done by another till)", reason=judgement.why)
            self._notify(NoticeKind.SETTLED, movement_text(elsewhere), elsewhere)
            return MovementResult(elsewhere, Outcome.NOT_APPLIED)
        candidates = tuple(service_event(event) for event in judgement.candidates)
        reason = judgement.why
        unconfirmed = self._journal.mark_unconfirmed(movement.id, candidates, reason, late_found=found_at)
        self._record(unconfirmed, actor, "unconfirmed", reason=reason)
        self._notify(NoticeKind.UNCONFIRMED, movement_text(unconfirmed), unconfirmed)
        return MovementResult(unconfirmed, Outcome.UNCONFIRMED, candidates=candidates)

    async def _look_again(self, movement: Movement) -> MovementResult:
        """A not-applied or unconfirmed movement, looked at again: did it turn up, or turn clear?"""
        rejected = {c.event_id for c in movement.candidates} if movement.decided_by else set()
        judgement = await self._evidence(movement, also_claimed=rejected)
        current = self._journal.get(movement.id)
        if current.state != movement.state or current.updated != movement.updated:
            return _settled(current)
        if judgement.verdict is Verdict.NONE or (
            judgement.verdict is Verdict.ELSEWHERE and current.state is MovementState.NOT_APPLIED
        ):
            return _settled(current)
        if current.state is MovementState.NOT_APPLIED:
            log.warning("%s %s, called not applied, turned up late", movement.kind, movement.id)
            return self._conclude(current, judgement, late=True)
        same = {c.event_id for c in current.candidates} == {e.event_id for e in judgement.candidates}
        if judgement.verdict is Verdict.AMBIGUOUS and same:
            return _settled(current)
        return self._conclude(current, judgement, late=current.late_found is not None)

    async def _recheck_code(self, code: str) -> None:
        """Before a new movement on ``code``: look again at its not-applied ones within the horizon.

        No request at all when there are none. One that turned up is recorded and stops the new
        movement (``UnresolvedMovementError`` with the late-found text): the cashier is most likely
        trying it again.
        """
        since = self._epoch() - self.horizon_s
        for movement in self._journal.still_open(since, code):
            if movement.state is not MovementState.NOT_APPLIED:
                continue
            try:
                result = await self.recheck(movement)
            except ApiError as exc:
                raise UnresolvedMovementError(
                    [movement], "An earlier redemption of this voucher could not be checked again."
                ) from exc
            if result.outcome is not Outcome.NOT_APPLIED:
                raise UnresolvedMovementError([result.movement], result.text)

    async def _evidence(
        self, movement: Movement, also_claimed: set[int] | None = None
    ) -> Judgement[BalanceEvent]:
        events = await self._events_since(search_since(movement))
        claimed = (claimed_ids(self._journal.claimed_events(), events) | (also_claimed or set())) - {
            movement.result_event_id or -1
        }
        if movement.kind is MovementKind.REFUND and movement.order_id is not None:
            order = await self._client.order(movement.order_id)
            if not order.refunded:
                return Judgement(Verdict.NONE)
            rows = await self._client.order_rows(movement.order_id)
            codes = [row.redeem_code for row in rows if row.redeem_code]
            every = refund_events(movement, events, order_codes=codes, after=0)
            found = [
                e for e in refund_events(movement, events, order_codes=codes) if e.event_id not in claimed
            ]
            if every and not found:
                # Refunded before this till sent: its own request cannot have done it.
                return Judgement(
                    Verdict.ELSEWHERE,
                    why=f"order #{movement.order_id} was already refunded by another till "
                    "— do not refund the payment again",
                )
            if self.only_till_here:
                return Judgement(Verdict.FOUND, found[0] if found else None, tuple(found))
            # The flag proves a refund, not whose: another till may have refunded the same order
            # while this till's request was lost on its way.
            return Judgement(
                Verdict.AMBIGUOUS,
                candidates=tuple(found),
                why=possibly_elsewhere(
                    f"order #{movement.order_id} was refunded", found[0].created if found else None
                ),
            )
        original_type: str | None = None
        original_reversed: bool | None = None
        if movement.kind is MovementKind.REVERSE and movement.event_id is not None:
            original = next((e for e in events if e.event_id == movement.event_id), None)
            original_type = original.type if original is not None else None
            original_reversed = await self._history_says_reversed(movement)
        return judge(
            movement,
            events,
            claimed=claimed,
            only_till=self.only_till_here,
            original_type=original_type,
            original_reversed=original_reversed,
        )

    async def _history_says_reversed(self, movement: Movement) -> bool | None:
        """What the original's redeem-history line says: reversed (True), standing (False), or None."""
        if movement.code is None:
            return None
        voucher = await self._client.lookup_code(movement.code)
        for row in await self._client.order_rows(voucher.order_id):
            for line in row.redeem_history:
                if line.event_id == movement.event_id:
                    return line.status == "Unredeemed"
        return None

    async def _events_since(self, since: datetime) -> list[BalanceEvent]:
        events: list[BalanceEvent] = []
        async for page in self._client.iter_balance_event_pages(created=[(Op.GTE, since)]):
            events.extend(page)
        return events

    # -- a manager's word -----------------------------------------------------------------------

    def override_unknown(self, movement_id: str, actor: Actor, note: str = "") -> Movement:
        """Mark an unresolved movement ``not_applied`` on a manager's word, unblocking its code.

        For when the service stays unreachable but the manager has checked elsewhere (the service's
        own back office, a phone call) that the movement did not happen. The till cannot verify it,
        so the decision is the manager's, under their name, and shown as theirs. It stays open to
        the background re-check: if it turns up after all, the till says so.
        """
        manager = (actor.manager or "").strip()
        if not manager:
            raise ValueError("only a manager can mark an unconfirmed movement as not applied")
        self._write_kept_first(movement_id)
        movement = self._journal.get(movement_id)
        if movement.state is MovementState.PENDING:
            movement = self._journal.mark_unknown(movement_id)
        not_applied = self._journal.mark_not_applied(
            movement.id, decided_by=manager, reason=note or "a manager checked with the service"
        )
        self._audit.append(
            action=OVERRIDE_ACTION,
            till=self._till,
            staff=actor.staff,
            manager=actor.manager,
            outcome="not applied (manager checked)",
            code=not_applied.code,
            order_id=not_applied.order_id,
            event_id=not_applied.event_id,
            amount=not_applied.expected_amount,
            currency=not_applied.currency,
            reason=_with_approver(note or f"{not_applied.kind} {not_applied.id} was unconfirmed", movement),
        )
        log.warning("%s %s marked not applied by manager %s", movement.kind, movement.id, actor.manager)
        self._tell_decided(not_applied)
        return not_applied

    def decide(self, movement_id: str, actor: Actor, event_id: int | None, note: str = "") -> Movement:
        """A manager's decision on an unconfirmed movement: ``event_id`` is ours, or (None) none is.

        Recorded as the manager's word, never as a fact the till found; refused for a movement that
        is not unconfirmed (one confirmed done is not the manager's to undo here).
        """
        manager = (actor.manager or "").strip()
        if not manager:
            raise ValueError("only a manager can decide an unconfirmed movement")
        movement = self._journal.get(movement_id)
        if movement.state is not MovementState.UNCONFIRMED:
            raise ValueError(
                f"this {what_moved(movement)} is {movement.state.value.replace('_', ' ')}, not unconfirmed"
            )
        if event_id is None:
            decided = self._journal.mark_not_applied(movement.id, decided_by=manager, reason=note or None)
            outcome = "not applied (manager's decision)"
        else:
            chosen = next((c for c in movement.candidates if c.event_id == event_id), None)
            if chosen is None:
                raise ValueError(f"event {event_id} is not one of the candidates")
            decided = self._journal.mark_done(movement.id, event_id, service=chosen, decided_by=manager)
            outcome = "done (manager's decision)"
        self._audit.append(
            action=DECISION_ACTION,
            till=self._till,
            staff=actor.staff,
            manager=manager,
            outcome=outcome,
            code=decided.code,
            order_id=decided.order_id,
            event_id=decided.event_id,
            amount=decided.expected_amount,
            currency=decided.currency,
            service_event_id=event_id,
            reason=_with_approver(note or movement_text(decided), movement),
        )
        self._tell_decided(decided)
        return decided

    def _tell_decided(self, movement: Movement) -> None:
        for listener in list(self.decided):
            listener(movement)

    def unconfirmed(self) -> list[Movement]:
        """Movements waiting for a manager's decision, oldest first (the journal holds them)."""
        return [m for m in self._journal.unresolved() if m.state is MovementState.UNCONFIRMED]


def _actor_of(movement: Movement) -> Actor:
    """Who sent ``movement``, as the journal kept it: reconciliation writes its audit lines under
    the staff member and the manager who allowed it, even at a later start or on another shift."""
    return Actor(movement.staff, movement.approved_by)


def _with_approver(reason: str, movement: Movement) -> str:
    """A manager's decision line names the decider in its manager column; the manager who allowed
    the movement when it was sent is kept in the reason, so no line about it loses them."""
    if not movement.approved_by:
        return reason
    return f"{reason} (allowed by {movement.approved_by})"


def _settled(movement: Movement) -> MovementResult:
    """A movement already settled elsewhere, reported as it stands."""
    return MovementResult(movement, Outcome(movement.state.value), candidates=movement.candidates)


# -- till words --------------------------------------------------------------------------------

_NOUN = {
    MovementKind.REDEEM: "redemption",
    MovementKind.TOPUP: "top-up",
    MovementKind.REVERSE: "reverse",
    MovementKind.REFUND: "refund",
}


#: Kinds whose lost answer can be settled as done by someone else first (``Verdict.ELSEWHERE``).
_ELSEWHERE_KINDS = frozenset({MovementKind.REVERSE, MovementKind.REFUND})


def what_moved(movement: Movement) -> str:
    """ "a redemption of £10.00 on SPA50PART", "the refund of order #5001"."""
    noun = _NOUN[movement.kind]
    if movement.kind is MovementKind.REFUND:
        return f"the refund of order #{movement.order_id}"
    amount = movement.expected_amount
    money = f" of {format_money(amount, movement.currency or '')}" if amount is not None else ""
    if movement.kind is MovementKind.REVERSE:
        return f"the reverse of event {movement.event_id}{money} on {movement.code or '?'}"
    return f"a {noun}{money} on {movement.code or '?'}"


def _first_up(text: str) -> str:
    """Capitalise the first letter only: ``str.capitalize`` would lower-case the voucher code."""
    return text[:1].upper() + text[1:]


def late_text(movement: Movement, event: BalanceEvent | None) -> str:
    """ "A redemption of £10.00 on SPA50PART that the till had called not taken went through at 12:03"."""
    when = f" at {event.created:%H:%M}" if event is not None else ""
    return f"{_first_up(what_moved(movement))} that the till had called not taken went through{when}."


def movement_text(movement: Movement) -> str:
    """Where a movement stands, in till words; a manager's decision is shown as theirs."""
    what = what_moved(movement)
    state = movement.state
    if movement.decided_by and state is MovementState.NOT_APPLIED:
        return f"Marked by {movement.decided_by} as not taken; the till could not confirm it ({what})."
    if movement.decided_by and state is MovementState.DONE:
        return (
            f"Marked by {movement.decided_by} as taken (event {movement.result_event_id}); "
            f"the till could not confirm it ({what})."
        )
    if state is MovementState.DONE and movement.late_found is not None:
        when = f" at {movement.service.created:%H:%M}" if movement.service is not None else ""
        return f"{_first_up(what)} that the till had called not taken went through{when}."
    if state is MovementState.DONE:
        return f"{_first_up(what)} went through."
    if state is MovementState.MISMATCH:
        return movement.reason or f"The service recorded {what} otherwise than asked — ask a manager."
    if state is MovementState.UNCONFIRMED:
        count = len(movement.candidates)
        found = "one event that could be it" if count == 1 else f"{count} events that could be it"
        return (
            f"The till cannot confirm {what}: the service shows {found}, and "
            f"{movement.reason or 'no proof'}. A manager must check."
        )
    if state is MovementState.NOT_APPLIED and movement.reason and movement.kind in _ELSEWHERE_KINDS:
        return f"{_first_up(what)} was not made by this till: {movement.reason}."
    if state is MovementState.NOT_APPLIED:
        nothing = "nothing was added" if movement.kind is MovementKind.TOPUP else "nothing was taken"
        return f"{_first_up(what)} did not go through; {nothing}."
    if state is MovementState.REJECTED:
        return f"The service refused {what}."
    return f"{_first_up(what)} is not confirmed yet; the till keeps checking."
