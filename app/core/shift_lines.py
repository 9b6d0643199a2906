"""The shift report as every output shows it: its sections' names, its detail lines in the report's
order, its totals and net figures, and its CSV rows (the screen, the PDF and the CSV read these)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from decimal import Decimal

from app.core.bill import refund_text as remainder_text
from app.core.bill_handoff import OpenLine, bill_open, not_final, reversed_here
from app.core.csv_text import csv_cell
from app.core.dates import MONTH_DAY_TIME, local_moment
from app.core.i18n import QT_TRANSLATE_NOOP, translate
from app.core.masking import CodeMasks
from app.core.money import format_money
from app.core.movement import ASKED_EVENT_TYPE, Movement, MovementKind
from app.core.names import shown_name, shown_reason
from app.core.rules import DEBIT_EVENT_TYPES, event_type_text
from app.core.shift_report import SOLD_TYPE, E, MatchedPair, RefundMatch, ReportEvent, ShiftReport, TypeTotal
from app.core.tips import split

#: The one name of each section, on screen, in the CSV and in the PDF.
NOT_KEYED = QT_TRANSLATE_NOOP("Shift", "Not keyed on POS")
#: A sale's type in the report: its vouchers are new cards, but the line is the sale (one reference).
SALE_TYPE = QT_TRANSLATE_NOOP("Shift", "Sale")
MATCHED = QT_TRANSLATE_NOOP("Shift", "Matched")
MATCHED_BY_CHECK = QT_TRANSLATE_NOOP("Shift", "Matched by check")
REFUNDED = QT_TRANSLATE_NOOP("Shift", "Refunded")
#: A voucher sale of this till: what the guest paid for on the POS (taken in), complimentary apart.
SOLD = QT_TRANSLATE_NOOP("Shift", "Sold")
ONLY_IN_TILL = QT_TRANSLATE_NOOP("Shift", "Only in the till")
ONLY_IN_SERVICE = QT_TRANSLATE_NOOP("Shift", "Only in the service")
UNCONFIRMED = QT_TRANSLATE_NOOP("Shift", "Unconfirmed")
MISMATCH = QT_TRANSLATE_NOOP("Shift", "Mismatch")
FOUND_LATE = QT_TRANSLATE_NOOP("Shift", "Found late")
NOT_APPLIED = QT_TRANSLATE_NOOP("Shift", "Not applied")
CLAIMED_TWICE = QT_TRANSLATE_NOOP("Shift", "Claimed twice")
#: A bill paid with several vouchers: its line, then its redemptions under it.
BILL = QT_TRANSLATE_NOOP("Shift", "Bill")


def type_label(event_type: str) -> str:
    """The event type in till words, the same on screen, in the CSV and in the PDF."""
    return translate("Shift", SALE_TYPE) if event_type == SOLD_TYPE else event_type_text(event_type)


@dataclass(frozen=True)
class ShiftLine:
    """One line of the report's detail, as every output shows it.

    ``amount`` is signed (negative takes money off a voucher) and ``amount_text`` is it in the
    voucher's currency; the CSV writes the number and the currency, the screen and the PDF the text.
    """

    section: str
    time: datetime
    type: str
    #: Masked (``••••••PART``): the report is printed, e-mailed and filed, and a code is money.
    code: str
    amount: Decimal | None
    currency: str
    staff: str
    event: str
    note: str = ""
    journal_id: str = ""

    @property
    def section_text(self) -> str:
        """The section's name in the language of whoever shows or prints the report."""
        return translate("Shift", self.section)

    @property
    def time_text(self) -> str:
        return local_moment(self.time, MONTH_DAY_TIME, f"{self.time:%d %b %H:%M}")

    @property
    def amount_text(self) -> str:
        return "" if self.amount is None else format_money(self.amount, self.currency)


def on_service_clock(movement: Movement, shift: timedelta) -> datetime:
    """A movement's time on the service's clock: the service's stamp on the event it made, when the
    till holds it; else its own time moved by the offset the till had measured when it made it. The
    report's offset (``shift``, measured now) only dates a movement made before any was measured: a
    service whose clock moved during the shift would have it date the shift's earlier movements
    hours away from their events."""
    if movement.service is not None:
        return movement.service.created
    if movement.clock_offset_s is not None:
        return movement.created + timedelta(seconds=movement.clock_offset_s)
    return movement.created + shift


def _signed(event_type: str, amount: Decimal) -> Decimal:
    # Money taken off a voucher is negative in the report, money put back positive.
    return -abs(amount) if event_type in DEBIT_EVENT_TYPES else abs(amount)


