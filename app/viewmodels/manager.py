"""Manager actions behind a PIN: reverse an event, refund an order, read the audit log, end the shift.

The service knows only the location of a movement, so every manager action is written to the
till's own audit log with the staff member and the manager who allowed it. A manager session
covers exactly one action: the PIN is asked again for the next one, so an unlocked till is never
left behind at a busy desk.

Wrong PINs are counted by :class:`ManagerLock` on disk: five in a row lock manager actions for a
delay that grows with each further failure, and a restart does not clear it.
"""

from __future__ import annotations

import asyncio
import csv
import html
import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from decimal import Decimal
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from app.api.client import VoucherClient
from app.api.errors import ApiError, Unauthorized
from app.api.models import BalanceEvent, Order, OrderRow, RedeemHistoryEntry, Voucher
from app.api.query import Op
from app.core.errors import KEY_REFUSED_TEXT, describe
from app.core.money import format_money
from app.core.movement import Movement, MovementState, ServiceEvent
from app.core.pin import PinError, hash_pin, validate_new_pin, verify_pin
from app.core.rules import is_event_reversible, refund_blocker
from app.core.settings import Settings, save_settings
from app.core.shift_report import ShiftReport, build_shift_report, report_csv_rows
from app.core.tasks import TaskSlots
from app.services.movements import (
    Actor,
    MovementResult,
    MovementService,
    Outcome,
    UnresolvedMovementError,
    movement_text,
)
from app.store.audit import AuditEntry, AuditLog
from app.store.db import StorageError
from app.store.journal import Journal
from app.store.manager_lock import ManagerLock
from app.store.pos_keyed import PosKeyedStore
from app.viewmodels.connection import ConnectionViewModel, Link
from app.viewmodels.presenters import event_type_text, place_text, signed_amount, time_text
from app.viewmodels.session import SessionViewModel
from app.viewmodels.table import Column, RecordTableModel

log = logging.getLogger(__name__)

#: [DECIDE] The manager PIN of a training till that has none of its own; the PIN dialog says so.
TRAINING_PIN = "2468"
OFFLINE_MANAGER_REASON = "Offline: reverses and refunds wait until the service answers again."

ACTION_UNLOCK = "manager unlock"
ACTION_SET_PIN = "set manager PIN"
ACTION_AUDIT_EXPORT = "export audit log"
ACTION_SHIFT_REPORT = "end of shift report"
ACTION_SETTINGS = "settings"


@dataclass(frozen=True)
class PinAnswer:
    """``name_refused``: the name itself was refused (it looks like a PIN) and must be typed again."""

    ok: bool
    text: str
    name_refused: bool = False


#: Said when the name field holds what looks like a PIN: a PIN typed into the name field by a
#: hurried manager must never be kept, shown or written to the audit log as a name.
PIN_AS_NAME_TEXT = "That looks like a PIN. Type the manager's name under Manager, then the PIN."


@dataclass(frozen=True)
class ReverseView:
    event_id: int
    code: str
    type_text: str
    amount_text: str
    time_text: str
    location_text: str
    restores_text: str


@dataclass(frozen=True)
class RefundRowView:
    code: str
    product: str
    status: str
    balance_text: str


@dataclass(frozen=True)
class RefundView:
    order_id: int
    heading: str
    rows: tuple[RefundRowView, ...]
    codes: tuple[str, ...]
    blocker: str

    @property
    def offered(self) -> bool:
        return not self.blocker


@dataclass(frozen=True)
class ShiftLine:
    section: str
    time: str
    type: str
    code: str
    amount: str
    staff: str
    event: str


@dataclass(frozen=True)
class CandidateView:
    """One event that could be an unconfirmed movement's, as the manager sees it."""

    event_id: int
    time_text: str
    location_text: str
    amount_text: str
    before_text: str
    after_text: str


@dataclass(frozen=True)
class UnconfirmedView:
    movement_id: str
    heading: str
    why: str
    candidates: tuple[CandidateView, ...]


