"""What a bill's panel reads of it: its lines by where they stand, what is paid, what is left.

A plain mixin of ``app.viewmodels.bill.BillViewModel`` (no Qt of its own): the figures every
sentence about the bill is made from, defined once, so the heading, the outcome line and the
proposals never count a line two ways.
"""

from __future__ import annotations

from decimal import Decimal

from app.core import bill as rules
from app.core.bill import BillLine, BillTag
from app.core.money import format_money
from app.viewmodels import bill_words as words
from app.viewmodels.bill_lines import SENDABLE, LineState, LineStatus


class BillFigures:
    """The bill's lines and figures; ``BillViewModel`` holds the state they are read from."""

    tag: BillTag | None
    _lines: list[BillLine]
    statuses: dict[int, LineStatus]

    @property
    def currency(self) -> str:
        return self.tag.currency if self.tag is not None else ""

    @property
    def total(self) -> Decimal:
        return self.tag.total if self.tag is not None else Decimal(0)

    def status(self, line: BillLine) -> LineStatus:
        return self.statuses.get(line.scanned, LineStatus())

    def _in(self, *states: LineState) -> list[BillLine]:
        return [x for x in self._lines if self.status(x).state in states]

    @property
    def to_send(self) -> list[BillLine]:
        return self._in(*SENDABLE)

    @property
    def done(self) -> list[tuple[BillLine, LineStatus]]:
        return [(x, self.status(x)) for x in self._in(LineState.DONE)]

    @property
    def unsure(self) -> list[BillLine]:
        return self._in(LineState.UNSURE)

    @property
    def paid(self) -> Decimal:
        """What the service recorded on this bill's lines."""
        return sum((s.taken or Decimal(0) for _, s in self.done), Decimal(0))

    @property
    def left(self) -> Decimal:
        """What is left of the bill for another voucher once every line on it is paid as proposed
        (a line not confirmed may have been taken: nothing else is proposed for its share)."""
        planned = rules.covered(self.to_send + self._in(LineState.SENDING)) + rules.covered(self.unsure)
        return self.total - self.paid - planned

    @property
    def room(self) -> Decimal:
        """What is left for a whole-only voucher: part-use lines not typed by hand give way to it."""
        fixed = [x for x in self.to_send + self.unsure if x.whole_only or x.typed]
        return self.total - self.paid - rules.covered(fixed)

    @property
    def left_text(self) -> str:
        """What the guest still pays on the POS once the lines on the bill are taken as proposed.

        Lines not confirmed are counted as the outcome line counts them, not paid: the heading and
        the outcome never give two figures (the heading names what is not confirmed apart)."""
        if self.tag is None:
            return ""
        on = self.paid + rules.covered(self.to_send + self._in(LineState.SENDING))
        return format_money(rules.left_to_pay(self.total, on), self.currency)

    @property
    def summary(self) -> str:
        """The bill's heading: "Bill £180.00 · ref Table 12 · on vouchers £160.00 · left £20.00"."""
        if self.tag is None:
            return ""
        on = rules.covered(self.to_send + self._in(LineState.SENDING)) + self.paid
        return words.summary(self.tag, self.currency, on, rules.covered(self.unsure), self.left_text)

    @property
    def outcome_text(self) -> str:
        """After sending: what went through, what did not, and what is left to pay on the POS."""
        return words.outcome(
            len(self.done), self.paid, len(self.unsure), len(self.to_send), self.total, self.currency
        )