def _event_line(
    masks: CodeMasks, section: str, event: ReportEvent, staff: str, movement: Movement | None, note: str = ""
) -> ShiftLine:
    return ShiftLine(
        section,
        event.created,
        type_label(event.type),
        masks.mask(event.code) if event.code else "",
        _signed(event.type, event.amount),
        event.currency_code,
        staff,
        str(event.event_id),
        note,
        journal_id=movement.id if movement is not None else "",
    )


def _movement_line(
    masks: CodeMasks, section: str, movement: Movement, note: str = "", shift: timedelta = timedelta(0)
) -> ShiftLine:
    event_type = ASKED_EVENT_TYPE[movement.kind]
    amount = movement.service.amount if movement.service is not None else movement.expected_amount
    if movement.decided_by and note:
        note = translate("Shift", "decided by {manager}: {note}").format(
            manager=shown_name(movement.decided_by), note=note
        )
    elif movement.decided_by:
        note = translate("Shift", "decided by {manager}").format(manager=shown_name(movement.decided_by))
    code = (
        masks.mask(movement.code)
        if movement.code
        else (_order(movement.order_id) if movement.order_id else "")
    )
    label = type_label(event_type)
    if movement.kind is MovementKind.SALE:  # its code is the till's payment reference, not a voucher's
        code = translate("Shift", "reference {reference}").format(reference=movement.code)
        label = translate("Shift", SALE_TYPE)
    return ShiftLine(
        section,
        on_service_clock(movement, shift),
        label,
        code,
        None if amount is None else _signed(event_type, amount),
        movement.currency or "",
        movement.staff,
        str(movement.result_event_id or ""),
        note,
        movement.id,
    )


def _sale_line(sale: RefundMatch[E], shift: timedelta) -> ShiftLine:
    """A sale: the money taken in is the sale's own total (its delivery charge too), complimentary apart."""
    movement = sale.movement
    taken = movement.amount or Decimal(0)
    if sale.events:
        note = translate("Shift", "%n voucher(s) activated, order #{order}", None, len(sale.events)).format(
            order=movement.order_id
        )
    else:
        # The service activated them (it answered the sale), but not among this location's events
        # read: vouchers valid only at another location, or not yet read. "0 activated" would say
        # the sale gave the guest nothing.
        note = translate(
            "Shift", "Order #{order}: its vouchers' activations are not among this location's events"
        ).format(order=movement.order_id)
    if not taken:
        note = translate("Shift", "Complimentary (no money taken); {note}").format(note=note)
    return ShiftLine(
        SOLD,
        on_service_clock(movement, shift),
        translate("Shift", SALE_TYPE),
        translate("Shift", "reference {reference}").format(reference=movement.code),
        taken,
        movement.currency or sale.currency,
        movement.staff,
        ", ".join(str(event.event_id) for event in sale.events),
        note,
        movement.id,
    )


def refund_text(refund: RefundMatch[E]) -> str:
    """ "Refunded order #5087: £50.00 on 2 vouchers"."""
    count = len(refund.events)
    if not count:
        return translate(
            "Shift",
            "Refunded order #{order}; its Refund events are not among this location's events of the "
            "report's time (read back as refunded when it was done)",
        ).format(order=refund.movement.order_id)
    total = format_money(refund.total, refund.currency)
    return translate("Shift", "Refunded order #{order}: {total} on %n voucher(s)", None, count).format(
        order=refund.movement.order_id, total=total
    )


def _order(order_id: int | None) -> str:
    return translate("Shift", "order #{order}").format(order=order_id)


def outside_text() -> str:
    """The note of a movement of the shift whose event the service stamped outside the window."""
    return translate(
        "Shift", "made in this shift; the service stamped it outside this window (its clock moved)"
    )


