"""Everything this till knows of one voucher, gathered for a dispute pack or a case sheet
(``app.core.cases``): the service's voucher and order, the journal's movements with their POS
ticks, the slips they printed, and the audit chain's check of the voucher's lines.

The service is read, never written. What cannot be read (the service offline) leaves a gap that
the page says, and the till's own records are still given: they are the evidence.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal

from app.api.client import VoucherClient
from app.api.errors import ApiError
from app.api.models import Order, OrderRow, Voucher
from app.core.cases import AuditFinding, ElsewhereLine, MovementLine, VoucherRecord, when_text
from app.core.i18n import QT_TRANSLATE_NOOP, translate
from app.core.masking import mask_code
from app.core.money import format_money
from app.core.movement import ASKED_EVENT_TYPE, Movement, MovementKind, MovementState, code_key
from app.core.rules import DEBIT_EVENT_TYPES, event_type_text, history_status_text, voucher_badge
from app.core.slip import SlipCopy, SlipPlace, event_slip, slip_text
from app.store.audit import AuditLog
from app.store.audit_chain import short_head
from app.store.journal import Journal
from app.store.pos_keyed import PosKeyedStore

log = logging.getLogger(__name__)

STATE_WORDS = {
    MovementState.PENDING: QT_TRANSLATE_NOOP("Cases", "sent, no answer yet"),
    MovementState.DONE: QT_TRANSLATE_NOOP("Cases", "done"),
    MovementState.REJECTED: QT_TRANSLATE_NOOP("Cases", "refused by the service"),
    MovementState.UNKNOWN: QT_TRANSLATE_NOOP("Cases", "not confirmed"),
    MovementState.NOT_APPLIED: QT_TRANSLATE_NOOP("Cases", "not applied"),
    MovementState.MISMATCH: QT_TRANSLATE_NOOP("Cases", "other figures than asked"),
    MovementState.UNCONFIRMED: QT_TRANSLATE_NOOP("Cases", "waits for a manager's decision"),
}


@dataclass(frozen=True)
class RecordSources:
    """What a record is gathered from: the service, this till's files and its name and place."""

    client: VoucherClient
    journal: Journal
    audit: AuditLog
    pos_keyed: PosKeyedStore | None
    location_id: int
    till: str
    place: SlipPlace
    #: The service's clock (the property's local time): what the status badge is judged at.
    now: Callable[[], datetime]


@dataclass
class _Read:
    voucher: Voucher | None = None
    order: Order | None = None
    rows: list[OrderRow] | None = None


async def gather(
    sources: RecordSources, code: str, manager: str, *, order_id: int | None = None
) -> VoucherRecord:
    """The record of ``code``, made for ``manager``; ``order_id`` stands in when the service cannot
    say which order the voucher came from."""
    read, gaps = await _read_service(sources, code, order_id)
    movements = [m for m in sources.journal.of_code(code) if m.kind is not MovementKind.SALE]
    voucher, order = read.voucher, read.order
    status, balance, name, expiry = "—", "—", "", None
    if voucher is not None:
        badge = voucher_badge(voucher, sources.location_id, sources.now())
        status = f"{badge.text}. {badge.why_not}" if badge.why_not else badge.text
        balance = format_money(voucher.balance, voucher.currency_code)
        name, expiry = voucher.name, voucher.expiry_date
    return VoucherRecord(
        place=" · ".join(p for p in (sources.place.property_name, sources.place.location_name) if p),
        till=sources.till,
        made=sources.now(),
        manager=manager,
        masked_code=mask_code(code),
        name=name,
        status=status,
        balance=balance,
        expiry=expiry,
        order_id=voucher.order_id if voucher is not None else order_id,
        order_date=order.date_created if order is not None else None,
        delivery=_delivery(order),
        value=format_money(order.total, order.currency_code) if order is not None else "",
        movements=tuple(_line(m, sources.pos_keyed) for m in movements),
        elsewhere=tuple(_elsewhere(read.rows or [], code, movements)),
        slips=tuple(_slips(sources, movements, name, expiry)),
        audit=await _audit(sources.audit, code),
        gaps=tuple(gaps),
    )


