"""Reducing the journal's old movements to what the shift report and the reconciliation need.

A movement settled before the retention's cutoff keeps its kind, amounts, state, times, staff,
event ids and order number; its voucher code (and each code quoted in the service's figures kept
with it, and in its reason) is masked to its last 4. A movement still open (pending, unknown,
unconfirmed) or "not applied" (which may still turn up late, ``app.store.journal``) keeps its code:
the till may yet need it to ask the service what happened.
"""

from __future__ import annotations

import sqlite3
from dataclasses import replace
from datetime import datetime

from app.core.masking import looks_masked, mask_code, mask_code_in
from app.core.movement import UNRESOLVED_STATES, MovementState
from app.store.db import utc_text, write_transaction
from app.store.journal_rows import events_from_json, events_json

#: States whose code the till may still need.
_KEEPS_CODE = tuple(state.value for state in (*UNRESOLVED_STATES, MovementState.NOT_APPLIED))


def reduce_journal(db: sqlite3.Connection, cutoff: datetime) -> int:
    """Mask the codes of movements created before ``cutoff``; how many were reduced."""
    marks = ", ".join("?" * len(_KEEPS_CODE))
    rows = db.execute(
        "SELECT id, code, reason, service, candidates FROM movements WHERE created < ? "  # noqa: S608
        f"AND state NOT IN ({marks}) AND code IS NOT NULL",
        (utc_text(cutoff), *_KEEPS_CODE),
    ).fetchall()
    changes = []
    for movement_id, code, reason, service, candidates in rows:
        if looks_masked(str(code)):
            continue
        changes.append(
            (
                mask_code(code),
                None if reason is None else mask_code_in(reason, code),
                _masked_events(service),
                _masked_events(candidates),
                movement_id,
            )
        )
    if not changes:
        return 0
    with write_transaction(db):
        db.executemany(
            "UPDATE movements SET code = ?, code_key = NULL, reason = ?, service = ?, candidates = ? "
            "WHERE id = ?",
            changes,
        )
    return len(changes)


def _masked_events(text: str | None) -> str | None:
    if not text:
        return text
    events = events_from_json(text)
    return events_json([replace(e, code=None if e.code is None else mask_code(e.code)) for e in events])
