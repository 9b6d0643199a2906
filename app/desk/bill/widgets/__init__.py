"""The bill feature's widgets: each binds to the feature's view-models and is given what else it
needs (a callable, a task starter), never the ``Till``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.desk.common.lazy import lazy_names, modules_of

if TYPE_CHECKING:
    from app.desk.bill.widgets.bill_dialog import BillDialog

#: Where each name lives: imported when first used (``app.desk.common.lazy``).
_HOMES = {
    "BillDialog": "bill_dialog",
}
#: Every module of these widgets, for loading once the till page is painted (``app.shell.later``).
MODULES = modules_of(__name__, _HOMES)
__getattr__ = lazy_names(__name__, _HOMES)

__all__ = [
    "BillDialog",
]
