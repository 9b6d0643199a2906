"""A sale of this till settled done after its window stopped waiting: its codes come to this counter once.

A sale whose answer was lost and that the till settled done later (by the background
re-check, or at start-up after a crash or a power cut) asked for its payment on the POS hand-off,
but its new codes appeared nowhere: the guest paid and left without the voucher. Here every such
sale of this till, once its order is found, has its vouchers read by its reference and handed to
the window (``found``), once per run, to be shown in full and printed. A sale still held by an
open Sell window (``app.desk.sale.pending``) is that window's to show.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal

from app.api.errors import ApiError
from app.core.dates import day_text
from app.core.money import format_money
from app.core.movement import Movement, MovementKind, MovementState
from app.core.sale import handoff_text
from app.core.tasks import TaskSlots
from app.desk.common.ports import SaleMovements
from app.desk.sale.basket import SoldVoucher
from app.services.movements import Notice as MovementNotice

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class LateSale:
    """A sale settled done later: what to take on the POS, and its vouchers (none when unreadable)."""

    movement_id: str
    reference: str
    handoff: str
    vouchers: tuple[SoldVoucher, ...]


class LateSalesViewModel(QObject):
    """Signals: ``found(LateSale)``: a sale of this till turned up done; show its codes once."""

    found = Signal(object)

    def __init__(
        self, movements: SaleMovements, tasks: TaskSlots, till: str, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._movements = movements
        self._tasks = tasks
        self._till = till
        #: Sales an open Sell window holds (it shows their codes itself).
        self._held: set[str] = set()
        self._seen: set[str] = set()
        movements.notices.append(self._notice)
        movements.decided.append(self._settled)

    def window_holds(self, movement_id: str, held: bool) -> None:
        """A Sell window holds (or, closed, lets go of) a sale whose outcome it waits for."""
        if held:
            self._held.add(movement_id)
        else:
            self._held.discard(movement_id)

    def close(self) -> None:
        if self._notice in self._movements.notices:
            self._movements.notices.remove(self._notice)
        if self._settled in self._movements.decided:
            self._movements.decided.remove(self._settled)

    def _notice(self, notice: MovementNotice) -> None:
        if notice.foreground:
            return  # the Sell window that waited for it shows its codes (not a second time)
        self._settled(notice.movement)

    def _settled(self, movement: Movement) -> None:
        if movement.kind is not MovementKind.SALE or movement.till != self._till:
            return
        if movement.state is not MovementState.DONE or movement.id in self._seen:
            return
        self._seen.add(movement.id)
        if movement.id in self._held:
            self._held.discard(movement.id)
            return
        self._tasks.start(f"late-sale-{movement.id}", self._read(movement))

    async def _read(self, movement: Movement) -> None:
        try:
            rows = await self._movements.sold_rows(movement)
        except ApiError as exc:
            log.info("The vouchers of sale %s could not be read: %s", movement.id, exc.details)
            rows = []
        vouchers = tuple(
            SoldVoucher(
                row.name,
                row.redeem_code,
                format_money(row.total, row.currency_code),
                day_text(row.expiry_date) if row.expiry_date else "",
            )
            for row in rows
        )
        reference = movement.code or ""
        amount = movement.amount
        handoff = handoff_text(amount, movement.currency or "", reference) if amount else ""
        self.found.emit(LateSale(movement.id, reference, handoff, vouchers))
