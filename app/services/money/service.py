"""The movement service the till uses: each kind's entry point, and a manager's word on a movement.

A kind's view-model hands its ``Sending`` (built by the kind's module) to ``MovementService.move``;
the four kinds the till has always had keep a shortcut each (``redeem``, ``topup``, ``reverse``,
``refund``) that builds it from what the view-model holds.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Sequence
from decimal import Decimal

from app.api.errors import ApiError
from app.api.models import OrderRow, Voucher
from app.api.sent import OnSent
from app.api.timeline import Anchor, ServiceTimeline
from app.core.answers import FullEvent
from app.core.bill_tag import BillTag
from app.core.i18n import translate
from app.core.movement import Movement, MovementKind, MovementState
from app.core.sale import SaleRequest
from app.services.money.anchors import Anchors
from app.services.money.bill_line import bill_line
from app.services.money.core import MovementCore, MovementParts, line_of
from app.services.money.kind import Sending
from app.services.money.redeem import redeem
from app.services.money.refund import refund
from app.services.money.registry import KINDS
from app.services.money.results import (
    CALL_A_MANAGER,
    WAITS_FOR_MANAGER,
    Actor,
    MovementResult,
    Notice,
    OpenCaseError,
    UnwrittenOutcome,
)
from app.services.money.reverse import reverse
from app.services.money.sale import answered_rows, sale, sold_rows
from app.services.money.settle import OnWait, Reconciler
from app.services.money.topup import topup
from app.services.money.words import first_up, movement_text, what_moved

log = logging.getLogger("app.services.movements")

#: The audit action of a manager settling an unknown movement by hand.
OVERRIDE_ACTION = "override_unknown"
#: The movements an open case on a code refuses: a manager's reverse or refund still goes through.
HELD_KINDS = frozenset({MovementKind.REDEEM, MovementKind.TOPUP})
#: The audit action of a manager deciding an unconfirmed movement from its candidates.
DECISION_ACTION = "manager decision"


class MovementService:
    """Every money movement of the till, of every kind: ``move`` is the one way in.

    It holds the core (``MovementCore``: sending, proving, writing down) and the reconciler
    (``Reconciler``: settling a lost answer), and adds the kinds' shortcuts and a manager's word.
    """

    def __init__(self, parts: MovementParts) -> None:
        self.core = MovementCore(parts)
        self._client = parts.client
        self._journal = parts.journal
        self._audit = parts.audit
        self._settle = Reconciler(self.core)
        # What the rest of the till reads of the core, by the same names.
        self.location_id = parts.location_id
        self.only_till_here = parts.only_till_here
        self.anchors: Anchors = self.core.anchors
        self.timeline: ServiceTimeline = self.core.timeline
        #: Listeners to alerts, and to a manager's word settling a movement (the core's own lists).
        self.notices: list[Callable[[Notice], None]] = self.core.notices
        self.decided: list[Callable[[Movement], None]] = self.core.decided
        #: Why a code may not be redeemed or topped up now ("" when it may): an open case on it.
        self.held: Callable[[str], str] = lambda _code: ""

    @property
    def unwritten(self) -> list[UnwrittenOutcome]:
        return self.core.unwritten

    def write_unwritten(self) -> list[UnwrittenOutcome]:
        return self.core.write_unwritten()

    def prepare(self) -> asyncio.Task[Anchor | None] | None:
        return self.core.prepare()

    def follow(self) -> None:
        self.core.follow()

    def in_flight(self, movement_id: str) -> bool:
        return self.core.in_flight(movement_id)

    def unresolved(self) -> list[Movement]:
        return self._journal.unresolved()

    def unresolved_for_code(self, code: str) -> list[Movement]:
        return self._journal.unresolved_for_code(code)

    def waits_for_manager(self, code: str, told: str | None = None) -> str:
        """Why ``move`` would refuse a redemption or top-up of ``code`` until a manager acts, told
        as the cashier reads it ("" when it may be tried): an open case on it, or an earlier movement
        on it that the service's records could not single out. The counter says it before any
        review. One the till can still settle itself (unknown, on its way) is not named here:
        trying again checks it first, which may free the voucher without a manager.

        ``told`` is the movement whose outcome line the cashier reads now: when it is the only one
        waiting, that line has said what happened to it, and this says only what to do."""
        if why := self.held(code):
            return why
        waiting = self._journal.waiting_for_manager(code)
        if not waiting:
            return ""
        if all(movement_id == told for movement_id in waiting):
            return translate("Movement", CALL_A_MANAGER)
        return translate("Movement", WAITS_FOR_MANAGER)

    # -- settling a lost answer (``settle``) -----------------------------------------------------

    async def reconcile(self, movement: Movement, *, on_wait: OnWait | None = None) -> MovementResult:
        """Settle a lost answer, waiting out the settle period with a countdown (``Reconciler.reconcile``)."""
        return await self._settle.reconcile(movement, on_wait=on_wait)

    async def recheck(self, movement: Movement) -> MovementResult:
        """One look at an open movement, no waiting (``Reconciler.recheck``)."""
        return await self._settle.recheck(movement)

    async def recheck_all(self) -> list[MovementResult]:
        return await self._settle.recheck_all()

    def to_recheck(self) -> list[Movement]:
        return self._settle.to_recheck()

    # -- the movements -----------------------------------------------------------------------------

    async def move(self, sending: Sending, actor: Actor) -> MovementResult:
        """Journal ``sending``'s intent, send it once, prove its answer (``app.services.money.core``).

        Each code it moves is first re-checked (a not-applied movement on it may have turned up)
        and refused while an earlier movement on it is unresolved, so a voucher is never taken twice.
        A redemption or a top-up of a code with an open case is refused before anything is written.
        """
        for code in sending.codes:
            if sending.kind in HELD_KINDS and (why := self.held(code)):
                raise OpenCaseError(why)
        for code in sending.codes:
            await self._settle.recheck_code(code)
            self.core.refuse_if_unresolved(code)
        try:
            anchor = await self.anchors.take(prepared_ok=self.only_till_here)
        except ApiError as exc:
            if not self.only_till_here and KINDS[sending.kind].needs_anchor:
                return self.core.not_sent(sending, actor, exc)
            # No other till here, or a kind proven by its own reference (a sale): an earlier answer
            # repeated can only be this till's own, which its journal holds (``proof.repeated``),
            # so the anchor it has seen will do.
            anchor = self.timeline.newest
        return await self.core.send(self.core.start(sending, actor, anchor), actor, sending)

    async def redeem(
        self, voucher: Voucher, amount: Decimal, actor: Actor, *, on_sent: OnSent | None = None
    ) -> MovementResult:
        """Redeem exactly ``amount`` of ``voucher`` here (``app.services.money.redeem``)."""
        return await self.move(redeem(self._client, self.location_id, voucher, amount, on_sent), actor)

    async def redeem_on_bill(
        self, voucher: Voucher, amount: Decimal, bill: BillTag, actor: Actor, *, on_sent: OnSent | None = None
    ) -> MovementResult:
        """Redeem exactly ``amount`` of ``voucher`` as one line of ``bill`` (``bill_line``)."""
        sending = bill_line(self._client, self.location_id, voucher, amount, bill, on_sent)
        return await self.move(sending, actor)

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
        """Add ``amount`` to ``code``, or activate a new card (``app.services.money.topup``)."""
        sending = topup(self._client, self.location_id, code, amount, currency, balance_before, on_sent)
        return await self.move(sending, actor)

    async def reverse(self, event: FullEvent, actor: Actor, reason: str) -> MovementResult:
        """Undo ``event`` (``app.services.money.reverse``)."""
        return await self.move(reverse(self._client, event, reason), actor)

    async def refund(
        self, order_id: int, codes: Sequence[str], release_codes: bool, actor: Actor
    ) -> MovementResult:
        """Refund the whole order (``app.services.money.refund``)."""
        return await self.move(refund(self._client, order_id, codes, release_codes), actor)

    async def sell(
        self, request: SaleRequest, reference: str, actor: Actor, *, on_sent: OnSent | None = None
    ) -> tuple[MovementResult, list[OrderRow]]:
        """Sell ``request`` under ``reference`` (``app.services.money.sale``); the new vouchers
        come with a proven answer (settled ones are read with ``sold_rows``)."""
        sending = sale(self._client, request, reference, on_sent)
        result = await self.move(sending, actor)
        return result, answered_rows(sending) if result.outcome is MovementState.DONE else []

    async def sold_rows(self, movement: Movement) -> list[OrderRow]:
        """The vouchers of a sale settled from the service's orders."""
        return await sold_rows(self._client, movement)

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
        self.core.write_kept_first(movement_id)
        movement = self._journal.get(movement_id)
        if movement.state is MovementState.PENDING:
            movement = self._journal.mark_unknown(movement_id)
        not_applied = self._journal.mark_not_applied(
            movement.id, decided_by=manager, reason=note or "a manager checked with the service"
        )
        self._audit.append(
            line_of(
                not_applied,
                self.core.till,
                actor,
                "not applied (manager checked)",
                action=OVERRIDE_ACTION,
                reason=_with_approver(
                    note or f"{not_applied.kind} {not_applied.id} was unconfirmed", movement
                ),
            )
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
                f"{first_up(what_moved(movement))} is {movement.state.value.replace('_', ' ')}, "
                "not unconfirmed"
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
            line_of(
                decided,
                self.core.till,
                actor,
                outcome,
                action=DECISION_ACTION,
                manager=manager,
                service_event_id=event_id,
                reason=_with_approver(note or movement_text(decided), movement),
            )
        )
        self._tell_decided(decided)
        return decided

    def _tell_decided(self, movement: Movement) -> None:
        for listener in list(self.decided):
            listener(movement)

    def unconfirmed(self) -> list[Movement]:
        """Movements waiting for a manager's decision, oldest first (the journal holds them)."""
        return [m for m in self._journal.unresolved() if m.state is MovementState.UNCONFIRMED]


def _with_approver(reason: str, movement: Movement) -> str:
    """A manager's decision line names the decider in its manager column; the manager who allowed
    the movement when it was sent is kept in the reason, so no line about it loses them."""
    if not movement.approved_by:
        return reason
    return f"{reason} (allowed by {movement.approved_by})"
