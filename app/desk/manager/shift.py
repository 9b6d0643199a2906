"""The end-of-shift report's view-model: build it, show it, save it as CSV and as a page to sign.

Every output is made from the same lines (``app.core.shift_lines.report_lines``), so a section or
an event type has one name on screen, in the CSV and in the PDF.
"""

from __future__ import annotations

import asyncio
import csv
import html
from collections.abc import Collection, Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from app.api.errors import ApiError
from app.api.query import Op
from app.core.dates import DAY_TIME, local_moment
from app.core.errors import describe
from app.core.i18n import QT_TRANSLATE_NOOP, SOURCE_LANGUAGE, speaking, translate, unbroken
from app.core.money import format_money
from app.core.movement import Movement, MovementKind
from app.core.names import shown_name
from app.core.shift_lines import (
    NOT_KEYED,
    TAKEN_IN_LABEL,
    ShiftLine,
    net_totals,
    report_csv_rows,
    report_lines,
    totals_rows,
    type_label,
)
from app.core.shift_report import ShiftReport, ShiftWindow, build_shift_report, service_offset
from app.core.shift_sales import SaleSold, sales_csv_rows, sales_lines, unpaid_text
from app.desk.common.table import Column, RecordTableModel, name_column
from app.desk.manager._shift_events import ReportedEvent
from app.desk.manager._shift_sold import read_sales
from app.desk.manager._shift_unpaid import unpaid_sales, with_unpaid_sales
from app.desk.manager.base import ManagerParts, ManagerTask
from app.services.movements import movement_text
from app.store.audit_chain import short_head
from app.store.db import StorageError
from app.store.journal import JournalError

ACTION_SHIFT_REPORT = "end of shift report"
SHIFT_HEADERS = (
    QT_TRANSLATE_NOOP("Shift", "Section"),
    QT_TRANSLATE_NOOP("Shift", "Time"),
    QT_TRANSLATE_NOOP("Shift", "Type"),
    QT_TRANSLATE_NOOP("Shift", "Code"),
    QT_TRANSLATE_NOOP("Shift", "Amount"),
    QT_TRANSLATE_NOOP("Shift", "Staff"),
    QT_TRANSLATE_NOOP("Shift", "Event"),
    QT_TRANSLATE_NOOP("Shift", "Note"),
)
Report = ShiftReport[ReportedEvent]
#: Lines put into the detail's table at a time (a busy day has tens of thousands).
LINES_AT_ONCE = 1000
#: The signing page's lines, for the staff member and the manager.
SIGN_LABELS = (
    QT_TRANSLATE_NOOP("Shift", "Name"),
    QT_TRANSLATE_NOOP("Shift", "Signature"),
    QT_TRANSLATE_NOOP("Shift", "Date and time"),
)
_HEADINGS = (
    QT_TRANSLATE_NOOP("Shift", "Net"),
    QT_TRANSLATE_NOOP("Shift", "Totals"),
    QT_TRANSLATE_NOOP("Shift", "Detail"),
    QT_TRANSLATE_NOOP("Shift", "Signed"),
    QT_TRANSLATE_NOOP("Shift", "Staff"),
    QT_TRANSLATE_NOOP("Shift", "Manager"),
)


def shift_lines_model(parent: QObject | None = None) -> RecordTableModel[ShiftLine]:
    """The detail's table, its headings in the language of whoever opens the report."""
    section, time, kind, code, amount, staff, event, note = (translate("Shift", h) for h in SHIFT_HEADERS)
    return RecordTableModel(
        [
            Column(section, lambda s: s.section_text),
            Column(time, lambda s: s.time_text, sort_key=lambda s: s.time),
            Column(kind, lambda s: s.type),
            Column(code, lambda s: unbroken(s.code)),
            Column(amount, lambda s: s.amount_text, align_right=True),
            name_column(staff, lambda s: s.staff),
            Column(event, lambda s: s.event),
            Column(note, lambda s: s.note, tooltip=lambda s: s.note),
        ],
        parent,
    )


