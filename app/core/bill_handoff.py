"""A bill's redemptions handed off to the POS as one tender, with one tick for the bill.

The POS takes the vouchers of one bill as one "Gift voucher" payment: the cashier keys their sum
once, with the service's references of each, and what is left of the bill is paid there another
way. A bill's redemption that went through later (a retry, one found by the re-check) joins the
bill's hand-off while it is not ticked; once ticked, it is a hand-off of its own for the same bill.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from decimal import Decimal

from app.core.i18n import translate
from app.core.money import format_money
from app.core.movement import Movement, MovementKind, MovementState
from app.core.tender import POS_TENDER


@dataclass(frozen=True)
class BillHandoff:
    """What one bill's hand-off adds to a redemption's: its vouchers, their references, what is left."""

    movement_ids: tuple[str, ...]
    references: tuple[int, ...]
    reference: str
    left: Decimal
    currency: str

    @property
    def count(self) -> int:
        return len(self.movement_ids)

    @property
    def references_text(self) -> str:
        return ", ".join(str(r) for r in self.references) or translate("Bill", "not given")

    @property
    def done(self) -> str:
        """ "Bill Table 12 redeemed", in the hand-off's detail line."""
        if self.reference:
            return translate("Bill", "Bill {reference} redeemed").format(reference=self.reference)
        return translate("Bill", "Bill redeemed")

    def instruction(self, amount_text: str) -> str:
        """ "Key £160.00 as Gift voucher (3 vouchers) — references 700245, 700246, 700247; £20.00 left
        to pay"."""
        if self.left > 0:
            left = translate("Bill", "{amount} left to pay").format(
                amount=format_money(self.left, self.currency)
            )
        else:
            left = translate("Bill", "nothing left to pay")
        return translate(
            "Bill", "Key {amount} as {tender} (%n voucher(s)) — {references}; {left}", None, self.count
        ).format(
            amount=amount_text,
            tender=translate("Handoff", POS_TENDER),
            references=self._references_words,
            left=left,
        )

    @property
    def _references_words(self) -> str:
        """ "reference 700245" or "references 700245, 700246"."""
        if len(self.references) == 1:
            return translate("Bill", "reference {numbers}").format(numbers=self.references_text)
        return translate("Bill", "references {numbers}").format(numbers=self.references_text)


def taken(movement: Movement) -> Decimal:
    """What a done redemption took: the service's figure where it gave one."""
    if movement.service is not None:
        return movement.service.amount
    return movement.amount if movement.amount is not None else (movement.balance_before or Decimal(0))


def bill_paid(movements: Iterable[Movement]) -> dict[str, Decimal]:
    """What the service recorded on each bill, by bill id, from every done redemption of it."""
    paid: dict[str, Decimal] = {}
    for m in movements:
        if m.kind is MovementKind.REDEEM and m.state is MovementState.DONE and m.bill is not None:
            paid[m.bill.bill_id] = paid.get(m.bill.bill_id, Decimal(0)) + taken(m)
    return paid


def of_bill(lines: Sequence[Movement], paid: dict[str, Decimal]) -> BillHandoff:
    """The hand-off of a bill's redemptions still to key (``lines``, all of one bill)."""
    tag = lines[0].bill
    assert tag is not None
    return BillHandoff(
        tuple(x.id for x in lines),
        tuple(x.result_event_id for x in lines if x.result_event_id),
        tag.reference,
        max(Decimal(0), tag.total - paid.get(tag.bill_id, Decimal(0))),
        tag.currency or (lines[0].currency or ""),
    )
