"""The POS hand-off: what to key on the property's POS after a redemption, and the "Keyed on POS" tick.

The list comes from the journal, not from the redeem box's last answer, so a redemption that an
unknown outcome turned into a done one later (reconciliation, the check at start) waits for its tick
like any other. Ticks are written to the journal's file with who ticked and when, and to the audit log.

A redemption reversed by another till is seen in two places: the voucher's redeem history, read again
by a lookup, says "Unredeemed" on its event; and a reversal in the activity feed on a voucher still
to be keyed makes the till read that history itself (the feed's reversal does not say which event it
undid, so the history line, not the feed, decides). Such a hand-off then says not to key it.
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timedelta

from PySide6.QtCore import QObject, Signal

from app.api.client import VoucherClient
from app.api.errors import ApiError
from app.api.models import BalanceEvent, RedeemHistoryEntry
from app.core.audit_line import AuditLine
from app.core.bill_handoff import BillHandoff
from app.core.i18n import QT_TRANSLATE_NOOP, translate
from app.core.masking import mask_code
from app.core.money import format_money
from app.core.movement import Movement, MovementState, code_key
from app.core.notice import Notice
from app.core.pos_handoff import HANDOFF_WINDOW, Handoff, handoff_of, handoffs, needs_keying
from app.core.reconcile import REVERSAL_TYPE
from app.core.tasks import TaskSlots
from app.desk.common.session import SessionViewModel
from app.services.movements import what_moved
from app.store.audit import AuditLog
from app.store.db import StorageError, utc_text
from app.store.journal import Journal, WriteMark
from app.store.pos_keyed import PosKeyedStore

log = logging.getLogger(__name__)

ACTION_KEYED = "keyed on POS"
#: Why an unsettled movement waits, for the list shown before leaving.
_WAITS = {
    MovementState.UNCONFIRMED: QT_TRANSLATE_NOOP("Handoff", "waits for a manager's decision"),
    MovementState.UNKNOWN: QT_TRANSLATE_NOOP("Handoff", "not yet confirmed by the service"),
    MovementState.PENDING: QT_TRANSLATE_NOOP("Handoff", "sent, no answer yet"),
}
#: The redeem-history status of a reversed redemption.
REVERSED_STATUS = REVERSAL_TYPE["Redeemed"]


def interrupted_text(handoff: Handoff, bill: BillHandoff) -> str:
    """ "Bill Table 12 was interrupted when the till stopped: the service took £75.00; not sent:
    £75.00 on ••••••NR75. £75.00 left to pay on the POS." """
    money = bill.currency or handoff.currency
    lines = ", ".join(
        translate("Bill", "{amount} on {code}").format(
            amount=format_money(line.amount, money), code=line.code
        )
        for line in bill.not_sent
    )
    return translate(
        "Handoff",
        "Bill {reference} was interrupted when the till stopped: the service took {taken}; not sent: "
        "{lines}. {left} left to pay on the POS.",
    ).format(
        reference=bill.reference or "—",
        taken=handoff.amount_text,
        lines=lines,
        left=format_money(bill.left, money),
    )


def held_text() -> str:
    """Why a bill's hand-off is neither copied nor ticked while one of its lines is not confirmed."""
    return translate(
        "Handoff",
        "A voucher of this bill is not confirmed: a manager decides it first "
        "(Manager ▸ Unconfirmed movements), then the bill is keyed on the POS.",
    )


