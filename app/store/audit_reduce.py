"""Reducing the audit log's old entries to what the shift report and the reconciliation need,
without breaking its checksum chain.

An entry older than the retention period keeps who, when, what, the amounts, the event ids and
the order number; its voucher code is masked to its last 4 (``app.core.masking``) and a reason
that can quote a guest (what a search was for, an order's corrected names, a manager's free note)
becomes "reduced on <date>". Every other quote of the code in its reason is masked too.

The chain. Each checksum seals its row's text and the checksum before it, so a reduced row no
longer matches. The reduction re-seals: in ONE transaction it lifts the no-update trigger, rewrites
the old rows, computes every checksum again from the first row it changed to the end, puts the
trigger back and appends an entry ``reduce`` that says how many entries before which date were
reduced, from which entry the chain was sealed again, and the last checksum the chain had before
(so a printed or exported copy of the old tail can still be matched). ``verify()`` then checks the
reduced form as it checks any other row: an edit made after the reduction is named as before.

The reduction refuses to run over a chain that is already broken (``verify()`` names a row): a
re-seal would hide the break. It leaves the file as it is and says so; the personal data stays
until someone looks at the broken entry.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from app.core.masking import BULLET, looks_masked, mask_code, mask_code_in
from app.store.audit import _COLUMNS, CSV_HEADER, NO_UPDATE, check_rows
from app.store.audit_chain import GENESIS, UNKEYED, AuditChain
from app.store.db import time_text, write_transaction

ACTION_REDUCE = "reduce"
#: Actions whose reason can quote a guest: a search's words, an order's corrected names, a manager's
#: free note on an unconfirmed movement.
GUEST_WORDS = frozenset({"find", "correct order", "override_unknown", "manager decision"})
RETENTION_STAFF = "Till retention"


@dataclass(frozen=True)
class AuditReduction:
    reduced: int
    #: Where the chain was already broken (nothing was reduced then); empty when it was intact.
    broken: tuple[int, ...] = ()


def reduce_audit(
    db: sqlite3.Connection, cutoff: datetime, now: datetime, till: str, chain: AuditChain = UNKEYED
) -> AuditReduction:
    """Reduce every entry written before ``cutoff`` on ``db`` (the audit file, autocommit).

    ``chain`` re-seals the changed lines; a file with keyed lines counts as broken without their key
    (a re-seal would otherwise replace checksums nobody here can check).

    Asked first without a lock (most days there is nothing new to reduce), so the GUI thread's
    writes never wait for a run that changes nothing.
    """
    if not _anything_to_reduce(db, cutoff):
        return AuditReduction(0)
    with write_transaction(db):
        rows = [
            dict(zip(CSV_HEADER, row, strict=True))
            for row in db.execute(f"SELECT {_COLUMNS} FROM audit ORDER BY seq")  # noqa: S608 - constant
        ]
        found = check_rows(rows, chain)
        broken = list(found.bad) if found.bad or not found.unchecked else [rows[0]["seq"]]
        changed = [] if broken else _reduced(rows, time_text(cutoff), now)
        if not changed:  # nothing written: ending the transaction changes nothing
            return AuditReduction(0, tuple(broken))
        old_tail = str(rows[-1]["checksum"])
        first = min(int(row["seq"]) for row in changed)
        db.execute("DROP TRIGGER IF EXISTS audit_no_update")
        for row in changed:
            db.execute(
                "UPDATE audit SET code = ?, reason = ? WHERE seq = ?",
                (row["code"], row["reason"], row["seq"]),
            )
        previous = GENESIS
        for row in rows:
            if int(row["seq"]) >= first:
                record = {key: value for key, value in row.items() if key != "checksum"}
                row["checksum"] = chain.seal(previous, record)
                db.execute("UPDATE audit SET checksum = ? WHERE seq = ?", (row["checksum"], row["seq"]))
            previous = str(row["checksum"])
        db.execute(NO_UPDATE)
        outcome = f"{len(changed)} entries before {cutoff.date().isoformat()} reduced"
        why = f"chain sealed again from entry {first}; its last checksum before was {old_tail}"
        _append_note(db, chain, previous, now, till, outcome, why)
    return AuditReduction(len(changed))


def _anything_to_reduce(db: sqlite3.Connection, cutoff: datetime) -> bool:
    marks = ", ".join("?" * len(GUEST_WORDS))
    row = db.execute(
        "SELECT 1 FROM audit WHERE time < ? AND action != ? AND ("  # noqa: S608 - fixed text
        "(code IS NOT NULL AND instr(code, ?) = 0) OR "
        f"(reason IS NOT NULL AND action IN ({marks}) AND reason NOT LIKE 'reduced on %')) LIMIT 1",
        (time_text(cutoff), ACTION_REDUCE, BULLET, *sorted(GUEST_WORDS)),
    ).fetchone()
    return row is not None


def _reduced(rows: list[dict[str, Any]], before: str, now: datetime) -> list[dict[str, Any]]:
    """The old rows that still hold a whole code or a guest's words, changed in place."""
    note = f"reduced on {now.date().isoformat()}"
    changed: list[dict[str, Any]] = []
    for row in rows:
        if str(row["time"]) >= before or row["action"] == ACTION_REDUCE:
            continue
        code, reason = row["code"], row["reason"]
        new_code = mask_code(code) if code and not looks_masked(code) else code
        new_reason = mask_code_in(reason, code) if reason and code else reason
        if reason and row["action"] in GUEST_WORDS and not reason.startswith("reduced on "):
            new_reason = note
        if (new_code, new_reason) != (code, reason):
            row["code"], row["reason"] = new_code, new_reason
            changed.append(row)
    return changed


def _append_note(
    db: sqlite3.Connection,
    chain: AuditChain,
    previous: str,
    now: datetime,
    till: str,
    outcome: str,
    reason: str,
) -> None:
    """The reduction's own line, chained after ``previous``: what was reduced, and from which entry
    the chain was sealed again (with the checksum it had before, for anyone holding an old copy)."""
    issued = db.execute("SELECT seq FROM sqlite_sequence WHERE name = 'audit'").fetchone()
    highest = db.execute("SELECT MAX(seq) FROM audit").fetchone()[0]
    row: dict[str, Any] = {
        "seq": max(int(issued[0]) if issued else 0, int(highest or 0)) + 1,
        "time": time_text(now),
        "till": till,
        "staff": RETENTION_STAFF,
        "manager": None,
        "action": ACTION_REDUCE,
        "code": None,
        "order_id": None,
        "event_id": None,
        "amount": None,
        "currency": None,
        "outcome": outcome,
        "service_event_id": None,
        "reason": reason,
    }
    row["checksum"] = chain.seal(previous, row)
    names = ", ".join(row)
    db.execute(
        f"INSERT INTO audit ({names}) VALUES ({', '.join(':' + key for key in row)})",  # noqa: S608 - fixed keys
        row,
    )
