"""What a manager hands on about one voucher: the dispute pack (the evidence this till holds) and
the case sheet (a problem the voucher service must act on), as a page and as plain text.

Both are read away from the counter (printed, filed, e-mailed to the service's support): the code is
masked everywhere, and no guest's name or e-mail is written.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from decimal import Decimal
from enum import StrEnum
from html import escape

from app.core.dates import DAY, DAY_TIME, local_moment
from app.core.i18n import QT_TRANSLATE_NOOP, translate
from app.core.money import format_money
from app.core.names import shown_name


class CaseReason(StrEnum):
    LOST = "lost or stolen"
    REISSUE = "reissue"
    TRANSFER = "transfer"
    EXTEND = "extend validity"
    FRAUD = "suspected fraud"


REASON_WORDS = {
    CaseReason.LOST: QT_TRANSLATE_NOOP("Cases", "Lost or stolen"),
    CaseReason.REISSUE: QT_TRANSLATE_NOOP("Cases", "Reissue the voucher"),
    CaseReason.TRANSFER: QT_TRANSLATE_NOOP("Cases", "Transfer the balance to another code"),
    CaseReason.EXTEND: QT_TRANSLATE_NOOP("Cases", "Extend its validity"),
    CaseReason.FRAUD: QT_TRANSLATE_NOOP("Cases", "Suspected fraud"),
}


def reason_words(reason: str) -> str:
    """A stored reason in the manager's language; one the till has no words for as stored."""
    try:
        words = REASON_WORDS[CaseReason(reason)]
    except ValueError:
        return reason
    return translate("Cases", words)


def when_text(when: datetime | None) -> str:
    # Not "%-d": Windows' strftime refuses it.
    return "—" if when is None else local_moment(when, DAY_TIME, f"{when.day} {when:%b %Y %H:%M}")


def day_words(when: datetime | None) -> str:
    return "—" if when is None else local_moment(when, DAY, f"{when.day} {when:%b %Y}")


@dataclass(frozen=True)
class MovementLine:
    """One movement this till made on the voucher, as the pack lists it.

    ``service_time`` is the service's own stamp of its event (None when it never answered);
    ``amount`` is signed (negative takes money off). ``ticked`` names who ticked it keyed on the
    POS, and when ("" when nobody did, or it needs no keying).
    """

    till_time: datetime
    service_time: datetime | None
    till: str
    staff: str
    what: str
    amount: Decimal | None
    currency: str
    before: Decimal | None
    after: Decimal | None
    reference: str
    state: str
    ticked: str = ""
    manager: str = ""

    def money(self, amount: Decimal | None) -> str:
        return "—" if amount is None else format_money(amount, self.currency)


@dataclass(frozen=True)
class ElsewhereLine:
    """A redemption the service's history shows and this till's journal does not hold."""

    when: datetime | None
    amount: Decimal
    currency: str
    reference: str
    location: str
    status: str


@dataclass(frozen=True)
class AuditFinding:
    """The audit chain's check, as far as this voucher's lines are concerned.

    ``lines`` are the numbers of the audit lines that name the voucher; ``bad`` those of them that
    do not check. ``first`` and ``problem`` are the whole chain's first wrong line and what happened
    to it (a removed line cannot say whose it was, so any problem in the chain is said).
    """

    chain_lines: int
    head: str
    lines: tuple[int, ...]
    bad: tuple[int, ...] = ()
    first: int | None = None
    problem: str | None = None
    unkeyed: int = 0

    @property
    def intact(self) -> bool:
        return self.first is None


@dataclass(frozen=True)
class VoucherRecord:
    """Everything the till knows of one voucher, masked, for a pack or a case sheet."""

    place: str
    till: str
    made: datetime
    manager: str
    masked_code: str
    name: str
    status: str
    balance: str
    expiry: datetime | None
    order_id: int | None
    order_date: datetime | None
    delivery: str
    value: str
    movements: tuple[MovementLine, ...] = ()
    elsewhere: tuple[ElsewhereLine, ...] = ()
    slips: tuple[str, ...] = ()
    audit: AuditFinding | None = None
    #: The cases this till keeps on the voucher, one line each ("#2 open: Suspected fraud, …").
    cases: tuple[str, ...] = ()
    #: What could not be read ("the service could not be reached: the order is not shown"), or "".
    gaps: tuple[str, ...] = field(default=())


@dataclass(frozen=True)
class Case:
    """A voucher case as the till keeps it (``app.store.cases``) and its sheet names it: its number
    (``id``), the voucher and order, reason, note, who opened it, where and when, and its closing."""

    id: int
    code: str
    order_id: int | None
    #: One of ``CaseReason``'s values.
    reason: str
    note: str
    opened: datetime
    manager: str
    staff: str
    till: str
    closed: datetime | None = None
    closed_by: str | None = None
    closing_note: str | None = None

    @property
    def is_open(self) -> bool:
        return self.closed is None


