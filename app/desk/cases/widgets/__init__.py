"""The cases desk's windows."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.desk.common.lazy import lazy_package

if TYPE_CHECKING:
    from app.desk.cases.widgets.dialogs import (
        CaseListDialog as CaseListDialog,
    )
    from app.desk.cases.widgets.dialogs import (
        CaseReportDialog as CaseReportDialog,
    )
    from app.desk.cases.widgets.dialogs import (
        DisputePackDialog as DisputePackDialog,
    )

#: Where each name lives, imported when first used; ``MODULES`` load once the till page is painted
#: (``app.desk.common.lazy``, ``app.shell.later``).
MODULES, __all__ = lazy_package(
    __name__,
    {
        "CaseListDialog": "dialogs",
        "CaseReportDialog": "dialogs",
        "DisputePackDialog": "dialogs",
    },
)
