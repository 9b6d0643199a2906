"""The audit log viewer's view-model: who did what at this till, filtered, checked and exported."""

from __future__ import annotations

import asyncio
from dataclasses import replace
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from app.core.i18n import QT_TRANSLATE_NOOP, translate
from app.core.masking import CodeMasks
from app.desk.common.audit_lines import ACTION_AUDIT_CHECK, ACTION_AUDIT_EXPORT, action_words, audit_model
from app.desk.manager.base import ManagerParts, ManagerTask
from app.store.audit import CHANGED, INSERTED, REMOVED, ChainCheck
from app.store.audit_chain import short_head


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
        masks = CodeMasks(e.code for e in entries if e.code)
        shown = [replace(e, code=masks.mask(e.code)) if e.code else e for e in entries]
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