def candidates_model(parent: QObject | None = None) -> RecordTableModel[CandidateView]:
    return RecordTableModel(
        [
            Column("Time (service)", lambda c: c.time_text),
            Column("Location", lambda c: c.location_text),
            Column("Amount", lambda c: c.amount_text, align_right=True),
            Column("Balance before", lambda c: c.before_text, align_right=True),
            Column("Balance after", lambda c: c.after_text, align_right=True),
            Column("Event", lambda c: str(c.event_id), align_right=True),
        ],
        parent,
    )


def audit_model(parent: QObject | None = None) -> RecordTableModel[AuditEntry]:
    def money(entry: AuditEntry) -> str:
        if entry.amount is None:
            return ""
        return format_money(entry.amount, entry.currency) if entry.currency else str(entry.amount)

    return RecordTableModel(
        [
            Column("#", lambda e: str(e.seq), sort_key=lambda e: e.seq, align_right=True),
            Column("Time", lambda e: f"{e.time:%Y-%m-%d %H:%M:%S}", sort_key=lambda e: e.time),
            Column("Staff", lambda e: e.staff),
            Column("Manager", lambda e: e.manager or ""),
            Column("Action", lambda e: e.action),
            Column("Code", lambda e: e.code or ""),
            Column("Order", lambda e: "" if e.order_id is None else str(e.order_id)),
            Column("Event", lambda e: "" if e.event_id is None else str(e.event_id)),
            Column("Amount", money, sort_key=lambda e: e.amount or Decimal(0), align_right=True),
            Column("Outcome", lambda e: e.outcome),
            Column("Service event", lambda e: "" if e.service_event_id is None else str(e.service_event_id)),
            Column("Reason", lambda e: e.reason or ""),
        ],
        parent,
    )


def refund_rows_model(parent: QObject | None = None) -> RecordTableModel[RefundRowView]:
    return RecordTableModel(
        [
            Column("Code", lambda r: r.code),
            Column("Product", lambda r: r.product),
            Column("Status", lambda r: r.status),
            Column("Balance", lambda r: r.balance_text, align_right=True),
        ],
        parent,
    )


SHIFT_HEADERS = ("Section", "Time", "Type", "Code", "Amount", "Staff", "Event")


def shift_lines_model(parent: QObject | None = None) -> RecordTableModel[ShiftLine]:
    return RecordTableModel(
        [
            Column("Section", lambda s: s.section),
            Column("Time", lambda s: s.time),
            Column("Type", lambda s: s.type),
            Column("Code", lambda s: s.code),
            Column("Amount", lambda s: s.amount, align_right=True),
            Column("Staff", lambda s: s.staff),
            Column("Event", lambda s: s.event),
        ],
        parent,
    )


