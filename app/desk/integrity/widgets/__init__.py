"""The staff integrity report's window."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.desk.common.lazy import lazy_package

if TYPE_CHECKING:
    from app.desk.integrity.widgets.integrity_dialog import IntegrityDialog as IntegrityDialog

#: Where each name lives, imported when first used; ``MODULES`` load once the till page is painted
#: (``app.desk.common.lazy``, ``app.shell.later``).
MODULES, __all__ = lazy_package(
    __name__,
    {
        "IntegrityDialog": "integrity_dialog",
    },
)
