"""The hand-off to the property's own POS: what staff must key there, and which movements still wait.

The till is a companion to the POS: a voucher redeemed here is only paid for once staff key the same
amount as a "Gift voucher" tender on the POS; money loaded onto a gift card here (a top-up, a new
card) must be taken as a payment on the POS. Nothing connects the two systems, so the till says what
to do there, in words that can be read across a counter, and keeps a tick per movement until someone
confirms it was keyed. A redemption a manager reversed from this till no longer needs keying; one the
service shows reversed by another till (or its back office) is said to be so, never to be keyed.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from decimal import Decimal

from app.core.bill_handoff import BillHandoff, bill_open, bill_paid, of_bill, reversed_here, taken
from app.core.i18n import kept_with_label, translate, unbroken
from app.core.money import format_money, to_request_amount
from app.core.movement import Movement, MovementKind, MovementState
from app.core.tender import POS_TENDER

#: [DECIDE] How far back an unticked redemption is still shown and reminded of: a day covers a
#: shift that ran past midnight and a till restarted the next morning, without nagging forever.
HANDOFF_WINDOW = timedelta(hours=24)


@dataclass(frozen=True, slots=True)
class Handoff:
    """One movement to key on the POS: a redemption (a tender) or money loaded onto a card (a payment).

    ``kind`` is the movement's; ``new_card`` tells an activation from a top-up of a known card.
    """

    movement_id: str
    code: str
    amount: Decimal
    currency: str
    reference: int | None
    staff: str
    when: datetime
    kind: MovementKind = MovementKind.REDEEM
    new_card: bool = False
    #: The service's redeem history shows the event reversed, and not by this till: nothing to key.
    reversed_elsewhere: bool = False
    #: A bill's redemptions, keyed on the POS as one tender (``app.core.bill_handoff``).
    bill: BillHandoff | None = None

    @property
    def held(self) -> bool:
        """A bill with a line not confirmed: nothing is copied or ticked until a manager decides."""
        return self.bill is not None and self.bill.held

    @property
    def movement_ids(self) -> tuple[str, ...]:
        """Every movement one tick records: a bill's redemptions all at once."""
        return self.bill.movement_ids if self.bill is not None else (self.movement_id,)

    @property
    def amount_text(self) -> str:
        return format_money(self.amount, self.currency)

    @property
    def reference_text(self) -> str:
        if self.kind is MovementKind.SALE:
            return self.code  # the sale's own payment reference, VD-…
        return str(self.reference) if self.reference else translate("Handoff", "not given")

    @property
    def instruction(self) -> str:
        """``Key £37.50 as Gift voucher — reference 700245``, or, once reversed elsewhere, not to; for money
        loaded onto a card, ``Take £20.00 payment on the POS for a gift card top-up — reference 700246``.

        The reference is what the cashier keys on the POS: it never starts a line away from the words
        that say what it is (``kept_with_label``), in any language and at any width."""
        if self.bill is not None and not self.reversed_elsewhere:
            return self.bill.instruction(self.amount_text)
        if self.reversed_elsewhere:
            said = translate("Handoff", "Reversed elsewhere — do not key {amount} (reference {reference})")
        elif self.kind is MovementKind.SALE:
            said = translate(
                "Handoff", "Take {amount} payment on the POS for a voucher sale — reference {reference}"
            )
        elif self.kind is MovementKind.TOPUP and self.new_card:
            said = translate(
                "Handoff", "Take {amount} payment on the POS for a new gift card — reference {reference}"
            )
        elif self.kind is MovementKind.TOPUP:
            said = translate(
                "Handoff", "Take {amount} payment on the POS for a gift card top-up — reference {reference}"
            )
        else:
            said = translate("Handoff", "Key {amount} as {tender} — reference {reference}")
        return kept_with_label(said, "{reference}").format(
            amount=self.amount_text,
            tender=translate("Handoff", POS_TENDER),
            reference=unbroken(self.reference_text),
        )

    @property
    def clipboard_text(self) -> str:
        """The plain amount first (what a POS amount field takes), then the reference."""
        what = translate("Handoff", "Gift card payment") if self.kind is MovementKind.TOPUP else None
        what = translate("Handoff", "Voucher sale") if self.kind is MovementKind.SALE else what
        refs = self.bill.references_text if self.bill is not None else self.reference_text
        return translate("Handoff", "{amount} {what} ref {references}").format(
            amount=to_request_amount(self.amount),
            what=what or translate("Handoff", POS_TENDER),
            references=refs,
        )

    @property
    def detail(self) -> str:
        """``Redeemed 14:02 by Sam``, ``Topped up 14:05 by Sam``, ``New card sold 14:07 by Sam``."""
        return translate("Handoff", "{done} {time} by {staff}").format(
            done=self._done, time=f"{self.when:%H:%M}", staff=self.staff
        )

    @property
    def detail_short(self) -> str:
        """``Redeemed 14:02``: the detail without who did it, where a short till has no line for it."""
        return translate("Handoff", "{done} {time}").format(done=self._done, time=f"{self.when:%H:%M}")

    @property
    def _done(self) -> str:
        done = translate("Handoff", "Redeemed") if self.bill is None else self.bill.done
        if self.kind is MovementKind.TOPUP:
            done = (
                translate("Handoff", "New card sold") if self.new_card else translate("Handoff", "Topped up")
            )
        if self.kind is MovementKind.SALE:
            done = translate("Handoff", "Vouchers sold")
        return done

    @property
    def summary(self) -> str:
        """One line for a reminder or a report: ``14:02 £37.50 — ref 700245 — Sam``."""
        refs = self.bill.references_text if self.bill is not None else self.reference_text
        said = translate("Handoff", "{time} {amount} — ref {references} — {staff}")
        return kept_with_label(said, "{references}").format(
            time=f"{self.when:%H:%M}", amount=self.amount_text, references=unbroken(refs), staff=self.staff
        )