class ManagerViewModel(QObject):
    """The manager side of the till.

    Signals:
        session_changed(str): the manager now unlocked, or "" when the one-action session ended.
        status(str text, str kind): the outcome of a reverse or refund; kind is "done", "checking",
            "refused" or "unknown" (the same kinds as the redeem box).
        finished(): a movement settled; the voucher on screen and the feed should be read again.
        reverse_balance(str): the voucher's balance now and after the reverse, once it is read.
        refund_ready(RefundView): the order to refund, with its rows and any rule that stops it.
        shift_ready(ShiftReport): the end-of-shift comparison, with ``shift_lines`` filled.
        problem(str): a read for a dialog failed (the order, the shift's events).
        history_event(object): the balance event behind a redeem-history line, found for a reverse
            (a BalanceEvent), or a str saying why it could not be found.
    """

    session_changed = Signal(str)
    status = Signal(str, str)
    finished = Signal()
    reverse_balance = Signal(str)
    refund_ready = Signal(object)
    shift_ready = Signal(object)
    problem = Signal(str)
    history_event = Signal(object)

    def __init__(
        self,
        *,
        settings: Settings,
        settings_file: Path | None,
        lock: ManagerLock,
        audit: AuditLog,
        journal: Journal,
        movements: MovementService,
        client: VoucherClient,
        tasks: TaskSlots,
        connection: ConnectionViewModel,
        session: SessionViewModel,
        training: bool,
        pos_keyed: PosKeyedStore | None = None,
        clock: Callable[[], datetime] = datetime.now,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._pos_keyed = pos_keyed
        self._settings = settings
        self._settings_file = settings_file
        self._lock = lock
        self._audit = audit
        self._journal = journal
        self._movements = movements
        self._client = client
        self._tasks = tasks
        self._connection = connection
        self._session = session
        self.training = training
        self._clock = clock
        self._manager: str | None = None
        self._acting: str | None = None
        self._training_hash: str | None = None
        self.shift_start = clock()
        self.audit_entries = audit_model(self)
        self.refund_rows = refund_rows_model(self)
        self.shift_lines = shift_lines_model(self)
        self.candidates = candidates_model(self)
        session.staff_changed.connect(self._staff_changed)

    # -- the PIN --------------------------------------------------------------------------------

    @property
    def till(self) -> str:
        return self._settings.till_name

    @property
    def location_id(self) -> int:
        return self._movements.location_id

    @property
    def pin_is_set(self) -> bool:
        """False outside training until a PIN is chosen: the first manager action sets one."""
        return bool(self._settings.manager_pin_hash) or self.training

    @property
    def training_hint(self) -> str:
        if self.training and not self._settings.manager_pin_hash:
            return f"Training till: the manager PIN is {TRAINING_PIN}."
        return ""

    @property
    def manager(self) -> str | None:
        return self._manager

    def lock_text(self) -> str:
        status = self._lock.check()
        if not status.locked or status.until is None:
            return ""
        return f"Too many wrong PINs. Manager actions are locked until {status.until:%H:%M:%S}."

    def set_pin(self, manager: str, first: str, second: str) -> PinAnswer:
        """Choose the PIN: allowed when none is set yet, or by a manager who has just unlocked."""
        name = _clean_name(manager)
        if not name:
            return PinAnswer(False, "Type the manager's name.")
        if _looks_like_pin(name):
            return PinAnswer(False, PIN_AS_NAME_TEXT, name_refused=True)
        if self._settings.manager_pin_hash and self._manager is None:
            return PinAnswer(False, "Enter the current PIN first.")
        try:
            validate_new_pin(first)
        except PinError as exc:
            return PinAnswer(False, str(exc))
        if first != second:
            return PinAnswer(False, "The two PINs are not the same. Type them again.")
        self._settings.manager_pin_hash = hash_pin(first)
        if self._settings_file is not None:
            save_settings(self._settings, self._settings_file)
        self._append(ACTION_SET_PIN, name, "done")
        self._start_session(name)
        return PinAnswer(True, "Manager PIN set.")

    def unlock(self, manager: str, pin: str) -> PinAnswer:
        """Open a manager session for one action, or say why not (wrong PIN, locked)."""
        name = _clean_name(manager)
        if not name:
            return PinAnswer(False, "Type the manager's name.")
        if _looks_like_pin(name):
            return PinAnswer(False, PIN_AS_NAME_TEXT, name_refused=True)
        if not self.pin_is_set:
            return PinAnswer(False, "No manager PIN is set yet. Choose one first.")
        locked = self.lock_text()
        if locked:
            self._append(ACTION_UNLOCK, name, "refused (locked)")
            return PinAnswer(False, locked)
        try:
            right = verify_pin(pin, self._pin_hash())
        except PinError as exc:
            return PinAnswer(False, str(exc))
        if not right:
            status = self._lock.record_failure()
            self._append(ACTION_UNLOCK, name, "wrong PIN")
            if status.locked:
                return PinAnswer(False, self.lock_text())
            return PinAnswer(False, "Wrong PIN. Try again.")
        self._lock.record_success()
        self._append(ACTION_UNLOCK, name, "done")
        self._start_session(name)
        return PinAnswer(True, "")

    def end_session(self) -> None:
        if self._manager is not None:
            self._manager = None
            self.session_changed.emit("")

    def _start_session(self, name: str) -> None:
        self._manager = name
        self.session_changed.emit(name)

    def begin_action(self) -> str | None:
        """The manager who allows the action starting now; the session ends with it."""
        name = self._manager
        self.end_session()
        self._acting = name
        return name

    def _pin_hash(self) -> str:
        if self._settings.manager_pin_hash:
            return self._settings.manager_pin_hash
        if self._training_hash is None:
            self._training_hash = hash_pin(TRAINING_PIN)
        return self._training_hash

    # -- reverse --------------------------------------------------------------------------------

    def offline_reason(self) -> str:
        """Why a reverse or refund cannot start now ("" when it can): offline, its outcome could not
        be checked, so the till does not send it."""
        if self._connection.state is Link.OFFLINE:
            return OFFLINE_MANAGER_REASON
        return ""

    def find_history_event(self, entry: RedeemHistoryEntry) -> None:
        """Find the event behind a line of a voucher's redeem history, to offer its reverse.

        A history line carries only the event id and its time; the service lists events by time, so
        the event is read from the events of that second (there is no read of one event).
        """
        self._tasks.start("history-event", self._find_history_event(entry))

    async def _find_history_event(self, entry: RedeemHistoryEntry) -> None:
        when = entry.last_changed
        if when is None:
            self.history_event.emit("The service gave no time for this line, so its event cannot be found.")
            return
        created = [(Op.GTE, when - timedelta(seconds=1)), (Op.LTE, when + timedelta(seconds=1))]
        try:
            async for page in self._client.iter_balance_event_pages(created=created):
                for event in page:
                    if event.event_id == entry.event_id:
                        self.history_event.emit(event)
                        return
        except ApiError as exc:
            shown = describe(exc, subject="event")
            self.history_event.emit(shown.text if shown else "The event could not be read.")
            return
        self.history_event.emit(f"Event {entry.event_id} is not among the service's events of that time.")

    def reversible(self, event: BalanceEvent) -> tuple[bool, str]:
        return is_event_reversible(event.type, event.confirmed)

    def reverse_view(self, event: BalanceEvent) -> ReverseView:
        return ReverseView(
            event_id=event.event_id,
            code=event.code or "—",
            type_text=event_type_text(event.type),
            amount_text=signed_amount(event),
            time_text=time_text(event.created),
            location_text=place_text(event.location_id, self.location_id, self._settings.location_name),
            restores_text=f"Puts {format_money(event.amount, event.currency_code)} back on the voucher.",
        )

    def read_balance_for(self, event: BalanceEvent) -> None:
        """Fetch the voucher's balance now, to show what the reverse will leave on it."""
        if event.code:
            self._tasks.start("manager-balance", self._read_balance(event.code, event.amount))

    async def _read_balance(self, code: str, amount: Decimal) -> None:
        try:
            voucher = await self._client.lookup_code(code)
        except ApiError as exc:
            log.info("Balance before a reverse could not be read: %s", exc.details)
            self.reverse_balance.emit("The voucher's balance could not be read just now.")
            return
        now = format_money(voucher.balance, voucher.currency_code)
        after = format_money(voucher.balance + amount, voucher.currency_code)
        self.reverse_balance.emit(f"Balance now {now}; after the reverse {after}.")

    def reverse(self, event: BalanceEvent, reason: str) -> None:
        why = " ".join(reason.split())
        if not why:
            self.status.emit("Give a reason for the reverse.", "refused")
            return
        allowed, because = self.reversible(event)
        if not allowed:
            self.status.emit(because, "refused")
            return
        manager = self.begin_action()
        if manager is None:
            self.status.emit("A manager PIN is needed for this.", "refused")
            return
        actor = Actor(self._session.staff or manager, manager)
        self._tasks.start("manager-action", self._reverse(event, actor, why))

    async def _reverse(self, event: BalanceEvent, actor: Actor, reason: str) -> None:
        async def send() -> MovementResult:
            return await self._movements.reverse(event, actor, reason)

        def done(result: MovementResult) -> str:
            new = result.event
            if new is None:
                return "Reversed."
            balance = format_money(new.balance, new.currency_code)
            return (
                f"Reversed. The voucher's balance is now {balance}. "
                f"New event {new.event_id} ({event_type_text(new.type)}, {signed_amount(new)})."
            )

        await self._settle(send, done, subject="event", what="reverse")

    # -- refund ---------------------------------------------------------------------------------

    def load_refund(self, order_id: int) -> None:
        self._tasks.start("manager-order", self._load_refund(order_id))

    async def _load_refund(self, order_id: int) -> None:
        try:
            order, rows = await asyncio.gather(
                self._client.order(order_id), self._client.order_rows(order_id)
            )
            vouchers = await asyncio.gather(
                *(self._client.lookup_code(row.redeem_code) for row in rows if row.redeem_code),
                return_exceptions=True,
            )
        except ApiError as exc:
            shown = describe(exc, subject="order")
            self.problem.emit(shown.text if shown else "The order could not be read.")
            return
        balances = {v.redeem_code: v for v in vouchers if isinstance(v, Voucher)}
        view = _refund_view(order, rows, balances)
        self.refund_rows.set_records(view.rows)
        self.refund_ready.emit(view)

    def refund(self, view: RefundView, typed_order: str, release_codes: bool) -> None:
        if typed_order.strip().lstrip("#") != str(view.order_id):
            self.status.emit(f"Type the order number {view.order_id} to confirm.", "refused")
            return
        if view.blocker:
            self.status.emit(view.blocker, "refused")
            return
        manager = self.begin_action()
        if manager is None:
            self.status.emit("A manager PIN is needed for this.", "refused")
            return
        actor = Actor(self._session.staff or manager, manager)
        self._tasks.start("manager-action", self._refund(view, release_codes, actor))

    async def _refund(self, view: RefundView, release_codes: bool, actor: Actor) -> None:
        async def send() -> MovementResult:
            return await self._movements.refund(view.order_id, view.codes, release_codes, actor)

        def done(_: MovementResult) -> str:
            count = len(view.codes)
            vouchers = "1 voucher is" if count == 1 else f"{count} vouchers are"
            freed = " Their codes were released." if release_codes else ""
            return f"Order #{view.order_id} refunded: {vouchers} now void with a zero balance.{freed}"

        await self._settle(send, done, subject="order", what="refund")

    # -- outcomes -------------------------------------------------------------------------------

    async def _settle(
        self,
        send: Callable[[], Awaitable[MovementResult]],
        done_text: Callable[[MovementResult], str],
        *,
        subject: str,
        what: str,
    ) -> None:
        result: MovementResult | None = None
        try:
            result = await send()
            if result.outcome is Outcome.UNKNOWN:
                self.status.emit(
                    f"No answer from the service. Checking whether the {what} went through…", "checking"
                )
                result = await self._movements.reconcile(
                    result.movement,
                    on_wait=lambda left: self.status.emit(
                        f"No answer from the service. Checking whether the {what} went through… "
                        f"{round(left)} s",
                        "checking",
                    ),
                )
            if result.outcome is Outcome.DONE:
                self._connection.report_success()
                self.status.emit(done_text(result), "done")
            elif result.outcome is Outcome.NOT_APPLIED:
                self.status.emit(f"The {what} did not go through. Nothing changed.", "refused")
            elif result.outcome in (Outcome.MISMATCH, Outcome.UNCONFIRMED):
                self.status.emit(result.text, "unknown")
            else:
                shown = describe(result.error, subject=subject) if result.error is not None else None
                if shown is not None and (shown.offline or shown.key_refused):
                    self._connection.report(shown)
                self.status.emit(shown.text if shown else f"The service refused the {what}.", "refused")
        except StorageError as exc:
            # Told here in the dialog; raised on so the till pauses money actions (compose).
            sent = "Nothing was sent." if result is None else f"The {what} is not confirmed yet."
            self.status.emit(f"{exc.problem}. {sent}", "refused")
            raise
        except UnresolvedMovementError as exc:
            self.status.emit(f"{exc} Wait for the check to finish before trying again.", "unknown")
        except ApiError as exc:
            log.warning("The %s could not be checked: %s", what, exc.details)
            if isinstance(exc, Unauthorized):
                self._connection.report_refused()
                first = KEY_REFUSED_TEXT
            else:
                self._connection.report_offline()
                first = "Still no answer from the service."
            self.status.emit(
                f"{first} The {what} is not confirmed: do not try again; "
                "the till checks it again at its next start, or when this voucher is next redeemed.",
                "unknown",
            )
        finally:
            self.finished.emit()

    # -- unconfirmed movements --------------------------------------------------------------------

    def unconfirmed(self, code: str | None = None) -> UnconfirmedView | None:
        """The oldest unconfirmed movement (on ``code`` when given), with its candidates filled in."""
        waiting = [m for m in self._journal.unresolved() if m.state is MovementState.UNCONFIRMED]
        if code:
            waiting = [m for m in waiting if m.code and m.code.casefold() == code.casefold()] or waiting
        if not waiting:
            return None
        view = self._unconfirmed_view(waiting[0])
        self.candidates.set_records(view.candidates)
        return view

    def _unconfirmed_view(self, movement: Movement) -> UnconfirmedView:
        def candidate(event: ServiceEvent) -> CandidateView:
            return CandidateView(
                event_id=event.event_id,
                time_text=f"{event.created:%d %b %H:%M:%S}",
                location_text=place_text(event.location_id, self.location_id, self._settings.location_name),
                amount_text=format_money(event.amount, event.currency),
                before_text=format_money(event.starting_balance, event.currency),
                after_text=format_money(event.balance, event.currency),
            )

        return UnconfirmedView(
            movement_id=movement.id,
            heading=(
                f"{movement_text(movement)} Sent by {movement.staff} at {movement.created:%H:%M:%S} "
                "(this till's clock)."
            ),
            why=movement.reason or "",
            candidates=tuple(candidate(event) for event in movement.candidates),
        )

    def decide(self, view: UnconfirmedView, event_id: int | None) -> None:
        """The manager's word on an unconfirmed movement: ``event_id`` is ours, or (None) none is."""
        manager = self.begin_action()
        if manager is None:
            self.status.emit("A manager PIN is needed for this.", "refused")
            return
        try:
            decided = self._movements.decide(
                view.movement_id, Actor(self._session.staff or manager, manager), event_id
            )
        except ValueError as exc:
            self.status.emit(f"{str(exc)[:1].upper()}{str(exc)[1:]}.", "refused")
            return
        except StorageError as exc:
            self.status.emit(f"{exc.problem}. Nothing was decided.", "refused")
            return
        self.status.emit(movement_text(decided), "done")
        self.finished.emit()

    # -- audit log ------------------------------------------------------------------------------

    def show_audit(
        self,
        start: datetime | None = None,
        end: datetime | None = None,
        staff: str | None = None,
        action: str | None = None,
    ) -> None:
        self.audit_entries.set_records(self._audit.entries(start=start, end=end, staff=staff, action=action))

    def audit_choices(self) -> tuple[list[str], list[str]]:
        """The staff names and the actions the log holds, for the viewer's filters."""
        entries = self._audit.entries()
        return sorted({e.staff for e in entries}), sorted({e.action for e in entries})

    def audit_check_text(self) -> str:
        bad = self._audit.verify()
        if not bad:
            return "The log is intact: no entry was changed or removed."
        numbers = ", ".join(str(n) for n in bad)
        return f"Warning: entries changed or removed outside the till: #{numbers}."

    def export_audit(self, path: Path) -> None:
        entries = self.audit_entries.records
        self._audit.export_csv(path, entries)
        self._append(
            ACTION_AUDIT_EXPORT, self._acting or "", "done", reason=f"{len(entries)} rows to {path.name}"
        )

    # -- end of shift ---------------------------------------------------------------------------

    def build_shift(self, start: datetime, end: datetime) -> None:
        self._tasks.start("manager-shift", self._build_shift(start, end))

    async def _build_shift(self, start: datetime, end: datetime) -> None:
        movements = self._journal.between(start, end, till=self.till)
        events: list[BalanceEvent] = []
        try:
            async for page in self._client.iter_balance_event_pages(
                location_id=self.location_id, created=[(Op.GTE, start), (Op.LTE, end)]
            ):
                events.extend(page)
        except ApiError as exc:
            shown = describe(exc, subject="event")
            self.problem.emit(shown.text if shown else "The service's events could not be read.")
            return
        keyed = None if self._pos_keyed is None else self._pos_keyed.keyed_among([m.id for m in movements])
        report = build_shift_report(
            movements,
            events,
            till=self.till,
            location_id=self.location_id,
            start=start,
            end=end,
            keyed=keyed,
            only_till=self._settings.only_till_here,
        )
        self.shift_lines.set_records(shift_lines(report))
        self._append(ACTION_SHIFT_REPORT, self._acting or "", "done", reason=shift_summary(report))
        self.shift_ready.emit(report)

    def export_shift_csv(self, report: ShiftReport[BalanceEvent], path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("w", encoding="utf-8", newline="") as handle:
            csv.writer(handle).writerows(report_csv_rows(report))

    # -- service settings -------------------------------------------------------------------------

    def record_settings_change(self, manager: str, settings: Settings) -> None:
        """The audit line for a manager's change of service, property or location.

        Whether this is the only till at its location is named too: it decides whether a lost
        answer's event is taken as this till's without a manager (``app.core.reconcile``).
        """
        where = f"{settings.base_url} · {settings.property_name} · {settings.location_name}"
        alone = "the only till at this location" if settings.only_till_here else "other tills may work here"
        if settings.only_till_here != self._settings.only_till_here:
            alone = f"now {alone}"
        self._append(ACTION_SETTINGS, manager, "changed", reason=f"{where} · {alone}")

    # -- helpers --------------------------------------------------------------------------------

    def _staff_changed(self, name: str) -> None:
        if name:
            self.shift_start = self._clock()

    def _append(self, action: str, manager: str, outcome: str, *, reason: str | None = None) -> None:
        self._audit.append(
            action=action,
            till=self.till,
            staff=self._session.staff or manager or "—",
            manager=manager or None,
            outcome=outcome,
            reason=reason,
        )


def _clean_name(name: str) -> str:
    return " ".join(name.split())[:60]


def _looks_like_pin(name: str) -> bool:
    """A name made only of digits (and spaces) is a PIN typed into the wrong field."""
    return name.replace(" ", "").isdigit()


def _refund_view(order: Order, rows: Sequence[OrderRow], vouchers: dict[str, Voucher]) -> RefundView:
    shown: list[RefundRowView] = []
    for row in rows:
        voucher = vouchers.get(row.redeem_code)
        balance = (
            format_money(voucher.balance, voucher.currency_code)
            if voucher is not None
            else format_money(row.total, row.currency_code)
        )
        shown.append(RefundRowView(row.redeem_code or "—", row.name, row.status, balance))
    who = order.customer_name or order.email_address
    total = format_money(order.total, order.currency_code)
    heading = " · ".join(p for p in (f"Order #{order.order_id}", who, total, f"{len(rows)} vouchers") if p)
    return RefundView(
        order_id=order.order_id,
        heading=heading,
        rows=tuple(shown),
        codes=tuple(row.redeem_code for row in rows if row.redeem_code),
        blocker=refund_blocker(order.refunded, rows),
    )


#: The section of redemptions nobody ticked as keyed on the POS; the report shows them first, in red.
NOT_KEYED_SECTION = "Not keyed on POS"


def shift_lines(report: ShiftReport[BalanceEvent]) -> list[ShiftLine]:
    lines: list[ShiftLine] = [
        ShiftLine(
            NOT_KEYED_SECTION,
            time_text(m.created),
            "Redeemed",
            m.code or "",
            format_money(m.amount, m.currency or "") if m.amount is not None else "",
            m.staff,
            str(m.result_event_id or ""),
        )
        for m in report.not_keyed
    ]
    for pair in report.matched:
        section = "Matched" if pair.by_id else "Matched by check"
        event = pair.event
        lines.append(
            ShiftLine(
                section,
                time_text(event.created),
                event_type_text(event.type),
                event.code or "",
                signed_amount(event),
                pair.movement.staff,
                str(event.event_id),
            )
        )
    for movement in report.only_in_till:
        amount = movement.amount if movement.amount is not None else movement.balance_before
        lines.append(
            ShiftLine(
                "Only in the till",
                time_text(movement.created),
                movement.kind.value.capitalize(),
                movement.code or (f"order {movement.order_id}" if movement.order_id else ""),
                format_money(amount, movement.currency or "") if amount is not None else "",
                movement.staff,
                movement.state.value,
            )
        )
    for event in report.only_in_service:
        lines.append(
            ShiftLine(
                "Only in the service",
                time_text(event.created),
                event_type_text(event.type),
                event.code or "",
                signed_amount(event),
                "",
                str(event.event_id),
            )
        )
    for section, movements in (
        ("Unconfirmed", report.unconfirmed),
        ("Mismatch", report.mismatched),
        ("Found late", report.found_late),
    ):
        for movement in movements:
            amount = movement.service.amount if movement.service is not None else movement.expected_amount
            lines.append(
                ShiftLine(
                    section,
                    time_text(movement.created),
                    movement.kind.value.capitalize(),
                    movement.code or (f"order {movement.order_id}" if movement.order_id else ""),
                    format_money(amount, movement.currency or "") if amount is not None else "",
                    movement.staff,
                    movement_text(movement),
                )
            )
    for movement in report.not_applied:
        lines.append(
            ShiftLine(
                "Not applied",
                time_text(movement.created),
                movement.kind.value.capitalize(),
                movement.code or "",
                "",
                movement.staff,
                movement.reason or movement.state.value,
            )
        )
    return lines


def shift_summary(report: ShiftReport[BalanceEvent]) -> str:
    return (
        f"{len(report.matched)} matched, {len(report.only_in_till)} only in the till, "
        f"{len(report.only_in_service)} only in the service, {len(report.not_applied)} not applied, "
        f"{len(report.unconfirmed)} unconfirmed, {len(report.mismatched)} mismatched, "
        f"{len(report.found_late)} found late"
    )


def totals_lines(report: ShiftReport[BalanceEvent]) -> list[str]:
    """Totals per event type in till language: the location's, then this till's share."""
    lines = []
    for scope, totals in (("Location", report.totals), ("This till", report.till_totals)):
        for total in totals:
            lines.append(
                f"{scope}: {event_type_text(total.type)} × {total.count} = "
                f"{format_money(total.amount, total.currency)}"
            )
    return lines


def shift_html(report: ShiftReport[BalanceEvent], place: str) -> str:
    """A printable page of the report (the dialog saves it as PDF)."""
    esc = html.escape
    head = (
        f"<h1>End of shift — {esc(report.till)}</h1>"
        f"<p>{esc(place)} · from {report.start:%d %b %Y %H:%M} to {report.end:%d %b %Y %H:%M}</p>"
        f"<p><b>{esc(shift_summary(report))}</b></p>"
        f"{_not_keyed_html(report)}"
    )
    totals = "".join(f"<li>{esc(line)}</li>" for line in totals_lines(report))
    cells = "".join(
        ("<tr style='color:#b00020'>" if line.section == NOT_KEYED_SECTION else "<tr>")
        + "".join(f"<td>{esc(v)}</td>" for v in _line_cells(line))
        + "</tr>"
        for line in shift_lines(report)
    )
    header = "".join(f"<th align='left'>{h}</th>" for h in SHIFT_HEADERS)
    return (
        f"<html><body>{head}<h2>Totals</h2><ul>{totals}</ul><h2>Detail</h2>"
        f"<table border='1' cellspacing='0' cellpadding='4'><tr>{header}</tr>{cells}</table></body></html>"
    )


def not_keyed_text(report: ShiftReport[BalanceEvent]) -> str:
    """The warning the report opens with when redemptions are not ticked as keyed on the POS."""
    if not report.not_keyed:
        return ""
    amounts = ", ".join(
        format_money(m.amount, m.currency or "") for m in report.not_keyed if m.amount is not None
    )
    count = len(report.not_keyed)
    which = "1 redemption is" if count == 1 else f"{count} redemptions are"
    return f"{which} not ticked as keyed on the POS: {amounts}. Key them on the POS and tick them."


def _not_keyed_html(report: ShiftReport[BalanceEvent]) -> str:
    text = not_keyed_text(report)
    return f"<p style='color:#b00020'><b>{html.escape(text)}</b></p>" if text else ""


def _line_cells(line: ShiftLine) -> tuple[str, ...]:
    return (line.section, line.time, line.type, line.code, line.amount, line.staff, line.event)
