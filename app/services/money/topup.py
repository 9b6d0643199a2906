"""A top-up: money added to a voucher, or a new card activated with it, at this till's location.

Journalled, sent once and checked exactly as a redemption is: the answer must be a ``Topup`` or
``Activation`` on this code, for this amount and currency, at this location. ``balance_before`` is
what the till saw: zero says a new card, whose answer must then be an ``Activation``
(``app.core.answers.answer_types``), a voucher's balance says a top-up, answered by a ``Topup``;
None (not known) accepts either.
"""

from __future__ import annotations

from decimal import Decimal

from app.api.client import VoucherClient
from app.api.sent import OnSent
from app.core.i18n import QT_TRANSLATE_NOOP
from app.core.intent import Intent
from app.core.movement import MovementKind
from app.services.money.kind import Kind, Sending


class Topup(Kind):
    kind = MovementKind.TOPUP
    noun = "top-up"
    named = (
        QT_TRANSLATE_NOOP("Movement", "a top-up of {amount} on {code}"),
        QT_TRANSLATE_NOOP("Movement", "a top-up on {code}"),
    )
    nothing = QT_TRANSLATE_NOOP("Movement", "nothing was added")
    made = QT_TRANSLATE_NOOP("Movement", "added")


def topup(
    client: VoucherClient,
    location_id: int,
    code: str,
    amount: Decimal,
    currency: str,
    balance_before: Decimal | None,
    on_sent: OnSent | None,
) -> Sending:
    """Add ``amount`` to ``code``; a code the service never saw is activated."""
    return Sending(
        MovementKind.TOPUP,
        Intent(code=code, amount=amount, currency=currency, balance_before=balance_before),
        (code,),
        lambda: client.topup(code, location_id, amount, on_sent=on_sent),
        location_id,
    )