def needs_keying(movements: Iterable[Movement], keyed: Collection[str]) -> list[Movement]:
    """Redemptions, top-ups and paid sales the service recorded that nobody ticked on the POS, oldest first.

    Only DONE ones count (an activation is a top-up): a rejected or not-applied one moved no money,
    and an unresolved one is not known to have (the shift report lists those for a manager). A
    redemption whose event a reverse of this till undid is left out: there is nothing left to key.
    """
    listed = list(movements)
    reversed_events = reversed_here(listed)
    return sorted(
        (
            m
            for m in listed
            if (m.kind in (MovementKind.REDEEM, MovementKind.TOPUP) or _paid_sale(m))
            and m.state is MovementState.DONE
            and m.id not in keyed
            and m.result_event_id not in reversed_events
        ),
        key=lambda m: m.created,
    )


def _paid_sale(movement: Movement) -> bool:
    """A sale the guest pays for on the POS (a complimentary one takes no payment)."""
    return movement.kind is MovementKind.SALE and (movement.amount or Decimal(0)) > 0


def handoff_of(movement: Movement) -> Handoff:
    amount = movement.amount if movement.amount is not None else movement.balance_before
    return Handoff(
        movement_id=movement.id,
        code=movement.code or "",
        amount=amount if amount is not None else Decimal(0),
        currency=movement.currency or "",
        reference=movement.result_event_id or None,
        staff=movement.staff,
        # The service's own stamp when it recorded the movement: the time the feed and the POS's
        # records show, whatever zone or drift the till's clock has (its own time is the fallback).
        when=movement.service.created if movement.service is not None else movement.created,
        kind=movement.kind,
        new_card=movement.service is not None and movement.service.type == "Activation",
    )


def handoffs(
    pending: Sequence[Movement],
    every: Iterable[Movement],
    made: Callable[[Movement], Handoff] = handoff_of,
) -> list[Handoff]:
    """The hand-offs of ``pending`` (``needs_keying``'s, oldest first): a bill's redemptions are one,
    where its first stands, keyed as their sum; ``every`` is what the journal holds of the bills.
    ``made`` makes one movement's hand-off (``handoff_of``, or a reader's own that keeps them)."""
    every = list(every)
    paid, open_lines = bill_paid(every), bill_open(every)
    # Each bill's own movements, gathered once: a bill's hand-off reads only its own, and a day's
    # journal searched whole for each bill still to key made the grouping grow with the square of the day.
    of_each: dict[str, list[Movement]] = {}
    for m in every:
        if m.bill is not None:
            of_each.setdefault(m.bill.bill_id, []).append(m)
    bills: dict[str, list[Movement]] = {}
    for m in pending:
        if m.bill is not None and m.kind is MovementKind.REDEEM:
            bills.setdefault(m.bill.bill_id, []).append(m)
    out: list[Handoff] = []
    for m in pending:
        if m.bill is None or m.kind is not MovementKind.REDEEM:
            out.append(made(m))
        elif bills[m.bill.bill_id][0] is m:
            lines = bills[m.bill.bill_id]
            total = sum((taken(x) for x in lines), Decimal(0))
            out.append(
                replace(
                    made(m),
                    amount=total,
                    bill=of_bill(lines, paid, open_lines, of_each.get(m.bill.bill_id, [])),
                )
            )
    return out
