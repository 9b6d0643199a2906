"""A member of staff's own tips record: the tips paid by voucher on their bills, for a period.

The Tips Act lets any worker see the record of their own tips; this is that record, from the till's
journal (``app.core.tips.tips_record``), narrowed to whoever is signed in. It needs no manager's
PIN because it shows only the signed-in member's own rows, and no guest's details because the
record holds none: time, bill reference and tip. The troncmaster's record of every member stays in
the manager's accounts window (``app.desk.accounts.export``).
"""

from __future__ import annotations

import html
from collections.abc import Callable
from datetime import datetime
from decimal import Decimal

from PySide6.QtCore import QObject, Signal

from app.core.i18n import QT_TRANSLATE_NOOP, translate
from app.core.money import format_money
from app.core.movement import Movement
from app.core.tips import TipRow, tips_record
from app.desk.accounts.export import day_words, moment_words
from app.desk.common.table import Column, RecordTableModel

HEADERS = (
    QT_TRANSLATE_NOOP("Tips", "Time"),
    QT_TRANSLATE_NOOP("Tips", "Bill"),
    QT_TRANSLATE_NOOP("Tips", "Tip"),
)


def own_tips_model(parent: QObject | None = None) -> RecordTableModel[TipRow]:
    time, bill, tip = (translate("Tips", h) for h in HEADERS)
    return RecordTableModel(
        [
            Column(time, lambda row: moment_words(row.when), sort_key=lambda row: row.when),
            Column(bill, lambda row: row.bill or "—"),
            Column(tip, lambda row: format_money(row.tip, row.currency), align_right=True),
        ],
        parent,
    )


def totals(rows: list[TipRow]) -> dict[str, Decimal]:
    """The tips of the rows, per currency."""
    summed: dict[str, Decimal] = {}
    for row in rows:
        summed[row.currency] = summed.get(row.currency, Decimal(0)) + row.tip
    return summed


def total_text(rows: list[TipRow]) -> str:
    if not rows:
        return translate("Tips", "No tips paid by voucher on your bills in this period.")
    amounts = ", ".join(format_money(amount, currency) for currency, amount in sorted(totals(rows).items()))
    return translate(
        "Tips", "Tips paid by voucher on your bills: %n bill(s), {total}", None, len(rows)
    ).format(total=amounts)


class OwnTipsViewModel(QObject):
    """Signal: ``ready(list[TipRow])``, the signed-in member's rows of the period, oldest first."""

    ready = Signal(object)

    def __init__(
        self,
        source: Callable[[datetime, datetime], list[Movement]],
        staff: Callable[[], str],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._source = source
        self._staff = staff
        self.rows: list[TipRow] = []
        self.start: datetime | None = None
        self.end: datetime | None = None
        self.table = own_tips_model(self)

    @property
    def staff(self) -> str:
        return self._staff()

    def build(self, start: datetime, end: datetime) -> None:
        self.start, self.end = start, end
        staff = self.staff
        # Only the signed-in member's rows: another member's tips are theirs to see, not this one's.
        self.rows = [row for row in tips_record(self._source(start, end)) if staff and row.staff == staff]
        self.table.set_records(self.rows)
        self.ready.emit(self.rows)

    def page(self, place: str) -> str:
        """The record as printed: who, the period, a line per bill and the total."""
        if self.start is None or self.end is None:
            return ""
        esc = html.escape
        heading = translate("Tips", "Tips paid by voucher — {staff}").format(staff=self.staff)
        window = translate("Tips", "{place} · from {start} to {end}").format(
            place=place, start=day_words(self.start), end=day_words(self.end)
        )
        header = "".join(f"<th align='left'>{esc(translate('Tips', h))}</th>" for h in HEADERS)
        cells = "".join(
            "<tr>"
            + "".join(
                f"<td>{esc(value)}</td>"
                for value in (
                    moment_words(row.when),
                    row.bill or "—",
                    format_money(row.tip, row.currency),
                )
            )
            + "</tr>"
            for row in self.rows
        )
        return (
            f"<html><body><h1>{esc(heading)}</h1><p>{esc(window)}</p>"
            f"<table border='1' cellspacing='0' cellpadding='4'><tr>{header}</tr>{cells}</table>"
            f"<p><b>{esc(total_text(self.rows))}</b></p></body></html>"
        )
