"""The audit log viewer's view-model: who did what at this till, filtered, checked and exported."""

from __future__ import annotations

import asyncio
from dataclasses import replace
from datetime import datetime
from decimal import Decimal
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from app.core.dates import MONTH_DAY_SECONDS, local_moment
from app.core.i18n import QT_TRANSLATE_NOOP, translate
from app.core.masking import mask_code
from app.core.money import format_money
from app.core.movement import MovementKind
from app.desk.common.openings import ACTION_LOOKUP, ACTION_OPENED
from app.desk.common.table import Column, RecordTableModel
from app.desk.manager.base import ManagerParts, ManagerTask
from app.services.movements import OVERRIDE_ACTION
from app.store.audit import CHANGED, INSERTED, REMOVED, AuditEntry, ChainCheck
from app.store.audit_chain import short_head

ACTION_AUDIT_EXPORT = "export audit log"
ACTION_AUDIT_CHECK = "check audit log"

#: The log keeps the journal's own words (its CSV is for auditors and tools); the viewer shows a
#: manager the till's words for them. Actions already in till words are shown as they are.
ACTION_WORDS = {
    MovementKind.REDEEM.value: QT_TRANSLATE_NOOP("Audit", "Redemption"),
    MovementKind.TOPUP.value: QT_TRANSLATE_NOOP("Audit", "Top-up or new card"),
    MovementKind.REVERSE.value: QT_TRANSLATE_NOOP("Audit", "Reversal"),
    MovementKind.REFUND.value: QT_TRANSLATE_NOOP("Audit", "Refund"),
    MovementKind.SALE.value: QT_TRANSLATE_NOOP("Audit", "Sale"),
    OVERRIDE_ACTION: QT_TRANSLATE_NOOP("Audit", "Marked not applied"),
    # Actions the log keeps in till words already: shown in the manager's language.
    "manager unlock": QT_TRANSLATE_NOOP("Audit", "manager unlock"),
    "new PIN refused": QT_TRANSLATE_NOOP("Audit", "new PIN refused"),
    "add manager": QT_TRANSLATE_NOOP("Audit", "add manager"),
    "remove manager": QT_TRANSLATE_NOOP("Audit", "remove manager"),
    "change manager PIN": QT_TRANSLATE_NOOP("Audit", "change manager PIN"),
    "settings": QT_TRANSLATE_NOOP("Audit", "settings"),
    "reveal code": QT_TRANSLATE_NOOP("Audit", "reveal code"),
    "end of shift report": QT_TRANSLATE_NOOP("Audit", "end of shift report"),
    ACTION_AUDIT_EXPORT: QT_TRANSLATE_NOOP("Audit", "export audit log"),
    ACTION_AUDIT_CHECK: QT_TRANSLATE_NOOP("Audit", "check audit log"),
    "top-up permission": QT_TRANSLATE_NOOP("Audit", "top-up permission"),
    "top-up maximum": QT_TRANSLATE_NOOP("Audit", "top-up maximum"),
    "keyed on POS": QT_TRANSLATE_NOOP("Audit", "keyed on POS"),
    "manager decision": QT_TRANSLATE_NOOP("Audit", "manager decision"),
    "find": QT_TRANSLATE_NOOP("Audit", "search"),
    "correct order": QT_TRANSLATE_NOOP("Audit", "order corrected"),
    "reveal e-mail": QT_TRANSLATE_NOOP("Audit", "e-mail address shown"),
    "lookup pause": QT_TRANSLATE_NOOP("Audit", "lookups paused"),
    "lift lookup pause": QT_TRANSLATE_NOOP("Audit", "lookup pause lifted"),
    "rule pack": QT_TRANSLATE_NOOP("Audit", "country rules"),
    "vat class": QT_TRANSLATE_NOOP("Audit", "VAT class"),
    "reduce": QT_TRANSLATE_NOOP("Audit", "old entries reduced"),
    "start afresh": QT_TRANSLATE_NOOP("Audit", "training started afresh"),
    "dual control": QT_TRANSLATE_NOOP("Audit", "dual control limit"),
    "staff integrity report": QT_TRANSLATE_NOOP("Audit", "staff integrity report"),
    ACTION_LOOKUP: QT_TRANSLATE_NOOP("Audit", "look up"),
    ACTION_OPENED: QT_TRANSLATE_NOOP("Audit", "open read-only"),
    "dispute pack": QT_TRANSLATE_NOOP("Audit", "dispute pack"),
    "voucher case opened": QT_TRANSLATE_NOOP("Audit", "voucher case opened"),
    "voucher case closed": QT_TRANSLATE_NOOP("Audit", "voucher case closed"),
}
#: Outcomes the log keeps in till words, shown in the manager's language; others as logged.
OUTCOME_WORDS = {
    "done": QT_TRANSLATE_NOOP("Audit", "done"),
    "shown": QT_TRANSLATE_NOOP("Audit", "shown"),
    "shown masked": QT_TRANSLATE_NOOP("Audit", "shown masked"),
    "saved": QT_TRANSLATE_NOOP("Audit", "saved"),
    "changed": QT_TRANSLATE_NOOP("Audit", "changed"),
    "wrong PIN": QT_TRANSLATE_NOOP("Audit", "wrong PIN"),
    "refused (locked)": QT_TRANSLATE_NOOP("Audit", "refused (locked)"),
    "refused (counted as a wrong PIN)": QT_TRANSLATE_NOOP("Audit", "refused (counted as a wrong PIN)"),
}