_PROBLEMS = {
    "changed": QT_TRANSLATE_NOOP("Cases", "line #{line} was changed outside the till"),
    "removed": QT_TRANSLATE_NOOP("Cases", "line #{line} was removed outside the till"),
    "inserted": QT_TRANSLATE_NOOP("Cases", "line #{line} was put in outside the till"),
}


def audit_words(found: AuditFinding) -> list[str]:
    """The check in a manager's words: the voucher's own lines, then the chain as a whole."""
    numbers = ", ".join(f"#{n}" for n in found.lines) or "—"
    said = [
        translate("Cases", "Audit lines of this voucher: {numbers}.").format(numbers=numbers),
    ]
    if found.bad:
        bad = ", ".join(f"#{n}" for n in found.bad)
        said.append(
            translate("Cases", "Warning: these lines of this voucher do not check: {bad}.").format(bad=bad)
        )
    elif found.lines:
        said.append(translate("Cases", "Each of them checks: none was changed or put in."))
    if found.intact:
        said.append(
            translate("Cases", "The whole chain checks: {lines} lines, head {head}.").format(
                lines=found.chain_lines, head=found.head
            )
        )
    else:
        problem = translate("Cases", _PROBLEMS.get(found.problem or "", _PROBLEMS["changed"]))
        said.append(
            translate("Cases", "Warning: the chain does not check: {problem}.").format(
                problem=problem.format(line=found.first)
            )
        )
    if found.unkeyed:
        said.append(
            translate(
                "Cases", "{count} lines were written without the key: they show accidental edits only."
            ).format(count=found.unkeyed)
        )
    return said


def _voucher_pairs(record: VoucherRecord) -> list[tuple[str, str]]:
    return [
        (translate("Cases", "Voucher code"), record.masked_code),
        (translate("Cases", "Voucher"), record.name or "—"),
        (translate("Cases", "Status"), record.status),
        (translate("Cases", "Balance"), record.balance),
        (translate("Cases", "Expires"), day_words(record.expiry)),
        (translate("Cases", "Order"), "—" if record.order_id is None else f"#{record.order_id}"),
        (translate("Cases", "Order date"), when_text(record.order_date)),
        (translate("Cases", "Delivery"), record.delivery or "—"),
        (translate("Cases", "Order value"), record.value or "—"),
    ]


def _case_pairs(case: Case) -> list[tuple[str, str]]:
    pairs = [
        (translate("Cases", "Case"), f"#{case.id}"),
        (translate("Cases", "What is asked"), reason_words(case.reason)),
        (translate("Cases", "What happened"), case.note or "—"),
        (translate("Cases", "Opened"), when_text(case.opened)),
        (translate("Cases", "Opened by manager"), shown_name(case.manager)),
        (translate("Cases", "Staff signed in"), case.staff),
    ]
    if case.closed is not None:
        pairs += [
            (translate("Cases", "Closed"), when_text(case.closed)),
            (translate("Cases", "Closed by manager"), shown_name(case.closed_by or "")),
            (translate("Cases", "Closing note"), case.closing_note or "—"),
        ]
    return pairs


def _movement_header() -> list[str]:
    return [
        translate("Cases", "Till time"),
        translate("Cases", "Service time"),
        translate("Cases", "Till"),
        translate("Cases", "Staff"),
        translate("Cases", "Movement"),
        translate("Cases", "Amount"),
        translate("Cases", "Balance before"),
        translate("Cases", "Balance after"),
        translate("Cases", "POS reference"),
        translate("Cases", "Outcome"),
        translate("Cases", "Ticked on the POS by"),
    ]


def _movement_cells(line: MovementLine) -> list[str]:
    staff = line.staff if not line.manager else f"{line.staff} ({shown_name(line.manager)})"
    return [
        when_text(line.till_time),
        when_text(line.service_time),
        shown_name(line.till),
        staff,
        line.what,
        line.money(line.amount),
        line.money(line.before),
        line.money(line.after),
        line.reference or "—",
        line.state,
        line.ticked or "—",
    ]


def _elsewhere_header() -> list[str]:
    return [
        translate("Cases", "Time"),
        translate("Cases", "Amount"),
        translate("Cases", "Reference"),
        translate("Cases", "Where"),
        translate("Cases", "Status"),
    ]


def _elsewhere_cells(line: ElsewhereLine) -> list[str]:
    return [
        when_text(line.when),
        format_money(line.amount, line.currency),
        line.reference,
        line.location or "—",
        line.status,
    ]


def case_line(case: Case) -> str:
    """One case in a voucher's pack: ``#2 open: Suspected fraud, opened 1 Mar 2026 10:30 by Alex``."""
    if case.closed is None:
        return translate("Cases", "#{number} open: {reason}, opened {when} by {manager}").format(
            number=case.id,
            reason=reason_words(case.reason),
            when=when_text(case.opened),
            manager=shown_name(case.manager),
        )
    return translate(
        "Cases", "#{number} closed {closed} by {closer}: {reason}, opened {when} by {manager}"
    ).format(
        number=case.id,
        closed=when_text(case.closed),
        closer=shown_name(case.closed_by or ""),
        reason=reason_words(case.reason),
        when=when_text(case.opened),
        manager=shown_name(case.manager),
    )