def lines(report: Report) -> list[ShiftLine]:
    return report_lines(report, movement_text)


def shift_summary(report: Report) -> str:
    parts = [
        translate("Shift", "%n matched", None, len(report.matched)),
        translate("Shift", "%n refund(s)", None, len(report.refunds)),
        translate("Shift", "%n only in the till", None, len(report.only_in_till)),
        translate("Shift", "%n only in the service", None, len(report.only_in_service)),
        translate("Shift", "%n not applied", None, len(report.not_applied)),
        translate("Shift", "%n unconfirmed", None, len(report.unconfirmed)),
        translate("Shift", "%n mismatched", None, len(report.mismatched)),
        translate("Shift", "%n found late", None, len(report.found_late)),
    ]
    if report.claimed_twice:
        parts.append(translate("Shift", "%n claimed twice", None, len(report.claimed_twice)))
    if report.sales:
        parts.append(translate("Shift", "%n sale(s)", None, len(report.sales)))
    if report.outside_window:
        parts.append(
            translate(
                "Shift", "%n stamped by the service outside this window", None, len(report.outside_window)
            )
        )
    return ", ".join(parts)


def balanced_text(report: Report) -> str:
    if report.balanced:
        return translate("Shift", "Every movement of this till is accounted for.")
    return translate(
        "Shift", "Some movements of this till are not in the service's record: a manager must check them."
    )


def totals_lines(report: Report) -> list[str]:
    """Totals per event type in till words: the location's, this till's, then each staff member's."""
    return [
        translate("Shift", "{scope}: {type} × {count} = {amount}").format(
            scope=scope,
            type=type_label(total.type),
            count=total.count,
            amount=format_money(total.amount, total.currency),
        )
        for scope, total in totals_rows(report)
    ]


def net_lines(report: Report) -> list[str]:
    """Per scope, money taken in (top-ups and new cards, paid on the POS) on a line of its own, then
    what was redeemed: the two are never netted against each other."""
    lines = []
    for net in net_totals(report):
        lines.append(
            translate("Shift", "{scope}: {taken_in} {amount}").format(
                scope=net.scope,
                taken_in=translate("Shift", TAKEN_IN_LABEL),
                amount=format_money(net.taken_in, net.currency),
            )
        )
        lines.append(
            translate(
                "Shift",
                "{scope}: net redeemed {redeemed} (redeemed less reversed); balances changed by {change}",
            ).format(
                scope=net.scope,
                redeemed=format_money(net.redeemed, net.currency),
                change=format_money(net.balance_change, net.currency),
            )
        )
        if net.tips:
            lines.append(
                translate("Shift", "{scope}: of it, bills {bills} and tips paid by voucher {tips}").format(
                    scope=net.scope,
                    bills=format_money(net.bills, net.currency),
                    tips=format_money(net.tips, net.currency),
                )
            )
    return lines


def not_keyed_text(report: Report) -> str:
    """The warning the report opens with when redemptions are not ticked as keyed on the POS."""
    if not report.not_keyed:
        return ""
    amounts = ", ".join(
        format_money(m.amount, m.currency or "") for m in report.not_keyed if m.amount is not None
    )
    count = len(report.not_keyed)
    if all(m.kind is MovementKind.REDEEM for m in report.not_keyed):
        if count == 1:
            text = translate(
                "Shift",
                "1 redemption is not ticked as keyed on the POS: {amounts}. "
                "Key them on the POS and tick them.",
            )
        else:
            text = translate(
                "Shift",
                "%n redemptions are not ticked as keyed on the POS: {amounts}. "
                "Key them on the POS and tick them.",
                None,
                count,
            )
        return text.format(amounts=amounts)
    # A top-up keyed as a redemption would pay the guest instead of taking their money.
    if count == 1:
        text = translate(
            "Shift",
            "1 movement is not ticked as done on the POS: {amounts}. Key each redemption as a gift voucher "
            "tender, take each top-up or new card as a payment, then tick them.",
        )
    else:
        text = translate(
            "Shift",
            "%n movements are not ticked as done on the POS: {amounts}. Key each redemption as a gift "
            "voucher tender, take each top-up or new card as a payment, then tick them.",
            None,
            count,
        )
    return text.format(amounts=amounts)