def action_words(action: str) -> str:
    """An action in the manager's language; one the till has no words for is shown as logged."""
    words = ACTION_WORDS.get(action)
    return translate("Audit", words) if words is not None else action


def outcome_words(outcome: str) -> str:
    words = OUTCOME_WORDS.get(outcome)
    return translate("Audit", words) if words is not None else outcome


def audit_model(parent: QObject | None = None) -> RecordTableModel[AuditEntry]:
    def money(entry: AuditEntry) -> str:
        if entry.amount is None:
            return ""
        return format_money(entry.amount, entry.currency) if entry.currency else str(entry.amount)

    return RecordTableModel(
        [
            Column("#", lambda e: str(e.seq), sort_key=lambda e: e.seq, align_right=True),
            Column(
                translate("Audit", "Time"),
                # Not "%-d": Windows' strftime refuses it, and the audit log would not open there.
                lambda e: local_moment(e.time, MONTH_DAY_SECONDS, f"{e.time.day} {e.time:%b %H:%M:%S}"),
                sort_key=lambda e: e.time,
            ),
            Column(translate("Audit", "Staff"), lambda e: e.staff),
            Column(translate("Audit", "Manager"), lambda e: e.manager or ""),
            Column(translate("Audit", "Action"), lambda e: action_words(e.action)),
            # Masked: the log is read and exported away from the counter, and a code is money.
            Column(translate("Audit", "Code"), lambda e: mask_code(e.code) if e.code else ""),
            Column(translate("Audit", "Order"), lambda e: "" if e.order_id is None else str(e.order_id)),
            # The service's event the row made (a redemption's reference), then the one it undid.
            Column(
                translate("Audit", "Event"),
                lambda e: "" if e.service_event_id is None else str(e.service_event_id),
            ),
            Column(
                translate("Audit", "Amount"),
                money,
                sort_key=lambda e: e.amount or Decimal(0),
                align_right=True,
            ),
            Column(translate("Audit", "Outcome"), lambda e: outcome_words(e.outcome)),
            Column(
                translate("Audit", "Reverses event"), lambda e: "" if e.event_id is None else str(e.event_id)
            ),
            Column(translate("Audit", "Reason"), lambda e: e.reason or ""),
        ],
        parent,
    )


