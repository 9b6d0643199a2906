"""Every money movement, written down before it is sent and resolved after.

The service documents no idempotency key, so the till itself must know, after any crash or lost
answer, which movements may have happened. An intent is committed with ``synchronous=FULL``
before the request leaves; its outcome follows. Only the transitions below exist, so a movement
can never be marked done twice or come back from a final state:

    PENDING -> DONE | REJECTED | UNKNOWN
    UNKNOWN -> DONE | NOT_APPLIED
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from datetime import datetime
from decimal import Decimal
from typing import Any

from app.core.movement import Movement, MovementKind, MovementState, code_key
from app.store.db import (
    SqliteStore,
    decimal_from_text,
    decimal_text,
    time_from_text,
    time_text,
)

__all__ = ["Journal", "JournalError", "Movement", "MovementKind", "MovementState"]

_LEGAL: dict[MovementState, frozenset[MovementState]] = {
    MovementState.PENDING: frozenset({MovementState.DONE, MovementState.REJECTED, MovementState.UNKNOWN}),
    MovementState.UNKNOWN: frozenset({MovementState.DONE, MovementState.NOT_APPLIED}),
}

_REQUIRED_TARGET = {
    MovementKind.REDEEM: "code",
    MovementKind.TOPUP: "code",
    MovementKind.REVERSE: "event_id",
    MovementKind.REFUND: "order_id",
}

_SCHEMA = """
CREATE TABLE IF NOT EXISTS movements (
    id TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    code TEXT,
    code_key TEXT,
    order_id INTEGER,
    event_id INTEGER,
    amount TEXT,
    currency TEXT,
    location_id INTEGER NOT NULL,
    staff TEXT NOT NULL,
    till TEXT NOT NULL,
    created TEXT NOT NULL,
    state TEXT NOT NULL,
    result_event_id INTEGER,
    reason TEXT,
    updated TEXT NOT NULL,
    balance_before TEXT
);
CREATE INDEX IF NOT EXISTS movements_state ON movements (state);
CREATE INDEX IF NOT EXISTS movements_code_key ON movements (code_key);
CREATE INDEX IF NOT EXISTS movements_created ON movements (created);
"""

_COLUMNS = (
    "id, kind, code, order_id, event_id, amount, currency, location_id, staff, till, "
    "created, state, result_event_id, reason, updated, balance_before"
)


class JournalError(Exception):
    """An unknown movement id or a transition the lifecycle does not allow."""


class Journal(SqliteStore):
    """The journal file of one till. Use as a context manager or call ``close()``."""

    schema = _SCHEMA
    store = "journal"

    def record_intent(
        self,
        kind: MovementKind,
        *,
        code: str | None = None,
        order_id: int | None = None,
        event_id: int | None = None,
        amount: Decimal | None = None,
        currency: str | None = None,
        location_id: int,
        staff: str,
        till: str,
        balance_before: Decimal | None = None,
    ) -> Movement:
        """Write a PENDING movement; it is on disk when this returns, so send only afterwards."""
        kind = MovementKind(kind)
        target = _REQUIRED_TARGET[kind]
        if {"code": code, "event_id": event_id, "order_id": order_id}[target] is None:
            raise ValueError(f"a {kind} movement needs {target}")
        if not staff.strip() or not till.strip():
            raise ValueError("a movement needs the staff name and the till name")
        now = time_text(self._clock())
        movement_id = str(uuid.uuid4())
        self._db.execute(
            f"INSERT INTO movements ({_COLUMNS}, code_key) "  # noqa: S608 - constant column list
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                movement_id,
                kind.value,
                code,
                order_id,
                event_id,
                decimal_text(amount),
                currency,
                location_id,
                staff,
                till,
                now,
                MovementState.PENDING.value,
                None,
                None,
                now,
                decimal_text(balance_before),
                None if code is None else code_key(code),
            ),
        )
        return self.get(movement_id)

    def mark_done(self, movement_id: str, event_id: int) -> Movement:
        return self._move(movement_id, MovementState.DONE, result_event_id=event_id)

    def mark_rejected(self, movement_id: str, reason: str) -> Movement:
        return self._move(movement_id, MovementState.REJECTED, reason=reason)

    def mark_unknown(self, movement_id: str) -> Movement:
        return self._move(movement_id, MovementState.UNKNOWN)

    def mark_not_applied(self, movement_id: str) -> Movement:
        return self._move(movement_id, MovementState.NOT_APPLIED)

    def get(self, movement_id: str) -> Movement:
        rows = self._select("WHERE id = ?", (movement_id,))
        if not rows:
            raise JournalError(f"no movement {movement_id}")
        return rows[0]

    def unresolved(self) -> list[Movement]:
        """PENDING and UNKNOWN movements, oldest first: all must be reconciled before trusting balances."""
        return self._select("WHERE state IN (?, ?)", (MovementState.PENDING, MovementState.UNKNOWN))

    def unresolved_for_code(self, code: str) -> list[Movement]:
        """Unresolved movements on this code, in any spelling of it; any one blocks a new movement."""
        return self._select(
            "WHERE code_key = ? AND state IN (?, ?)",
            (code_key(code), MovementState.PENDING, MovementState.UNKNOWN),
        )

    def between(self, start: datetime, end: datetime, *, till: str | None = None) -> list[Movement]:
        """Movements created from ``start`` to ``end``, both included, oldest first."""
        where = "WHERE created >= ? AND created <= ?"
        params: tuple[object, ...] = (time_text(start), time_text(end))
        if till is not None:
            where += " AND till = ?"
            params += (till,)
        return self._select(where, params)

    def _select(self, where: str, params: tuple[object, ...]) -> list[Movement]:
        # Only fixed clauses with placeholders reach ``where``; values travel as parameters.
        query = f"SELECT {_COLUMNS} FROM movements {where} ORDER BY created, rowid"  # noqa: S608
        rows = self._db.execute(query, params)
        return [_movement(row) for row in rows]

    def _move(
        self,
        movement_id: str,
        new_state: MovementState,
        *,
        result_event_id: int | None = None,
        reason: str | None = None,
    ) -> Movement:
        try:
            self._db.execute("BEGIN IMMEDIATE")
            row = self._db.execute("SELECT state FROM movements WHERE id = ?", (movement_id,)).fetchone()
            if row is None:
                raise JournalError(f"no movement {movement_id}")
            current = MovementState(row[0])
            if new_state not in _LEGAL.get(current, frozenset()):
                raise JournalError(f"movement {movement_id} cannot go from {current} to {new_state}")
            self._db.execute(
                "UPDATE movements SET state = ?, result_event_id = COALESCE(?, result_event_id), "
                "reason = COALESCE(?, reason), updated = ? WHERE id = ?",
                (new_state.value, result_event_id, reason, time_text(self._clock()), movement_id),
            )
        except BaseException:
            self._db.execute("ROLLBACK")
            raise
        self._db.execute("COMMIT")
        return self.get(movement_id)


def _movement(row: Sequence[Any]) -> Movement:
    return Movement(
        id=row[0],
        kind=MovementKind(row[1]),
        code=row[2],
        order_id=row[3],
        event_id=row[4],
        amount=decimal_from_text(row[5]),
        currency=row[6],
        location_id=row[7],
        staff=row[8],
        till=row[9],
        created=time_from_text(row[10]),
        state=MovementState(row[11]),
        result_event_id=row[12],
        reason=row[13],
        updated=time_from_text(row[14]),
        balance_before=decimal_from_text(row[15]),
    )
