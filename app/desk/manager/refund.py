"""Refund a whole order: read and checked before the PIN is asked, its result read back after.

The service refunds only an API order, only whole, only while every voucher is unused, and only
once. What the till can see of those rules (refunded, a void or used voucher, a ``not_api_order``
answer it had for this order before, a new card it sold itself) stops the refund before any PIN;
after a refund the order's vouchers are read back from the service and shown as they now stand
(every one Void, balance zero).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal

from app.api.errors import ApiError
from app.api.models import Order, OrderRow, Voucher
from app.core.dates import MONTH_DAY, local_moment
from app.core.i18n import translate
from app.core.masking import CodeMasks, mask_email
from app.core.money import format_money
from app.core.movement import Movement, MovementState, code_key
from app.core.rules import refund_blocker, status_text
from app.desk.common.outcomes import Wording
from app.desk.common.table import Column, RecordTableModel
from app.desk.manager.base import ManagerParts, ManagerTask, not_done_outcome
from app.services.movements import MovementResult

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class RefundRowView:
    code: str
    product: str
    status: str
    balance_text: str
    #: True when the service shows this voucher Void with a zero balance (after a refund).
    void_and_zero: bool = False


@dataclass(frozen=True)
class RefundView:
    order_id: int
    heading: str
    total_text: str
    rows: tuple[RefundRowView, ...]
    codes: tuple[str, ...]
    blocker: str

    @property
    def offered(self) -> bool:
        return not self.blocker


def refund_rows_model(parent: QObject | None = None) -> RecordTableModel[RefundRowView]:
    return RecordTableModel(
        [
            Column(translate("Refund", "Code"), lambda r: r.code),
            Column(translate("Refund", "Product"), lambda r: r.product),
            Column(translate("Refund", "Status"), lambda r: status_text(r.status)),
            Column(translate("Refund", "Balance"), lambda r: r.balance_text, align_right=True),
        ],
        parent,
    )


def refund_view(
    order: Order,
    rows: Sequence[OrderRow],
    vouchers: dict[str, Voucher],
    *,
    not_api_order: bool = False,
    activations: Sequence[Movement] = (),
) -> RefundView:
    """``activations``: the new cards this till sold (``Journal.activations``): an order holding
    one is not refunded here (``sold_here_blocker``). Every line of the view names a voucher as
    its table does, told apart from the order's other codes."""
    shown: list[RefundRowView] = []
    masks = CodeMasks(row.redeem_code for row in rows if row.redeem_code)
    for row in rows:
        voucher = vouchers.get(row.redeem_code)
        if voucher is not None:
            balance, currency, status = voucher.balance, voucher.currency_code, voucher.status
        else:
            balance, currency, status = row.total, row.currency_code, row.status
        shown.append(
            RefundRowView(
                # A manager refunds away from the guest's vouchers: their codes are masked.
                masks.mask(row.redeem_code) if row.redeem_code else "—",
                row.name,
                status,
                format_money(balance, currency),
                void_and_zero=voucher is not None and status == "Void" and balance == 0,
            )
        )
    who = order.customer_name or mask_email(order.email_address)
    total = format_money(order.total, order.currency_code)
    count = translate("Refund", "%n voucher(s)", None, len(rows))
    heading = " · ".join(
        p
        for p in (translate("Refund", "Order #{order}").format(order=order.order_id), who, total, count)
        if p
    )
    return RefundView(
        order_id=order.order_id,
        heading=heading,
        total_text=translate("Refund", "{total} on {count}").format(total=total, count=count),
        rows=tuple(shown),
        codes=tuple(row.redeem_code for row in rows if row.redeem_code),
        blocker=refund_blocker(order.refunded, rows, masks.mask, not_api_order=not_api_order)
        or sold_here_blocker(rows, activations, masks)
        or changed_since_sold(rows, vouchers, masks),
    )


def sold_here_blocker(rows: Sequence[OrderRow], activations: Sequence[Movement], masks: CodeMasks) -> str:
    """Why not, when a voucher of the order is a new card this till activated.

    The service made that order when the card was first loaded here (an ``Activation`` for a code
    it had never seen); it was not created through the API, and only API orders can be refunded.
    The till's own journal proves it, so the refund is refused before a manager's PIN is asked.
    """
    codes = {code_key(row.redeem_code) for row in rows if row.redeem_code}
    for movement in activations:
        if movement.code is not None and code_key(movement.code) in codes:
            return translate(
                "Refund",
                "This order is the new card {code} this till sold on {day} at {time}: it was not created "
                "through the API, so it cannot be refunded here. Refund it at the back office.",
            ).format(
                code=masks.mask(movement.code),
                day=local_moment(movement.created, MONTH_DAY, f"{movement.created:%d %b}"),
                time=f"{movement.created:%H:%M}",
            )
    return ""


def changed_since_sold(rows: Sequence[OrderRow], vouchers: dict[str, Voucher], masks: CodeMasks) -> str:
    """Why not, when a voucher no longer holds what it was sold for, or could not be read.

    A refund voids every voucher of the order whatever it holds: one topped up since it was sold
    would lose money paid separately at the POS, while the order's own total says less.
    """
    for row in rows:
        if not row.redeem_code:
            continue
        voucher = vouchers.get(row.redeem_code)
        if voucher is None:
            return translate(
                "Refund", "Voucher {code} could not be read, so the refund is not offered yet."
            ).format(code=masks.mask(row.redeem_code))
        if voucher.balance != row.total:
            return translate(
                "Refund",
                "Voucher {code} holds {balance}, not the {total} it was sold for (topped up or used "
                "since): a refund would void it all. Refund it at the back office.",
            ).format(
                code=masks.mask(row.redeem_code),
                balance=format_money(voucher.balance, voucher.currency_code),
                total=format_money(row.total, row.currency_code),
            )
    return ""


