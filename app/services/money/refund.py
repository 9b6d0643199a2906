"""A refund: a manager refunds a whole unused order made through the API.

Its answer has no documented shape, so the order and its vouchers are read back: refunded, with the
vouchers asked for, each void. A lost answer is settled from the order's ``refunded`` flag, which
proves a refund, not whose: its Refund events after the intent are this till's only where it is the
only till at its location, a manager decides anywhere else, and Refund events only before the intent
mean another till (or the back office) refunded it first (``Verdict.ELSEWHERE``: the cashier is told
not to refund the payment again).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Sequence, Set

from app.api.client import VoucherClient
from app.api.errors import ApiError
from app.api.models import BalanceEvent
from app.core.i18n import QT_TRANSLATE_NOOP, translate
from app.core.intent import Intent
from app.core.masking import mask_code
from app.core.movement import Movement, MovementKind, MovementState
from app.core.reconcile import Judgement, Verdict, possibly_elsewhere, refund_events
from app.services.money.kind import Checked, Kind, Mismatched, Proven, Records, Sending, Unproven

log = logging.getLogger("app.services.movements")


class Refund(Kind):
    kind = MovementKind.REFUND
    noun = "refund"
    nothing = QT_TRANSLATE_NOOP("Movement", "nothing was refunded — do not refund the payment")
    made = QT_TRANSLATE_NOOP("Movement", "refunded")
    refused = QT_TRANSLATE_NOOP("Movement", " — do not refund the payment")
    done_elsewhere = True
    checks_start = False

    def what(self, movement: Movement, mask: Callable[[str], str] = mask_code) -> str:
        return translate("Movement", "the refund of order #{order}").format(order=movement.order_id)

    def found(self, count: int) -> str:
        """One refund of an order is a Refund event on each of its vouchers: the order counts once."""
        if count:
            return translate("Movement", "a refund of the order that could be it")
        return translate("Movement", "no refund that could be it")

    async def check_answer(
        self, records: Records, movement: Movement, event: BalanceEvent | None, sending: Sending
    ) -> Checked:
        order_id = movement.order_id
        assert order_id is not None
        client = records.client
        try:
            order, rows = await asyncio.gather(client.order(order_id), client.order_rows(order_id))
        except ApiError as exc:
            log.warning(
                "Refund of order %s answered, but it could not be read back: %s", order_id, exc.details
            )
            return Unproven(f"order #{order_id} could not be read back")
        recorded = sorted(row.redeem_code for row in rows if row.redeem_code)
        asked: tuple[str, ...] = sending.extra.get("order_codes", ())
        problems = []
        if order.order_id != order_id:
            problems.append(f"order #{order.order_id}, not #{order_id}")
        if not order.refunded:
            problems.append(f"order #{order_id} as not refunded")
        if asked and sorted(asked) != recorded:
            problems.append(f"vouchers {', '.join(recorded)}, not {', '.join(sorted(asked))}")
        still = [row.redeem_code for row in rows if row.status != "Void"]
        if still:
            problems.append(f"{', '.join(still)} as not void")
        if problems:
            return Mismatched(f"The service recorded {'; '.join(problems)} — ask a manager.")
        return await _refunded_now(records, movement, recorded)

    async def evidence(
        self, records: Records, movement: Movement, events: Sequence[BalanceEvent], claimed: Set[int]
    ) -> Judgement[BalanceEvent]:
        order_id = movement.order_id
        assert order_id is not None
        if not (await records.client.order(order_id)).refunded:
            return Judgement(Verdict.NONE)
        rows = await records.client.order_rows(order_id)
        codes = [row.redeem_code for row in rows if row.redeem_code]
        every = refund_events(movement, events, order_codes=codes, after=0)
        found = [e for e in refund_events(movement, events, order_codes=codes) if e.event_id not in claimed]
        if every and not found:
            # Refunded before this till sent: its own request cannot have done it.
            return Judgement(Verdict.ELSEWHERE, why=_refunded_before(records, movement))
        if records.only_till_here:
            return Judgement(Verdict.FOUND, found[0] if found else None, tuple(found))
        # The flag proves a refund, not whose: another till may have refunded the same order while
        # this till's request was lost on its way.
        return Judgement(
            Verdict.AMBIGUOUS,
            candidates=tuple(found),
            why=possibly_elsewhere(f"order #{order_id} was refunded", found[0].created if found else None),
        )


async def _refunded_now(records: Records, movement: Movement, codes: Sequence[str]) -> Checked:
    """Proven when the order's Refund events are newer than the request's anchor, by id.

    A refunded order proves a refund, not this one: a caching proxy answers a second refund of an
    order (this till's, or another's) with the first's answer, and the order reads back refunded
    either way. Only Refund events with ids above the anchor (the service's newest event read just
    before sending) can be this request's; with none, or when they cannot be read, the refund is
    settled from the service's records as a lost answer is (found, elsewhere, or for a manager).
    """
    try:
        events = await records.events_since_intent(movement)
    except ApiError as exc:
        log.warning("Refund of order %s: its events could not be read: %s", movement.order_id, exc.details)
        return Unproven(f"the refund events of order #{movement.order_id} could not be read")
    after = movement.anchor.event_id if movement.anchor is not None else None
    if refund_events(movement, events, order_codes=codes, after=after):
        return Proven(None)
    return Unproven(f"order #{movement.order_id} shows no refund made after this request was sent")


def _refunded_before(records: Records, movement: Movement) -> str:
    """Who refunded an order before this till asked: this till (its journal says so) or another."""
    earlier = [
        m
        for m in records.journal.of_order(movement.order_id or 0)
        if m.kind is MovementKind.REFUND and m.id != movement.id and m.state is MovementState.DONE
    ]
    who = "at this till" if earlier else "by another till"
    return f"order #{movement.order_id} was already refunded {who} — do not refund the payment again"


def refund(client: VoucherClient, order_id: int, codes: Sequence[str], release_codes: bool) -> Sending:
    """Refund the whole order ``order_id`` whose vouchers are ``codes``."""
    return Sending(
        MovementKind.REFUND,
        Intent(order_id=order_id, code=codes[0] if codes else None),
        tuple(codes),
        lambda: client.refund_order(order_id, release_codes=release_codes),
        None,
        extra={"order_codes": tuple(codes)},
    )
