"""The audit log's lines as a table, in the manager's words: the audit log viewer shows every
column, the staff integrity report the brief one behind a count."""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import QObject

from app.core.dates import MONTH_DAY_SECONDS, local_moment
from app.core.i18n import QT_TRANSLATE_NOOP, translate
from app.core.money import format_money
from app.core.movement import MovementKind
from app.core.names import shown_reason
from app.desk.common.openings import ACTION_LOOKUP, ACTION_OPENED
from app.desk.common.table import Column, RecordTableModel, code_column, name_column
from app.services.movements import OVERRIDE_ACTION
from app.store.audit import AuditEntry

ACTION_AUDIT_EXPORT = "export audit log"
ACTION_AUDIT_CHECK = "check audit log"

#: The log keeps the journal's own words (its CSV is for auditors and tools); the till shows a
#: manager its own words for them. Actions already in till words are shown as they are.
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


def _money(entry: AuditEntry) -> str:
    if entry.amount is None:
        return ""
    return format_money(entry.amount, entry.currency) if entry.currency else str(entry.amount)


def _number(value: int | None) -> str:
    return "" if value is None else str(value)


def audit_model(parent: QObject | None = None, *, brief: bool = False) -> RecordTableModel[AuditEntry]:
    """The audit lines; ``brief`` leaves out the order, the service's events and the reason, which a
    count's lines do not need to be read by."""
    full = not brief
    columns: list[Column[AuditEntry] | None] = [
        Column("#", lambda e: str(e.seq), sort_key=lambda e: e.seq, align_right=True),
        Column(
            translate("Audit", "Time"),
            # Not "%-d": Windows' strftime refuses it, and the audit lines would not open there.
            lambda e: local_moment(e.time, MONTH_DAY_SECONDS, f"{e.time.day} {e.time:%b %H:%M:%S}"),
            sort_key=lambda e: e.time,
        ),
        # The names and the action may give way to the amount (whole in their tooltips).
        name_column(translate("Audit", "Staff"), lambda e: e.staff),
        name_column(translate("Audit", "Manager"), lambda e: e.manager),
        Column(
            translate("Audit", "Action"),
            lambda e: action_words(e.action),
            tooltip=lambda e: action_words(e.action),
        ),
        # Masked: the lines are read and exported away from the counter, and a code is money.
        code_column(translate("Audit", "Code"), lambda e: e.code),
        Column(translate("Audit", "Order"), lambda e: _number(e.order_id)) if full else None,
        # The service's event the line made (a redemption's reference), then the one it undid.
        Column(translate("Audit", "Event"), lambda e: _number(e.service_event_id)) if full else None,
        Column(
            translate("Audit", "Amount"), _money, sort_key=lambda e: e.amount or Decimal(0), align_right=True
        ),
        Column(translate("Audit", "Outcome"), lambda e: outcome_words(e.outcome)),
        Column(translate("Audit", "Reverses event"), lambda e: _number(e.event_id)) if full else None,
        Column(
            translate("Audit", "Reason"),
            lambda e: shown_reason(e.reason or ""),
            tooltip=lambda e: shown_reason(e.reason or ""),
        )
        if full
        else None,
    ]
    return RecordTableModel([column for column in columns if column is not None], parent)
