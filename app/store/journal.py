"""Every money movement, written down before it is sent and resolved after.

The service documents no idempotency key, so the till itself must know, after any crash or lost
answer, which movements may have happened. An intent is committed with ``synchronous=FULL``
before the request leaves; its outcome follows, committed without the flush (``settled_by_service``:
an outcome a power cut loses leaves the intent pending, and reconciliation rebuilds it). Only the
transitions below exist, so a movement can never be marked done twice or come back from a final
state:

    PENDING     -> DONE | REJECTED | UNKNOWN | MISMATCH
    UNKNOWN     -> DONE | NOT_APPLIED | UNCONFIRMED
    NOT_APPLIED -> DONE | UNCONFIRMED          (it turned up late: ``late_found`` says when)
    UNCONFIRMED -> DONE | NOT_APPLIED | UNCONFIRMED   (a manager's word, or new candidates)

"Not applied" is not final on purpose: a slow service may still apply a request long after the
till stopped waiting, and a till that hid that would let the cashier take the money twice.

Two clocks, two frames. The till's own times (``created``, ``updated``, ``late_found``) are stored
in UTC and read back as the till's local time of the day (``app.store.db.utc_text``): a till
restarted in another zone, or across a DST change, sees every row on one timeline, so a shift's
rows are found by one range and the POS hand-off's last day is the last day. The offset the till
had measured between its clock and the service's (``clock_offset_s``) is stored against UTC too and
read back against the local clock, so ``created + clock_offset_s`` is always the intent's time on
the service's clock. The service's own stamps (the answer's event, the candidates, the anchor) are
kept as it wrote them, in the property's local time. A journal written before UTC storage is
converted when opened, each row in the zone it was written in where its send time proves it
(``app.store.journal_rows.to_utc``).
"""

from __future__ import annotations

import json
import uuid
from collections import deque
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from app.core.i18n import QT_TRANSLATE_NOOP
from app.core.intent import Intent, Origin, Timing
from app.core.masking import mask_emails_in
from app.core.movement import (
    UNRESOLVED_STATES,
    Movement,
    MovementKind,
    MovementState,
    ServiceEvent,
    code_key,
)
from app.store.db import (
    SqliteStore,
    decimal_text,
    event_id_from_store,
    settled_by_service,
    stored_event_id,
    time_text,
    utc_text,
    write_transaction,
)
from app.store.journal_rows import events_from_json, events_json, movement_from_row, to_utc, zone_s
from app.store.journal_schema import ADDED_COLUMNS, COLUMNS, LEGAL, REQUIRED_TARGET, SCHEMA

__all__ = ["Journal", "JournalError", "Movement", "MovementKind", "MovementState", "WriteMark"]

_UNRESOLVED = tuple(state.value for state in sorted(UNRESOLVED_STATES))
#: How many of its own latest writes the journal remembers by movement id, for ``written_since``: a
#: reader that lets more go by without asking reads afresh.
_REMEMBERED_WRITES = 256


@dataclass(frozen=True)
class WriteMark:
    """Where the journal's file stood when a reader read it (``Journal.mark``): how many writes the
    journal itself had made and the rows they changed, the connection's own count of changed rows,
    and SQLite's ``data_version`` (which moves when another connection writes to the file)."""

    writes: int
    own_rows: int
    total_changes: int
    data_version: int


@dataclass(frozen=True)
class _Change:
    """What a transition writes beside the new state; a field left None keeps what was there."""

    result_event_id: int | None = None
    reason: str | None = None
    service: ServiceEvent | None = None
    candidates: tuple[ServiceEvent, ...] | None = None
    decided_by: str | None = None
    late_found: datetime | None = None
    order_id: int | None = None


class JournalError(Exception):
    """An unknown movement id or a transition the lifecycle does not allow."""


