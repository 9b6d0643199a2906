"""Guest slips: the slip of each redemption as it happens, and reprints from the history or the feed.

A slip is built from the service's own figures: the event the redemption created (its amount, the
balance it left, its id as the reference). A reprint reads what it lacks (the voucher's name and
expiry, the event behind a history line) with the same reads the till already makes; a read that
fails still prints the slip with what is known, never with a guessed balance.

Printing is the UI's: this view-model says which slip to print (``print_requested``) and the UI
prints it, so a slow or missing printer never touches a movement, which is already written down.
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Callable, Sequence
from dataclasses import replace
from datetime import datetime, timedelta
from decimal import Decimal
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from app.api.client import VoucherClient
from app.api.errors import ApiError
from app.api.models import BalanceEvent, RedeemHistoryEntry, Voucher
from app.core.answers import FullEvent, service_event
from app.core.bill_tag import BillTag
from app.core.i18n import translate
from app.core.movement import Movement, MovementKind, MovementState
from app.core.notice import Notice
from app.core.settings import Settings, save_settings
from app.core.slip import (
    BillSlip,
    BillSlipLine,
    Slip,
    SlipKind,
    SlipPlace,
    event_slip,
    history_slip,
)
from app.core.tasks import TaskSlots
from app.desk.common.history_event import event_of_line
from app.desk.common.session import SessionViewModel
from app.services.movements import MovementResult
from app.store.db import StorageError
from app.store.journal import Journal

log = logging.getLogger(__name__)

#: How far around an event's time the journal is searched for the movement (and so the staff) behind
#: it: the service's clock and the till's may differ.
STAFF_SEARCH = timedelta(hours=12)
#: How far either side of a bill's line its other lines are looked for: a bill is paid within a day.
BILL_SLIP_WINDOW = timedelta(hours=24)


class SlipViewModel(QObject):
    """Signals:
    print_requested(object slip, bool automatic): print this ``Slip`` now; ``automatic`` when the
        auto-print setting asked for it rather than a person.
    notice(Notice): a slip could not be made (in till words); the money side is never affected.
    """

    print_requested = Signal(object, bool)
    notice = Signal(object)

    def __init__(
        self,
        *,
        client: VoucherClient,
        journal: Journal,
        tasks: TaskSlots,
        session: SessionViewModel,
        settings: Settings,
        settings_file: Path | None,
        clock: Callable[[], datetime] = datetime.now,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._client = client
        self._journal = journal
        self._tasks = tasks
        self._session = session
        self.settings = settings
        self._settings_file = settings_file
        self._clock = clock
        self.place = SlipPlace(
            settings.property_name,
            settings.location_name,
            settings.till_name,
            session.training,
            settings.slip_language,
        )
        self.last: Slip | None = None
        self._last_printed = False
        #: The language the guest at the counter chose for themselves ("" for none): the slips made
        #: while they are served are written in it, whatever the property's or the staff's.
        self.guest_language = ""

    # -- options --------------------------------------------------------------------------------

    def set_options(
        self, *, printer: str, layout: str, auto_print: bool, merchant_copy: bool, language: str | None = None
    ) -> bool:
        """Keep the slip options; False (and a problem) when the settings file cannot be written.
        ``language`` is the property's language for guests' slips (None leaves it as it is)."""
        try:
            if language is not None:
                self.settings.slip_language = language
                self.place = replace(self.place, language=language)
            self.settings.slip_printer = printer
            self.settings.slip_layout = layout  # type: ignore[assignment]  # validated by the model
            self.settings.slip_auto_print = auto_print
            self.settings.slip_merchant_copy = merchant_copy
            if self._settings_file is not None:
                save_settings(self.settings, self._settings_file)
        except (OSError, StorageError, ValueError) as exc:
            log.warning("Slip options not saved: %s", exc)
            self.notice.emit(
                Notice(
                    translate(
                        "Slips", "The slip options could not be saved; they apply until the till closes."
                    )
                )
            )
            return False
        return True

    def for_guest(self, language: str) -> None:
        """The guest at the counter chose ``language`` ("": they left, or chose none)."""
        self.guest_language = language

    # -- the slip of a redemption just made -------------------------------------------------------

    def redeemed(self, result: MovementResult, voucher: Voucher) -> None:
        """A redemption went through: its slip becomes the last one, printed at once if so set."""
        movement, event = result.movement, result.event
        amount = event.amount if event is not None else movement.amount
        if amount is None:
            amount = voucher.balance
        balance = event.balance if event is not None else voucher.balance - amount
        slip = Slip(
            kind=SlipKind.REDEEM,
            place=self.place,
            staff=movement.staff,
            when=event.created if event is not None else movement.updated,
            code=voucher.redeem_code,
            voucher_name=voucher.name,
            amount=amount,
            currency=event.currency_code if event is not None else voucher.currency_code,
            balance=balance,
            expiry=voucher.expiry_date,
            reference=event.event_id if event is not None else movement.result_event_id,
        )
        self._set_last(slip)

    def bill_redeemed(self, results: Sequence[MovementResult], bill: BillTag | None) -> None:
        """A bill's vouchers went through: one slip lists each (masked), the bill's reference and total."""
        if not results or bill is None:
            return
        lines = tuple(_bill_slip_line(r) for r in results)
        first = results[0]
        found = first.movement.service
        slip = Slip(
            kind=SlipKind.REDEEM,
            place=self.place,
            staff=first.movement.staff,
            when=first.event.created
            if first.event is not None
            else (found.created if found is not None else first.movement.updated),
            voucher_name="",
            code="",
            amount=sum((line.amount for line in lines), Decimal(0)),
            currency=bill.currency or first.movement.currency or "",
            balance=None,
            expiry=None,
            reference=lines[0].reference,
            bill=BillSlip(bill.reference, bill.total, lines, bill.tip),
        )
        self._set_last(slip)

    def bill_settled(self, movement: Movement) -> None:
        """A line of a bill settled after its bill was sent (a manager's decision, the till's
        re-check, the check at start): the bill's slip is made again from what the journal holds of
        the bill, so it lists every voucher the service took, this one among them."""
        tag = movement.bill
        if (
            tag is None
            or movement.kind is not MovementKind.REDEEM
            or movement.state is not MovementState.DONE
        ):
            return
        since = movement.created - BILL_SLIP_WINDOW
        try:
            lines = [
                m
                for m in self._journal.between(since, movement.created + BILL_SLIP_WINDOW)
                if m.bill is not None
                and m.bill.bill_id == tag.bill_id
                and m.kind is MovementKind.REDEEM
                and m.state is MovementState.DONE
            ]
        except StorageError as exc:
            log.warning("The bill's slip could not be made again: %s", exc)
            return
        self.bill_redeemed([MovementResult(m, MovementState.DONE) for m in lines], tag)

    def _set_last(self, slip: Slip) -> None:
        """A new slip, for the guest being served: in their own language when they chose one."""
        if self.guest_language:
            slip = replace(slip, language=self.guest_language)
        self.last = slip
        self._last_printed = False
        if self.settings.slip_auto_print:
            self.print_requested.emit(slip, True)

    def loaded(self, result: MovementResult, voucher: Voucher | None) -> None:
        """Money went onto a card (a top-up, or a new card when ``voucher`` is None): its slip
        becomes the last one, with the service's figures, printed at once if so set."""
        movement, event = result.movement, result.event
        new_card = event.type == "Activation" if event is not None else voucher is None
        amount = event.amount if event is not None else movement.amount or Decimal(0)
        before = movement.balance_before or Decimal(0)
        slip = Slip(
            kind=SlipKind.ACTIVATION if new_card else SlipKind.TOPUP,
            place=self.place,
            staff=movement.staff,
            when=event.created if event is not None else movement.updated,
            code=event.code if event is not None and event.code else movement.code or "",
            voucher_name=voucher.name if voucher is not None else "",
            amount=amount,
            currency=event.currency_code if event is not None else movement.currency or "",
            balance=event.balance if event is not None else before + amount,
            expiry=voucher.expiry_date if voucher is not None else None,
            reference=event.event_id if event is not None else movement.result_event_id,
        )
        self._set_last(slip)

    def print_last(self) -> None:
        if self.last is None:
            self.notice.emit(
                Notice(
                    translate(
                        "Slips", "No slip yet: redeem a voucher first, or reprint one from its history."
                    )
                )
            )
            return
        self.print_requested.emit(self.last.as_reprint() if self._last_printed else self.last, False)

    def printed(self, slip: Slip) -> None:
        """A slip reached a printer: printed again, the last slip says "Reprint"."""
        if self.last is not None and slip.reference == self.last.reference:
            self._last_printed = True

    # -- reprints ------------------------------------------------------------------------------

    def reprint_event(self, event: FullEvent) -> None:
        """Reprint the slip of an event of the activity feed (a redemption, reverse, refund or top-up)."""
        self._tasks.start("slip-reprint", self._reprint_event(event))

    async def _reprint_event(self, event: FullEvent) -> None:
        slip = event_slip(
            service_event(event),
            place=self.place,
            staff=self._staff_of(event.event_id, event.created),
            code=event.code or "",
        )
        if slip is None:
            self.notice.emit(Notice(translate("Slips", "There is no guest slip for this kind of event.")))
            return
        voucher = await self._voucher(event.code)
        if voucher is not None:
            slip = _with_voucher(slip, voucher)
        self.print_requested.emit(slip, False)

    def reprint_history(self, entry: RedeemHistoryEntry | None, voucher: Voucher | None) -> None:
        """Reprint the slip of a line of the voucher's redeem history; its event gives the balance."""
        if entry is None or voucher is None:
            self.notice.emit(Notice(translate("Slips", "Choose a line of the redeem history first.")))
            return
        self._tasks.start("slip-reprint", self._reprint_history(entry, voucher))

    async def _reprint_history(self, entry: RedeemHistoryEntry, voucher: Voucher) -> None:
        when = entry.last_changed
        event = await self._history_event(entry) if when is not None else None
        slip: Slip | None
        if event is not None:
            slip = event_slip(
                service_event(event),
                place=self.place,
                staff=self._staff_of(event.event_id, event.created),
                code=voucher.redeem_code,
            )
        else:
            slip = None
        if slip is None:
            slip = history_slip(
                entry,
                voucher,
                place=self.place,
                when=when or self._clock(),
                staff=self._staff_of(entry.event_id, when or self._clock()),
            )
        self.print_requested.emit(_with_voucher(slip, voucher), False)

    async def _history_event(self, entry: RedeemHistoryEntry) -> BalanceEvent | None:
        """The event behind a history line: the service lists events by time, so read that second's."""
        when = entry.last_changed
        assert when is not None
        try:
            return await event_of_line(self._client, entry.event_id, when)
        except ApiError as exc:
            log.info("The event of a history line could not be read for its slip: %s", exc.details)
        return None

    async def _voucher(self, code: str | None) -> Voucher | None:
        if not code:
            return None
        try:
            return await self._client.lookup_code(code)
        except ApiError as exc:
            log.info("The voucher of a reprinted slip could not be read: %s", exc.details)
            return None

    def _staff_of(self, event_id: int, when: datetime) -> str:
        """Who at this till made the movement behind an event; "" when another till (or the web) did."""
        try:
            movements = self._journal.between(when - STAFF_SEARCH, when + STAFF_SEARCH)
        except (StorageError, sqlite3.Error, OSError):
            return ""
        return next((m.staff for m in movements if m.result_event_id == event_id), "")


def _with_voucher(slip: Slip, voucher: Voucher) -> Slip:
    """Fill in the voucher's name and expiry, which no balance event carries."""
    return replace(slip, voucher_name=voucher.name, expiry=voucher.expiry_date)


def _bill_slip_line(result: MovementResult) -> BillSlipLine:
    """A bill's voucher on its slip, in the service's figures: its answer's, or those the journal
    kept of the event that settled it."""
    movement, event = result.movement, result.event
    if event is not None:
        return BillSlipLine(movement.code or "", event.amount, event.balance, event.event_id)
    found = movement.service
    if found is not None:
        return BillSlipLine(movement.code or "", found.amount, found.balance, found.event_id)
    return BillSlipLine(movement.code or "", movement.amount or Decimal(0), None, movement.result_event_id)
