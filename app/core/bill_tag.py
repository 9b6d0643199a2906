"""The bill a redemption belongs to, as the journal keeps it (one column of JSON on the movement).

Its own module, below ``app.core.movement`` which carries it, so that the bill's rules
(``app.core.bill``) can use the movement's words without a cycle.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from decimal import Decimal


@dataclass(frozen=True, slots=True)
class PlannedLine:
    """A line of the bill as the cashier confirmed it: its code masked (the journal keeps no other
    voucher's code whole) and the amount it was to pay."""

    code: str
    amount: Decimal


@dataclass(frozen=True, slots=True)
class BillTag:
    """What each redemption of a bill carries into the journal: which bill, its reference and total,
    and every line as confirmed, so that a till restarted mid-bill knows the lines it never sent."""

    bill_id: str
    reference: str
    total: Decimal
    currency: str
    lines: tuple[PlannedLine, ...] = ()
    #: What is refunded to the guest of a bill paid over its total by whole-only vouchers, where
    #: the law says so (``app.core.law.packs``): the hand-off asks the POS for it.
    refund: Decimal = Decimal(0)
    #: The tip the vouchers cover too, within ``total`` (``app.core.tips``).
    tip: Decimal = Decimal(0)

    def to_json(self) -> str:
        data: dict[str, object] = {
            "id": self.bill_id,
            "ref": self.reference,
            "total": str(self.total),
            "cur": self.currency,
        }
        if self.lines:
            data["lines"] = [[line.code, str(line.amount)] for line in self.lines]
        if self.refund:
            data["refund"] = str(self.refund)
        if self.tip:
            data["tip"] = str(self.tip)
        return json.dumps(data)

    @staticmethod
    def from_json(text: str | None) -> BillTag | None:
        """The tag a journal row holds, or None (a redemption on its own, or an unreadable tag)."""
        if not text:
            return None
        try:
            data = json.loads(text)
            lines = tuple(
                PlannedLine(str(code), Decimal(str(amount))) for code, amount in data.get("lines", [])
            )
            return BillTag(
                str(data["id"]),
                str(data["ref"]),
                Decimal(str(data["total"])),
                str(data["cur"]),
                lines,
                Decimal(str(data.get("refund", "0"))),
                Decimal(str(data.get("tip", "0"))),
            )
        except (ValueError, KeyError, TypeError, ArithmeticError):
            return None
