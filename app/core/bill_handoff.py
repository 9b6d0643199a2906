"""A bill's redemptions handed off to the POS as one tender, with one tick for the bill.

The POS takes the vouchers of one bill as one "Gift voucher" payment: the cashier keys their sum
once, with the service's references of each, and what is left of the bill is paid there another
way. A bill's redemption that went through later (a retry, one found by the re-check) joins the
bill's hand-off while it is not ticked; once ticked, it is a hand-off of its own for the same bill.

What it asks of the POS is the sum of what the service recorded on the bill's lines, never what a
window happened to see. While a line of the bill is not confirmed (the service may have taken it)
the hand-off is not final: it names that line, and it is neither copied nor ticked until a manager
has decided it (``BillHandoff.held``); the decision changes the journal, and the hand-off with it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from decimal import Decimal

from app.core.bill import refund_text
from app.core.bill_tag import BillTag, PlannedLine
from app.core.i18n import kept_with_label, translate
from app.core.masking import mask_code, mask_codes
from app.core.money import format_money
from app.core.movement import UNRESOLVED_STATES, Movement, MovementKind, MovementState
from app.core.tender import POS_TENDER


@dataclass(frozen=True)
class OpenLine:
    """A line of the bill the service may have taken and the till cannot yet say: its code and amount."""

    code: str
    amount: Decimal


@dataclass(frozen=True)
class BillHandoff:
    """What one bill's hand-off adds to a redemption's: its vouchers, their references, what is left."""

    movement_ids: tuple[str, ...]
    references: tuple[int, ...]
    reference: str
    left: Decimal
    currency: str
    #: Lines of the bill not confirmed yet: the hand-off waits for a manager's decision on each.
    open_lines: tuple[OpenLine, ...] = ()
    #: Lines confirmed on the bill that were never sent (the till stopped mid-bill): taken on the POS.
    not_sent: tuple[PlannedLine, ...] = ()
    #: What the POS refunds to the guest of a bill paid over its total, where the law says so.
    refund: Decimal = Decimal(0)

    @property
    def held(self) -> bool:
        """Not final: the POS is asked for nothing more of this bill until a manager decides."""
        return bool(self.open_lines)

    @property
    def count(self) -> int:
        return len(self.movement_ids)

    @property
    def references_text(self) -> str:
        return ", ".join(str(r) for r in self.references) or translate("Bill", "not given")

    @property
    def done(self) -> str:
        """ "Bill Table 12 redeemed", in the hand-off's detail line; for a bill the till stopped
        sending, "Bill Table 12 interrupted — not sent: £75.00 on ••••••NR75"."""
        if self.not_sent:
            named = ", ".join(
                translate("Bill", "{amount} on {code}").format(
                    amount=format_money(line.amount, self.currency), code=line.code
                )
                for line in self.not_sent
            )
            return translate("Bill", "Bill {reference} interrupted — not sent: {lines}").format(
                reference=self.reference or "—", lines=named
            )
        if self.reference:
            return translate("Bill", "Bill {reference} redeemed").format(reference=self.reference)
        return translate("Bill", "Bill redeemed")

    def instruction(self, amount_text: str) -> str:
        """ "Key £160.00 as Gift voucher (3 vouchers) — references 700245, 700246, 700247; £20.00 left
        to pay"; while a line is not confirmed, ``… — £25.00 on ••••PART not confirmed — a manager
        decides before the rest is paid``."""
        if self.open_lines:
            left = not_final(self.open_lines, self.currency)
        elif self.left > 0:
            left = translate("Bill", "{amount} left to pay").format(
                amount=format_money(self.left, self.currency)
            )
        else:
            left = translate("Bill", "nothing left to pay")
        if self.refund > 0 and not self.open_lines:
            left = f"{left}; {refund_text(self.refund, self.currency)}"
        said = translate(
            "Bill", "Key {amount} as {tender} (%n voucher(s)) — {references}; {left}", None, self.count
        )
        return kept_with_label(said, "{references}").format(
            amount=amount_text,
            tender=translate("Handoff", POS_TENDER),
            references=self._references_words,
            left=left,
        )

    @property
    def _references_words(self) -> str:
        """ "reference 700245" or "references 700245, 700246"."""
        if len(self.references) == 1:
            said = translate("Bill", "reference {numbers}")
        else:
            said = translate("Bill", "references {numbers}")
        return kept_with_label(said, "{numbers}").format(numbers=self.references_text)


def not_final(lines: Sequence[OpenLine], currency: str) -> str:
    """ "£25.00 on ••••PART not confirmed — a manager decides before the rest is paid"."""
    said = translate("Bill", "{amount} on {code}")
    codes = mask_codes([line.code for line in lines])
    named = ", ".join(
        said.format(amount=format_money(line.amount, currency), code=code)
        for line, code in zip(lines, codes, strict=True)
    )
    return translate("Bill", "{lines} not confirmed — a manager decides before the rest is paid").format(
        lines=named
    )


def taken(movement: Movement) -> Decimal:
    """What a done redemption took: the service's figure where it gave one."""
    if movement.service is not None:
        return movement.service.amount
    return movement.amount if movement.amount is not None else (movement.balance_before or Decimal(0))


