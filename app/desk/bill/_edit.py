"""The cashier's edits of a bill's lines before its review: a line's amount typed, a line taken off.

Neither is allowed while the bill is busy (a lookup, a review's re-read, its sending) or its review
is open, nor on a line the service recorded or one still being checked: what the review showed is
what Confirm sends, and nothing recorded leaves the bill.
"""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal
from typing import TYPE_CHECKING

from app.core import bill as rules
from app.core.i18n import translate
from app.desk.bill import _words as words
from app.desk.bill.lines import SENDABLE, shown_code

if TYPE_CHECKING:
    from app.desk.bill.bill import BillViewModel


def set_amount(bill: BillViewModel, row: int, text: str) -> None:
    """The cashier changed a line's amount: it keeps it, and the other lines share what is left."""
    line = bill.line_at(row)
    if line is None or bill.status(line).state not in SENDABLE or bill.busy or bill.reviewing:
        return
    others = rules.covered(
        x for x in bill.to_send + bill.unsure if x.scanned != line.scanned and (x.whole_only or x.typed)
    )
    amount, problem = words.typed_amount(line, text, max(Decimal(0), bill.total - others - bill.paid))
    if amount is None:
        bill.message.emit(problem, "refused")
        return
    bill.replace_line(replace(line, amount=amount, typed=True))


def remove(bill: BillViewModel, row: int) -> None:
    """Take a line off the bill (never one the service recorded, or one still being checked)."""
    line = bill.line_at(row)
    if line is None or bill.busy or bill.reviewing:
        return
    state = bill.status(line).state
    if state not in SENDABLE:
        bill.message.emit(
            translate("Bill", "{code} cannot be taken off: {why}").format(
                code=shown_code(line, bill.last_scanned), why=words.state_word(state)
            ),
            "refused",
        )
        return
    code = shown_code(line, bill.last_scanned)
    bill.drop_line(line)
    bill.message.emit(translate("Bill", "{code} taken off the bill.").format(code=code), "info")