def pos_warning(report: Report) -> str:
    """The red lines the report opens with: sales not ticked as paid, then the rest not keyed on the POS."""
    others = replace(report, not_keyed=tuple(m for m in report.not_keyed if m.kind is not MovementKind.SALE))
    return " ".join(text for text in (unpaid_text(report.not_keyed), not_keyed_text(others)) if text)


def chain_text(chain: tuple[int, str]) -> str:
    """The audit log's size and head as printed: a later check can show the log was not cut back."""
    lines, head = chain
    return translate("Shift", "Audit log: {lines} lines, head of the chain {head}").format(
        lines=lines, head=short_head(head)
    )


def shift_html(
    report: Report, place: str, sold: Sequence[SaleSold] = (), chain: tuple[int, str] | None = None
) -> str:
    """A printable page of the report (the dialog saves it as PDF): the figures, the detail, then a
    page of its own to sign.

    The signature block starts a new page (``page-break-before``): printed text cannot keep a block
    together otherwise, and a block split across pages ("Name" on one, "Signature" on the next) or
    signed above a detail that runs on for pages is not a signature for the figures. The signing page
    repeats the till, the window and the summary, so it says what is signed for.
    """
    esc = html.escape
    not_keyed = pos_warning(report)
    heading = translate("Shift", "End of shift — {till}").format(till=shown_name(report.till))
    window = translate("Shift", "{place} · from {start} to {end}").format(
        place=place,
        start=local_moment(report.start, DAY_TIME, f"{report.start:%d %b %Y %H:%M}"),
        end=local_moment(report.end, DAY_TIME, f"{report.end:%d %b %Y %H:%M}"),
    )
    title = (
        f"<h1>{esc(heading)}</h1><p>{esc(window)}</p>"
        f"<p><b>{esc(shift_summary(report))}. {esc(balanced_text(report))}</b></p>"
    )
    if chain is not None:
        title += f"<p>{esc(chain_text(chain))}</p>"
    warning = f"<p style='color:#b00020'><b>{esc(not_keyed)}</b></p>" if not_keyed else ""
    totals = "".join(f"<li>{esc(line)}</li>" for line in totals_lines(report))
    nets = "".join(f"<li>{esc(line)}</li>" for line in net_lines(report))
    nets += "".join(f"<li>{esc(line)}</li>" for line in sales_lines(sold))
    cells = "".join(
        ("<tr style='color:#b00020'>" if line.section == NOT_KEYED else "<tr>")
        + "".join(f"<td>{esc(v)}</td>" for v in _cells(line))
        + "</tr>"
        for line in lines(report)
    )
    header = "".join(f"<th align='left'>{esc(translate('Shift', h))}</th>" for h in SHIFT_HEADERS)
    blank = "_" * 30
    net_h, totals_h, detail_h = (esc(translate("Shift", h)) for h in ("Net", "Totals", "Detail"))
    signed, staff, manager = (esc(translate("Shift", h)) for h in ("Signed", "Staff", "Manager"))
    signature = (
        f"<div style='page-break-before: always'>{title}{warning}<h2>{net_h}</h2><ul>{nets}</ul>"
        f"<h2>{signed}</h2><table cellpadding='12' width='100%'>"
        f"<tr><td width='50%'><b>{staff}</b></td><td><b>{manager}</b></td></tr>"
        + "".join(
            f"<tr><td width='50%'>{label}: {blank}</td><td>{label}: {blank}</td></tr>"
            for label in (esc(translate("Shift", h)) for h in SIGN_LABELS)
        )
        + "</table></div>"
    )
    return (
        f"<html><body>{title}{warning}<h2>{totals_h}</h2><ul>{totals}</ul><h2>{net_h}</h2><ul>{nets}</ul>"
        f"<h2>{detail_h}</h2><table border='1' cellspacing='0' cellpadding='4'><tr>{header}</tr>{cells}"
        f"</table>{signature}</body></html>"
    )