@dataclass(frozen=True)
class _Read:
    """What the hand-off holds of the journal: this till's movements of the window, oldest first,
    and those stamped after its end (a clock set back), which time may bring into it.

    A whole day's movements take tens of milliseconds to read, and the hand-off is refreshed after
    every movement: read whole each time, the loop stalled for longer as the day went on. So only
    the movements written since the last read are read (``Journal.written_since``) and merged here;
    the whole window is read again when the journal cannot say what changed, or the clock went back.
    """

    mark: WriteMark
    start: str
    movements: list[Movement]
    ahead: list[Movement]

    def merged(self, fresh: Sequence[Movement], till: str, window: tuple[str, str]) -> _Read | None:
        """This read with ``fresh`` (movements as they stand now) put in and the window moved on to
        ``window`` (its ends as ``utc_text``); None when the merge cannot keep the journal's order."""
        held = self.movements + self.ahead
        where = {m.id: i for i, m in enumerate(held)}
        added: list[Movement] = []
        for movement in fresh:
            if movement.till != till:
                continue
            if (i := where.get(movement.id)) is not None:
                held[i] = movement  # a new state; its place (when it was created) is the same
            elif utc_text(movement.created) >= window[0]:  # an older one settled late is not listed
                added.append(movement)
        last = utc_text(held[-1].created) if held else ""
        if any(utc_text(m.created) < last for m in added):
            return None  # not after every one held: read afresh rather than sort
        return _Read(self.mark, window[0], *_within(held + added, window))


def _within(movements: list[Movement], window: tuple[str, str]) -> tuple[list[Movement], list[Movement]]:
    """Of ``movements`` (oldest first), those of ``window`` and those after its end."""
    start, end = window
    first = next((i for i, m in enumerate(movements) if utc_text(m.created) >= start), len(movements))
    cut = len(movements)
    while cut > first and utc_text(movements[cut - 1].created) > end:
        cut -= 1
    return movements[first:cut], movements[cut:]