def reversed_here(movements: Iterable[Movement]) -> set[int]:
    """The events a done reverse of this till undid: nothing of them is left on the voucher or to key."""
    return {
        m.event_id
        for m in movements
        if m.kind is MovementKind.REVERSE and m.state is MovementState.DONE and m.event_id is not None
    }


def bill_paid(movements: Iterable[Movement]) -> dict[str, Decimal]:
    """What the service still holds on each bill, by bill id, from every done redemption of it: a line
    a manager reversed since paid nothing, so its amount is left to pay on the POS again."""
    listed = list(movements)
    undone = reversed_here(listed)
    paid: dict[str, Decimal] = {}
    for m in listed:
        if (
            m.kind is MovementKind.REDEEM
            and m.state is MovementState.DONE
            and m.bill is not None
            and m.result_event_id not in undone
        ):
            paid[m.bill.bill_id] = paid.get(m.bill.bill_id, Decimal(0)) + taken(m)
    return paid


def bill_open(movements: Iterable[Movement]) -> dict[str, tuple[OpenLine, ...]]:
    """Each bill's redemptions nobody can yet say went through, by bill id, oldest first."""
    found: dict[str, list[OpenLine]] = {}
    for m in sorted(movements, key=lambda x: x.created):
        if m.kind is MovementKind.REDEEM and m.state in UNRESOLVED_STATES and m.bill is not None:
            amount = m.expected_amount if m.expected_amount is not None else Decimal(0)
            found.setdefault(m.bill.bill_id, []).append(OpenLine(m.code or "", amount))
    return {bill: tuple(lines) for bill, lines in found.items()}


def planned_tag(movements: Iterable[Movement]) -> dict[str, BillTag]:
    """Each bill's newest tag that says its lines (the last Confirm's), by bill id."""
    tags: dict[str, BillTag] = {}
    for m in sorted(movements, key=lambda x: x.created):
        if m.kind is MovementKind.REDEEM and m.bill is not None and m.bill.lines:
            tags[m.bill.bill_id] = m.bill
    return tags


def never_sent(tag: BillTag, movements: Iterable[Movement]) -> tuple[PlannedLine, ...]:
    """The lines of ``tag``'s bill, as last confirmed, that no redemption in ``movements`` carries:
    the till stopped (or was stopped) before it sent them."""
    sent = [
        mask_code(m.code or "")
        for m in movements
        if m.kind is MovementKind.REDEEM and m.bill is not None and m.bill.bill_id == tag.bill_id
    ]
    missing: list[PlannedLine] = []
    for line in tag.lines:
        if line.code in sent:
            sent.remove(line.code)
        else:
            missing.append(line)
    return tuple(missing)


def of_bill(
    lines: Sequence[Movement],
    paid: dict[str, Decimal],
    open_lines: dict[str, tuple[OpenLine, ...]],
    every: Sequence[Movement] = (),
) -> BillHandoff:
    """The hand-off of a bill's redemptions still to key (``lines``, all of one bill); ``every`` is
    what the journal holds of the bills, for the lines never sent."""
    tag = lines[0].bill
    assert tag is not None
    planned = planned_tag(every).get(tag.bill_id)
    return BillHandoff(
        tuple(x.id for x in lines),
        tuple(x.result_event_id for x in lines if x.result_event_id),
        tag.reference,
        max(Decimal(0), tag.total - paid.get(tag.bill_id, Decimal(0))),
        tag.currency or (lines[0].currency or ""),
        open_lines.get(tag.bill_id, ()),
        never_sent(planned, every) if planned is not None else (),
        planned.refund if planned is not None else tag.refund,
    )
