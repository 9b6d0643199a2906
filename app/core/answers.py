"""Does the service's direct answer record what the till asked? Checked figure by figure.

Kept apart from ``app.core.reconcile``, which decides from the service's records what happened to a
movement whose answer was lost: an answer that did arrive still names its event, and that event
must be this movement as asked (type, code, amount, currency, location) before the till calls it
done. One that records anything otherwise is a mismatch a manager checks, said in plain words,
never a sale; the journal keeps the event's own figures (``service_event``) either way.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Protocol

from app.core.i18n import translate
from app.core.money import format_money
from app.core.movement import Movement, MovementKind, ServiceEvent, code_key
from app.core.reconcile import EventLike, expected_types


class FullEvent(EventLike, Protocol):
    """An event with its currency and balances: what an answer check and a candidate need."""

    @property
    def currency_code(self) -> str: ...
    @property
    def starting_balance(self) -> Decimal: ...
    @property
    def balance(self) -> Decimal: ...


def answer_types(movement: Movement, original_type: str | None = None) -> frozenset[str]:
    """The event types a direct answer to this movement must have.

    A top-up records the balance the till saw: zero is a new card (the till tops up only vouchers
    that hold something, ``app.core.topup``), whose answer must be an ``Activation``. A ``Topup``
    answer means another till activated the card first and this money went onto someone else's
    card: a mismatch for a manager, never a sale.
    """
    if movement.kind is MovementKind.TOPUP and movement.balance_before is not None:
        return frozenset({"Activation"}) if movement.balance_before == 0 else frozenset({"Topup"})
    return expected_types(movement, original_type)


@dataclass(frozen=True)
class Difference:
    """One figure the service recorded otherwise than the till asked."""

    field: str
    asked: str
    recorded: str


def answer_differences(
    movement: Movement, event: FullEvent, *, original_type: str | None = None
) -> list[Difference]:
    """What the service's answer records otherwise than ``movement`` asked: [] when it matches.

    Amounts are compared by magnitude (the service may sign them; the type gives the direction).
    """
    found: list[Difference] = []
    types = answer_types(movement, original_type)
    if event.type not in types:
        found.append(Difference("type", translate("Answer", " or ").join(sorted(types)), event.type))
    if movement.code is not None and (event.code is None or code_key(event.code) != code_key(movement.code)):
        found.append(Difference("code", movement.code, event.code or translate("Answer", "no code")))
    expected = movement.expected_amount
    currency = movement.currency or event.currency_code
    if expected is not None and abs(event.amount) != expected:
        found.append(
            Difference(
                "amount",
                format_money(expected, currency),
                format_money(abs(event.amount), event.currency_code),
            )
        )
    if movement.currency is not None and event.currency_code != movement.currency:
        found.append(Difference("currency", movement.currency, event.currency_code))
    location = movement.expected_location_id or movement.location_id
    if event.location_id != location:
        at = translate("Answer", "location {location}")
        found.append(
            Difference("location", at.format(location=location), at.format(location=event.location_id))
        )
    return found


def service_event(event: FullEvent) -> ServiceEvent:
    """The journal's copy of a service event's figures."""
    return ServiceEvent(
        event_id=event.event_id,
        type=event.type,
        code=event.code,
        location_id=event.location_id,
        amount=abs(event.amount),
        currency=event.currency_code,
        starting_balance=event.starting_balance,
        balance=event.balance,
        created=event.created,
    )


def mismatch_text(differences: Sequence[Difference]) -> str:
    """Plain words for the cashier: "The service recorded £20.00, not £10.00 — ask a manager."""
    said = {
        "amount": translate("Answer", "{recorded}, not {asked}"),
        "code": translate("Answer", "it on {recorded}, not {asked}"),
        "location": translate("Answer", "it at {recorded}, not {asked}"),
        "currency": translate("Answer", "it in {recorded}, not {asked}"),
    }
    other = translate("Answer", "a {recorded} event, not {asked}")
    parts = [
        said.get(difference.field, other).format(recorded=difference.recorded, asked=difference.asked)
        for difference in differences
    ]
    return translate("Answer", "The service recorded {differences} — ask a manager.").format(
        differences="; ".join(parts)
    )
