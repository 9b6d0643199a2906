"""The bill a redemption belongs to, as the journal keeps it (one column of JSON on the movement).

Its own module, below ``app.core.movement`` which carries it, so that the bill's rules
(``app.core.bill``) can use the movement's words without a cycle.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from decimal import Decimal


@dataclass(frozen=True)
class BillTag:
    """What each redemption of a bill carries into the journal: which bill, its reference and total."""

    bill_id: str
    reference: str
    total: Decimal
    currency: str

    def to_json(self) -> str:
        return json.dumps(
            {"id": self.bill_id, "ref": self.reference, "total": str(self.total), "cur": self.currency}
        )

    @staticmethod
    def from_json(text: str | None) -> BillTag | None:
        """The tag a journal row holds, or None (a redemption on its own, or an unreadable tag)."""
        if not text:
            return None
        try:
            data = json.loads(text)
            return BillTag(str(data["id"]), str(data["ref"]), Decimal(str(data["total"])), str(data["cur"]))
        except (ValueError, KeyError, TypeError, ArithmeticError):
            return None
