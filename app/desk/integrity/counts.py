"""What the staff integrity report counts, per member of staff, from the till's journal and audit log.

Qt-free. Each count is a pattern a manager may want to look at, never a finding: a busy shift, a
guest who changed their mind or a colleague covering a break explains most of them. Every count keeps
the audit lines behind it, so a manager reads what happened rather than a score.

The six counts, for a period:

- a high balance looked up at the counter and not redeemed at this till since (each voucher once);
- a voucher opened read-only (feed, Find, a report) and redeemed within ``SOON`` by whoever opened it;
- a redemption reversed while the member of staff who made it was signed in, or approving;
- a redemption or top-up that nobody ticked as keyed on the POS (``app.core.pos_handoff``);
- a whole code shown by a manager while they were signed in;
- a sale not ticked as paid on the POS.

Each is set against the location's usual figure: the mean over the staff seen in the period.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections import defaultdict
from collections.abc import Callable, Collection, Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from decimal import ROUND_HALF_UP, Decimal
from enum import StrEnum

from app.core.movement import Movement, MovementKind, code_key
from app.core.pos_handoff import needs_keying
from app.desk.common.openings import ACTION_LOOKUP, ACTION_OPENED, ACTION_REVEAL
from app.store.audit import AuditEntry

#: [DECIDE] "Within minutes": ten minutes covers reading a code off a screen and typing it at the
#: counter, while a guest who rings, is looked up in Find and walks in later falls outside it.
SOON = timedelta(minutes=10)
#: [DECIDE] A high balance, when the location has no dual-control limit in that currency: a figure
#: above a typical single treatment or dinner, where a voucher becomes worth taking.
DEFAULT_HIGH_FROM = Decimal("100.00")
#: How far before the period a redemption is looked for, to know whose it was when it is reversed
#: in the period: a reversal is a correction of the same day or week, rarely later.
REVERSAL_LOOKBACK = timedelta(days=31)

_DONE = "done"
_REDEEM = MovementKind.REDEEM.value
_REVERSE = MovementKind.REVERSE.value
#: Lines written under nobody (no one signed in) are not a member of staff.
_NOBODY = "—"


class Pattern(StrEnum):
    """The counts, in the order the report shows them."""

    HIGH_LOOKUPS = "high lookups not redeemed"
    OPENED_REDEEMED = "opened read-only then redeemed"
    OWN_REVERSALS = "own redemptions reversed"
    NOT_KEYED = "not ticked on the POS"
    REVEALS = "whole codes shown"
    UNPAID_SALES = "sales not ticked as paid"


@dataclass(frozen=True)
class StaffCounts:
    """One member of staff's counts, and the audit lines (by number) behind each."""

    staff: str
    #: Audit lines written under their name in the period: how much they did at this till.
    activity: int
    lines: dict[Pattern, tuple[int, ...]] = field(default_factory=dict)
    counts: dict[Pattern, int] = field(default_factory=dict)

    def count(self, pattern: Pattern) -> int:
        return self.counts.get(pattern, 0)


@dataclass(frozen=True)
class Integrity:
    """The report: each member of staff's counts, the usual figure of each, and the lines read."""

    staff: tuple[StaffCounts, ...]
    usual: dict[Pattern, Decimal]
    entries: dict[int, AuditEntry]

    def lines_of(self, staff: str, pattern: Pattern) -> list[AuditEntry]:
        """The audit lines behind one count, oldest first."""
        for row in self.staff:
            if row.staff == staff:
                return [self.entries[seq] for seq in row.lines.get(pattern, ()) if seq in self.entries]
        return []


@dataclass(frozen=True)
class Reading:
    """What the report reads: the period's audit lines, the redemptions since shortly before it,
    the period's movements in the journal and which of them were ticked on the POS."""

    entries: Sequence[AuditEntry]
    redemptions: Sequence[AuditEntry]
    movements: Sequence[Movement]
    keyed: Collection[str]


class _Tally:
    """Counts per member of staff and pattern, each with its lines, a thing counted only once."""

    def __init__(self) -> None:
        self.lines: dict[str, dict[Pattern, list[int]]] = defaultdict(lambda: defaultdict(list))
        self.seen: dict[str, dict[Pattern, set[object]]] = defaultdict(lambda: defaultdict(set))

    def add(self, staff: str, pattern: Pattern, what: object, lines: Iterable[AuditEntry]) -> None:
        self.seen[staff][pattern].add(what)
        kept = self.lines[staff][pattern]
        kept.extend(e.seq for e in lines if e.seq not in kept)


