"""Tips paid by voucher (Employment (Allocation of Tips) Act 2023, Great Britain).

In bill mode the cashier may add a tip that the vouchers cover too: the bill's tag keeps the bill's
total with the tip in it and the tip apart (``BillTag.tip``), on every redemption of the bill in the
journal. The vouchers pay the bill first and the tip last, so each redemption splits into a bill
part and a tip part (``split``) from what the journal holds, and the tips record of a period is
made from the journal alone: staff, time, bill reference and tip, no guest's details. The Act asks
for that record to be kept three years (``TIPS_RECORD_YEARS``), longer than the guests' data.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal

from app.core.bill_handoff import taken
from app.core.csv_text import csv_cell
from app.core.i18n import translate
from app.core.money import format_money
from app.core.movement import Movement, MovementKind, MovementState

TIPS_RECORD_YEARS = 3
ZERO = Decimal(0)


def tip_paid(total: Decimal, tip: Decimal, paid: Decimal) -> Decimal:
    """What the vouchers paid of the tip: what they paid beyond the bill, up to the tip."""
    return min(tip, max(ZERO, paid - (total - tip)))


def split(total: Decimal, tip: Decimal, amounts: Sequence[Decimal]) -> list[tuple[Decimal, Decimal]]:
    """Each redemption of the bill (oldest first) as (bill part, tip part): the bill is paid first."""
    bill_left = total - tip
    parts = []
    for amount in amounts:
        to_bill = min(amount, max(ZERO, bill_left))
        bill_left -= to_bill
        parts.append((to_bill, amount - to_bill))
    return parts


def tip_slip_text(amount: Decimal, currency: str) -> str:
    """The slip's line: "Tip paid by voucher £5.00"."""
    return translate("Slip", "Tip paid by voucher {amount}").format(amount=format_money(amount, currency))


TIPS_HEADER = ("time", "staff", "bill", "tip", "currency")


@dataclass(frozen=True)
class TipRow:
    """One bill's tip paid by voucher: no guest's details, only who served and what was paid."""

    when: datetime
    staff: str
    bill: str
    tip: Decimal
    currency: str


def tips_record(movements: Iterable[Movement]) -> list[TipRow]:
    """The tips paid by voucher on this till's bills, oldest first, from the journal's done
    redemptions (what the service recorded on each)."""
    bills: dict[str, list[Movement]] = {}
    for m in sorted(movements, key=lambda x: x.created):
        if m.kind is MovementKind.REDEEM and m.state is MovementState.DONE and m.bill and m.bill.tip > 0:
            bills.setdefault(m.bill.bill_id, []).append(m)
    rows = []
    for lines in bills.values():
        tag = lines[-1].bill
        assert tag is not None
        paid = sum((taken(m) for m in lines), ZERO)
        if (tip := tip_paid(tag.total, tag.tip, paid)) > 0:
            rows.append(TipRow(lines[0].created, lines[0].staff, tag.reference, tip, tag.currency))
    return rows


def tips_csv_rows(rows: Iterable[TipRow]) -> list[list[str]]:
    return [list(TIPS_HEADER)] + [
        [csv_cell(value) for value in (row.when, row.staff, row.bill, row.tip, row.currency)] for row in rows
    ]