def report_lines(
    report: ShiftReport[E], describe: Callable[[Movement], str] | None = None
) -> list[ShiftLine]:
    """The detail in the report's order: what a manager must act on first, then what balances.

    ``describe`` gives the note of a movement a manager must look at (its state in till words).
    """

    def note(movement: Movement) -> str:
        return (
            describe(movement)
            if describe is not None
            else (shown_reason(movement.reason or "") or movement.state.value)
        )

    shift = report.till_to_service
    masks = _report_codes(report)
    lines = [_movement_line(masks, NOT_KEYED, m, shift=shift) for m in report.not_keyed]
    bills: dict[str, list[MatchedPair[E]]] = {}
    for pair in report.matched:
        if pair.movement.bill is not None and pair.movement.kind is MovementKind.REDEEM:
            bills.setdefault(pair.movement.bill.bill_id, []).append(pair)
            continue
        section = MATCHED if pair.by_id else MATCHED_BY_CHECK
        outside = "" if report.start <= pair.event.created <= report.end else outside_text()
        lines.append(_event_line(masks, section, pair.event, pair.movement.staff, pair.movement, outside))
    open_lines = bill_open(report.unconfirmed)
    undone = reversed_here(pair.movement for pair in report.matched)
    for pairs in bills.values():
        lines += _bill_lines(masks, pairs, shift, open_lines, undone)
    for refund in report.refunds:
        movement = refund.movement
        lines.append(
            ShiftLine(
                REFUNDED,
                on_service_clock(movement, shift),
                type_label("Refund"),
                _order(movement.order_id),
                -refund.total if refund.events else None,
                refund.currency,
                movement.staff,
                ", ".join(str(event.event_id) for event in refund.events),
                refund_text(refund),
                movement.id,
            )
        )
    lines += [_sale_line(sale, shift) for sale in report.sales]
    lines += [
        _movement_line(masks, CLAIMED_TWICE, m, _twice_note(m, report.claimed_twice), shift)
        for m in report.claimed_twice
    ]
    lines += [_movement_line(masks, ONLY_IN_TILL, m, note(m), shift) for m in report.only_in_till]
    lines += [_event_line(masks, ONLY_IN_SERVICE, event, "", None) for event in report.only_in_service]
    for section, movements in (
        (UNCONFIRMED, report.unconfirmed),
        (MISMATCH, report.mismatched),
        (FOUND_LATE, report.found_late),
    ):
        lines += [_movement_line(masks, section, m, note(m), shift) for m in movements]
    lines += [
        _movement_line(masks, NOT_APPLIED, m, shown_reason(m.reason or "") or note(m), shift)
        for m in report.not_applied
    ]
    return lines


def _report_codes(report: ShiftReport[E]) -> CodeMasks:
    """Every voucher code the report names, masked to be read together: a manager tells two
    vouchers that end alike apart on it (a sale's code is its payment reference, not a voucher's)."""
    movements = [
        *report.not_keyed,
        *(pair.movement for pair in report.matched),
        *report.claimed_twice,
        *report.only_in_till,
        *report.unconfirmed,
        *report.mismatched,
        *report.found_late,
        *report.not_applied,
    ]
    events = [*(pair.event for pair in report.matched), *report.only_in_service]
    return CodeMasks(
        [
            *(m.code for m in movements if m.code and m.kind is not MovementKind.SALE),
            *(e.code for e in events if e.code),
        ]
    )


def _bill_lines(
    masks: CodeMasks,
    pairs: Sequence[MatchedPair[E]],
    shift: timedelta,
    open_lines: dict[str, tuple[OpenLine, ...]],
    undone: set[int],
) -> list[ShiftLine]:
    """A bill's line (its reference, how many vouchers paid how much of its total, what was left for
    the POS, or which of its lines a manager decides first), then each of its redemptions under it.
    The bill's line has no amount of its own: its redemptions carry them, so a column's sum counts
    each once. A redemption of the bill this till reversed since (``undone``) paid nothing of it."""
    first = pairs[0].movement
    tag = first.bill
    assert tag is not None
    currency = tag.currency or pairs[0].event.currency_code
    kept = [pair for pair in pairs if pair.event.event_id not in undone]
    paid = sum((abs(pair.event.amount) for pair in kept), Decimal(0))
    left = max(Decimal(0), tag.total - paid)
    waiting = open_lines.get(tag.bill_id, ())
    if waiting:
        note = translate("Shift", "%n voucher(s): {paid} of {total}; {open}", None, len(kept)).format(
            paid=format_money(paid, currency),
            total=format_money(tag.total, currency),
            open=not_final(waiting, currency),
        )
    else:
        note = translate(
            "Shift", "%n voucher(s): {paid} of {total}; {left} left to pay on the POS", None, len(kept)
        ).format(
            paid=format_money(paid, currency),
            total=format_money(tag.total, currency),
            left=format_money(left, currency),
        )
    # Each line carries the bill's tag as last confirmed: the refund the law asks, when it does.
    refund = max((pair.movement.bill.refund for pair in pairs if pair.movement.bill), default=Decimal(0))
    if refund > 0 and not waiting:
        note = f"{note}; {remainder_text(refund, currency)}"
    parts = _tip_parts(pairs)
    tip = sum((part for _bill, part in parts), Decimal(0))
    if tip > 0:
        note = f"{note}; {split_text(paid - tip, tip, currency)}"
    heading = ShiftLine(
        BILL,
        on_service_clock(first, shift),
        translate("Shift", "Bill"),
        tag.reference or "—",
        None,
        currency,
        first.staff,
        "",
        note,
    )
    redemptions = [_event_line(masks, BILL, pair.event, pair.movement.staff, pair.movement) for pair in pairs]
    if tip > 0:
        redemptions = [
            replace(line, note=split_text(bill, part, currency))
            for line, (bill, part) in zip(redemptions, parts, strict=True)
        ]
    return [heading, *redemptions]


