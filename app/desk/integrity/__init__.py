"""The staff integrity report (Manager menu, PIN first): per member of staff, for a period, the counts
a manager looks at, each beside the location's usual figure, with the audit lines behind each."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.desk.common.lazy import lazy_package

if TYPE_CHECKING:
    from app.desk.integrity.counts import DEFAULT_HIGH_FROM as DEFAULT_HIGH_FROM
    from app.desk.integrity.counts import Integrity as Integrity
    from app.desk.integrity.counts import Pattern as Pattern
    from app.desk.integrity.counts import Reading as Reading
    from app.desk.integrity.counts import count_patterns as count_patterns
    from app.desk.integrity.report import ACTION_INTEGRITY as ACTION_INTEGRITY
    from app.desk.integrity.report import IntegrityViewModel as IntegrityViewModel

#: Where each name lives, imported when first used: the till page needs none of them, so the till
#: starts without them and ``MODULES`` load once it is painted (``app.desk.common.lazy``,
#: ``app.shell.later``).
MODULES, __all__ = lazy_package(
    __name__,
    {
        "DEFAULT_HIGH_FROM": "counts",
        "Integrity": "counts",
        "Pattern": "counts",
        "Reading": "counts",
        "count_patterns": "counts",
        "ACTION_INTEGRITY": "report",
        "IntegrityViewModel": "report",
    },
)
