"""How a movement is written in the journal's rows and read back, and the conversion of a journal
written before it kept the till's own times in UTC (``app.store.journal`` says why the two frames)."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from decimal import Decimal
from typing import Any

from app.api.timeline import Anchor
from app.core.bill_tag import BillTag
from app.core.movement import Movement, MovementKind, MovementState, ServiceEvent
from app.store.db import (
    decimal_from_text,
    decimal_text,
    event_id_from_store,
    local_from_utc_text,
    time_from_text,
    time_text,
    utc_text,
    write_transaction,
)


def to_utc(db: sqlite3.Connection) -> None:
    """Rows written before the journal kept UTC: their local times (and offsets) moved to UTC.

    The zone a row was written in is read from the row itself where it can be: its intent was
    written just before it was sent, and ``sent_epoch`` is UTC, so the two differ by the zone
    (a till that wrote in London and is opened in New York converts London's rows as London's).
    A row with no send time is taken as written in the zone the till is in now.
    """
    rows = db.execute(
        "SELECT id, created, updated, late_found, clock_offset_s, sent_epoch FROM movements "
        "WHERE created NOT LIKE '%+00:00'"
    ).fetchall()
    if not rows:
        return
    with write_transaction(db):
        for movement_id, created, updated, late_found, offset, sent_epoch in rows:
            local = time_from_text(created)
            zone = timedelta(seconds=zone_s(local) if sent_epoch is None else _written_in(local, sent_epoch))
            db.execute(
                "UPDATE movements SET created = ?, updated = ?, late_found = ?, clock_offset_s = ? "
                "WHERE id = ?",
                (
                    _utc_of(local, zone),
                    _utc_of(time_from_text(updated), zone),
                    None if late_found is None else _utc_of(time_from_text(late_found), zone),
                    None if offset is None else offset + zone.total_seconds(),
                    movement_id,
                ),
            )


def _written_in(local: datetime, sent_epoch: float) -> float:
    """The zone (seconds ahead of UTC, to the quarter hour) of a row written at ``local`` and sent
    at ``sent_epoch``."""
    sent = datetime.fromtimestamp(sent_epoch, UTC).replace(tzinfo=None)
    return round((local - sent).total_seconds() / 900) * 900.0


def _utc_of(local: datetime, zone: timedelta) -> str:
    return utc_text((local - zone).replace(tzinfo=UTC))


def zone_s(local: datetime) -> float:
    """How far the till's zone is ahead of UTC at the local time ``local``, in seconds."""
    offset = local.astimezone().utcoffset()
    return 0.0 if offset is None else offset.total_seconds()


def movement_from_row(row: Sequence[Any]) -> Movement:
    created = local_from_utc_text(row[10])
    offset = row[18]
    if offset is not None and row[10].endswith("+00:00"):
        offset -= zone_s(created)
    return Movement(
        id=row[0],
        kind=MovementKind(row[1]),
        code=row[2],
        order_id=row[3],
        event_id=event_id_from_store(row[4]),
        amount=decimal_from_text(row[5]),
        currency=row[6],
        location_id=row[7],
        staff=row[8],
        till=row[9],
        created=created,
        state=MovementState(row[11]),
        result_event_id=event_id_from_store(row[12]),
        reason=row[13],
        updated=local_from_utc_text(row[14]),
        balance_before=decimal_from_text(row[15]),
        anchor=None
        if row[16] is None
        else Anchor(event_id_from_store(int(row[16])), time_from_text(row[17])),
        clock_offset_s=offset,
        sent_epoch=row[19],
        service=next(iter(events_from_json(row[20])), None),
        candidates=tuple(events_from_json(row[21])),
        decided_by=row[22],
        late_found=None if row[23] is None else local_from_utc_text(row[23]),
        expected_location_id=row[24],
        approved_by=row[25],
        bill=BillTag.from_json(row[26]),
    )


def events_json(events: Sequence[ServiceEvent]) -> str:
    """Service figures as JSON text: money as decimal text, the service's stamp as it was."""
    return json.dumps(
        [
            {
                "event_id": e.event_id,
                "type": e.type,
                "code": e.code,
                "location_id": e.location_id,
                "amount": decimal_text(e.amount),
                "currency": e.currency,
                "starting_balance": decimal_text(e.starting_balance),
                "balance": decimal_text(e.balance),
                "created": time_text(e.created),
            }
            for e in events
        ]
    )


def events_from_json(text: str | None) -> list[ServiceEvent]:
    if not text:
        return []
    return [
        ServiceEvent(
            event_id=int(item["event_id"]),
            type=str(item["type"]),
            code=item["code"],
            location_id=None if item["location_id"] is None else int(item["location_id"]),
            amount=Decimal(item["amount"]),
            currency=str(item["currency"]),
            starting_balance=Decimal(item["starting_balance"]),
            balance=Decimal(item["balance"]),
            created=time_from_text(item["created"]),
        )
        for item in json.loads(text)
    ]