def _tip_parts(pairs: Sequence[MatchedPair[E]]) -> list[tuple[Decimal, Decimal]]:
    """Each of a bill's redemptions (in the order given) as (bill part, tip part), from the service's
    amounts: the vouchers pay the bill first and the tip last (``app.core.tips``)."""
    order = sorted(range(len(pairs)), key=lambda index: pairs[index].movement.created)
    tagged = [pairs[index].movement.bill for index in order]
    tag = tagged[-1]  # the tag as last confirmed
    if tag is None or tag.tip <= 0:
        return [(abs(pair.event.amount), Decimal(0)) for pair in pairs]
    parts = split(tag.total, tag.tip, [abs(pairs[index].event.amount) for index in order])
    by_index = dict(zip(order, parts, strict=True))
    return [by_index[index] for index in range(len(pairs))]


def split_text(bill: Decimal, tip: Decimal, currency: str) -> str:
    """ "bill £40.00 + tip paid by voucher £10.00": one redemption, or one bill, split in two; a
    redemption that paid none of the tip is "bill £40.00"."""
    if tip <= 0:
        return translate("Shift", "bill {bill}").format(bill=format_money(bill, currency))
    return translate("Shift", "bill {bill} + tip paid by voucher {tip}").format(
        bill=format_money(bill, currency), tip=format_money(tip, currency)
    )


def bill_tips(pairs: Iterable[MatchedPair[E]]) -> dict[tuple[str, str], Decimal]:
    """The tips paid by voucher on this till's bills, by (staff, currency), from the service's amounts."""
    bills: dict[str, list[MatchedPair[E]]] = {}
    for pair in pairs:
        if pair.movement.bill is not None and pair.movement.kind is MovementKind.REDEEM:
            bills.setdefault(pair.movement.bill.bill_id, []).append(pair)
    tips: dict[tuple[str, str], Decimal] = {}
    for grouped in bills.values():
        for pair, (_bill, tip) in zip(grouped, _tip_parts(grouped), strict=True):
            if tip > 0:
                key = (pair.movement.staff, pair.event.currency_code)
                tips[key] = tips.get(key, Decimal(0)) + tip
    return tips


def _twice_note(movement: Movement, twice: Sequence[Movement]) -> str:
    others = ", ".join(
        m.id for m in twice if m.result_event_id == movement.result_event_id and m is not movement
    )
    return translate(
        "Shift",
        "event {event} is also held by {others}: one event is one movement, a manager must check which",
    ).format(event=movement.result_event_id, others=others)


#: Event types that load money onto a card: money the property takes in (a payment on the POS),
#: shown apart from redemptions so the one is never netted against the other.
MONEY_IN_TYPES = frozenset({"Topup", "Activation", SOLD_TYPE})
TAKEN_IN_LABEL = QT_TRANSLATE_NOOP("Shift", "Money taken in (top-ups and new cards)")
#: Redemptions that paid a tip as well as a bill (the Tips Act): the two shown apart.
TIPS_LABEL = QT_TRANSLATE_NOOP("Shift", "Tips paid by voucher")


@dataclass(frozen=True)
class NetTotal:
    """What one scope took off vouchers in one currency: redeemed less reversed redemptions, and
    the whole change of balance (top-ups and activations put money on, refunds take it off);
    ``taken_in`` is the money loaded onto cards (top-ups and new cards), paid for on the POS."""

    scope: str
    currency: str
    redeemed: Decimal
    balance_change: Decimal
    taken_in: Decimal = Decimal(0)
    #: Of ``redeemed``, the tips paid by voucher on this till's bills (known for this till only).
    tips: Decimal = Decimal(0)

    @property
    def bills(self) -> Decimal:
        """Of ``redeemed``, what paid bills and vouchers' own redemptions: all but the tips."""
        return self.redeemed - self.tips


