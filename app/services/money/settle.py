"""Settling a movement whose answer was lost, from the service's own records, for every kind.

An unknown movement is looked for in the service's records (its kind says which records, and
whether another till could have made them: ``Kind.evidence``) until the settle period is over; then,
with nothing found, it is not applied, and still re-checked in the background for a horizon and
before any new movement on its code. One that turns up late is recorded as done and raised.

Settle period: 60 s after the request was sent (``DEFAULT_SETTLE_S``). A PHP service may still be
working on a request after the till gave up: the default ``max_execution_time`` is 30 s and counts
only CPU time on Linux, and nginx's default ``fastcgi_read_timeout`` is 60 s, so 60 s covers a
request stuck behind a slow database or a busy worker pool, twice the 17 s seen in the field, and
is still a wait a cashier can be shown with a countdown.

Horizon: 60 min (``DEFAULT_HORIZON_S``). Past the web server's and PHP's own limits nothing is
still running on the service; an hour also covers a queue drained late. Past it, the end-of-shift
report still pairs every movement with the service's events. On a desk other tills share, only an
event stamped within ``LATE_APPLY`` of the intent reopens one settled not applied: a later one is
far likelier another till's (the service does not say whose) than this request applied that late,
and a voucher blocked for a manager at every later use of it would teach staff to ignore alerts.
A manager's "none of these" stands for the events they saw; a new one within that time reopens it.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Set
from datetime import datetime, timedelta

from app.api.errors import ApiError, InvalidResponse, NotFound
from app.api.models import BalanceEvent
from app.api.proof import code_key
from app.core.i18n import translate
from app.core.movement import Movement, MovementKind, MovementState
from app.core.reconcile import Judgement, Verdict, claimed_ids, search_since
from app.services.money.core import MovementCore, actor_of
from app.services.money.registry import kind_of
from app.services.money.results import MovementResult, NoticeKind, UnresolvedMovementError, settled
from app.services.money.words import movement_text

log = logging.getLogger("app.services.movements")

OnWait = Callable[[float], None]

#: Background rounds in a row that met an unreadable answer before a movement goes to a manager.
UNREADABLE_LIMIT = 3

#: While waiting out the settle period, the records are read again this often.
LOOK_EVERY_S = 5.0

#: The latest after its intent that a request can still be applied by a slow service: five times
#: the web server's 60 s limit, for a queue drained late. A matching event stamped later, on a desk
#: other tills share, is theirs: it does not reopen a movement settled not applied.
LATE_APPLY = timedelta(minutes=5)

#: The movements whose voucher's balance tells whether they were applied.
_BALANCE_KINDS = frozenset({MovementKind.REDEEM, MovementKind.TOPUP})


class Reconciler:
    """Lost answers settled from the service's records, in the foreground with a countdown or in
    the background, for the movements of ``core``."""

    def __init__(self, core: MovementCore) -> None:
        self._core = core
        self._journal = core.journal
        #: Background re-checks in a row that met an unreadable answer, by movement.
        self._unreadable_rounds: dict[str, int] = {}

    def to_recheck(self) -> list[Movement]:
        """Everything the background re-check looks at now: unknown, pending but not in flight,
        unconfirmed, and not applied within the horizon."""
        since = self._core.pace.epoch() - self._core.pace.horizon_s
        busy = self._core.busy()
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
        self._core.checking.add(movement.id)
        try:
            return await self._reconcile(movement, on_wait=on_wait, wait=True)
        finally:
            self._core.checking.discard(movement.id)

    async def recheck(self, movement: Movement) -> MovementResult:
        """One look, no waiting: what the background re-check does for each movement.

        A service that answers, but unreadably, would fail the same way at every round and leave the
        voucher blocked for good: after ``UNREADABLE_LIMIT`` such rounds in a row the movement goes
        to a manager (unconfirmed, with what could not be read), who can decide it.
        """
        try:
            result = await self._reconcile(movement, on_wait=None, wait=False)
        except InvalidResponse as exc:
            return self._unreadable(movement, exc)
        self._unreadable_rounds.pop(movement.id, None)
        return result

    def _unreadable(self, movement: Movement, exc: InvalidResponse) -> MovementResult:
        rounds = self._unreadable_rounds.get(movement.id, 0) + 1
        self._unreadable_rounds[movement.id] = rounds
        log.warning(
            "Re-check %d of %s %s met an unreadable answer: %s",
            rounds,
            movement.kind,
            movement.id,
            exc.details,
        )
        current = self._journal.get(movement.id)
        if current.state not in (MovementState.PENDING, MovementState.UNKNOWN):
            return settled(current)
        if rounds < UNREADABLE_LIMIT:
            return MovementResult(current, MovementState.UNKNOWN, error=exc)
        self._unreadable_rounds.pop(movement.id, None)
        if current.state is MovementState.PENDING:
            current = self._journal.mark_unknown(current.id)
        why = "the service's records of it could not be read (its answers were unreadable)"
        return self._core.conclude(current, Judgement(Verdict.AMBIGUOUS, why=why), late=False)

    async def recheck_all(self) -> list[MovementResult]:
        """Re-check everything open once (see ``to_recheck``); stops at the first read that fails."""
        return [await self.recheck(movement) for movement in self.to_recheck()]

    async def _reconcile(self, movement: Movement, *, on_wait: OnWait | None, wait: bool) -> MovementResult:
        self._core.write_kept_first(movement.id)
        movement = self._journal.get(movement.id)
        if movement.state in (MovementState.NOT_APPLIED, MovementState.UNCONFIRMED):
            return await self._look_again(movement)
        if not movement.unresolved:
            return settled(movement)
        if movement.state is MovementState.PENDING:
            if self._core.in_flight(movement.id):
                return MovementResult(movement, MovementState.UNKNOWN)
            movement = self._journal.mark_unknown(movement.id)
        found = await self._look_until_settled(movement, on_wait=on_wait, wait=wait)
        return found if found is not None else await self._nothing_found(movement, wait=wait)

    async def _look_until_settled(
        self, movement: Movement, *, on_wait: OnWait | None, wait: bool
    ) -> MovementResult | None:
        """Read the records until they settle ``movement`` or the settle period is over (None)."""
        waited = 0.0
        while True:
            judgement = await self._evidence(movement)
            # Another check (at start, a manager's decision) may have settled it while this one read.
            current = self._journal.get(movement.id)
            if current.state is not MovementState.UNKNOWN:
                return settled(current)
            if judgement.verdict is not Verdict.NONE:
                return self._core.conclude(current, judgement, late=False)
            # ``waited`` bounds the wait even if the clock does not move (a test's instant sleeps).
            left = min(self._settle_left(current), self._core.pace.settle_s - waited)
            if left <= 0:
                return None
            if not wait:
                return MovementResult(current, MovementState.UNKNOWN)
            waited += await self._wait(min(left, LOOK_EVERY_S), left, on_wait)

    async def _nothing_found(self, movement: Movement, *, wait: bool) -> MovementResult:
        """The settle period is over with nothing in the records: not applied, unless the voucher's
        own balance says otherwise (``_balance_moved``)."""
        moved = await self._balance_moved(movement)
        if moved:
            return self._core.conclude(
                self._journal.get(movement.id), Judgement(Verdict.AMBIGUOUS, why=moved), late=False
            )
        not_applied = self._journal.mark_not_applied(movement.id)
        self._core.record(not_applied, actor_of(movement), "not applied (reconciled)")
        if not wait:
            # Settled in the background (at a start, on a later round): no cashier is watching a
            # countdown for it, so listeners must say it, or a lost top-up ends unsaid.
            self._core.notify(NoticeKind.SETTLED, movement_text(not_applied), not_applied)
        return MovementResult(not_applied, MovementState.NOT_APPLIED)

    async def _balance_moved(self, movement: Movement) -> str:
        """Why "no event" is not proof enough that a redemption or top-up was not applied, or "".

        No event of it is the service's list's word only, and a list can be empty for reasons of its
        own (a read replica that lags, a script that failed quietly). The voucher's own balance, read
        again, must still be the one the till saw before sending; if it is not, or cannot be read, a
        manager decides (another till may have moved it, or this one may have).
        """
        before = movement.balance_before
        if movement.kind not in _BALANCE_KINDS or not movement.code or before is None:
            return ""
        try:
            voucher = await self._core.client.lookup_code(movement.code)
        except NotFound:
            # A card never activated is not found: still so, nothing was put on it.
            return "" if before == 0 else "no event of it was found, and the voucher is no longer found"
        except ApiError as exc:
            why = type(exc).__name__
            return f"no event of it was found, and the voucher's balance could not be read again ({why})"
        if voucher.balance == before:
            return ""
        # Another till's movement, in the records, accounts for a balance that moved: the list
        # then holds what happened to the voucher, and holds nothing of this till's.
        key = code_key(movement.code)
        events = await self._core.events_since(search_since(movement))
        on_code = [event for event in events if code_key(event.code or "") == key]
        if on_code and max(on_code, key=lambda event: event.event_id).balance == voucher.balance:
            return ""
        return (
            f"no event of it was found, but the voucher's balance is now {voucher.balance}, "
            f"not the {before} it was before it was sent"
        )

    async def _wait(self, seconds: float, left: float, on_wait: OnWait | None) -> float:
        """Sleep ``seconds`` in steps of one, telling ``on_wait`` the seconds left; returns the time slept."""
        slept = 0.0
        while slept < seconds:
            if on_wait is not None:
                on_wait(max(0.0, left - slept))
            step = min(1.0, seconds - slept)
            await self._core.pace.sleep(step)
            slept += step
        return slept

    def _settle_left(self, movement: Movement) -> float:
        """Seconds until the settle period after sending is over, by the till's UTC clock.

        UTC seconds, not local wall-clock time: a DST change on the till would otherwise make an hour
        appear or vanish. An intent journalled before this field existed falls back to its local time.
        """
        pace = self._core.pace
        if movement.sent_epoch is not None:
            elapsed = pace.epoch() - movement.sent_epoch
        else:
            elapsed = (pace.clock() - movement.created).total_seconds()
        return pace.settle_s - elapsed

    async def _look_again(self, movement: Movement) -> MovementResult:
        """A not-applied or unconfirmed movement, looked at again: did it turn up, or turn clear?"""
        # The events a manager said were not this till's stay so; only a new one can reopen it.
        rejected = {c.event_id for c in movement.candidates} if movement.decided_by else set()
        late_only = movement.state is MovementState.NOT_APPLIED
        judgement = await self._evidence(movement, late_only=late_only, rejected=rejected)
        current = self._journal.get(movement.id)
        if current.state != movement.state or current.updated != movement.updated:
            return settled(current)
        if judgement.verdict is Verdict.NONE or (
            judgement.verdict is Verdict.ELSEWHERE and current.state is MovementState.NOT_APPLIED
        ):
            return settled(current)
        if current.state is MovementState.NOT_APPLIED:
            log.warning("%s %s, called not applied, turned up late", movement.kind, movement.id)
            return self._core.conclude(current, judgement, late=True)
        same = {c.event_id for c in current.candidates} == {e.event_id for e in judgement.candidates}
        if judgement.verdict is Verdict.AMBIGUOUS and same:
            return settled(current)
        return self._core.conclude(current, judgement, late=current.late_found is not None)

    async def recheck_code(self, code: str) -> None:
        """Before a new movement on ``code``: look again at its not-applied ones within the horizon.

        No request at all when there are none. One that turned up is recorded and stops the new
        movement (``UnresolvedMovementError`` with the late-found text): the cashier is most likely
        trying it again.
        """
        since = self._core.pace.epoch() - self._core.pace.horizon_s
        for movement in self._journal.still_open(since, code):
            if movement.state is not MovementState.NOT_APPLIED:
                continue
            try:
                result = await self.recheck(movement)
            except ApiError as exc:
                raise UnresolvedMovementError(
                    [movement],
                    translate(
                        "Movement", "An earlier redemption of this voucher could not be checked again."
                    ),
                ) from exc
            if result.outcome is not MovementState.NOT_APPLIED:
                raise UnresolvedMovementError([result.movement], result.text)

    async def _evidence(
        self, movement: Movement, *, late_only: bool = False, rejected: Set[int] = frozenset()
    ) -> Judgement[BalanceEvent]:
        """What the service's records say of ``movement``, by its kind's rules; events this till's
        journal already accounts for, and those a manager ``rejected``, are never its.

        ``late_only``: the movement was settled not applied, and only a late apply can reopen it.
        On a desk shared with other tills, an event stamped later than a request can still be
        applied (``LATE_APPLY``) is another till's, not this one turning up late.
        """
        events = await self._core.events_since_intent(movement)
        if late_only and not self._core.only_till_here:
            latest = latest_apply_on_service_clock(movement)
            events = [e for e in events if latest is None or e.created <= latest]
        claims = self._journal.claims_of(event.event_id for event in events)
        claimed = (claimed_ids(claims, events) | rejected) - {movement.result_event_id or -1}
        return await kind_of(movement).evidence(self._core, movement, events, claimed)


def latest_apply_on_service_clock(movement: Movement) -> datetime | None:
    """The latest the service's clock can stamp this request's event if it applied it late, or None
    when the till had measured no offset to place the intent on the service's clock."""
    if movement.clock_offset_s is None:
        return None
    return movement.created + timedelta(seconds=movement.clock_offset_s) + LATE_APPLY
