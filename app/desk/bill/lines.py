"""The lines of a bill as the cashier reads them: a table model, and where each line stands.

Every code on the bill is shown masked but the one on the counter, the one just scanned while the
bill is being made up (the cashier checks that one against the voucher in their hand; the others are
on screen for anyone at the counter to read). Masked codes show the shortest tail that tells them
apart (``app.core.masking.mask_codes``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum
from functools import cached_property
from typing import Any

from PySide6.QtCore import QObject, Qt

from app.core.bill import BillLine
from app.core.i18n import QT_TRANSLATE_NOOP, translate
from app.core.masking import mask_codes
from app.core.money import format_money
from app.desk.common.table import Column, RecordTableModel


class LineState(StrEnum):
    """Where one line of the bill stands.

    OPEN: on the bill, not sent (or sent and proven not applied: it may be sent again). DONE: the
    service recorded it. SENDING: on its way, or its lost answer being checked. UNSURE: its answer
    could not be proven (a manager must check): never sent again from the bill. REFUSED: the service
    refused it: nothing was taken, it may be sent again or replaced.
    """

    OPEN = "open"
    SENDING = "sending"
    DONE = "done"
    REFUSED = "refused"
    UNSURE = "unsure"


#: Lines that the next review sends: nothing moved on them.
SENDABLE = frozenset({LineState.OPEN, LineState.REFUSED})
#: Lines whose balance after the service did not record.
_NO_BALANCE_AFTER = frozenset({LineState.REFUSED, LineState.UNSURE})


@dataclass(frozen=True)
class LineStatus:
    state: LineState = LineState.OPEN
    text: str = ""
    #: What the service recorded for a DONE line: its amount, the balance after, its event id.
    taken: Decimal | None = None
    balance: Decimal | None = None
    reference: int | None = None
    #: The journal's movement behind the line, once it was sent: a late answer finds its line.
    movement_id: str | None = None
    #: Earlier requests for the line the service applied late (it was taken twice).
    late: tuple[str, ...] = ()


def shown_codes(lines: Sequence[BillLine], on_counter: int | None) -> dict[int, str]:
    """Each line's code as the bill shows it, by scan: whole for the line scanned as ``on_counter``,
    the others masked to the tail that tells them apart."""
    held = next((x.code for x in lines if x.scanned == on_counter), None)
    return dict(zip((x.scanned for x in lines), mask_codes([x.code for x in lines], whole=held), strict=True))


@dataclass(frozen=True)
class BillRow:
    """One row of the bill's table, in till words (each worked out once: a row is painted often)."""

    line: BillLine
    status: LineStatus
    #: The line's code as the bill shows it (``shown_codes``).
    code_text: str
    #: The other lines cover the bill: a line that takes nothing is not needed.
    covered: bool = True

    @cached_property
    def kind_text(self) -> str:
        return translate("Bill", "Whole only") if self.line.whole_only else translate("Bill", "Part use")

    @cached_property
    def amount_text(self) -> str:
        amount = self.status.taken if self.status.taken is not None else self.line.amount
        return format_money(amount, self.line.voucher.currency_code)

    @cached_property
    def after_text(self) -> str:
        # A refused line took nothing, and an unsure one may or may not have: the balance the plan
        # would have left is not the voucher's, so none is claimed (its status says where it stands).
        if self.status.state in _NO_BALANCE_AFTER:
            return ""
        after = self.status.balance if self.status.balance is not None else self.line.balance_after
        return format_money(after, self.line.voucher.currency_code)

    @cached_property
    def status_text(self) -> str:
        if self.status.text:
            return self.status.text
        if self.line.amount <= 0:
            if self.covered:
                return translate("Bill", "Not needed: nothing left to pay")
            return translate("Bill", "Nothing to take: it has nothing left on it")
        return translate("Bill", "On the bill")


BILL_COLUMNS: list[Column[BillRow]] = [
    Column(QT_TRANSLATE_NOOP("Bill", "Voucher"), lambda r: r.code_text),
    Column(QT_TRANSLATE_NOOP("Bill", "Use"), lambda r: r.kind_text),
    Column(QT_TRANSLATE_NOOP("Bill", "Amount"), lambda r: r.amount_text, align_right=True),
    Column(QT_TRANSLATE_NOOP("Bill", "Balance after"), lambda r: r.after_text, align_right=True),
    Column(
        QT_TRANSLATE_NOOP("Bill", "Where it stands"), lambda r: r.status_text, tooltip=lambda r: r.status_text
    ),
]


class BillLinesModel(RecordTableModel[BillRow]):
    """The bill's lines, in the order they were scanned."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(BILL_COLUMNS, parent)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        """The columns' names in the signed-in language (the rows are numbered: two masked codes
        that end alike are told apart by their line number)."""
        text = super().headerData(section, orientation, role)
        if orientation == Qt.Orientation.Horizontal and isinstance(text, str):
            return translate("Bill", text)
        return text

    def show_row(self, index: int, row: BillRow) -> None:
        """One line's news while the bill is sent: its row alone is repainted (each line's outcome
        is painted as soon as it is known, not after every row was compared)."""
        self._records[index] = row
        self.dataChanged.emit(self.index(index, 0), self.index(index, self.columnCount() - 1))

    def show(self, rows: list[BillRow]) -> None:
        """The bill's rows now: the same lines are changed in place (a line's outcome while the bill
        is sent repaints its row only, not the whole table), other ones reset the table."""
        if [r.line.scanned for r in rows] != [r.line.scanned for r in self._records]:
            self.set_records(rows)
            return
        changed = [i for i, (old, new) in enumerate(zip(self._records, rows, strict=True)) if old != new]
        self._records = list(rows)
        if changed:
            self.dataChanged.emit(
                self.index(min(changed), 0), self.index(max(changed), self.columnCount() - 1)
            )
