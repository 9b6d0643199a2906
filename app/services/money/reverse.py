"""A reverse: a manager undoes a mistaken event; the service records its reversal where the
original happened.

The answer names no original, so a service that reversed another event of the same amount looks
right: the original's redeem-history line says which. "Unredeemed" proves it; still "Redeemed" means
another event was reversed (a mismatch); a line that cannot be read leaves it unconfirmed with the
answer as the candidate, for the background re-check to settle from the same line. A lost answer is
settled from the same line and the service's reversals (``app.core.reconcile.judge``): another
till's manager may have reversed the same event, so a single reversal is this till's only where it
is the only till, and one made before this till asked was another's (``Verdict.ELSEWHERE``).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence, Set

from app.api.client import VoucherClient
from app.api.errors import ApiError
from app.api.models import BalanceEvent
from app.core.answers import FullEvent
from app.core.i18n import QT_TRANSLATE_NOOP, translate
from app.core.intent import Intent
from app.core.masking import mask_code
from app.core.money import format_money
from app.core.movement import Movement, MovementKind
from app.core.reconcile import Judgement, Verdict, judge
from app.services.money.kind import (
    Checked,
    Kind,
    Mismatched,
    Proven,
    Records,
    Sending,
    Undecided,
)

log = logging.getLogger("app.services.movements")


class Reverse(Kind):
    kind = MovementKind.REVERSE
    noun = "reverse"
    nothing = QT_TRANSLATE_NOOP("Movement", "nothing was reversed")
    made = QT_TRANSLATE_NOOP("Movement", "reversed")
    done_elsewhere = True
    checks_start = False

    def what(self, movement: Movement, mask: Callable[[str], str] = mask_code) -> str:
        code = mask(movement.code) if movement.code else "?"
        amount = movement.expected_amount
        if amount is None:
            return translate("Movement", "the reverse of event {event} on {code}").format(
                event=movement.event_id, code=code
            )
        return translate("Movement", "the reverse of event {event} of {amount} on {code}").format(
            event=movement.event_id, amount=format_money(amount, movement.currency or ""), code=code
        )

    async def check_answer(
        self, records: Records, movement: Movement, event: BalanceEvent | None, sending: Sending
    ) -> Checked:
        checked = await super().check_answer(records, movement, event, sending)
        if not isinstance(checked, Proven) or event is None:
            return checked
        try:
            reversed_ = await history_says_reversed(records.client, movement)
        except ApiError as exc:
            log.warning(
                "Reverse %s answered; its original could not be read back: %s", movement.id, exc.details
            )
            return Undecided(
                Judgement(
                    Verdict.AMBIGUOUS,
                    candidates=(event,),
                    why="the service answered, but the till could not read back which event it reversed",
                )
            )
        if reversed_ is None or reversed_:
            return checked
        return Mismatched(
            f"The service recorded a reversal (event {event.event_id}), but event {movement.event_id} "
            "still stands: it reversed another event — ask a manager.",
            event,
        )

    async def evidence(
        self, records: Records, movement: Movement, events: Sequence[BalanceEvent], claimed: Set[int]
    ) -> Judgement[BalanceEvent]:
        original = next((e for e in events if e.event_id == movement.event_id), None)
        return judge(
            movement,
            events,
            claimed=claimed,
            only_till=records.only_till_here,
            original_type=original.type if original is not None else None,
            original_reversed=await history_says_reversed(records.client, movement),
        )


async def history_says_reversed(client: VoucherClient, movement: Movement) -> bool | None:
    """What the original's redeem-history line says: reversed (True), standing (False), or None."""
    if movement.code is None:
        return None
    voucher = await client.lookup_code(movement.code)
    for row in await client.order_rows(voucher.order_id):
        for line in row.redeem_history:
            if line.event_id == movement.event_id:
                return line.status == "Unredeemed"
    return None


def reverse(client: VoucherClient, event: FullEvent, reason: str) -> Sending:
    """Undo ``event``: the answer must be its reversal, on its code, for its amount, at its location."""
    return Sending(
        MovementKind.REVERSE,
        Intent(
            code=event.code, event_id=event.event_id, amount=abs(event.amount), currency=event.currency_code
        ),
        (event.code,) if event.code is not None else (),
        lambda: client.reverse_event(event.event_id),
        event.location_id,
        reason=reason,
        extra={"original_type": event.type},
    )