def _cells(line: ShiftLine) -> tuple[str, ...]:
    return (
        line.section_text,
        line.time_text,
        line.type,
        unbroken(line.code),
        line.amount_text,
        line.staff,
        line.event,
        line.note,
    )


@dataclass(frozen=True)
class _Read:
    """What a report is made from, read on the GUI thread: the till's movements, the service's
    events, the ids ticked as keyed on the POS (None: no such check) and the unpaid sales."""

    movements: list[Movement]
    events: list[ReportedEvent]
    keyed: Collection[str] | None
    unpaid: list[Movement] | None


@dataclass(frozen=True)
class _Made:
    report: Report
    lines: list[ShiftLine]
    #: The whole code of each event read, by event id, for a line's dispute pack.
    codes: dict[str, str]


def _made(read: _Read, window: ShiftWindow, *, only_till: bool, till_to_service: timedelta) -> _Made:
    """The report and its detail's lines; touches no store and no Qt object, so it runs on a worker
    thread."""
    report = build_shift_report(
        read.movements,
        read.events,
        window,
        keyed=read.keyed,
        only_till=only_till,
        till_to_service=till_to_service,
    )
    if read.unpaid is not None:
        report = with_unpaid_sales(report, read.unpaid)
    codes = {str(event.event_id): event.code for event in read.events if event.code}
    return _Made(report, lines(report), codes)


