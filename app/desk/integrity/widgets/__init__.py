"""The staff integrity report's window."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.desk.common.lazy import lazy_names, modules_of

if TYPE_CHECKING:
    from app.desk.integrity.widgets.integrity_dialog import IntegrityDialog

#: Where each name lives: imported when first used (``app.desk.common.lazy``).
_HOMES = {
    "IntegrityDialog": "integrity_dialog",
}
#: Every module of these widgets, for loading once the till page is painted (``app.shell.later``).
MODULES = modules_of(__name__, _HOMES)
__getattr__ = lazy_names(__name__, _HOMES)

__all__ = [
    "IntegrityDialog",
]