async def _read_service(sources: RecordSources, code: str, order_id: int | None) -> tuple[_Read, list[str]]:
    read = _Read()
    try:
        read.voucher = await sources.client.lookup_code(code, sources.location_id)
        order_id = read.voucher.order_id
        if order_id:
            read.order, read.rows = await asyncio.gather(
                sources.client.order(order_id), sources.client.order_rows(order_id)
            )
    except ApiError as exc:
        log.info("A voucher's record was made without the service's part: %s", exc.details)
        return read, [
            translate(
                "Cases",
                "The service could not be read: what it holds of the voucher and its order is "
                "missing here. This till's own records follow.",
            )
        ]
    return read, []


def _delivery(order: Order | None) -> str:
    if order is None:
        return ""
    charge = format_money(order.delivery, order.currency_code)
    method = order.delivery_method_name or translate("Cases", "not named")
    return translate("Cases", "{method}, charged {charge}").format(method=method, charge=charge)


def _line(movement: Movement, keyed: PosKeyedStore | None) -> MovementLine:
    service = movement.service
    event_type = service.type if service is not None else ASKED_EVENT_TYPE[movement.kind]
    amount = service.amount if service is not None else movement.expected_amount
    if amount is not None:
        amount = -abs(amount) if event_type in DEBIT_EVENT_TYPES else abs(amount)
    tick = keyed.get(movement.id) if keyed is not None else None
    ticked = "" if tick is None else f"{tick.staff}, {when_text(tick.keyed_at)}"
    return MovementLine(
        till_time=movement.created,
        service_time=service.created if service is not None else None,
        till=movement.till,
        staff=movement.staff,
        what=event_type_text(event_type),
        amount=amount,
        currency=movement.currency or (service.currency if service is not None else ""),
        before=service.starting_balance if service is not None else movement.balance_before,
        after=service.balance if service is not None else None,
        reference=str(movement.result_event_id or ""),
        state=translate("Cases", STATE_WORDS[movement.state]),
        ticked=ticked,
        manager=movement.approved_by or movement.decided_by or "",
    )


def _elsewhere(rows: list[OrderRow], code: str, movements: list[Movement]) -> list[ElsewhereLine]:
    ours = {m.result_event_id for m in movements if m.result_event_id is not None}
    lines = []
    for row in rows:
        if not row.redeem_code or code_key(row.redeem_code) != code_key(code):
            continue
        for entry in row.redeem_history:
            if entry.event_id in ours:
                continue
            lines.append(
                ElsewhereLine(
                    when=entry.last_changed,
                    amount=Decimal(entry.redeemed_value),
                    currency=row.currency_code,
                    reference=str(entry.event_id),
                    location=entry.location,
                    status=history_status_text(entry.status) if entry.status else "",
                )
            )
    return lines


def _slips(
    sources: RecordSources, movements: list[Movement], name: str, expiry: datetime | None
) -> list[str]:
    """The merchant copy of each slip a done movement printed, as the till prints it again."""
    slips = []
    for movement in movements:
        service = movement.service
        if movement.state is not MovementState.DONE or service is None or movement.code is None:
            continue
        slip = event_slip(
            service,
            place=sources.place,
            staff=movement.staff,
            code=movement.code,
            voucher_name=name,
            expiry=expiry,
        )
        if slip is not None:
            slips.append(slip_text(slip, SlipCopy.MERCHANT))
    return slips


async def _audit(audit: AuditLog, code: str) -> AuditFinding:
    """The whole chain checked off the GUI thread, and which of the voucher's lines fail."""
    found = await asyncio.to_thread(audit.check_elsewhere)
    key = code_key(code)
    mine = tuple(e.seq for e in audit.entries() if e.code and code_key(e.code) == key)
    return AuditFinding(
        chain_lines=found.lines,
        head=short_head(found.head),
        lines=mine,
        bad=tuple(seq for seq in mine if seq in found.bad),
        first=found.first,
        problem=found.problem,
        unkeyed=found.unkeyed,
    )