class AuditLogViewModel(ManagerTask):
    """Opened by ``manager`` (who approved it): an export is audited under their name."""

    #: The words of a check asked for with ``check_and_record``, and whether they are a warning.
    checked = Signal(str, bool)

    def __init__(self, parts: ManagerParts, manager: str, parent: QObject | None = None) -> None:
        super().__init__(parts, parent)
        self.manager = manager
        self.entries = audit_model(self)

    def show(
        self,
        start: datetime | None = None,
        end: datetime | None = None,
        staff: str | None = None,
        action: str | None = None,
    ) -> None:
        self.entries.set_records(self.parts.audit.entries(start=start, end=end, staff=staff, action=action))

    def choices(self) -> tuple[list[str], list[tuple[str, str]]]:
        """The staff names, and the actions the log holds (till words, stored word), for the filters."""
        entries = self.parts.audit.entries()
        actions = sorted((action_words(action), action) for action in {e.action for e in entries})
        return sorted({e.staff for e in entries}), actions

    def check(self) -> None:
        """The check the viewer shows above its entries, on a worker thread as every check of the
        chain is (reading and verifying a long log would hold the till); its words come in
        ``checked(str, bool)``. Viewing is audited as the viewer's export is, not this check."""
        self.start(self._check(record=False))

    def check_and_record(self) -> None:
        """The check a manager asked for (*Manager → Check the audit log*), on a worker thread; its
        words come in ``checked(str, bool)``, and it is audited under the manager's name."""
        self.start(self._check(record=True))

    async def _check(self, *, record: bool) -> None:
        found = await asyncio.to_thread(self.parts.audit.check_elsewhere)
        if record:
            outcome = "intact" if found.first is None else f"{found.problem} at #{found.first}"
            reason = f"{found.lines} lines, head {short_head(found.head)}"
            self.parts.gate.record(ACTION_AUDIT_CHECK, self.manager, outcome, reason=reason)
        self.checked.emit(*chain_check_text(found))

    def export(self, path: Path) -> None:
        entries = self.entries.records
        # The export leaves the till (auditors, e-mail): its codes are masked as on screen.
        shown = [replace(e, code=mask_code(e.code)) if e.code else e for e in entries]
        self.parts.audit.export_csv(path, shown)
        self.parts.gate.record(
            ACTION_AUDIT_EXPORT, self.manager, "done", reason=f"{len(entries)} rows to {path.name}"
        )


_PROBLEM_WORDS = {
    CHANGED: QT_TRANSLATE_NOOP("Audit", "Warning: line #{line} was changed outside the till."),
    REMOVED: QT_TRANSLATE_NOOP("Audit", "Warning: line #{line} was removed outside the till."),
    INSERTED: QT_TRANSLATE_NOOP("Audit", "Warning: line #{line} was put in outside the till."),
}


def chain_check_text(found: ChainCheck) -> tuple[str, bool]:
    """A manager's words for a check of the chain, and whether it is a warning."""
    parts: list[str] = []
    if found.first is None:
        parts.append(
            translate("Audit", "The log is intact: {lines} lines, none changed, removed or put in.").format(
                lines=found.lines
            )
        )
    else:
        parts.append(translate("Audit", _PROBLEM_WORDS[found.problem or CHANGED]).format(line=found.first))
        numbers = ", ".join(f"#{n}" for n in found.bad)
        parts.append(translate("Audit", "Lines that do not check: {numbers}.").format(numbers=numbers))
    parts.append(translate("Audit", "Head of the chain: {head}.").format(head=short_head(found.head)))
    if found.unkeyed:
        parts.append(
            translate(
                "Audit",
                "{count} lines were written without the key (older lines, or no keyring): "
                "they show accidental edits only.",
            ).format(count=found.unkeyed)
        )
    if found.unchecked:
        parts.append(
            translate(
                "Audit",
                "{count} lines were sealed with a key this computer's keyring does not hold: "
                "they are readable but were not checked.",
            ).format(count=found.unchecked)
        )
    return " ".join(parts), found.first is not None
