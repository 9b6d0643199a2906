"""What a bill's panel reads of it: its lines by where they stand, what is paid, what is left.

A plain mixin of ``app.desk.bill.bill.BillViewModel`` (no Qt of its own): the figures every
sentence about the bill is made from, defined once, so the heading, the outcome line and the
proposals never count a line two ways.
"""

from __future__ import annotations

from decimal import Decimal

from app.core import bill as rules
from app.core.bill import BillLine, BillTag
from app.core.money import format_money
from app.desk.bill import _words as words
from app.desk.bill.lines import SENDABLE, LineState, LineStatus


class BillFigures:
    """The bill as it stands: its tag (None until a total is entered), its lines in the order they
    were scanned, each line's state by its scan number, and every figure read from them. The bill's
    view-model changes these; widgets and the hand-off read the figures."""

    def __init__(self) -> None:
        self.tag: BillTag | None = None
        self.lines: list[BillLine] = []
        self.statuses: dict[int, LineStatus] = {}

    @property
    def currency(self) -> str:
        return self.tag.currency if self.tag is not None else ""

    @property
    def total(self) -> Decimal:
        return self.tag.total if self.tag is not None else Decimal(0)

    def status(self, line: BillLine) -> LineStatus:
        return self.statuses.get(line.scanned, LineStatus())

    def _in(self, *states: LineState) -> list[BillLine]:
        return [x for x in self.lines if self.status(x).state in states]

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
    def not_taken(self) -> list[BillLine]:
        """Lines that were sent, stopped or refused and that the service did not take: each waits
        for the cashier's word (retry, replace, or the POS), said on its line."""
        return [x for x in self.to_send if self.status(x).text]

    @property
    def _on_vouchers(self) -> Decimal:
        """What the service recorded, and what the lines proposed or on their way will pay."""
        proposed = [x for x in self.to_send if not self.status(x).text]
        return self.paid + rules.covered(proposed + self._in(LineState.SENDING))

    @property
    def left_text(self) -> str:
        """What the guest still pays on the POS once the lines proposed are taken.

        Lines not confirmed, and lines the service did not take, are counted as the outcome line
        counts them, not paid: the heading and the outcome never give two figures (the heading
        names both apart)."""
        if self.tag is None:
            return ""
        return format_money(rules.left_to_pay(self.total, self._on_vouchers), self.currency)

    @property
    def summary(self) -> str:
        """The bill's heading: "Bill £180.00 · ref Table 12 · on vouchers £160.00 · left £20.00"."""
        if self.tag is None:
            return ""
        return words.summary(
            self.tag,
            self.currency,
            self._on_vouchers,
            rules.covered(self.unsure),
            rules.covered(self.not_taken),
            self.left_text,
        )

    @property
    def outcome_text(self) -> str:
        """After sending: what went through, what did not, and what is left to pay on the POS."""
        # A line left at £0.00 because the bill was covered was never meant to be sent: it is not
        # one the service did not take, so it is not counted among those to retry or replace.
        return words.outcome(
            len(self.done), self.paid, len(self.unsure), len(self.not_taken), self.total, self.currency
        )
