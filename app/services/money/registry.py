"""Every kind of movement the till knows, by its ``MovementKind``: the one place a new kind is added."""

from __future__ import annotations

from app.core.movement import Movement, MovementKind
from app.services.money.kind import Kind
from app.services.money.redeem import Redeem
from app.services.money.refund import Refund
from app.services.money.reverse import Reverse
from app.services.money.sale import Sale
from app.services.money.topup import Topup

KINDS: dict[MovementKind, Kind] = {
    kind.kind: kind for kind in (Redeem(), Topup(), Reverse(), Refund(), Sale())
}


def kind_of(movement: Movement) -> Kind:
    return KINDS[movement.kind]
