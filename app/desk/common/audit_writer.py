"""Where a desk feature writes its audit lines: the audit trail, this till's name, and who is
signed in at the moment of writing (a feature outlives one member of staff's sign-in)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from app.core.audit_line import AuditLine
from app.desk.common.ports import AuditTrail
from app.store.audit import AuditEntry


@dataclass(frozen=True)
class AuditWriter:
    audit: AuditTrail
    till: str
    staff: Callable[[], str]

    def append(self, action: str, outcome: str, *, nobody: str = "—", **says: Any) -> AuditEntry:
        """One line for ``action``, under whoever is signed in (``nobody`` when no one is); ``says``
        are the line's other fields (``AuditLine``)."""
        staff = self.staff() or nobody
        return self.audit.append(
            AuditLine(action=action, till=self.till, staff=staff, outcome=outcome, **says)
        )
