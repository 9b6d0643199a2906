"""The voucher panel's tables: the order's vouchers and the voucher's redeem history.

The order's codes are money (``app.core.masking``): only the voucher held at the counter shows whole.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QModelIndex, QObject, Signal

from app.api.models import OrderRow, RedeemHistoryEntry
from app.core.i18n import QT_TRANSLATE_NOOP
from app.core.movement import code_key
from app.core.rules import history_status_text, status_text
from app.desk.common.presenters import date_or_dash, history_amount_text, row_balance_text, time_text
from app.desk.common.table import Column, Index, RecordTableModel, code_column

#: The voucher panel's words: its tables' headings are translated where they are shown.
CONTEXT = "Voucher"
#: The history lines shown at once, and added each time the table is scrolled to its end: a
#: receptionist reads the newest few, and a card used every day has hundreds, which put in the
#: table all at once held the till longer with each line the day added.
HISTORY_SHOWN_AT_ONCE = 50


def rows_model(whole: Callable[[str], bool], parent: QObject | None = None) -> RecordTableModel[OrderRow]:
    """The order's vouchers; a code is whole only for the voucher held at the counter (``whole``):
    the guest holds that one, not necessarily its siblings on the order; the others are masked to be
    told apart from it and from each other."""
    return RecordTableModel(
        [
            code_column(
                QT_TRANSLATE_NOOP("Voucher", "Code"),
                lambda r: r.redeem_code,
                empty="—",
                context=CONTEXT,
                whole=whole,
            ),
            Column(QT_TRANSLATE_NOOP("Voucher", "Product"), lambda r: r.name, context=CONTEXT),
            Column(QT_TRANSLATE_NOOP("Voucher", "Status"), lambda r: status_text(r.status), context=CONTEXT),
            Column(
                QT_TRANSLATE_NOOP("Voucher", "Value"),
                row_balance_text,
                sort_key=lambda r: r.total,
                align_right=True,
                context=CONTEXT,
            ),
            Column(
                QT_TRANSLATE_NOOP("Voucher", "Expires"),
                lambda r: date_or_dash(r.expiry_date),
                sort_key=lambda r: r.expiry_date,
                context=CONTEXT,
            ),
        ],
        parent,
    )


class HistoryModel(RecordTableModel[RedeemHistoryEntry]):
    """The voucher's redeem history, newest first: the newest ``HISTORY_SHOWN_AT_ONCE`` lines at
    once, more each time the view reaches the end (Qt's ``canFetchMore``/``fetchMore``), or all of
    them on request (``show_all``). ``records`` are the lines shown; ``held`` counts them all.

    Signals:
        counted(int shown, int held): how many lines are shown of how many the voucher has.
    """

    counted = Signal(int, int)

    def __init__(self, currency: Callable[[], str], parent: QObject | None = None) -> None:
        super().__init__(_history_columns(currency), parent)
        self._held: list[RedeemHistoryEntry] = []

    @property
    def held(self) -> int:
        return len(self._held)

    def set_lines(self, lines: Sequence[RedeemHistoryEntry]) -> None:
        """The voucher's whole history, in any order (the service promises none): the newest shown."""
        self._held = sorted(lines, key=lambda line: line.event_id, reverse=True)
        self.set_records(self._held[:HISTORY_SHOWN_AT_ONCE])
        self.counted.emit(self.rowCount(), self.held)

    def add_newest(self, line: RedeemHistoryEntry) -> None:
        """A line just made at this till, at the top, with the lines shown so far kept. Set afresh
        rather than inserted: the table sizes its columns to what a new set of lines holds (a
        larger amount than any before it would be cut), and a set is at most a screenful or so."""
        self._held.insert(0, line)
        self.set_records([line, *self._records])
        self.counted.emit(self.rowCount(), self.held)

    def canFetchMore(self, parent: Index = QModelIndex()) -> bool:  # noqa: B008 - Qt's own default
        return not parent.isValid() and self.rowCount() < self.held

    def fetchMore(self, parent: Index = QModelIndex()) -> None:  # noqa: B008
        if not parent.isValid():
            self._show_up_to(self.rowCount() + HISTORY_SHOWN_AT_ONCE)

    def show_all(self) -> None:
        self._show_up_to(self.held)

    def _show_up_to(self, count: int) -> None:
        shown = self.rowCount()
        if count > shown:
            self.add_records(self._held[shown:count])
            self.counted.emit(self.rowCount(), self.held)


def _history_columns(currency: Callable[[], str]) -> list[Column[RedeemHistoryEntry]]:
    return [
        Column(
            QT_TRANSLATE_NOOP("Voucher", "When"),
            lambda h: time_text(h.last_changed),
            sort_key=lambda h: h.last_changed,
            context=CONTEXT,
        ),
        Column(
            QT_TRANSLATE_NOOP("Voucher", "Amount"),
            lambda h: history_amount_text(h, currency()),
            align_right=True,
            context=CONTEXT,
        ),
        Column(QT_TRANSLATE_NOOP("Voucher", "Where"), lambda h: h.location or "—", context=CONTEXT),
        Column(
            QT_TRANSLATE_NOOP("Voucher", "Status"),
            lambda h: history_status_text(h.status),
            context=CONTEXT,
        ),
        Column(
            QT_TRANSLATE_NOOP("Voucher", "Event"),
            lambda h: str(h.event_id),
            sort_key=lambda h: h.event_id,
            context=CONTEXT,
        ),
    ]


class ShownCurrency:
    """The currency of the voucher on screen, which its history's amounts are shown in.

    The history model reads it through this holder, not through the view-model, so the model and
    the view-model do not hold each other (a cycle only a garbage collection would free).
    """

    def __init__(self) -> None:
        self.code = ""

    def get(self) -> str:
        return self.code


class HeldCode:
    """The code scanned or typed at this counter, which alone the order's table shows whole."""

    def __init__(self) -> None:
        self.code = ""

    def whole(self, code: str) -> bool:
        return bool(self.code) and code_key(code) == code_key(self.code)
