"""What a Find result shows, as table models: the orders found, and the vouchers of the one chosen.

Personal data is shown as little as a receptionist needs: names whole (the guest says them), e-mail
addresses masked to their first letter and domain, codes to their last 4 (the voucher is not in
front of the till). Nothing here can be copied out or exported: the views offer no export.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from PySide6.QtCore import QModelIndex, QObject, Qt

from app.core.dates import day_text
from app.core.i18n import QT_TRANSLATE_NOOP, translate
from app.core.masking import mask_email
from app.core.money import format_money
from app.core.rules import status_text
from app.desk.common.table import Column, R, RecordTableModel, code_column
from app.store.order_index import IndexedOrder


@dataclass(frozen=True)
class FoundVoucher:
    """One voucher of a found order; ``code`` whole only for opening it, never shown."""

    code: str
    name: str
    status: str
    balance: Decimal | None
    currency: str


def _recipient(order: IndexedOrder) -> str:
    """A gift's recipient by name, or by masked e-mail when the order gives no name."""
    return order.recipient_name or mask_email(order.recipient_email)


ORDER_COLUMNS: list[Column[IndexedOrder]] = [
    Column(
        QT_TRANSLATE_NOOP("Find", "Order"), lambda o: str(o.order_id), lambda o: o.order_id, align_right=True
    ),
    Column(QT_TRANSLATE_NOOP("Find", "Date"), lambda o: day_text(o.created), lambda o: o.created),
    # A name or an e-mail too long for its column ends in "…": the whole of it is its tooltip.
    Column(
        QT_TRANSLATE_NOOP("Find", "Purchaser"), lambda o: o.customer_name, tooltip=lambda o: o.customer_name
    ),
    Column(
        QT_TRANSLATE_NOOP("Find", "E-mail"),
        lambda o: mask_email(o.email),
        tooltip=lambda o: mask_email(o.email),
    ),
    Column(QT_TRANSLATE_NOOP("Find", "Recipient"), _recipient, tooltip=_recipient),
    Column(
        QT_TRANSLATE_NOOP("Find", "Total"),
        lambda o: format_money(o.total, o.currency),
        lambda o: o.total,
        align_right=True,
    ),
]

VOUCHER_COLUMNS: list[Column[FoundVoucher]] = [
    # An order's vouchers whose codes end alike are told apart by a longer tail.
    code_column(QT_TRANSLATE_NOOP("Find", "Code"), lambda v: v.code),
    Column(QT_TRANSLATE_NOOP("Find", "Voucher"), lambda v: v.name),
    Column(QT_TRANSLATE_NOOP("Find", "Status"), lambda v: status_text(v.status)),
    Column(
        QT_TRANSLATE_NOOP("Find", "Balance"),
        lambda v: "—" if v.balance is None else format_money(v.balance, v.currency),
        lambda v: v.balance if v.balance is not None else Decimal(-1),
        align_right=True,
    ),
]


class _FindTable(RecordTableModel[R]):
    """A table whose headers are said in the signed-in language (marked for Find above)."""

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        header = super().headerData(section, orientation, role)
        if orientation == Qt.Orientation.Horizontal and isinstance(header, str):
            return translate("Find", header)
        return header


class FoundOrders(_FindTable[IndexedOrder]):
    """The orders found, growing as pages arrive: rows are inserted, so a chosen row stays chosen."""

    def append(self, orders: list[IndexedOrder]) -> None:
        if not orders:
            return
        first = self.rowCount()
        self.beginInsertRows(QModelIndex(), first, first + len(orders) - 1)
        self._records.extend(orders)
        self.endInsertRows()


def orders_model(parent: QObject) -> FoundOrders:
    return FoundOrders(ORDER_COLUMNS, parent)


def vouchers_model(parent: QObject) -> RecordTableModel[FoundVoucher]:
    return _FindTable(VOUCHER_COLUMNS, parent)
