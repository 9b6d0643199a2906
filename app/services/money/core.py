"""The movement core: every money movement written down, sent once, checked, reconciled when unsure.

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
  any new movement on their code (``settle``, with the settle period and horizon chosen there). One
  that turns up late is recorded as done and raised as an alert.

An unresolved movement blocks any new one on the same code, so a voucher is never taken twice.

The core knows no kind: what differs (the request, the answer's check, the records that settle a
lost answer, the words) is each kind's module (``app.services.money.kind``). Settling a lost
answer is ``settle.Reconciler``, and the till's entry points and a manager's word are
``service.MovementService``: each holds this core, which owns the movements' state (what is on
the wire, being checked, or answered and not yet written down).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any

from app.api.client import VoucherClient
from app.api.errors import ApiError, ConnectFailed, OutcomeUnknown, Rejected
from app.api.models import BalanceEvent
from app.api.query import Op
from app.api.timeline import Anchor
from app.core.answers import service_event
from app.core.audit_line import AuditLine
from app.core.intent import Origin, Timing
from app.core.movement import Movement, MovementKind, MovementState, ServiceEvent, code_key
from app.core.reconcile import Judgement, Verdict, search_since
from app.services.money.anchors import Anchors
from app.services.money.kind import Mismatched, Proven, Sending, Undecided, Unproven, figures
from app.services.money.proof import refused_elsewhere, repeated, unexplained
from app.services.money.registry import kind_of
from app.services.money.results import (
    Actor,
    MovementResult,
    Notice,
    NoticeKind,
    UnresolvedMovementError,
    UnwrittenOutcome,
)
from app.services.money.words import first_up, late_text, movement_text, what_moved
from app.store.audit import AuditLog
from app.store.db import StorageError
from app.store.journal import Journal

log = logging.getLogger("app.services.movements")

#: Why a movement was journalled and never sent (the service could not be reached or read).
NOT_SENT = "not_sent"
DEFAULT_SETTLE_S = 60.0
DEFAULT_HORIZON_S = 60 * 60.0
#: The kinds whose proven answer is written once the cashier has seen it (``MovementParts.later``):
#: the counter's redemption and top-up, a sale. A bill's line is written at once (the bill's
#: hand-off is read from the journal as its last line is answered), and so is a manager's reverse
#: or refund: what the manager does next (a tick on the hand-off) reads it from the journal.
SHOWN_FIRST = frozenset({MovementKind.REDEEM, MovementKind.TOPUP, MovementKind.SALE})

Sleep = Callable[[float], Awaitable[None]]
#: Runs a write once the cashier has been shown what the service answered (``MovementParts.later``).
Later = Callable[[Callable[[], object]], None]


@dataclass(frozen=True)
class Pace:
    """How long a lost answer is waited for and watched, and the clocks that measure it (a test
    hands instant ones). The settle period and the horizon are chosen in ``settle``."""

    settle_s: float = DEFAULT_SETTLE_S
    horizon_s: float = DEFAULT_HORIZON_S
    clock: Callable[[], datetime] = datetime.now
    epoch: Callable[[], float] = time.time
    sleep: Sleep = asyncio.sleep
    monotonic: Callable[[], float] = time.monotonic


@dataclass(frozen=True)
class MovementParts:
    """What every movement is made with: the service, the two books it is written in (the journal
    and the audit log), which till at which location, and how long a lost answer is waited for.
    Composition builds it once; the core and the service are both made from it."""

    client: VoucherClient
    journal: Journal
    audit: AuditLog
    till: str
    location_id: int
    #: The manager's word that no other till works at this location: only then is a single
    #: identical event after the anchor taken as this till's (``app.core.reconcile``).
    only_till_here: bool = False
    pace: Pace = field(default_factory=Pace)
    #: Where a proven answer's journal mark and audit line wait for the cashier's screen: the
    #: window hands its after-paint hook, so the outcome line is painted first. The intent is on
    #: disk before the request left, and an answer not yet written is held as one the store
    #: refused is (``MovementCore.unwritten``): if the till stops before the write, the intent is
    #: still pending and the next start settles it from the service's records. None: at once.
    later: Later | None = None


class MovementCore:
    """Sends, checks and writes down movements of any kind; ``notices`` listeners hear alerts (Qt-free)."""

    def __init__(self, parts: MovementParts) -> None:
        self._client = parts.client
        self._journal = parts.journal
        self._audit = parts.audit
        self.till = parts.till
        self.location_id = parts.location_id
        self.only_till_here = parts.only_till_here
        self.pace = parts.pace
        #: The request's anchor: the service's newest event, read just before sending.
        self.anchors = Anchors(parts.client, self.pace.monotonic)
        self.timeline = parts.client.timeline
        self.notices: list[Callable[[Notice], None]] = []
        #: Called after a manager's word settles a movement (what waits for a manager changed).
        self.decided: list[Callable[[Movement], None]] = []
        self._in_flight: set[str] = set()
        self._unwritten: dict[str, UnwrittenOutcome] = {}
        self._later = parts.later
        #: Being reconciled in the foreground (a cashier watches it): the background leaves it alone.
        self.checking: set[str] = set()

    def in_flight(self, movement_id: str) -> bool:
        return movement_id in self._in_flight

    def busy(self) -> set[str]:
        """Movements the background re-check must leave alone: on the wire, watched by a cashier,
        or answered and not yet written down."""
        return self._in_flight | self.checking | set(self._unwritten)

    def start(self, sending: Sending, actor: Actor, anchor: Anchor | None) -> Movement:
        """The intent journalled (synced) before anything is sent: no record, no request."""
        return self._journal.record_intent(
            sending.kind,
            sending.intent,
            Origin(
                self.location_id,
                actor.staff,
                self.till,
                approved_by=actor.manager,
                expected_location_id=sending.expected_location_id,
            ),
            Timing(anchor, self.timeline.offset_s, self.pace.epoch()),
        )

    def not_sent(self, sending: Sending, actor: Actor, exc: ApiError) -> MovementResult:
        """The service's newest events could not be read on a shared desk: nothing is sent, since
        no answer to it could be told from another till's (``_anchor``). Journalled as refused."""
        log.info("%s not sent: the newest events could not be read: %s", sending.kind, exc.details)
        movement = self.start(sending, actor, None)
        rejected = self._write_outcome(
            replace(movement, state=MovementState.REJECTED, reason=NOT_SENT),
            lambda: self._journal.mark_rejected(movement.id, NOT_SENT),
            lambda m: self.record(
                m, actor, "rejected", reason="not sent: the service's newest events could not be read"
            ),
        )
        return MovementResult(rejected, MovementState.REJECTED, error=exc)

    def prepare(self) -> asyncio.Task[Anchor | None] | None:
        """A movement's review just opened: read the service's newest events now (``Anchors``)."""
        return self.anchors.prepare()

    def follow(self) -> None:
        """The next movement follows the one on the wire (a bill's next voucher): ``Anchors.follow``."""
        self.anchors.follow()

    async def send(self, movement: Movement, actor: Actor, sending: Sending) -> MovementResult:
        self._in_flight.add(movement.id)
        reason = sending.reason
        try:
            event = await sending.send()
        except OutcomeUnknown as exc:
            log.warning("%s %s: no answer; reconciling", movement.kind, movement.id)
            unknown = self._write_outcome(
                replace(movement, state=MovementState.UNKNOWN),
                lambda: self._journal.mark_unknown(movement.id),
                lambda m: self.record(m, actor, "unknown", reason=reason),
            )
            return MovementResult(unknown, MovementState.UNKNOWN, error=exc)
        except ApiError as exc:
            return self._refused(movement, actor, sending, exc)
        except asyncio.CancelledError:
            self._write_outcome(
                replace(movement, state=MovementState.UNKNOWN),
                lambda: self._journal.mark_unknown(movement.id),
                lambda m: self.record(m, actor, "unknown", reason=reason),
            )
            raise
        finally:
            self._in_flight.discard(movement.id)
        checked = await kind_of(movement).check_answer(self, movement, event, sending)
        if isinstance(checked, Mismatched):
            return self._mismatch(movement, actor, figures(checked.event), checked.text, checked.event)
        if isinstance(checked, Unproven):
            return self._answer_unproven(movement, actor, checked.why, reason)
        if isinstance(checked, Undecided):
            return self.conclude(self._journal.mark_unknown(movement.id), checked.judgement, late=False)
        return self._answered(movement, actor, checked, reason)

    def _refused(self, movement: Movement, actor: Actor, sending: Sending, exc: ApiError) -> MovementResult:
        """The service said no. A refusal that names another voucher is no answer to this request
        (``proof.refused_elsewhere``): settled from the records as a lost one is."""
        # The service's own words are for support, here: the till shows its own (core.errors).
        log.info("%s %s refused: %s", movement.kind, movement.id, exc.details)
        reason = sending.reason
        if isinstance(exc, Rejected) and (elsewhere := refused_elsewhere(exc, movement, sending.codes)):
            return self._answer_unproven(movement, actor, elsewhere, reason)
        why = exc.reason if isinstance(exc, Rejected) and exc.reason else type(exc).__name__
        if isinstance(exc, ConnectFailed):
            why = NOT_SENT
        rejected = self._write_outcome(
            replace(movement, state=MovementState.REJECTED, reason=why),
            lambda: self._journal.mark_rejected(movement.id, why),
            lambda m: self.record(m, actor, "rejected", reason=reason or why),
        )
        return MovementResult(rejected, MovementState.REJECTED, error=exc)

    def _answered(
        self, movement: Movement, actor: Actor, proven: Proven, reason: str | None
    ) -> MovementResult:
        """The answer proven this request's: done, with the event it recorded (a refund's is 0)."""
        event = proven.event
        if event is not None:
            # Measured only from an answer proven this request's: a replayed one was created earlier.
            self.timeline.answered(event)
        event_id = event.event_id if event is not None else 0
        service = figures(event)
        done = self._write_soon(
            replace(movement, state=MovementState.DONE, result_event_id=event_id, service=service),
            lambda: self._journal.mark_done(movement.id, event_id, service=service, order_id=proven.order_id),
            lambda m: self.record(
                m,
                actor,
                "done",
                service_event_id=event.event_id if event is not None else None,
                reason=reason,
            ),
        )
        return MovementResult(done, MovementState.DONE, event=event)

    # -- what a kind may read (``app.services.money.kind.Records``) ----------------------------

    @property
    def client(self) -> VoucherClient:
        return self._client

    @property
    def journal(self) -> Journal:
        return self._journal

    async def events_since_intent(self, movement: Movement) -> list[BalanceEvent]:
        """The service's events from where the search for ``movement`` starts (``search_since``)."""
        return await self.events_since(search_since(movement))

    async def not_this_requests(self, movement: Movement, event: BalanceEvent) -> str:
        """Why ``event`` is not proven this request's answer ("" when it is): ``proof.repeated``."""
        return repeated(self._journal.claims_of([event.event_id]), movement, event)

    async def start_unexplained(self, movement: Movement, event: BalanceEvent) -> str:
        """Why ``event`` does not start from the balance the till read nor one the service's own
        events since explain ("" when it does, or when the till read none): ``proof.unexplained``."""
        if movement.balance_before is None or event.starting_balance == movement.balance_before:
            return ""
        try:
            events = await self.events_since(search_since(movement))
        except ApiError as exc:
            log.info("The balance an answer starts from could not be checked: %s", exc.details)
            events = []
        return unexplained(movement, event, events)

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
            lambda m: self.record(m, actor, "unknown", reason=f"answer not proven: {why}"),
        )
        return MovementResult(
            unknown,
            MovementState.UNKNOWN,
            error=OutcomeUnknown(f"The service's answer is not this request's: {why}"),
        )

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
        log.error("%s %s: %s; kept in memory to write again", answered.kind, answered.id, kept.logged)
        self._unwritten[answered.id] = kept
        return answered

    def _write_soon(
        self, answered: Movement, mark: Callable[[], Movement], record: Callable[[Movement], None]
    ) -> Movement:
        """A proven answer, written once the cashier has seen it (``MovementParts.later``).

        Until then it is held as an answer the store refused is: its code blocked, the background
        re-check leaving it alone, ``write_unwritten()`` (a closing till) writing it. The event it
        names is noted on the intent first (``Journal.note_answer``): a till stopped before the
        write settles it from that event at its next start, not from a guess between tills.
        """
        if self._later is None or answered.kind not in SHOWN_FIRST or answered.bill is not None:
            return self._write_outcome(answered, mark, record)
        if answered.result_event_id:
            try:
                self._journal.note_answer(answered.id, answered.result_event_id)
            except StorageError as exc:
                # The write after the paint meets the same store, keeps the answer in memory and
                # says so: this line is only for support.
                log.info("%s %s: its event could not be noted: %s", answered.kind, answered.id, exc.problem)
        self._unwritten[answered.id] = UnwrittenOutcome(answered, mark, record)
        self._later(lambda: self._write_held(answered.id))
        return answered

    def _write_held(self, movement_id: str) -> None:
        kept = self._unwritten.get(movement_id)
        if kept is None or kept.attempt():
            self._unwritten.pop(movement_id, None)
            return
        log.error("%s %s: %s; kept in memory to write again", kept.movement.kind, movement_id, kept.logged)

    @property
    def unwritten(self) -> list[UnwrittenOutcome]:
        """Answers the store could not take yet, oldest first (not those waiting for the paint:
        their write has not been tried, and money may move)."""
        return [kept for kept in self._unwritten.values() if kept.problem]

    def write_unwritten(self) -> list[UnwrittenOutcome]:
        """Try again to write every kept answer; returns those still not written."""
        for movement_id, kept in list(self._unwritten.items()):
            if kept.attempt():
                log.info("%s %s: written down at last", kept.movement.kind, movement_id)
                del self._unwritten[movement_id]
        return self.unwritten

    def write_kept_first(self, movement_id: str) -> None:
        """An answer still held in memory is written before anything else may settle the movement."""
        kept = self._unwritten.get(movement_id)
        if kept is None:
            return
        if not kept.attempt():
            raise StorageError(kept.problem)
        del self._unwritten[movement_id]

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
                line_of(movement, self.till, actor, "mismatch", reason=text)
                if service is None
                else line_of(
                    movement,
                    self.till,
                    actor,
                    "mismatch",
                    code=service.code,
                    amount=service.amount,
                    currency=service.currency,
                    service_event_id=service.event_id,
                    reason=text,
                )
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
        self.notify(NoticeKind.MISMATCH, f"{first_up(what_moved(movement))}: {text}", mismatched)
        return MovementResult(mismatched, MovementState.MISMATCH, event=event)

    def refuse_if_unresolved(self, code: str) -> None:
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

    def record(
        self,
        movement: Movement,
        actor: Actor,
        outcome: str,
        *,
        service_event_id: int | None = None,
        reason: str | None = None,
    ) -> None:
        self._audit.append(
            line_of(movement, self.till, actor, outcome, service_event_id=service_event_id, reason=reason),
            flush=False,
        )

    def notify(self, kind: NoticeKind, text: str, movement: Movement) -> None:
        notice = Notice(kind, text, movement, foreground=movement.id in self.checking)
        for listener in list(self.notices):
            listener(notice)

    def conclude(
        self, movement: Movement, judgement: Judgement[BalanceEvent], *, late: bool
    ) -> MovementResult:
        actor = actor_of(movement)
        found_at = self.pace.clock() if late else None
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
                self.record(done, actor, "done (found late)", service_event_id=event_id, reason=text)
                self.notify(NoticeKind.LATE, text, done)
            else:
                self.record(done, actor, "done (reconciled)", service_event_id=event_id)
                self.notify(NoticeKind.SETTLED, movement_text(done), done)
            return MovementResult(done, MovementState.DONE, event=event)
        if judgement.verdict is Verdict.ELSEWHERE:
            elsewhere = self._journal.mark_not_applied(movement.id, reason=judgement.why)
            self.record(elsewhere, actor, "not applied (done by another till)", reason=judgement.why)
            self.notify(NoticeKind.SETTLED, movement_text(elsewhere), elsewhere)
            return MovementResult(elsewhere, MovementState.NOT_APPLIED)
        candidates = tuple(service_event(event) for event in judgement.candidates)
        reason = judgement.why
        unconfirmed = self._journal.mark_unconfirmed(movement.id, candidates, reason, late_found=found_at)
        self.record(unconfirmed, actor, "unconfirmed", reason=reason)
        self.notify(NoticeKind.UNCONFIRMED, movement_text(unconfirmed), unconfirmed)
        return MovementResult(unconfirmed, MovementState.UNCONFIRMED, candidates=candidates)

    async def events_since(self, since: datetime) -> list[BalanceEvent]:
        events: list[BalanceEvent] = []
        async for page in self._client.iter_balance_event_pages(created=[(Op.GTE, since)]):
            events.extend(page)
        return events


def actor_of(movement: Movement) -> Actor:
    """Who sent ``movement``, as the journal kept it: reconciliation writes its audit lines under
    the staff member and the manager who allowed it, even at a later start or on another shift."""
    return Actor(movement.staff, movement.approved_by)


def line_of(movement: Movement, till: str, actor: Actor, outcome: str, **says: Any) -> AuditLine:
    """The audit line of ``movement`` at ``till`` under ``actor``: its kind, voucher, order, event
    and amount, with what ``says`` puts otherwise (a manager's action, the service's own figures)."""
    line = AuditLine(
        action=movement.kind.value,
        till=till,
        staff=actor.staff,
        manager=actor.manager,
        outcome=outcome,
        code=movement.code,
        order_id=movement.order_id,
        event_id=movement.event_id,
        amount=movement.expected_amount,
        currency=movement.currency,
    )
    return replace(line, **says)