class ShiftReportViewModel(ManagerTask):
    """Opened by ``manager``; ``ready(ShiftReport)`` when built, ``status`` when the read failed."""

    ready = Signal(object)

    def __init__(
        self, parts: ManagerParts, manager: str, shift_start: datetime, parent: QObject | None = None
    ) -> None:
        super().__init__(parts, parent)
        self.manager = manager
        self.shift_start = shift_start
        self.lines = shift_lines_model(self)
        self.report: Report | None = None
        self.sold: list[SaleSold] = []
        #: The audit log's line count and head once the report is built (its own line included).
        self.chain: tuple[int, str] | None = None
        #: The whole code of each event the report read, for a line's dispute pack (never shown).
        self._event_codes: dict[str, str] = {}

    def till_to_service(self) -> timedelta:
        """What moves the till's clock onto the service's now (zero while nothing proves an offset)."""
        parts = self.parts
        found = service_offset(parts.movements.timeline.offset_s, parts.journal.newest_answered())
        return timedelta(0) if found is None else found

    def default_window(self) -> tuple[datetime, datetime]:
        """From the shift's start to now, on the service's clock (the frame the report is in).

        The service stamps events in whole seconds and the till knows its offset to about a second,
        so the start is taken down to its whole second and the end is a second past now: a movement
        made in the shift's first second, or just before the report is opened, is stamped inside.
        No event can be stamped later than now, so the second added takes in nothing else."""
        shift = self.till_to_service()
        start = (self.shift_start + shift).replace(microsecond=0)
        return start, self.parts.clock() + shift + timedelta(seconds=1)

    def build(self, start: datetime, end: datetime) -> None:
        """The report for ``start`` to ``end`` on the service's clock."""
        self.start(self._build(start, end))

    async def _build(self, start: datetime, end: datetime) -> None:
        parts = self.parts
        till = parts.settings.till_name
        shift = self.till_to_service()
        movements = parts.journal.between(start - shift, end - shift, till=till)
        # A movement still waiting to be settled belongs to every report until it is, whenever it
        # was made: the report never says all is accounted for while one waits.
        listed = {m.id for m in movements}
        movements += [m for m in parts.journal.unresolved() if m.till == till and m.id not in listed]
        events: list[ReportedEvent] = []
        # The journal is read on the till's clock, the events on the service's. A service that
        # stamps the property's local time steps an hour when its clocks change: a movement of this
        # shift can then be stamped outside the window. Its event is read all the same, so every
        # movement is matched (and said to lie outside); no other event outside the window counts.
        held = {m.result_event_id for m in movements if m.result_event_id is not None}
        stamps = [m.service.created for m in movements if m.service is not None]
        reading = [(Op.GTE, min([start, *stamps])), (Op.LTE, max([end, *stamps]))]
        try:
            async for page in parts.client.iter_balance_event_pages(
                location_id=parts.location_id, created=reading
            ):
                events.extend(
                    ReportedEvent.of(event)
                    for event in page
                    if start <= event.created <= end or event.event_id in held
                )
        except ApiError as exc:
            shown = describe(exc, subject="event")
            self.say(
                shown.text if shown else translate("Shift", "The service's events could not be read."),
                "problem",
            )
            return
        keyed = None if parts.pos_keyed is None else parts.pos_keyed.keyed_among([m.id for m in movements])
        # An unpaid sale opens it in red, whatever the period.
        pos = parts.pos_keyed
        unpaid = None if pos is None else unpaid_sales(parts.journal, pos, till, parts.clock)
        window = ShiftWindow(till=till, location_id=parts.location_id, start=start, end=end)
        # A busy day's tens of thousands of events take seconds to pair, sum and word: done on a
        # worker thread, the till goes on answering meanwhile. The stores are read above, on the
        # thread whose connections they are.
        made = await asyncio.to_thread(
            _made,
            _Read(movements, events, keyed, unpaid),
            window,
            only_till=parts.settings.only_till_here,
            till_to_service=shift,
        )
        report = made.report
        self.sold = await read_sales(parts.client, report.sales)
        self._event_codes = made.codes
        self.report = report
        await self._show_lines(made.lines)
        with speaking(SOURCE_LANGUAGE):  # the audit log is a record, kept in one language
            summary = shift_summary(report)
        try:
            parts.gate.record(ACTION_SHIFT_REPORT, self.manager, "done", reason=summary)
        except StorageError as exc:
            # The printed report names the audit log's head with its own line in it: without that
            # line (a full disk) it is not shown, and the window says why instead of "Building…".
            self.say(exc.problem, "problem")
            return
        self.chain = parts.audit.head()
        self.ready.emit(report)

    async def _show_lines(self, shown: Sequence[ShiftLine]) -> None:
        """The detail's lines into its table a piece at a time, the loop free between pieces: the
        view lays out each piece it is given, and a day's thousands at once held the till."""
        self.lines.set_records(shown[:LINES_AT_ONCE])
        for first in range(LINES_AT_ONCE, len(shown), LINES_AT_ONCE):
            await asyncio.sleep(0)
            self.lines.add_records(shown[first : first + LINES_AT_ONCE])

    def code_of(self, row: int) -> str:
        """The voucher of the report's line ``row``, for its dispute pack; "" for a line of no one
        voucher (a sale, a refund of an order)."""
        records = self.lines.records
        if not 0 <= row < len(records):
            return ""
        line = records[row]
        if line.journal_id:
            try:
                movement = self.parts.journal.get(line.journal_id)
            except JournalError:
                return ""
            if movement.kind is not MovementKind.SALE and movement.code:
                return movement.code
        return self._event_codes.get(line.event, "")

    def export_csv(self, path: Path) -> None:
        if self.report is None:
            return
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("w", encoding="utf-8", newline="") as handle:
            rows = report_csv_rows(self.report, movement_text) + sales_csv_rows(self.sold)
            csv.writer(handle).writerows(rows)

    def page(self, place: str) -> str:
        return shift_html(self.report, place, self.sold, self.chain) if self.report is not None else ""
