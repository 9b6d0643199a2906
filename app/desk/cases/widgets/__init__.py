"""The cases desk's windows."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.desk.common.lazy import lazy_names, modules_of

if TYPE_CHECKING:
    from app.desk.cases.widgets.dialogs import CaseListDialog, CaseReportDialog, DisputePackDialog

#: Where each name lives: imported when first used (``app.desk.common.lazy``).
_HOMES = {
    "CaseListDialog": "dialogs",
    "CaseReportDialog": "dialogs",
    "DisputePackDialog": "dialogs",
}
#: Every module of these widgets, for loading once the till page is painted (``app.shell.later``).
MODULES = modules_of(__name__, _HOMES)
__getattr__ = lazy_names(__name__, _HOMES)

__all__ = [
    "CaseListDialog",
    "CaseReportDialog",
    "DisputePackDialog",
]