def count_patterns(reading: Reading, high_from: Callable[[str], Decimal]) -> Integrity:
    """The report over ``reading``; ``high_from(currency)`` is the lowest balance called high."""
    tally = _Tally()
    done_redeems = [e for e in reading.redemptions if e.action == _REDEEM and e.outcome == _DONE]
    _high_lookups(tally, reading.entries, done_redeems, high_from)
    _opened_then_redeemed(tally, reading.entries, done_redeems)
    _own_reversals(tally, reading.entries, done_redeems)
    _not_keyed(tally, reading)
    for line in reading.entries:
        if line.action == ACTION_REVEAL and line.staff != _NOBODY:
            tally.add(line.staff, Pattern.REVEALS, line.seq, [line])

    activity: dict[str, int] = defaultdict(int)
    for line in reading.entries:
        if line.staff != _NOBODY:
            activity[line.staff] += 1
    names = sorted(set(activity) | set(tally.seen), key=str.casefold)
    staff = tuple(
        StaffCounts(
            staff=name,
            activity=activity.get(name, 0),
            lines={p: tuple(sorted(tally.lines[name][p])) for p in Pattern if tally.seen[name][p]},
            counts={p: len(tally.seen[name][p]) for p in Pattern if tally.seen[name][p]},
        )
        for name in names
    )
    known = {e.seq: e for e in (*reading.entries, *reading.redemptions)}
    return Integrity(staff=staff, usual=usual_figures(staff), entries=known)


def usual_figures(staff: Sequence[StaffCounts]) -> dict[Pattern, Decimal]:
    """The mean of each count over the staff, to one decimal place (0 when nobody was seen)."""
    if not staff:
        return dict.fromkeys(Pattern, Decimal("0.0"))
    return {
        pattern: (Decimal(sum(row.count(pattern) for row in staff)) / len(staff)).quantize(
            Decimal("0.1"), ROUND_HALF_UP
        )
        for pattern in Pattern
    }


def _high_lookups(
    tally: _Tally,
    entries: Sequence[AuditEntry],
    redeems: Sequence[AuditEntry],
    high_from: Callable[[str], Decimal],
) -> None:
    """A high balance looked up at the counter with no redemption of that voucher here since."""
    last_redeemed: dict[str, datetime] = {}
    for r in redeems:
        key = code_key(r.code or "")
        last_redeemed[key] = max(r.time, last_redeemed.get(key, r.time))
    for line in entries:
        if line.action != ACTION_LOOKUP or line.code is None or line.amount is None or line.staff == _NOBODY:
            continue
        if line.amount < high_from(line.currency or ""):
            continue
        key = code_key(line.code)
        redeemed = last_redeemed.get(key)
        if redeemed is None or redeemed < line.time:
            tally.add(line.staff, Pattern.HIGH_LOOKUPS, key, [line])


def _opened_then_redeemed(
    tally: _Tally, entries: Sequence[AuditEntry], redeems: Sequence[AuditEntry]
) -> None:
    """A voucher opened read-only, then redeemed by the same member of staff within ``SOON``."""
    theirs: dict[tuple[str, str], list[AuditEntry]] = defaultdict(list)
    for r in sorted(redeems, key=lambda r: r.time):
        theirs[r.staff, code_key(r.code or "")].append(r)
    for line in entries:
        if line.action != ACTION_OPENED or line.code is None or line.staff == _NOBODY:
            continue
        key = code_key(line.code)
        made = theirs.get((line.staff, key), [])
        soon = made[bisect_left(made, line.time, key=_time) : bisect_right(made, line.time + SOON, key=_time)]
        if soon:
            tally.add(line.staff, Pattern.OPENED_REDEEMED, key, [line, *soon])


def _time(entry: AuditEntry) -> datetime:
    return entry.time


def _own_reversals(tally: _Tally, entries: Sequence[AuditEntry], redeems: Sequence[AuditEntry]) -> None:
    """A redemption reversed while whoever made it was the one signed in, or the manager approving."""
    made = {r.service_event_id: r for r in redeems if r.service_event_id is not None}
    for line in entries:
        if line.action != _REVERSE or line.outcome != _DONE or line.event_id is None:
            continue
        redemption = made.get(line.event_id)
        if redemption is None or redemption.staff == _NOBODY:
            continue
        if redemption.staff in (line.staff, line.manager):
            tally.add(redemption.staff, Pattern.OWN_REVERSALS, line.event_id, [redemption, line])


def _not_keyed(tally: _Tally, reading: Reading) -> None:
    """Redemptions, top-ups and paid sales of the period nobody ticked on the POS, with their lines."""
    by_event: dict[tuple[str, int], AuditEntry] = {}
    by_code: dict[tuple[str, str], list[AuditEntry]] = defaultdict(list)
    for e in reading.entries:
        if e.outcome != _DONE:
            continue
        if e.service_event_id is not None:
            by_event[e.action, e.service_event_id] = e
        if e.code:
            by_code[e.action, code_key(e.code)].append(e)
    for movement in needs_keying(reading.movements, reading.keyed):
        pattern = Pattern.UNPAID_SALES if movement.kind is MovementKind.SALE else Pattern.NOT_KEYED
        # The line that says it was done: by the service's event, or (a sale) by its reference.
        kind, event = movement.kind.value, movement.result_event_id
        line = None if event is None else by_event.get((kind, event))
        lines = [line] if line is not None else by_code.get((kind, code_key(movement.code or "")), [])
        tally.add(movement.staff, pattern, movement.id, lines)