class Journal(SqliteStore):
    """The journal file of one till. Use as a context manager or call ``close()``."""

    schema = SCHEMA
    store = QT_TRANSLATE_NOOP("Store", "journal")

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        present = {row[1] for row in self._db.execute("PRAGMA table_info(movements)")}
        for name, kind in ADDED_COLUMNS.items():
            if name not in present:
                self._db.execute(f"ALTER TABLE movements ADD COLUMN {name} {kind}")
        to_utc(self._db)
        #: The ids of the journal's own latest writes, newest last, how many it has made in all and
        #: the rows they changed: when the connection's count of changed rows has grown by more,
        #: something else wrote through it (a probe of the disk, a reduction).
        self._written: deque[str] = deque(maxlen=_REMEMBERED_WRITES)
        self._writes = 0
        self._own_rows = 0

    def record_intent(
        self, kind: MovementKind, intent: Intent, origin: Origin, timing: Timing | None = None
    ) -> Movement:
        """Write a PENDING movement; it is on disk when this returns, so send only afterwards.

        ``origin.approved_by`` is the manager whose PIN allowed it, for every later audit line about
        it; ``timing`` what the till knew of the service's timeline before sending.
        """
        kind = MovementKind(kind)
        timing = timing or Timing()
        target = REQUIRED_TARGET[kind]
        if {"code": intent.code, "event_id": intent.event_id, "order_id": intent.order_id}[target] is None:
            raise ValueError(f"a {kind} movement needs {target}")
        if not origin.staff.strip() or not origin.till.strip():
            raise ValueError("a movement needs the staff name and the till name")
        local_now = self._clock()
        now = utc_text(local_now)
        movement_id = str(uuid.uuid4())
        anchor, offset = timing.anchor, timing.clock_offset_s
        with self._writing(movement_id):
            self._db.execute(
                f"INSERT INTO movements ({COLUMNS}, code_key) "  # noqa: S608 - constant column list
                f"VALUES ({', '.join('?' * 28)})",
                (
                    movement_id,
                    kind.value,
                    intent.code,
                    intent.order_id,
                    stored_event_id(intent.event_id),
                    decimal_text(intent.amount),
                    intent.currency,
                    origin.location_id,
                    origin.staff,
                    origin.till,
                    now,
                    MovementState.PENDING.value,
                    None,
                    None,
                    now,
                    decimal_text(intent.balance_before),
                    None if anchor is None else stored_event_id(anchor.event_id),
                    None if anchor is None else time_text(anchor.created),
                    None if offset is None else offset + zone_s(local_now),
                    timing.sent_epoch,
                    None,
                    None,
                    None,
                    None,
                    origin.expected_location_id,
                    (origin.approved_by or "").strip() or None,
                    None if intent.bill is None else intent.bill.to_json(),
                    None if intent.code is None else code_key(intent.code),
                ),
            )
        return self.get(movement_id)

    def mark_done(
        self,
        movement_id: str,
        event_id: int,
        *,
        service: ServiceEvent | None = None,
        decided_by: str | None = None,
        late_found: datetime | None = None,
        reason: str | None = None,
        order_id: int | None = None,
    ) -> Movement:
        """DONE with the service's event; ``late_found`` when it had been called not applied;
        ``order_id``, the order a sale made, in the same write (``sold_as`` otherwise)."""
        return self._move(
            movement_id,
            MovementState.DONE,
            _Change(
                result_event_id=event_id,
                service=service,
                decided_by=decided_by,
                late_found=late_found,
                reason=reason,
                order_id=order_id,
            ),
        )

    def mark_rejected(self, movement_id: str, reason: str) -> Movement:
        return self._move(movement_id, MovementState.REJECTED, _Change(reason=reason))

    def mark_unknown(self, movement_id: str) -> Movement:
        return self._move(movement_id, MovementState.UNKNOWN)

    def mark_not_applied(
        self, movement_id: str, *, decided_by: str | None = None, reason: str | None = None
    ) -> Movement:
        return self._move(
            movement_id, MovementState.NOT_APPLIED, _Change(decided_by=decided_by, reason=reason)
        )

    def mark_mismatch(self, movement_id: str, service: ServiceEvent | None, reason: str) -> Movement:
        """The service answered with other figures than asked: its own figures are what stands.

        ``service`` is the event it answered with (None for a refund, whose figures are in ``reason``).
        """
        return self._move(
            movement_id,
            MovementState.MISMATCH,
            _Change(
                result_event_id=None if service is None else service.event_id, service=service, reason=reason
            ),
        )

    def mark_unconfirmed(
        self,
        movement_id: str,
        candidates: Sequence[ServiceEvent],
        reason: str,
        *,
        late_found: datetime | None = None,
    ) -> Movement:
        """The records cannot single out this till's event: the candidates wait for a manager."""
        return self._move(
            movement_id,
            MovementState.UNCONFIRMED,
            _Change(candidates=tuple(candidates), reason=reason, late_found=late_found),
        )

    def get(self, movement_id: str) -> Movement:
        rows = self._select("WHERE id = ?", (movement_id,))
        if not rows:
            raise JournalError(f"no movement {movement_id}")
        return rows[0]

    def unresolved(self) -> list[Movement]:
        """PENDING, UNKNOWN and UNCONFIRMED movements, oldest first: money may have moved."""
        return self._select("WHERE state IN (?, ?, ?)", _UNRESOLVED)

    def unresolved_for_code(self, code: str) -> list[Movement]:
        """Unresolved movements on this code, in any spelling of it; any one blocks a new movement."""
        return self._select("WHERE code_key = ? AND state IN (?, ?, ?)", (code_key(code), *_UNRESOLVED))

    def waiting_for_manager(self, code: str) -> list[str]:
        """The ids of the movements on this code, in any spelling of it, that wait for a manager
        (UNCONFIRMED). Asked at every check of a typed amount and every look at what the counter
        offers, several times a movement, so only the ids are read, through the code's index: a
        whole movement read and converted each time cost more than the check itself."""
        rows = self._db.execute(
            "SELECT id FROM movements WHERE code_key = ? AND state = ?",
            (code_key(code), MovementState.UNCONFIRMED.value),
        )
        return [row[0] for row in rows]

    def still_open(self, since_epoch: float, code: str | None = None) -> list[Movement]:
        """Movements called not applied since ``since_epoch`` (UTC seconds), and every unconfirmed one.

        These are re-checked: a slow service may still have applied them, even after a manager
        said none of the events then shown was this till's (``settle`` leaves those out). With
        ``code``, only those on that code, in any spelling.
        """
        where = "WHERE ((state = ? AND sent_epoch >= ?) OR state = ?)"
        params: tuple[object, ...] = (MovementState.NOT_APPLIED, since_epoch, MovementState.UNCONFIRMED)
        if code is not None:
            where += " AND code_key = ?"
            params += (code_key(code),)
        return self._select(where, params)

    def claims_of(self, event_ids: Iterable[int]) -> dict[int, ServiceEvent | None]:
        """Which of ``event_ids`` a movement of this till is known (or was decided) to have
        created, with the figures the journal kept of each (None when it kept none).

        The figures tell a claimed event from a different one that reuses its id on a service
        restored from a backup (see ``app.core.reconcile``). Asked for by id, through an index: an
        answer is checked against 90 days of movements in the time it takes to check it against one.
        """
        wanted = sorted({stored_event_id(event_id) for event_id in event_ids})
        claims: dict[int, ServiceEvent | None] = {}
        # The ids as one JSON array: one statement for every count (see ``PosKeyedStore.keyed_among``).
        rows = self._db.execute(
            "SELECT result_event_id, service FROM movements "
            "WHERE result_event_id IN (SELECT value FROM json_each(?))",
            (json.dumps(wanted),),
        )
        claims.update(
            {event_id_from_store(row[0]): next(iter(events_from_json(row[1])), None) for row in rows}
        )
        return claims

    def between(self, start: datetime, end: datetime, *, till: str | None = None) -> list[Movement]:
        """Movements created from ``start`` to ``end`` (the till's local time, or aware), both included,
        oldest first."""
        where = "WHERE created >= ? AND created <= ?"
        params: tuple[object, ...] = (utc_text(start), utc_text(end))
        if till is not None:
            where += " AND till = ?"
            params += (till,)
        return self._select(where, params)

    def currencies(self) -> list[str]:
        """The currencies this till's movements were in, most used first."""
        rows = self._db.execute(
            "SELECT UPPER(currency) AS c FROM movements WHERE currency IS NOT NULL AND currency != '' "
            "GROUP BY c ORDER BY COUNT(*) DESC, c"
        )
        return [str(row[0]) for row in rows]

    def newest_answered(self) -> Movement | None:
        """The movement most recently sent that holds the service's event: its stamp against its
        send time is the offset between the clocks (``app.core.shift_report.service_offset``)."""
        found = self._select(
            "WHERE service IS NOT NULL AND sent_epoch IS NOT NULL "
            "AND sent_epoch = (SELECT MAX(sent_epoch) FROM movements WHERE service IS NOT NULL)",
            (),
        )
        return found[-1] if found else None

    def activations(self) -> list[Movement]:
        """New cards this till sold: top-ups the service answered with an ``Activation``."""
        topups = self._select(
            "WHERE kind = ? AND state = ?", (MovementKind.TOPUP.value, MovementState.DONE.value)
        )
        return [m for m in topups if m.service is not None and m.service.type == "Activation"]

    def of_order(self, order_id: int) -> list[Movement]:
        """This till's movements on one order (its refunds), oldest first."""
        return self._select("WHERE order_id = ?", (order_id,))

    def sold_orders(self, order_ids: Iterable[int]) -> set[int]:
        """Which of ``order_ids`` are orders this till sold: their vouchers' activations are sales,
        not new cards (the feed words them as the shift report does)."""
        wanted = sorted(set(order_ids))
        sold: set[int] = set()
        # In slices: SQLite allows a few hundred placeholders in one statement, and a page of the
        # feed may name more orders than that.
        for start in range(0, len(wanted), 500):
            part = wanted[start : start + 500]
            marks = ", ".join("?" * len(part))
            rows = self._db.execute(
                f"SELECT DISTINCT order_id FROM movements WHERE kind = ? AND order_id IN ({marks})",  # noqa: S608
                (MovementKind.SALE.value, *part),
            )
            sold.update(int(row[0]) for row in rows)
        return sold

    def of_code(self, code: str) -> list[Movement]:
        """This till's movements on one voucher, in any spelling of its code, oldest first."""
        return self._select("WHERE code_key = ?", (code_key(code),))

    def note_answer(self, movement_id: str, event_id: int) -> None:
        """The event a proven answer named, on a movement still pending: its mark and audit line
        wait for the cashier's screen. A till stopped before them (killed, crashed) then still
        knows which of the service's events was this request's (``app.core.reconcile``). Not
        synced: one line of the file, quick enough to come before the paint; a power cut that loses
        it leaves the intent alone, as before."""
        with settled_by_service(self._db), self._writing(movement_id):
            self._db.execute(
                "UPDATE movements SET result_event_id = ? WHERE id = ? AND state = ?",
                (stored_event_id(event_id), movement_id, MovementState.PENDING.value),
            )

    def sold_as(self, movement_id: str, order_id: int) -> None:
        """The order a sale made (found by its payment reference), so its vouchers' events pair with it."""
        with self._writing(movement_id):
            self._db.execute("UPDATE movements SET order_id = ? WHERE id = ?", (order_id, movement_id))

    def mark(self) -> WriteMark:
        """Where the file stands now, for ``written_since`` later."""
        return WriteMark(self._writes, self._own_rows, self._db.total_changes, self._data_version())

    def written_since(self, mark: WriteMark) -> tuple[WriteMark, list[Movement]] | None:
        """The movements this journal wrote (or changed) since ``mark``, as they stand now, oldest
        first, with the mark to ask from next time; None when it cannot be sure that they are all
        that changed: another connection wrote to the file (a worker's retention, another program),
        something else wrote through this one, or more were written than it remembers. A reader
        then reads what it needs afresh.

        A reader that keeps a day's movements reads only the few a movement just wrote, instead of
        the whole day again after each one.
        """
        now = self.mark()
        since = now.writes - mark.writes
        if (
            now.data_version != mark.data_version
            or now.total_changes - mark.total_changes != now.own_rows - mark.own_rows
            or not 0 <= since <= len(self._written)
        ):
            return None
        if since == 0:
            return now, []
        ids = sorted(set(list(self._written)[len(self._written) - since :]))
        found = self._select("WHERE id IN (SELECT value FROM json_each(?))", (json.dumps(ids),))
        return now, found

    def _data_version(self) -> int:
        row = self._db.execute("PRAGMA data_version").fetchone()
        return int(row[0]) if row is not None else 0

    @contextmanager
    def _writing(self, movement_id: str) -> Iterator[None]:
        """One write of the journal's own, about ``movement_id``: remembered for ``written_since``
        once it is done (one that fails is not, and its rows, if any, make readers read afresh)."""
        before = self._db.total_changes
        yield
        self._own_rows += self._db.total_changes - before
        self._written.append(movement_id)
        self._writes += 1

    def made(self, event_id: int) -> Movement | None:
        """The movement of this till that created ``event_id``, if one did."""
        found = self._select("WHERE result_event_id = ?", (stored_event_id(event_id),))
        return found[-1] if found else None

    def reversals_of(self, event_id: int) -> list[Movement]:
        """This till's reverses of one event, oldest first: a done one means it is reversed."""
        return self._select(
            "WHERE kind = ? AND event_id = ?", (MovementKind.REVERSE.value, stored_event_id(event_id))
        )

    def _select(self, where: str, params: tuple[object, ...]) -> list[Movement]:
        # Only fixed clauses with placeholders reach ``where``; values travel as parameters.
        query = f"SELECT {COLUMNS} FROM movements {where} ORDER BY created, rowid"  # noqa: S608
        rows = self._db.execute(query, params)
        return [movement_from_row(row) for row in rows]

    def _move(self, movement_id: str, new_state: MovementState, change: _Change | None = None) -> Movement:
        with settled_by_service(self._db), self._writing(movement_id):
            return self._move_now(movement_id, new_state, change or _Change())

    def _move_now(self, movement_id: str, new_state: MovementState, change: _Change) -> Movement:
        with write_transaction(self._db):
            row = self._db.execute("SELECT state FROM movements WHERE id = ?", (movement_id,)).fetchone()
            if row is None:
                raise JournalError(f"no movement {movement_id}")
            current = MovementState(row[0])
            if new_state not in LEGAL.get(current, frozenset()):
                raise JournalError(f"movement {movement_id} cannot go from {current} to {new_state}")
            self._db.execute(
                "UPDATE movements SET state = ?, result_event_id = COALESCE(?, result_event_id), "
                "reason = COALESCE(?, reason), updated = ?, service = COALESCE(?, service), "
                "candidates = COALESCE(?, candidates), "
                # A movement found late stands on the service's record, no longer on a manager's word.
                "decided_by = CASE WHEN ? IS NOT NULL THEN NULL ELSE COALESCE(?, decided_by) END, "
                "late_found = COALESCE(?, late_found), order_id = COALESCE(?, order_id) WHERE id = ?",
                (
                    new_state.value,
                    stored_event_id(change.result_event_id),
                    None if change.reason is None else mask_emails_in(change.reason),  # no e-mail kept
                    utc_text(self._clock()),
                    None if change.service is None else events_json([change.service]),
                    None if change.candidates is None else events_json(change.candidates),
                    None if change.late_found is None else utc_text(change.late_found),
                    change.decided_by,
                    None if change.late_found is None else utc_text(change.late_found),
                    change.order_id,
                    movement_id,
                ),
            )
        return self.get(movement_id)
