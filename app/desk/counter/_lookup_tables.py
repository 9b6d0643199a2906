"""The voucher panel's tables: the order's vouchers and the voucher's redeem history.

The order's codes are money (``app.core.masking``): only the voucher held at the counter shows whole.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject

from app.api.models import OrderRow, RedeemHistoryEntry
from app.core.i18n import QT_TRANSLATE_NOOP
from app.core.movement import code_key
from app.core.rules import history_status_text, status_text
from app.desk.common.presenters import date_or_dash, history_amount_text, row_balance_text, time_text
from app.desk.common.table import Column, RecordTableModel, code_column

#: The voucher panel's words: its tables' headings are translated where they are shown.
CONTEXT = "Voucher"


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


def history_model(
    currency: Callable[[], str], parent: QObject | None = None
) -> RecordTableModel[RedeemHistoryEntry]:
    return RecordTableModel(
        [
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
        ],
        parent,
    )


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