def _made_line(record: VoucherRecord) -> str:
    return translate("Cases", "{place} · till {till} · made {when} by manager {manager}").format(
        place=record.place,
        till=shown_name(record.till),
        when=when_text(record.made),
        manager=shown_name(record.manager),
    )


# -- the page (HTML for a QTextDocument) -----------------------------------------------------------


def _pairs_html(pairs: list[tuple[str, str]]) -> str:
    rows = "".join(f"<tr><td><b>{escape(k)}</b></td><td>{escape(v)}</td></tr>" for k, v in pairs)
    return f'<table cellspacing="0" cellpadding="3">{rows}</table>'


def _table_html(header: list[str], rows: list[list[str]]) -> str:
    # A no-break space after each heading: a column is sized by its words in plain type, and a bold
    # heading one letter wider than its figures was broken inside a word ("Amoun t").
    head = "".join(f"<th align='left'>{escape(cell)}&nbsp;</th>" for cell in header)
    body = "".join("<tr>" + "".join(f"<td>{escape(cell)}</td>" for cell in row) + "</tr>" for row in rows)
    return f'<table border="1" cellspacing="0" cellpadding="3" width="100%"><tr>{head}</tr>{body}</table>'


def _h2(text: str) -> str:
    return f"<h2>{escape(text)}</h2>"


def _p(text: str) -> str:
    return f"<p>{escape(text)}</p>"


def _record_html(record: VoucherRecord, *, slips: bool) -> list[str]:
    parts = [_p(_made_line(record))]
    parts += [f"<p><i>{escape(gap)}</i></p>" for gap in record.gaps]
    parts += [_h2(translate("Cases", "The voucher and its order")), _pairs_html(_voucher_pairs(record))]
    parts.append(_h2(translate("Cases", "Movements at this till")))
    if record.movements:
        parts.append(_table_html(_movement_header(), [_movement_cells(m) for m in record.movements]))
    else:
        parts.append(_p(translate("Cases", "This till made no movement on this voucher.")))
    if record.elsewhere:
        parts.append(_h2(translate("Cases", "Redemptions the service shows elsewhere")))
        parts.append(_table_html(_elsewhere_header(), [_elsewhere_cells(e) for e in record.elsewhere]))
    if record.cases:
        parts.append(_h2(translate("Cases", "Cases at this till")))
        parts += [_p(line) for line in record.cases]
    if slips:
        parts.append(_h2(translate("Cases", "Slips")))
        if record.slips:
            parts += [f"<pre>{escape(slip)}</pre>" for slip in record.slips]
        else:
            parts.append(_p(translate("Cases", "No slip was printed for this voucher here.")))
    if record.audit is not None:
        parts.append(_h2(translate("Cases", "The audit log")))
        parts += [_p(line) for line in audit_words(record.audit)]
    return parts


def pack_html(record: VoucherRecord) -> str:
    title = translate("Cases", "Dispute pack: voucher {code}").format(code=record.masked_code)
    return "".join([f"<h1>{escape(title)}</h1>", *_record_html(record, slips=True)])


def case_html(case: Case, record: VoucherRecord) -> str:
    title = translate("Cases", "Case #{number}: voucher {code}").format(
        number=case.id, code=record.masked_code
    )
    return "".join(
        [f"<h1>{escape(title)}</h1>", _pairs_html(_case_pairs(case)), *_record_html(record, slips=False)]
    )


# -- plain text (for an e-mail to the service's support) ------------------------------------------


def _pairs_text(pairs: list[tuple[str, str]]) -> list[str]:
    return [f"{key}: {value}" for key, value in pairs]


def case_text(case: Case, record: VoucherRecord) -> str:
    """The case sheet as text to paste into an e-mail to the voucher service's support."""
    title = translate("Cases", "Case #{number}: voucher {code}").format(
        number=case.id, code=record.masked_code
    )
    lines = [title, _made_line(record), "", *_pairs_text(_case_pairs(case)), ""]
    lines += [*_pairs_text(_voucher_pairs(record)), ""]
    lines.append(translate("Cases", "Movements at this till"))
    header = _movement_header()
    if not record.movements:
        lines.append(translate("Cases", "This till made no movement on this voucher."))
    for movement in record.movements:
        cells = _movement_cells(movement)
        lines.append("- " + "; ".join(f"{name}: {cell}" for name, cell in zip(header, cells, strict=True)))
    if record.elsewhere:
        lines += ["", translate("Cases", "Redemptions the service shows elsewhere")]
        names = _elsewhere_header()
        lines += [
            "- " + "; ".join(f"{n}: {c}" for n, c in zip(names, _elsewhere_cells(e), strict=True))
            for e in record.elsewhere
        ]
    if record.audit is not None:
        lines += ["", *audit_words(record.audit)]
    lines += list(record.gaps)
    return "\n".join(lines)