def net_totals(report: ShiftReport[E]) -> list[NetTotal]:
    """Net figures per scope: the location, this till, then each staff member of this till."""
    tips = bill_tips(report.matched)
    till_tips: dict[str, Decimal] = {}
    for (_staff_name, currency), tip in tips.items():
        till_tips[currency] = till_tips.get(currency, Decimal(0)) + tip
    scopes: list[tuple[str, tuple[TypeTotal, ...], dict[str, Decimal]]] = [
        (translate("Shift", "Location"), report.totals, {}),
        (translate("Shift", "This till"), report.till_totals, till_tips),
    ]
    scopes += [
        (_staff(staff), totals, {currency: tip for (who, currency), tip in tips.items() if who == staff})
        for staff, totals in report.staff_totals
    ]
    nets = []
    for scope, totals, tipped in scopes:
        for currency in sorted({t.currency for t in totals}):
            mine = [t for t in totals if t.currency == currency]
            redeemed = sum((t.amount for t in mine if t.type == "Redeemed"), Decimal(0)) - sum(
                (t.amount for t in mine if t.type == "Unredeemed"), Decimal(0)
            )
            change = sum((_signed(t.type, t.amount) for t in mine), Decimal(0))
            taken_in = sum((abs(t.amount) for t in mine if t.type in MONEY_IN_TYPES), Decimal("0.00"))
            tip = tipped.get(currency, Decimal(0))
            nets.append(NetTotal(scope, currency, redeemed, change, taken_in, tip))
    return nets


def totals_rows(report: ShiftReport[E]) -> list[tuple[str, TypeTotal]]:
    """Every total with its scope: the location, this till, then each staff member of this till."""
    location, till = translate("Shift", "Location"), translate("Shift", "This till")
    rows = [(location, t) for t in report.totals] + [(till, t) for t in report.till_totals]
    for staff, totals in report.staff_totals:
        rows += [(_staff(staff), t) for t in totals]
    return rows


def _staff(staff: str) -> str:
    return translate("Shift", "Staff: {staff}").format(staff=staff)


CSV_HEADER: list[str] = [
    QT_TRANSLATE_NOOP("Shift", "Section"),
    QT_TRANSLATE_NOOP("Shift", "Time"),
    QT_TRANSLATE_NOOP("Shift", "Type"),
    QT_TRANSLATE_NOOP("Shift", "Code"),
    QT_TRANSLATE_NOOP("Shift", "Amount"),
    QT_TRANSLATE_NOOP("Shift", "Currency"),
    QT_TRANSLATE_NOOP("Shift", "Staff"),
    QT_TRANSLATE_NOOP("Shift", "Event"),
    QT_TRANSLATE_NOOP("Shift", "Note"),
    QT_TRANSLATE_NOOP("Shift", "Journal id"),
]


def report_csv_rows(
    report: ShiftReport[E], describe: Callable[[Movement], str] | None = None
) -> list[list[str]]:
    """Rows for a CSV file: a heading, the detail (the screen's sections and types, amounts as
    numbers with their currency), then the totals and the net figures."""
    rows: list[list[object]] = [
        [
            translate("Shift", "End of shift"),
            report.till,
            translate("Shift", "Location"),
            report.location_id,
            translate("Shift", "From (property time)"),
            report.start,
            translate("Shift", "To (property time)"),
            report.end,
        ],
        [],
        [translate("Shift", heading) for heading in CSV_HEADER],
    ]
    for line in report_lines(report, describe):
        rows.append(
            [
                line.section_text,
                line.time,
                line.type,
                line.code,
                line.amount,
                line.currency,
                line.staff,
                line.event,
                line.note,
                line.journal_id,
            ]
        )
    rows += [
        [],
        [
            translate("Shift", "Totals"),
            translate("Shift", "Scope"),
            translate("Shift", "Type"),
            translate("Shift", "Currency"),
            translate("Shift", "Amount"),
            translate("Shift", "Count"),
        ],
    ]
    rows += [
        ["", scope, type_label(t.type), t.currency, t.amount, t.count] for scope, t in totals_rows(report)
    ]
    rows += [
        [],
        [
            translate("Shift", "Net"),
            translate("Shift", "Scope"),
            translate("Shift", "Currency"),
            translate("Shift", "Redeemed less reversed"),
            translate("Shift", "Balance change"),
            translate("Shift", TAKEN_IN_LABEL),
        ],
    ]
    nets = net_totals(report)
    rows += [["", n.scope, n.currency, n.redeemed, n.balance_change, n.taken_in] for n in nets]
    if any(n.tips for n in nets):
        rows += [
            [],
            [
                translate("Shift", TIPS_LABEL),
                translate("Shift", "Scope"),
                translate("Shift", "Currency"),
                translate("Shift", "Redeemed less reversed"),
                translate("Shift", "Bills"),
                translate("Shift", "Tips"),
            ],
        ]
        rows += [["", n.scope, n.currency, n.redeemed, n.bills, n.tips] for n in nets if n.tips]
    return [[csv_cell(value) for value in row] for row in rows]
