"""The bill feature's widgets: each binds to the feature's view-models and is given what else it
needs (a callable, a task starter), never the ``Till``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.desk.common.lazy import lazy_package

if TYPE_CHECKING:
    from app.desk.bill.widgets.bill_dialog import BillDialog as BillDialog

#: Where each name lives, imported when first used; ``MODULES`` load once the till page is painted
#: (``app.desk.common.lazy``, ``app.shell.later``).
MODULES, __all__ = lazy_package(
    __name__,
    {
        "BillDialog": "bill_dialog",
    },
)