class RefundViewModel(ManagerTask):
    """Signals (besides ``status`` and ``finished``):
    checked(str blocker): the order was read before the PIN; "" when the refund may be offered.
    view_changed(RefundView): the order as read (before), or as read back after the refund.
    """

    checked = Signal(str)
    view_changed = Signal(object)

    def __init__(self, parts: ManagerParts, order_id: int, parent: QObject | None = None) -> None:
        super().__init__(parts, parent)
        self.order_id = order_id
        self.view: RefundView | None = None
        self.rows = refund_rows_model(self)
        self.done = False

    @property
    def approval(self) -> str:
        """ "Refund order #5087: £50.00 on 2 vouchers"."""
        if self.view is None:
            return translate("Refund", "Refund order #{order}").format(order=self.order_id)
        return translate("Refund", "Refund order #{order}: {total}").format(
            order=self.order_id, total=self.view.total_text
        )

    def _refused_before(self) -> bool:
        return any(
            m.state is MovementState.REJECTED and m.reason == "not_api_order"
            for m in self.parts.journal.of_order(self.order_id)
        )

    def check(self) -> None:
        self.start(self._check())

    async def _check(self) -> None:
        try:
            view = await self._read()
        except ApiError as exc:
            fallback = translate("Refund", "The order could not be read.")
            why = translate(
                "Refund", "{problem} The refund is not offered until the till can read the order."
            )
            self.checked.emit(self.unreadable(exc, "order", fallback, why))
            return
        self._show(view)
        self.checked.emit(view.blocker)

    async def _read(self) -> RefundView:
        client = self.parts.client
        order, rows = await asyncio.gather(client.order(self.order_id), client.order_rows(self.order_id))
        found = await asyncio.gather(
            *(client.lookup_code(row.redeem_code) for row in rows if row.redeem_code), return_exceptions=True
        )
        vouchers = {v.redeem_code: v for v in found if isinstance(v, Voucher)}
        return refund_view(
            order,
            rows,
            vouchers,
            not_api_order=self._refused_before(),
            activations=self.parts.journal.activations(),
        )

    def _show(self, view: RefundView) -> None:
        self.view = view
        self.rows.set_records(view.rows)
        self.view_changed.emit(view)

    def refund(self, typed_order: str, release_codes: bool) -> None:
        view = self.view
        if view is None or self.busy or self.done:
            return
        if typed_order.strip().lstrip("#") != str(view.order_id):
            self.say(
                translate("Refund", "Type the order number {order} to confirm.").format(order=view.order_id),
                "refused",
            )
            return
        if view.blocker:
            self.say(view.blocker, "refused")
            return
        manager = self.parts.gate.begin_action()
        if manager is None:
            self.say(translate("Refund", "A manager PIN is needed for this."), "refused")
            return
        self.done = True
        self.start(self._refund(view, release_codes, manager))

    async def _refund(self, view: RefundView, release_codes: bool, manager: str) -> None:
        parts = self.parts
        wording = Wording(
            about=translate("Refund", "about the refund of order #{order}").format(order=view.order_id),
            unchecked=translate(
                "Refund",
                "The refund is not confirmed: do not try again; the till checks it again at its next "
                "start, or when a voucher of this order is next redeemed.",
            ),
            pending=translate("Refund", "The refund is not confirmed yet."),
        )
        await self.carry(
            lambda: parts.movements.refund(view.order_id, view.codes, release_codes, parts.actor(manager)),
            wording,
            lambda result: self._refunded(result, release_codes),
        )

    async def _refunded(self, result: MovementResult, release_codes: bool) -> None:
        if result.outcome is MovementState.DONE:
            await self._read_back(release_codes)
            return
        self.say(
            *not_done_outcome(
                result,
                not_applied=translate("Refund", "The refund did not go through. Nothing changed."),
                refused=translate("Refund", "The service refused the refund."),
                subject="order",
            )
        )

    async def _read_back(self, release_codes: bool) -> None:
        """Show the order as the service now holds it: the proof a manager reads, not our hope."""
        try:
            view = await self._read()
        except ApiError as exc:
            log.warning("Refunded order %s could not be read back: %s", self.order_id, exc.details)
            self.say(
                translate(
                    "Refund",
                    "Order #{order} refunded. Its vouchers could not be read back just now: look them up to "
                    "see them void.",
                ).format(order=self.order_id),
                "done",
            )
            return
        self._show(view)
        freed = translate("Refund", " Their codes were released.") if release_codes else ""
        if view.rows and all(row.void_and_zero for row in view.rows):
            count = len(view.rows)
            if count == 1:
                text = translate(
                    "Refund",
                    "Order #{order} refunded: 1 voucher is now Void with a zero balance, "
                    "as the service shows.",
                )
            else:
                text = translate(
                    "Refund",
                    "Order #{order} refunded: %n vouchers are now Void with a zero balance, "
                    "as the service shows.",
                    None,
                    count,
                )
            self.say(text.format(order=self.order_id) + freed, "done")
            return
        still = ", ".join(row.code for row in view.rows if not row.void_and_zero)
        self.say(
            translate(
                "Refund",
                "Order #{order} refunded, but the service still shows {codes} as not void with a zero "
                "balance — ask a manager to check.",
            ).format(order=self.order_id, codes=still),
            "unknown",
        )