class HandoffViewModel(QObject):
    """Signals:
    changed(object current, int count): the redemption to key now (the one whose outcome the
        counter's line shows, while it waits; else the newest unticked ``Handoff``, or None; one
        reversed elsewhere comes first, saying not to key it) and how many are unticked in all.
    notice(Notice): a tick could not be recorded (in till words).
    """

    changed = Signal(object, int)
    notice = Signal(object)

    def __init__(
        self,
        journal: Journal,
        keyed: PosKeyedStore,
        audit: AuditLog,
        session: SessionViewModel,
        client: VoucherClient,
        tasks: TaskSlots,
        *,
        clock: Callable[[], datetime] = datetime.now,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._client = client
        self._tasks = tasks
        #: Events of this till's redemptions the service's history shows reversed, not by this till.
        self._reversed: set[int] = set()
        self._journal = journal
        self._keyed = keyed
        self._audit = audit
        self._session = session
        self._till = session.till_name
        self._clock = clock
        self._pending: list[Handoff] = []
        #: The service events of the redemptions still to key, and their codes by ``code_key``, made
        #: at each refresh: every feed poll and every voucher's history is checked against them, and
        #: by evening a till has hundreds to key.
        self._waiting_events: frozenset[int] = frozenset()
        self._waiting_codes: dict[str, str] = {}
        #: Each pending hand-off by the id of every movement it ticks (a bill's, all of them).
        self._by_movement: dict[str, Handoff] = {}
        #: When this session began: a bill left with lines never sent before it was interrupted.
        self._since = clock()
        #: The interrupted bills the cashier was told of, by bill id (once a session each).
        self._told: set[str] = set()
        #: The movement whose outcome the counter's outcome line shows (None: the line says none).
        self._followed: str | None = None
        #: What the hand-off holds of the journal, brought up to date at each refresh.
        self._read: _Read | None = None
        #: Each movement's hand-off, kept with the movement it was made of: a day's hundreds made
        #: again at every refresh were most of its time by evening; a movement read again is new.
        self._made: dict[str, tuple[Movement, Handoff]] = {}

    def follow(self, movement_id: str | None) -> None:
        """The counter's outcome line shows ``movement_id``'s outcome (None: no movement's): while it
        waits to be keyed, its hand-off is the banner's under that line, and F9 ticks it, not a
        sale or another voucher's redemption that came in since."""
        if movement_id == self._followed:
            return
        self._followed = movement_id
        self.changed.emit(self.current, len(self._pending))

    def follows(self, handoff: Handoff) -> bool:
        """``handoff`` is the one the counter's outcome line is about."""
        return self._followed is not None and self._followed in handoff.movement_ids

    @property
    def current(self) -> Handoff | None:
        followed = self._by_movement.get(self._followed) if self._followed is not None else None
        if followed is not None:
            return followed
        reversed_ = [h for h in self._pending if h.reversed_elsewhere]
        if reversed_:
            return reversed_[-1]
        return self._pending[-1] if self._pending else None

    def unticked(self) -> list[Handoff]:
        """Every redemption of this till still to be keyed, oldest first (not those reversed since)."""
        return [h for h in self._pending if not h.reversed_elsewhere]

    def unsettled(self) -> list[str]:
        """This till's movements nobody can yet say went through or not, oldest first, in till words
        ("14:02 a redemption of £5.00 on SPA50PART: waits for a manager's decision").

        Asked before the till is closed or signed out: money may have moved for each, and the next
        person at the till (or a manager) must know they wait.
        """
        try:
            waiting = [m for m in self._journal.unresolved() if m.till == self._till]
        except (StorageError, sqlite3.Error, OSError) as exc:
            log.warning("The unsettled movements could not be read before leaving: %s", exc)
            return [
                translate(
                    "Handoff", "The till could not read its journal: some movements may not be settled."
                )
            ]
        said = translate("Handoff", "{time} {what}: {why}")
        return [
            said.format(
                time=f"{m.created:%H:%M}", what=what_moved(m), why=translate("Handoff", _WAITS[m.state])
            )
            for m in waiting
        ]

    def events_seen(self, events: Sequence[BalanceEvent]) -> None:
        """Events the feed read: a reversal on a voucher still to be keyed has its history read."""
        waiting = self._waiting_codes
        codes = {
            waiting[code_key(event.code)]
            for event in events
            if event.type == REVERSED_STATUS and event.code and code_key(event.code) in waiting
        }
        for code in sorted(codes):
            self._tasks.start(f"handoff-history-{code}", self._read_history(code))

    async def _read_history(self, code: str) -> None:
        try:
            voucher = await self._client.lookup_code(code)
            rows = await self._client.order_rows(voucher.order_id)
        except ApiError as exc:
            masked = mask_code(code)
            log.info("The history of %s could not be read for the POS hand-off: %s", masked, exc.details)
            return
        self.saw_history(line for row in rows for line in row.redeem_history)

    def saw_history(self, lines: Iterable[RedeemHistoryEntry]) -> None:
        """Redeem-history lines the till read: a redemption still to key whose line now says it was
        reversed (not by this till, whose own reverses are already left out) is no longer keyed."""
        newly = {line.event_id for line in lines if line.status == REVERSED_STATUS} & self._waiting_events
        if newly:
            self._reversed |= newly
            self.refresh()

    def refresh(self) -> None:
        """Read the journal again (after a redemption, a reverse, a check, a change of staff)."""
        now = self._clock()
        try:
            self._read = self._read_journal(now)
            movements = self._read.movements
            keyed = self._keyed.keyed_among([m.id for m in movements])
        except (StorageError, sqlite3.Error, OSError) as exc:
            log.warning("The POS hand-off list could not be read: %s", exc)
            self.notice.emit(
                Notice(
                    translate("Handoff", "The till could not read which redemptions are keyed on the POS.")
                )
            )
            return
        pending = handoffs(needs_keying(movements, keyed), movements, self._handoff_of)
        if len(self._made) > 2 * len(movements):  # those that left the window are let go
            held = {m.id for m in movements}
            self._made = {key: kept for key, kept in self._made.items() if key in held}
        self._pending = [
            replace(h, reversed_elsewhere=True) if h.reference in self._reversed else h for h in pending
        ]
        unticked = [h for h in self.unticked() if h.reference]
        self._waiting_events = frozenset(h.reference for h in unticked if h.reference)
        self._waiting_codes = {code_key(h.code): h.code for h in unticked}
        self._by_movement = {movement_id: h for h in self._pending for movement_id in h.movement_ids}
        self.changed.emit(self.current, len(self._pending))
        self._tell_interrupted(movements)

    def _handoff_of(self, movement: Movement) -> Handoff:
        kept = self._made.get(movement.id)
        if kept is None or kept[0] is not movement:
            kept = self._made[movement.id] = (movement, handoff_of(movement))
        return kept[1]

    def _read_journal(self, now: datetime) -> _Read:
        """The window's movements as they stand at ``now``: what was written since the last read
        merged in when the journal can say what that was, else the whole window read again."""
        window = (utc_text(now - HANDOFF_WINDOW), utc_text(now + timedelta(minutes=5)))
        read = self._read
        if read is not None and window[0] >= read.start:
            written = self._journal.written_since(read.mark)
            if written is not None:
                mark, fresh = written
                merged = replace(read, mark=mark).merged(fresh, self._till, window)
                if merged is not None:
                    return merged
        mark = self._journal.mark()
        every = self._journal.between(now - HANDOFF_WINDOW, datetime.max, till=self._till)
        return _Read(mark, window[0], *_within(every, window))

    def _tell_interrupted(self, movements: Sequence[Movement]) -> None:
        """A bill the till was sending when it stopped (a crash, a power cut), now settled: the
        cashier is told once what the service took, which lines were never sent, and what is left."""
        for handoff in self._pending:
            bill = handoff.bill
            if bill is None or not bill.not_sent or bill.held:
                continue
            ids = set(bill.movement_ids)
            created = [m.created for m in movements if m.id in ids]
            bill_id = next((m.bill.bill_id for m in movements if m.id in ids and m.bill is not None), "")
            if not created or max(created) >= self._since or bill_id in self._told:
                continue
            self._told.add(bill_id)
            self.notice.emit(Notice(interrupted_text(handoff, bill)))

    def tick_current(self) -> None:
        current = self.current
        if current is not None:
            self.tick(current.movement_id)

    def tick(self, movement_id: str) -> None:
        """Record that the signed-in staff member keyed this redemption on the POS."""
        staff = self._session.staff
        handoff = self._by_movement.get(movement_id)
        if handoff is None or handoff.movement_id != movement_id:
            return
        if handoff.held:
            self.notice.emit(Notice(held_text()))
            return
        if not staff:
            self.notice.emit(
                Notice(
                    translate("Handoff", "Sign in first: a tick records who keyed the redemption on the POS.")
                )
            )
            return
        try:
            before = self._journal.mark()
            for keyed_id in handoff.movement_ids:  # a bill's redemptions, ticked as one
                self._keyed.tick(keyed_id, staff=staff, till=self._till)
            read = self._read
            if read is not None and before.data_version == read.mark.data_version:
                # Only the ticks were written by another connection to the journal's file: the
                # movements held, and what the journal wrote itself since, still count.
                after = self._journal.mark().data_version
                self._read = replace(read, mark=replace(read.mark, data_version=after))
        except StorageError as exc:
            self.notice.emit(
                Notice(
                    translate(
                        "Handoff", "{problem} The redemption still shows as not keyed; try the tick again."
                    ).format(problem=exc.problem)
                )
            )
            return
        try:
            self._audit.append(
                AuditLine(
                    action=ACTION_KEYED,
                    till=self._till,
                    staff=staff,
                    outcome="reversed elsewhere; not keyed" if handoff.reversed_elsewhere else "ticked",
                    code=handoff.code,
                    amount=handoff.amount,
                    currency=handoff.currency,
                    service_event_id=handoff.reference,
                )
            )
        except (StorageError, sqlite3.Error) as exc:
            # The tick itself is kept (with who and when); only its line in the audit log is missing.
            log.warning("The audit line of a POS tick could not be written: %s", exc)
        self.refresh()
