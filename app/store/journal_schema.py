"""What the journal file holds: its table, the columns added since the first release, and the
lifecycle of a movement's state (which outcome may follow which).

Kept apart from ``app.store.journal``'s operations so that the one place a column or a transition
is added is plain to see; an older journal gains the added columns when it is opened.
"""

from __future__ import annotations

from app.core.movement import MovementKind, MovementState

_S = MovementState
LEGAL: dict[MovementState, frozenset[MovementState]] = {
    _S.PENDING: frozenset({_S.DONE, _S.REJECTED, _S.UNKNOWN, _S.MISMATCH}),
    _S.UNKNOWN: frozenset({_S.DONE, _S.NOT_APPLIED, _S.UNCONFIRMED}),
    _S.NOT_APPLIED: frozenset({_S.DONE, _S.UNCONFIRMED}),
    _S.UNCONFIRMED: frozenset({_S.DONE, _S.NOT_APPLIED, _S.UNCONFIRMED}),
}

REQUIRED_TARGET = {
    MovementKind.REDEEM: "code",
    MovementKind.TOPUP: "code",
    MovementKind.REVERSE: "event_id",
    MovementKind.REFUND: "order_id",
    #: A sale's ``code`` is its payment reference (``app.core.sale``): no voucher exists before it.
    MovementKind.SALE: "code",
}

SCHEMA = """
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
    balance_before TEXT,
    anchor_event_id INTEGER,
    anchor_created TEXT,
    clock_offset_s REAL,
    sent_epoch REAL,
    service TEXT,
    candidates TEXT,
    decided_by TEXT,
    late_found TEXT,
    expected_location_id INTEGER,
    approved_by TEXT,
    bill TEXT
);
CREATE INDEX IF NOT EXISTS movements_state ON movements (state);
-- A voucher's unresolved movements are asked for at every scan and every amount typed
-- (``Journal.unresolved_for_code``): by code and state, a point query however many movements a busy
-- voucher had. It serves a voucher's every movement (``of_code``) too, so the index on the code
-- alone, which the first releases made, is dropped.
CREATE INDEX IF NOT EXISTS movements_code_state ON movements (code_key, state);
DROP INDEX IF EXISTS movements_code_key;
CREATE INDEX IF NOT EXISTS movements_created ON movements (created);
CREATE INDEX IF NOT EXISTS movements_result_event ON movements (result_event_id);
"""

#: Columns added after the first release: an older journal gains them when it is opened.
ADDED_COLUMNS = {
    "anchor_event_id": "INTEGER",
    "anchor_created": "TEXT",
    "clock_offset_s": "REAL",
    "sent_epoch": "REAL",
    "service": "TEXT",
    "candidates": "TEXT",
    "decided_by": "TEXT",
    "late_found": "TEXT",
    "expected_location_id": "INTEGER",
    "approved_by": "TEXT",
    "bill": "TEXT",
}

COLUMNS = (
    "id, kind, code, order_id, event_id, amount, currency, location_id, staff, till, "
    "created, state, result_event_id, reason, updated, balance_before, "
    "anchor_event_id, anchor_created, clock_offset_s, sent_epoch, service, candidates, decided_by, "
    "late_found, expected_location_id, approved_by, bill"
)
