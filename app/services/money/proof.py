"""Is an answer that matches the request's figures this request's answer? The core asks before it
records anything as done (``Kind.check_answer``).

A caching proxy or a PHP worker retried by its web server can answer a second £10 redemption with
the first one's event: the figures match, but nothing proves the second was applied. So the event
must be new to this till (no other movement of its journal holds it), newer than the anchor the
intent journalled (by id, or by stamp on a service restored from a backup), and, for a kind that
moves a balance the till read, start from that balance or from one the service's own events since
explain (another till used the voucher in between). An answer that fails is no answer: the movement
is settled from the service's records as a lost one is, and the event it named is never claimed.

A refusal is an answer too, and must be this request's: one whose words name another voucher ("code
HIST0042 is Redeemed" to a redemption of TEA40PART) says nothing of what became of this request, so
it is settled the same way, never shown as this voucher's reason.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from app.api.errors import Rejected
from app.api.models import BalanceEvent
from app.core.masking import mask_code
from app.core.money import format_money
from app.core.movement import Movement, ServiceEvent, code_key
from app.core.reconcile import claimed_ids


def repeated(claims: Mapping[int, ServiceEvent | None], movement: Movement, event: BalanceEvent) -> str:
    """Why ``event`` is an earlier answer ("" when it is new): held by another movement of this
    till's journal (``claims``), or no newer than the anchor the intent journalled."""
    if event.event_id in claimed_ids(claims, [event]) and event.event_id != movement.result_event_id:
        return f"event {event.event_id} is one this till already holds for an earlier movement"
    anchor = movement.anchor
    if anchor is not None and event.event_id <= anchor.event_id and event.created <= anchor.created:
        return f"event {event.event_id} is older than the till's request"
    return ""


def unexplained(movement: Movement, event: BalanceEvent, events: Sequence[BalanceEvent]) -> str:
    """Why ``event``'s starting balance is not explained ("" when it is): the service's own events
    on the code (``events``), newest first, must each end where the next one starts, back to the
    balance the till read."""
    before = movement.balance_before
    if before is None or event.starting_balance == before:
        return ""
    key = code_key(movement.code or "")
    earlier = sorted(
        (e for e in events if e.event_id < event.event_id and e.code and code_key(e.code) == key),
        key=lambda e: e.event_id,
        reverse=True,
    )
    expected = event.starting_balance
    for previous in earlier:
        if previous.balance != expected:
            break
        expected = previous.starting_balance
        if expected == before:
            return ""
    money = movement.currency or event.currency_code
    return (
        f"event {event.event_id} starts from {format_money(event.starting_balance, money)}, "
        f"where the till read {format_money(before, money)}"
    )


def refused_elsewhere(refusal: Rejected, movement: Movement, codes: Sequence[str]) -> str:
    """Why ``refusal`` is not this request's ("" when it may be): its words name a code that is none
    of the request's ``codes`` (an order or event id of the request's own is no code)."""
    ours = {code_key(code) for code in codes} | {
        str(number) for number in (movement.event_id, movement.order_id) if number is not None
    }
    others = sorted(code for code in refusal.named_codes if code_key(code) not in ours)
    if not others:
        return ""
    return f"the refusal is about another voucher ({', '.join(mask_code(code) for code in others)})"
